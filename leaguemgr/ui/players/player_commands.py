"""Undo commands for roster edits: add, rename, sub/active flags, merge."""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.records import Player
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def add_player(context: LeagueContext, player: Player) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        f"Add player {player.name}",
        lambda: service.add_player(player),
        lambda: service.delete_player(player.id),
        # A walk-in added at one venue while another venue saved: both land (the service
        # itself refuses an id or name taken meanwhile).
        still_applies=lambda: True,
    )


def update_player(
    context: LeagueContext, before: Player, after: Player, text: str
) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context, text, lambda: service.update_player(after), lambda: service.update_player(before)
    )


def rename_player(context: LeagueContext, player: Player, name: str) -> ServiceCommand:
    after = dataclasses.replace(player, name=name)
    return update_player(context, player, after, f"Rename {player.name} to {name}")


def set_sub(context: LeagueContext, player: Player, sub: bool) -> ServiceCommand:
    after = dataclasses.replace(player, sub=sub)
    text = f"Make {player.name} a {'sub' if sub else 'regular'}"
    return update_player(context, player, after, text)


def set_guest(context: LeagueContext, player: Player, guest: bool) -> ServiceCommand:
    after = dataclasses.replace(player, guest=guest)
    text = f"Make {player.name} {'a guest' if guest else 'a member of the league table'}"
    return update_player(context, player, after, text)


def set_active(context: LeagueContext, player: Player, active: bool) -> ServiceCommand:
    after = dataclasses.replace(player, active=active)
    text = f"{'Reactivate' if active else 'Deactivate'} {player.name}"
    return update_player(context, player, after, text)


def merge_players(context: LeagueContext, keep: Player, remove: Player) -> ServiceCommand:
    """Merge ``remove`` into ``keep``; undo puts the league back as it was before the merge.

    Undo restores a snapshot in one transaction because moving the history back piece by
    piece would pass through states the rules refuse (a free entry used before it is earned).
    """
    service = context.service
    snapshot = service.league
    return ServiceCommand(
        context,
        f"Merge {remove.name} into {keep.name}",
        lambda: service.merge_players(keep.id, remove.id),
        lambda: service.restore_league(snapshot),
    )

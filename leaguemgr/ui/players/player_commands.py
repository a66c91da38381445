"""Undo commands for roster edits: add, rename, sub/active flags, merge."""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.records import Player
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def add_player(context: LeagueContext, player: Player) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        translate("PlayerCommands", "Add player {name}").format(name=player.name),
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
    return update_player(
        context,
        player,
        after,
        translate("PlayerCommands", "Rename {old} to {new}").format(old=player.name, new=name),
    )


def set_sub(context: LeagueContext, player: Player, sub: bool) -> ServiceCommand:
    after = dataclasses.replace(player, sub=sub)
    if sub:
        text = translate("PlayerCommands", "Make {name} a sub").format(name=player.name)
    else:
        text = translate("PlayerCommands", "Make {name} a regular").format(name=player.name)
    return update_player(context, player, after, text)


def set_guest(context: LeagueContext, player: Player, guest: bool) -> ServiceCommand:
    after = dataclasses.replace(player, guest=guest)
    if guest:
        text = translate("PlayerCommands", "Make {name} a guest").format(name=player.name)
    else:
        text = translate("PlayerCommands", "Make {name} a member of the league table").format(
            name=player.name
        )
    return update_player(context, player, after, text)


def set_active(context: LeagueContext, player: Player, active: bool) -> ServiceCommand:
    after = dataclasses.replace(player, active=active)
    if active:
        text = translate("PlayerCommands", "Reactivate {name}").format(name=player.name)
    else:
        text = translate("PlayerCommands", "Deactivate {name}").format(name=player.name)
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
        translate("PlayerCommands", "Merge {duplicate} into {kept}").format(
            duplicate=remove.name, kept=keep.name
        ),
        lambda: service.merge_players(keep.id, remove.id),
        lambda: service.restore_league(snapshot),
    )

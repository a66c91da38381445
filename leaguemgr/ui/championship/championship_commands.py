"""Undo commands for the championship: declines, make-up buy-ins and the recorded result."""

from __future__ import annotations

from dataclasses import replace

from leaguemgr.domain.records import ChampionshipDecisions, Event
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def save_decisions(
    context: LeagueContext, season: str, after: ChampionshipDecisions, text: str
) -> ServiceCommand:
    service = context.service
    before = service.season(season).championship
    return ServiceCommand(
        context,
        text,
        lambda: service.save_championship_decisions(season, after),
        lambda: service.save_championship_decisions(season, before),
    )


def decline(context: LeagueContext, season: str, player: str, name: str) -> ServiceCommand:
    current = context.service.season(season).championship
    after = replace(
        current,
        declined=(*current.declined, player),
        makeups=tuple(p for p in current.makeups if p != player),
    )
    return save_decisions(
        context,
        season,
        after,
        translate("ChampionshipCommands", "{player} declines the championship").format(player=name),
    )


def reinstate(context: LeagueContext, season: str, player: str, name: str) -> ServiceCommand:
    current = context.service.season(season).championship
    after = replace(current, declined=tuple(p for p in current.declined if p != player))
    return save_decisions(
        context,
        season,
        after,
        translate("ChampionshipCommands", "Invite {player} to the championship again").format(
            player=name
        ),
    )


def set_makeup(
    context: LeagueContext, season: str, player: str, name: str, accepted: bool
) -> ServiceCommand:
    current = context.service.season(season).championship
    others = tuple(p for p in current.makeups if p != player)
    after = replace(current, makeups=(*others, player) if accepted else others)
    text = (
        translate("ChampionshipCommands", "{player} accepts the make-up buy-in")
        if accepted
        else translate("ChampionshipCommands", "{player} withdraws the make-up buy-in")
    )
    return save_decisions(context, season, after, text.format(player=name))


def remove_makeup(context: LeagueContext, season: str, player: str, name: str) -> ServiceCommand:
    """Take away a make-up the standings no longer offer (SPEC 2.8); undo records it again."""
    current = context.service.season(season).championship
    after = replace(current, makeups=tuple(p for p in current.makeups if p != player))
    return save_decisions(
        context,
        season,
        after,
        translate("ChampionshipCommands", "Remove {player}'s make-up buy-in").format(player=name),
    )


def record_draw(
    context: LeagueContext, season: str, order: tuple[str, ...], names: str
) -> ServiceCommand:
    """Record a draw among players level on points (SPEC 8); undo takes it back."""
    current = context.service.season(season).championship
    after = replace(current, drawn=(*current.drawn, order))
    return save_decisions(
        context,
        season,
        after,
        translate("ChampionshipCommands", "Draw between {players}").format(players=names),
    )


def save_result(context: LeagueContext, season: str, event: Event) -> ServiceCommand:
    """Record (or replace) the championship event; undo puts back what was there before."""
    service = context.service
    before = service.event(season, event.number)

    def undo():
        if before is None:
            return service.delete_event(season, event.number)
        return service.save_event(season, before)

    return ServiceCommand(
        context,
        translate("ChampionshipCommands", "Record the championship result"),
        lambda: service.save_event(season, event),
        undo,
    )


def clear_result(context: LeagueContext, season: str, event: Event) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        translate("ChampionshipCommands", "Clear the championship result"),
        lambda: service.delete_event(season, event.number),
        lambda: service.save_event(season, event),
    )

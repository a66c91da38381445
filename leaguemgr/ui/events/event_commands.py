"""The events screens' undoable edits, each a :class:`ServiceCommand`: run first, then pushed,
and taken back (or tried again) as one step of the league's undo stack."""

from __future__ import annotations

from leaguemgr.domain.records import Event, Player
from leaguemgr.services.league_service import Change
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def new_event_command(context: LeagueContext, season: str, event: Event) -> ServiceCommand:
    """Create ``event`` in ``season``; undone, it is deleted."""
    service = context.service
    return ServiceCommand(
        context,
        translate("EventCommands", "New event {number}").format(number=event.number),
        lambda: service.save_event(season, event),
        lambda: service.delete_event(season, event.number),
    )


def delete_event_command(context: LeagueContext, season: str, old: Event) -> ServiceCommand:
    """Delete ``old`` from ``season``; undone, it comes back as it was."""
    service = context.service
    return ServiceCommand(
        context,
        translate("EventCommands", "Delete event {number}").format(number=old.number),
        lambda: service.delete_event(season, old.number),
        lambda: service.save_event(season, old),
    )


def save_event_command(
    context: LeagueContext, season: str, new: Event, old: Event | None
) -> ServiceCommand:
    """Save the edited event ``new`` over ``old`` (``None``: a new event), renumbered if its
    number changed; undone, ``old`` is put back. Redone only while nobody else changed the
    event, nor took its new number, meanwhile."""
    service = context.service
    moved = old is not None and old.number != new.number

    def do() -> Change:
        return service.save_event(season, new, replaces=old.number if moved else None)

    def undo() -> Change:
        if old is None:
            return service.delete_event(season, new.number)
        return service.save_event(season, old, replaces=new.number if moved else None)

    def still_applies() -> bool:
        if old is not None and service.event(season, old.number) != old:
            return False
        if old is None or moved:
            return service.event(season, new.number) is None
        return True

    return ServiceCommand(
        context,
        translate("EventCommands", "Save event {number}").format(number=new.number),
        do,
        undo,
        still_applies=still_applies,
    )


def add_player_command(context: LeagueContext, player: Player) -> ServiceCommand:
    """Add ``player`` to the league (typed in an event); undone, they are deleted."""
    service = context.service
    return ServiceCommand(
        context,
        translate("EventCommands", "Add player {name}").format(name=player.name),
        lambda: service.add_player(player),
        lambda: service.delete_player(player.id),
    )

"""The organizer's edits in Who Is Coming (SPEC 10) as undo commands: an answer recorded for
a player who answered elsewhere (a chat, a call), kept as ``by: organizer``."""

from __future__ import annotations

from leaguemgr.domain.records import Rsvp, RsvpAnswer
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_change import Change
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def record_answer_command(
    context: LeagueContext, season: str, number: int, player: str, answer: RsvpAnswer, name: str
) -> ServiceCommand:
    """Record ``player``'s ``answer`` for event ``number``; undone, that answer (and only
    it: answers given on the web meanwhile stay) is taken back; redone, it is put back."""
    service = context.service
    recorded: list[Rsvp] = []

    def do() -> Change:
        if recorded:
            rsvp_service.put_back_recorded(service, season, number, recorded[0])
        else:
            recorded.append(rsvp_service.record_for_player(service, season, number, player, answer))
        return Change.of("events", season=season)

    def undo() -> Change:
        rsvp_service.take_back_recorded(service, season, number, recorded[0])
        return Change.of("events", season=season)

    from leaguemgr.ui.night.coming_answers import answer_text

    text = translate("ComingCommands", "Record {player}'s {answer} for event {number}").format(
        player=name, answer=answer_text(answer), number=number
    )
    return ServiceCommand(context, text, do, undo)

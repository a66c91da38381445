"""Before an event is saved: the money the edit would move, shown to the organizer to decide."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from leaguemgr.domain.records import Event, EventState, event_state
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.makeup_changes import makeups_taken_away_between
from leaguemgr.services.money_moves import makeup_fee_moves, money_moves
from leaguemgr.services.season_reports import with_event
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_moves_dialog import Decision, ask_about_moves
from leaguemgr.ui.money_text import money_text


def money_may_move(
    parent: QWidget, service: LeagueService, season: str, old: Event | None, new: Event
) -> bool:
    """A closed night's money was paid: if the edit would move any (this night's or a
    later one's, through the bounty), the organizer sees how much first and decides. So
    too if the edit takes a make-up buy-in away (SPEC 2.8): its fee leaves the pool."""
    closed = old is not None and event_state(old) is EventState.CLOSED
    edited = with_event(service.league, season, new, replaces=old.number if old else None)
    moves = money_moves(service.league, edited) if closed else []
    moves += makeup_fee_moves(service.league, edited)
    if not moves:
        return True
    names, currency, locale = service.player_names(), service.currency(), service.locale()
    said = [
        taken.text(names, lambda amount: money_text(amount, currency, locale))
        for taken in makeups_taken_away_between(service.league, edited)
    ]
    if not closed:
        # Nothing paid out moves: said, and Enter saves.
        decision = ask_about_moves(
            parent,
            moves,
            names,
            currency,
            question="\n\n".join(
                [
                    translate(
                        "EventMoneyCheck", "Saved as edited, event {number} moves this money:"
                    ).format(number=new.number),
                    *said,
                ]
            ),
            keep_text=translate("EventMoneyCheck", "Save"),
            move_text=None,
        )
        return decision is Decision.KEEP
    decision = ask_about_moves(
        parent,
        moves,
        names,
        currency,
        question="\n\n".join(
            [
                translate(
                    "EventMoneyCheck",
                    "Event {number} is closed: its money was paid. Saved as edited, "
                    "the season's nights would pay this instead:",
                ).format(number=old.number),
                *said,
            ]
        ),
        keep_text=None,
        move_text=translate("EventMoneyCheck", "Save, and change the money"),
    )
    return decision is Decision.MOVE

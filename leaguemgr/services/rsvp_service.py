"""Answering for a planned night (SPEC 10), and what the answers add up to.

The answers are only appended (every change kept); who is going, who waits and who
cancelled late is replayed from them (:mod:`leaguemgr.domain.rsvp`) with the season's
standings. The write takes the league's write lock (:mod:`leaguemgr.storage.rsvp_writes`),
so two answers for the last seat at once are stored one after the other and exactly one
is going; each answer's time is taken under that lock, to the microsecond, so the stored
order and the times agree.

Every time here is the league's local time (``League.time_zone``), whatever the zone of
the process: a league is given the zone of the computer it is made on. A league made
before that has none and keeps the computer's own (SPEC 10's default) until the organizer
sets it (File ▸ League settings).

For the organizer's Who Is Coming: :func:`record_for_player` (an answer given in a chat
or a call, kept with ``by: "organizer"``), :func:`not_answered`, :func:`answer_history` and
:func:`latest_answers` (each player's standing answer and its time).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import zoneinfo
from dataclasses import dataclass

from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import Event, EventState, Rsvp, RsvpAnswer, event_state
from leaguemgr.domain.rsvp import RsvpState, late, rsvp_state
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage import rsvp_writes
from leaguemgr.storage.errors import ChangedMeanwhile

_ATTEMPTS = 5
ORGANIZER = "organizer"
"""``Rsvp.by`` of an answer the organizer recorded for a player."""


class AnswerRefused(ValueError):
    """An answer that cannot be taken (the night started, an unknown player): its message
    says why, in the player's words."""


@dataclass(frozen=True, slots=True)
class NextNight:
    """A planned night open for answers, with its answers as they stand."""

    season: str
    event: Event
    state: RsvpState


@dataclass(frozen=True, slots=True)
class AnswerLine:
    """One answer of a night's history, as Who Is Coming lists it."""

    player: str
    answer: RsvpAnswer
    at: str
    """When it was stored, league local time ("2026-12-02T08:30:00.123456")."""
    by_organizer: bool
    """The organizer recorded it for the player (a chat, a call)."""
    after_deadline: bool
    """Given after the night's ``rsvp_by`` (a no from a going player is a late cancel)."""


def local_now(time_zone: str | None, now: dt.datetime | None = None) -> str:
    """The league's local time, to the microsecond (``time_zone`` ``None``: the computer's)."""
    zone = zoneinfo.ZoneInfo(time_zone) if time_zone else None
    moment = now or dt.datetime.now(dt.UTC)
    return moment.astimezone(zone).replace(tzinfo=None).isoformat(timespec="microseconds")


def night_state(service: LeagueService, season: str, event: Event) -> RsvpState:
    """The answers of ``event`` (of ``season``) replayed with the season's standings."""
    subs = {player.id for player in service.league.players if player.sub}
    report = service.report(season)
    ranks = {row.player: row.rank for row in report.standings}
    return rsvp_state(event, subs, ranks)


def next_nights(service: LeagueService, season: str, today: str | None = None) -> list[NextNight]:
    """The season's planned nights from ``today`` on (undated ones too), by number."""
    today = today or local_now(service.league.time_zone)[:10]
    nights = []
    for event in service.league.season(season).events:
        if event_state(event) is not EventState.PLANNED:
            continue
        if event.date is not None and event.date < today:
            continue
        nights.append(NextNight(season, event, night_state(service, season, event)))
    return nights


def answer(
    service: LeagueService,
    season: str,
    number: int,
    player: str,
    given: RsvpAnswer,
    *,
    now: dt.datetime | None = None,
    by: str | None = None,
) -> RsvpState:
    """Store ``player``'s answer for event ``number`` and return the night as it stands.

    ``by`` is ``None`` for the player's own answer (the site), :data:`ORGANIZER` for one the
    organizer recorded (:func:`record_for_player`). :class:`AnswerRefused` if the night is
    not planned any more or the player is unknown."""
    event = _open_night(service, season, number)
    if player not in {p.id for p in service.league.players}:
        raise AnswerRefused(f'There is no player with id "{player}"')
    database = service.database
    for attempt in range(_ATTEMPTS):
        try:
            # Refused if the organizer (or another program) edited the league since this
            # service read it: then the league is read again and the answer given anew.
            # Other answers meanwhile never refuse it, and it is not an edit: it moves the
            # answers' counter, so the organizer's save and undo history stand (SPEC 10).
            answers_before = database.seen_answers
            with database.answer_transaction() as session:
                # The time is taken holding the write lock: answers stored one after the
                # other have times in that order, and the waitlist's order by time agrees
                # with the order they were stored in.
                given_answer = Rsvp(player, given, local_now(service.league.time_zone, now), by)
                rsvp_writes.append_rsvp(session, season, number, given_answer)
            break
        except ChangedMeanwhile:
            if attempt == _ATTEMPTS - 1:
                raise
            service.reload()
            event = _open_night(service, season, number)
    if answers_before is None or database.seen_answers == answers_before:
        # Others answered since this service read the league: read them too.
        service.reload()
        stored = service.event(season, number) or event
    else:
        # The league in memory is the database's: it takes the answer without a read.
        stored = dataclasses.replace(event, rsvp=(*event.rsvp, given_answer))
        service.event_written(season, stored)
    return night_state(service, season, stored)


def record_for_player(
    service: LeagueService,
    season: str,
    number: int,
    player: str,
    given: RsvpAnswer,
    *,
    now: dt.datetime | None = None,
) -> Rsvp:
    """The organizer records ``player``'s answer given elsewhere (a chat, a call), kept as
    ``by: organizer``: an edit of the organizer's (it is undone with
    :func:`take_back_recorded`). Returns the answer stored."""
    _open_night(service, season, number)
    if player not in {p.id for p in service.league.players}:
        raise AnswerRefused(f'There is no player with id "{player}"')
    recorded = Rsvp(player, given, local_now(service.league.time_zone, now), ORGANIZER)
    put_back_recorded(service, season, number, recorded)
    return recorded


def put_back_recorded(service: LeagueService, season: str, number: int, recorded: Rsvp) -> None:
    """Append ``recorded`` (an answer the organizer recorded) to event ``number`` (a redo)."""
    with service.database.transaction() as session:
        rsvp_writes.append_rsvp(session, season, number, recorded)
    event = service.event(season, number)
    if event is not None:
        service.event_written(season, dataclasses.replace(event, rsvp=(*event.rsvp, recorded)))


def take_back_recorded(service: LeagueService, season: str, number: int, recorded: Rsvp) -> None:
    """Remove ``recorded``, an answer the organizer recorded (undo); answers given since on
    the web stay."""
    with service.database.transaction() as session:
        if not rsvp_writes.remove_recorded(session, season, number, recorded):
            raise AnswerRefused(f"That answer for event {number} is not there any more")
    event = service.event(season, number)
    if event is not None:
        kept = list(event.rsvp)
        if recorded in kept:
            del kept[len(kept) - 1 - kept[::-1].index(recorded)]
        service.event_written(season, dataclasses.replace(event, rsvp=tuple(kept)))


def answer_history(event: Event, player: str) -> tuple[Rsvp, ...]:
    """Every answer ``player`` gave for ``event``, in the order given."""
    return tuple(a for a in event.rsvp if a.player == player)


def not_answered(service: LeagueService, season: str, event: Event) -> tuple[str, ...]:
    """The season's players who gave no answer for ``event``, by name: those with a line in
    its standings and every active player of the league but guests (a newcomer may come)."""
    answered = {a.player for a in event.rsvp}
    players = {p.id: p for p in service.league.players}
    ids = {row.player for row in service.report(season).standings}
    ids.update(p.id for p in service.league.players if p.active and not p.guest)
    left = {p for p in ids if p not in answered and p in players}
    locale = service.league.locale
    return tuple(sorted(left, key=lambda p: (collation_key(players[p].name, locale), p)))


def answer_lines(
    service: LeagueService, season: str, number: int, player: str | None = None
) -> tuple[AnswerLine, ...]:
    """Every answer for event ``number`` in the order given (every change kept), each with
    its time; only ``player``'s where one is named. The last line of a player is their
    standing answer and its time."""
    event = service.event(season, number)
    if event is None:
        return ()
    return tuple(
        AnswerLine(
            player=given.player,
            answer=given.answer,
            at=given.at,
            by_organizer=given.by == ORGANIZER,
            after_deadline=late(given.at, event.rsvp_by),
        )
        for given in event.rsvp
        if player is None or given.player == player
    )


def latest_answers(service: LeagueService, season: str, number: int) -> dict[str, AnswerLine]:
    """Each player's standing answer for event ``number`` with its time (the last line of
    their :func:`answer_lines`), in the order those answers were given."""
    latest: dict[str, AnswerLine] = {}
    for line in answer_lines(service, season, number):
        latest.pop(line.player, None)
        latest[line.player] = line
    return latest


def _open_night(service: LeagueService, season: str, number: int) -> Event:
    event = service.event(season, number)
    if event is None or event_state(event) is not EventState.PLANNED:
        raise AnswerRefused(f"Event {number} is not open for answers any more")
    return event

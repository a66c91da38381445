"""What a player's personal page shows (SPEC 10), built from the league: their line in the
standings, their nights, their balance (SPEC 7) and each next night with its answers.

Immutable and plain (names and texts, no records): the web page only lays it out.
"""

from __future__ import annotations

import dataclasses
import weakref
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain import league_formats
from leaguemgr.domain.ledger import PlayerMoney, player_money
from leaguemgr.domain.records import EntryStatus, Player, RsvpAnswer, event_terms
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.rsvp import RsvpState, late
from leaguemgr.language.texts import N_, _
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.rsvp_service import local_now, next_nights


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    points: str
    events: int
    wins: int


@dataclass(frozen=True, slots=True)
class NightLine:
    number: int
    date: str
    finish: str
    points: str
    prize: Decimal
    bounties: Decimal | None = None
    """Knockout bounties collected that night (SPEC 9); ``None``: the night paid none."""


@dataclass(frozen=True, slots=True)
class NextNightView:
    number: int
    title: str
    seats: int | None
    going: tuple[str, ...]
    waitlist: tuple[str, ...]
    answer: RsvpAnswer | None
    place: int | None
    """Their place on the waitlist (1: next in)."""
    going_self: bool
    rsvp_by: str | None
    past_deadline: bool
    date: str | None = None
    time: str | None = None
    venue: str | None = None
    """Where the night is played (the event's ``place``)."""
    buyin: Decimal | None = None
    maybe: tuple[str, ...] = ()
    moved_up: bool = False
    """Going now, though their latest yes put them on the waitlist: a seat came free."""

    @property
    def left(self) -> int | None:
        """Seats still free (``None``: no cap)."""
        return None if self.seats is None else max(0, self.seats - len(self.going))


@dataclass(frozen=True, slots=True)
class BalanceLine:
    """One part of what makes a balance (SPEC 7): positive adds to what the player owes."""

    label: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class PlayerView:
    league: str
    currency: str
    season: str | None
    player: str
    name: str
    standing: StandingLine | None
    nights: tuple[NightLine, ...]
    owes: Decimal
    """Positive: owes the league; negative: the league owes them."""
    next_nights: tuple[NextNightView, ...]
    balance_lines: tuple[BalanceLine, ...] = ()
    """The non-zero parts of ``owes``, in the order SPEC 7 adds them (they sum to it)."""


# A night the player did not play, as the page names it (the league's language: the page
# is made while it is spoken).
NOT_PLAYED = {
    EntryStatus.DISQUALIFIED: N_("disqualified"),
    EntryStatus.FORFEIT: N_("forfeit"),
    EntryStatus.NO_SHOW: N_("no show"),
    EntryStatus.LATE_CANCEL: N_("late cancel"),
}


def _points(value: float, locale: str | None = None) -> str:
    # "3", "9.87"; in the league's locale when it has one ("9,87").
    places = 0 if value == int(value) else 2
    if locale is None:
        return f"{value:g}" if places == 0 else f"{value:.2f}"
    return league_formats.number(value, locale, places=places)


def player_view(service: LeagueService, player: Player) -> PlayerView:
    """The page of ``player`` as the league stands now."""
    league = service.league
    seasons = service.season_names()
    if not seasons:
        return PlayerView(league.name, league.currency, None, player.id, player.name, None,
                          (), Decimal(0), ())  # fmt: skip
    season = seasons[-1]
    report = service.report(season)
    row = next((r for r in report.standings if r.player == player.id), None)
    standing = None
    if row is not None:
        standing = StandingLine(
            row.rank, _points(row.points, league.locale), row.events_played, row.wins
        )
    results = {result.number: result for result in report.events}
    nights = []
    for event in league.season(season).events:
        entry = next((e for e in event.entries if e.player == player.id), None)
        result = results.get(event.number)
        if entry is None or result is None:
            continue
        points = dict(result.points).get(player.id, 0.0)
        finish = str(entry.finish) if entry.finish is not None else entry.status.value
        if entry.status is not EntryStatus.PLAYED:
            finish = _(NOT_PLAYED.get(entry.status, entry.status.value.replace("_", " ")))
        bounties = None
        if result.bounties is not None:
            bounties = dict(result.bounties.paid).get(player.id, Decimal(0))
        shown = _points(points, league.locale)
        nights.append(NightLine(event.number, event.date or "", finish, shown,
                                result.prize_of(player.id), bounties))  # fmt: skip
    shared = _shared(service, season, report)
    owes = Decimal(0)
    lines: tuple[BalanceLine, ...] = ()
    if report.ledger is not None:  # a league keeping no money between nights shows none
        owes = dict(report.ledger.balances).get(player.id, Decimal(0))
        money = shared.money.get(player.id)
        lines = _balance_lines(money) if money is not None else ()
    upcoming = tuple(
        dataclasses.replace(
            night,
            answer=state.answer_of(player.id),
            place=state.place_on_waitlist(player.id),
            going_self=player.id in state.going,
            moved_up=player.id in state.moved_up,
        )
        for night, state in shared.nights
    )
    return PlayerView(league.name, league.currency, season, player.id, player.name, standing,
                      tuple(nights), owes, upcoming, lines)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Shared:
    """What every player's page of one league state shows alike: the next nights (their
    answers replayed once, not once a page) and the season's money, part by part."""

    key: tuple[object, ...]
    nights: tuple[tuple[NextNightView, RsvpState], ...]
    money: dict[str, PlayerMoney]


_SHARED: weakref.WeakKeyDictionary[LeagueService, _Shared] = weakref.WeakKeyDictionary()


def _shared(service: LeagueService, season: str, report: SeasonReport) -> _Shared:
    """The shared part of the pages of ``service``'s league as it stands (kept while the
    league, the report and the minute are the same objects: any change makes new ones)."""
    league = service.league
    now = local_now(league.time_zone)[:16]  # the deadline is to the minute
    key = (league, report, season, now)
    kept = _SHARED.get(service)
    # The league and the report by identity (an equal league is not looked through), the
    # season and the minute by value.
    if kept is not None and kept.key[0] is league and kept.key[1] is report \
            and kept.key[2:] == key[2:]:  # fmt: skip
        return kept
    names = {p.id: p.name for p in league.players}
    record = league.season(season)
    nights = []
    for night in next_nights(service, season, now[:10]):
        event, state = night.event, night.state
        view = NextNightView(
            number=event.number,
            title=event.name or _("Event {number}").format(number=event.number),
            seats=event.seats,
            going=tuple(names.get(p, p) for p in state.going),
            waitlist=tuple(names.get(p, p) for p in state.waitlist),
            answer=None,
            place=None,
            going_self=False,
            rsvp_by=event.rsvp_by,
            past_deadline=late(now, event.rsvp_by),
            date=event.date,
            time=event.time,
            venue=event.place,
            buyin=event_terms(event, record.rules).buyin,
            maybe=tuple(names.get(p, p) for p in state.maybe),
        )
        nights.append((view, state))
    money = {}
    if report.ledger is not None:
        money = player_money(record, report, {p.id: p for p in league.players})
    kept = _Shared(key, tuple(nights), money)
    _SHARED[service] = kept
    return kept


_PARTS = (
    ("unpaid_entries", N_("Entries not paid at the door"), 1),
    ("dues", N_("Season dues"), 1),
    ("charges", N_("Charges"), 1),
    ("payouts", N_("Paid out to you"), 1),
    ("payments", N_("Your payments"), -1),
    ("prizes", N_("Prizes won"), -1),
)


def _balance_lines(money: PlayerMoney) -> tuple[BalanceLine, ...]:
    return tuple(
        BalanceLine(_(label), sign * getattr(money, name))
        for name, label, sign in _PARTS
        if getattr(money, name)
    )

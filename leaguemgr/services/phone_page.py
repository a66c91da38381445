"""What the players' phones show (issue #10): the clock, the seats, the payouts and the standings.

A snapshot is an immutable record built on the GUI thread from the night's status
(:func:`~leaguemgr.services.night_status.night_status`) and the season report the standings
screen shows; the phone server's threads only read it. The clock's seconds are those left
when the snapshot was taken: :meth:`PhoneClock.seconds_left_at` counts them down to the time
a phone asks, so a snapshot a few seconds old still shows the right time.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from leaguemgr.domain import league_formats
from leaguemgr.domain.clock.clock_words import chips_text
from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.night.facts import NightResult, night_result, prizes_now
from leaguemgr.domain.night.state import NightState
from leaguemgr.domain.records import Event, EventState, League, event_state
from leaguemgr.domain.results import SeasonReport
from leaguemgr.language.texts import N_, _, speaking
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from leaguemgr.services.tv_screen import TvScreen, tv_screen

MAX_NAME = 60
"""Longest name or label shown (the rest is cut): a phone's line is short."""

Money = Callable[[Decimal], str]


@dataclass(frozen=True, slots=True)
class PhoneClock:
    running: bool
    started: bool
    level: int
    on_break: bool
    seconds_left: int | None
    """Seconds left in the period when the snapshot was taken (None: the night has no clock)."""
    blinds: str
    """ "100 / 200 · ante 25"; empty when the level has no blinds."""
    next_blinds: str
    """The blinds of the level after this one ("": none, or the last level)."""
    next_break_in: int | None
    taken_at: float
    """Wall-clock seconds (UTC epoch) when ``seconds_left`` was read."""

    def seconds_left_at(self, now: float) -> int | None:
        """The seconds left at ``now``: a running clock has run on since it was read."""
        if self.seconds_left is None or not self.running:
            return self.seconds_left
        return max(0, self.seconds_left - int(max(0.0, now - self.taken_at)))

    def next_break_at(self, now: float) -> int | None:
        if self.next_break_in is None or not self.running:
            return self.next_break_in
        return max(0, self.next_break_in - int(max(0.0, now - self.taken_at)))


@dataclass(frozen=True, slots=True)
class PhoneSeat:
    seat: int
    player: str
    card: str = ""
    head: str = ""
    """The bounty on the player's head with progressive knockouts (SPEC 9), else empty."""


@dataclass(frozen=True, slots=True)
class PhoneTable:
    table: int
    seats: tuple[PhoneSeat, ...]


@dataclass(frozen=True, slots=True)
class PhonePlace:
    """A payout (``text`` is the amount) or a finish tonight (``text`` is the player)."""

    place: int
    text: str


@dataclass(frozen=True, slots=True)
class PhoneShare:
    """A player's share of a deal: what they take, not a place they finished in."""

    player: str
    amount: str


@dataclass(frozen=True, slots=True)
class PhoneStanding:
    rank: int
    player: str
    points: str
    events: int
    wins: int


@dataclass(frozen=True, slots=True)
class PhoneNight:
    event: str
    entries: int
    remaining: int
    pool: str
    clock: PhoneClock
    tables: tuple[PhoneTable, ...]
    payouts: tuple[PhonePlace, ...]
    """What the places pay; after a deal only the places below the dealers' (paid already)."""
    finishes: tuple[PhonePlace, ...]
    """Tonight's finishes so far, the latest (lowest place) first."""
    shares: tuple[PhoneShare, ...] = ()
    """After a deal, what each dealing player takes, most first (empty: no deal)."""

    @property
    def deal(self) -> bool:
        """The players left made a deal: the top prizes are their shares, not places."""
        return bool(self.shares)


@dataclass(frozen=True, slots=True)
class PhoneFinish:
    """One player's finish in a closed night, and what they won ("" for nothing)."""

    place: int
    player: str
    prize: str


@dataclass(frozen=True, slots=True)
class PhoneResult:
    """The last night played, shown once it is closed until the next night starts."""

    event: str
    date: str
    entries: int
    pool: str
    finishes: tuple[PhoneFinish, ...]
    deal: bool = False
    """A deal paid the prizes (as the night card says)."""


@dataclass(frozen=True, slots=True)
class PhoneSnapshot:
    league: str
    season: str
    night: PhoneNight | None
    """None when no night is running: the phones show the standings only."""
    standings: tuple[PhoneStanding, ...]
    standings_note: str
    """Why there are no standings rows ("No results yet."), else empty: the English text,
    which the page says in the league's language."""
    result: PhoneResult | None = None
    """The last night's result, while no night is running (after the close)."""
    tv: TvScreen | None = None
    """What the TV by a link shows (``None``: no league read yet); not in :attr:`version`:
    the TV asks for its figures every second."""
    language: str | None = None
    """The league's language, which its pages speak (``None``: the user's); the snapshot's
    own words (the event's label, the blinds) are in it already."""
    locale: str | None = None
    """The league's locale, in which the pages write their dates."""

    @property
    def version(self) -> str:
        """Changes when anything but the clock's count-down does: the page reloads its
        tables then, and only then."""
        return hashlib.sha256(json.dumps(_content(self), sort_keys=True).encode()).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class KnownNight:
    """A running night as the app's live model has it: event ``number``, its ``log`` and
    the state that log gives."""

    number: int
    log: tuple[Action, ...]
    night: NightState


NOTHING_YET = N_("Nothing to show yet.")
NO_RESULTS = N_("No results yet.")
NO_SEASON = N_("No season yet.")
EMPTY = PhoneSnapshot("", "", None, (), NOTHING_YET)


def phone_snapshot(
    league: League,
    season: str,
    report: SeasonReport | None,
    money: Money,
    *,
    event: str = "",
    status: Mapping[str, Any] | None = None,
    now: float = 0.0,
) -> PhoneSnapshot:
    """The snapshot of ``season``: the standings of ``report`` and, when ``status`` is the
    status of a running night (event label ``event``, read at ``now``), that night; its
    words in the league's language."""
    with speaking(league.language):
        return _phone_snapshot(league, season, report, money, event, status, now)


def _phone_snapshot(
    league: League,
    season: str,
    report: SeasonReport | None,
    money: Money,
    event: str,
    status: Mapping[str, Any] | None,
    now: float,
) -> PhoneSnapshot:
    names = {player.id: player.name for player in league.players}

    def name(player: str) -> str:
        return _cut(names.get(player, player))

    night = None
    if status is not None and status.get("state") == "running":
        night = _night(status, _cut(event), name, money, now, league.locale)
    rows = report.standings if report is not None else ()
    standings = tuple(
        PhoneStanding(
            row.rank,
            name(row.player),
            # As the standings screen ranks them: the best N results when the season counts so.
            _points(row.points if row.best_points is None else row.best_points, league.locale),
            row.events_played,
            row.wins,
        )
        for row in rows
    )
    note = "" if standings else NO_RESULTS
    result = None
    if night is None and report is not None:
        result = _last_result(league, season, report, name, money)
    return PhoneSnapshot(
        _cut(league.name),
        _cut(season),
        night,
        standings,
        note,
        result,
        language=league.language,
        locale=league.locale,
    )


def _points(value: float, locale: str | None) -> str:
    # As the standings screen writes them: "1234.50", "1234,50" in a de_DE league.
    return league_formats.number(value, locale, places=2, grouping=False)


def event_label(event: Event) -> str:
    """ "Event 3", or "Event 3: Summer Classic" when it has a name of its own, in the
    language spoken."""
    label = _("Event {number}").format(number=event.number)
    if event.name and event.name not in (label, f"Event {event.number}"):
        label = _("Event {number}: {name}").format(number=event.number, name=event.name)
    return label


def _last_result(
    league: League, season: str, report: SeasonReport, name: Callable[[str], str], money: Money
) -> PhoneResult | None:
    """The season's last event played: who finished where and who won what."""
    played = last_played(league, season, report)
    if played is None:
        return None
    event, result = played
    label = event_label(event)
    finishes = tuple(
        PhoneFinish(p.place, name(p.player), money(p.prize) if p.prize else "")
        for p in result.places
    )
    return PhoneResult(
        _cut(label), event.date or "", result.entries, money(result.pool), finishes, result.deal
    )


def last_played(
    league: League, season: str, report: SeasonReport
) -> tuple[Event, NightResult] | None:
    """The season's last event played and its result, as the big screen shows it after
    the close (``None``: none played yet)."""
    played = [r for r in report.events if r.money.entries]
    if not played:
        return None
    last = max(played, key=lambda r: r.number)
    event = next((e for e in league.season(season).events if e.number == last.number), None)
    if event is None:
        return None
    return event, night_result(event, last, league.season(season).rules)


def league_snapshot(
    service: LeagueService,
    season: str,
    money: Money,
    now: float,
    *,
    number: int | None = None,
    known: KnownNight | None = None,
    read_again: Callable[[], None] | None = None,
) -> PhoneSnapshot:
    """The snapshot of the open league's ``season``: its standings as the standings screen
    computes them and, if one is running, its first running night (event ``number`` only,
    when given) as the Night screen reads it. ``known``: the night as the app's live model
    has it, taken when it is that event's as stored (the log is not replayed then);
    ``read_again``: the night service's hook (:class:`NightService`). Raises what reading
    the league or computing the season raises."""
    league = service.league
    if not season:
        return PhoneSnapshot(
            _cut(league.name),
            "",
            None,
            (),
            NO_SEASON,
            language=league.language,
            locale=league.locale,
        )
    report = service.report(season)
    running = [
        e
        for e in service.season(season).events
        if event_state(e) is EventState.RUNNING and number in (None, e.number)
    ]
    if not running:
        snapshot = phone_snapshot(league, season, report, money, now=now)
        played = last_played(league, season, report)
        tv = tv_screen(service, season, result=played[1] if played else None)
        return dataclasses.replace(snapshot, tv=tv)
    event = running[0]
    with speaking(league.language):
        label = event_label(event)
    # The night read at the very time the snapshot's clock counts from.
    nights = NightService(service, now=lambda: now, read_again=read_again)
    if known is not None and known.number == event.number and known.log == event.night:
        night = known.night
    else:
        night = nights.night_of(season, event.number, event)
    status = night_status(nights, season, event.number, night)
    snapshot = phone_snapshot(league, season, report, money, event=label, status=status, now=now)
    tv = tv_screen(service, season, running=(event, night, status))
    return dataclasses.replace(snapshot, tv=tv)


def _night(
    status: Mapping[str, Any],
    event: str,
    name: Callable[[str], str],
    money: Money,
    now: float,
    locale: str | None = None,
) -> PhoneNight:
    heads: dict[str, str] = {}
    if status.get("knockout") == "progressive":
        heads = {h["player"]: money(Decimal(h["amount"])) for h in status.get("heads", ())}
    tables = tuple(
        PhoneTable(
            int(t["table"]),
            tuple(
                PhoneSeat(
                    int(s["seat"]),
                    name(s["player"]),
                    str(s.get("card") or ""),
                    heads.get(s["player"], ""),
                )
                for s in t["seats"]
            ),
        )
        for t in status.get("tables", ())
    )
    # After a deal its shares, by player and most first, as the big screen shows them.
    prizes = prizes_now(
        [Decimal(p["amount"]) for p in status.get("payouts", ())],
        [(d["player"], Decimal(d["amount"])) for d in status.get("deal", ())],
    )
    shares = tuple(
        PhoneShare(name(prize.player), money(prize.amount)) for prize in prizes if prize.player
    )
    payouts = tuple(
        PhonePlace(prize.place, money(prize.amount)) for prize in prizes if not prize.player
    )
    finishes = tuple(
        PhonePlace(int(f["finish"]), name(f["player"]))
        for f in sorted(status.get("finishes", ()), key=lambda f: f["finish"])
    )
    return PhoneNight(
        event,
        int(status.get("entries", 0)),
        len(status.get("remaining", ())),
        money(Decimal(status.get("pool", "0"))),
        _clock(status, now, locale),
        tables,
        payouts,
        finishes,
        shares,
    )


def _clock(status: Mapping[str, Any], now: float, locale: str | None = None) -> PhoneClock:
    clock = status.get("clock") or {}
    seconds = clock.get("seconds_left")
    next_break = clock.get("next_break_in")
    return PhoneClock(
        running=bool(clock.get("running")),
        started=bool(clock.get("started", True)),
        level=int(clock.get("level") or status.get("level") or 1),
        on_break=bool(clock.get("break")),
        seconds_left=None if seconds is None else max(0, int(seconds)),
        blinds=blinds_text(clock.get("blinds"), locale),
        next_blinds=blinds_text(clock.get("next_blinds"), locale),
        next_break_in=None if next_break is None else max(0, int(next_break)),
        taken_at=now,
    )


def blinds_text(blinds: Mapping[str, Any] | None, locale: str | None = None) -> str:
    """ "100 / 200 · ante 25" (hold'em) or "20 / 40 · bring-in 5 · ante 2" (stud limits),
    in the language spoken, the chips in the league's ``locale``."""
    if not blinds:
        return ""
    if "big_bet" in blinds:
        small, big, extras = blinds.get("small_bet"), blinds.get("big_bet"), ("bring_in", "ante")
    else:
        small, big, extras = blinds.get("small"), blinds.get("big"), ("ante",)
    if not big:
        return ""
    text = f"{chips_text(int(small or 0), locale)} / {chips_text(int(big), locale)}"
    words = {"ante": N_("ante {amount}"), "bring_in": N_("bring-in {amount}")}
    for key in extras:
        if blinds.get(key):
            text += " · " + _(words[key]).format(amount=chips_text(int(blinds[key]), locale))
    return text


def _cut(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_NAME else text[: MAX_NAME - 1] + "…"


def snapshot_json(snapshot: PhoneSnapshot, now: float) -> dict[str, Any]:
    """What ``status.json`` answers: the snapshot, its clock counted down to ``now``."""
    data = _content(snapshot)
    data["version"] = snapshot.version
    if snapshot.night is not None:
        clock = snapshot.night.clock
        data["night"]["clock"].update(
            seconds_left=clock.seconds_left_at(now), next_break_in=clock.next_break_at(now)
        )
    return data


def _content(snapshot: PhoneSnapshot) -> dict[str, Any]:
    night = snapshot.night
    data: dict[str, Any] = {
        "league": snapshot.league,
        "season": snapshot.season,
        "standings": [dataclasses.asdict(row) for row in snapshot.standings],
        "standings_note": snapshot.standings_note,
        "night": None,
        "result": dataclasses.asdict(snapshot.result) if snapshot.result else None,
    }
    if night is not None:
        clock = night.clock
        data["night"] = {
            "event": night.event,
            "entries": night.entries,
            "remaining": night.remaining,
            "pool": night.pool,
            "clock": {
                "running": clock.running,
                "level": clock.level,
                "break": clock.on_break,
                "started": clock.started,
                "blinds": clock.blinds,
                "next_blinds": clock.next_blinds,
                # The count-down itself is left out of the version: it changes every second.
                "has_time": clock.seconds_left is not None,
            },
            "tables": [dataclasses.asdict(table) for table in night.tables],
            "payouts": [{"place": p.place, "amount": p.text} for p in night.payouts],
            # A deal's shares name no place: the dealers still play out who finishes where.
            "deal": [dataclasses.asdict(share) for share in night.shares],
            "finishes": [{"place": p.place, "player": p.text} for p in night.finishes],
        }
    return data

"""The league's money between nights (SPEC 7): dues, ledger lines and who owes whom.

Pure rules over a season's records and its report: what each unpaid entry costs, who is
charged dues, what the dues gate holds back (event points or a championship seat), and each
player's balance (positive: the player owes the league; negative: the league owes the
player).
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.ledger_earned import season_prizes_of
from leaguemgr.domain.ledger_index import index_of
from leaguemgr.domain.money import ZERO, cents, decimal_places, money_problem
from leaguemgr.domain.records import (
    DuesGate,
    DuesRule,
    Entry,
    Event,
    EventKind,
    EventTerms,
    LedgerFor,
    LedgerKind,
    LedgerLine,
    Player,
    Season,
    event_terms,
)
from leaguemgr.domain.results import EventResult, LedgerSummary, SeasonReport
from leaguemgr.language.texts import _, ngettext

LEDGER_MAX = Decimal(1_000_000)
"""The largest amount one ledger line may move: beyond it a typo, not a league's money."""


@dataclass(frozen=True, slots=True)
class PlayerMoney:
    """Where one player's balance comes from (each part a positive amount)."""

    unpaid_entries: Decimal = ZERO
    dues: Decimal = ZERO
    charges: Decimal = ZERO
    payments: Decimal = ZERO
    payouts: Decimal = ZERO
    prizes: Decimal = ZERO
    expected: Decimal = ZERO
    """Season prizes (or a championship payout) expected at the season's end: not owed yet,
    in no balance and no total (SPEC 7)."""

    @property
    def owes(self) -> Decimal:
        """SPEC 7: unpaid entries + dues + charges - payments + payouts - prizes owed."""
        return cents(
            self.unpaid_entries
            + self.dues
            + self.charges
            - self.payments
            + self.payouts
            - self.prizes
        )


def entry_owed(entry: Entry, terms: EventTerms) -> Decimal:
    """What an entry costs: its buy-in (0 for a free one), its rebuys and add-ons."""
    buyin = ZERO if entry.free_entry else (terms.buyin if entry.buyin is None else entry.buyin)
    return buyin + entry.rebuys * terms.rebuy_cost + entry.addons * terms.addon_cost


def _regular(season: Season) -> list[Event]:
    events = [e for e in season.events if e.kind is EventKind.REGULAR]
    return sorted(events, key=lambda e: e.number)


def unpaid_entries(season: Season) -> dict[str, Decimal]:
    """What each player owes for counting entries marked unpaid (the league fronted them)."""
    owed: dict[str, Decimal] = {}
    for event in _regular(season):
        terms = None
        for entry in event.entries:
            if entry.paid or not counts(entry):
                continue
            terms = terms or event_terms(event, rules_at(event, season.rules))
            owed[entry.player] = owed.get(entry.player, ZERO) + entry_owed(entry, terms)
    return owed


def unpaid_at(event: Event, season: Season) -> dict[str, Decimal]:
    """The unpaid entries of one event (a night's cash-out nets them against prizes)."""
    terms = event_terms(event, rules_at(event, season.rules))
    return {
        entry.player: entry_owed(entry, terms)
        for entry in event.entries
        if not entry.paid and counts(entry)
    }


def entries_payments(lines: Iterable[LedgerLine]) -> dict[str, Decimal]:
    """Each player's payments ``for`` "entries" (what of their unpaid entries they paid)."""
    paid: dict[str, Decimal] = {}
    for line in lines:
        if line.kind is LedgerKind.PAYMENT and line.purpose is LedgerFor.ENTRIES:
            paid[line.player] = paid.get(line.player, ZERO) + line.amount
    return paid


def entries_still_owed(season: Season) -> dict[tuple[str, int], Decimal]:
    """What is still owed of each unpaid entry, by (player, event number): a player's
    payments for entries pay their unpaid entries oldest first (SPEC 7 splits what a player
    owes the same way: unpaid entries less payments for entries)."""
    left = entries_payments(season.ledger)
    owed: dict[tuple[str, int], Decimal] = {}
    for event in _regular(season):
        for player, amount in unpaid_at(event, season).items():
            paid = min(max(left.get(player, ZERO), ZERO), amount)
            left[player] = left.get(player, ZERO) - paid
            owed[(player, event.number)] = cents(amount - paid)
    return owed


def dues_charged(season: Season, players: Mapping[str, Player]) -> list[str]:
    """The players charged dues: a counting regular entry (subs only if the rule says)."""
    dues = season.rules.dues
    if dues is None:
        return []
    charged: set[str] = set()
    for event in _regular(season):
        for entry in event.entries:
            if counts(entry):
                charged.add(entry.player)
    if not dues.subs:
        charged = {p for p in charged if not (p in players and players[p].sub)}
    return sorted(charged)


def dues_paid(lines: Sequence[LedgerLine], player: str, by_date: str | None = None) -> Decimal:
    """The player's dues payments, dated on or before ``by_date`` (any date if ``None``)."""
    return index_of(tuple(lines)).dues_paid(player, by_date)


def dues_paid_on(lines: Sequence[LedgerLine], player: str, amount: Decimal) -> str | None:
    """The date the player's dues payments first reached ``amount`` (``None``: not yet)."""
    paid = ZERO
    for date, value in index_of(tuple(lines)).dues_dates(player):
        paid += value
        if paid >= amount:
            return date
    return None


def held_back_text(events: Iterable[int], paid_on: str | None) -> str:
    """The standings' tooltip for a player whose points the dues gate held back."""
    numbers = list(events)
    listed = ", ".join(str(n) for n in numbers)
    if paid_on:
        return ngettext(
            "No points at event {events}: dues paid in full on {date}",
            "No points at events {events}: dues paid in full on {date}",
            len(numbers),
        ).format(events=listed, date=paid_on)
    return ngettext(
        "No points at event {events}: dues not paid in full yet",
        "No points at events {events}: dues not paid in full yet",
        len(numbers),
    ).format(events=listed)


def points_held_back(season: Season, players: Mapping[str, Player]) -> dict[int, frozenset[str]]:
    """The points gate: at each regular event after ``due_by_event``, the charged players
    whose dues paid by the event's date fall short (they score 0 there)."""
    dues = season.rules.dues
    if dues is None or dues.gate is not DuesGate.POINTS:
        return {}
    charged = set(dues_charged(season, players))
    held: dict[int, frozenset[str]] = {}
    for event in _regular(season):
        if event.number <= dues.due_by_event or event.date is None:
            continue
        short = frozenset(
            entry.player
            for entry in event.entries
            if entry.player in charged
            and dues_paid(season.ledger, entry.player, event.date) < dues.amount
        )
        if short:
            held[event.number] = short
    return held


def hold_back_points(result: EventResult, held: Mapping[int, frozenset[str]]) -> EventResult:
    """``result`` with 0 points for the players the points gate holds back at that event (a
    negative score, never earned by play, is kept: the gate takes points, it gives none)."""
    short = held.get(result.number)
    if not short:
        return result
    points = tuple(
        (player, 0.0 if player in short and value > 0 else value) for player, value in result.points
    )
    return dataclasses.replace(result, points=points)


def held_back_by_player(
    held: Mapping[int, frozenset[str]],
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The points gate by player: the events at which each player's points were held back."""
    events: dict[str, list[int]] = {}
    for number in sorted(held):
        for player in held[number]:
            events.setdefault(player, []).append(number)
    return tuple((player, tuple(events[player])) for player in sorted(events))


def championship_barred(season: Season, players: Mapping[str, Player]) -> frozenset[str]:
    """The championship gate: charged players whose dues paid by the last regular event's
    date fall short (ineligible, like a decline)."""
    dues = season.rules.dues
    if dues is None or dues.gate is not DuesGate.CHAMPIONSHIP:
        return frozenset()
    regular = _regular(season)
    if not regular or regular[-1].date is None:
        return frozenset()
    last = regular[-1].date
    return frozenset(
        player
        for player in dues_charged(season, players)
        if dues_paid(season.ledger, player, last) < dues.amount
    )


def player_money(
    season: Season, report: SeasonReport, players: Mapping[str, Player]
) -> dict[str, PlayerMoney]:
    """Each player's balance, part by part, for every player the money names."""
    parts: dict[str, dict[str, Decimal]] = {}

    def add(player: str, part: str, amount: Decimal) -> None:
        parts.setdefault(player, {}).setdefault(part, ZERO)
        parts[player][part] += amount

    for player, amount in unpaid_entries(season).items():
        add(player, "unpaid_entries", amount)
    dues = season.rules.dues
    if dues is not None:
        for player in dues_charged(season, players):
            add(player, "dues", dues.amount)
    for player, (payments, charges, payouts) in index_of(season.ledger).totals.items():
        add(player, "payments", payments)
        add(player, "charges", charges)
        add(player, "payouts", payouts)
    for prize in season_prizes_of(season, report):
        add(prize.player, "prizes" if prize.earned is not None else "expected", prize.amount)
    return {player: PlayerMoney(**values) for player, values in parts.items()}


def has_money(season: Season) -> bool:
    """Whether the season keeps money between nights (dues or ledger lines)."""
    return season.rules.dues is not None or bool(season.ledger)


def ledger_summary(
    season: Season, report: SeasonReport, players: Mapping[str, Player]
) -> LedgerSummary:
    """The report's ``ledger`` section: balances, unpaid dues, receivable and payable."""
    money = player_money(season, report, players)
    balances = tuple(
        (player, owes) for player in sorted(money) if (owes := money[player].owes) != ZERO
    )
    dues = season.rules.dues
    unpaid: tuple[str, ...] = ()
    if dues is not None:
        unpaid = tuple(
            p for p in dues_charged(season, players) if dues_paid(season.ledger, p) < dues.amount
        )
    return LedgerSummary(
        balances=balances,
        dues_unpaid=unpaid,
        receivable=cents(sum((o for _player, o in balances if o > 0), ZERO)),
        payable=cents(-sum((o for _player, o in balances if o < 0), ZERO)),
    )


def line_effect(line: LedgerLine) -> Decimal:
    """How a line moves the player's balance (a payment lowers what they owe)."""
    return -line.amount if line.kind is LedgerKind.PAYMENT else line.amount


def running_balances(
    lines: Iterable[LedgerLine], opening: Mapping[str, Decimal]
) -> Iterator[tuple[LedgerLine, Decimal]]:
    """Each line with its player's balance after it, starting from ``opening`` (what the
    player owes apart from the lines: unpaid entries, dues, prizes)."""
    balance = dict(opening)
    for line in lines:
        balance[line.player] = balance.get(line.player, ZERO) + line_effect(line)
        yield line, cents(balance[line.player])


# Checks -------------------------------------------------------------------------------------


def ledger_amount_problem(value: Decimal) -> str | None:
    """Why ``value`` cannot be a ledger line's amount, or ``None``.

    A correction is negative; zero (or -0) moves nothing and is refused, and so is an amount
    past :data:`LEDGER_MAX` or finer than a cent.
    """
    if not isinstance(value, Decimal) or not value.is_finite():
        return _("an amount must be a number")
    if value == 0:
        return _("an amount of zero moves no money")
    if abs(value) > LEDGER_MAX:
        return _("an amount must be at most {most:,} either way").format(most=LEDGER_MAX)
    if decimal_places(value) > 2:
        return _("an amount has at most two decimals (cents)")
    return None


def parse_ledger_amount(text: str) -> Decimal:
    """A ledger line's amount typed or given on the command line; ``ValueError`` why not."""
    cleaned = text.strip().replace(",", "")
    if cleaned.startswith("$"):
        cleaned = cleaned[1:]
    try:
        value = Decimal(cleaned)
    except (InvalidOperation, ValueError):
        raise ValueError(_('"{text}" is not an amount of money').format(text=text)) from None
    if not value.is_finite() or "e" in cleaned.lower():
        raise ValueError(_('"{text}" is not an amount of money').format(text=text))
    problem = ledger_amount_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return cents(value)


def date_problem(text: str) -> str | None:
    """Why ``text`` is not a date written YYYY-MM-DD, or ``None``."""
    try:
        parsed = datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        return _("a date is written YYYY-MM-DD")
    if parsed.isoformat() != text:
        return _("a date is written YYYY-MM-DD")
    return None


def dues_problems(dues: DuesRule, at: Location) -> Iterator[Problem]:
    """Problems in a season's dues rule."""
    if dues.amount <= 0 or money_problem(dues.amount) is not None:
        yield Problem((*at, "amount"), dues.amount, _("dues must be more than zero, to the cent"))
    if dues.due_by_event < 1:
        yield Problem((*at, "due_by_event"), dues.due_by_event, _("an event number is 1 or more"))


def season_money_problems(season: Season, at: Location, players: set[str]) -> Iterator[Problem]:
    """Ledger lines naming unknown players, bad dates or amounts; a gate without dates."""
    yield from ledger_line_problems(season.ledger, at, players)
    yield from gate_problems(season, at)


def ledger_line_problems(
    lines: Sequence[LedgerLine], at: Location, players: set[str], start: int = 0
) -> Iterator[Problem]:
    """Problems of the lines from ``start`` on (those before were checked already)."""
    for index in range(start, len(lines)):
        line = lines[index]
        where = (*at, "ledger", index)
        if line.player not in players:
            yield Problem((*where, "player"), line.player, _("unknown player"))
        if (problem := date_problem(line.date)) is not None:
            yield Problem((*where, "date"), line.date, problem)
        if (problem := ledger_amount_problem(line.amount)) is not None:
            yield Problem((*where, "amount"), line.amount, problem)


def gate_problems(season: Season, at: Location) -> Iterator[Problem]:
    """A dues gate needs the dates of the events it looks at (SPEC 7)."""
    dues = season.rules.dues
    if dues is None or dues.gate is DuesGate.NONE:
        return
    positions = {id(event): i for i, event in enumerate(season.events)}
    regular = _regular(season)
    if dues.gate is DuesGate.POINTS:
        needed = [e for e in regular if e.number > dues.due_by_event]
    else:
        needed = regular[-1:]
    for event in needed:
        if event.date is None:
            yield Problem(
                (*at, "events", positions[id(event)], "date"),
                None,
                _("the dues gate '{value}' needs the date of event {number}").format(
                    value=dues.gate.value, number=event.number
                ),
            )
        elif (problem := date_problem(event.date)) is not None:
            yield Problem((*at, "events", positions[id(event)], "date"), event.date, problem)

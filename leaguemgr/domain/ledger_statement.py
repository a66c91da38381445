"""A player's money as a statement (SPEC 7, issue 31 item 4): every ledger line and every
night's effect on their balance as a line of its own, each with the balance after it.

A balance is the sum of the lines above it, from 0: an unpaid entry of a closed night, the
dues charged and a prize the league owes are lines too ("unpaid entry at event 12"). A
night's effect sits where the night closed in the ledger, after exactly the lines recorded
before its close (``Event.closed_at_line``), so a line recorded later, however dated, never
changes the balance of a line above it. A night closed before the app kept that count (an
older database, a league file, which has no such key: fine for a league just imported)
sits just before the payments its close netted from the winnings; else before the first
line dated after the night (an undated night: before every line). A season prize sits where
it became owed (:mod:`leaguemgr.domain.ledger_earned`): after the effects of the night that
completed the season, or, marked complete, after the lines recorded before the mark
(``Season.completed_at_line``; not known: before the first line dated after the day
marked); a prize only expected is no line at all.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_out import settlement_note
from leaguemgr.domain.entries import counts
from leaguemgr.domain.ledger import dues_charged, line_effect, unpaid_at
from leaguemgr.domain.ledger_earned import season_prizes_of
from leaguemgr.domain.ledger_index import index_of
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import (
    Event,
    EventKind,
    LedgerFor,
    LedgerKind,
    LedgerLine,
    Player,
    Season,
)
from leaguemgr.domain.results import SeasonReport
from leaguemgr.language.texts import N_, _


@dataclass(frozen=True, slots=True)
class LineRow:
    """A line with its player's balance after it (positive: owes the league).

    ``index`` is the line's place in the ledger, or -1 for a night's effect, the dues or a
    prize (``label`` then says which, in place of the line's kind)."""

    index: int
    line: LedgerLine
    balance: Decimal
    label: str = ""

    @property
    def kind_text(self) -> str:
        """The row's kind as ``--format json`` names it: the same in every language."""
        return self.label or self.line.kind.value

    @property
    def kind_shown(self) -> str:
        """The row's kind as a person reads it, in the language spoken."""
        return _(self.kind_text)


# The words ``kind_text`` takes (the line kinds, then the nights' labels), for the catalogs.
KIND_WORDS = (N_("payment"), N_("charge"), N_("payout"), N_("entry"), N_("dues"), N_("prize"))


@dataclass(frozen=True, slots=True)
class _Effect:
    event: int
    line: LedgerLine
    label: str


def _effects(season: Season, report: SeasonReport, players: Mapping[str, Player]) -> list[_Effect]:
    """Each night's unpaid entries, the dues (at the player's first night) and the prizes."""
    regular = sorted(
        (e for e in season.events if e.kind is EventKind.REGULAR), key=lambda e: e.number
    )
    effects: list[_Effect] = []
    dues = season.rules.dues
    charged = set(dues_charged(season, players)) if dues is not None else set()
    for event in regular:
        date = event.date or ""
        for player, amount in sorted(unpaid_at(event, season).items()):
            note = f"unpaid entry at event {event.number}"
            line = LedgerLine(date, player, LedgerKind.CHARGE, amount, LedgerFor.ENTRIES, note)
            effects.append(_Effect(event.number, line, "entry"))
        if dues is None:
            continue
        for entry in event.entries:
            if entry.player in charged and counts(entry):
                charged.discard(entry.player)
                note = f"dues (first night played: event {event.number})"
                line = LedgerLine(date, entry.player, LedgerKind.CHARGE, dues.amount,
                                  LedgerFor.DUES, note)  # fmt: skip
                effects.append(_Effect(event.number, line, "dues"))
    for prize in season_prizes_of(season, report):
        earned = prize.earned
        if earned is None:  # expected at the season's end: in no balance
            continue
        line = LedgerLine(
            earned.date, prize.player, LedgerKind.CHARGE, -prize.amount, LedgerFor.PRIZE,
            prize.note,
        )  # fmt: skip
        effects.append(_Effect(_MARKED if earned.event is None else earned.event, line, "prize"))
    return effects


_MARKED = -1
"""Where the season prizes go when the organizer marked the regular season complete: no
night's number, placed by the day marked."""


def _order(event: Event) -> tuple[int, str, int]:
    """Among the nights placed at one line: those placed by date first (they closed before
    the app kept counts), by date; then the counted ones by number. A count cannot tell two
    closes with no line between them apart, and nights are mostly closed in their numbers'
    order (a missed night typed in later takes the next number, even dated earlier)."""
    if event.closed_at_line is None:
        return (0, event.date or "", event.number)
    return (1, "", event.number)


def _anchors(
    events: Mapping[int, Event],
    lines: tuple[LedgerLine, ...],
    marked: str | None = None,
    marked_at: int | None = None,
) -> dict[int, int]:
    """Where in the ledger each night's effect goes (see the module's docstring): a count
    kept at its close, else one pass over the lines, then a bisection per night (a season
    may hold 5,000 lines). ``marked``/``marked_at``: the day and count the season was marked
    complete, for its prizes (``_MARKED``)."""
    netted: dict[int, int] = {}
    prefix = settlement_note(0)[:-1]
    latest: list[str] = []  # the latest date among the lines up to each one
    for index, line in enumerate(lines):
        latest.append(max(line.date, latest[-1]) if latest else line.date)
        if line.kind is LedgerKind.PAYMENT and line.note.startswith(prefix):
            number = line.note[len(prefix) :]
            if number.isdigit():
                netted.setdefault(int(number), index)
    anchors = {}
    for number, event in events.items():
        if event.closed_at_line is not None:
            anchors[number] = min(event.closed_at_line, len(lines))
        elif number in netted:
            anchors[number] = netted[number]
        elif event.date is None:
            anchors[number] = 0
        else:
            anchors[number] = bisect_right(latest, event.date)
    if marked_at is not None:
        anchors[_MARKED] = min(marked_at, len(lines))
    elif marked is not None:
        anchors[_MARKED] = bisect_right(latest, marked)
    return anchors


def _merged(
    season: Season,
    report: SeasonReport,
    players: Mapping[str, Player],
    player: str | None = None,
) -> Iterator[tuple[int, LedgerLine, str, int | None]]:
    """(ledger index or -1, line, label, event closed here) in statement order: every
    player's, or ``player``'s alone (their lines found through the ledger's index)."""
    lines = season.ledger
    effects: dict[int, list[_Effect]] = {}
    marked = None
    for effect in _effects(season, report, players):
        if effect.event == _MARKED:
            marked = effect.line.date
        if player is None or effect.line.player == player:
            effects.setdefault(effect.event, []).append(effect)
    # Every night with entries marks its close (the cash sheet's balances), and every night
    # an effect names is placed, so that no effect is left out of a balance.
    events = {e.number: e for e in season.events if e.entries or e.number in effects}
    anchors = _anchors(events, lines, marked, season.completed_at_line)
    order = {number: _order(event) for number, event in events.items()}
    if marked is not None:  # after the nights placed at the same line, as it came after them
        counted = season.completed_at_line is not None
        order[_MARKED] = (2, "", 0) if counted else (0, marked, 1 << 30)
    by_anchor: dict[int, list[int]] = {}
    for number in sorted(order, key=order.__getitem__):
        by_anchor.setdefault(anchors[number], []).append(number)
    if player is None:
        positions: Iterable[int] = range(len(lines))
    else:
        positions = index_of(lines).positions.get(player, [])
    stops = sorted({*positions, *by_anchor, len(lines)})
    for position in stops:
        for number in by_anchor.get(position, ()):
            for effect in effects.get(number, ()):
                yield -1, effect.line, effect.label, None
            yield -1, _MARK, "", number
        if position < len(lines) and (player is None or lines[position].player == player):
            yield position, lines[position], "", None


_MARK = LedgerLine("", "", LedgerKind.CHARGE, ZERO)


def statement(
    season: Season,
    report: SeasonReport,
    players: Mapping[str, Player],
    player: str | None = None,
) -> list[LineRow]:
    """Every row (or one player's) with the player's balance after it; each player's last
    balance is what they owe (:func:`leaguemgr.domain.ledger.player_money`)."""
    balance: dict[str, Decimal] = {}
    rows = []
    for index, line, label, closed in _merged(season, report, players, player):
        if closed is not None:
            continue
        effect = line.amount if index < 0 else line_effect(line)
        balance[line.player] = balance.get(line.player, ZERO) + effect
        rows.append(LineRow(index, line, cents(balance[line.player]), label))
    return rows


def balances_at_close(
    season: Season, report: SeasonReport, players: Mapping[str, Player], number: int
) -> dict[str, Decimal]:
    """What each player owed at the close of event ``number``, its entries in it and
    nothing its close netted (a closed night's cash sheet)."""
    balance: dict[str, Decimal] = {}
    for index, line, _label, closed in _merged(season, report, players):
        if closed is not None:
            if closed == number:
                return {p: cents(b) for p, b in balance.items()}
            continue
        effect = line.amount if index < 0 else line_effect(line)
        balance[line.player] = balance.get(line.player, ZERO) + effect
    return {p: cents(b) for p, b in balance.items()}


def line_counts(
    season: Season, report: SeasonReport, players: Mapping[str, Player]
) -> dict[str, int]:
    """How many rows each player's statement lists (the Money screen's "Lines"): their
    ledger lines and the league's own, counted without placing them."""
    counts = {player: len(found) for player, found in index_of(season.ledger).positions.items()}
    for effect in _effects(season, report, players):
        counts[effect.line.player] = counts.get(effect.line.player, 0) + 1
    return counts

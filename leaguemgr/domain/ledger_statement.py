"""A player's money as a statement (SPEC 7, issue 31 item 4): every ledger line and every
night's effect on their balance as a line of its own, each with the balance after it.

A balance is the sum of the lines above it, from 0: an unpaid entry of a closed night, the
dues charged and a prize the league owes are lines too ("unpaid entry at event 12"). A
night's effect sits where the night closed in the ledger, so lines recorded earlier keep
the balance they showed: just before the payments its close netted from the winnings;
else before the first line dated after the night (an undated night: before every line).
The season's prizes sit with its last night.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_out import is_settlement
from leaguemgr.domain.entries import counts
from leaguemgr.domain.ledger import dues_charged, line_effect, unpaid_at
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
        return self.label or self.line.kind.value


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
    last = max((e for e in season.events if e.entries), key=_order, default=None)
    prizes = [(award.player, award.amount, "season prize") for award in report.season_prizes]
    championship = report.championship
    if championship is not None and championship.results:
        prizes += [(p.player, p.amount, "championship prize") for p in championship.results]
    for player, amount, note in prizes:
        if amount and last is not None:
            line = LedgerLine(
                last.date or "", player, LedgerKind.CHARGE, -amount, LedgerFor.PRIZE, note
            )
            effects.append(_Effect(last.number, line, "prize"))
    return effects


def _order(event: Event) -> tuple[str, int]:
    return (event.date or "", event.number)


def _anchor(event: Event, lines: tuple[LedgerLine, ...]) -> int:
    """Where in the ledger the night's effect goes (see the module's docstring)."""
    for index, line in enumerate(lines):
        if is_settlement(line, event.number):
            return index
    if event.date is None:
        return 0
    return next((i for i, line in enumerate(lines) if line.date > event.date), len(lines))


def _merged(
    season: Season, report: SeasonReport, players: Mapping[str, Player]
) -> Iterator[tuple[int, LedgerLine, str, int | None]]:
    """(ledger index or -1, line, label, event closed here) in statement order."""
    lines = season.ledger
    events = {e.number: e for e in season.events if e.entries}
    anchors = {number: _anchor(event, lines) for number, event in events.items()}
    by_anchor: dict[int, list[int]] = {}
    for number in sorted(events, key=lambda n: _order(events[n])):
        by_anchor.setdefault(anchors[number], []).append(number)
    effects: dict[int, list[_Effect]] = {}
    for effect in _effects(season, report, players):
        effects.setdefault(effect.event, []).append(effect)
    for position in range(len(lines) + 1):
        for number in by_anchor.get(position, ()):
            for effect in effects.get(number, ()):
                yield -1, effect.line, effect.label, None
            yield -1, LedgerLine("", "", LedgerKind.CHARGE, ZERO), "", number
        if position < len(lines):
            yield position, lines[position], "", None


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
    for index, line, label, closed in _merged(season, report, players):
        if closed is not None:
            continue
        effect = line.amount if index < 0 else line_effect(line)
        balance[line.player] = balance.get(line.player, ZERO) + effect
        if player is None or line.player == player:
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

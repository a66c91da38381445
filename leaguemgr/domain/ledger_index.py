"""A season's ledger lines indexed by player, kept up to date as lines are appended.

A season may hold thousands of lines, and the balances, the dues gate and the Money screen
ask about them player by player after every line recorded. The index answers each question
without walking the lines: totals by kind, each player's lines, and each player's dues paid
by a date (sorted dates with running sums, found by bisection).

Lines are only ever appended (SPEC 7), so the index of a ledger that extends one already
indexed is that index plus the new lines: recording one line costs one line, not 5,000.
"""

from __future__ import annotations

import threading
from bisect import bisect_right, insort
from collections.abc import Sequence
from decimal import Decimal
from itertools import accumulate

from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine

_PAYMENT, _CHARGE, _PAYOUT, _DUES = (
    LedgerKind.PAYMENT,
    LedgerKind.CHARGE,
    LedgerKind.PAYOUT,
    LedgerFor.DUES,
)
_KEPT = 4  # the ledgers indexed last (the screens ask about the same few)


class LedgerIndex:
    """What a ledger says per player; build with :func:`index_of`."""

    def __init__(self) -> None:
        self.lines: tuple[LedgerLine, ...] = ()
        self.totals: dict[str, list[Decimal]] = {}  # player -> [payments, charges, payouts]
        self.positions: dict[str, list[int]] = {}  # player -> indexes of their lines
        self._dues: dict[str, list[tuple[str, Decimal]]] = {}  # player -> (date, amount), sorted
        self._sums: dict[str, tuple[list[str], list[Decimal]]] = {}

    def _copy(self) -> LedgerIndex:
        other = LedgerIndex()
        other.lines = self.lines
        other.totals = {player: list(values) for player, values in self.totals.items()}
        other.positions = {player: list(found) for player, found in self.positions.items()}
        other._dues = {player: list(paid) for player, paid in self._dues.items()}
        other._sums = dict(self._sums)
        return other

    def _add(self, lines: Sequence[LedgerLine], first: int) -> None:
        totals, positions, dues, sums = self.totals, self.positions, self._dues, self._sums
        for position, line in enumerate(lines, first):
            player = line.player
            values = totals.get(player)
            if values is None:
                values = totals[player] = [ZERO, ZERO, ZERO]
                positions[player] = []
            kind = line.kind
            if kind is _PAYMENT:
                values[0] += line.amount
                if line.purpose is _DUES:
                    insort(dues.setdefault(player, []), (line.date, line.amount))
                    sums.pop(player, None)
            elif kind is _CHARGE:
                values[1] += line.amount
            else:
                values[2] += line.amount
            positions[player].append(position)

    def payments(self, player: str) -> Decimal:
        return self.totals[player][0] if player in self.totals else ZERO

    def dues_paid(self, player: str, by_date: str | None = None) -> Decimal:
        """The player's dues payments dated on or before ``by_date`` (any date if ``None``)."""
        paid = self._dues.get(player)
        if not paid:
            return ZERO
        found = self._sums.get(player)
        if found is None:
            dates = [date for date, _ in paid]
            found = self._sums[player] = (dates, list(accumulate(a for _, a in paid)))
        dates, running = found
        if by_date is None:
            return running[-1]
        at = bisect_right(dates, by_date)
        return running[at - 1] if at else ZERO

    def dues_dates(self, player: str) -> list[tuple[str, Decimal]]:
        """The player's dues payments as (date, amount), in date order."""
        return list(self._dues.get(player, ()))

    def lines_of(self, player: str) -> list[LedgerLine]:
        return [self.lines[i] for i in self.positions.get(player, ())]


_lock = threading.Lock()
_indexed: list[LedgerIndex] = []


def index_of(lines: tuple[LedgerLine, ...]) -> LedgerIndex:
    """The index of ``lines``: one kept, one kept extended by the lines appended since, or
    a new one."""
    with _lock:
        for index in _indexed:
            if index.lines is lines:
                return index
        base = None
        for index in _indexed:
            known = len(index.lines)
            extends = (
                known
                and len(lines) > known
                and lines[known - 1] is index.lines[-1]
                and lines[0] is index.lines[0]
            )
            if extends and (base is None or known > len(base.lines)):
                base = index
        if base is not None:
            index = base._copy()
            index._add(lines[len(base.lines) :], len(base.lines))
        else:
            index = LedgerIndex()
            index._add(lines, 0)
        index.lines = lines
        _indexed.insert(0, index)
        del _indexed[_KEPT:]
        return index

"""The full-range check: a points formula is tried at every place it can meet.

:func:`compile_formula` tries two sample entries, and misses a formula that fails only
somewhere in between, like ``10 / (place - 3)``; accepted, such a formula breaks every
report and export of the season on the first night with three players. So before a
season's rules are saved or imported, the formula is evaluated at every place 1..n of every
field size n up to the largest field the payout table plans for (at least 300), for each
buy-in the season uses, with what the payout table pays each place.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Iterable, Sequence
from decimal import Decimal

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import Formula, compile_formula
from leaguemgr.domain.records import Event, EventKind, PayoutRange, Season
from leaguemgr.language.texts import _

FULL_RANGE = 300
# Fields up to this size are tried at every place; larger ones the payout table plans for
# (a last row of "50 to 9999" entries, say) at their first and last places, and around the
# last paid place: a million evaluations per buy-in would take seconds.
EVERY_PLACE_UP_TO = 1000
# Belt and braces: the bounds on a formula keep each evaluation to microseconds.
RANGE_BUDGET = 3.0
# Only these variables change with the buy-in: a formula without them is tried on one.
_BUYIN_NAMES = frozenset({"buyin", "cost", "pool", "prize"})


def check_formula_range(
    formula: Formula | str,
    *,
    buyins: Iterable[Decimal | float],
    payout_table: Sequence[PayoutRange] = (),
    rebuy_cost: Decimal | float = 0,
    addon_cost: Decimal | float = 0,
    max_field: int = FULL_RANGE,
) -> None:
    """Raise :class:`FormulaError` naming the first entry the formula has no value for.

    Every place 1..n of every field n = 1..``max_field`` (or the payout table's largest
    field, if larger) is tried for each buy-in, without rebuys, add-ons or knockouts and
    with the pool and prizes the payout table gives; then the winner with one and with n - 1
    knockouts, and the last place with one rebuy and one add-on. The answer is remembered:
    the rules are checked again on every edit of an event, and this takes milliseconds.
    """
    text = formula if isinstance(formula, str) else formula.text
    # The season's own buy-in first (it is named if every buy-in fails); negative ones are
    # refused as prices, and would only add a confusing second message here.
    distinct = tuple(dict.fromkeys(float(buyin) for buyin in buyins if buyin >= 0))
    failure = _first_failure(
        text, distinct, tuple(payout_table), max_field, float(rebuy_cost), float(addon_cost)
    )
    if failure is not None:
        raise FormulaError(failure, None, text)


def season_buyins(season: Season) -> tuple[Decimal, ...]:
    """Every buy-in an entry of the season's regular events can have: the season's, each
    event's own, and each pick-a-stack entry's, in the events whose points the formula
    counts (not an import's, whose every entry carries its own)."""
    found = {season.rules.buyin}
    for event in season.events:
        if event.kind is not EventKind.REGULAR or _own_points(event):
            continue
        if event.buyin is not None:
            found.add(event.buyin)
        if event.pick_a_stack:
            # An entry carrying the points its source counted (an import, SPEC 5) never has
            # the formula's value used: its own buy-in (a TD3 night's rebuys priced apart,
            # say) need not be tried, and each buy-in tried costs a second or more.
            found.update(
                entry.buyin
                for entry in event.entries
                if entry.buyin is not None and entry.points is None
            )
    return tuple(sorted(found))


def _own_points(event: Event) -> bool:
    """Whether every entry of the event carries the points its source counted (an import,
    SPEC 5): the formula is then never evaluated for it, at any buy-in."""
    if event.others is not None and event.others.entries:
        return False
    return bool(event.entries) and all(entry.points is not None for entry in event.entries)


@functools.lru_cache(maxsize=128)
def _first_failure(
    text: str,
    buyins: tuple[float, ...],
    table: tuple[PayoutRange, ...],
    max_field: int,
    rebuy_cost: float,
    addon_cost: float,
) -> str | None:
    try:
        formula = compile_formula(text)
    except FormulaError as exc:
        return str(exc)
    if not formula.names & _BUYIN_NAMES:
        buyins = buyins[:1]
    largest = max([max_field, *(row.max for row in table)])
    full = min(largest, EVERY_PLACE_UP_TO)
    shares = _Shares(table)
    deadline = time.perf_counter() + RANGE_BUDGET
    for n in range(1, full + 1):
        for buyin in buyins:
            failure = _field_failure(formula, n, buyin, shares, rebuy_cost, addon_cost)
            if failure is not None:
                return failure
        if time.perf_counter() > deadline:
            return _("the formula takes too long to evaluate (over {seconds:g} s)").format(
                seconds=RANGE_BUDGET
            )
    for n in sorted({size for row in table for size in (row.min, row.max) if size > full}):
        for buyin in buyins:
            paid = len(shares.of(n))
            for place in sorted({p for p in (1, 2, 3, paid, paid + 1, n - 1, n) if 1 <= p <= n}):
                failure = _failure(formula, _variables(n, place, buyin, shares))
                if failure is not None:
                    return failure
    return None


def _field_failure(
    formula: Formula,
    n: int,
    buyin: float,
    shares: _Shares,
    rebuy_cost: float,
    addon_cost: float,
) -> str | None:
    """The first entry of a field of ``n`` the formula fails at, or ``None``."""
    pool = n * buyin
    percents = shares.of(n)
    cases = [(place, pool * percent) for place, percent in enumerate(percents[:n], 1)]
    cases += shares.unpaid[len(cases) : n]
    try:
        # Every place in one call; only a field that fails is gone through place by place.
        values = formula.sweep(cases, _variables(n, 1, buyin, shares))
        fine = math.isfinite(math.fsum(values))
    except Exception:  # the formula's failure: found again below, with the place
        fine = False
    if not fine:
        for place in range(1, n + 1):
            failure = _failure(formula, _variables(n, place, buyin, shares))
            if failure is not None:
                return failure
    last = _variables(n, n, buyin, shares)
    extras = [
        _variables(n, 1, buyin, shares, knockouts=n - 1),
        _variables(n, 1, buyin, shares, knockouts=min(1, n - 1)),
        {**last, "rebuys": 1, "rebuy_cost": rebuy_cost, "cost": buyin + rebuy_cost},
        {**last, "addons": 1, "addon_cost": addon_cost},
    ]
    for variables in extras:
        failure = _failure(formula, variables)
        if failure is not None:
            return failure
    return None


def _failure(formula: Formula, variables: dict[str, float]) -> str | None:
    try:
        formula.evaluate(variables)
    except FormulaError as exc:
        return str(exc)
    return None


def _variables(
    n: int, place: int, buyin: float, shares: _Shares, knockouts: int = 0
) -> dict[str, float]:
    percents = shares.of(n)
    pool = n * buyin
    return {
        "n": n,
        "place": place,
        "buyin": buyin,
        "rebuy_cost": 0.0,
        "addon_cost": 0.0,
        "cost": buyin,
        "rebuys": 0,
        "addons": 0,
        "knockouts": knockouts,
        "prize": pool * percents[place - 1] if place <= len(percents) else 0.0,
        "bounties": 0.0,
        "pool": pool,
        "paid_places": len(percents),
    }


class _Shares:
    """The payout table's share of the pool for each place, by field size, as fractions."""

    def __init__(self, table: tuple[PayoutRange, ...]):
        self._table = table
        self._by_field: dict[int, list[float]] = {}
        self.unpaid = [(place, 0.0) for place in range(1, EVERY_PLACE_UP_TO + 1)]

    def of(self, n: int) -> list[float]:
        shares = self._by_field.get(n)
        if shares is None:
            row = next((row for row in self._table if row.min <= n <= row.max), None)
            shares = [float(percent) / 100 for percent in row.percents] if row else []
            self._by_field[n] = shares
        return shares

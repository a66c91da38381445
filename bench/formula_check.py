"""What the full-range check of a points formula adds to an import or a rules save.

.venv/bin/python bench/formula_check.py [--repeat N]

The Neau formula written as a custom formula is tried at every place 1..n of every field
n = 1..300 for two buy-ins (a season's and one event's own), with a payout table like the
examples'. Prints the median of the cold check, the remembered one (every later check of the
same rules), and how fast hostile formulas are refused.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from decimal import Decimal

from leaguemgr.domain import formula, formula_range
from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import compile_formula
from leaguemgr.domain.formula_range import check_formula_range
from leaguemgr.domain.records import PayoutRange

NEAU = "sqrt(n * buyin * (buyin / cost)) / (place + 1)"
BUYINS = (Decimal("30"), Decimal("20"))
TABLE = (
    PayoutRange(1, 9, (Decimal("100"),)),
    PayoutRange(10, 19, (Decimal("60"), Decimal("40"))),
    PayoutRange(20, 39, (Decimal("50"), Decimal("30"), Decimal("20"))),
    PayoutRange(
        40, 300, (Decimal("40"), Decimal("25"), Decimal("15"), Decimal("12"), Decimal("8"))
    ),
)
HOSTILE = {
    "10/(place-3)": "10/(place-3)",
    "4000000**4000000": "4000000**4000000",
    "2**2**2**2**2**2": "2**2**2**2**2**2",
    "round(place, -4000000)": "round(place, -4000000)",
    "sqrt nested 33 deep": "sqrt(" * 33 + "n" + ")" * 33,
    "10,000 nested brackets": "(" * 10_000 + "1" + ")" * 10_000,
    "100,000 unary minus": "-" * 100_000 + "1",
    "a 100 KB formula": "place + " * 12_500,
}


def median_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def forget() -> None:
    """What an import pays: nothing compiled or checked before."""
    formula._compiled.cache_clear()
    formula_range._first_failure.cache_clear()


def cold_check() -> None:
    forget()
    check_formula_range(compile_formula(NEAU), buyins=BUYINS, payout_table=TABLE)


def warm_check() -> None:
    check_formula_range(NEAU, buyins=BUYINS, payout_table=TABLE)


def refused(text: str) -> Callable[[], None]:
    def run() -> None:
        forget()
        try:
            check_formula_range(compile_formula(text), buyins=BUYINS, payout_table=TABLE)
        except FormulaError:
            return
        raise AssertionError(f"{text[:40]!r} was accepted")

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=21)
    repeat = parser.parse_args().repeat
    compile_formula(NEAU)
    print(
        f"full-range check, places 1..300, 2 buy-ins, cold: {median_ms(cold_check, repeat):.1f} ms"
    )
    warm_check()
    print(f"the same check again (remembered): {median_ms(warm_check, repeat) * 1000:.0f} µs")
    for name, text in HOSTILE.items():
        print(f"refusing {name}: {median_ms(refused(text), repeat):.3f} ms")


if __name__ == "__main__":
    main()

"""The report of a season typed as a bar league publishes it (SPEC 8, issue 30): 50 nights
of 30 players, each with its 5 cashers named, the 25 others unnamed (``others``), and a
chop of 1st and 2nd (``payouts``: what was really paid), points = half the cash won.

    .venv/bin/python bench/own_rules.py [--nights 50] [--field 30] [--repeat 11]

The league is written as a league file and imported into a fresh database, then measured
as ``bench/run.py`` measures its leagues (each figure in a process of its own,
``bench/measure.py``): the season report cold (open, load the season, compute) and the
recompute after an edit (what a keystroke in the event editor costs, warm), each against
the large-season budget of ``bench/run.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import statistics
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.run import TARGETS, run_measure
from leaguemgr.cli import main as leaguemgr

SEASON = "2026"
NAMED = 5
BUYIN = Decimal(60)
CUT = Decimal("0.3333")  # a third of the money to the trip fund
SHARES = (Decimal("0.20"), Decimal("0.12"))  # 3rd and 4th; 1st and 2nd chop 60%, 5th the rest


def own_rules_league(nights: int, field: int, seed: int = 1) -> dict:
    """A league file of one season of ``nights`` nights typed from published results."""
    rng = random.Random(seed)
    roster = [f"p{i:02d}" for i in range(1, 41)]
    events = []
    for number in range(1, nights + 1):
        cashers = rng.sample(roster, NAMED)
        entries = []
        rebuys = addons = 0
        for finish, player in enumerate(cashers, 1):
            entry: dict = {"player": player, "finish": finish}
            extra = rng.random()
            if extra < 0.2:  # a rebuy or an add-on, never both (the season's rule)
                entry["rebuys"] = 1
                rebuys += 1
            elif extra < 0.4:
                entry["addons"] = 1
                addons += 1
            entries.append(entry)
        others = {
            "entries": field - NAMED,
            "rebuys": rng.randint(0, 5),
            "addons": rng.randint(0, 8),
        }
        count = field + rebuys + addons + others["rebuys"] + others["addons"]
        gross = BUYIN * count
        pool = gross - (gross * CUT).quantize(Decimal("0.01"))
        third, fourth = ((pool * share).quantize(Decimal("1")) for share in SHARES)
        chop = ((pool * Decimal("0.6")) / 2).quantize(Decimal("1"))
        fifth = pool - 2 * chop - third - fourth
        paid = (chop, chop, third, fourth, fifth)
        events.append(
            {
                "number": number,
                "date": f"2026-{1 + (number - 1) // 5:02d}-{1 + (number - 1) % 5 * 5:02d}",
                "entries": entries,
                "others": others,
                "payouts": [
                    {"player": player, "amount": str(amount)}
                    for player, amount in zip(cashers, paid, strict=True)
                ],
            }
        )
    return {
        "format": "leaguemgr-league",
        "version": 1,
        "league": {"name": "Bench bar league", "currency": "USD"},
        "players": [{"id": player, "name": f"Player {player[1:]}"} for player in roster],
        "seasons": [
            {
                "name": SEASON,
                "rules": {
                    "buyin": str(BUYIN),
                    "addon_cost": str(BUYIN),
                    "rebuy_or_addon": True,
                    "events_planned": nights,
                    "set_asides": [
                        {"fund": "trip", "basis": "percent_of_gross", "amount": str(CUT * 100)}
                    ],
                    "payout_table": [{"min": 1, "max": 1000, "percents": ["100"]}],
                    "points": {"formula": "prize / 2"},
                    "tie_break": "draw",
                    "championship": {
                        "seats": 10,
                        "fund": "trip",
                        "chips_per_point": 10,
                        "smallest_chip": 25,
                    },
                },
                "events": events,
            }
        ],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nights", type=int, default=50)
    parser.add_argument("--field", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=11)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        league_file = work / "own.league.json"
        league_file.write_text(json.dumps(own_rules_league(args.nights, args.field)))
        db = work / "own.sqlite"
        with contextlib.redirect_stdout(io.StringIO()):
            if leaguemgr(["import", str(league_file), "--db", str(db)]) != 0:
                print("the bench league does not import", file=sys.stderr)
                return 1
        print(
            f"own_rules.league: {args.nights} nights x {args.field} players "
            f"({NAMED} named cashers, {args.field - NAMED} unnamed, a chop each)"
        )
        for name, what, budget in (
            ("report_cold", "report-cold", TARGETS[("large", "report_cold")][0]),
            ("recompute_after_edit", "recompute", TARGETS[("large", "recompute_after_edit")][0]),
        ):
            result = run_measure(what, repeat=args.repeat, db=str(db), season=SEASON)
            if not result["times"]:
                print(f"own_rules.{name}: {result.get('note', 'failed')}")
                continue
            value = statistics.median(result["times"]) * 1000
            verdict = "met" if value < budget else "NOT met"
            print(
                f"own_rules.{name}: {value:.2f} ms (budget of a large season: {budget:g} ms, "
                f"{verdict}); peak {result['peak_rss_mb']:.0f} MB"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

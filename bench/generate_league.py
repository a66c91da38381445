"""Synthetic league files for benchmarks and for testing the fast paths against the plain ones.

``generate_league(spec, seed)`` returns a league file (version 1, see league-file.md) as a
JSON-ready dict. The same spec and seed always give the same file. The data is realistic
enough to exercise every rule: played, disqualified, forfeit, paid and unpaid no-shows and
late cancellations; ties; rebuys and add-ons; busts that respect the rebuy limit; dealers and
free entries used only once earned (credits carry over between seasons); the bounty on the
previous winner; pick-a-stack and unlimited-rebuy nights; a championship with declines,
accepted make-ups and a recorded final table.

Run it to write a file::

    .venv/bin/python bench/generate_league.py --size large --seed 1 -o large.league.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


@dataclass(frozen=True)
class LeagueSpec:
    """How big a league to make."""

    name: str
    seasons: int
    events_per_season: int
    entries_per_event: int
    players: int


SIZES: dict[str, LeagueSpec] = {
    "tiny": LeagueSpec("tiny", 2, 5, 12, 24),
    "typical": LeagueSpec("typical", 1, 12, 20, 30),
    "large": LeagueSpec("large", 10, 52, 60, 800),
    "stress": LeagueSpec("stress", 20, 100, 100, 5000),
}

FIRST_NAMES = ("Ann", "Bob", "Cara", "Dan", "Eve", "Finn", "Gail", "Hank", "Ida", "Jack", "Kim",
               "Liam", "Mona", "Ned", "Olga", "Pat", "Quinn", "Rosa", "Sam", "Tina", "Uma", "Vic",
               "Wes", "Xena", "Yuri", "Zoe", "Abe", "Bea", "Cal", "Dee", "Eli")  # fmt: skip
LAST_NAMES = ("Lee", "Smith", "Jones", "Brown", "Garcia", "Miller", "Davis", "Lopez", "Wilson",
              "Moore", "Taylor", "Thomas", "White", "Harris", "Clark", "Lewis", "Young", "Walker",
              "Hall", "Allen", "King", "Wright", "Scott", "Green", "Baker", "Adams")  # fmt: skip

# Percentages of places 1..P by field size: rows up to 100 entries, each summing to 100.
_PAYOUT_ROWS = ((1, 5, 1), (6, 8, 2), (9, 14, 3), (15, 20, 4), (21, 30, 5), (31, 40, 6),
                (41, 50, 7), (51, 60, 8), (61, 75, 9), (76, 100, 10))  # fmt: skip


def payout_table() -> list[dict[str, Any]]:
    """A payout table covering fields of 1 to 100 entries (geometric shares, exact to 0.1)."""
    rows = []
    for low, high, places in _PAYOUT_ROWS:
        weights = [0.62**k for k in range(places)]
        tenths = [round(1000 * w / sum(weights)) for w in weights]
        tenths[0] += 1000 - sum(tenths)  # make the shares add up to exactly 100.0
        percents = [str(Decimal(t) / 10) for t in tenths]
        rows.append({"min": low, "max": high, "percents": percents})
    return rows


def season_rules(index: int, last: bool, spec: LeagueSpec) -> dict[str, Any]:
    """Rules of season ``index``: AZ-like and FNC-like seasons alternate; the last has it all.

    The last season is the one the benchmarks report on, so it turns on every rule
    (bounty, dealer credits, late-cancel penalty, make-ups, bonus chips, season prizes).
    """
    az = index % 2 == 0 or last
    fnc = index % 2 == 1 or last
    min_events = max(1, spec.events_per_season * 3 // 5)
    rules: dict[str, Any] = {
        "buyin": "30" if az else "40",
        "rebuy_cost": "30" if az else "40",
        "addon_cost": "20" if fnc else "0",
        "max_rebuys": 1,
        "chips": {
            "starting": 5000,
            "on_time_bonus": 500,
            "exact_change_bonus": 500,
            "rebuy": 8000,
            "addon": 3000,
        },
        "set_asides": [
            {"fund": "championship", "basis": "percent_of_buyins", "amount": "10"},
            {"fund": "points", "basis": "per_entry", "amount": "2"},
            {"fund": "expenses", "basis": "per_event", "amount": "15"},
        ],
        "payout_table": payout_table(),
        "rounding_unit": "1" if az else "5",
        "points": {"preset": "neau"},
        "late_cancel_penalty": fnc,
        "no_show_policy": "championship_ineligible" if az else "forfeit_season_points",
        "bounty": {"amount_per_event": "10", "initial_target": None} if az else None,
        "dealer_credits": az,
        "championship": {
            "seats": 12 if az else 9,
            "min_events": min_events,
            "subs_allowed": False,
            "makeup_fee_per_missed_event": "60" if az else None,
            "buyin": "0" if az else "100",
            "starting_chips": 20000,
            "bonus_chip_percent": "25",
            "smallest_chip": 25 if az else 500,
        },
        "season_prizes": {"fund": "points", "percents": ["50", "30", "20"]} if az else None,
    }
    if index % 4 == 3 and not last:  # some seasons score with a custom formula
        rules["points"] = {"formula": "sqrt(n * buyin * buyin / cost) / (place + 1) + knockouts"}
    return rules


def _roster_size(spec: LeagueSpec) -> int:
    """Players who take part in one season: about three times an event's field."""
    return min(spec.players, max(spec.entries_per_event + 4, spec.entries_per_event * 3))


class _Credits:
    """The generator's own dealer-credit ledger, so free entries are used only when earned."""

    def __init__(self) -> None:
        self.units: dict[str, int] = {}
        self.available: dict[str, int] = {}

    def deal(self, player: str, game: str) -> None:
        units = self.units.get(player, 0) + (2 if game == "full" else 1)
        self.available[player] = self.available.get(player, 0) + units // 6
        self.units[player] = units % 6

    def use(self, player: str) -> bool:
        if self.available.get(player, 0) <= 0:
            return False
        self.available[player] -= 1
        return True


def generate_league(spec: LeagueSpec | str, seed: int = 1) -> dict[str, Any]:
    """A valid league file of the given size; deterministic for a given ``seed``."""
    if isinstance(spec, str):
        spec = SIZES[spec]
    rng = random.Random(seed)
    players = []
    for number in range(1, spec.players + 1):
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        player: dict[str, Any] = {"id": f"p{number:04d}", "name": name}
        if rng.random() < 0.12:
            player["sub"] = True
        players.append(player)
    ids = [player["id"] for player in players]
    credits = _Credits()
    seasons = []
    for index in range(spec.seasons):
        last = index == spec.seasons - 1
        seasons.append(_season(rng, spec, index, last, ids, credits))
    league = {
        "format": "leaguemgr-league",
        "version": 1,
        "league": {"name": f"Synthetic {spec.name} league", "currency": "USD"},
        "players": players,
        "seasons": seasons,
    }
    _decide_championship(league, rng)
    return league


def _season(
    rng: random.Random,
    spec: LeagueSpec,
    index: int,
    last: bool,
    ids: list[str],
    credits: _Credits,
) -> dict[str, Any]:
    rules = season_rules(index, last, spec)
    # The regulars stay from season to season (their dealer credits carry over); the others
    # rotate through the rest of the players, so that every player of a big league appears.
    size = _roster_size(spec)
    regulars = size // 4
    others = ids[regulars:] or ids
    start = (index * (size - regulars)) % len(others)
    roster = ids[:regulars] + [others[(start + k) % len(others)] for k in range(size - regulars)]
    # The regulars come nearly every night; the rest now and then.
    weights = [3.0 if k < regulars else 1.0 for k in range(size)]
    events = []
    for number in range(1, spec.events_per_season + 1):
        events.append(_event(rng, spec, rules, number, roster, weights, regulars, credits))
    if rules["bounty"] is not None and rng.random() < 0.5:
        rules["bounty"]["initial_target"] = rng.choice(roster)
    return {
        "name": f"{2000 + index}",
        "rules": rules,
        "events": events,
        "championship": {"declined": [], "makeups": []},
    }


def _event(
    rng: random.Random,
    spec: LeagueSpec,
    rules: dict[str, Any],
    number: int,
    roster: list[str],
    weights: list[float],
    regulars: int,
    credits: _Credits,
) -> dict[str, Any]:
    fnc = rules["late_cancel_penalty"]
    event: dict[str, Any] = {
        "number": number,
        "date": f"{2000 + number // 366:04d}-{1 + (number // 28) % 12:02d}-{1 + number % 28:02d}",
        "name": f"Event {number}",
    }
    pick_a_stack = fnc and number % 5 == 0
    unlimited = fnc and number % 7 == 0
    if pick_a_stack:
        event["pick_a_stack"] = True
    if unlimited:
        event["max_rebuys"] = None  # an unlimited-rebuy night
    if number % 13 == 0:
        event["buyin"] = "50"  # a special night with a bigger buy-in
    max_rebuys = None if unlimited else rules["max_rebuys"]

    # Who registered: weighted draw without replacement from the season's roster.
    count = min(spec.entries_per_event, len(roster))
    chosen: list[str] = []
    seen: set[str] = set()
    while len(chosen) < count:
        for player in rng.choices(roster, weights, k=count - len(chosen)):
            if player not in seen:
                seen.add(player)
                chosen.append(player)
    statuses = {player: _status(rng) for player in chosen}
    counting = [p for p in chosen if statuses[p][0] != "late_cancel" and statuses[p][1]]
    # Paid no-shows and forfeits are blinded off: they finish at the bottom, busting nobody.
    blinded = [p for p in counting if statuses[p][0] in ("no_show", "forfeit")]
    playing = [p for p in counting if p not in blinded]
    rng.shuffle(playing)
    order = playing + blinded
    finishes = _finishes(rng, len(order))
    finish_of = dict(zip(order, finishes, strict=True))

    entries = []
    for player in chosen:
        status, paid = statuses[player]
        entry: dict[str, Any] = {"player": player}
        if status != "played":
            entry["status"] = status
        if not paid:
            entry["paid"] = False
        if player in finish_of:
            finish = finish_of[player]
            entry["finish"] = finish
            if player in playing:
                _play(rng, entry, finish, playing, finish_of, max_rebuys, fnc)
            if pick_a_stack:
                entry["buyin"] = rng.choice(("30", "40", "50"))
            if rules["dealer_credits"] and rng.random() < 0.8 and credits.use(player):
                entry["free_entry"] = True
        entries.append(entry)
    event["entries"] = entries

    dealers = []
    if rules["dealer_credits"]:
        # Dealing is done by a few regulars, who earn free entries with it.
        for player in rng.sample(roster[: max(2, regulars // 3)], k=rng.choice((0, 1, 1, 2))):
            game = "full" if rng.random() < 0.7 else "half"
            dealers.append({"player": player, "game": game})
            credits.deal(player, game)
    if dealers:
        event["dealers"] = dealers
    return event


def _status(rng: random.Random) -> tuple[str, bool]:
    """A registration's status and whether it was paid (SPEC 2.1), at realistic rates."""
    roll = rng.random()
    if roll < 0.04:
        return "late_cancel", True
    if roll < 0.055:
        return "no_show", True
    if roll < 0.07:
        return "no_show", False
    if roll < 0.08:
        return "forfeit", True
    if roll < 0.085:
        return "disqualified", True
    return "played", True


def _finishes(rng: random.Random, n: int) -> list[int]:
    """Finishes 1..n in order of elimination, now and then with a tie (1, 2, 3, 3, 5)."""
    finishes: list[int] = []
    for position in range(1, n + 1):
        tie = position > 2 and finishes[-1] != 1 and rng.random() < 0.03
        finishes.append(finishes[-1] if tie else position)
    return finishes


def _play(
    rng: random.Random,
    entry: dict[str, Any],
    finish: int,
    playing: list[str],
    finish_of: dict[str, int],
    max_rebuys: int | None,
    fnc: bool,
) -> None:
    """Rebuys, add-ons, bonus-chip flags and the busts of one player who played."""
    limit = 3 if max_rebuys is None else max_rebuys
    rebuys = rng.choice((0, 0, 0, 1, 1, 2, 3))
    rebuys = min(rebuys, limit)
    player = entry["player"]
    # Busters sat at the table: blinded-off entries knock nobody out.
    others = [p for p in playing if p != player]
    # Busts: one per rebuy, then the last one by someone who finished better.
    better = [p for p in others if finish_of[p] < finish]
    busts = [rng.choice(others) for _ in range(rebuys)] if others else []
    if finish > 1 and better:
        busts.append(rng.choice(better))
    if rebuys:
        entry["rebuys"] = rebuys
    if busts:
        entry["busted_by"] = busts
    if fnc and rng.random() < 0.3:
        entry["addons"] = 1
    if rng.random() < 0.7:
        entry["on_time"] = True
    if rng.random() < 0.3:
        entry["exact_change"] = True


def _decide_championship(league: dict[str, Any], rng: random.Random) -> None:
    """Declines, accepted make-ups and a recorded final table, consistent with the rules.

    A make-up must be among the offers, so each season's report is computed (without the
    whole-league checks, for speed) to see who is offered one.
    """
    from leaguemgr.domain.season_report import compute_season_report
    from leaguemgr.leaguefile import read_league

    for index, season in enumerate(league["seasons"]):
        decisions = season["championship"]
        report = _report(league, index, read_league, compute_season_report)
        champ = report.championship
        if champ is None:
            continue
        if champ.field and rng.random() < 0.7:
            decisions["declined"] = [champ.field[rng.randrange(len(champ.field))].player]
            report = _report(league, index, read_league, compute_season_report)
            champ = report.championship
        if champ is not None and champ.makeup_offers:
            decisions["makeups"] = [champ.makeup_offers[0].player]
            report = _report(league, index, read_league, compute_season_report)
            champ = report.championship
        if champ is not None and champ.field:
            field = [seat.player for seat in champ.field]
            rng.shuffle(field)
            finishes = _finishes(rng, len(field))
            season["events"].append(
                {
                    "number": len(season["events"]) + 1,
                    "name": "Championship",
                    "kind": "championship",
                    "entries": [
                        {"player": p, "finish": f} for p, f in zip(field, finishes, strict=True)
                    ],
                }
            )


def _report(league: dict[str, Any], index: int, read_league: Any, compute: Any) -> Any:
    # Only this season matters for its own championship (dealer credits do not change the
    # field), so earlier seasons are left out and nothing is validated: generating a big
    # league stays quick.
    single = dict(league, seasons=[league["seasons"][index]])
    name = single["seasons"][0]["name"]
    return compute(read_league(single, validate=False), name, validate=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="typical")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args(argv)
    document = generate_league(SIZES[args.size], args.seed)
    args.output.write_text(json.dumps(document, separators=(",", ":")) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

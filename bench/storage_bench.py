"""Import and load a big league through the storage layer; prints the timings.

.venv/bin/python bench/storage_bench.py [ENTRIES]      # default 200,000 entries
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.records import (
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    League,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.storage import (
    open_database,
    replace_league,
)
from leaguemgr.storage.fast_load import load_league_for_season, load_whole_league


def big_league(entries: int, per_event: int = 40, events_per_season: int = 50) -> League:
    """A league of ``entries`` entries, each busted once, with one dealer per event."""
    rng = random.Random(7)
    players = tuple(Player(id=f"p{i:03d}", name=f"Player {i}") for i in range(300))
    codes = [p.id for p in players]
    events_total = entries // per_event
    seasons = []
    for s in range(0, events_total, events_per_season):
        events = []
        for number in range(1, min(events_per_season, events_total - s) + 1):
            field = rng.sample(codes, per_event)
            events.append(
                Event(
                    number=number,
                    date=f"2026-01-{number % 28 + 1:02d}",
                    entries=tuple(
                        Entry(
                            player=code,
                            status=EntryStatus.PLAYED,
                            finish=place + 1,
                            rebuys=place % 2,
                            busted_by=() if place == 0 else (field[0],),
                        )
                        for place, code in enumerate(field)
                    ),
                    dealers=(Dealer(player=field[-1], game=DealerGame.FULL),),
                )
            )
        seasons.append(
            Season(
                name=f"S{s // events_per_season + 1}",
                rules=SeasonRules(buyin=Decimal("30"), rebuy_cost=Decimal("30")),
                events=tuple(events),
            )
        )
    return League(name="Bench league", players=players, seasons=tuple(seasons))


def main() -> None:
    """Print how long import, full load and one-season load take, and the query count."""
    entries = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    league = big_league(entries)
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        started = time.perf_counter()
        with database.transaction() as session:
            replace_league(session, league)
        print(f"import {entries:,} entries: {time.perf_counter() - started:.2f} s")

        started = time.perf_counter()
        with database.transaction() as session:
            replace_league(session, league)
        print(f"re-import (replace every season): {time.perf_counter() - started:.2f} s")

        started = time.perf_counter()
        with database.read() as session:
            loaded = load_whole_league(session)
        print(f"load whole league: {time.perf_counter() - started:.2f} s")
        assert loaded == league

        started = time.perf_counter()
        with database.read() as session:
            load_league_for_season(session, league.seasons[-1].name)
        print(f"load one season: {time.perf_counter() - started:.3f} s")
        database.close()


if __name__ == "__main__":
    main()

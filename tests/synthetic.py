"""Synthetic leagues for tests: the benchmark's generator, at small sizes.

``bench/generate_league.py`` makes realistic leagues (ties, rebuys, busts, no-shows, late
cancels, dealers and free entries, bounty, championship decisions). Tests that compare a fast
path with the straightforward computation run it with small sizes and many seeds.
"""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from leaguemgr.domain.records import League
from leaguemgr.leaguefile import read_league

GENERATOR = Path(__file__).resolve().parents[1] / "bench" / "generate_league.py"


@cache
def generator() -> ModuleType:
    """``bench/generate_league.py`` as a module (bench/ is not a package)."""
    spec = importlib.util.spec_from_file_location("bench_generate_league", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def league_document(
    seasons: int, events: int, entries: int, players: int, seed: int
) -> dict[str, Any]:
    """A league file (as a dict) of the given size."""
    module = generator()
    spec = module.LeagueSpec("test", seasons, events, entries, players)
    return module.generate_league(spec, seed)


def league(seasons: int, events: int, entries: int, players: int, seed: int) -> League:
    """A valid synthetic league of the given size."""
    return read_league(league_document(seasons, events, entries, players, seed))

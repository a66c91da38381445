"""A night padded with as many clock moves as a league file may hold (5,000) is read at
once: the Night screen and ``live status`` used to freeze about a minute on each read,
because every action read the clock again from all the moves before it."""

from __future__ import annotations

import time
from pathlib import Path

from leaguemgr.domain.clock.clock import read_clock
from leaguemgr.leaguefile.night_keys import MAX_NIGHT_ACTIONS
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from tests.web.hostile_night import hostile_night
from tests.web.phone_league import QUOTED_SEASON

READ_BOUND = 3.0
"""Seconds one read of the night may take on a loaded 2-core machine (it takes ~0.3 s)."""


def test_a_night_of_5000_clock_moves_is_read_in_well_under_a_second(
    tmp_path: Path, az_league_file: Path
):
    service = hostile_night(tmp_path, az_league_file, clock=True)
    try:
        began = time.perf_counter()
        night = NightService(service).night(QUOTED_SEASON, 12)
        replayed = time.perf_counter() - began
        # A minute and a half after the last move, on a service that has kept nothing.
        nights = NightService(service, now=lambda: (night.at or 0.0) + 90.5)
        began = time.perf_counter()
        status = night_status(nights, QUOTED_SEASON, 12)
        read = time.perf_counter() - began
        print(
            f"\n{len(night.clock)} clock moves: replayed in {replayed:.3f} s, "
            f"status in {read:.3f} s"
        )

        assert len(night.clock) > MAX_NIGHT_ACTIONS - 100
        assert replayed < READ_BOUND, f"replaying the night took {replayed:.1f} s"
        assert read < READ_BOUND, f"the night's status took {read:.1f} s"
        # The director's screen shows what the moves add up to, read from scratch.
        reference = read_clock(night.structure, night.clock, nights.now())
        assert reference.started and reference.running
        assert reference.seconds_left > 1000 * 30  # each cycle of moves left 30 s more
        assert status["clock"]["seconds_left"] == reference.seconds_left
        assert status["clock"]["running"] is True
        assert status["level"] == reference.level
    finally:
        service.close()

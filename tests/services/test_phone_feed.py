"""When the phones' snapshot is built again (issue 27): on a change, at the end of the
clock's period, and otherwise never."""

from __future__ import annotations

import dataclasses

from leaguemgr.services.phone_feed import PhoneFeed
from tests.web.test_phone_server import NOW, snapshot


def test_a_snapshot_is_built_on_a_change_and_when_the_period_ends() -> None:
    built: list[float] = []

    def build(now: float):
        built.append(now)
        return snapshot(seconds_left=600)

    feed = PhoneFeed(build)
    assert feed.snapshot(NOW) is not None
    assert feed.snapshot(NOW + 599) is None  # the server counts the clock down itself
    feed.changed()
    assert feed.snapshot(NOW + 10) is not None
    assert feed.snapshot(NOW + 600) is not None  # the level is over: the next one is shown
    assert feed.builds == len(built) == 3


def test_a_paused_clock_or_one_run_out_builds_nothing_more() -> None:
    paused = snapshot()
    paused = dataclasses.replace(
        paused,
        night=dataclasses.replace(
            paused.night, clock=dataclasses.replace(paused.night.clock, running=False)
        ),
    )
    run_out = snapshot(seconds_left=0)
    run_out = dataclasses.replace(
        run_out,
        night=dataclasses.replace(
            run_out.night, clock=dataclasses.replace(run_out.night.clock, next_break_in=None)
        ),
    )
    for last in (paused, run_out):
        feed = PhoneFeed(lambda _now, last=last: last)
        feed.snapshot(NOW)
        assert not feed.due(NOW + 86_400)

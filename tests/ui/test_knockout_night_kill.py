"""The app killed (SIGKILL) in the middle of a progressive knockout night and opened again:
the night is running, the seating shows every head as it was, and the clock reads as it
would have without the kill (SPEC 4.4, 9)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from leaguemgr.services.night_service import NightService
from tests.conftest import REPO
from tests.ui.knockout_night_app import READ_AT, clock_fields
from tests.ui.test_night_knockouts import PROGRESSIVE, heads, knockout_league
from tests.ui.test_night_screen import open_window

APP = REPO / "tests" / "ui" / "knockout_night_app.py"


def test_a_knockout_night_killed_in_the_app_comes_back_with_its_heads_and_clock(
    qtbot, tmp_path: Path
) -> None:
    db = knockout_league(tmp_path, PROGRESSIVE)
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(REPO),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    app = subprocess.Popen(
        [sys.executable, str(APP), str(db)],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = app.stdout.readline()
        assert line, app.stderr.read()
        before = json.loads(line)
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=30)
    assert app.returncode == -signal.SIGKILL
    assert len(set(before["heads"].values())) > 1  # the busts moved bounties onto heads

    window = open_window(qtbot, db)
    view = window.show_screen("night")
    view.refresh()
    assert view.data is not None and view.data.number == 12  # the night, still running
    assert heads(view) == before["heads"]
    nights = NightService(window.context.service, now=lambda: READ_AT)
    assert clock_fields(nights, view.data.season, 12) == before["clock"]
    assert before["clock"]["running"] and before["clock"]["started"]

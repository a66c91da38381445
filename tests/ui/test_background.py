"""Long work runs off the GUI thread and its result or error comes back to the caller."""

import threading

import pytest
from PySide6.QtWidgets import QWidget

from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.ui.background import run_in_background


def test_work_runs_on_a_worker_thread_and_returns_its_result(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    seen = run_in_background(parent, "Working…", lambda: threading.current_thread().name)
    assert seen.startswith("leaguemgr-work")


def test_an_error_in_the_work_reaches_the_caller(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)

    def fail():
        raise LeagueFileUnreadable("league.json: not valid JSON at line 1, column 1")

    with pytest.raises(LeagueFileUnreadable, match="line 1"):
        run_in_background(parent, "Reading league.json…", fail)

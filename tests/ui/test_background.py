"""Long work runs off the GUI thread and its result or error comes back to the caller."""

import threading

import pytest
import shiboken6
from PySide6.QtWidgets import QWidget

from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.ui.background import run_in_background, start_in_background


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


def test_work_started_in_the_background_returns_at_once_and_reports_on_the_gui_thread(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    gate = threading.Event()
    done: list[tuple[str, str]] = []
    start_in_background(
        parent,
        lambda: gate.wait(10) and threading.current_thread().name,
        lambda job: done.append((job.result(), threading.current_thread().name)),
    )
    qtbot.wait(50)
    assert done == []  # the event loop went on meanwhile
    gate.set()
    qtbot.waitUntil(lambda: len(done) == 1)
    worker, caller = done[0]
    assert worker.startswith("leaguemgr-work") and caller == "MainThread"


def test_an_error_in_background_work_reaches_the_callback(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    errors: list[BaseException | None] = []

    def fail():
        raise LeagueFileUnreadable("league.json: not valid JSON at line 1, column 1")

    start_in_background(parent, fail, lambda job: errors.append(job.exception()))
    qtbot.waitUntil(lambda: len(errors) == 1)
    assert isinstance(errors[0], LeagueFileUnreadable)


def test_nothing_is_called_back_once_the_parent_is_gone(qtbot):
    parent = QWidget()
    gate = threading.Event()
    done: list[object] = []
    start_in_background(parent, gate.wait, done.append)
    parent.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(parent))
    gate.set()
    qtbot.wait(100)
    assert done == []

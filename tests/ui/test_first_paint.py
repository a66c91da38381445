"""Starting on a league with several seasons: the window paints the latest standings first,
then every screen is there with the whole league's data (the rest of it read on a worker
thread while the window keeps answering)."""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from leaguemgr.domain.records import Player
from leaguemgr.services import league_reading
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.player_history import player_history
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.app import first_league
from leaguemgr.ui.files.recovery_dialog import Way
from leaguemgr.ui.main_window import READING_NOTE, MainWindow
from leaguemgr.ui.players.player_commands import add_player
from leaguemgr.ui.players.players_table_model import PlayerColumn
from tests.ui.conftest import column_texts

SEASONS = ["2000", "2001", "2002"]


class FirstPaint(QObject):
    """What the window shows when any part of it is first painted."""

    def __init__(self, window: MainWindow, whole_reads: list[str]):
        super().__init__(window)
        self.window = window
        self.whole_reads = whole_reads
        self.seen: dict | None = None
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.seen is None
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self.window
        ):
            QApplication.instance().removeEventFilter(self)
            window = self.window
            screen = window.tabs.currentWidget()
            keys, index = list(window.screens), window.tabs.currentIndex()
            self.seen = {
                "title": window.windowTitle(),
                "seasons": [window.season_combo.itemText(i) for i in range(3)],
                "season": window.season_combo.currentText(),
                "screen": keys[index] if 0 <= index < len(keys) else None,
                "standings": standings_rows(screen) if hasattr(screen, "chart") else None,
                "whole_reads": len(self.whole_reads),
            }
        return False


def standings_rows(screen) -> list[list[str]]:
    return [column_texts(screen.proxy, column) for column in range(4)]


def expected_standings(service: LeagueService, season: str) -> list[list[str]]:
    names = service.player_names()
    rows = service.report(season).standings
    return [
        [str(r.rank) for r in rows],
        [names[r.player] for r in rows],
        [f"{r.points:.2f}" for r in rows],
        [str(r.events_played) for r in rows],
    ]


def start(qtbot, path: Path, whole_reads: list[str], *, show: bool = True) -> MainWindow:
    """Open ``path`` as the app does at start (the last league opened) and show it."""
    settings.remember_file(path)
    service = first_league(["leaguemgr"])
    assert service is not None and service.path == path
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(service)
    window.paint = FirstPaint(window, whole_reads)
    if show:
        window.show()
        qtbot.waitUntil(lambda: window.paint.seen is not None)
    return window


def everything_built(window: MainWindow) -> bool:
    return len(window.screens.built()) == len(window.screens)


def test_the_first_paint_shows_the_latest_standings_before_the_rest_is_read(
    qtbot, seasons_db, whole, whole_reads
):
    window = start(qtbot, seasons_db, whole_reads)
    seen = window.paint.seen
    assert seen["title"] == "Synthetic test league — 2002[*] — leaguemgr"
    assert seen["seasons"] == SEASONS and seen["season"] == "2002"
    assert seen["screen"] == "standings"
    assert seen["standings"] == expected_standings(whole, "2002")
    assert len(seen["standings"][0]) == 24
    assert seen["whole_reads"] == 0  # the earlier seasons' events wait for the first paint

    qtbot.waitUntil(lambda: everything_built(window))
    assert len(whole_reads) == 1
    assert standings_rows(window.screens["standings"]) == seen["standings"]


def test_every_screen_is_there_and_filled_when_switched_to(qtbot, seasons_db, whole, whole_reads):
    window = start(qtbot, seasons_db, whole_reads)
    qtbot.waitUntil(lambda: everything_built(window))
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    # No mnemonics on the tabs: Alt+letters belong to the menus and the screen's fields.
    assert titles == [
        "Standings",
        "Events",
        "Players",
        "Championship",
        "Season setup",
        "Night",
        "Money",
    ]
    keys = list(window.screens)
    for number, key in enumerate(keys, 1):
        qtbot.keyClick(
            window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier
        )
        assert window.tabs.currentWidget() is window.screens[key]
    events, players = window.screens["events"], window.screens["players"]
    assert events.list_model.rowCount() >= len(whole.season("2002").events) == 7
    assert sorted(column_texts(players.proxy, PlayerColumn.NAME)) == sorted(
        p.name for p in whole.league.players
    )
    assert window.screens["championship"].summary.text()
    assert window.screens["season"].title.text() == "Season 2002: rules"


def test_the_screen_shown_last_time_opens_first(qtbot, seasons_db, whole, whole_reads):
    settings.settings().setValue("main_window/screen", 2)  # Players
    window = start(qtbot, seasons_db, whole_reads)
    assert window.paint.seen["screen"] == "players"
    players = window.screens["players"]
    assert window.tabs.currentWidget() is players
    assert len(column_texts(players.proxy, PlayerColumn.NAME)) == 24
    qtbot.waitUntil(lambda: everything_built(window))
    assert standings_rows(window.screens["standings"]) == expected_standings(whole, "2002")


def test_another_season_and_a_player_page_show_the_whole_league(
    qtbot, seasons_db, whole, whole_reads
):
    # Not shown, so nothing is read after a paint: each of these asks for the whole league.
    window = start(qtbot, seasons_db, whole_reads, show=False)
    assert whole_reads == []
    player = "p0001"
    window.open_player(player)
    detail = window.screens["players"].detail
    assert detail.history == player_history(whole.league, whole.report("2002"), player)
    assert detail.history.free_entries_earned == 1

    window.season_combo.setCurrentIndex(0)
    window.season_combo.activated.emit(0)
    assert window.windowTitle() == "Synthetic test league — 2000[*] — leaguemgr"
    assert standings_rows(window.screens["standings"]) == expected_standings(whole, "2000")
    assert detail.history == player_history(whole.league, whole.report("2000"), player)
    assert len(whole_reads) == 1


def test_opening_another_league_keeps_the_screen_and_shows_every_screen(
    qtbot, seasons_db, league_db, whole_reads
):
    window = start(qtbot, seasons_db, whole_reads)
    window.show_screen("players")
    assert window.file_actions.open_path(league_db)
    players = window.screens["players"]
    assert window.tabs.currentWidget() is players
    assert "Tess Morgan" in column_texts(players.proxy, PlayerColumn.NAME)
    assert window.windowTitle() == "Azwine Group Poker Tour (sample) — 2026[*] — leaguemgr"
    qtbot.waitUntil(lambda: everything_built(window))
    assert "Tess Morgan" in column_texts(window.screens["standings"].proxy, 1)


@pytest.mark.parametrize("first_screen", [0, 2], ids=["standings first", "players first"])
def test_a_league_that_cannot_be_read_whole_is_closed_with_the_reason(
    qtbot, seasons_db, monkeypatch, first_screen, recovery
):
    settings.settings().setValue("main_window/screen", first_screen)
    recovery.answers = [Way.GIVE_UP]

    def damaged(_session):
        raise StorageError("The database disk image is malformed")

    monkeypatch.setattr(league_reading, "load_whole_league", damaged)
    window = start(qtbot, seasons_db, [])
    qtbot.waitUntil(lambda: window.context is None)
    assert len(recovery.shown) == 1
    assert seasons_db.name in recovery.shown[0].text and "malformed" in recovery.shown[0].text
    assert recovery.shown[0].give_up == "&Close"
    assert window.windowTitle().replace("[*]", "") == "leaguemgr"
    assert len(window.screens) == 0 and window.tabs.count() == 0
    assert not window.season_combo.isEnabled()
    assert seasons_db.resolve() not in settings.recent_files()


# Reading the rest on a worker thread -------------------------------------------------------


@pytest.fixture
def slow_read(whole_reads, monkeypatch):
    """The worker reads the whole league, then holds it back until ``gate`` is opened (so
    what it hands over is as of before anything the test does meanwhile); reads on the GUI
    thread go ahead. ``threads`` names the threads that read."""
    slow = SimpleNamespace(gate=threading.Event(), waiting=threading.Event(), threads=[])
    read = league_reading.load_whole_league  # counted by whole_reads

    def gated(session):
        slow.threads.append(threading.current_thread().name)
        league = read(session)
        if threading.current_thread() is not threading.main_thread():
            slow.waiting.set()
            slow.gate.wait(10)
        return league

    monkeypatch.setattr(league_reading, "load_whole_league", gated)
    yield slow
    slow.gate.set()


def start_reading(qtbot, path: Path, whole_reads: list[str], slow) -> MainWindow:
    """Start on ``path`` and wait until the worker is reading the rest of the league."""
    window = start(qtbot, path, whole_reads)
    qtbot.waitUntil(slow.waiting.is_set)
    return window


def worker_done(path: Path) -> bool:
    """Once the window's own connection is closed: the worker closed its connection too
    (closing last, it folded the -wal file into the database)."""
    return not Path(f"{path}-wal").exists()


def test_the_window_answers_while_the_rest_is_read(
    qtbot, seasons_db, whole, whole_reads, slow_read
):
    window = start_reading(qtbot, seasons_db, whole_reads, slow_read)
    note = window.reading_note
    assert note.isVisible() and READING_NOTE in [
        label.text() for label in note.findChildren(QLabel)
    ]
    ticks: list[int] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.waitUntil(lambda: len(ticks) >= 5)  # the event loop runs while the worker reads
    assert "MainThread" not in slow_read.threads and len(window.screens.built()) == 1
    assert standings_rows(window.tabs.currentWidget()) == window.paint.seen["standings"]

    slow_read.gate.set()
    qtbot.waitUntil(lambda: everything_built(window))
    assert not note.isVisible()
    assert gc.isenabled()  # paused while the worker made the records, back now
    assert len(whole_reads) == 1 and slow_read.threads[0].startswith("leaguemgr-work")
    assert window.context.service.league == whole.league
    events, players = window.screens["events"], window.screens["players"]
    assert events.list_model.rowCount() >= len(whole.season("2002").events) == 7
    assert sorted(column_texts(players.proxy, PlayerColumn.NAME)) == sorted(
        p.name for p in whole.league.players
    )
    window.season_combo.setCurrentIndex(0)
    window.season_combo.activated.emit(0)
    assert standings_rows(window.screens["standings"]) == expected_standings(whole, "2000")
    assert len(whole_reads) == 1  # the worker's league is the one shown


def test_a_league_asked_for_before_the_worker_is_done_is_read_at_once(
    qtbot, seasons_db, whole, whole_reads, slow_read
):
    window = start_reading(qtbot, seasons_db, whole_reads, slow_read)
    window.season_combo.setCurrentIndex(0)
    window.season_combo.activated.emit(0)  # an earlier season needs the whole league now
    assert len(whole_reads) == 2 and slow_read.threads[-1] == "MainThread"
    assert standings_rows(window.screens["standings"]) == expected_standings(whole, "2000")
    read_here = window.context.service.league

    slow_read.gate.set()
    qtbot.waitUntil(lambda: everything_built(window))
    qtbot.waitUntil(lambda: not window.reading_note.isVisible())  # the worker is done
    assert window.context.service.league is read_here  # the worker's is dropped
    assert standings_rows(window.screens["standings"]) == expected_standings(whole, "2000")


def test_a_write_during_the_read_is_kept(qtbot, seasons_db, whole_reads, slow_read):
    window = start_reading(qtbot, seasons_db, whole_reads, slow_read)
    nina = Player("new1", "Nina Newcomer")
    assert window.context.push(add_player(window.context, nina))

    slow_read.gate.set()
    qtbot.waitUntil(lambda: everything_built(window))
    qtbot.waitUntil(lambda: not window.reading_note.isVisible())  # the worker is done
    players = window.screens["players"]
    assert "Nina Newcomer" in column_texts(players.proxy, PlayerColumn.NAME)
    assert window.context.service.players_by_id()["new1"] == nina
    reopened = LeagueService.open(seasons_db)
    try:
        assert reopened.league == window.context.service.league
    finally:
        reopened.close()


def test_opening_another_league_during_the_read_shows_that_league(
    qtbot, seasons_db, league_db, whole_reads, slow_read
):
    window = start_reading(qtbot, seasons_db, whole_reads, slow_read)
    reads = len(whole_reads)
    assert window.file_actions.open_path(league_db)
    # The sample league opens like at start: its latest season now, the rest by a worker.
    assert len(whole_reads) == reads
    assert window.windowTitle() == "Azwine Group Poker Tour (sample) — 2026[*] — leaguemgr"
    qtbot.waitUntil(window.reading_note.isVisible)  # once the window has painted it
    assert not worker_done(seasons_db)

    slow_read.gate.set()
    qtbot.waitUntil(lambda: everything_built(window))
    qtbot.waitUntil(lambda: worker_done(seasons_db))
    qtbot.wait(50)  # the poll that finds the old read done
    assert window.windowTitle() == "Azwine Group Poker Tour (sample) — 2026[*] — leaguemgr"
    reopened = LeagueService.open(league_db)
    try:
        assert window.context.service.league == reopened.league
        players = column_texts(window.screens["players"].proxy, PlayerColumn.NAME)
        assert sorted(players) == sorted(p.name for p in reopened.league.players)
    finally:
        reopened.close()


def test_closing_the_window_during_the_read_drops_it(qtbot, seasons_db, whole_reads, slow_read):
    window = start_reading(qtbot, seasons_db, whole_reads, slow_read)
    window.close()
    assert not worker_done(seasons_db)
    slow_read.gate.set()
    qtbot.waitUntil(lambda: worker_done(seasons_db))
    qtbot.wait(50)
    assert len(window.screens.built()) == 1


def test_a_league_only_the_worker_cannot_read_is_read_as_before(
    qtbot, seasons_db, whole, monkeypatch
):
    read = league_reading.load_whole_league

    def worker_fails(session):
        if threading.current_thread() is not threading.main_thread():
            raise StorageError("disk I/O error")
        return read(session)

    monkeypatch.setattr(league_reading, "load_whole_league", worker_fails)
    window = start(qtbot, seasons_db, [])
    qtbot.waitUntil(lambda: everything_built(window))
    assert window.context is not None and not window.reading_note.isVisible()
    assert window.context.service.league == whole.league

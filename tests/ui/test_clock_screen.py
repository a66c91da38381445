"""The clock on the Night screen and on the big screen (issue #10), told the time by a fake
clock: the strip and the big screen show the level and the time left at given times, the
Night menu's keys start, pause, resume, step levels and add or take off a minute through
the night service (from any screen, and from the big screen), the rebuy offer follows the
clock, and at 1920×1080 and 1280×720 every text of the big screen fits its label."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from leaguemgr.domain.clock.clock import clock_face
from leaguemgr.domain.clock.structure import Break, Level
from leaguemgr.exporters.big_screen_text import figure_texts
from leaguemgr.services.night_service import NightService
from leaguemgr.ui import settings
from leaguemgr.ui.bigscreen.big_screen_window import BigScreenWindow
from leaguemgr.ui.night.clock_sounds import Sound
from leaguemgr.ui.night.clock_text import blinds_text
from tests.night_league import make_night_league
from tests.ui.test_night_screen import (
    EVENT,
    SEASON,
    arrive,
    bust,
    open_night,
    open_window,
    press,
)

T0 = 1_764_028_800.0


class FakeClock:
    def __init__(self, now: float = T0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def az_db(tmp_path: Path) -> Path:
    return make_night_league(tmp_path / "az.sqlite", tmp_path)


@pytest.fixture
def night(qtbot, az_db, clock):
    """The main window on the Night screen, a night started with four players arrived
    and seated, the clock not started; the service told the time by ``clock``."""
    window = open_window(qtbot, az_db)
    view = open_night(qtbot, window)
    view.nights = NightService(window.context.service, random.Random(11), now=clock)
    press(qtbot, "Ctrl+Shift+S")
    names = [p.name for p in window.context.service.league.players][:4]
    for name in names:
        arrive(qtbot, view, name)
    press(qtbot, "Ctrl+D")
    return window, view, names


def key(qtbot, widget, keys: str) -> None:
    sequence = QKeySequence(keys)[0]
    qtbot.keyClick(widget, sequence.key(), sequence.keyboardModifiers())


def reading(view):
    return view.nights.clock(SEASON, EVENT)


def level_minutes(view, level: int) -> int:
    return view.data.night.structure.levels[level - 1].minutes


def test_the_strip_shows_the_level_and_the_time_left_at_each_moment(qtbot, night, clock):
    window, view, _names = night
    strip = view.clock.strip
    assert strip.phase.text() == "Level 1"
    assert strip.state.text() == "Not started"
    key(qtbot, window, "F5")
    assert reading(view).running
    assert view.message.text() == "Clock started"
    first = level_minutes(view, 1) * 60
    clock.wait(65)
    view.clock.ticker.tick()
    assert strip.phase.text() == "Level 1"
    assert strip.time.text() == clock_face(first - 65)
    structure = view.data.night.structure
    assert strip.blinds.text() == blinds_text(structure.levels[0], structure.game)
    assert strip.next.text() == f"Next: {blinds_text(structure.levels[1], structure.game)}"
    assert strip.state.text() == ""
    assert strip.rebuys.text() == "Rebuys open"
    clock.wait(first - 65 + 30)  # 30 s into what follows level 1
    view.clock.ticker.tick()
    now = reading(view)
    assert strip.time.text() == clock_face(now.period_seconds - 30)
    if isinstance(structure.periods[1], Break):
        assert strip.phase.text() == "Break"
    else:
        assert strip.phase.text() == "Level 2"
    # The rest of the Night screen follows the clock without an action.
    assert view.data.night.level == now.level


def test_the_keys_pause_resume_step_and_adjust_through_the_service(qtbot, night, clock):
    window, view, _names = night
    # Pressed where the director types (the name field): the keys still reach the clock.
    assert QApplication.focusWidget() is view.bust.name_field
    press(qtbot, "F5")
    clock.wait(30)
    press(qtbot, "F5")
    assert not reading(view).running
    assert view.message.text() == "Clock paused"
    assert view.log.item(0).text() == "Clock paused"  # in the night's log, as Undo names it
    left = reading(view).seconds_left
    clock.wait(300)  # a dispute: the time stands still
    view.clock.ticker.tick()
    assert view.clock.strip.time.text() == clock_face(left)
    assert view.clock.strip.state.text() == "Paused"
    press(qtbot, "F5")
    assert reading(view).running
    press(qtbot, "Ctrl+=")
    assert reading(view).seconds_left == left + 60
    assert view.log.item(0).text() == "Clock: 1:00 added"
    press(qtbot, "Ctrl+-")
    assert reading(view).seconds_left == left
    # From another screen the Night menu's keys still move the clock.
    key(qtbot, window, "Ctrl+1")
    assert window.tabs.currentWidget() is not view
    key(qtbot, window, "Ctrl+Right")
    assert reading(view).period == 1
    key(qtbot, window, "Ctrl+Left")
    assert reading(view).period == 0
    assert reading(view).seconds_left == level_minutes(view, 1) * 60


def test_the_rebuy_offer_closes_when_the_clock_leaves_the_period(qtbot, night, clock):
    window, view, names = night
    until = view.data.night.rules.rebuy_until_level
    assert until is not None
    key(qtbot, window, "F5")
    structure = view.data.night.structure
    # Run the clock to just past the end of the last rebuy level, with no action since.
    seconds, played = 0, 0
    for period in structure.periods:
        seconds += period.minutes * 60
        played += isinstance(period, Level)
        if played == until:
            break
    clock.wait(seconds + 5)
    view.clock.ticker.tick()
    assert view.clock.strip.rebuys.text() == "Rebuys closed"
    bust(qtbot, view, [names[0]], answer=None)  # out, no rebuy asked
    assert names[0] not in [view.names.name(p) for p in view.data.night.remaining]


def test_the_big_screen_shows_the_clock_and_answers_the_keys(qtbot, night, clock):
    window, view, _names = night
    key(qtbot, window, "Ctrl+Shift+B")
    big = view.clock.big_screen
    assert isinstance(big, BigScreenWindow) and big.isVisible()
    assert settings.big_screen_name() == big.screen().name()
    assert big.title.text() == "AZ league · Event 12 · Level 1 — clock not started"
    assert big.panels["players"].text() == "4 of 4"
    key(qtbot, window, "F5")
    clock.wait(61)
    view.clock.ticker.tick()
    assert big.time.text() == clock_face(level_minutes(view, 1) * 60 - 61)
    assert big.title.text() == "AZ league · Event 12 · Level 1"
    assert big.rebuys.text() == "Rebuys open"
    big.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is big)
    key(qtbot, big, "F5")  # the Night menu's key, pressed on the big screen
    assert not reading(view).running
    assert big.state.text() == "Paused"
    key(qtbot, big, "Space")
    assert reading(view).running
    key(qtbot, big, "Ctrl+Right")
    assert reading(view).period == 1
    big.close()
    assert reading(view).running  # closing the big screen leaves the clock running


def test_the_big_screen_reads_at_both_sizes_with_nothing_cut_off(qtbot, night, clock):
    window, view, _names = night
    window.clock_actions.big_screen.trigger()
    big = view.clock.big_screen
    key(qtbot, window, "F5")
    clock.wait(90)
    view.clock.ticker.tick()
    for width, height in ((1920, 1080), (1280, 720)):
        big.resize(width, height)
        QApplication.processEvents()
        assert big.size().width() == width
        cut = [
            (label.objectName(), label.text())
            for label in big.labels()
            if label.isVisible() and not label.fits()
        ]
        assert cut == []
        # Readable across a room: the time at least a fifth of the window's height.
        assert big.time.font().pixelSize() >= height // 5
        assert big.blinds.font().pixelSize() >= height // 20
        # The longest it gets: ten payout lines, a long name, big blinds, a long note.
        shown = figure_texts(big.figures, "USD")
        big._show_texts(
            dataclasses.replace(
                shown,
                time="1:05:00",
                rebuys="Rebuys open · late entry closed",
                blinds="100,000 / 200,000 ante 25,000",
                next="Next: 150,000 / 300,000 ante 50,000",
                color_up="Remove the T25 chips and half of the T100 chips; race off the odd ones",
                payouts="\n".join(f"{n}th  $12,345.50" for n in range(1, 11)),
                panels={**shown.panels, "bounty": "Maximilian Bartholomew-Featherstonehaugh"},
            )
        )
        QApplication.processEvents()
        assert [label.objectName() for label in big.labels() if not label.fits()] == []


def test_the_sounds_come_once_at_the_last_minute_and_the_end_and_can_be_turned_off(
    qtbot, night, clock
):
    window, view, _names = night
    asked: list = []
    view.clock.sounds.play = asked.append
    key(qtbot, window, "F5")
    first = level_minutes(view, 1) * 60
    clock.wait(first - 62)
    for _second in range(4):  # the ticker's reads, one a second, across the last minute
        view.clock.ticker.tick()
        clock.wait(1)
    assert asked == [Sound.LAST_MINUTE]
    action = window.clock_actions.sounds
    assert action.isChecked()
    action.trigger()  # Night ▸ Clock sounds off, and remembered
    assert not settings.clock_sounds()
    clock.wait(60 - 4)
    for _second in range(4):
        view.clock.ticker.tick()
        clock.wait(1)
    assert asked == [Sound.LAST_MINUTE]  # the level's end passed in silence


def test_the_strip_fits_a_1024x600_window_with_nothing_cut_off(qtbot, night, clock):
    window, view, _names = night
    assert view.minimumSizeHint().width() <= 1024  # the strip asks for no more room
    window.resize(1024, 600)  # as small as the other screens let the window be
    key(qtbot, window, "F5")
    strip = view.clock.strip
    for wait in (2 * 60, 40 * 60, 25 * 60):  # level 1, level 3, the break after level 4
        clock.wait(wait)
        view.clock.ticker.tick()
        QApplication.processEvents()
        labels = (strip.phase, strip.time, strip.blinds, strip.next, strip.breaks, strip.rebuys)
        cut = [
            label.text()
            for label in labels
            if label.fontMetrics().horizontalAdvance(label.text()) > label.contentsRect().width()
        ]
        assert cut == []
    # The longest the entries' line gets: a season that closes late entries before rebuys.
    reading = view.nights.clock(view.data.season, view.data.number)
    strip.show_clock(reading, rebuys_open=False, late_open=True)
    QApplication.processEvents()
    assert strip.rebuys.text() == "Late entry only"
    assert strip.rebuys.toolTip() == "Rebuys closed · late entry open"
    shown = strip.rebuys.fontMetrics().horizontalAdvance(strip.rebuys.text())
    assert shown <= strip.rebuys.contentsRect().width()


def test_the_timer_runs_only_while_a_running_clock_is_on_screen(qtbot, night, clock):
    window, view, _names = night
    timer = view.clock.ticker.timer
    assert not timer.isActive()  # the clock not started: nothing changes on screen
    key(qtbot, window, "F5")
    assert timer.isActive() and 0 < timer.interval() <= 1005  # to the next whole second
    window.showMinimized()
    qtbot.waitUntil(lambda: not timer.isActive())
    window.showNormal()
    qtbot.waitUntil(timer.isActive)
    key(qtbot, window, "F5")  # paused: the time stands still
    assert not timer.isActive()


def test_the_big_screen_goes_full_screen_and_back(qtbot, night):
    window, view, _names = night
    key(qtbot, window, "Ctrl+Shift+B")
    big = view.clock.big_screen
    key(qtbot, big, "F11")
    assert big.isFullScreen() and not big.chooser.isVisible()
    key(qtbot, big, "Escape")
    assert not big.isFullScreen() and big.chooser.isVisible()
    assert big.screen_combo.count() == len(QApplication.screens())


def test_the_clock_keys_without_a_night_say_so_in_the_status_bar(qtbot, az_db):
    window = open_window(qtbot, az_db)
    key(qtbot, window, "F5")
    assert "no night is running" in window.statusBar().currentMessage()
    strip = window.screens["night"].clock.strip
    assert strip.blinds.text() == "No night running"
    assert not strip.toggle_button.isEnabled()

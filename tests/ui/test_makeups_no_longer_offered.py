"""A make-up buy-in the standings no longer offer (SPEC 2.8) is said where the night is closed,
where the event is saved (its fee leaves the pool: money that moves) and on the Championship
screen, where one key removes it and Undo brings it back."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from leaguemgr.domain.records import Entry, Event
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.money_moves_dialog import Decision
from leaguemgr.ui.night import night_actions
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
HAL = "Hal A7"  # p07: 6 of the 7 events needed, in the field by a $60 make-up


def az_league(path: Path, prepare=None) -> Path:
    service = LeagueService.open(path)
    try:
        service.import_league_file(AZ)
        if prepare is not None:
            prepare(service)
    finally:
        service.close()
    return path


def open_window(qtbot, path: Path) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    main.load_service(LeagueService.open(path))
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    return main


def hal_plays_event_12(service: LeagueService) -> None:
    """A seventh night for Hal: the make-up he bought is no longer offered."""
    entries = (Entry("p07", finish=1), Entry("p01", finish=2))
    service.save_event("2026", Event(12, entries=entries))


def late_texts(screen) -> list[str]:
    return [screen.late_makeups.item(i).text() for i in range(screen.late_makeups.count())]


def test_the_championship_screen_says_so_and_delete_removes_the_make_up_undoably(
    qtbot, tmp_path: Path
):
    window = open_window(qtbot, az_league(tmp_path / "az.sqlite", hal_plays_event_12))
    screen = window.show_screen("championship")
    service = window.context.service
    assert screen.late_box.isVisibleTo(screen)
    assert late_texts(screen) == [f"{HAL}: the player qualified on points"]
    assert screen.remove_makeup_button.isEnabled()

    screen.late_makeups.setFocus()
    qtbot.keyClick(screen.late_makeups, Qt.Key.Key_Delete)
    assert service.season("2026").championship.makeups == ()
    assert not screen.late_box.isVisibleTo(screen)
    assert window.undo_action.text() == f"&Undo Remove {HAL}'s make-up buy-in"

    window.undo_action.trigger()
    assert service.season("2026").championship.makeups == ("p07",)
    assert late_texts(screen) == [f"{HAL}: the player qualified on points"]


def test_the_championship_screen_shows_nothing_when_every_make_up_is_offered(qtbot, tmp_path: Path):
    window = open_window(qtbot, az_league(tmp_path / "az.sqlite"))
    screen = window.show_screen("championship")
    assert not screen.late_box.isVisibleTo(screen)
    assert screen.late_makeups.count() == 0


def test_saving_an_event_that_takes_a_make_up_away_lists_the_fee_leaving_the_pool(
    qtbot, tmp_path: Path, money_moves
):
    window = open_window(qtbot, az_league(tmp_path / "az.sqlite"))
    view = window.show_screen("events")
    view.select_event(3)  # closed; Hal did not play it
    editor = view.editor
    editor.add_entry("p07")
    row = editor.model.row_of("p07")
    assert editor.model.setData(editor.model.index(row, Column.FINISH), "13")

    assert editor.save() is False  # Enter is Cancel: nothing moves by accident
    (rows,) = money_moves
    assert ("Make-up fee (championship pool)", HAL, "$60.00", "$0.00", "-$60.00") in rows
    assert window.context.service.season("2026").championship.makeups == ("p07",)

    money_moves.answer = Decision.MOVE
    assert editor.save() is True
    champ = window.context.service.report("2026").championship
    assert [m.player for m in champ.makeups_no_longer_offered] == ["p07"]
    assert dict(champ.pool_sources)["make-up fees"] == 0


def test_closing_the_night_says_which_make_up_it_takes_away(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    def night_to_close(service: LeagueService) -> None:
        nights = NightService(service, random.Random(3))
        nights.start("2026", 12)
        nights.arrive("2026", 12, "p07")
        nights.arrive("2026", 12, "p01")
        nights.draw("2026", 12)
        nights.bust("2026", 12, ["p01"], ["p07"])

    window = open_window(qtbot, az_league(tmp_path / "az.sqlite", night_to_close))
    view = window.show_screen("night")
    view.refresh()
    assert view.data is not None and view.data.number == 12
    asked: list[str] = []

    def answer(_parent, _title, question, *_args):
        asked.append(question)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    # The close lists the cash-out too, in a box wide enough for it.
    monkeypatch.setattr(night_actions, "wide_question", answer)
    view.actions.close_night()

    said = (
        f"Make-up buy-in of {HAL} no longer offered: the player qualified on points; "
        "its $60.00 fee leaves the championship pool"
    )
    assert len(asked) == 1
    assert asked[0].startswith("Close event 12? Its result and money are then final.\n\n")
    assert asked[0].endswith(f"\n\n{said}")
    assert view.message.text() == f"Closed event 12. {said}"
    screen = window.show_screen("championship")
    assert late_texts(screen) == [f"{HAL}: the player qualified on points"]


def test_a_new_night_that_takes_a_make_up_away_says_so_and_enter_saves(
    qtbot, tmp_path: Path, money_moves
):
    window = open_window(qtbot, az_league(tmp_path / "az.sqlite"))
    view = window.show_screen("events")
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    for finish, player in enumerate(["p07", "p01"], 1):
        editor.add_entry(player)
        index = editor.model.index(editor.model.row_of(player), Column.FINISH)
        assert editor.model.setData(index, str(finish))

    assert editor.save() is True  # nothing paid out moves: Enter saves
    assert money_moves == [[("Make-up fee (championship pool)", HAL, "$60.00", "$0.00", "-$60.00")]]
    champ = window.context.service.report("2026").championship
    assert [m.player for m in champ.makeups_no_longer_offered] == ["p07"]

"""Night ▸ Directors… (SPEC 11): the organizer makes a director, reads their link and its QR
code once the phone page is on, reissues it and ends it; a refusal and a fault are said in
the dialog, which stays open."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_directors import director_of_token
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.night.directors_dialog import NO_NIGHT, PHONES_OFF, DirectorsDialog
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from tests.night_league import make_night_league
from tests.ui.test_night_screen import EVENT, SEASON, az_db, night_window, start_with

__all__ = ["az_db", "night_window"]


def directors_from_menu(window) -> DirectorsDialog:
    night_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "Ni&ght")
    action = next(a for a in night_menu.actions() if a.text() == "Directors…")
    assert action.isEnabled()
    action.trigger()
    return window.directors_dialog


def add(qtbot, dialog: DirectorsDialog, name: str) -> None:
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, name)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def token_of(url: str) -> str:
    return url.rsplit("/d/", 1)[1]


def test_a_director_made_reissued_and_ended_from_the_dialog(qtbot, night_window) -> None:
    start_with(qtbot, night_window, 0)
    dialog = directors_from_menu(night_window)
    assert dialog.isVisible() and dialog.message.text() == PHONES_OFF

    add(qtbot, dialog, "  Ann Lee ")
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == ["Ann Lee"]
    assert dialog.name.text() == ""
    assert dialog.url.text() == "(served with Players' Phones)" and dialog.qr.isHidden()
    assert dialog.message.text().startswith("Ann Lee is a director tonight. Start Players'")

    assert night_window.phones.start("127.0.0.1", 0) is None  # the page on: the link shows
    try:
        base = night_window.phones.server.base
        link = dialog.url.text()
        assert link.startswith(f"{base}/d/") and dialog.qr.text() == link
        assert dialog.qr.isVisible() and dialog.message.text() == ""
        service = night_window.context.service
        assert director_of_token(service, token_of(link))[:2] == (SEASON, EVENT)

        click(qtbot, dialog.reissue_button)
        new = dialog.url.text()
        assert new != link and dialog.qr.text() == new
        assert "the old one no longer works" in dialog.message.text()
        assert director_of_token(service, token_of(link)) is None

        add(qtbot, dialog, "Hal")
        assert dialog.list.currentItem().text() == "Hal"  # the one just made is shown
        dialog.list.setCurrentRow(0)
        assert dialog.url.text() == new
        click(qtbot, dialog.end_button)
        assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == ["Hal"]
        assert dialog.message.text() == "Ann Lee's link no longer works."
        assert director_of_token(service, token_of(new)) is None
        assert dialog.isVisible()
    finally:
        night_window.phones.stop()


def test_a_name_taken_is_refused_in_the_dialog(qtbot, night_window) -> None:
    start_with(qtbot, night_window, 0)
    dialog = directors_from_menu(night_window)
    add(qtbot, dialog, "Ann")
    add(qtbot, dialog, "ANN")
    assert dialog.message.text() == "Ann is already directing this night."
    assert "b00020" in dialog.message.styleSheet()  # said as a problem
    assert dialog.list.count() == 1 and dialog.isVisible()
    assert dialog.name.text() == "ANN"  # kept, to be corrected


def test_no_night_running_says_so(qtbot, night_window) -> None:
    dialog = directors_from_menu(night_window)
    assert dialog.message.text() == NO_NIGHT and not dialog.add_button.isEnabled()


def test_a_league_that_may_only_be_read_is_explained_in_the_dialog(qtbot, tmp_path) -> None:
    path = make_night_league(tmp_path / "az.sqlite", tmp_path)
    writer = LeagueService.open(path)
    NightService(writer, random.Random(1)).start(SEASON, EVENT)
    writer.close()
    service = LeagueService.open(path, read_only=True)
    try:
        publisher = PhonesPublisher(lambda: None)
        dialog = DirectorsDialog(lambda: (service, SEASON, EVENT), publisher)
        qtbot.addWidget(dialog)
        dialog.show()
        add(qtbot, dialog, "Ann")
        said = dialog.message.text()
        assert "read" in said.lower() and "Ann" not in [
            dialog.list.item(i).text() for i in range(dialog.list.count())
        ]
        assert dialog.isVisible()
    finally:
        service.close()

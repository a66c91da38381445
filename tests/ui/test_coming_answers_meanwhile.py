"""Answers from the web while the organizer plans the night (SPEC 10, issue 41 item 6): on
the real window, an answer is not an edit. It never makes the organizer's Save night fail
("another program changed the league"), never clears the Undo stack, and a save or an undo
of the night keeps the answers that came meanwhile."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_service import LeagueService
from tests.ui.test_going_list import rsvp_db
from tests.ui.test_night_screen import SEASON, open_window, press


@pytest.fixture
def site(tmp_path: Path):
    """The app's window on the league, and the web site: another program on the same file."""
    db = rsvp_db(tmp_path)
    service = LeagueService.open(db)
    yield db, service
    service.close()


def _deadline(text: str) -> QDateTime:
    return QDateTime.fromString(text, "yyyy-MM-ddTHH:mm")


def _stored_answers(db: Path) -> list[tuple[str, str]]:
    reader = LeagueService.open(db)
    try:
        return [(a.player, a.answer.value) for a in reader.event(SEASON, 12).rsvp]
    finally:
        reader.close()


def test_saves_during_a_burst_of_answers_all_land_and_keep_the_answers(qtbot, site) -> None:
    db, web = site
    window = open_window(qtbot, db)
    press(qtbot, "Ctrl+Shift+Y")
    dialog = window.coming_dialog
    context = window.context
    before = len(_stored_answers(db))
    failures: list[str] = []
    context.failed.connect(failures.append)
    for seats, player in ((3, "p08"), (4, "p09"), (5, "p10"), (6, "p11")):
        # An answer lands between the organizer's read and the save, as in a burst.
        rsvp_service.answer(web, SEASON, 12, player, RsvpAnswer.YES)
        dialog.seats.setValue(seats)
        dialog.save_button.click()
        assert failures == []
    assert context.undo_stack.count() == 4
    stored = _stored_answers(db)
    assert len(stored) == before + 4
    assert stored[-4:] == [("p08", "yes"), ("p09", "yes"), ("p10", "yes"), ("p11", "yes")]
    assert window.context.service.event(SEASON, 12).seats == 6
    # The app reads the answers within a second or two, and the Undo stack stands.
    qtbot.waitUntil(lambda: dialog.summary.text().startswith("6 of 6 going"), timeout=2500)
    assert context.undo_stack.count() == 4 and context.undo_stack.canUndo()
    assert window.statusBar().currentMessage() == "New answers from the league's web site"


def test_an_undo_after_answers_came_keeps_them(qtbot, site) -> None:
    db, web = site
    window = open_window(qtbot, db)
    press(qtbot, "Ctrl+Shift+Y")
    dialog = window.coming_dialog
    dialog.has_deadline.setChecked(True)
    dialog.deadline.setDateTime(_deadline("2026-12-04T17:30"))
    dialog.save_button.click()
    rsvp_service.answer(web, SEASON, 12, "p09", RsvpAnswer.YES)
    qtbot.waitUntil(lambda: dialog.lists["waitlist"].count() == 2, timeout=2500)
    assert window.context.undo()  # Ctrl+Z: the deadline as it was
    assert window.context.service.event(SEASON, 12).rsvp_by == "2026-12-04T18:00"
    assert _stored_answers(db)[-1] == ("p09", "yes")
    assert dialog.lists["waitlist"].count() == 2


def test_removing_a_night_that_got_answers_unseen_is_refused(qtbot, site, faults_shown) -> None:
    db, web = site
    window = open_window(qtbot, db)
    press(qtbot, "Ctrl+Shift+Y")
    dialog = window.coming_dialog
    dialog.new_button.click()  # event 13
    failures: list[str] = []
    window.context.failed.connect(failures.append)
    window.change_watcher.timer.stop()  # the answer is not read before the undo
    rsvp_service.answer(web, SEASON, 13, "p04", RsvpAnswer.YES)
    assert not window.context.undo()
    assert failures and "players answered for event 13 on the web" in failures[0]
    (shown,) = faults_shown
    told = shown.informativeText()
    assert told.startswith(
        "“Undo Save event 13” was not saved: a player answering on the league's web site"
        " changed the league at 2026-"
    )
    assert _stored_answers_of(db, 13) == [("p04", "yes")]


def _stored_answers_of(db: Path, number: int) -> list[tuple[str, str]]:
    reader = LeagueService.open(db)
    try:
        return [(a.player, a.answer.value) for a in reader.event(SEASON, number).rsvp]
    finally:
        reader.close()


def test_answers_read_while_the_organizer_types_leave_the_typing_alone(qtbot, site) -> None:
    db, web = site
    window = open_window(qtbot, db)
    press(qtbot, "Ctrl+Shift+Y")
    dialog = window.coming_dialog
    dialog.seats.setValue(5)  # typed, not saved yet
    rsvp_service.answer(web, SEASON, 12, "p09", RsvpAnswer.YES)
    qtbot.waitUntil(lambda: dialog.lists["waitlist"].count() == 2, timeout=2500)
    assert dialog.seats.value() == 5
    dialog.save_button.click()
    assert window.context.service.event(SEASON, 12).seats == 5
    assert dialog.summary.text().startswith("4 of 5 going, 0 waiting")
    assert window.context.undo()  # the form follows the undo: 2 seats again
    assert dialog.seats.value() == 2

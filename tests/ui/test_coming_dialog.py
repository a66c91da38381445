"""Night ▸ Who Is Coming… (SPEC 10): the organizer plans a night's seats and answer-by
time, and an answer given on the site shows in the open dialog within 2 seconds."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_service import LeagueService
from tests.ui.test_going_list import rsvp_db
from tests.ui.test_night_screen import SEASON, open_window, press


def test_plan_the_seats_and_see_an_answer_from_the_site_come_in(qtbot, tmp_path: Path) -> None:
    db = rsvp_db(tmp_path)
    window = open_window(qtbot, db)
    press(qtbot, "Ctrl+Shift+Y")
    dialog = window.coming_dialog
    assert dialog.isVisible()
    assert dialog.night.currentData() == 12
    assert dialog.summary.text() == "2 of 2 going, 1 waiting, 1 declined, 18 not answered"
    dialog.seats.setValue(3)
    dialog.deadline.setDateTime(QDateTime.fromString("2026-12-04T17:30", "yyyy-MM-ddTHH:mm"))
    dialog.save_button.click()
    event = window.context.service.event(SEASON, 12)
    assert event.seats == 3 and event.rsvp_by == "2026-12-04T17:30"
    # p07 moved up
    assert dialog.summary.text() == "3 of 3 going, 0 waiting, 1 declined, 18 not answered"

    site = LeagueService.open(db)  # the web site, another program on the same league
    try:
        rsvp_service.answer(site, SEASON, 12, "p09", RsvpAnswer.YES)
    finally:
        site.close()
    name = window.screens["night"].names.name("p09") if "night" in window.screens else "p09"
    qtbot.waitUntil(lambda: dialog.lists["waitlist"].count() == 1, timeout=2000)
    assert dialog.lists["waitlist"].item(0).text().startswith(name.split()[0])

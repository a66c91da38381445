"""Who Is Coming for the organizer (SPEC 10, issue 41 item 11), on the real window: who has
not answered, each answer's time and a player's history, an answer recorded for a player
who answered in the group chat (kept ``by: organizer``, undoable), and a new night on the
league's usual weekday and time."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from PySide6.QtCore import QTime

from leaguemgr.domain.cadence import next_on_weekday
from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.rsvp_service import local_now
from tests.ui.test_going_list import rsvp_db
from tests.ui.test_night_screen import SEASON, open_window, press


def _texts(widget) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


def _open(qtbot, tmp_path: Path):
    window = open_window(qtbot, rsvp_db(tmp_path))
    press(qtbot, "Ctrl+Shift+Y")
    return window, window.coming_dialog


def test_who_has_not_answered_each_answer_s_time_and_a_history(qtbot, tmp_path: Path) -> None:
    _window, dialog = _open(qtbot, tmp_path)
    lists = dialog.lists
    assert dialog.summary.text() == "2 of 2 going, 1 waiting, 1 declined, 18 not answered"
    assert _texts(lists["going"]) == ["Bob A1 · Tue Dec 1, 19:00", "Cat A2 · Wed Dec 2, 08:30"]
    assert _texts(lists["waitlist"]) == ["Hal A7 · Wed Dec 2, 09:00"]
    assert _texts(lists["declined"]) == ["Dan A3 · Tue Dec 1, 19:06"]
    unanswered = _texts(lists["unanswered"])
    assert len(unanswered) == 18 and unanswered[:3] == ["Ann A0", "Eve A4", "Fay A5"]
    assert "Bob A1" not in unanswered and "Vic A21" in unanswered
    lists["going"].setCurrentRow(1)  # Cat changed her mind twice
    assert dialog.answers.history_title.text() == "History of Cat A2: 3 answers"
    assert _texts(dialog.answers.history) == [
        "yes, Tue Dec 1, 19:05:00",
        "no, Wed Dec 2, 08:00:00",
        "yes, Wed Dec 2, 08:30:00",
    ]
    lists["unanswered"].setCurrentRow(0)
    assert _texts(dialog.answers.history) == ["Ann A0 has not answered"]


def test_an_answer_recorded_for_a_player_is_kept_by_the_organizer_and_undone(
    qtbot, tmp_path: Path
) -> None:
    window, dialog = _open(qtbot, tmp_path)
    lists = dialog.lists
    lists["unanswered"].setCurrentRow(0)  # Ann said yes in the group chat
    dialog.answers.buttons[RsvpAnswer.YES].click()
    assert "Ann A0" not in _texts(lists["unanswered"])
    (waiting,) = [t for t in _texts(lists["waitlist"]) if t.startswith("Ann A0")]
    assert waiting.endswith("(by organizer)")
    assert dialog.summary.text() == "2 of 2 going, 2 waiting, 1 declined, 17 not answered"
    assert _texts(dialog.answers.history)[-1].endswith("(recorded by the organizer)")
    exported = tmp_path / "out.league.json"
    reader = LeagueService.open(tmp_path / "rsvp.sqlite")
    try:
        reader.export_league_file(exported)
    finally:
        reader.close()
    answers = json.loads(exported.read_text())["seasons"][0]["events"][-1]["rsvp"]
    assert answers[-1]["player"] == "p00" and answers[-1]["by"] == "organizer"
    assert "by" not in answers[0]
    assert window.context.undo_stack.undoText() == "Record Ann A0's yes for event 12"
    press(qtbot, "Ctrl+Z")
    assert _texts(lists["unanswered"])[0] == "Ann A0"
    assert [a.player for a in window.context.service.event(SEASON, 12).rsvp][-1] == "p07"
    press(qtbot, "Ctrl+Shift+Z")
    assert "Ann A0" not in _texts(lists["unanswered"])


def test_a_new_night_is_on_the_usual_weekday_and_time(qtbot, tmp_path: Path) -> None:
    window, dialog = _open(qtbot, tmp_path)
    dialog.has_time.setChecked(True)
    dialog.time.setTime(QTime(19, 30))
    dialog.place.setText("The Back Room")
    dialog.save_button.click()
    assert window.context.service.event(SEASON, 12).time == "19:30"
    dialog.new_button.click()
    new = window.context.service.event(SEASON, 13)
    today = dt.date.fromisoformat(local_now("America/Phoenix")[:10])
    expected = next_on_weekday(dt.date(2026, 12, 4), today)
    assert new.date == expected.isoformat() and expected.weekday() == 4  # a Friday
    assert (new.time, new.place) == ("19:30", "The Back Room")
    assert dialog.night.currentData() == 13
    assert dialog.time.time().toString("HH:mm") == "19:30"
    assert dialog.place.text() == "The Back Room"
    reader = LeagueService.open(tmp_path / "rsvp.sqlite")  # as stored, read afresh
    try:
        stored = reader.event(SEASON, 13)
        assert (stored.date, stored.time, stored.place) == (new.date, "19:30", "The Back Room")
    finally:
        reader.close()

"""At the door (SPEC 10): the Night screen lists who said yes and is not here yet, going
first then the waitlist, and Enter on a name arrives that player."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from leaguemgr.services.league_service import LeagueService
from tests.ui.test_night_screen import EVENT, open_night, open_window, press
from tests.web.rsvp_league import rsvp_document


def rsvp_db(tmp_path: Path) -> Path:
    document = rsvp_document(seats=2)
    document["seasons"][0]["championship"]["makeups"] = []  # as the night tests' league
    document["seasons"][0]["events"][-1]["rsvp"].append(
        {"player": "p07", "answer": "yes", "at": "2026-12-02T09:00:00"}
    )
    source = tmp_path / "rsvp.league.json"
    source.write_text(json.dumps(document))
    db = tmp_path / "rsvp.sqlite"
    service = LeagueService.open(db)
    service.import_league_file(source)
    service.close()
    return db


def test_enter_on_the_going_list_arrives_the_player(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, rsvp_db(tmp_path))
    view = open_night(qtbot, window)
    press(qtbot, "Ctrl+Shift+S")
    assert view.data is not None and view.data.number == EVENT
    names = view.names
    assert view.going.players() == ["p01", "p02", "p07"]  # two going, then the waitlist
    assert view.going.item(2).text() == f"{names.name('p07')} (waitlist 1)"
    view.going.setFocus()
    view.going.setCurrentRow(1)
    qtbot.keyClick(view.going, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "p02" in view.data.night.players)
    assert view.going.players() == ["p01", "p07"]  # who said yes and is not here yet


def test_the_list_shows_only_while_someone_who_said_yes_is_still_to_come(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot, rsvp_db(tmp_path))
    view = open_night(qtbot, window)
    press(qtbot, "Ctrl+Shift+S")
    assert view.going.isVisibleTo(view) and view.going_label.isVisibleTo(view)
    for arrived in range(3):
        view.going.setFocus()
        view.going.setCurrentRow(0)
        qtbot.keyClick(view.going, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=arrived: len(view.data.night.players) == n + 1)
    assert view.going.count() == 0
    assert not view.going.isVisibleTo(view) and not view.going_label.isVisibleTo(view)

"""Another program changes the league while the app has it open: nothing of theirs is
overwritten, the app shows their change, and the organizer is told."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.players.player_commands import add_player
from leaguemgr.ui.players.players_table_model import PlayerColumn
from leaguemgr.ui.season import season_commands
from tests.conftest import REPO
from tests.ui.conftest import SAMPLE_LEAGUE, column_texts

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _another_program_adds(league: Path, player: Player) -> None:
    other = LeagueService.open(league)
    try:
        other.add_player(player)
    finally:
        other.close()


def _another_program_renames(league: Path | str, number: int, name: str) -> None:
    other = LeagueService.open(league)
    try:
        other.save_event("2026", replace(other.event("2026", number), name=name))
    finally:
        other.close()


def _stored(league: Path) -> LeagueService:
    return LeagueService.open(league, read_only=True)


def test_an_edit_made_on_a_stale_league_is_refused_reloaded_and_explained(
    window, league_db, faults_shown
):
    context = window.context
    context.push(add_player(context, Player("p-mine", "Mia Mine")))
    assert context.undo_stack.count() == 1
    _another_program_adds(league_db, Player("p-theirs", "Theo Theirs"))

    assert not context.push(season_commands.rename_season(context, "2026", "Spring"))
    (dialog,) = faults_shown
    assert dialog.text() == "Another program changed the league: your change was not saved."
    details = dialog.informativeText()
    assert "Rename season 2026" in details and "the leaguemgr app on" in details
    assert "read again" in details

    # Their change is on screen, the undo history (made against the old league) is gone.
    players = window.show_screen("players")
    assert "Theo Theirs" in column_texts(players.proxy, PlayerColumn.NAME)
    assert context.undo_stack.count() == 0
    stored = _stored(league_db)
    try:
        assert stored.season_names() == ["2026"]
        assert {"p-mine", "p-theirs"} <= {p.id for p in stored.league.players}
    finally:
        stored.close()

    # Made again, on the league as it is now, the edit goes through.
    assert context.push(season_commands.rename_season(context, "2026", "Spring"))
    assert window.season_combo.currentText() == "Spring"


def test_the_event_editor_keeps_what_was_typed_when_its_save_is_stale(
    window, league_db, faults_shown
):
    editor = window.show_screen("events").editor
    editor.fields.name.setText("Typed before the clash")
    editor.fields.name.textEdited.emit("Typed before the clash")
    _another_program_renames(league_db, editor.number, "Renamed at the other venue")

    assert editor.save() is False
    assert len(faults_shown) == 1
    assert editor.is_dirty() and editor.draft.name == "Typed before the clash"
    assert editor.fields.name.text() == "Typed before the clash"
    assert "not saved" in editor.banner.text()

    assert editor.save() is True  # saved now, over the event as it is stored
    stored = _stored(league_db)
    try:
        assert stored.event("2026", editor.number).name == "Typed before the clash"
    finally:
        stored.close()


def test_a_leaguemgr_import_meanwhile_is_not_reverted_by_the_next_save(
    window, league_db, tmp_path, faults_shown
):
    document = json.loads(SAMPLE_LEAGUE.read_text(encoding="utf-8"))
    document["players"].append({"id": "imp1", "name": "Ivan Imported"})
    incoming = tmp_path / "with-ivan.league.json"
    incoming.write_text(json.dumps(document), encoding="utf-8")
    command = [sys.executable, "-m", "leaguemgr", "import", str(incoming), "--db", str(league_db)]
    environment = {**os.environ, "PYTHONPATH": str(REPO)}
    subprocess.run(command, check=True, capture_output=True, env=environment, timeout=120)

    context = window.context
    # The import is read first, then the player goes in after it: both are kept.
    assert context.push(add_player(context, Player("p-mine", "Mia Mine")))
    assert faults_shown == []
    assert "Ivan Imported" in {p.name for p in context.service.league.players}
    stored = _stored(league_db)
    try:
        assert {"imp1", "p-mine"} <= {p.id for p in stored.league.players}
    finally:
        stored.close()


def test_a_league_changed_elsewhere_is_read_again_with_a_note(qtbot, window, league_db):
    context = window.context
    context.push(add_player(context, Player("p-mine", "Mia Mine")))
    players = window.show_screen("players")
    _another_program_adds(league_db, Player("p-theirs", "Theo Theirs"))

    # The watcher's own timer notices within a second or two.
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage().startswith("Reloaded:"), timeout=5000
    )
    note = window.statusBar().currentMessage()
    assert "changed by the leaguemgr app on" in note
    assert "Theo Theirs" in column_texts(players.proxy, PlayerColumn.NAME)
    assert context.undo_stack.count() == 0
    assert not window.change_watcher.check()  # once read, nothing new to read


def test_no_reload_while_an_event_has_unsaved_changes(window, league_db):
    editor = window.show_screen("events").editor
    editor.fields.name.setText("Half typed")
    editor.fields.name.textEdited.emit("Half typed")
    _another_program_adds(league_db, Player("p-theirs", "Theo Theirs"))

    assert not window.change_watcher.check()
    assert editor.fields.name.text() == "Half typed"
    assert "p-theirs" not in {p.id for p in window.context.service.league.players}

    editor.revert()
    assert window.change_watcher.check()
    assert "p-theirs" in {p.id for p in window.context.service.league.players}


@pytest.fixture(params=["file", "server"])
def shown_league(request, window, league_db) -> str:
    """Where the window's league lives: its file, or a copy of it on a server (SPEC 6)."""
    if request.param == "file":
        return str(league_db)
    from leaguemgr.cli import main as cli_main
    from leaguemgr.storage.locations import server_location

    url = request.getfixturevalue("pg_url")
    assert cli_main(["copy", str(league_db), url]) == 0
    assert window.server_actions.open_location(server_location(url))
    return url


def test_a_stale_event_save_names_who_when_and_which_machine_and_offers_to_reload(
    window, shown_league, faults_shown
):
    import socket

    editor = window.show_screen("events").editor
    editor.fields.name.setText("Typed before the clash")
    editor.fields.name.textEdited.emit("Typed before the clash")
    stored_name = "Renamed at the other venue"
    _another_program_renames(shown_league, editor.number, stored_name)

    assert editor.save() is False
    machine = socket.gethostname()
    banner = editor.banner.text()
    assert "not saved" in banner and f"the leaguemgr app on {machine} at 20" in banner
    (dialog,) = faults_shown
    told = dialog.informativeText()
    assert f"the leaguemgr app on {machine} changed the league at 20" in told
    # Nothing of theirs was overwritten, nor was the event changed.
    stored = _stored(shown_league)
    try:
        assert stored.event("2026", editor.number).name == stored_name
    finally:
        stored.close()
    # What was typed stays, and Revert reads the event as it is stored.
    assert editor.fields.name.text() == "Typed before the clash"
    assert editor.revert_action.isEnabled()
    editor.revert_action.trigger()
    assert editor.fields.name.text() == stored_name and not editor.is_dirty()


def test_another_directors_change_elsewhere_and_this_save_both_land(
    window, shown_league, faults_shown
):
    editor = window.show_screen("events").editor
    number = editor.number
    editor.fields.name.setText("Typed meanwhile")
    editor.fields.name.textEdited.emit("Typed meanwhile")
    _another_program_adds(shown_league, Player("p-theirs", "Theo Theirs"))

    # Theirs did not touch this event: it is read, and this save goes in after it.
    assert editor.save() is True
    assert faults_shown == []
    assert not editor.is_dirty()
    players = window.show_screen("players")
    assert "Theo Theirs" in column_texts(players.proxy, PlayerColumn.NAME)
    stored = _stored(shown_league)
    try:
        assert stored.event("2026", number).name == "Typed meanwhile"
        assert "p-theirs" in {p.id for p in stored.league.players}
    finally:
        stored.close()
    assert window.context.undo_stack.count() == 1  # Undo takes back this save only

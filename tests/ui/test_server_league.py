"""File ▸ Open League on a Server…, Move this league to a server… and Save a copy as a
file… (SPEC 6): the dialog builds the URL, a server that refuses is explained and the app
stays open, and a league opened on a server shows its standings like a file's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox

from leaguemgr.cli import main as cli_main
from leaguemgr.storage.locations import server_location
from leaguemgr.ui import settings
from leaguemgr.ui.files.server_dialog import ServerDialog, place_text, server_url
from leaguemgr.ui.standings.standings_table_model import StandingsColumn
from tests.ui.conftest import column_texts

SAMPLE_LEADER = "Tess Morgan"


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text))
    )
    return shown


def ok_button(dialog: ServerDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def answer_server_dialog(monkeypatch, url: str) -> None:
    """The next server dialog is answered with ``url`` pasted, and accepted."""

    def exec_(dialog: ServerDialog) -> int:
        dialog.url.setText(url)
        assert ok_button(dialog).isEnabled()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ServerDialog, "exec", exec_)


def report(db: str, capsys) -> dict:
    capsys.readouterr()
    assert cli_main(["report", "--db", db, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def another_director_adds_a_player_seen_within(qtbot, url: str, players, seconds: float) -> bool:
    """Another program (the director at the other venue) adds Vera Venue to the league at
    ``url``; whether the Players screen ``players`` shows her within ``seconds``."""
    from time import monotonic

    from leaguemgr.domain.records import Player
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.players.players_table_model import PlayerColumn

    other = LeagueService.open(url)
    try:
        other.add_player(Player("p-venue2", "Vera Venue"))
    finally:
        other.close()
    written = monotonic()
    qtbot.waitUntil(
        lambda: "Vera Venue" in column_texts(players.proxy, PlayerColumn.NAME),
        timeout=int(seconds * 1000),
    )
    return monotonic() - written < seconds


# The dialog -----------------------------------------------------------------------------------


def test_the_dialog_builds_the_url_from_server_port_database_and_user(qtbot):
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    assert not ok_button(dialog).isEnabled()  # no database named yet
    dialog.host.setText("db.club.example")
    dialog.port.setValue(5433)
    dialog.database.setText("league")
    dialog.user.setText("anna")
    assert dialog.location().url == "postgresql://anna@db.club.example:5433/league"
    assert dialog.preview.text() == "Connects to: postgresql://anna@db.club.example:5433/league"
    assert ok_button(dialog).isEnabled()

    dialog.host.setText("/var/run/postgresql")  # a socket folder goes in the query
    dialog.port.setValue(5432)
    assert dialog.location().url == "postgresql://anna@/league?host=/var/run/postgresql"


def test_a_pasted_url_is_used_as_it_is_and_its_password_never_shown(qtbot):
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.url.setText("postgresql://anna:secret@db.club.example/league")
    assert not dialog.database.isEnabled()  # the fields are not used now
    assert "secret" not in dialog.preview.text()
    assert "never kept" in dialog.problem.text() and "~/.pgpass" in dialog.problem.text()
    assert dialog.location().dbname == "league"

    dialog.url.setText("postgresql://db.club.example:99999/league")
    assert not ok_button(dialog).isEnabled()
    assert "99999" in dialog.problem.text()


def test_server_urls_for_each_kind_of_server():
    assert server_url("", 5432, "league") == "postgresql:///league"
    assert server_url("", 5433, "league") == "postgresql:///league?port=5433"
    assert (
        server_url("::1", 5432, "my league", "o'hara") == "postgresql://o%27hara@[::1]/my%20league"
    )
    assert server_location(server_url("::1", 5432, "my league")).dbname == "my league"


# Opening --------------------------------------------------------------------------------------


def test_a_server_that_refuses_is_explained_and_the_open_league_stays(
    window, tmp_path: Path, warnings
):
    before = window.windowTitle()
    nowhere = server_location(f"postgresql:///league?host={tmp_path / 'no-server'}")
    assert not window.server_actions.open_location(nowhere)
    assert len(warnings) == 1
    assert "could not be opened" in warnings[0] and "~/.pgpass" in warnings[0]
    assert window.isVisible() and window.context is not None
    assert window.windowTitle() == before
    assert settings.recent_servers() == []


def test_a_league_on_a_server_opens_and_shows_its_standings(
    window, pg_url: str, league_db: Path, monkeypatch, capsys
):
    assert cli_main(["copy", str(league_db), pg_url]) == 0
    answer_server_dialog(monkeypatch, pg_url)

    assert window.server_actions.open_server_league()
    assert window.context.service.database.on_server
    standings = window.show_screen("standings").proxy
    assert standings.rowCount() == 22
    assert column_texts(standings, StandingsColumn.PLAYER)[0] == SAMPLE_LEADER
    place = place_text(server_location(pg_url))
    assert window.place_label.text() == place
    assert place in window.windowTitle()
    assert window.server_actions.move.isEnabled() is False  # it is on a server already

    menu = window.file_actions.recent_menu
    menu.aboutToShow.emit()
    servers = [a for a in menu.actions() if a.text().endswith("(server)")]
    assert [a.toolTip() for a in servers] == [str(server_location(pg_url))]


def test_recent_leagues_list_a_server_without_its_password():
    settings.remember_file(server_location("postgresql://anna:secret@db.club.example/league"))
    stored = settings.settings().value("recent_files")
    assert "secret" not in str(stored)
    assert [str(s) for s in settings.recent_servers()] == [
        "postgresql://anna@db.club.example/league"
    ]
    assert settings.last_opened() is None  # a server is not connected to at start


# Copies ---------------------------------------------------------------------------------------


def test_move_this_league_to_a_server_then_open_it_there(
    window, pg_url: str, league_db: Path, monkeypatch, capsys
):
    answer_server_dialog(monkeypatch, pg_url)
    asked: list[str] = []

    def question(_parent, _title, text, *a):
        asked.append(text)
        return QMessageBox.StandardButton.Open

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    assert window.server_actions.move.isEnabled()
    assert window.server_actions.move_to_server()
    assert "stays as it was" in asked[0]
    assert window.context.service.database.on_server
    assert report(pg_url, capsys) == report(str(league_db), capsys)


def test_moving_onto_a_server_that_holds_a_league_asks_first(
    window, pg_url: str, monkeypatch, capsys
):
    assert cli_main(["import", str(Path(__file__).parents[2] / "resources/sample.league.json"),
                     "--db", pg_url]) == 0  # fmt: skip
    answer_server_dialog(monkeypatch, pg_url)
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        staticmethod(
            lambda _p, _t, text, *a: asked.append(text) or QMessageBox.StandardButton.Cancel
        ),
    )
    assert not window.server_actions.move_to_server()
    assert "already holds a league" in asked[0] and "Replace it" in asked[0]
    assert not window.context.service.database.on_server


def test_save_a_copy_as_a_file_keeps_every_report(
    window, league_db: Path, tmp_path, monkeypatch, capsys
):
    target = tmp_path / "copy.sqlite"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert window.server_actions.save_copy_as_file()
    assert "copied" in window.statusBar().currentMessage()
    assert report(str(target), capsys) == report(str(league_db), capsys)
    assert window.context.service.path == league_db  # the window stays on its league


# At start: leaguemgr URL ----------------------------------------------------------------------


def test_leaguemgr_url_opens_the_app_on_the_league_on_that_server(pg_url: str, league_db: Path):
    from leaguemgr.ui.app import first_league

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    service = first_league(["leaguemgr", pg_url])
    try:
        assert service.database.on_server and service.league_name()
    finally:
        service.close()
    assert [str(s) for s in settings.recent_servers()] == [str(server_location(pg_url))]


def test_a_refused_url_at_start_says_why_and_opens_the_last_league(
    league_db: Path, tmp_path: Path, warnings
):
    from leaguemgr.ui.app import first_league

    settings.remember_file(league_db)
    service = first_league(["leaguemgr", f"postgresql:///league?host={tmp_path / 'none'}"])
    try:
        assert service.path == league_db
    finally:
        service.close()
    assert len(warnings) == 1 and "could not be opened" in warnings[0]


def test_a_league_on_a_server_has_no_backup_files_but_a_copy_and_an_export(
    window, pg_url: str, league_db: Path, tmp_path: Path, monkeypatch, capsys
):
    assert cli_main(["copy", str(league_db), pg_url]) == 0
    assert window.server_actions.open_location(server_location(pg_url))
    window._update_actions()
    assert not window.backup_actions.backup.isEnabled()
    assert window.server_actions.save_copy.isEnabled()
    exported = tmp_path / "league.league.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(exported), ""))
    )
    window.file_actions.export_league()
    assert exported.exists()


def test_a_database_the_server_does_not_have_is_named_and_the_open_league_stays(
    window, pg_cluster, warnings
):
    before = window.context.service.path
    missing = server_location(pg_cluster.url("no_such_league"))
    assert not window.server_actions.open_location(missing)
    assert "no_such_league" in warnings[0] and "createdb" in warnings[0]
    assert window.context.service.path == before


def test_a_server_league_that_cannot_be_read_again_stays_open_with_the_reason(
    window, pg_url: str, league_db: Path, faults_shown
):
    from leaguemgr.storage.errors import Fault, StorageError

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    assert window.server_actions.open_location(server_location(pg_url))
    standings = window.show_screen("standings").proxy
    gone = StorageError("the league's server went away", Fault.SERVER_GONE)
    window._close_unreadable(gone)  # what a failed read after a change elsewhere leads to
    assert [dialog.error for dialog in faults_shown] == [gone]
    assert window.context is not None and standings.rowCount() == 22


def test_a_league_on_a_server_follows_another_directors_change_within_two_seconds(
    qtbot, window, pg_url: str, league_db: Path, monkeypatch
):

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    answer_server_dialog(monkeypatch, pg_url)
    assert window.server_actions.open_server_league()
    players = window.show_screen("players")

    assert another_director_adds_a_player_seen_within(qtbot, pg_url, players, 2.0)
    assert window.statusBar().currentMessage().startswith("Reloaded:")


# Following another director at once (LISTEN/NOTIFY) -------------------------------------------


def listening_on(qtbot, window, url: str) -> None:
    """The window shows the league at ``url`` and hears its writes; the poll is stopped, so
    whatever it reads from now on came by the server's notification."""
    assert window.server_actions.open_location(server_location(url))
    qtbot.waitUntil(lambda: window.change_watcher.listening, timeout=5000)
    window.change_watcher.timer.stop()


def test_another_directors_change_is_read_within_half_a_second_without_the_poll(
    qtbot, window, pg_url: str, league_db: Path
):

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    listening_on(qtbot, window, pg_url)
    players = window.show_screen("players")

    assert another_director_adds_a_player_seen_within(qtbot, pg_url, players, 0.5)
    assert window.statusBar().currentMessage().startswith("Reloaded:")


@pytest.fixture
def az_on_server(pg_url: str, az_league_file: Path, tmp_path: Path) -> str:
    """The AZ league on the server with night 12 running: four players drawn."""
    document = json.loads(az_league_file.read_text())
    document["seasons"][0]["championship"]["makeups"] = []  # night 12 is the next one
    source = tmp_path / "az.league.json"
    source.write_text(json.dumps(document))
    assert cli_main(["import", str(source), "--db", pg_url]) == 0
    live(pg_url, "start")
    for player in ("p00", "p01", "p02", "p03"):
        live(pg_url, "arrive", player)
    live(pg_url, "draw", "--seed", "3")
    return pg_url


def live(url: str, *action: str) -> None:
    """An action of the director at the other venue, on the same night."""
    assert cli_main(["live", "--db", url, "--season", "2026", "--event", "12", *action]) == 0


def test_the_night_screen_shows_another_directors_bust_and_clock_at_once(
    qtbot, window, az_on_server: str
):
    from leaguemgr.ui.night.busts_model import BustColumn

    listening_on(qtbot, window, az_on_server)
    night = window.show_screen("night")
    assert night.data is not None and night.data.number == 12
    assert night.busts.rowCount() == 0
    strip = night.clock.strip
    assert strip.phase.text() == "Level 1"

    live(az_on_server, "bust", "p03", "--by", "p00")
    qtbot.waitUntil(lambda: night.busts.rowCount() == 1, timeout=500)
    row = [night.busts.index(0, c).data() for c in (BustColumn.PLAYER, BustColumn.BY)]
    assert row == ["Dan A3", "Ann A0"]

    live(az_on_server, "level", "NEXT")
    qtbot.waitUntil(lambda: strip.phase.text() == "Level 2", timeout=500)


def test_a_listener_whose_server_went_away_leaves_the_app_running_on_the_poll(
    qtbot, window, pg_cluster, pg_url: str, league_db: Path
):
    from leaguemgr.domain.records import Player
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.players.players_table_model import PlayerColumn

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    listening_on(qtbot, window, pg_url)
    watcher = window.change_watcher
    players = window.show_screen("players")
    watcher.timer.start()

    pg_cluster.pause()
    try:
        # The lost connection wakes the listener: it is dropped, the window stays, the poll
        # says once that it cannot check and goes on.
        qtbot.waitUntil(lambda: not watcher.listening, timeout=5000)
        qtbot.waitUntil(
            lambda: "Cannot check the league" in window.statusBar().currentMessage(),
            timeout=5000,
        )
        assert window.isVisible() and window.context is not None
    finally:
        pg_cluster.resume()

    other = LeagueService.open(pg_url)
    try:
        other.add_player(Player("p-venue2", "Vera Venue"))
    finally:
        other.close()
    qtbot.waitUntil(
        lambda: "Vera Venue" in column_texts(players.proxy, PlayerColumn.NAME), timeout=5000
    )
    # and once the server is back, the listener is too: within its retry pace.
    qtbot.waitUntil(lambda: watcher.listening, timeout=15000)


def test_opening_a_file_after_a_server_league_stops_listening_to_the_server(
    qtbot, window, pg_url: str, league_db: Path
):
    from leaguemgr.services.league_service import LeagueService

    assert cli_main(["copy", str(league_db), pg_url]) == 0
    listening_on(qtbot, window, pg_url)
    listener = window.change_watcher.listener
    window.load_service(LeagueService.open(league_db))
    # The server league closed, and its socket was let go before it was closed.
    assert not window.change_watcher.listening and listener.fileno() is None
    window.change_watcher.listen()
    assert window.change_watcher.listener is None  # a file has the poll only


def test_a_server_slow_to_answer_leaves_the_window_painting_while_it_connects(
    qtbot, window, monkeypatch, warnings
):
    """Connecting runs on a worker thread: a server that takes its time (or never answers
    until the connect timeout) does not freeze the window, and its refusal is still said."""
    import time

    from PySide6.QtCore import QTimer

    from leaguemgr.storage.errors import Fault, StorageError
    from leaguemgr.ui.files import server_actions

    def slow_then_refused(location):
        time.sleep(0.6)
        raise StorageError(f"the league's server went away ({location})", Fault.SERVER_GONE)

    monkeypatch.setattr(server_actions, "open_server_league", slow_then_refused)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    before = window.context
    assert not window.server_actions.open_location(server_location("postgresql:///league"))
    timer.stop()
    assert len(ticks) >= 5  # the GUI thread ran its events all along
    assert window.context is before
    (told,) = warnings
    assert "could not be opened" in told and "went away" in told

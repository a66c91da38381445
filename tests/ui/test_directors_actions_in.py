"""A director's action from the app's own phone server reaches the Night screen without the
whole league read again (SPEC 11: within a second on a league of any size), and the
organizer's undo history stands; anything else written meanwhile makes the window read the
whole league as before. And a night that follows another program's write by itself (the
clock's read, the phones' snapshot) has every screen show it, not only the one reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr.cli import main as cli_main
from leaguemgr.domain.records import Player
from leaguemgr.services.director_desk import ActionStored
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.storage.own_writes import spanned
from leaguemgr.ui.players.player_commands import add_player
from tests.ui.test_first_paint import everything_built
from tests.ui.test_night_screen import open_window, press
from tests.ui.test_server_league import listening_on
from tests.web.director_league import SEASON, knockout_league, post, seated_night

SHOWN_WITHIN_MS = 1000
NIGHT = 12


@pytest.fixture
def night_window(qtbot, tmp_path: Path, monkeypatch):
    """The window on the Night screen of a running night, the change watcher's poll off
    (only what the test makes happen is read), an edit on the undo stack, and the whole
    league's reads counted (``window.reads``)."""
    db = knockout_league(tmp_path / "league")
    tokens = seated_night(db, directors=("Ann",))
    window = open_window(qtbot, Path(db))
    press(qtbot, "Ctrl+6")
    view = window.screens["night"]
    qtbot.waitUntil(lambda: everything_built(window))  # every screen shows what is read
    window.change_watcher.timer.stop()
    assert window.context.push(add_player(window.context, Player("new1", "Nina Newcomer")))
    service = window.context.service
    reads, reload = [], service.reload
    monkeypatch.setattr(service, "reload", lambda: reads.append(1) or reload())
    window.reads, window.db, window.tokens = reads, db, tokens
    return window, view


def log_texts(view) -> list[str]:
    return [view.log.item(i).text() for i in range(view.log.count())]


def test_an_action_from_the_apps_server_is_read_alone_and_the_undo_history_stands(
    qtbot, night_window
) -> None:
    window, view = night_window
    assert window.phones.start("127.0.0.1", 0) is None
    try:
        url = f"{window.phones.server.base}/d/{window.tokens['Ann']}"
        for player in ("Hal A7", "Ivy A8"):
            assert post(url, "bust", player=player, by=["Bob A1"])[0] == 303
            qtbot.waitUntil(
                lambda p=player: log_texts(view)[0].startswith(p), timeout=SHOWN_WITHIN_MS
            )
            assert log_texts(view)[0].endswith("— from Ann's phone")
        tv = window.phones.server.snapshot().tv
    finally:
        window.phones.stop()
    assert window.reads == []  # the night's log read, not the league
    assert window.context.undo_stack.count() == 1 and window.undo_action.isEnabled()
    assert not window.context.service.changed_elsewhere()  # up to date: nothing to read
    assert tv is not None and "Ivy A8" in str(tv)  # the TV's snapshot has the action too
    assert window.context.undo()  # the organizer's own edit is still theirs to undo
    assert "new1" not in {p.id for p in window.context.service.league.players}


def test_another_write_meanwhile_reads_the_whole_league_and_clears_the_undo_history(
    qtbot, night_window
) -> None:
    window, view = night_window
    site, other = LeagueService.open(window.db), LeagueService.open(window.db)
    try:
        with site.database.own_writes.noting() as writes:
            NightService(site).acting_as("Ann").bust(SEASON, NIGHT, ["p07"], ["p01"])
        NightService(other).bust(SEASON, NIGHT, ["p08"], ["p01"])  # another copy of the app
    finally:
        site.close()
        other.close()
    window.phones.director_acted.emit(ActionStored(SEASON, NIGHT, spanned(writes)))
    # Another program's change, as ever: the league read whole, the undo history gone.
    qtbot.waitUntil(
        lambda: log_texts(view)[0].startswith("Ivy A8") and window.context.undo_stack.count() == 0,
        timeout=SHOWN_WITHIN_MS,
    )
    assert log_texts(view)[1].startswith("Hal A7") and "Ann" in log_texts(view)[1]
    assert window.reads == [1]


def test_a_night_read_again_by_itself_is_shown_on_every_screen(qtbot, night_window) -> None:
    window, view = night_window
    view.nights = NightService(window.context.service, read_again=view.context.read_again_later)
    assert not window.change_watcher.check()  # the watcher looked: nothing new
    other = LeagueService.open(window.db)
    try:
        NightService(other).bust(SEASON, NIGHT, ["p07"], ["p01"])  # right after the look
    finally:
        other.close()
    view.nights.clock(SEASON, NIGHT)  # a read of the night (the clock's): it follows the write
    assert window.reads == [1]
    qtbot.waitUntil(
        lambda: log_texts(view)[0].startswith("Hal A7") and window.context.undo_stack.count() == 0,
        timeout=SHOWN_WITHIN_MS,
    )
    assert not window.change_watcher.check() and window.reads == [1]  # read once, not twice


def test_on_a_server_the_action_is_read_alone_though_the_server_announces_it_too(
    qtbot, tmp_path: Path, pg_url: str
) -> None:
    db = knockout_league(tmp_path / "league")
    seated_night(db, directors=())
    assert cli_main(["copy", db, pg_url]) == 0
    window = open_window(qtbot, Path(db))
    listening_on(qtbot, window, pg_url)  # the server's word on each write is heard
    press(qtbot, "Ctrl+6")
    view = window.screens["night"]
    qtbot.waitUntil(lambda: everything_built(window))
    assert window.context.push(add_player(window.context, Player("new1", "Nina Newcomer")))
    reads, reload = [], window.context.service.reload
    window.context.service.reload = lambda: reads.append(1) or reload()
    site = LeagueService.open(pg_url)
    try:
        with site.database.own_writes.noting() as writes:
            NightService(site).acting_as("Ann").bust(SEASON, NIGHT, ["p07"], ["p01"])
    finally:
        site.close()
    window.phones.director_acted.emit(ActionStored(SEASON, NIGHT, spanned(writes)))
    qtbot.waitUntil(lambda: log_texts(view)[0].startswith("Hal A7"), timeout=SHOWN_WITHIN_MS)
    qtbot.wait(200)  # the server's notification of the write, checked: nothing new
    assert reads == [] and window.context.undo_stack.count() == 1

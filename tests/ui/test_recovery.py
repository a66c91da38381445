"""A league that cannot be opened, at start or from File ▸ Open: no crash, a dialog that says
what is wrong, and the ways out (a backup, another league, a new one, or quit)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.backups import backups_folder, backups_of
from leaguemgr.ui import settings
from leaguemgr.ui.app import first_league, run_app
from leaguemgr.ui.files.league_opening import default_league_path
from leaguemgr.ui.files.recovery_dialog import RecoveryDialog, Way
from tests.ui.conftest import when_dialog_opens
from tests.ui.fault_makers import DAMAGE, truncated, with_daily_backup
from tests.ui.test_restore import mnemonics


def _default_league_with_a_backup(sample_db: Path) -> Path:
    """The default league, as a few days of use leave it: written, backed up."""
    league = default_league_path()
    league.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(sample_db, league)
    with_daily_backup(league)
    return league


def _close(service: LeagueService | None) -> None:
    if service is not None:
        service.close()


@pytest.mark.parametrize(("damage", "headline"), DAMAGE, ids=lambda d: getattr(d, "__name__", ""))
def test_a_damaged_default_league_at_start_gets_the_recovery_dialog(
    qapp, sample_db, recovery, damage, headline
):
    league = _default_league_with_a_backup(sample_db)
    damage(league)
    damaged = league.read_bytes()
    recovery.answers = [Way.GIVE_UP]
    assert first_league(["leaguemgr"]) is None  # quit there: no crash, no window
    (shown,) = recovery.shown
    assert headline in shown.text and str(league) in shown.text
    assert len(shown.backups) == 1 and "daily" in shown.backups[0]
    assert shown.can_restore and shown.give_up == "&Quit"
    assert league.read_bytes() == damaged  # looked at, never written


def test_the_newest_backup_is_put_back_from_the_keyboard_at_start(qtbot, sample_db, informed):
    league = _default_league_with_a_backup(sample_db)
    truncated(league)
    said: list[str] = []

    def press_enter(dialog) -> None:
        assert isinstance(dialog, RecoveryDialog)
        said.append(dialog.findChild(type(dialog.backups)).item(0).text())
        keys = mnemonics(dialog)
        assert len(keys) == len(set(keys)) == 5
        qtbot.keyClick(dialog.backups, Qt.Key.Key_Return)  # Restore is the default button

    when_dialog_opens(qtbot, press_enter)
    service = first_league(["leaguemgr"])
    try:
        assert service is not None and service.path == league
        assert service.league.name == "Azwine Group Poker Tour (sample)"
        assert "Dana Daily" not in {p.name for p in service.league.players}  # as backed up
    finally:
        _close(service)
    assert "kept in" in informed[0]
    assert {b.reason for b in backups_of(league)} >= {"daily", "damaged"}


def test_another_league_can_be_opened_instead(qapp, sample_db, league_db, recovery, monkeypatch):
    league = _default_league_with_a_backup(sample_db)
    truncated(league)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(league_db), ""))
    )
    recovery.answers = [Way.OPEN_OTHER]
    service = first_league(["leaguemgr"])
    try:
        assert service.path == league_db
    finally:
        _close(service)
    assert settings.recent_files()[0] == league_db.resolve()


def test_a_new_league_can_be_started_instead(qtbot, tmp_path, recovery, monkeypatch):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a league")
    fresh = tmp_path / "fresh"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(fresh), ""))
    )

    def name_it(dialog) -> None:
        qtbot.keyClicks(dialog.name, "Friday Poker")
        dialog.accept()

    when_dialog_opens(qtbot, name_it)
    recovery.answers = [Way.NEW_LEAGUE]
    service = first_league(["leaguemgr", str(bad)])
    try:
        assert service.path == fresh.with_suffix(".sqlite")
        assert service.league_name() == "Friday Poker"
    finally:
        _close(service)


def test_cancelling_a_way_out_asks_again(qapp, tmp_path, recovery, monkeypatch):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a league")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    recovery.answers = [Way.OPEN_OTHER, Way.GIVE_UP]
    assert first_league(["leaguemgr", str(bad)]) is None
    assert len(recovery.shown) == 2


def test_a_second_bad_file_gets_its_own_explanation(qapp, tmp_path, recovery, monkeypatch):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a league")
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(empty), ""))
    )
    recovery.answers = [Way.OPEN_OTHER, Way.GIVE_UP]
    assert first_league(["leaguemgr", str(bad)]) is None
    assert str(bad) in recovery.shown[0].text
    assert str(empty) in recovery.shown[1].text and "empty" in recovery.shown[1].text
    assert empty.read_bytes() == b""  # never turned into an empty league


def test_file_open_of_a_damaged_league_offers_its_backup(
    window, league_db, tmp_path, recovery, informed, monkeypatch
):
    other = tmp_path / "other" / "club.sqlite"
    other.parent.mkdir()
    shutil.copyfile(league_db, other)
    with_daily_backup(other)
    truncated(other)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(other), ""))
    )
    recovery.answers = [Way.RESTORE]
    window.file_actions.open.trigger()
    assert "damaged" in recovery.shown[0].text
    assert recovery.shown[0].give_up == "&Keep the current league"
    assert window.context.service.path == other
    assert window.context.service.league.name == "Azwine Group Poker Tour (sample)"
    assert settings.recent_files()[0] == other.resolve()


def test_leaguemgr_path_with_a_bad_file_quits_cleanly_from_the_dialog(qapp, tmp_path, recovery):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a league")
    recovery.answers = [Way.GIVE_UP]
    assert run_app(["leaguemgr", str(bad)]) == 1
    assert "not a league database" in recovery.shown[0].text


def test_a_missing_last_league_is_reported_not_replaced(qapp, tmp_path, league_db, recovery):
    gone = tmp_path / "moved-away.sqlite"
    shutil.copyfile(league_db, gone)
    settings.remember_file(gone)
    gone.unlink()
    recovery.answers = [Way.GIVE_UP]
    assert first_league(["leaguemgr"]) is None
    assert "not there" in recovery.shown[0].text
    assert not default_league_path().exists()


def test_files_left_by_killed_runs_are_removed_at_start(qapp, league_db):
    dead = 2**22 + 12345  # beyond any pid this machine hands out
    league_litter = league_db.parent / f".league.sqlite.{dead}.0a1b2c3d.leaguemgr-tmp"
    backups_folder().mkdir(parents=True, exist_ok=True)
    backup_litter = backups_folder() / f".x.sqlite.{dead}.0a1b2c3d.leaguemgr-tmp"
    running = league_db.parent / f".league.sqlite.{os.getpid()}.0a1b2c3d.leaguemgr-tmp"
    for path in (league_litter, backup_litter, running):
        path.write_bytes(b"half written")
    service = first_league(["leaguemgr", str(league_db)])
    _close(service)
    assert not league_litter.exists() and not backup_litter.exists()
    assert running.exists()  # another run (here: this one) may still be writing it

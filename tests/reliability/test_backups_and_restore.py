"""Backups that can be trusted, and putting one back over a league in any state."""

from __future__ import annotations

import dataclasses
import json
import shutil
import sqlite3
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage import backups
from leaguemgr.storage.backups import backups_of, take_backup
from tests.reliability.conftest import digest


def _report(cli, league: Path) -> dict:
    ran = cli("report", "--db", league, "--format", "json")
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def _rename_first_event(league: Path, name: str) -> None:
    service = LeagueService.open(league)
    try:
        season = service.season_names()[-1]
        event = service.season(season).events[0]
        service.save_event(season, dataclasses.replace(event, name=name))
    finally:
        service.close()


def test_the_first_write_of_a_day_keeps_a_checked_backup_once(
    league: Path, data: Path, monkeypatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    assert backups_of(league) == []
    _rename_first_event(league, "one")
    _rename_first_event(league, "two")
    kept = backups_of(league)
    assert [backup.reason for backup in kept] == ["daily"]
    assert kept[0].events == 11
    assert kept[0].path.parent == data / "leaguemgr" / "backups"
    connection = sqlite3.connect(kept[0].path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        # The backup holds the league as it was before the day's first write.
        names = connection.execute("SELECT name FROM event ORDER BY id LIMIT 1").fetchall()
        assert names != [("one",)]
    finally:
        connection.close()


def test_only_the_last_ten_backups_are_kept(league: Path, data: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    source = sqlite3.connect(league)
    try:
        made = [take_backup(source, league, "daily") for _ in range(12)]
    finally:
        source.close()
    kept = backups_of(league)
    assert len(kept) == backups.KEEP == 10
    assert {backup.path for backup in kept} == set(made[2:])


def test_a_backup_that_fails_half_way_leaves_no_file_under_its_name(
    league: Path, tmp_path: Path
) -> None:
    source = sqlite3.connect(league)
    folder = tmp_path / "backups"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if (folder / "probe").parent.exists() and _writable(folder):
            return  # root ignores permissions; the full-disk tests cover this as root
        try:
            take_backup(source, league, "daily", folder)
        except Exception as exc:
            assert "read-only" in str(exc) or "cannot" in str(exc)
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)
        source.close()


def _writable(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_text("")
    except OSError:
        return False
    probe.unlink()
    return True


def test_restore_puts_the_backup_back_and_keeps_the_league_as_it_was(
    league: Path, cli, tmp_path: Path
) -> None:
    original = _report(cli, league)
    saved = tmp_path / "saved.sqlite"
    shutil.copy(league, saved)
    _rename_first_event(league, "changed after the backup")
    changed = digest(league)

    ran = cli("restore", saved, "--db", league)
    assert ran.code == 0, ran.err
    assert _report(cli, league) == original
    assert cli("check", "--db", league).out == "ok\n"
    kept = Path(ran.out.splitlines()[1].split(" kept in ")[1])
    assert digest(kept) != changed or kept.exists()
    connection = sqlite3.connect(kept)
    try:
        names = [row[0] for row in connection.execute("SELECT name FROM event")]
    finally:
        connection.close()
    assert "changed after the backup" in names


def test_restore_with_a_wal_file_left_beside_the_league_does_not_corrupt_it(
    league: Path, cli, tmp_path: Path
) -> None:
    """Copying a backup over a league whose WAL file is still there mixes the two; restore
    does not: the pages go through SQLite."""
    saved = tmp_path / "saved.sqlite"
    shutil.copy(league, saved)
    original = _report(cli, league)
    holder = sqlite3.connect(league)  # keeps the WAL file from being folded in at close
    holder.execute("PRAGMA journal_mode = WAL")
    holder.execute("PRAGMA wal_autocheckpoint = 0")
    holder.execute("UPDATE event SET name = 'only in the WAL'")
    holder.commit()
    assert Path(f"{league}-wal").stat().st_size > 0
    try:
        ran = cli("restore", saved, "--db", league)
        assert ran.code == 0, ran.err
    finally:
        holder.close()
    assert cli("check", "--db", league).out == "ok\n"
    assert _report(cli, league) == original


def test_restore_over_a_league_damaged_beyond_opening(league: Path, cli, tmp_path: Path) -> None:
    saved = tmp_path / "saved.sqlite"
    shutil.copy(league, saved)
    original = _report(cli, league)
    league.write_bytes(b"garbage" * 1000)
    ran = cli("restore", saved, "--db", league)
    assert ran.code == 0, ran.err
    assert _report(cli, league) == original
    assert "damaged" in ran.out  # the damaged file is kept too, in case


def test_a_damaged_or_foreign_backup_is_refused_and_the_league_untouched(
    league: Path, cli, tmp_path: Path
) -> None:
    before = digest(league)
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(league.read_bytes()[:8192])
    assert "is damaged" in cli("restore", bad, "--db", league).refused()
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    assert "not a leaguemgr league database" in cli("restore", text, "--db", league).refused()
    assert "no such backup" in cli("restore", tmp_path / "nope", "--db", league).refused()
    assert digest(league) == before


def test_restore_lists_the_backups_it_can_put_back(league: Path, cli, data: Path) -> None:
    ran = cli("restore", "--list", "--db", league)
    assert ran.code == 0
    assert "no automatic backups" in ran.out
    _rename_first_event_with_data(league, data)
    listed = cli("restore", "--list", "--db", league).out.splitlines()
    assert len(listed) == 1 and "daily" in listed[0] and "11 events" in listed[0]


def _rename_first_event_with_data(league: Path, data: Path) -> None:
    import os

    before = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(data)
    try:
        _rename_first_event(league, "renamed")
    finally:
        if before is None:
            del os.environ["XDG_DATA_HOME"]
        else:
            os.environ["XDG_DATA_HOME"] = before

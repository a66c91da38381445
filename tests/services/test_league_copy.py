"""A whole league copied between files and a server (SPEC 6) keeps every report, and what
only the tables hold: a running night's log with its undone actions and times, TD3 ids."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services.league_copy import CopyRefused, copy_league
from leaguemgr.storage.opening import open_database
from tests import raw_league
from tests.conftest import SHARED_EXAMPLES

EXAMPLES = sorted(SHARED_EXAMPLES.glob("*.league.json"))
AZ = SHARED_EXAMPLES / "az-2026.league.json"


def report(db: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def live(db: str, *action: str) -> None:
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", *action]) == 0


def night_log(db: str) -> list:
    from sqlalchemy import select

    from leaguemgr.storage.tables import night_action_t

    with open_database(db, read_only=True) as database, database.read() as session:
        columns = [c for c in night_action_t.c if c.name != "id"]
        return list(session.execute(select(*columns).order_by("seq")))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_example_reports_the_same_after_file_to_file(
    example: Path, tmp_path: Path, capsys
) -> None:
    first, second = str(tmp_path / "first.sqlite"), str(tmp_path / "second.sqlite")
    assert main(["import", str(example), "--db", first]) == 0
    assert main(["copy", first, second]) == 0
    assert report(second, capsys) == report(first, capsys)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_example_reports_the_same_after_file_to_server_to_file(
    example: Path, pg_url: str, tmp_path: Path, capsys
) -> None:
    first, back = str(tmp_path / "first.sqlite"), str(tmp_path / "back.sqlite")
    assert main(["import", str(example), "--db", first]) == 0
    assert main(["copy", first, pg_url]) == 0
    assert main(["copy", pg_url, back]) == 0
    expected = report(first, capsys)
    assert report(pg_url, capsys) == expected
    assert report(back, capsys) == expected


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_example_reports_the_same_after_server_to_file_to_server(
    example: Path, pg_cluster, pg_url: str, tmp_path: Path, capsys
) -> None:
    """A venue keeps the server's league in a file, and it goes onto another server."""
    kept, other_server = str(tmp_path / "kept.sqlite"), pg_cluster.new_database()
    assert main(["import", str(example), "--db", pg_url]) == 0
    assert main(["copy", pg_url, kept]) == 0
    assert main(["copy", kept, other_server]) == 0
    expected = report(pg_url, capsys)
    assert report(kept, capsys) == expected
    assert report(other_server, capsys) == expected


def test_a_running_night_keeps_its_whole_log_and_goes_on_after_a_move(
    league_target: str, tmp_path: Path, capsys
) -> None:
    """The undone bust and each action's time survive the copy, and the next action
    lands on the copy (its keys go on after the copied ones)."""
    source, back = str(tmp_path / "club.sqlite"), str(tmp_path / "back.sqlite")
    assert main(["import", str(AZ), "--db", source]) == 0
    live(source, "start")
    for player in ("p00", "p01", "p02", "p03"):
        live(source, "arrive", player)
    live(source, "draw", "--seed", "3")
    live(source, "bust", "p03", "--by", "p00")
    live(source, "undo")
    live(source, "bust", "p03", "--by", "p01")
    log = night_log(source)
    assert [row.undone for row in log].count(True) == 1  # the undone bust is in the log

    assert main(["copy", source, league_target]) == 0
    assert main(["copy", league_target, back]) == 0
    assert night_log(league_target) == log
    assert night_log(back) == log

    live(league_target, "bust", "p02", "--by", "p00")
    capsys.readouterr()
    live(league_target, "status")
    status = json.loads(capsys.readouterr().out)
    assert status["finishes"] == [{"player": "p03", "finish": 4}, {"player": "p02", "finish": 3}]


def test_td3_ids_are_kept(league_target: str, tmp_path: Path) -> None:
    source, copy = tmp_path / "club.sqlite", league_target
    assert main(["import", str(AZ), "--db", str(source)]) == 0
    raw_league.execute(source, "UPDATE player SET td3_id = 'TD3-' || code")
    copy_league(source, copy)
    ids = dict(raw_league.rows(copy, "SELECT code, td3_id FROM player"))
    assert ids and all(td3 == f"TD3-{code}" for code, td3 in ids.items())


def test_a_program_that_has_the_destination_open_sees_the_copy_as_a_change(
    league_target: str, tmp_path: Path
) -> None:
    other = tmp_path / "other.sqlite"
    assert main(["import", str(AZ), "--db", league_target]) == 0
    assert main(["import", str(AZ), "--db", str(other)]) == 0
    with open_database(league_target) as watching:
        with watching.read_raw():
            watching.seen = watching.snapshot_version
        assert not watching.changed_elsewhere()
        copy_league(other, league_target, replace=True)
        assert watching.changed_elsewhere()


def test_a_refused_copy_changes_nothing_and_says_what_to_do(
    league_target: str, tmp_path: Path, capsys
) -> None:
    other = str(tmp_path / "other.sqlite")
    assert main(["import", str(AZ), "--db", league_target]) == 0
    assert main(["import", str(AZ), "--db", other]) == 0
    live(league_target, "start")
    before = night_log(league_target)
    with pytest.raises(CopyRefused, match=r"already holds a league.*--replace"):
        copy_league(other, league_target)
    assert night_log(league_target) == before
    copy_league(other, league_target, replace=True)
    assert night_log(league_target) == []  # the copied league had no running night


def test_a_copy_into_a_new_file_that_fails_leaves_no_file(tmp_path: Path, capsys) -> None:
    source, target = tmp_path / "club.sqlite", tmp_path / "copy.sqlite"
    assert main(["import", str(AZ), "--db", str(source)]) == 0
    with sqlite3.connect(source) as raw:  # a row the destination's constraints refuse
        raw.execute("PRAGMA foreign_keys = OFF")
        raw.execute("INSERT INTO bust (entry_id, ordinal, buster_id) VALUES (999999, 0, 1)")
    assert main(["copy", str(source), str(target)]) == 2
    assert "copy.sqlite" in capsys.readouterr().err
    assert not target.exists()
    assert not list(tmp_path.glob(".copy.sqlite.*"))

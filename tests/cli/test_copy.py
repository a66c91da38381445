"""``leaguemgr copy SRC DST [--replace]``: a whole league between any two databases
(SPEC 6), file to server, server to file, and the reports are the same after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
FNC = SHARED_EXAMPLES / "fnc-2017.league.json"


def report(db: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def exported(db: str, to: Path) -> dict:
    assert main(["export-json", "--db", db, "-o", str(to)]) == 0
    return json.loads(to.read_text())


def test_a_league_goes_onto_a_server_and_back_into_a_file_unchanged(
    pg_url: str, tmp_path: Path, capsys
) -> None:
    file, back = str(tmp_path / "club.sqlite"), str(tmp_path / "back.sqlite")
    assert main(["import", str(AZ), "--db", file]) == 0
    assert main(["copy", file, pg_url]) == 0
    assert main(["copy", pg_url, back]) == 0
    out = capsys.readouterr().out
    assert "copied AZ" in out and f"to {back}:" in out
    reports = [report(db, capsys) for db in (file, pg_url, back)]
    assert reports[0] == reports[1] == reports[2]
    documents = [exported(db, tmp_path / f"{i}.json") for i, db in enumerate((file, pg_url, back))]
    assert documents[0] == documents[1] == documents[2]


def test_a_destination_holding_a_league_is_refused_unless_replace(
    league_target: str, tmp_path: Path, capsys
) -> None:
    other = str(tmp_path / "other.sqlite")
    assert main(["import", str(AZ), "--db", league_target]) == 0
    assert main(["import", str(FNC), "--db", other]) == 0
    before = report(league_target, capsys)

    assert main(["copy", other, league_target]) == 2
    err = capsys.readouterr().err
    assert "already holds a league" in err and "--replace" in err and err.count("\n") == 1
    assert report(league_target, capsys) == before

    assert main(["copy", other, league_target, "--replace"]) == 0
    assert "was replaced" in capsys.readouterr().out
    assert report(league_target, capsys) == report(other, capsys)


def test_a_league_is_not_copied_onto_itself(league_target: str, capsys) -> None:
    assert main(["import", str(AZ), "--db", league_target]) == 0
    assert main(["copy", league_target, league_target, "--replace"]) == 2
    assert "both the source and the destination" in capsys.readouterr().err


def test_an_empty_source_has_nothing_to_copy(pg_url: str, tmp_path: Path, capsys) -> None:
    target = tmp_path / "copy.sqlite"
    assert main(["copy", pg_url, str(target)]) == 2
    assert "holds no league to copy" in capsys.readouterr().err
    assert not target.exists()


@pytest.mark.parametrize("fault", ["missing"])
def test_a_missing_source_changes_nothing(fault: str, tmp_path: Path, capsys) -> None:
    target = tmp_path / "copy.sqlite"
    assert main(["copy", str(tmp_path / "nowhere.sqlite"), str(target)]) == 2
    assert "no such league database" in capsys.readouterr().err
    assert not target.exists()

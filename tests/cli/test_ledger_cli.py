"""``leaguemgr ledger record/show`` (SPEC 7): round trip on a file and on a server, bad
lines refused with one line and nothing written, and the lines kept by export and copy."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

FNC = SHARED_EXAMPLES / "fnc-2017.league.json"
SEASON = "2017-2018"


def _show(db: str, capsys, *extra: str) -> dict:
    capsys.readouterr()
    assert main(["ledger", "show", "--db", db, "--season", SEASON, "--format", "json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def _record(db: str, *args: str) -> int:
    return main(["ledger", "record", "--db", db, "--season", SEASON, *args])


def test_record_and_show_round_trip_with_running_balances(league_target: str, capsys) -> None:
    assert main(["import", str(FNC), "--db", league_target]) == 0
    assert (
        _record(league_target, "charge", "p04", "30", "--for", "fine", "--date", "2026-03-01") == 0
    )
    assert capsys.readouterr().out.strip().endswith("p04 owes 30.00")
    assert _record(league_target, "payment", "p04", "20", "--date", "2026-03-02") == 0
    assert _record(league_target, "charge", "p04", "-30", "--for", "fine", "--note", "waived") == 0
    assert "the league owes p04 20.00" in capsys.readouterr().out
    shown = _show(league_target, capsys, "--player", "p04")
    assert [(line["kind"], line["amount"], line["balance"]) for line in shown["lines"]] == [
        ("charge", "30.00", "30.00"),
        ("payment", "20.00", "10.00"),
        ("charge", "-30.00", "-20.00"),
    ]
    assert shown["lines"][2]["note"] == "waived"
    assert shown["ledger"]["balances"] == [{"player": "p04", "owes": "-20.00"}]
    assert shown["ledger"]["payable"] == "20.00"
    # The report carries the same section once the season has lines.
    capsys.readouterr()
    assert main(["report", "--db", league_target, "--season", SEASON, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["ledger"] == shown["ledger"]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["payment", "nobody", "5"], "no player 'nobody'"),
        (["payment", "p04", "0"], "zero"),
        (["payment", "p04", "-0"], "zero"),
        (["payment", "p04", "NaN"], "not an amount"),
        (["payment", "p04", "5000000"], "at most 1,000,000"),
        (["refund", "p04", "5"], "kind: 'refund'"),
        (["payment", "p04", "5", "--for", "beer"], "--for: 'beer'"),
        (["payment", "p04", "5", "--date", "01/03/2026"], "--date"),
    ],
)
def test_a_bad_line_is_one_line_exit_2_and_nothing_written(
    tmp_path: Path, capsys, args: list[str], says: str
) -> None:
    db = str(tmp_path / "league.sqlite")
    assert main(["import", str(FNC), "--db", db]) == 0
    before = Path(db).read_bytes()
    capsys.readouterr()
    assert _record(db, *args) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
    assert Path(db).read_bytes() == before
    assert _show(db, capsys)["lines"] == []


def test_dues_and_lines_survive_export_import_and_copy(tmp_path: Path, capsys) -> None:
    document = json.loads(FNC.read_text())
    document["seasons"][0]["rules"]["dues"] = {
        "amount": "40",
        "due_by_event": 3,
        "gate": "none",
        "subs": False,
    }
    document["seasons"][0]["ledger"] = [
        {"date": "2017-10-01", "player": "p01", "kind": "payment", "amount": "40.00",
         "for": "dues", "note": "cash"},
    ]  # fmt: skip
    source = tmp_path / "with-money.json"
    source.write_text(json.dumps(document))
    db, copied = str(tmp_path / "a.sqlite"), str(tmp_path / "b.sqlite")
    assert main(["import", str(source), "--db", db]) == 0
    assert main(["copy", db, copied]) == 0
    assert main(["export-json", "--db", copied, "-o", str(tmp_path / "out.json")]) == 0
    back = json.loads((tmp_path / "out.json").read_text())["seasons"][0]
    assert back["rules"]["dues"] == document["seasons"][0]["rules"]["dues"]
    assert back["ledger"] == document["seasons"][0]["ledger"]
    shown = _show(copied, capsys)
    assert "p01" not in shown["ledger"]["dues_unpaid"]
    assert "p02" in shown["ledger"]["dues_unpaid"]


def test_a_gate_in_a_league_file_without_dates_is_refused_with_the_path(
    tmp_path: Path, capsys
) -> None:
    document = json.loads(FNC.read_text())
    season = document["seasons"][0]
    season["rules"]["dues"] = {"amount": "40", "due_by_event": 1, "gate": "points"}
    season["events"][-1].pop("date", None)
    source = tmp_path / "undated.json"
    source.write_text(json.dumps(document))
    capsys.readouterr()
    assert main(["import", str(source), "--db", str(tmp_path / "x.sqlite")]) == 2
    err = capsys.readouterr().err
    assert "events[" in err and "date" in err and err.count("\n") == 1


def test_a_restored_backup_has_the_lines_it_had(tmp_path: Path, capsys) -> None:
    db = tmp_path / "league.sqlite"
    assert main(["import", str(FNC), "--db", str(db)]) == 0
    assert _record(str(db), "payment", "p01", "40", "--for", "other") == 0
    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(db)
    backup = service.backup_to(tmp_path / "backup.sqlite")
    service.close()
    assert _record(str(db), "charge", "p02", "5", "--for", "fine") == 0
    assert len(_show(str(db), capsys)["lines"]) == 2
    assert main(["restore", str(backup), "--db", str(db)]) == 0
    lines = _show(str(db), capsys)["lines"]
    assert [(line["player"], line["amount"]) for line in lines] == [("p01", "40.00")]


def test_a_dues_payment_in_a_season_without_dues_is_one_line_and_nothing_written(
    tmp_path: Path, capsys
) -> None:
    db = str(tmp_path / "league.sqlite")
    assert main(["import", str(FNC), "--db", db]) == 0  # FNC charges no dues
    capsys.readouterr()
    assert _record(db, "payment", "p04", "40", "--for", "dues") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "charges no dues" in err[0]
    assert _show(db, capsys)["lines"] == []


def test_no_season_prize_line_before_the_season_is_complete_and_the_mark_is_copied(
    tmp_path: Path, capsys
) -> None:
    # Issue 40: AZ with twelve planned nights, eleven played: its prizes are only expected.
    document = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text())
    season = document["seasons"][0]
    season["rules"]["events_planned"] = 12
    season["ledger"] = [
        {"date": "2026-11-15", "player": "p19", "kind": "payment", "amount": "20.00",
         "for": "other", "note": ""},
    ]  # fmt: skip
    source = tmp_path / "az.json"
    source.write_text(json.dumps(document))
    db = str(tmp_path / "a.sqlite")
    assert main(["import", str(source), "--db", db]) == 0
    capsys.readouterr()
    assert main(["ledger", "show", "--db", db, "--season", "2026", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [line["note"] for line in shown["lines"]] == [""]
    assert shown["ledger"]["balances"] == [{"player": "p19", "owes": "-20.00"}]

    # Marked complete in the file: the prizes are owed, and copy and export keep the mark.
    season["complete"] = True
    source.write_text(json.dumps(document))
    marked, copied = str(tmp_path / "m.sqlite"), str(tmp_path / "c.sqlite")
    assert main(["import", str(source), "--db", marked]) == 0
    assert main(["copy", marked, copied]) == 0
    assert main(["export-json", "--db", copied, "-o", str(tmp_path / "out.json")]) == 0
    assert json.loads((tmp_path / "out.json").read_text())["seasons"][0]["complete"] is True
    capsys.readouterr()
    assert main(["ledger", "show", "--db", copied, "--season", "2026", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    prizes = [line for line in shown["lines"] if line["note"] == "season prize"]
    assert [(line["player"], line["date"]) for line in prizes] == [
        ("p19", "2026-11-15"),
        ("p08", "2026-11-15"),
        ("p07", "2026-11-15"),
    ]

"""Knockout bounties (SPEC 9) through the league file and both kinds of database: the keys
read and write back unchanged (SQLite and PostgreSQL, copy and restore), the report has
each event's ``knockouts``, and ``check`` names stated bounties that do not add up."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
COUNTING = {"played", "disqualified", "forfeit"}


def _counting(entry: dict) -> bool:
    status = entry.get("status", "played")
    return status in COUNTING or (status == "no_show" and entry.get("paid", True))


def knockout_league(tmp_path: Path, progressive_total: str | None = None) -> Path:
    """AZ's season with $5 fixed bounties; event 2 has its own progressive rule (the winner
    stated as collecting all of K, or ``progressive_total``), event 3 none."""
    document = json.loads(AZ.read_text())
    season = document["seasons"][0]
    season["rules"]["knockout"] = {"kind": "fixed", "amount": "5"}
    second = season["events"][1]
    second["knockout"] = {"kind": "progressive", "amount": "5", "share": "40"}
    counting = [entry for entry in second["entries"] if _counting(entry)]
    money = Decimal(5) * sum(1 + entry.get("rebuys", 0) for entry in counting)
    for entry in counting:
        if entry["finish"] == 1:
            entry["bounties_won"] = progressive_total or f"{money:.2f}"
    season["events"][2]["knockout"] = None
    path = tmp_path / "ko.league.json"
    path.write_text(json.dumps(document))
    return path


def _report(db: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def _exported(db: str, to: Path) -> dict:
    assert main(["export-json", "--db", db, "-o", str(to)]) == 0
    return json.loads(to.read_text())


def test_knockout_keys_survive_the_database_and_the_report_shows_the_bounties(
    league_target: str, tmp_path: Path, capsys
) -> None:
    source = knockout_league(tmp_path)
    assert main(["import", str(source), "--db", league_target]) == 0
    written = _exported(league_target, tmp_path / "out.json")
    season = written["seasons"][0]
    assert season["rules"]["knockout"] == {"kind": "fixed", "amount": "5"}
    assert season["events"][1]["knockout"] == {
        "kind": "progressive",
        "amount": "5",
        "share": "40",
    }
    assert season["events"][2]["knockout"] is None
    assert "knockout" not in season["events"][0]
    assert sum("bounties_won" in entry for entry in season["events"][1]["entries"]) == 1

    events = _report(league_target, capsys)["events"]
    first = events[0]
    paid = [Decimal(line["amount"]) for line in first["knockouts"]["paid"]]
    assert sum(paid) == Decimal(first["knockouts"]["money"])
    assert paid == sorted(paid, reverse=True)
    assert events[2]["knockouts"] is None
    winner = next(p["player"] for p in events[1]["payouts"] if p["finish"] == 1)
    assert events[1]["knockouts"]["paid"] == [
        {"player": winner, "amount": events[1]["knockouts"]["money"]}
    ]
    for event in events:
        money = Decimal(event["knockouts"]["money"]) if event["knockouts"] else 0
        set_aside = sum(Decimal(v) for v in event["set_asides"].values())
        assert Decimal(event["gross"]) + Decimal(event["added"]) == (
            money + set_aside + Decimal(event["pool"])
        )
    # What a file of today writes reads back the same again.
    again = tmp_path / "again.sqlite"
    assert main(["import", str(tmp_path / "out.json"), "--db", str(again)]) == 0
    assert _exported(str(again), tmp_path / "again.json") == written


def test_a_knockout_league_is_copied_to_a_server_and_back_and_restored_unchanged(
    pg_url: str, tmp_path: Path, capsys
) -> None:
    file, back = str(tmp_path / "club.sqlite"), str(tmp_path / "back.sqlite")
    assert main(["import", str(knockout_league(tmp_path)), "--db", file]) == 0
    assert main(["copy", file, pg_url]) == 0
    assert main(["copy", pg_url, back]) == 0
    reports = [_report(db, capsys) for db in (file, pg_url, back)]
    assert reports[0] == reports[1] == reports[2]
    documents = [_exported(db, tmp_path / f"{i}.json") for i, db in enumerate((file, pg_url, back))]
    assert documents[0] == documents[1] == documents[2]

    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(Path(file))
    backup = service.backup_to(tmp_path / "backup.sqlite")
    service.close()
    assert main(["import", str(AZ), "--db", file]) == 0  # the knockouts gone
    assert main(["restore", str(backup), "--db", file]) == 0
    assert _exported(file, tmp_path / "restored.json") == documents[0]


def test_stated_progressive_bounties_that_miss_the_knockout_money_are_refused(
    tmp_path: Path, capsys
) -> None:
    source = knockout_league(tmp_path, progressive_total="1.00")
    capsys.readouterr()
    assert main(["import", str(source), "--db", str(tmp_path / "x.sqlite")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "bounties won at event 2 sum to 1.00, not the knockout money" in err


def test_check_and_the_exports_of_a_knockout_league(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "ko.sqlite")
    assert main(["import", str(knockout_league(tmp_path)), "--db", db]) == 0
    capsys.readouterr()
    assert main(["check", "--db", db]) == 0
    assert "ok" in capsys.readouterr().out
    workbook = tmp_path / "season.xlsx"
    assert main(["export", "--db", db, "-o", str(workbook)]) == 0
    from openpyxl import load_workbook

    sheets = load_workbook(workbook, read_only=True)
    titles = [cell for sheet in sheets for row in sheet.iter_rows(values_only=True) for cell in row]
    assert "Knockout bounties paid" in titles and "Bounties" in titles
    payouts = tmp_path / "payouts.csv"
    assert main(["export", "--db", db, "-o", str(payouts), "--what", "payouts"]) == 0
    assert "Knockout bounties" in payouts.read_text().splitlines()[0]
    cash = tmp_path / "cash.html"
    assert (
        main(["export", "--db", db, "-o", str(cash), "--what", "cash-sheet", "--event", "1"]) == 0
    )
    assert "Knockout bounties" in cash.read_text()

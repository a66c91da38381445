"""A TD3 history imports with its money as TD3 recorded it, and every event reconciles
(SPEC 2.2 and 5): rake set aside, money paid beyond the pot added, money not paid out set
aside, tied players sharing their prizes to the cent, a side event in a season of its own."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.recorded_money import RecordedMoney
from leaguemgr.domain.records import Basis, SetAside
from leaguemgr.exporters.ledger import season_ledger
from leaguemgr.services.event_preview import event_pools
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.td3_import import money_line, plan_td3_import, read_tournaments
from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.tournament import read_tournament_file
from tests.td3.history import HISTORY, Td3Night, field_of, tdt_text, write_history

D = Decimal


def reconciles(report: dict) -> None:
    """Every event of a JSON report: gross + added = set-asides + pool, pool = payouts."""
    for event in report["events"]:
        gross, added, pool = (D(event[key]) for key in ("gross", "added", "pool"))
        set_aside = sum((D(amount) for amount in event["set_asides"].values()), D(0))
        paid = sum((D(p["amount"]) for p in event["payouts"]), D(0))
        assert gross + added == set_aside + pool, event
        assert pool == paid, event


def report_json(db: Path, season: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", season, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def history(tmp_path, capsys):
    files = write_history(tmp_path / "td3", HISTORY)
    db = tmp_path / "league.sqlite"
    capsys.readouterr()
    assert main(["import-td3", *map(str, files), "--db", str(db)]) == 0
    return db, capsys.readouterr().out


def test_every_imported_event_reconciles_as_td3_recorded_it(history, capsys):
    db, out = history
    season = report_json(db, "2025", capsys)
    reconciles(season)
    events = {event["number"]: event for event in season["events"]}
    rake, added, unpaid, tie, freeroll = (events[n] for n in range(1, 6))
    # Buy-ins, a rebuy and an add-on: TD3 took in 1500 and raked 140.
    assert (rake["gross"], rake["set_asides"], rake["added"], rake["pool"]) == (
        "1500.00", {"rake": "140.00"}, "0.00", "1360.00"
    )  # fmt: skip
    # TD3 paid 1100 in prizes and 50 by a cash adjustment of a pot of 1000.
    assert (added["gross"], added["set_asides"], added["added"]) == ("1000.00", {}, "150.00")
    assert {p["finish"]: p["amount"] for p in added["payouts"]}[4] == "50.00"
    assert unpaid["set_asides"] == {"rake": "50.00", "unpaid": "150.00"}
    # Three tied for 2nd over 700 + 500: 400 each, not 400.01 / 400.00 / 399.99.
    assert [p["amount"] for p in tie["payouts"]] == ["1300.00", "400.00", "400.00", "400.00"]
    assert (freeroll["gross"], freeroll["set_asides"], freeroll["pool"]) == ("0.00", {}, "0.00")
    assert season["funds"] == {"rake": "190.00", "unpaid": "150.00"}
    # The line per event says what the import did with the money.
    assert "rake.tdt: taken in 1500.00; rake 140.00 set aside into 'rake'" in out
    assert (
        "added.tdt: taken in 1000.00; TD3 paid 1150.00, 150.00 beyond the pot of 1000.00: "
        "added to the pool" in out
    )
    assert "the 150.00 not paid out set aside into 'unpaid'" in out
    freeroll_line = "freeroll.tdt: taken in 0.00; TD3 recorded a rake of 360.00 but took in nothing"
    assert f"{freeroll_line}\n" in out
    assert "-360" not in out


def test_a_file_naming_no_season_goes_to_a_season_of_its_own(history, capsys):
    db, out = history
    assert "side.tdt names no TD3 season: it goes into season 2025 other" in out
    other = report_json(db, "2025 other", capsys)
    reconciles(other)
    assert [event["gross"] for event in other["events"]] == ["400.00"]
    regular = report_json(db, "2025", capsys)
    assert len(regular["events"]) == 5
    assert "Gus" not in json.dumps(regular)  # his win adds nothing to the regular standings


def test_the_ledger_of_imported_history_balances_and_the_events_list_agrees(history):
    db, _ = history
    service = LeagueService.open(db, read_only=True)
    try:
        report = service.report("2025")
        ledger = season_ledger(service.league, report)
        pools = event_pools(service.league, "2025")  # the Events screen's Pool column
    finally:
        service.close()
    assert pools == {event.number: event.money.pool for event in report.events}
    assert ledger.funds == ("rake", "unpaid")
    assert ledger.added == D(150)
    assert ledger.difference == 0


def test_imported_history_survives_a_league_file_and_a_season_rule_change(
    history, tmp_path, capsys
):
    db, _ = history
    before = report_json(db, "2025", capsys)
    exported = tmp_path / "history.league.json"
    assert main(["export-json", "--db", str(db), "-o", str(exported)]) == 0
    again = tmp_path / "again.sqlite"
    assert main(["import", str(exported), "--db", str(again)]) == 0
    assert report_json(again, "2025", capsys) == before
    # New set-asides, closed events recomputed: TD3's recorded money stays as it was.
    service = LeagueService.open(again)
    try:
        rules = service.season("2025").rules
        expenses = SetAside("expenses", Basis.PER_ENTRY, D(5))
        service.save_rules("2025", replace(rules, set_asides=(expenses,)), recompute_closed=True)
    finally:
        service.close()
    after = report_json(again, "2025", capsys)
    reconciles(after)
    assert after["events"] == before["events"]


def test_a_tie_over_two_prizes_with_odd_cents_stays_within_a_cent(tmp_path):
    night = Td3Night(
        "odd", 0,
        field_of("Ann Bob Cid Dan", "Dan", **{
            n: _busted(n) for n in ("Ann", "Bob", "Cid")
        }),
        ((1, 1000, ("Dan",)), (2, 100, ("Ann", "Bob", "Cid")), (3, 101, ("Ann", "Bob", "Cid"))),
    )  # fmt: skip
    (path,) = write_history(tmp_path, (night,))
    planned = plan_td3_import(None, read_tournaments([path])[0])
    (event,) = planned.plan.events
    shares = [amount for _, amount in event.payouts[1:]]
    assert sorted(shares) == [D("67.00"), D("67.00"), D("67.00")]


def _busted(name: str):
    from tests.td3.history import Td3Player

    return Td3Player(name, out=90, by="Dan")


def test_a_season_of_several_formulas_names_them(tmp_path):
    nights = (
        Td3Night("one", 0, field_of("Ann Bob", "Bob"), ((1, 400, ("Bob",)),)),
        Td3Night("two", 7, field_of("Ann Bob", "Ann"), ((1, 400, ("Ann",)),), formula="10-r"),
    )
    planned = plan_td3_import(None, read_tournaments(write_history(tmp_path, nights))[0])
    lines = "\n".join(planned.summary())
    assert 'use 2 different TD3 points formulas ("10-r"; "n-r+1")' in lines
    assert "has no translation" not in lines


def test_nothing_to_import_says_so_and_creates_no_file(tmp_path, capsys):
    (path,) = write_history(tmp_path, (HISTORY[0],))
    db = tmp_path / "league.sqlite"
    assert main(["import-td3", str(path), "--db", str(db)]) == 0
    capsys.readouterr()
    other = tmp_path / "x.sqlite"
    text = tdt_text(HISTORY[0]).replace("EndTime", "NoEnd")
    (tmp_path / "unfinished.tdt").write_text(text, encoding="utf-8")
    assert main(["import-td3", str(tmp_path / "unfinished.tdt"), "--db", str(other)]) == 0
    out = capsys.readouterr().out
    assert "no event to import: every file was left out (see below)" in out
    assert f"nothing imported: {other} was not created" in out
    assert "0 event(s)" not in out and not other.exists()


def test_a_stray_byte_in_a_utf8_file_refuses_it_with_its_position(tmp_path):
    night = Td3Night("bytes", 0, field_of("Åsa Özil", "Özil"), ((1, 400, ("Özil",)),))
    data = tdt_text(night).encode()
    stray = data.index(b"Title") + 2
    path = tmp_path / "bytes.tdt"
    path.write_bytes(data[:stray] + b"\xe9" + data[stray:])
    with pytest.raises(Td3FileError) as refused:
        read_tournament_file(path)
    assert f"byte {stray + 1:,} (0xE9) is not valid UTF-8" in str(refused.value)
    # Without any UTF-8 letter it is an older TD3's Windows-1252, read as its letters...
    path.write_bytes(data.replace("Åsa".encode(), b"\xc5sa").replace("Özil".encode(), b"\xd6zil")
                     .replace(b'V: "3.7.2"', b'V: "3.4.3"'))  # fmt: skip
    assert {p.nickname for p in read_tournament_file(path).players} == {"Åsa", "Özil"}
    # ... and a byte Windows-1252 leaves undefined is refused too.
    path.write_bytes(data.replace("Åsa".encode(), b"\x81sa").replace(b'V: "3.7.2"', b'V: "3.4.3"'))
    with pytest.raises(Td3FileError, match=r"\(0x81\) is not valid"):
        read_tournament_file(path)


def test_export_json_writes_to_standard_output(history, capsys):
    db, _ = history
    capsys.readouterr()
    assert main(["export-json", "--db", str(db), "-o", "-"]) == 0
    document = json.loads(capsys.readouterr().out)
    events = [event for s in document["seasons"] for event in s["events"]]
    assert [event.get("added") for event in events if "added" in event] == ["150.00"]


def test_a_rake_larger_than_the_money_taken_in_sets_aside_what_there_was():
    money = RecordedMoney(recorded_gross=D(300), recorded_rake=D(360), gross=D(300), paid=D(0))
    assert (money.rake, money.pot, money.added, money.unpaid) == (D(300), D(0), D(0), D(0))
    assert money_line(money, "x.tdt") == (
        "x.tdt: taken in 300.00; TD3 recorded a rake of 360.00, more than it took in: "
        "300.00 set aside into 'rake'"
    )

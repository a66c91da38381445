"""Season reports kept in the league file (issue 34): read when they hold, never stale."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from decimal import Decimal as D
from pathlib import Path

import pytest

import leaguemgr
from leaguemgr.cli import main
from leaguemgr.domain.records import Event
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.report_text import report_text
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.report_store import (
    read_season_report,
    refresh_after_write,
    refresh_stored_reports,
)
from leaguemgr.storage import stored_reports
from leaguemgr.storage.data_revision import read_revision
from tests.conftest import SHARED_EXAMPLES, make_seasons_league
from tests.reliability.conftest import digest, run_leaguemgr

EXAMPLES = sorted(
    [*SHARED_EXAMPLES.glob("*.league.json"), *SHARED_EXAMPLES.glob("next/*.league.json")]
)
AZ = SHARED_EXAMPLES / "az-2026.league.json"


def first_two_swapped(event: Event) -> Event:
    """``event`` with its winner and its runner-up swapped: an edit every report shows."""
    entries = list(event.entries)
    first = next(i for i, e in enumerate(entries) if e.finish == 1)
    second = next(i for i, e in enumerate(entries) if e.finish == 2)
    entries[first] = dataclasses.replace(entries[first], finish=2)
    entries[second] = dataclasses.replace(entries[second], finish=1)
    return dataclasses.replace(event, entries=tuple(entries))


def _imported(tmp_path: Path, source: Path = AZ) -> Path:
    db = tmp_path / "league.sqlite"
    assert main(["import", str(source), "--db", str(db)]) == 0
    return db


def _stored_seasons(db: Path) -> list[str]:
    raw = sqlite3.connect(db)
    try:
        return [name for (name,) in raw.execute("SELECT season_name FROM stored_report")]
    finally:
        raw.close()


def _whole(db: Path):
    service = LeagueService.open(db, read_only=True)
    try:
        return service.league
    finally:
        service.close()


@pytest.mark.parametrize("source", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_the_stored_report_is_the_computed_one_for_every_example_season(
    tmp_path: Path, source: Path
) -> None:
    db = _imported(tmp_path, source)
    league = _whole(db)
    assert _stored_seasons(db) == [league.seasons[-1].name]  # the import keeps the latest
    # The others are computed and stored; the latest, kept and still holding, is not again.
    assert refresh_stored_reports(db) == [season.name for season in league.seasons[:-1]]
    assert refresh_stored_reports(db) == []
    for season in league.seasons:
        reading = read_season_report(db, season.name)
        assert reading.stored
        computed = compute_season_report(league, season.name)
        assert reading.report == computed
        # `leaguemgr report`'s text, from the kept report and the league's outline alone.
        assert report_text(reading.league, reading.report) == report_text(league, computed)


def test_every_season_of_a_league_whose_credits_carry_over(tmp_path: Path) -> None:
    db = tmp_path / "seasons.sqlite"
    make_seasons_league(db)
    league = _whole(db)
    refresh_stored_reports(db)
    for season in league.seasons:
        reading = read_season_report(db, season.name)
        assert reading.stored and reading.report == compute_season_report(league, season.name)


def test_an_edit_makes_the_stored_report_stale_until_it_is_stored_again(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    service = LeagueService.open(db)
    try:
        event = service.league.seasons[0].events[0]
        service.save_event("2026", first_two_swapped(event))
        edited = service.league
    finally:
        service.close()
    stale = read_season_report(db)
    assert not stale.stored
    assert stale.report == compute_season_report(edited, "2026")
    assert refresh_after_write(db, "2026") == ["2026"]
    fresh = read_season_report(db)
    assert fresh.stored and fresh.report == stale.report


def test_a_change_made_with_the_sqlite3_shell_is_never_hidden_by_the_stored_report(
    tmp_path: Path,
) -> None:
    db = _imported(tmp_path)
    before = read_season_report(db)
    assert before.stored
    raw = sqlite3.connect(db)
    with raw:  # one more rebuy for the winner of the first event, behind leaguemgr's back
        raw.execute(
            "UPDATE entry SET rebuys = rebuys + 1 WHERE id = (SELECT en.id FROM entry AS en"
            " JOIN event AS ev ON ev.id = en.event_id WHERE ev.number = 1 AND en.finish = 1)"
        )
    raw.close()
    after = read_season_report(db)
    assert not after.stored
    assert after.report == compute_season_report(_whole(db), "2026")
    assert after.report.events[0].money.gross > before.report.events[0].money.gross


def test_a_report_stored_by_older_rules_code_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = _imported(tmp_path)
    assert read_season_report(db).stored
    stored_reports.code_fingerprint.cache_clear()
    monkeypatch.setattr(leaguemgr, "__version__", "99.0")  # the app was upgraded
    try:
        upgraded = read_season_report(db)
    finally:
        stored_reports.code_fingerprint.cache_clear()
    assert not upgraded.stored
    assert upgraded.report == compute_season_report(_whole(db), "2026")


def test_a_damaged_stored_report_is_computed_instead(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    raw = sqlite3.connect(db)
    with raw:
        raw.execute("UPDATE stored_report SET payload = substr(payload, 1, 100)")
    raw.close()
    reading = read_season_report(db)
    assert not reading.stored
    assert reading.report == compute_season_report(_whole(db), "2026")


def test_report_reads_a_read_only_file_and_writes_nothing(tmp_path: Path) -> None:
    db = _imported(tmp_path)
    raw = sqlite3.connect(db, isolation_level=None)
    try:
        # A stored report told apart from the computed one by its bounty pot, so that the
        # output shows which was read.
        revision = read_revision(raw)
        marked = dataclasses.replace(read_season_report(db).report, bounty_pot_end=D("12345"))
        assert stored_reports.write_stored(raw, {"2026": marked}, revision)
    finally:
        raw.close()
    folder = tmp_path / "locked"
    folder.mkdir()
    locked = folder / db.name
    db.rename(locked)
    folder.chmod(0o555)
    locked.chmod(0o444)
    try:
        before = digest(locked)
        ran = run_leaguemgr(
            "report", "--db", locked, "--format", "json", data=tmp_path, unprivileged=True
        )
        assert ran.code == 0, ran.err
        assert json.loads(ran.out)["bounty_pot_end"] == "12345.00"
        assert digest(locked) == before
        assert sorted(p.name for p in folder.iterdir()) == [locked.name]
    finally:
        folder.chmod(0o755)


def test_report_on_a_stale_file_computes_and_leaves_its_bytes_alone(tmp_path: Path, capsys) -> None:
    db = _imported(tmp_path)
    capsys.readouterr()
    assert main(["report", "--db", str(db)]) == 0
    from_stored = capsys.readouterr().out
    raw = sqlite3.connect(db)
    with raw:
        raw.execute("UPDATE league SET name = name")  # the same data, a new revision
    raw.close()
    before = digest(db)
    assert main(["report", "--db", str(db)]) == 0
    assert capsys.readouterr().out == from_stored
    assert digest(db) == before
    assert not read_season_report(db).stored


NIGHT = [
    ["start"],
    *[["arrive", p] for p in ("p01", "p02", "p03", "p04", "p05")],
    ["draw", "--seed", "3"],
    *[["bust", p, "--by", "p02"] for p in ("p03", "p04", "p05", "p01")],
]


def test_a_night_closed_live_is_in_the_stored_report(tmp_path: Path, capsys) -> None:
    db = _imported(tmp_path)
    live = ["live", "--db", str(db), "--season", "2026", "--event", "12"]
    for action in NIGHT:
        assert main([*live, *action]) == 0
    assert not read_season_report(db).stored  # the busts moved the revision
    assert main([*live, "close"]) == 0
    reading = read_season_report(db)
    assert reading.stored
    assert reading.report == compute_season_report(_whole(db), "2026")
    assert reading.report.events[-1].number == 12
    assert reading.report.events[-1].payouts[0].player == "p02"


def test_the_stored_report_counts_no_change_of_the_league(tmp_path: Path) -> None:
    """Another copy of the app that has the league open is not told it changed."""
    db = _imported(tmp_path)
    service = LeagueService.open(db)
    try:
        service.league  # noqa: B018 - read: the copy has seen the league as it is
        raw = sqlite3.connect(db)
        with raw:
            raw.execute("DELETE FROM stored_report")  # so that one is stored now
        raw.close()
        assert refresh_stored_reports(db) == ["2026"]
        assert not service.changed_elsewhere()
        service.save_league_structure(None)  # and it may still write
    finally:
        service.close()


def test_a_copy_stores_its_own_reports_and_carries_none_over(tmp_path: Path, capsys) -> None:
    db = _imported(tmp_path)
    copy = tmp_path / "copy.sqlite"
    assert main(["copy", str(db), str(copy)]) == 0
    reading = read_season_report(copy)
    assert reading.stored and reading.report == read_season_report(db).report
    assert main(["copy", str(copy), str(db), "--replace"]) == 0
    assert read_season_report(db).stored


def test_a_league_on_a_server_keeps_no_report_and_reports_as_before(pg_url: str, capsys) -> None:
    assert main(["import", str(AZ), "--db", pg_url]) == 0
    assert main(["ledger", "record", "--db", pg_url, "--season", "2026", "charge", "p02", "5"]) == 0
    service = LeagueService.open(pg_url, read_only=True)
    try:
        league = service.league
        with service.database.read() as session:
            kept = session.connection().exec_driver_sql("SELECT count(*) FROM stored_report")
            assert kept.scalar() == 0
            triggers = session.connection().exec_driver_sql(
                "SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'data_revision%%'"
            )
            assert triggers.scalar() == 0
    finally:
        service.close()
    reading = read_season_report(pg_url)
    assert not reading.stored
    assert reading.report == compute_season_report(league, "2026")


def test_a_ledger_line_recorded_from_the_command_line_is_in_the_stored_report(
    tmp_path: Path, capsys
) -> None:
    db = _imported(tmp_path)
    fine = ["ledger", "record", "--db", str(db), "--season", "2026", "charge", "p02", "5"]
    assert main([*fine, "--for", "fine"]) == 0
    reading = read_season_report(db)
    assert reading.stored
    assert reading.report == compute_season_report(_whole(db), "2026")
    assert reading.report.ledger is not None
    assert dict(reading.report.ledger.balances)["p02"] == D("5")

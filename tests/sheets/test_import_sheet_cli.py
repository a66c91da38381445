"""``leaguemgr import-sheet``: re-imports change nothing, changed files change only what
changed, league players are matched by name, bad input is one line and nothing written."""

from __future__ import annotations

import hashlib
from decimal import Decimal
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.domain.records import League, Player, PointsRule, Season, SeasonRules
from leaguemgr.services.league_service import LeagueService, create_league_file
from leaguemgr.services.td3_import import WHOLE_FIELD
from tests.sheets.samples import write_csv

GRID = [
    ["Player", "Week 1", "Week 2", "Week 3"],
    ["Lori H.", 41, 30, ""],
    ["José", 30, "", 41],
    ["Bo", 20, 41, 30],
]


def _run(*args: str) -> int:
    return main(["import-sheet", *args])


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _league(db: Path) -> League:
    service = LeagueService.open(db, read_only=True)
    try:
        return service.league
    finally:
        service.close()


def test_importing_the_same_file_again_changes_nothing(tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db), "--season", "2024") == 0
    before = _digest(db)
    capsys.readouterr()
    assert _run(str(path), "--db", str(db), "--season", "2024") == 0
    out = capsys.readouterr().out
    assert "0 night(s) to add, 0 to update, 3 already imported" in out
    assert f"nothing imported: {db} is unchanged" in out
    assert _digest(db) == before


def test_a_changed_file_updates_only_the_night_that_changed(tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db)) == 0
    events = _league(db).season("season").events
    changed = [row[:] for row in GRID] + [["Cy", "", "", 12]]
    write_csv(path, changed)
    capsys.readouterr()
    assert _run(str(path), "--db", str(db)) == 0
    out = capsys.readouterr().out
    assert "0 night(s) to add, 1 to update, 2 already imported" in out
    assert "updated: season.csv, column D (Week 3)" in out
    after = _league(db).season("season").events
    assert after[:2] == events[:2]
    assert after[2].number == events[2].number
    assert len(after[2].entries) == 3


def test_league_players_are_matched_ignoring_case_accents_and_punctuation(tmp_path, capsys):
    db = tmp_path / "league.sqlite"
    create_league_file(
        db, League(name="Club", players=(Player("p1", "lori h"), Player("p2", "Jose")))
    )
    path = write_csv(tmp_path / "season.csv", GRID)
    assert _run(str(path), "--db", str(db)) == 0
    out = capsys.readouterr().out
    assert "merged: Lori H. = lori h (a league player)" in out
    assert "merged: José = Jose (a league player)" in out
    assert "1 new player(s)" in out
    league = _league(db)
    assert [p.name for p in league.players] == ["lori h", "Jose", "Bo"]
    first = league.season("season").events[0]
    assert [e.player for e in first.entries] == ["p1", "p2", "bo"]


def test_recompute_scores_the_places_with_the_seasons_formula(tmp_path, capsys):
    path = write_csv(
        tmp_path / "night.csv", [["Place", "Player", "Points"], [1, "Ann", 999], [2, "Bo", 1]]
    )
    db = tmp_path / "league.sqlite"
    table = PointsRule(preset="table", places=(10, 6), participation=1)
    rules = SeasonRules(
        buyin=Decimal(20), rebuy_cost=Decimal(20), payout_table=(WHOLE_FIELD,), points=table
    )
    create_league_file(db, League(name="League", seasons=(Season(name="night", rules=rules),)))
    assert _run(str(path), "--db", str(db), "--season", "night", "--recompute") == 0
    event = _league(db).season("night").events[0]
    assert [e.points for e in event.entries] == [None, None]
    service = LeagueService.open(db, read_only=True)
    try:
        assert [row.points for row in service.report("night").standings] == [11, 7]
    finally:
        service.close()


def test_dry_run_writes_nothing(tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db), "--dry-run") == 0
    out = capsys.readouterr().out
    assert "3 night(s) to add" in out
    assert "standings of season:" in out
    assert not db.exists()


def test_a_bad_cell_is_one_line_exit_2_and_nothing_written(tmp_path, capsys):
    rows = [["Player", "Round 1", "Round 2", "Round 3"]] + [[f"P{i}", 1, 2, 3] for i in range(5)]
    rows.append(["Eve", 1, 2, "x41"])
    path = write_csv(tmp_path / "alibi.csv", rows)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db)) == 2
    err = capsys.readouterr().err
    assert err == "leaguemgr: error: alibi.csv: D7: 'x41' is not a number of points\n"
    assert not db.exists()


def test_an_old_xls_file_and_a_bad_map_are_one_line(tmp_path, capsys):
    (tmp_path / "league.xls").write_bytes(b"\xd0\xcf")
    db = tmp_path / "league.sqlite"
    assert _run(str(tmp_path / "league.xls"), "--db", str(db)) == 2
    assert "save it as .xlsx" in capsys.readouterr().err
    path = write_csv(tmp_path / "season.csv", GRID)
    assert _run(str(path), "--db", str(db), "--map", "B=wins") == 2
    assert "--map: 'B=wins' is not COLUMN=FIELD" in capsys.readouterr().err
    assert not db.exists()


def test_nothing_that_looks_like_results_is_said(tmp_path, capsys):
    path = write_csv(
        tmp_path / "ledger.csv", [["Date", "What", "Amount"], ["2024-01-01", "Chips", 80]]
    )
    assert _run(str(path), "--db", str(tmp_path / "x.sqlite")) == 2
    assert "no results found (ledger.csv: skipped," in capsys.readouterr().err


def test_each_event_says_where_it_came_from_and_a_moved_column_is_the_same_night(tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db)) == 0
    sources = [event.source for event in _league(db).season("season").events]
    assert sources[2].startswith("sheet:season.csv||Week 3#")
    assert sources[2].endswith("@column D")
    write_csv(path, [[row[0], "", *row[1:]] for row in GRID])  # a blank column put in
    capsys.readouterr()
    assert _run(str(path), "--db", str(db)) == 0
    assert "3 already imported" in capsys.readouterr().out


def test_dry_run_on_a_league_reads_it_and_writes_nothing(tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db)) == 0
    write_csv(path, [*GRID, ["Cy", 1, "", ""]])
    before = _digest(db)
    capsys.readouterr()
    assert _run(str(path), "--db", str(db), "--dry-run") == 0
    out = capsys.readouterr().out
    assert "0 night(s) to add, 1 to update, 2 already imported" in out
    assert f"dry run: {db} is unchanged" in out
    assert _digest(db) == before


def test_a_spreadsheet_comes_into_a_server_as_into_a_file(league_target, tmp_path, capsys):
    path = write_csv(tmp_path / "season.csv", GRID)
    assert _run(str(path), "--db", league_target) == 0
    assert "imported 3 night(s)" in capsys.readouterr().out
    assert _run(str(path), "--db", league_target) == 0
    assert "is unchanged" in capsys.readouterr().out
    assert main(["report", "--db", league_target, "--season", "season"]) == 0
    report = capsys.readouterr().out
    assert "Lori H." in report and "Bo" in report


def test_totals_of_the_best_nights_make_a_season_that_counts_the_best_nights(tmp_path, capsys):
    rows = [
        ["Player", "Week 1", "Week 2", "Week 3", "Week 4", "Best 3"],
        ["Ann", 10, 2, 8, 6, 24],
        ["Bo", 4, 9, "", 1, 14],
        ["Cy", 7, 7, 7, 7, 21],
    ]
    path = write_csv(tmp_path / "best.csv", rows)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db)) == 0
    out = capsys.readouterr().out
    assert "best.csv: the totals count each player's 3 best nights" in out
    assert "totals:" not in out
    assert "best.csv: the standings agree with the sheet's totals" in out
    assert _league(db).season("best").rules.best_results == 3
    service = LeagueService.open(db, read_only=True)
    try:
        names = {p.id: p.name for p in service.league.players}
        rows_ = service.report("best").standings
        assert [(names[r.player], r.best_points, r.points) for r in rows_] == [
            ("Ann", 24, 26),
            ("Cy", 21, 28),
            ("Bo", 14, 14),
        ]
    finally:
        service.close()


def test_recompute_into_a_new_season_says_its_rules_would_be_guessed(tmp_path, capsys):
    # Issue 30: the new season got the Neau formula at a buy-in of 0, everyone scored 0.
    path = write_csv(tmp_path / "season.csv", GRID)
    db = tmp_path / "league.sqlite"
    assert _run(str(path), "--db", str(db), "--season", "2024", "--recompute") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert 'season "2024" would be new, its rules guessed' in err[0]
    assert "buy-in of 0.00" in err[0]
    assert not db.exists() or _league(db).seasons == ()

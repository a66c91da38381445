"""Issue 30, item 10: a league's Excel tracker, with its schedule, supplies, ledger, roster,
buy-ins and summary beside one night's standings, imports that night without ``--sheet``;
every other sheet is skipped, named, with the reason."""

from __future__ import annotations

from leaguemgr.cli import main
from leaguemgr.services.league_service import LeagueService
from leaguemgr.sheets.layout import NO_HEADERS, Field, detect
from leaguemgr.sheets.reading import Grid
from tests.sheets.tracker import EVENT_1, league_tracker, paid


def test_the_tracker_imports_its_standings_sheet_and_names_every_other(tmp_path, capsys):
    path = league_tracker(tmp_path)
    db = tmp_path / "league.sqlite"
    assert main(["import-sheet", str(path), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "1 night(s) to add" in out
    where = f"{path.name}: "
    # A schedule's, a list's or a ledger's first row of data is never taken as headers.
    no_headers = "no row among the first 15 reads as headers"
    reasons = {
        "Events": no_headers,
        "Supplies": no_headers,
        "Pools_Ledger": no_headers,
        "Players": "a player list",
        "Series_BuyIns": "money by player, not a night's results",
        "Financial_Summary": no_headers,
    }
    for sheet, reason in reasons.items():
        assert f"{where}{sheet}: skipped, {reason}" in out
    assert f"{where}Event_1_Standings: results; player B, place A, points C" in out

    service = LeagueService.open(db, read_only=True)
    try:
        names = {player.id: player.name for player in service.league.players}
        (season,) = service.league.seasons
        (night,) = season.events
        assert night.date == "2025-09-05"  # from the sheet's title, "September 5, 2025"
        assert [(names[e.player], e.finish) for e in night.entries] == [
            (player, place) for place, player, *_ in EVENT_1
        ]
        assert {names[p]: amount for p, amount in night.payouts or ()} == paid()
        standings = {names[row.player]: row.points for row in service.report(season.name).standings}
        assert standings == {player: points for _, player, points, *_ in EVENT_1}
    finally:
        service.close()


def test_a_grid_with_a_slip_in_one_cell_is_still_read_and_the_slip_named():
    rows = [
        ["Player", "Week 1", "Week 2", "Week 3"],
        ["Ann", 10, 8, 6],
        ["Bo", 8, "x6", 10],
        ["Cy", 6, 10, 8],
    ]
    sheet = detect(Grid("league.xlsx", "Standings", tuple(tuple(r) for r in rows)))
    assert sheet.layout is not None and sheet.skipped is None


def test_a_schedule_is_never_read_by_its_first_row_of_data():
    rows = [["Event #", "Date", "Host"], [1, "2025-09-05", "Mo"], [2, "2025-09-19", "Mo"]]
    grid = Grid("league.xlsx", "Events", tuple(tuple(r) for r in rows))
    # Row 2 (a number and a date over a column of names) once passed for a grid's headers.
    assert detect(grid).skipped == NO_HEADERS
    assert detect(grid, forced=True).skipped == NO_HEADERS  # --sheet Events: --map it
    mapped = detect(grid, mapping={"A": Field.NIGHT, "C": Field.PLAYER}, forced=True)
    # Words over numbers: row 1 heads the columns said by letter, not a night of data.
    assert mapped.header_row == 0 and mapped.skipped.startswith("a player list")

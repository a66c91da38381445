"""File ▸ Import Spreadsheet…: from a file to the standings in one wizard, by keyboard."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from leaguemgr.ui.files.sheet_import_wizard import SheetImportWizard
from tests.sheets.samples import organizer_results, results_totals, write_csv


@pytest.fixture
def drive(monkeypatch, qtbot) -> Callable[[Callable[[SheetImportWizard], None]], list]:
    """Replace the wizard's exec() by ``steps`` run on the shown wizard, by keyboard."""
    shown: list[SheetImportWizard] = []

    def install(steps: Callable[[SheetImportWizard], None]) -> list[SheetImportWizard]:
        def run(wizard: SheetImportWizard) -> int:
            shown.append(wizard)
            wizard.show()
            qtbot.waitExposed(wizard)
            steps(wizard)
            wizard.hide()
            return wizard.result()

        monkeypatch.setattr(SheetImportWizard, "exec", run)
        return shown

    return install


def _pick(monkeypatch, *paths) -> None:
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileNames",
        staticmethod(lambda *a, **k: ([str(path) for path in paths], "")),
    )


def _enter(qtbot, wizard: SheetImportWizard) -> None:
    """Return: the wizard's default button (Next, then Import)."""
    qtbot.keyClick(wizard, Qt.Key.Key_Return)


def _names(window) -> dict[str, str]:
    return {player.id: player.name for player in window.context.service.league.players}


def test_a_file_to_standings_by_keyboard_then_undo(window, monkeypatch, qtbot, tmp_path, drive):
    path = organizer_results(tmp_path)
    _pick(monkeypatch, path)
    before = window.context.service.season_names()

    def steps(wizard: SheetImportWizard) -> None:
        assert wizard.files_page.add_button.hasFocus() or True
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        assert wizard.files_page.paths() == [path]
        _enter(qtbot, wizard)
        page = wizard.columns_page
        assert wizard.currentPage() is page
        assert page.sheet_choice.currentText() == "Poker Nights.xlsx: Jan 5  (results)"
        assert page.found.text().startswith("Poker Nights.xlsx: Jan 5: results; player B")
        assert [c.currentText() for c in page.combos] == [
            "Place", "Player", "Knockouts", "Payout", "Points"
        ]  # fmt: skip
        skipped = [page.notes.item(i).text() for i in range(page.notes.count())]
        assert "Poker Nights.xlsx: Season Standings: skipped, a summary, not a night's " \
            "results (named so)" in skipped  # fmt: skip
        _enter(qtbot, wizard)
        names = wizard.names_page
        assert wizard.currentPage() is names
        assert names.heading.text().endswith("2 merge(s) to confirm")
        assert names.table.item(0, 1).text() == "Jose Alvarez = José Álvarez"
        _enter(qtbot, wizard)
        standings = wizard.standings_page
        assert wizard.currentPage() is standings
        assert standings.table.item(0, 2).text() == "Lori H"
        assert standings.table.item(0, 3).text() == "244"
        _enter(qtbot, wizard)  # Import

    shown = drive(steps)
    window.file_actions.import_sheet.trigger()
    assert len(shown) == 1
    service = window.context.service
    assert service.season_names() == [*before, "Poker Nights"]
    names = _names(window)
    rows = {names[row.player]: row.points for row in service.report("Poker Nights").standings}
    assert rows == {name: points for name, (points, _, _) in results_totals().items()}
    assert window.context.season == "Poker Nights"
    assert window.tabs.currentWidget() is window.screens["standings"]
    window.undo_action.trigger()
    assert window.context.service.season_names() == before


def test_a_column_meaning_is_changed_with_its_combo_box(
    window, monkeypatch, qtbot, tmp_path, drive
):
    path = write_csv(
        tmp_path / "night.csv", [["Place", "Player", "Bonus"], [1, "Ann", 7], [2, "Bo", 3]]
    )
    _pick(monkeypatch, path)

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        _enter(qtbot, wizard)
        combo = wizard.columns_page.combos[2]
        assert combo.currentText() == "(ignored)"
        combo.setFocus()
        qtbot.keyClicks(combo, "Po")  # the keyboard search of a closed combo box
        assert combo.currentText() == "Points"
        assert "points C" in wizard.columns_page.found.text()
        _enter(qtbot, wizard)
        assert wizard.currentPage() is wizard.names_page, wizard.columns_page.problem.text()
        _enter(qtbot, wizard)
        assert wizard.currentPage() is wizard.standings_page
        table = wizard.standings_page.table
        assert [table.item(r, 3).text() for r in range(table.rowCount())] == ["7", "3"]
        _enter(qtbot, wizard)

    drive(steps)
    window.file_actions.import_sheet.trigger()
    event = window.context.service.league.season("night").events[0]
    assert [entry.points for entry in event.entries] == [7.0, 3.0]


def test_a_merge_can_be_refused_with_space(window, monkeypatch, qtbot, tmp_path, drive):
    known = window.context.service.league.players[0].name
    path = write_csv(
        tmp_path / "night.csv", [["Place", "Player"], [1, known.upper() + "."], [2, "Bo"]]
    )
    _pick(monkeypatch, path)

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        _enter(qtbot, wizard)
        _enter(qtbot, wizard)
        table = wizard.names_page.table
        assert table.item(0, 0).checkState() == Qt.CheckState.Checked
        assert table.item(0, 2).text() == f"{known}  (in the league)"
        qtbot.keyClick(table, Qt.Key.Key_Space)
        assert table.item(0, 0).checkState() == Qt.CheckState.Unchecked
        _enter(qtbot, wizard)
        _enter(qtbot, wizard)

    drive(steps)
    window.file_actions.import_sheet.trigger()
    names = [p.name for p in window.context.service.league.players]
    assert known in names and known.upper() + "." in names


def test_a_bad_cell_is_said_on_the_page_and_nothing_changes(
    window, monkeypatch, qtbot, tmp_path, drive
):
    path = write_csv(tmp_path / "alibi.csv", [["Place", "Player", "Points"], [1, "Ann", "x41"]])
    _pick(monkeypatch, path)
    before = window.context.service.season_names()

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        _enter(qtbot, wizard)
        _enter(qtbot, wizard)
        assert wizard.currentPage() is wizard.columns_page
        assert wizard.columns_page.problem.text() == (
            "alibi.csv: C2: 'x41' is not a number of points"
        )
        qtbot.keyClick(wizard, Qt.Key.Key_Escape)

    drive(steps)
    window.file_actions.import_sheet.trigger()
    assert window.context.service.season_names() == before
    assert window.isVisible()


def test_a_file_imported_already_has_nothing_to_import(window, monkeypatch, qtbot, tmp_path, drive):
    path = write_csv(tmp_path / "night.csv", [["Place", "Player"], [1, "Ann"], [2, "Bo"]])
    _pick(monkeypatch, path)

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        for _ in range(3):
            _enter(qtbot, wizard)
        if wizard.standings_page.isComplete():
            _enter(qtbot, wizard)
        else:
            checks = wizard.standings_page.checks
            assert checks.item(0).text().startswith("Everything in these files is imported")
            assert not wizard.button(SheetImportWizard.WizardButton.FinishButton).isEnabled()
            qtbot.keyClick(wizard, Qt.Key.Key_Escape)

    shown = drive(steps)
    window.file_actions.import_sheet.trigger()
    events = len(window.context.service.league.season("night").events)
    window.file_actions.import_sheet.trigger()
    assert len(shown) == 2
    assert len(window.context.service.league.season("night").events) == events == 1


def test_a_skipped_sheet_is_taken_in_by_choosing_its_layout(
    window, monkeypatch, qtbot, tmp_path, drive
):
    _pick(monkeypatch, organizer_results(tmp_path))

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        _enter(qtbot, wizard)
        page = wizard.columns_page
        page.sheet_choice.setFocus()
        qtbot.keyClick(page.sheet_choice, Qt.Key.Key_Home)
        assert page.sheet_choice.currentText() == "Poker Nights.xlsx: Season Standings  (skipped)"
        assert page.layout_choice.currentText() == "Skip this sheet"
        assert not page.combos[0].isEnabled()
        page.layout_choice.setFocus()
        qtbot.keyClick(page.layout_choice, Qt.Key.Key_Up)
        assert page.sheet_choice.currentText() == "Poker Nights.xlsx: Season Standings  (results)"
        assert page.notes.item(0).text().startswith("read 4 night(s)")
        qtbot.keyClick(wizard, Qt.Key.Key_Escape)

    drive(steps)
    window.file_actions.import_sheet.trigger()


def test_delete_takes_a_file_off_the_list(qtbot, tmp_path):
    from leaguemgr.domain.records import League

    paths = [write_csv(tmp_path / f"{name}.csv", [["Place", "Player"]]) for name in "ab"]
    wizard = SheetImportWizard(League(name="Club"), tmp_path, paths)
    qtbot.addWidget(wizard)
    wizard.show()
    files = wizard.files_page.files
    files.setFocus()
    qtbot.keyClick(files, Qt.Key.Key_End)
    qtbot.keyClick(files, Qt.Key.Key_Delete)
    assert wizard.files_page.paths() == [paths[0]]
    qtbot.keyClick(files, Qt.Key.Key_Delete)
    assert wizard.files_page.paths() == []
    assert not wizard.button(SheetImportWizard.WizardButton.NextButton).isEnabled()


def test_a_new_league_goes_from_a_file_to_its_standings(monkeypatch, qtbot, tmp_path, drive):
    from leaguemgr.domain.records import League
    from leaguemgr.services.league_service import LeagueService, create_league_file
    from leaguemgr.ui.main_window import MainWindow
    from tests.sheets.samples import grid_totals, organizer_grid

    db = tmp_path / "club.sqlite"
    create_league_file(db, League(name="Thursday Club"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(LeagueService.open(db))
    window.show()
    _pick(monkeypatch, organizer_grid(tmp_path))

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        for _ in range(4):
            _enter(qtbot, wizard)

    drive(steps)
    window.file_actions.import_sheet.trigger()
    service = window.context.service
    assert service.season_names() == ["Thursday League 2024"]
    assert window.context.season == "Thursday League 2024"
    names = {player.id: player.name for player in service.league.players}
    standings = service.report("Thursday League 2024").standings
    assert {names[row.player]: row.points for row in standings} == grid_totals()


def test_the_last_page_says_how_each_nights_money_is_kept(qtbot, tmp_path):
    from leaguemgr.domain.records import League
    from tests.sheets.test_sheet_money import NO_BUYINS

    path = write_csv(tmp_path / "nights.csv", NO_BUYINS)
    wizard = SheetImportWizard(League(name="Club"), tmp_path, [path])
    qtbot.addWidget(wizard)
    wizard.show()
    for _ in range(3):
        _enter(qtbot, wizard)
    page = wizard.standings_page
    assert wizard.currentPage() is page
    checks = [page.checks.item(i).text() for i in range(page.checks.count())]
    assert checks == [
        f"{night}: the sheet paid 240.00 and records no buy-ins: 240.00 added to the pool"
        for night in ("2025-01-10", "2025-02-10")
    ]


def test_the_wizard_and_import_sheet_make_the_same_league_of_one_file(
    monkeypatch, qtbot, tmp_path, drive, capsys
):
    """Issue 39: the players step said "1 new, 4 already in the league", and Import made the
    known players a second time ("… (2)"); the command line matched them."""
    from leaguemgr.cli import main
    from leaguemgr.services.league_service import LeagueService, create_league_file
    from leaguemgr.ui.main_window import MainWindow
    from tests.sheets.league_sheets import IRELAND_STANDINGS, ireland_csv, newcomer_league

    league = newcomer_league()  # a player spelled otherwise (a merge), one not in it (new)
    by_app, by_command = tmp_path / "app.sqlite", tmp_path / "command.sqlite"
    for db in (by_app, by_command):
        create_league_file(db, league)
    path = ireland_csv(tmp_path)
    assert main(["import-sheet", str(path), "--db", str(by_command), "--season", "2026"]) == 0
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(LeagueService.open(by_app))
    window.show()
    _pick(monkeypatch, path)

    def steps(wizard: SheetImportWizard) -> None:
        qtbot.keyClick(wizard.files_page.add_button, Qt.Key.Key_Space)
        wizard.files_page.season.setText("2026")
        _enter(qtbot, wizard)
        assert wizard.columns_page.found.text() == (
            "results.csv: results; player G, payout E, rebuys D, buyin C, night A"
        )
        _enter(qtbot, wizard)
        names = wizard.names_page
        assert names.heading.text() == (
            "5 player(s): 1 new, 4 already in the league; 1 merge(s) to confirm"
        )
        _enter(qtbot, wizard)
        standings = wizard.standings_page
        assert standings.heading.text() == (
            "3 night(s) to add, 0 to update, 0 already imported; season(s) 2026; "
            "1 new player(s), 4 already in the league\nread 3 night(s), 13 row(s), 5 player name(s)"
        )
        checks = [standings.checks.item(i).text() for i in range(standings.checks.count())]
        assert checks == [
            "Game 1: the sheet took in 210.00 and paid 215.00: 5.00 added to the pool",
            "Game 2: the sheet took in 140.00 and paid 80.00: 60.00 set aside into 'not paid out'",
            "1 night(s) paid out what they took in",
            "row 10: Liam Murphy's rebuy 30.00 is not a whole number of 20.00 rebuys: "
            "1 rebuy, 10.00 left out",
        ]
        table = standings.table
        shown = [(table.item(r, 2).text(), table.item(r, 3).text()) for r in range(5)]
        assert shown[0] == ("Sean O Briain", "6250")
        assert [points for _, points in shown] == [f"{p:g}" for _, _, p, _ in IRELAND_STANDINGS]
        _enter(qtbot, wizard)

    drive(steps)
    window.file_actions.import_sheet.trigger()
    made = window.context.service.league
    window.context.service.close()
    stored = LeagueService.open(by_command, read_only=True)
    try:
        assert [p.name for p in made.players] == [p.name for p in stored.league.players]
        assert made == stored.league
    finally:
        stored.close()
    assert len(made.players) == 5


def test_headers_it_cannot_read_are_said_column_by_column_and_no_row_is_lost(qtbot, tmp_path):
    from leaguemgr.sheets.layout import NO_HEADERS
    from tests.sheets.league_sheets import ireland_csv, ireland_league

    header = "Spiel, Nr, Einsatz, Nachkauf, Auszahlung, ROI, Spieler"
    wizard = SheetImportWizard(ireland_league(), tmp_path, [ireland_csv(tmp_path, header)])
    qtbot.addWidget(wizard)
    wizard.show()
    _enter(qtbot, wizard)
    page = wizard.columns_page
    assert page.sheet_choice.currentText() == "results.csv  (skipped)"
    notes = [page.notes.item(i).text() for i in range(page.notes.count())]
    assert f"results.csv: skipped, {NO_HEADERS}" in notes
    _enter(qtbot, wizard)
    assert wizard.currentPage() is page  # nothing guessed: the columns are asked for
    assert page.problem.text() == f"no results found (results.csv: skipped, {NO_HEADERS})"
    assert page.preview.item(1, 6).text() == "Spieler"  # row 1 shown as it is, a row like any
    for column, word in ((0, "Night"), (2, "Buy-in"), (3, "Rebuys"), (4, "Payout"), (6, "Player")):
        combo = page.combos[column]
        combo.setFocus()
        qtbot.keyClicks(combo, word)
        assert combo.currentText() == word
    assert page.sheet_choice.currentText() == "results.csv  (results)"
    assert page.notes.item(0).text() == "read 3 night(s), 13 row(s), 5 player name(s)"
    _enter(qtbot, wizard)
    assert wizard.currentPage() is wizard.names_page, page.problem.text()
    assert wizard.planned.summary()[1] == "read 3 night(s), 13 row(s), 5 player name(s)"


def test_dates_that_read_either_way_are_the_leagues_order_on_every_page(qtbot, tmp_path):
    from leaguemgr.domain.records import League
    from tests.sheets.league_sheets import uk_grid

    path = uk_grid(tmp_path, ["1/11/2025", "8/11/2025", "10/12/2025"])
    wizard = SheetImportWizard(League(name="Club", currency="GBP"), tmp_path, [path])
    qtbot.addWidget(wizard)
    wizard.show()
    _enter(qtbot, wizard)
    page = wizard.columns_page
    notes = [page.notes.item(i).text() for i in range(page.notes.count())]
    assert f"{path.name}: dates read day first, the league's order (they read either way)" in notes
    _enter(qtbot, wizard)
    dates = [event.date for event in wizard.planned.league.seasons[0].events]
    assert dates == ["2025-11-01", "2025-11-08", "2025-12-10"]

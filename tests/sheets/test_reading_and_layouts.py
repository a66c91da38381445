"""Reading sheets and detecting their layout: every variant an organizer's sheet comes in."""

from __future__ import annotations

import zipfile
from decimal import Decimal

import openpyxl
import pytest

from leaguemgr.sheets import reading
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import NO_HEADERS, Field, Layout, detect
from leaguemgr.sheets.plan import detect_sheets, read_nights
from leaguemgr.sheets.reading import read_file, read_sheets
from leaguemgr.sheets.values import CellError, money, points
from tests.sheets.samples import results_csv, write_csv, write_ods


def _nights(*paths, **options):
    return read_nights(detect_sheets(read_sheets(paths), **options))


@pytest.mark.parametrize(
    ("cell", "expected"),
    [(41, 41.0), ("41", 41.0), ("41 points", 41.0), ("41 pts", 41.0), ("12.5 Pts.", 12.5)],
)
def test_points_are_read_as_organizers_type_them(cell, expected):
    assert points(cell) == expected


@pytest.mark.parametrize(
    ("cell", "expected"),
    [("$280", Decimal(280)), ("$1,200.50", Decimal("1200.50")), (280.5, Decimal("280.5")),
     ("280 kr", Decimal(280)), ("12,50 €", Decimal("12.50"))],
)  # fmt: skip
def test_money_is_read_with_or_without_its_sign(cell, expected):
    assert money(cell) == expected


def test_a_cell_that_is_not_points_says_so():
    with pytest.raises(CellError, match="'x41' is not a number of points"):
        points("x41")


def test_a_bad_cell_names_file_and_cell(tmp_path):
    path = write_csv(
        tmp_path / "alibi.csv",
        [["Player", "Round 1", "Round 2"]] + [[f"P{i}", i, i] for i in range(1, 5)]
        + [["Eve", 3, "x41"]],
    )  # fmt: skip
    with pytest.raises(SheetFileError) as caught:
        _nights(path)
    assert str(caught.value) == "alibi.csv: C6: 'x41' is not a number of points"


def test_a_bad_cell_in_a_workbook_names_the_sheet(tmp_path):
    workbook = openpyxl.Workbook()
    workbook.active.title = "Night 1"
    for row in (["Place", "Player", "Payout"], [1, "Ann", "$20"], [2, "Bo", "lots"]):
        workbook.active.append(row)
    workbook.save(tmp_path / "nights.xlsx")
    with pytest.raises(SheetFileError, match=r"^nights.xlsx: Night 1!C3: 'lots' is not an amount"):
        _nights(tmp_path / "nights.xlsx")


def test_a_results_csv_with_semicolons_a_bom_and_a_date_column(tmp_path):
    read = _nights(results_csv(tmp_path / "results.csv"))
    assert [(n.label, n.date) for n in read.nights] == [
        ("2024-03-01", "2024-03-01"),
        ("2024-03-08", "2024-03-08"),
    ]
    first = read.nights[0].entries[0]
    assert (first.name, first.finish, first.points, first.payout) == ("Ann", 1, 30.0, Decimal(200))
    assert (first.knockouts, first.rebuys, first.buyin) == (2.0, 1, Decimal(20))
    assert [e.name for e in read.nights[1].entries] == ["Bo", "Cy", "Ann"]


def test_windows_1252_only_when_the_bytes_are_not_utf8(tmp_path):
    path = write_csv(
        tmp_path / "old.csv",
        [["Place", "Player", "Points"], [1, "Åsa", 10], [2, "Bo", 5]],
        encoding="cp1252",
    )
    read = _nights(path)
    assert read.nights[0].entries[0].name == "Åsa"
    assert "old.csv: not UTF-8; read as Windows-1252 (Western European)" in read.notes
    utf8 = write_csv(tmp_path / "new.csv", [["Place", "Player"], [1, "Åsa"]])
    assert _nights(utf8).notes == ()


def test_a_grid_with_no_blank_cell_takes_0_as_absent(tmp_path):
    path = write_csv(
        tmp_path / "zeros.csv",
        [["Name", "R1", "R2", "R3"], ["Ann", 10, 0, 5], ["Bo", 0, 7, 5], ["Cy", 3, 4, 0]],
    )
    read = _nights(path)
    assert "zeros.csv: no cell is blank, so a 0 is a night not played" in read.notes
    assert [[e.name for e in n.entries] for n in read.nights] == [
        ["Ann", "Cy"],
        ["Bo", "Cy"],
        ["Ann", "Bo"],
    ]
    assert read.nights[2].entries[0].finish == read.nights[2].entries[1].finish == 1


def test_a_grid_with_blanks_takes_0_as_played(tmp_path):
    path = write_csv(tmp_path / "blanks.csv", [["Name", "R1", "R2"], ["Ann", 10, ""], ["Bo", 0, 7]])
    read = _nights(path)
    assert "blank cell is a night not played, a 0 a night played for 0 points" in read.notes[0]
    assert [(e.name, e.points) for e in read.nights[0].entries] == [("Ann", 10.0), ("Bo", 0.0)]
    assert [e.name for e in read.nights[1].entries] == ["Bo"]


def test_a_totals_column_that_does_not_add_up_is_reported(tmp_path):
    path = write_csv(
        tmp_path / "sums.csv",
        [["Player", "Week 1", "Week 2", "Total"], ["Ann", 10, 5, 15], ["Bo", 3, 4, 8]],
    )
    read = _nights(path)
    assert read.mismatches == ("sums.csv: D3: Bo's total is 8 but the nights add up to 7",)


def test_an_unnamed_rank_column_with_ties_and_an_unnamed_total(tmp_path):
    path = write_csv(
        tmp_path / "ranks.csv",
        [["", "Player", "Game 1", "Game 2", ""], [1, "Ann", 10, 5, 15], [1, "Bo", 8, 7, 15],
         [3, "Cy", 1, 2, 3]],
    )  # fmt: skip
    sheet = detect_sheets(read_sheets([path]))[0]
    assert sheet.fields == (Field.RANK, Field.PLAYER, Field.NIGHT, Field.NIGHT, Field.TOTAL)
    read = read_nights([sheet])
    assert [(o.name, o.rank, o.total) for o in read.own_standings] == [
        ("Ann", 1, 15.0),
        ("Bo", 1, 15.0),
        ("Cy", 3, 3.0),
    ]


@pytest.mark.parametrize(
    "headers",
    [["Round 1", "Round 2"], ["Week 3", "Week 4"], ["Event 4", "Event 5"], ["1/15", "1/22"],
     ["2024-01-15", "2024-01-22"], ["Jan 15", "Jan 22"], ["R1", "R2"]],
)  # fmt: skip
def test_night_headers_organizers_use(headers):
    grid = reading.Grid("x.csv", None, (("Player", *headers), ("Ann", "1", "2")))
    assert detect(grid).layout is Layout.GRID


@pytest.mark.parametrize(
    ("headers", "fields"),
    [
        ("Finish Name Winnings", "place player payout"),
        ("Pos Player Pts Hits", "place player points knockouts"),
        ("Rank Player Prize Knockouts", "place player payout knockouts"),
        ("Place Player Cash KOs Rebuys Buy-in", "place player payout knockouts rebuys buyin"),
        ("Night Place Player Points", "night place player points"),
    ],
)
def test_results_headers_organizers_use(headers, fields):
    grid = reading.Grid("x.csv", None, (tuple(headers.split()), ("1",) * len(fields.split())))
    sheet = detect(grid)
    assert sheet.layout is Layout.RESULTS
    assert [field.value for field in sheet.fields] == fields.split()


def test_layout_and_map_override_the_detection(tmp_path):
    path = write_csv(tmp_path / "odd.csv", [["Who", "Score", "Spot"], ["Ann", 10, 1], ["Bo", 5, 2]])
    read = _nights(path, layout=Layout.RESULTS, mapping={"Score": Field.POINTS, "C": Field.PLACE})
    assert [(e.name, e.finish, e.points) for e in read.nights[0].entries] == [
        ("Ann", 1, 10.0),
        ("Bo", 2, 5.0),
    ]


def test_sheet_selects_sheets_and_a_missing_one_is_named(tmp_path):
    workbook = openpyxl.Workbook()
    for title in ("One", "Two"):
        sheet = workbook.create_sheet(title)
        sheet.append(["Place", "Player"])
        sheet.append([1, "Ann"])
    workbook.save(tmp_path / "two.xlsx")
    read = _nights(tmp_path / "two.xlsx", only=["two"])
    assert [n.label for n in read.nights] == ["Two"]
    with pytest.raises(SheetFileError, match="no sheet named 'three'"):
        _nights(tmp_path / "two.xlsx", only=["three"])


def test_an_ods_workbook_is_read_like_an_xlsx_one(tmp_path):
    path = write_ods(
        tmp_path / "league.ods",
        {
            "Night 1": [["Place", "Player", "Points"], [1, "Ann", 10], [2, "Bo", "5 pts"]],
            "Schedule": [["Date", "Host"], ["2024-01-04", "Mo"]],
        },
    )
    read = _nights(path)
    assert [(e.name, e.finish, e.points) for e in read.nights[0].entries] == [
        ("Ann", 1, 10.0),
        ("Bo", 2, 5.0),
    ]
    assert read.skipped == (f"league.ods: Schedule: skipped, {NO_HEADERS}",)


def test_old_excel_files_and_damaged_ones_are_one_line(tmp_path):
    (tmp_path / "old.xls").write_bytes(b"\xd0\xcf")
    with pytest.raises(SheetFileError, match=r"^old.xls: save it as .xlsx"):
        read_file(tmp_path / "old.xls")
    (tmp_path / "bad.ods").write_bytes(b"PK not really")
    with pytest.raises(SheetFileError, match=r"^bad.ods: not an OpenDocument spreadsheet"):
        read_file(tmp_path / "bad.ods")


def test_formulas_are_read_as_their_cached_values_never_evaluated(tmp_path):
    workbook = openpyxl.Workbook()
    workbook.active.append(["Place", "Player", "Points"])
    workbook.active.append([1, "Ann", "=10+5"])
    workbook.active.append([2, "Bo", "=1+1"])
    workbook.save(tmp_path / "plain.xlsx")
    # Excel keeps each formula's last value beside it: 41 for Ann, none for Bo.
    with (
        zipfile.ZipFile(tmp_path / "plain.xlsx") as source,
        zipfile.ZipFile(tmp_path / "formula.xlsx", "w") as target,
    ):
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "xl/worksheets/sheet1.xml":
                data = data.replace(b"<f>10+5</f><v />", b"<f>10+5</f><v>41</v>")
            target.writestr(item, data)
    read = _nights(tmp_path / "formula.xlsx")
    assert [(e.name, e.points) for e in read.nights[0].entries] == [("Ann", 41.0), ("Bo", 0.0)]


def test_external_links_are_refused(tmp_path):
    path = tmp_path / "linked.xlsx"
    openpyxl.Workbook().save(path)
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr("xl/externalLinks/externalLink1.xml", "<externalLink/>")
    with pytest.raises(SheetFileError, match="links to other workbooks"):
        read_file(path)


def test_a_zip_bomb_is_refused_before_it_is_opened(tmp_path):
    path = tmp_path / "bomb.xlsx"
    openpyxl.Workbook().save(path)
    with zipfile.ZipFile(path, "a", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/media/padding.bin", b"\0" * 5_000_000)
    with pytest.raises(SheetFileError, match="zip bomb"):
        read_file(path)


def test_too_many_cells_or_bytes_are_refused(tmp_path, monkeypatch):
    path = write_csv(tmp_path / "big.csv", [["Player", "R1"]] + [[f"P{i}", i] for i in range(60)])
    monkeypatch.setattr(reading, "MAX_CELLS", 100)
    with pytest.raises(SheetFileError, match="more than 100 cells"):
        read_file(path)
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 100)
    with pytest.raises(SheetFileError, match="too big"):
        read_file(path)


def test_an_empty_sheet_is_skipped_as_empty_even_when_columns_are_mapped(tmp_path):
    workbook = openpyxl.Workbook()
    workbook.active.title = "Blank"
    workbook.save(tmp_path / "blank.xlsx")
    sheets = detect_sheets(read_sheets([tmp_path / "blank.xlsx"]), mapping={"B": Field.PLAYER})
    assert [s.skipped for s in sheets] == ["empty"]


def test_month_day_headers_take_the_year_of_the_title(tmp_path):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Winter league 2023-24"])
    sheet.append(["Player", "Nov 30", "Dec 14", "Jan 4", "1/18", "Feb 30"])
    sheet.append(["Ann", 1, 2, 3, 4, 5])
    workbook.save(tmp_path / "winter.xlsx")
    read = _nights(tmp_path / "winter.xlsx")
    assert [(n.label, n.date) for n in read.nights] == [
        ("Nov 30", "2023-11-30"),
        ("Dec 14", "2023-12-14"),
        ("Jan 4", "2024-01-04"),
        ("1/18", "2024-01-18"),
        ("Feb 30", None),
    ]


def test_a_sheet_per_night_named_by_month_and_day_takes_the_files_year(tmp_path):
    workbook = openpyxl.Workbook()
    workbook.active.title = "Mar 7"
    workbook.active.append(["Place", "Player"])
    workbook.active.append([1, "Ann"])
    workbook.save(tmp_path / "Poker 2025.xlsx")
    assert _nights(tmp_path / "Poker 2025.xlsx").nights[0].date == "2025-03-07"

"""CSV files: UTF-8, a header row and the workbook's values, safe to open in a spreadsheet."""

from __future__ import annotations

import csv
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from leaguemgr.exporters.csv_export import write_csv
from leaguemgr.exporters.xlsx import write_xlsx
from leaguemgr.services.atomic_write import ExportError
from tests.exporters.support import HOSTILE_NAMES


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as stream:
        return list(csv.reader(stream))


def test_standings_csv_is_the_default_and_matches_the_workbook(az, tmp_path):
    league, report = az
    write_csv(league, report, tmp_path / "standings.csv")
    write_xlsx(league, report, tmp_path / "season.xlsx")
    lines = read_csv(tmp_path / "standings.csv")
    sheet = load_workbook(tmp_path / "season.xlsx")["Standings"]
    book = [list(r) for r in sheet.iter_rows(values_only=True)][: len(lines)]
    assert lines[0] == book[0]
    for line, row in zip(lines[1:], book[1:], strict=True):
        assert line[1] == row[1] and int(line[0]) == row[0]
        assert float(line[2]) == round(row[2], 2)  # points, as the workbook shows them
        assert Decimal(line[6]) == Decimal(str(row[6]))  # season prize, to the cent
        assert line[7] == row[7]
    assert lines[1][:3] == ["1", "Tess A19", "33.15"]


def test_payouts_csv_has_a_row_per_event(fnc, tmp_path):
    league, report = fnc
    write_csv(league, report, tmp_path / "payouts.csv", table="payouts")
    lines = read_csv(tmp_path / "payouts.csv")
    assert lines[0][:8] == ["Event", "Date", "Entries", "Gross", "To championship", "Added",
                            "Pool", "Comped"]  # fmt: skip
    assert len(lines) == 1 + len(report.events)
    assert lines[1][:10] == ["Event 1", "2026-01-15", "8", "410.00", "31.00", "0.00", "379.00",
                             "0.00", "Cat A2", "255.00"]  # fmt: skip


def test_file_is_utf8_with_a_byte_order_mark_for_excel(az, tmp_path):
    league, report = az
    write_csv(league, report, tmp_path / "s.csv")
    raw = (tmp_path / "s.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbfRank,Player,")


def test_formula_like_names_get_an_apostrophe_but_numbers_do_not(hostile, fnc, tmp_path):
    league, report = hostile
    write_csv(league, report, tmp_path / "h.csv")
    names = [line[1] for line in read_csv(tmp_path / "h.csv")[1:]]
    assert "'" + HOSTILE_NAMES["p19"] in names
    assert "'+1" in names and "'@SUM(A1:A9)" in names and "'-2+3" in names
    assert HOSTILE_NAMES["p07"] in names  # not a formula: written as it is
    league, report = fnc
    write_csv(league, report, tmp_path / "f.csv")
    penalties = [line[5] for line in read_csv(tmp_path / "f.csv")[1:]]
    assert "-1.41" in penalties  # a negative number stays a number


def test_unknown_table_is_refused(az, tmp_path):
    league, report = az
    with pytest.raises(ExportError, match="standings or payouts or ledger, not 'funds'"):
        write_csv(league, report, tmp_path / "x.csv", table="funds")
    assert list(tmp_path.iterdir()) == []

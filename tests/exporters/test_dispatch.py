"""export_season: the suffix picks the format; bad targets fail cleanly, leaving nothing."""

from __future__ import annotations

import pytest
from openpyxl import load_workbook

from leaguemgr.exporters.dispatch import export_season
from leaguemgr.services.atomic_write import ExportError
from tests.exporters.support import pdf_pages


@pytest.mark.parametrize(
    ("name", "opens_as"),
    [("s.xlsx", b"PK"), ("s.csv", b"\xef\xbb\xbfRank"), ("s.pdf", b"%PDF"),
     ("s.html", b"<!DOCTYPE html>"), ("S.XLSX", b"PK")],
)  # fmt: skip
def test_the_suffix_chooses_the_format(az, tmp_path, name, opens_as):
    league, report = az
    written = export_season(league, report, tmp_path / name)
    assert written.read_bytes().startswith(opens_as)
    assert [p.name for p in tmp_path.iterdir()] == [name]  # no temporary file left over


def test_what_picks_the_csv_table_and_the_pdf_document(az, tmp_path):
    league, report = az
    export_season(league, report, tmp_path / "p.csv", what="payouts")
    assert (tmp_path / "p.csv").read_text("utf-8-sig").startswith("Event,Date,Entries,Gross")
    export_season(league, report, tmp_path / "e.pdf", what="event", event=3)
    assert "Event 3: 12 entries" in " ".join(pdf_pages(tmp_path / "e.pdf"))
    export_season(league, report, tmp_path / "n.pdf", what="night-sheet")
    assert "Night sheet: Event 12" in " ".join(pdf_pages(tmp_path / "n.pdf"))


@pytest.mark.parametrize("name", ["season.txt", "season", "season.xls"])
def test_unknown_suffix_is_a_clear_error(az, tmp_path, name):
    league, report = az
    with pytest.raises(ExportError) as error:
        export_season(league, report, tmp_path / name)
    message = str(error.value)
    assert str(tmp_path / name) in message
    assert ".xlsx, .csv, .pdf, .html" in message
    assert list(tmp_path.iterdir()) == []


def test_a_choice_the_format_does_not_have_is_refused(az, tmp_path):
    league, report = az
    with pytest.raises(ExportError, match=r"a \.xlsx export has no choice of content"):
        export_season(league, report, tmp_path / "s.xlsx", what="payouts")


@pytest.mark.parametrize("suffix", [".xlsx", ".csv", ".pdf", ".html"])
def test_unwritable_folder_names_the_file_and_leaves_nothing(az, tmp_path, suffix):
    league, report = az
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder")
    target = not_a_folder / f"season{suffix}"
    with pytest.raises(ExportError) as error:
        export_season(league, report, target)
    assert str(error.value).startswith(f"cannot write {target}: ")
    assert "Not a directory" in str(error.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_failed_export_keeps_the_previous_file(az, tmp_path):
    league, report = az
    target = tmp_path / "season.xlsx"
    export_season(league, report, target)
    before = target.read_bytes()
    with pytest.raises(ExportError):
        export_season(league, report, target, what="nonsense")
    assert target.read_bytes() == before
    assert load_workbook(target).sheetnames[0] == "Standings"


def test_a_season_with_no_event_yet_exports_everywhere(fresh, tmp_path):
    league, report = fresh
    for name in ("s.xlsx", "s.csv", "s.pdf", "s.html"):
        export_season(league, report, tmp_path / name)
    assert "No results yet." in (tmp_path / "s.html").read_text("utf-8")
    assert load_workbook(tmp_path / "s.xlsx")["Standings"]["A2"].value == "No results recorded yet."
    export_season(league, report, tmp_path / "n.pdf", what="night-sheet")
    text = " ".join(" ".join(pdf_pages(tmp_path / "n.pdf", layout=False)).split())
    assert "Night sheet: Event 1" in text and "first event of the season" in text
    with pytest.raises(ExportError, match="has no event with results yet"):
        export_season(league, report, tmp_path / "e.pdf", what="event")

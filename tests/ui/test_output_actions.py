"""File ▸ Export season and the print previews, used as the organizer would."""

from __future__ import annotations

import openpyxl
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox

from leaguemgr.exporters.report_json import report_document


def test_export_season_writes_the_workbook_chosen_in_the_dialog(
    window, qtbot, tmp_path, monkeypatch
):
    target = tmp_path / "season"
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda *args, **kwargs: (str(target), "Excel workbook, every sheet (*.xlsx)"),
    )
    assert window.output_actions.export_season()
    written = tmp_path / "season.xlsx"
    assert f"Wrote {written}" in window.statusBar().currentMessage()
    book = openpyxl.load_workbook(written)
    standings = book["Standings"]
    expected = report_document(window.context.service.report("2026"))["standings"][0]
    names = {p.id: p.name for p in window.context.service.league.players}
    first_row = [cell.value for cell in standings[2]]
    assert names[expected["player"]] in first_row
    assert round(expected["points"], 2) in [round(v, 2) for v in first_row if isinstance(v, float)]


def test_an_export_that_cannot_be_written_says_why(window, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    window.output_actions.write(blocker / "standings.pdf", "standings")
    assert warnings and "cannot write" in warnings[0] and "standings.pdf" in warnings[0]


def test_print_standings_opens_a_preview_of_the_standings(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.output_actions.preview_standings()
    assert shown and shown[0].windowTitle() == "Print standings"
    text = window.output_actions.standings_document().toPlainText()
    assert "Tess Morgan" in text and "33.15" in text


def test_night_sheet_names_the_bounty_target_and_the_free_entries(window):
    text = window.output_actions.night_document().toPlainText()
    assert "Bounty" in text or "bounty" in text
    assert "Cathy Nguyen" in text  # has a free entry from dealing

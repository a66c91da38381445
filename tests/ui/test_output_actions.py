"""File ▸ Export season and the print previews, used as the organizer would."""

from __future__ import annotations

import openpyxl
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QLineEdit

from leaguemgr.exporters.report_json import report_document
from leaguemgr.ui.files.output_actions import EXPORT_KINDS, export_dialog


def test_export_season_writes_the_workbook_chosen_in_the_dialog(
    window, qtbot, tmp_path, monkeypatch
):
    target = tmp_path / "season"

    def accept(dialog):
        dialog.selectFile(str(target))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QFileDialog, "exec", accept)
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


def test_an_export_that_cannot_be_written_says_why(window, tmp_path, faults_shown):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    window.output_actions.write(blocker / "standings.pdf", "standings")
    (dialog,) = faults_shown
    assert "cannot write" in dialog.informativeText()
    assert "standings.pdf" in dialog.informativeText()
    assert "choose another" in dialog.informativeText()


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


def _file_name(dialog: QFileDialog) -> str:
    return dialog.findChild(QLineEdit, "fileNameEdit").text()


def _choose_kind(dialog: QFileDialog, label: str) -> None:
    combo = dialog.findChild(QComboBox, "fileTypeCombo")
    index = combo.findText(label)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)  # what a click on the file type does, in this order
    combo.textActivated.emit(label)


def test_each_export_kind_has_its_own_default_file_name(window, tmp_path):
    dialog = export_dialog(window, tmp_path, "AZ 2026")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    assert _file_name(dialog) == "AZ 2026.xlsx"
    names = {}
    for kind in EXPORT_KINDS:
        _choose_kind(dialog, kind.label)
        names[kind.what, kind.suffix] = _file_name(dialog)
    assert names["standings", ".csv"] == "AZ 2026 standings.csv"
    assert names["payouts", ".csv"] == "AZ 2026 payouts.csv"
    assert names["standings", ".pdf"] == "AZ 2026 standings.pdf"
    assert len(set(names.values())) == len(EXPORT_KINDS)


def test_a_typed_file_name_is_kept_when_the_kind_changes(window, tmp_path):
    dialog = export_dialog(window, tmp_path, "AZ 2026")
    line = dialog.findChild(QLineEdit, "fileNameEdit")
    line.clear()
    line.textEdited.emit("my file.csv")
    line.setText("my file.csv")
    _choose_kind(dialog, EXPORT_KINDS[2].label)
    assert _file_name(dialog) == "my file.csv"


def test_the_payout_sheet_dialog_has_a_whole_title(window, qtbot):
    dialog = window.output_actions.event_choice_dialog(["1", "2", "3"])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Print payout sheet"
    assert dialog.labelText() == "Print the payout sheet of event:"
    assert dialog.textValue() == "3"
    dialog.show()
    title_width = dialog.fontMetrics().horizontalAdvance("Print payout sheet — leaguemgr")
    assert dialog.width() >= title_width + 120  # room for the title bar's buttons

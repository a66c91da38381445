"""File ▸ Import Spreadsheet…: the wizard, then the import as one undoable edit."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QWidget

from leaguemgr.services.sheet_import import touched_league
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.files.import_command import import_command
from leaguemgr.ui.files.sheet_import_wizard import SheetImportWizard
from leaguemgr.ui.files.sheet_page_parts import TITLE
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


def import_from_sheets(
    parent: QWidget, context: LeagueContext, folder: Path, paths: Sequence[Path] = ()
) -> bool:
    """Run the wizard (starting with ``paths`` picked, if any) and import what it planned
    when the organizer presses Import. True if the league changed."""
    wizard = SheetImportWizard(context.service.league, folder, paths, parent)
    if wizard.exec() != SheetImportWizard.DialogCode.Accepted:
        return False
    planned = wizard.planned
    if planned is None or not planned.changes_anything:
        return False
    files = wizard.files_page.paths()
    label = files[0].name if len(files) == 1 else f"{len(files)} spreadsheets"
    command = import_command(context, Path(label), touched_league(planned))
    if not push_or_explain(context, command, parent, translate("SheetImport", TITLE)):
        return False
    # From the file to its standings: the window shows the season the import made.
    context.select_season(planned.seasons[-1])
    show_screen = getattr(parent, "show_screen", None)
    if show_screen is not None:
        show_screen("standings")
    return True

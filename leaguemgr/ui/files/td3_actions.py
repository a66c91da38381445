"""File ▸ Import from TD3…: The Tournament Director 3's files (or a folder of them) as events.

The files are read and checked off the GUI thread, the import is planned and shown as a
preview (:mod:`leaguemgr.ui.files.td3_import_dialog`), and only then written, as one undoable
edit: Edit ▸ Undo takes the whole import back.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QFileDialog, QWidget

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.td3_import import Td3Import, plan_td3_import, read_tournaments
from leaguemgr.td3.errors import Td3FileError
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.import_command import import_command
from leaguemgr.ui.files.td3_import_dialog import Td3ImportDialog
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext

TITLE = QT_TRANSLATE_NOOP("Td3Import", "Import from TD3")
TDT_FILTER = QT_TRANSLATE_NOOP("Td3Import", "TD3 tournaments (*.tdt);;All files (*)")


def choose_td3_paths(parent: QWidget, folder: Path, *, whole_folder: bool) -> list[Path]:
    """The ``.tdt`` files (or the one folder) the organizer picks; [] if cancelled."""
    if whole_folder:
        chosen = QFileDialog.getExistingDirectory(
            parent, translate("Td3Import", "Import from TD3: a folder"), str(folder)
        )
        return [Path(chosen)] if chosen else []
    names, _ = QFileDialog.getOpenFileNames(
        parent, translate("Td3Import", TITLE), str(folder), translate("Td3Import", TDT_FILTER)
    )
    return [Path(name) for name in names]


def import_from_td3(parent: QWidget, context: LeagueContext, paths: list[Path]) -> bool:
    """Read ``paths``, show the preview, and import if the organizer agrees. True if done."""
    service = context.service
    try:
        tournaments, backups = run_in_background(
            parent,
            translate("Td3Import", "Reading the TD3 files…"),
            lambda: read_tournaments(paths),
        )
        planned = plan_td3_import(service.league, tournaments, skipped_backups=backups)
    except (Td3FileError, RuleError, OSError) as exc:
        show_error(parent, translate("Td3Import", TITLE), exc)
        return False
    dialog = Td3ImportDialog(planned, parent)
    if dialog.exec() != Td3ImportDialog.DialogCode.Accepted:
        return False
    if planned.plan.matching.name_matches and not dialog.same_people.isChecked():
        try:
            planned = plan_td3_import(
                service.league, tournaments, skipped_backups=backups, accept_name_matches=False
            )
        except (Td3FileError, RuleError) as exc:
            show_error(parent, translate("Td3Import", TITLE), exc)
            return False
    command = import_command(
        context, Path(f"{len(planned.plan.events)} TD3 files"), _touched(planned)
    )
    return push_or_explain(context, command, parent, translate("Td3Import", TITLE))


def _touched(planned: Td3Import):  # type: ignore[no-untyped-def]
    """The league with only the seasons the import adds to: the others stay as stored."""
    seasons = set(planned.seasons)
    league = planned.league
    return replace(league, seasons=tuple(s for s in league.seasons if s.name in seasons))

"""The Season menu: new season (own rules, a copy, a file's or a preset's), rename, delete."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox, QWidget

from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.season import season_commands


class SeasonActions:
    """Actions of the Season menu, working on whichever league the window has open."""

    def __init__(self, window: QWidget, context: Callable[[], LeagueContext | None]):
        self._window = window
        self._context = context
        self.new = QAction(translate("SeasonActions", "&New season…"), window)
        self.new.triggered.connect(self.new_season)
        self.rename = QAction(translate("SeasonActions", "&Rename season…"), window)
        self.rename.triggered.connect(self.rename_season)
        self.delete = QAction(translate("SeasonActions", "&Delete season…"), window)
        self.delete.triggered.connect(self.delete_season)

    def update(self) -> None:
        """Enable what makes sense for the selected season (nothing in a read-only league)."""
        context = self._context()
        writable = context is not None and context.writable
        has_season = writable and bool(context.season)
        self.new.setEnabled(writable)
        self.rename.setEnabled(has_season)
        self.delete.setEnabled(has_season)

    def new_season(self) -> None:
        context = self._context()
        if context is None:
            return
        service = context.service
        names = service.season_names()
        # The season shown first: its rules are the likeliest copy.
        ordered = sorted(names, key=lambda name: name != context.season)
        seasons = [(name, service.season(name).rules) for name in ordered]
        suggested = str(int(context.season) + 1) if context.season.isdigit() else ""
        # The wizard reads league and TD3 files: imported when first asked for, not at start.
        from leaguemgr.ui.season.new_season_wizard import NewSeasonWizard

        dialog = NewSeasonWizard(
            names, seasons, suggested, self._window, currency=service.currency()
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name = dialog.season_name()
        command = season_commands.create_season(context, name, dialog.rules())
        if push_or_explain(
            context, command, self._window, translate("SeasonActions", "New season")
        ):
            context.select_season(name)

    def rename_season(self) -> None:
        context = self._context()
        if context is None or not context.season:
            return
        old = context.season
        new, ok = QInputDialog.getText(
            self._window,
            translate("SeasonActions", "Rename season"),
            translate("SeasonActions", "New name of season {season}:").format(season=old),
            text=old,
        )
        new = new.strip()
        if (
            ok
            and new
            and new != old
            and push_or_explain(
                context,
                season_commands.rename_season(context, old, new),
                self._window,
                translate("SeasonActions", "Rename season"),
            )
        ):
            context.select_season(new)

    def delete_season(self) -> None:
        context = self._context()
        if context is None or not context.season:
            return
        name = context.season
        events = len(context.service.season(name).events)
        title = translate("SeasonActions", "Delete season")
        # Two texts, not Qt's %n: pyside6-lupdate marks plurals only of self.tr().
        question = (
            translate(
                "SeasonActions",
                "Delete season {season} and its 1 event?\n\n"
                "Edit ▸ Undo brings it back while the league stays open.",
            )
            if events == 1
            else translate(
                "SeasonActions",
                "Delete season {season} and its {count} events?\n\n"
                "Edit ▸ Undo brings it back while the league stays open.",
            )
        )
        answer = QMessageBox.question(
            self._window,
            title,
            question.format(season=name, count=events),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            command = season_commands.delete_season(context, name)
            push_or_explain(
                context, command, self._window, translate("SeasonActions", "Delete season")
            )

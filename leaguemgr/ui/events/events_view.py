"""The events screen: the season's events on the left, the event editor on the right."""

from __future__ import annotations

import contextlib
from datetime import date

from PySide6.QtCore import QDate, QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.cadence import next_event_date
from leaguemgr.domain.records import Event, EventKind, Season
from leaguemgr.domain.words import season_label
from leaguemgr.services.league_service import NIGHT_ONLY, Change
from leaguemgr.ui.close_guard import CloseGuard
from leaguemgr.ui.events.event_commands import delete_event_command
from leaguemgr.ui.events.event_editor import EventEditor
from leaguemgr.ui.events.events_list_model import EventColumn, EventsListModel
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


def _regular_dates(season: Season) -> list[date]:
    dates = []
    for event in season.events:
        if event.kind is EventKind.REGULAR and event.date:
            with contextlib.suppress(ValueError):
                dates.append(date.fromisoformat(event.date))
    return dates


class EventsView(QWidget):
    """List, create and delete the season's events, and edit the one selected."""

    #: The unsaved state changed, or what Edit ▸ Undo should take back first.
    editing_changed = Signal()

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.season = context.season
        # Unsaved drafts the organizer could neither save nor chose to discard (season switch).
        self._kept: dict[tuple[str, int], Event] = {}
        # The event last opened: if an undo takes it away, a redo brings it back on screen.
        self._wanted: int | None = None
        self.list_model = EventsListModel(self)
        # Edit ▸ Find (Ctrl+F): narrows the list; Enter opens the first event left.
        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText(
            translate("EventsView", "Filter events (number, name, date)…")
        )
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.textChanged.connect(self._filter_list)
        self.find_edit.returnPressed.connect(self._open_first_shown)
        self.list = QTableView()
        self.list.setModel(self.list_model)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setTabKeyNavigation(False)  # Tab goes on to the buttons and the editor
        self.list.verticalHeader().setVisible(False)
        self.list.verticalHeader().setDefaultSectionSize(24)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EventColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.new_button = QPushButton(translate("EventsView", "Ne&w event"))
        self.delete_button = QPushButton(translate("EventsView", "Delete event"))
        self.new_button.clicked.connect(self.new_event)
        self.delete_button.clicked.connect(self.delete_event)
        self.editor = EventEditor(context)
        self.editor.state_shown.connect(self.editing_changed)
        self.editor.undo_stack.indexChanged.connect(self._draft_undo_moved)
        self._close_guard = CloseGuard(self, self.maybe_save)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 13pt; font-weight: 600;")
        self.title.setWordWrap(True)  # a narrow list keeps its title, on two lines
        left_layout.addWidget(self.title)
        left_layout.addWidget(self.find_edit)
        left_layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.delete_button)
        left_layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.editor)
        # Both sides follow the window's width (the list a fifth of it), so at 1024 px the
        # entries keep their columns in view.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([285, 1115])
        self.splitter = splitter
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)

        self.list.selectionModel().currentRowChanged.connect(self._row_changed)
        context.changed.connect(self._league_changed)
        context.season_selected.connect(self._season_selected)
        self._reload_list()
        numbers = self.list_model.numbers()
        self.select_event(numbers[-1] if numbers else None)

    # Selection -----------------------------------------------------------------------------------

    def selected_number(self) -> int | None:
        event = self.list_model.event_at(self.list.currentIndex().row())
        return event.number if event is not None else None

    def select_event(self, number: int | None) -> None:
        """Select and open event ``number`` (no questions asked: callers saved first)."""
        row = self.list_model.row_of(number) if number is not None else None
        selection = self.list.selectionModel()
        blocked = selection.blockSignals(True)
        if row is None:
            selection.clearSelection()
            self.list.setCurrentIndex(self.list_model.index(-1, 0))
        else:
            index = self.list_model.index(row, 0)
            selection.setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.list.scrollTo(index)
        selection.blockSignals(blocked)
        if number is not None:
            self._wanted = number
        draft = self._kept.pop((self.season, number), None) if number is not None else None
        self.editor.open_event(self.season, number, draft)
        self.delete_button.setEnabled(row is not None and self.context.writable)

    def _row_changed(self, current, previous) -> None:
        event = self.list_model.event_at(current.row())
        number = event.number if event is not None else None
        if number == self.editor.number:
            return
        if not self.editor.maybe_save():
            self._reselect(previous.row())  # stay on the event being edited
            return
        self.select_event(number)

    def _reselect(self, row: int) -> None:
        selection = self.list.selectionModel()
        blocked = selection.blockSignals(True)
        selection.setCurrentIndex(
            self.list_model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        selection.blockSignals(blocked)

    # Actions -------------------------------------------------------------------------------------

    def new_event(self) -> None:
        """Open the next event (dated by the season's rhythm) as a draft: it is stored once
        it has something and is saved (Ctrl+S, or on leaving it), never empty at once."""
        if not self.season or not self.editor.maybe_save():
            return
        numbers = self.list_model.numbers()
        number = max(numbers, default=0) + 1
        event = Event(number=number, date=self.next_date().isoformat())
        self.select_event(None)
        self._wanted = None  # a change to the league meanwhile keeps the new draft on screen
        self.editor.open_new(self.season, event)
        self.editor.fields.name.setFocus()

    def next_date(self) -> date:
        """The date of the next night: the last regular event's plus the season's usual gap
        (the 15th of the next month, the next third Thursday …; with one night, the league's
        last season's rhythm), else today."""
        service = self.context.service
        dates = _regular_dates(service.season(self.season))
        earlier: list[date] = []
        names = service.season_names()
        index = names.index(self.season)
        if len(dates) < 2 and index > 0:  # the season alone does not show its rhythm yet
            earlier = _regular_dates(service.season(names[index - 1]))
        return next_event_date(dates, QDate.currentDate().toPython(), earlier)

    def delete_event(self) -> None:
        """Delete the selected event after asking (Undo brings it back)."""
        number = self.selected_number()
        if number is None:
            return
        service, season = self.context.service, self.season
        old = service.event(season, number)
        if old is None:
            return
        count = len(old.entries)
        answer = QMessageBox.question(
            self,
            translate("EventsView", "Delete event"),
            self.tr(
                "Delete event {number} and its %n entries? (Undo brings it back.)", "", count
            ).format(number=number),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.context.push(delete_event_command(self.context, season, old))

    def focus_search(self) -> None:
        self.find_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_edit.selectAll()

    def _filter_list(self) -> None:
        """Hide the events whose number, name and date do not hold the text typed."""
        wanted = self.find_edit.text().strip().casefold()
        for row in range(self.list_model.rowCount()):
            event = self.list_model.event_at(row)
            words = f"{event.number} {event.name or ''} {event.date or ''}".casefold()
            self.list.setRowHidden(row, bool(wanted) and wanted not in words)

    def _open_first_shown(self) -> None:
        for row in range(self.list_model.rowCount()):
            if not self.list.isRowHidden(row):
                self.list.setCurrentIndex(self.list_model.index(row, 0))
                self.list.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return

    def maybe_save(self) -> bool:
        """Before the league closes: ask to save the event being edited; False means stay."""
        return self.editor.maybe_save()

    def has_unsaved_changes(self) -> bool:
        return self.editor.is_dirty()

    def unsaved_text(self) -> str | None:
        """What is unsaved, for the status bar (``None``: nothing)."""
        if not self.editor.is_dirty():
            return None
        return translate("EventsView", "Event {number} has unsaved changes").format(
            number=self.editor.draft.number
        )

    def _draft_undo_moved(self, _index: int) -> None:
        self.editing_changed.emit()

    def undo_stack_now(self) -> QUndoStack | None:
        """The editor's own edits while a draft is on screen: Undo takes them back first."""
        stack = self.editor.undo_stack
        return stack if stack.canUndo() or self.editor.is_dirty() else None

    def showEvent(self, event: QShowEvent) -> None:
        self._close_guard.watch()
        super().showEvent(event)

    # Following the context -----------------------------------------------------------------------

    def _reload_list(self) -> None:
        self.list_model.load(self.context.service, self.season)
        known = self.season in self.context.service.season_names()
        if not known:
            title = translate("EventsView", "No season")
        elif season_label(self.season) == self.season:  # "Season 1 2013" says it already
            title = translate("EventsView", "Events of {season}").format(season=self.season)
        else:
            title = translate("EventsView", "Events of season {season}").format(season=self.season)
        self.title.setText(title)
        self.new_button.setEnabled(known and self.context.writable)
        self._filter_list()

    def _league_changed(self, change: Change) -> None:
        if change.parts == NIGHT_ONLY:
            return  # a running night's arrivals and busts: its event shows nothing until close
        if change.season not in (None, self.season) and "players" not in change.parts:
            return
        current = self.editor.number
        if current is not None:
            self._wanted = current  # a new event just saved: a redo of its save shows it
        self._reload_list()
        if current is None and self._wanted in self.list_model.numbers():
            self.select_event(self._wanted)
            return
        row = self.list_model.row_of(current) if current is not None else None
        selection = self.list.selectionModel()
        blocked = selection.blockSignals(True)
        if row is not None:
            self.list.setCurrentIndex(self.list_model.index(row, 0))
        selection.blockSignals(blocked)
        self.delete_button.setEnabled(row is not None and self.context.writable)

    def _season_selected(self, name: str) -> None:
        if name == self.season:
            return
        if not self.editor.maybe_save(can_cancel=False) and self.editor.draft is not None:
            number = self.editor.number
            if number is not None:
                self._kept[(self.season, number)] = self.editor.draft
        self.season = name
        self._reload_list()
        numbers = self.list_model.numbers()
        self.select_event(numbers[-1] if numbers else None)

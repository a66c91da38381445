"""The entries table built for typing on a league night.

Typing on a cell starts editing it; Enter keeps the column and moves to the next row, so a
column of finishes is typed as "5 Enter 3 Enter …". Players and busters are typed with
completion over the roster. Numbers reach the preview on every keystroke.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QIntValidator, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QWidget,
)

from leaguemgr.ui.events.entries_table_model import STATUS_LABELS, Column
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.roster import NameListCompleter, Roster

COLUMN_WIDTHS = {
    Column.PLAYER: 116,
    Column.STATUS: 86,
    Column.PAID: 38,
    Column.FINISH: 48,
    Column.BUYIN: 60,
    Column.REBUYS: 54,
    Column.ADDONS: 58,
    Column.ON_TIME: 58,
    Column.EXACT_CHANGE: 56,
    Column.FREE_ENTRY: 84,  # "has 1 free entry" in full in the tooltip
    Column.CHIPS: 60,
    Column.BOUNTIES: 76,
    Column.CASH_OUT: 76,
}


class EntriesDelegate(QStyledItemDelegate):
    """The editor for each column: completion for names, a list for the status, numbers."""

    def __init__(self, roster: Roster, parent: QWidget | None = None):
        super().__init__(parent)
        self.roster = roster

    def createEditor(self, parent: QWidget, option, index: QModelIndex) -> QWidget:
        column = Column(index.column())
        if column is Column.STATUS:
            combo = QComboBox(parent)
            for status, label in STATUS_LABELS.items():
                combo.addItem(translate("EntriesTableModel", label), status.value)
            combo.activated.connect(lambda _i: self._commit_and_close(combo))
            return combo
        if column in (Column.REBUYS, Column.ADDONS):
            spin = QSpinBox(parent)
            spin.setRange(0, 99)
            spin.valueChanged.connect(lambda _v: self.commitData.emit(spin))
            return spin
        edit = QLineEdit(parent)
        if column is Column.PLAYER:
            edit.setCompleter(self.roster.completer(edit))
        elif column is Column.BUSTED_BY:
            edit.setCompleter(NameListCompleter(self.roster, edit))
            edit.setPlaceholderText(
                translate("EntriesTableView", "who busted this player, one name per bust")
            )
        elif column is Column.FINISH:
            edit.setValidator(QIntValidator(0, 999, edit))
            edit.textEdited.connect(lambda _t: self.commitData.emit(edit))
        elif column in (Column.BUYIN, Column.BOUNTIES, Column.CASH_OUT):
            edit.textEdited.connect(lambda _t: self.commitData.emit(edit))
        return edit

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:
        text = index.data(Qt.ItemDataRole.EditRole) or ""
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(text), 0))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(text) if str(text).isdigit() else 0)
        elif isinstance(editor, QLineEdit) and editor.text() != text:
            # Committing while typing refreshes the cell: keep the text (and cursor) as typed.
            editor.setText(str(text))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        elif isinstance(editor, QSpinBox):
            model.setData(index, str(editor.value()))
        elif isinstance(editor, QLineEdit):
            model.setData(index, editor.text())

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


BUSTED_BY_LEAST, BUSTED_BY_MOST = 145, 230
BUSTED_BY_ROOM = 540
"""The viewport width from which Busted by grows: Player to Chips in view at 1024 px."""


class EntriesTableView(QTableView):
    """A table view where Enter moves down the column after committing a cell."""

    def __init__(self, roster: Roster, parent: QWidget | None = None):
        super().__init__(parent)
        self.entries_delegate = EntriesDelegate(roster, self)
        self.setItemDelegate(self.entries_delegate)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Tab leaves the table for the next field (a cell being typed in still goes on to the
        # next cell): arrows and Enter move within it.
        self.setTabKeyNavigation(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setDefaultSectionSize(26)
        self.horizontalHeader().setHighlightSections(False)

    def setModel(self, model: QAbstractItemModel) -> None:
        super().setModel(model)
        header = self.horizontalHeader()
        for column, width in COLUMN_WIDTHS.items():
            self.setColumnWidth(column, width)
        header.setMinimumSectionSize(36)
        # What the night records at each bust sits together and stays in view on a 1024 px
        # screen: Finish, Busted by, then the stack; the arrival ticks follow and scroll first.
        self._busted_by_width = BUSTED_BY_LEAST
        self.setColumnWidth(Column.BUSTED_BY, BUSTED_BY_LEAST)
        header.moveSection(
            header.visualIndex(Column.BUSTED_BY), header.visualIndex(Column.FINISH) + 1
        )
        header.moveSection(
            header.visualIndex(Column.CHIPS), header.visualIndex(Column.BUSTED_BY) + 1
        )
        # What a progressive night's players collected belongs with the busts that paid it.
        header.moveSection(
            header.visualIndex(Column.BOUNTIES), header.visualIndex(Column.BUSTED_BY) + 1
        )
        # A cash-out night's amounts are typed beside each player (SPEC 8).
        header.moveSection(
            header.visualIndex(Column.CASH_OUT), header.visualIndex(Column.PLAYER) + 1
        )
        header.setStretchLastSection(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Busted by widens with the table (two hitmen in full at the default 1200 px
        window) and keeps its least width at 1024 px; a width the director set stays."""
        super().resizeEvent(event)
        if self.model() is None or self.columnWidth(Column.BUSTED_BY) != self._busted_by_width:
            return
        spare = self.viewport().width() - BUSTED_BY_ROOM
        width = max(BUSTED_BY_LEAST, min(BUSTED_BY_MOST, BUSTED_BY_LEAST + spare))
        self._busted_by_width = width
        self.setColumnWidth(Column.BUSTED_BY, width)

    def move_current(self, delta: int) -> None:
        """Move the entry under the cursor up (-1) or down (+1), the cursor with it."""
        index = self.currentIndex()
        if index.isValid():
            row = self.model().move_row(index.row(), delta)
            self.setCurrentIndex(self.model().index(row, index.column()))

    def clear_cell(self) -> None:
        """Empty the cell under the cursor."""
        index = self.currentIndex()
        if index.isValid():
            self.model().clear_cell(index)

    def remove_current(self) -> None:
        """Take the entry under the cursor out of the event."""
        index = self.currentIndex()
        if index.isValid():
            self.model().remove_row(index.row())

    def go_to_problem(self, location: tuple) -> None:
        """Put the cursor on the cell a problem is about."""
        if len(location) >= 2 and location[0] == "entries" and isinstance(location[1], int):
            field = str(location[2]) if len(location) > 2 else "player"
            column = next((c for c in Column if c.name.lower() == field), Column.PLAYER)
            self.setCurrentIndex(self.model().index(location[1], column))
            self.setFocus()

    def set_roster(self, roster: Roster) -> None:
        self.entries_delegate.roster = roster

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            current = self.currentIndex()
            below = current.sibling(current.row() + 1, current.column())
            if below.isValid():
                self.setCurrentIndex(below)

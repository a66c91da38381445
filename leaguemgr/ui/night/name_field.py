"""A line edit that completes player names as they are typed (the roster, or who is left).

Enter is the field's own signal, :attr:`NameField.entered`, whether or not the completer's
list is open: with the list open the completer hands the key straight to the field's
``event()``, past any event filter, so a filter watching for Enter would miss it and the
director would press Enter twice. One Enter takes the name the list highlights (else the
text typed) and goes on.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class NameField(QLineEdit):
    """Type-ahead over a list of names: matching anywhere in the name, any case.

    ``entered(more)`` on Enter (``more``: Ctrl+Enter, another name to follow)."""

    entered = Signal(bool)

    def __init__(self, placeholder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setClearButtonEnabled(True)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)

    def set_names(self, names: list[str]) -> None:
        if names != self._names.stringList():
            self._names.setStringList(names)

    def names(self) -> list[str]:
        return self._names.stringList()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() not in ENTER_KEYS:
            super().keyPressEvent(event)
            return
        popup = self.completer().popup()
        listed = popup.isVisible()
        chosen = popup.currentIndex() if listed else QModelIndex()
        if chosen.isValid():  # the director picked one with the arrows
            self.setText(str(chosen.data()))
        more = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self.entered.emit(more)
        if chosen.isValid():
            # Used up and the list closed here: left to the completer, it would put the
            # picked name back into the field the Enter has just emptied.
            popup.hide()
            event.accept()
            return
        # With the list open the key is left to the completer, which closes it; else it is
        # used up here (a question the Enter asked must not take it as its answer).
        event.setAccepted(not listed)

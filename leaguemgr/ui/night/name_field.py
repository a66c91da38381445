"""A line edit that completes player names as they are typed (the roster, or who is left)."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget


class NameField(QLineEdit):
    """Type-ahead over a list of names: matching anywhere in the name, any case."""

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

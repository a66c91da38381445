"""The field where the organizer types a few letters of a name and presses Enter to enter them."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.roster import Roster


class AddPlayerBar(QWidget):
    """Completion over the roster; Enter asks for the one player the text names.

    ``player_chosen`` carries a player id; ``unknown_name`` the text when no player matches.
    """

    player_chosen = Signal(str)
    unknown_name = Signal(str)

    def __init__(self, roster: Roster, parent: QWidget | None = None):
        super().__init__(parent)
        self.roster = roster
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(translate("AddPlayerBar", "&Add player:"))
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(
            translate("AddPlayerBar", "type a few letters of the name, Enter")
        )
        caption.setBuddy(self.edit)
        self.edit.setMinimumWidth(220)
        self.button = QPushButton(translate("AddPlayerBar", "Add"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(self.edit, 2)
        layout.addWidget(self.button)
        layout.addWidget(self.message, 3)
        self.set_roster(roster)
        self.edit.returnPressed.connect(self.choose)
        self.button.clicked.connect(self.choose)

    def set_roster(self, roster: Roster) -> None:
        self.roster = roster
        self.edit.setCompleter(roster.completer(self.edit))

    def choose(self) -> None:
        """Resolve the typed text to one player and announce it (or say why not)."""
        text = self.edit.text().strip()
        if not text:
            return
        matches = self.roster.matches(text)
        if not matches:
            self.unknown_name.emit(text)
            return
        if len(matches) > 1:
            names = ", ".join(self.roster.label(p) for p in matches[:4])
            more = "…" if len(matches) > 4 else ""
            count = len(matches)
            said = self.tr("%n players match '{text}' ({names}): keep typing", "", count)
            self.say(said.format(text=text, names=names + more), True)
            return
        self.edit.clear()
        self.player_chosen.emit(matches[0])

    def say(self, text: str, problem: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020;" if problem else "color: #2e5c8a;")

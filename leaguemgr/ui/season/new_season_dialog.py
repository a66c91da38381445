"""The dialog of Season ▸ New season…: a name and where the rules come from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.records import SeasonRules
from leaguemgr.services.season_presets import (
    AZWINE,
    FISH_N_CHIPS,
    PRESET_NOTES,
    azwine_rules,
    fish_n_chips_rules,
)
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons

NOTE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The combo item's note: what a preset's rulebook does not say."""


class NewSeasonDialog(QDialog):
    """Name the season and copy the rules of an existing season or start from a preset."""

    def __init__(
        self,
        taken: list[str],
        current: tuple[str, SeasonRules] | None,
        suggested_name: str,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle("New season")
        self._taken = set(taken)
        self.name = QLineEdit(suggested_name)
        self.source = QComboBox()
        if current is not None:
            self.source.addItem(f"Copy the rules of season {current[0]}", current[1])
        self.source.addItem(f"{AZWINE} preset", azwine_rules())
        self.source.setItemData(self.source.count() - 1, PRESET_NOTES[AZWINE], NOTE_ROLE)
        self.source.addItem(f"{FISH_N_CHIPS} preset", fish_n_chips_rules())
        self.warning = QLabel()
        # What the chosen preset's rulebook leaves open (AZ: amounts and the points formula).
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self, "Create")
        form = QFormLayout()
        form.addRow("Season name:", self.name)
        form.addRow("Rules:", self.source)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.warning)
        layout.addWidget(self.preset_note)
        layout.addWidget(QLabel("The rules can be changed afterwards under Season setup."))
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self.source.currentIndexChanged.connect(self._show_note)
        self._check()
        self._show_note()

    def _show_note(self) -> None:
        note = self.source.currentData(NOTE_ROLE) or ""
        self.preset_note.setText(note)
        self.preset_note.setVisible(bool(note))

    def season_name(self) -> str:
        return self.name.text().strip()

    def rules(self) -> SeasonRules:
        return self.source.currentData()

    def _check(self) -> None:
        name = self.season_name()
        taken = name in self._taken
        self.warning.setText(f"There is already a season named {name}." if taken else "")
        self.warning.setVisible(taken)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(name) and not taken)

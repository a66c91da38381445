"""Which blind structure the clock uses: the inherited one, a preset, or one of its own.

One row: a chooser and "Edit…". The first choice inherits (a season: the league's
structure; an event: the season's), then each preset by its title, then "Custom…", a
structure edited in :class:`StructureEditor`. Editing a preset or the inherited structure
makes a custom one; a custom structure that comes out equal to a preset shows as that preset.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QPushButton, QWidget

from leaguemgr.domain.clock import presets
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.language.texts import _
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.season.structure_editor import StructureEditor

INHERIT, CUSTOM = "", "custom"


def preset_structures() -> dict[str, Structure]:
    """Preset key -> its structure, in the order the presets module lists them."""
    return {key: value() if callable(value) else value for key, value in presets.PRESETS.items()}


class StructureChooser(QWidget):
    """Choose and edit a structure; ``edited`` fires when the choice or the structure changes.

    ``inherited``: the structure used when nothing is chosen (what "Edit…" starts from).
    """

    edited = Signal()

    def __init__(
        self,
        inherit_text: str,
        inherited: Callable[[], Structure],
        edit_text: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._inherited = inherited
        self._presets = preset_structures()
        self._custom: Structure | None = None
        self._shown = INHERIT
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.addItem(inherit_text, INHERIT)
        for key in self._presets:
            self.combo.addItem(_(presets.PRESET_TITLES.get(key, key)), key)  # N_ in the domain
        self.combo.addItem(translate("StructureChooser", "Custom…"), CUSTOM)
        # Narrow enough for the event editor's side panel; the list opens at full width.
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(10)
        self.edit_button = QPushButton(edit_text or translate("StructureChooser", "&Edit…"))
        self.edit_button.setToolTip(
            translate("StructureChooser", "See and change the levels of the structure")
        )
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.edit_button)
        self.combo.activated.connect(self._chosen)
        self.edit_button.clicked.connect(self.edit)

    def set_structure(self, structure: Structure | None) -> None:
        """Show ``structure`` (``None``: the inherited one) without emitting ``edited``."""
        self._custom = None
        if structure is None:
            key = INHERIT
        else:
            key = next((k for k, s in self._presets.items() if s == structure), CUSTOM)
            if key == CUSTOM:
                self._custom = structure
        self._select(key)

    def structure(self) -> Structure | None:
        """The structure chosen; ``None`` when it is the inherited one."""
        key = self.combo.currentData()
        if key == INHERIT:
            return None
        if key == CUSTOM:
            return self._custom
        return self._presets[key]

    def effective(self) -> Structure:
        """The structure the clock would run: the chosen one, or the inherited one."""
        return self.structure() or self._inherited()

    def edit(self) -> bool:
        """Open the editor on the structure in use; ``True`` if the organizer kept an edit."""
        dialog = StructureEditor(self.effective(), self)
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            structure = dialog.structure()
        finally:
            dialog.deleteLater()  # its keys must not stay among this screen's
        if not accepted or structure == self.effective():
            return False
        self.set_structure(structure)
        self.edited.emit()
        return True

    def _chosen(self) -> None:
        key = self.combo.currentData()
        if key == CUSTOM and self._custom is None:
            # A custom structure starts as a copy of what was in use; cancelled, nothing changes.
            shown = self._shown
            if not self.edit():
                self._select(shown)
            return
        if key != self._shown:
            self._shown = key
            self._show_tip()
            self.edited.emit()

    def _select(self, key: str) -> None:
        self._shown = key
        blocked = self.combo.blockSignals(True)
        self.combo.setCurrentIndex(self.combo.findData(key))
        self.combo.blockSignals(blocked)
        self._show_tip()

    def _show_tip(self) -> None:
        # A preset's title is longer than the narrow chooser: the tooltip has all of it.
        self.combo.setToolTip(
            translate("StructureChooser", "The clock runs: {structure}").format(
                structure=_(self.effective().name)
            )
        )

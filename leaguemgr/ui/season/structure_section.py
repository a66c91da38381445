"""Season editor section: the blind structure the clock runs on the season's nights."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from leaguemgr.domain.clock.clock_words import chips_text
from leaguemgr.domain.clock.structure import Break, Structure
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import SeasonRules
from leaguemgr.language.texts import _
from leaguemgr.ui.form_fields import league_locale_of
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.season.rules_section import RulesSection
from leaguemgr.ui.season.structure_chooser import StructureChooser
from leaguemgr.ui.season.structure_editor import length_text


def structure_summary(structure: Structure, locale: str | None = None) -> str:
    """ "FNC T2,000: 12 levels, 2 breaks, 4 h 30 min; T2,000 to start"."""
    levels = len(structure.levels)
    breaks = sum(isinstance(p, Break) for p in structure.periods)
    minutes = sum(p.minutes for p in structure.periods)
    # Two texts, not Qt's %n: pyside6-lupdate marks plurals only of self.tr().
    text = _(structure.name) + ": "
    if levels == 1:
        text += translate("StructureSection", "1 level")
    else:
        text += translate("StructureSection", "{count} levels").format(count=levels)
    if breaks == 1:
        text += ", " + translate("StructureSection", "1 break")
    elif breaks:
        text += ", " + translate("StructureSection", "{count} breaks").format(count=breaks)
    text += f", {length_text(minutes)}"
    if structure.starting_stack:
        text += "; " + translate("StructureSection", "T{stack} to start").format(
            stack=chips_text(structure.starting_stack, locale)
        )
    return text


class StructureSection(RulesSection):
    """The season's structure: the league's default, a preset, or its own."""

    def __init__(self, league_structure: Callable[[], Structure], parent: QWidget | None = None):
        super().__init__(translate("StructureSection", "Blind structure"), parent)
        layout = QVBoxLayout(self)
        caption = QLabel(translate("StructureSection", "Cl&ock runs"))
        self.chooser = StructureChooser(
            translate("StructureSection", "League default"),
            league_structure,
            translate("StructureSection", "Edit &levels…"),
        )
        caption.setBuddy(self.chooser.combo)
        row = QVBoxLayout()
        row.setSpacing(2)
        row.addWidget(caption)
        row.addWidget(self.chooser)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.chooser.edited.connect(self.changed)
        self.edited.connect(self._show_summary)

    def load(self, rules: SeasonRules) -> None:
        self.chooser.set_structure(rules.structure)
        self._show_summary()

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        return {"structure": self.chooser.structure()}

    def _show_summary(self) -> None:
        self.summary.setText(structure_summary(self.chooser.effective(), league_locale_of(self)))

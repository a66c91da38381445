"""Season editor section: how long the season is and how ties in the standings are broken."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import SeasonRules, TieBreak
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.season.rules_section import RulesSection

TIE_BREAK_LABELS = {
    TieBreak.COUNT_BACK: QT_TRANSLATE_NOOP(
        "StandingsForm", "Count-back (more wins, then more 2nds …)"
    ),
    TieBreak.DRAW: QT_TRANSLATE_NOOP("StandingsForm", "A draw (the Championship screen's Draw)"),
    TieBreak.NET_WINNINGS: QT_TRANSLATE_NOOP("StandingsForm", "Net winnings, then count-back"),
}
NIGHTS_FIELD_NAME = QT_TRANSLATE_NOOP("StandingsForm", "Nights in the season")
"""The field's label, named wherever the app shows an estimated season length."""


class StandingsForm(RulesSection):
    """The season's length (``events_planned``) and its tie-break (SPEC 8)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("StandingsForm", "Season and standings"), parent)
        form = QFormLayout(self)
        self.events_planned = QSpinBox()
        self.events_planned.setRange(0, 1000)
        # 0 reads as "not set": the app estimates the length from the nights' dates.
        self.events_planned.setSpecialValueText(
            translate("StandingsForm", "estimate from the dates")
        )
        self.events_planned.setSuffix(translate("StandingsForm", " regular nights"))
        form.addRow(translate("StandingsForm", NIGHTS_FIELD_NAME), self.events_planned)
        self.tie_break = QComboBox()
        for tie_break, label in TIE_BREAK_LABELS.items():
            self.tie_break.addItem(translate("StandingsForm", label), tie_break.value)
        form.addRow(translate("StandingsForm", "Ties broken by"), self.tie_break)
        self.events_planned.valueChanged.connect(self.changed)
        self.tie_break.currentIndexChanged.connect(self.changed)

    def load(self, rules: SeasonRules) -> None:
        self.events_planned.setValue(rules.events_planned or 0)
        self.tie_break.setCurrentIndex(self.tie_break.findData(rules.tie_break.value))

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        return {
            "events_planned": self.events_planned.value() or None,
            "tie_break": TieBreak(self.tie_break.currentData()),
        }

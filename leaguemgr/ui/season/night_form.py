"""Season editor section: how the nights run (tables, seat draws, rebuys, absent players).

Unticked, the season keeps no night settings of its own and the nights follow the way they
are guessed from its other rules (AZ's with a bounty or dealer credits, else FNC's).
A limit that a night may not have ("all night", "never") is the spin box's lowest value.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.night.rules import (
    MAX_ADDONS,
    MAX_FIELD,
    MAX_FORFEIT_MINUTES,
    MAX_LEVEL,
    MAX_REDRAWS,
    MAX_TABLE_SEATS,
)
from leaguemgr.domain.records import NightSettings, SeasonRules
from leaguemgr.ui.form_fields import with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.season.rules_section import RulesSection
from leaguemgr.ui.season.structure_table_model import parse_whole

LATE_SEAT_LABELS = {
    "random": QT_TRANSLATE_NOOP("NightForm", "Random open seat"),
    "seat_3": QT_TRANSLATE_NOOP("NightForm", "Seat 3, largest short table"),
}
HITMAN_LABELS = {
    "full": QT_TRANSLATE_NOOP("NightForm", "A knockout each"),
    "half": QT_TRANSLATE_NOOP("NightForm", "Half a knockout each"),
}


def _spin(least: int, most: int, special: str = "", suffix: str = "") -> QSpinBox:
    """A spin box whose lowest value reads ``special`` (a limit the night does not have)."""
    spin = QSpinBox()
    spin.setRange(least, most)
    spin.setSuffix(suffix)
    if special:
        spin.setSpecialValueText(special)
    spin.setMinimumWidth(110)
    spin.setMaximumWidth(150)
    return spin


def _optional(spin: QSpinBox) -> int | None:
    return None if spin.value() == spin.minimum() else spin.value()


def _set_optional(spin: QSpinBox, value: int | None) -> None:
    spin.setValue(spin.minimum() if value is None else value)


def parse_counts(text: str) -> tuple[int, ...]:
    """Counts of players typed as "18, 10"; ``ValueError`` naming the one that is wrong."""
    parts = [part for part in text.replace(";", ",").split(",") if part.strip()]
    if len(parts) > MAX_REDRAWS:
        raise ValueError(
            translate("NightForm", "at most {count} redraws").format(count=MAX_REDRAWS)
        )
    return tuple(parse_whole(part, 2, MAX_FIELD) for part in parts)


class NightForm(RulesSection):
    """The season's :class:`NightSettings`."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("NightForm", "Night: tables, rebuys, absent players"), parent)
        self.setCheckable(True)
        self.setToolTip(
            translate(
                "NightForm",
                "Unticked: the nights run the AZ way with a bounty or dealer credits, "
                "else the FNC way",
            )
        )
        form = QFormLayout(self)
        self.max_per_table = _spin(2, MAX_TABLE_SEATS, suffix=translate("NightForm", " players"))
        self.one_table_max = _spin(2, MAX_TABLE_SEATS, suffix=translate("NightForm", " players"))
        self.card_draw = QCheckBox(translate("NightForm", "Drawn as cards"))
        self.card_draw.setToolTip(
            translate("NightForm", "One card per seat: the suit names the table, Ace = button")
        )
        self.redraw_at = QLineEdit()
        self.redraw_at.setPlaceholderText(translate("NightForm", "e.g. 18, 10"))
        self.redraw_at.setMaximumWidth(150)
        self.redraw_at.setToolTip(
            translate(
                "NightForm",
                "Counts of players left at which the whole field is drawn again, "
                "instead of breaking tables",
            )
        )
        self.late_seat = QComboBox()
        for value, label in LATE_SEAT_LABELS.items():
            self.late_seat.addItem(translate("NightForm", label), value)
        self.rebuy_until_level = _spin(0, MAX_LEVEL, translate("NightForm", "all night"))
        self.rebuy_in_bust_level = QCheckBox(translate("NightForm", "In the bust's level only"))
        self.hitman_credit = QComboBox()
        for value, label in HITMAN_LABELS.items():
            self.hitman_credit.addItem(translate("NightForm", label), value)
        self.late_registration = _spin(0, MAX_LEVEL, translate("NightForm", "all night"))
        # Level 1 has no "start" to remove chips at: its lowest value means never.
        self.absent_chips_removed = _spin(1, MAX_LEVEL, translate("NightForm", "never"))
        self.forfeit_after = _spin(
            0, MAX_FORFEIT_MINUTES, translate("NightForm", "never"), translate("NightForm", " min")
        )
        self.max_addons = _spin(0, MAX_ADDONS)
        self.unlimited_addons = QCheckBox(translate("NightForm", "No limit"))
        self.unlimited_addons.toggled.connect(self.max_addons.setDisabled)

        self._row(form, translate("NightForm", "Table si&ze"), self.max_per_table)
        row, problem = with_problem_label(self.one_table_max)
        self._row(form, translate("NightForm", "One table up to"), self.one_table_max, row)
        self.marks.add(("night", "one_table_max"), self.one_table_max, problem)
        self._row(form, translate("NightForm", "Seat draw"), self.card_draw)
        row, problem = with_problem_label(self.redraw_at)
        self._row(form, translate("NightForm", "Redraws at"), self.redraw_at, row)
        self.marks.add(("night", "redraw_at"), self.redraw_at, problem)
        self._row(form, translate("NightForm", "Late seat"), self.late_seat)
        self._row(form, translate("NightForm", "Rebuys until level"), self.rebuy_until_level)
        self._row(form, translate("NightForm", "Rebuy timing"), self.rebuy_in_bust_level)
        self._row(form, translate("NightForm", "Two hitmen"), self.hitman_credit)
        self._row(form, translate("NightForm", "Late entry until level"), self.late_registration)
        self._row(
            form, translate("NightForm", "Absent chips off at level"), self.absent_chips_removed
        )
        self._row(form, translate("NightForm", "Absent player forfeits"), self.forfeit_after)
        addons, _ = with_problem_label(self.max_addons, self.unlimited_addons)
        self._row(form, translate("NightForm", "Add-ons per entry"), self.max_addons, addons)

        for spin in (
            self.max_per_table,
            self.one_table_max,
            self.rebuy_until_level,
            self.late_registration,
            self.absent_chips_removed,
            self.forfeit_after,
            self.max_addons,
        ):
            spin.valueChanged.connect(self.changed)
        for box in (self.card_draw, self.rebuy_in_bust_level, self.unlimited_addons):
            box.toggled.connect(self.changed)
        self.late_seat.currentIndexChanged.connect(self.changed)
        self.hitman_credit.currentIndexChanged.connect(self.changed)
        self.redraw_at.textEdited.connect(self.changed)
        self.toggled.connect(self.changed)

    @staticmethod
    def _row(form: QFormLayout, text: str, buddy: QWidget, field: QWidget | None = None) -> None:
        caption = QLabel(text)
        caption.setBuddy(buddy)
        form.addRow(caption, field or buddy)

    def load(self, rules: SeasonRules) -> None:
        night = rules.night
        self.setChecked(night is not None)
        night = night or NightSettings()
        self.max_per_table.setValue(night.max_per_table)
        self.one_table_max.setValue(night.one_table_max)
        self.card_draw.setChecked(night.card_draw)
        self.redraw_at.setText(", ".join(str(count) for count in night.redraw_at))
        self.late_seat.setCurrentIndex(max(self.late_seat.findData(night.late_seat), 0))
        _set_optional(self.rebuy_until_level, night.rebuy_until_level)
        self.rebuy_in_bust_level.setChecked(night.rebuy_in_bust_level)
        self.hitman_credit.setCurrentIndex(max(self.hitman_credit.findData(night.hitman_credit), 0))
        _set_optional(self.late_registration, night.late_registration_until_level)
        _set_optional(self.absent_chips_removed, night.absent_chips_removed_at_level)
        _set_optional(self.forfeit_after, night.forfeit_after_minutes)
        self.unlimited_addons.setChecked(night.max_addons is None)
        self.max_addons.setValue(night.max_addons or 0)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        if not self.isChecked():
            return {"night": None}
        try:
            redraw_at = parse_counts(self.redraw_at.text())
        except ValueError as exc:
            problems.append(Problem(("night", "redraw_at"), self.redraw_at.text(), str(exc)))
            redraw_at = ()
        return {
            "night": NightSettings(
                max_per_table=self.max_per_table.value(),
                one_table_max=self.one_table_max.value(),
                card_draw=self.card_draw.isChecked(),
                redraw_at=redraw_at,
                late_seat=self.late_seat.currentData(),
                rebuy_until_level=_optional(self.rebuy_until_level),
                rebuy_in_bust_level=self.rebuy_in_bust_level.isChecked(),
                hitman_credit=self.hitman_credit.currentData(),
                late_registration_until_level=_optional(self.late_registration),
                absent_chips_removed_at_level=_optional(self.absent_chips_removed),
                forfeit_after_minutes=_optional(self.forfeit_after),
                max_addons=None if self.unlimited_addons.isChecked() else self.max_addons.value(),
            )
        }

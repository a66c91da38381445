"""The "Generate…" form of the structure editor: a schedule from a stack and a target length.

It asks what :func:`leaguemgr.domain.clock.generator.generate` needs; what the generator
refuses is said under the form, and the dialog stays open until the organizer fixes it.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.clock.generator import generate
from leaguemgr.domain.clock.structure import MAX_CHIPS, MAX_MINUTES, Structure
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.form_fields import ProblemLabel
from leaguemgr.ui.i18n import translate


def _spin(least: int, most: int, value: int, step: int = 1, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(least, most)
    spin.setValue(value)
    spin.setSingleStep(step)
    spin.setSuffix(suffix)
    spin.setGroupSeparatorShown(True)
    return spin


def MINUTES() -> str:
    return translate("GenerateDialog", " min")


class GenerateDialog(QDialog):
    """Ask for the generator's inputs; ``structure`` holds its result once accepted."""

    def __init__(
        self, name: str, starting_stack: int, level_minutes: int, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("GenerateDialog", "Generate a blind structure"))
        self._name = name
        self.structure: Structure | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.starting_stack = _spin(1, MAX_CHIPS, starting_stack or 10_000, 500, " T")
        self.smallest_chip = _spin(1, 100_000, 25, 5, " T")
        self.level_minutes = _spin(1, MAX_MINUTES, level_minutes or 20, 5, MINUTES())
        self.target_hours = QDoubleSpinBox()
        self.target_hours.setRange(0.5, 24)
        self.target_hours.setSingleStep(0.5)
        self.target_hours.setDecimals(1)
        self.target_hours.setValue(4)
        self.target_hours.setSuffix(translate("GenerateDialog", " h"))
        self.break_every = _spin(0, MAX_MINUTES, 0, 15, MINUTES())
        self.break_every.setSpecialValueText(translate("GenerateDialog", "no breaks"))
        self.break_minutes = _spin(1, 60, 10, 5, MINUTES())
        self.antes = QCheckBox(translate("GenerateDialog", "Levels have an &ante"))
        for label, field in (
            (translate("GenerateDialog", "&Starting stack"), self.starting_stack),
            (translate("GenerateDialog", "S&mallest chip"), self.smallest_chip),
            (translate("GenerateDialog", "&Level length"), self.level_minutes),
            (translate("GenerateDialog", "&Target length"), self.target_hours),
            (translate("GenerateDialog", "&Break every"), self.break_every),
            (translate("GenerateDialog", "Break le&ngth"), self.break_minutes),
        ):
            caption = QLabel(label)
            caption.setBuddy(field)
            form.addRow(caption, field)
        form.addRow("", self.antes)
        self.break_every.valueChanged.connect(
            lambda value: self.break_minutes.setEnabled(value > 0)
        )
        self.break_minutes.setEnabled(False)
        self.problem = ProblemLabel()
        layout.addWidget(self.problem)
        note = QLabel(
            translate("GenerateDialog", "The generated levels replace every row of the structure.")
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.buttons = ok_cancel_buttons(self, translate("GenerateDialog", "Generate"))
        layout.addWidget(self.buttons)

    @property
    def ok_button(self):
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def accept(self) -> None:
        every = self.break_every.value()
        try:
            self.structure = generate(
                self.starting_stack.value(),
                self.smallest_chip.value(),
                self.level_minutes.value(),
                round(self.target_hours.value() * 60),
                break_every_minutes=every or None,
                break_minutes=self.break_minutes.value(),
                antes=self.antes.isChecked(),
                name=self._name,
            )
        except ValueError as exc:
            self.problem.show_message(
                translate("GenerateDialog", "Not generated: {problem}").format(problem=exc)
            )
            return
        super().accept()

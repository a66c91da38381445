"""The blind structure editor: periods in a table, checked as they are typed.

Each row is a level or a break (see :mod:`structure_table_model`). Under the table: the
length of the night, the starting chips, and every problem
:func:`leaguemgr.domain.clock.check.check_structure` finds; OK stays disabled while there
is one, and its tooltip says why. "Generate…" replaces the rows with a generated schedule.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.clock.check import check_structure
from leaguemgr.domain.clock.structure import (
    MAX_CHIPS,
    MAX_TEXT,
    Break,
    ChipStack,
    Game,
    Level,
    Structure,
)
from leaguemgr.domain.league_formats import number as number_text
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.form_fields import PROBLEM_COLOR, ProblemLabel, league_locale_of, mark_widget
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.season.structure_generate import GenerateDialog
from leaguemgr.ui.season.structure_table_model import (
    Field,
    StructureTableModel,
    clock_text,
    parse_whole,
)

GAMES = {
    Game.HOLDEM: QT_TRANSLATE_NOOP("StructureEditor", "Hold'em (blinds)"),
    Game.STUD: QT_TRANSLATE_NOOP("StructureEditor", "Stud (ante, bring-in, limits)"),
}
NOTE_COLOR = "#8a5a00"


def chips_breakdown_text(chips: tuple[ChipStack, ...]) -> str:
    # No thousands separators: the comma separates the kinds of chips.
    return ", ".join(f"{chip.denomination}×{chip.count}" for chip in chips)


def parse_chips(text: str, locale: str | None = None) -> tuple[ChipStack, ...]:
    """A starting stack typed as "25×8, 100×9" (or with x or *); ``ValueError`` otherwise."""
    parts = [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]
    if len(parts) > 20:
        raise ValueError(translate("StructureEditor", "at most 20 kinds of chips"))
    stacks = []
    for part in parts:
        pieces = part.replace("×", "x").replace("X", "x").replace("*", "x").split("x")
        if len(pieces) != 2:
            raise ValueError(
                translate(
                    "StructureEditor", "'{text}' is not written chip×count (e.g. 100×9)"
                ).format(text=part[:20])
            )
        stacks.append(
            ChipStack(
                parse_whole(pieces[0], 1, MAX_CHIPS, locale),
                parse_whole(pieces[1], 1, 10_000, locale),
            )
        )
    return tuple(stacks)


def length_text(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    if hours:
        return translate("StructureEditor", "{hours} h {minutes} min").format(
            hours=hours, minutes=f"{rest:02d}"
        )
    return translate("StructureEditor", "{minutes} min").format(minutes=rest)


class StructureEditor(QDialog):
    """Edit a copy of ``structure``; once accepted, :meth:`structure` is the result."""

    def __init__(self, structure: Structure, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(
            translate("StructureEditor", "Blind structure: {structure}").format(
                structure=structure.name
            )
        )
        self._notes = structure.notes
        self.problems: list[str] = []
        self.model = StructureTableModel(self)
        self.model.league_locale = league_locale_of(parent)
        self._build()
        self.name.setText(structure.name)
        self.game.setCurrentIndex(self.game.findData(structure.game.value))
        self.chips.setText(chips_breakdown_text(structure.chips))
        self.model.load(structure.game, structure.periods)
        self._show_notes()
        self.name.textEdited.connect(self._check)
        self.chips.textEdited.connect(self._check)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.model.edited.connect(self._check)
        self.model.refused.connect(self.notice.show_message)
        self._check()
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(0, self.model.column_of(Field.MINUTES)))

    # Layout --------------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet(f"color: {NOTE_COLOR};")
        layout.addWidget(self.notes)

        top = QGridLayout()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_TEXT)
        self.game = QComboBox()
        for game, label in GAMES.items():
            self.game.addItem(translate("StructureEditor", label), game.value)
        captions = (
            (translate("StructureEditor", "&Name"), self.name),
            (translate("StructureEditor", "Ga&me"), self.game),
        )
        for column, (text, field) in enumerate(captions):
            caption = QLabel(text)
            caption.setBuddy(field)
            top.addWidget(caption, 0, 2 * column)
            top.addWidget(field, 0, 2 * column + 1)
        top.setColumnStretch(1, 1)
        layout.addLayout(top)

        buttons = QHBoxLayout()
        self.insert_level_button = self._button(
            translate("StructureEditor", "Insert &level"), "Ctrl+Ins", self.insert_level
        )
        self.insert_break_button = self._button(
            translate("StructureEditor", "Insert &break"), "Ctrl+B", self.insert_break
        )
        self.delete_button = self._button(
            translate("StructureEditor", "&Delete row"), "Ctrl+Del", self.delete_row
        )
        self.generate_button = QPushButton(translate("StructureEditor", "&Generate…"))
        self.generate_button.setToolTip(
            translate("StructureEditor", "Replace the rows with a schedule worked out for you")
        )
        self.generate_button.clicked.connect(self.open_generator)
        for button in (self.insert_level_button, self.insert_break_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.generate_button)

        periods = QLabel(
            translate(
                "StructureEditor", "&Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)"
            )
        )
        self.table = QTableView()
        periods.setBuddy(self.table)
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        self.table.setTabKeyNavigation(False)  # Tab leaves the table for the next control
        self.model.modelReset.connect(self._size_columns)
        layout.addWidget(periods)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)

        self.total = QLabel()
        layout.addWidget(self.total)
        chips_row = QHBoxLayout()
        self.chips = QLineEdit()
        self.chips.setPlaceholderText(translate("StructureEditor", "e.g. 25×8, 100×9, 500×4"))
        self.chips.setToolTip(
            translate("StructureEditor", "The chips each player starts with: denomination × count")
        )
        chips_caption = QLabel(translate("StructureEditor", "Starting c&hips"))
        chips_caption.setBuddy(self.chips)
        self.stack = QLabel()
        chips_row.addWidget(chips_caption)
        chips_row.addWidget(self.chips, 1)
        chips_row.addWidget(self.stack)
        layout.addLayout(chips_row)

        self.notice = ProblemLabel()
        layout.addWidget(self.notice)
        self.problems_heading = QLabel()
        layout.addWidget(self.problems_heading)
        self.problem_list = QListWidget()
        self.problem_list.setMaximumHeight(70)
        self.problem_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.problem_list)
        self.buttons = ok_cancel_buttons(self, translate("StructureEditor", "OK"))
        layout.addWidget(self.buttons)
        self.resize(820, 560)

    def _button(self, text: str, keys: str, slot) -> QPushButton:
        button = QPushButton(text)
        action = QAction(text.replace("&", ""), self)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        button.setToolTip(
            f"{action.text()} "
            f"({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
        )
        button.clicked.connect(slot)
        return button

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(
            self.model.column_of(Field.NOTE), QHeaderView.ResizeMode.Stretch
        )

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # Editing -------------------------------------------------------------------------------------

    def _current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else self.model.rowCount() - 1

    def insert_level(self) -> None:
        """A new level after the current row; the cursor goes to its small blind (or ante)."""
        self._inserted(self.model.insert_level(self._current_row() + 1), first_amount=True)

    def insert_break(self) -> None:
        self._inserted(self.model.insert_break(self._current_row() + 1), first_amount=False)

    def _inserted(self, row: int | None, *, first_amount: bool) -> None:
        if row is None:
            return
        field = Field.MINUTES
        if first_amount:
            field = Field.SMALL if self.model.game is Game.HOLDEM else Field.ANTE
        self.table.setCurrentIndex(self.model.index(row, self.model.column_of(field)))
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def delete_row(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid():
            return
        self.model.remove_row(index.row())
        if self.model.rowCount():
            row = min(index.row(), self.model.rowCount() - 1)
            self.table.setCurrentIndex(self.model.index(row, index.column()))

    def _game_chosen(self) -> None:
        self.model.set_game(Game(self.game.currentData()))

    def open_generator(self) -> None:
        levels = [p for p in self.model.periods() if isinstance(p, Level)]
        try:
            stack = sum(
                c.denomination * c.count
                for c in parse_chips(self.chips.text(), self.model.league_locale)
            )
        except ValueError:
            stack = 0
        dialog = GenerateDialog(
            self.name.text().strip() or translate("StructureEditor", "Generated"),
            stack,
            levels[0].minutes if levels else 0,
            self,
        )
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted and dialog.structure is not None:
                self.load(dialog.structure)
        finally:
            dialog.deleteLater()

    def load(self, structure: Structure) -> None:
        """Show ``structure`` in place of what is in the editor (a generated one, say)."""
        self._notes = structure.notes
        blocked = self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(structure.game.value))
        self.game.blockSignals(blocked)
        self.chips.setText(chips_breakdown_text(structure.chips))
        self.model.load(structure.game, structure.periods)
        self._show_notes()
        self._check()

    # Checking ------------------------------------------------------------------------------------

    def _show_notes(self) -> None:
        self.notes.setText("\n".join(self._notes))
        self.notes.setVisible(bool(self._notes))

    def structure(self) -> Structure:
        """The structure as typed (only whole when :attr:`problems` is empty)."""
        try:
            chips = parse_chips(self.chips.text(), self.model.league_locale)
        except ValueError:
            chips = ()
        return Structure(
            name=self.name.text().strip(),
            game=Game(self.game.currentData()),
            periods=self.model.periods(),
            chips=chips,
            notes=self._notes,
        )

    def _check(self) -> None:
        self.notice.show_message(None)  # a refused value is taken back by the next edit
        problems: list[str] = []
        chips_problem = None
        try:
            chips = parse_chips(self.chips.text(), self.model.league_locale)
            stack = sum(c.denomination * c.count for c in chips)
            self.stack.setText(
                translate("StructureEditor", "= T{stack} each").format(
                    stack=number_text(stack, self.model.league_locale)
                )
                if chips
                else ""
            )
        except ValueError as exc:
            chips_problem = translate("StructureEditor", "Starting chips: {problem}").format(
                problem=exc
            )
            problems.append(chips_problem)
            self.stack.setText("")
        mark_widget(self.chips, chips_problem)
        problems.extend(check_structure(self.structure()))
        self.problems = problems
        self._show_total()
        self.problem_list.clear()
        self.problem_list.addItems(problems)
        self.problem_list.setVisible(bool(problems))
        count = len(problems)
        self.problems_heading.setText(
            translate("StructureEditor", "Problems ({count}): fix them to save").format(count=count)
            if count
            else translate("StructureEditor", "No problems")
        )
        self.problems_heading.setStyleSheet(f"color: {PROBLEM_COLOR};" if count else "")
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip(
            translate("StructureEditor", "Cannot save: {problem}").format(problem=problems[0])
            if problems
            else ""
        )

    def _show_total(self) -> None:
        periods = self.model.periods()
        levels = sum(isinstance(p, Level) for p in periods)
        breaks = sum(isinstance(p, Break) for p in periods)
        total = self.model.total_minutes()
        counted = (
            translate("StructureEditor", "1 level")
            if levels == 1
            else translate("StructureEditor", "{count} levels").format(count=levels)
        )
        counted += ", " + (
            translate("StructureEditor", "1 break")
            if breaks == 1
            else translate("StructureEditor", "{count} breaks").format(count=breaks)
        )
        self.total.setText(
            translate(
                "StructureEditor", "{periods}: {length} in all (the last level ends at {clock})"
            ).format(periods=counted, length=length_text(total), clock=clock_text(total))
        )

    def accept(self) -> None:
        self._check()
        if not self.problems:
            super().accept()

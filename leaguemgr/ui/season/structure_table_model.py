"""A blind structure's periods as an editable table: one row per level or break.

Columns depend on the game: hold'em levels have blinds and an ante, stud levels an ante, a
bring-in and the two bets of the limits. A break row has its minutes, a note and the chips
coloured up; the amount cells of a break (and the note cells of a level) are left empty and
cannot be edited. Levels are numbered as the clock counts them: breaks have no number.
"""

from __future__ import annotations

from dataclasses import replace
from enum import IntEnum

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from leaguemgr.domain.clock.structure import (
    MAX_CHIPS,
    MAX_MINUTES,
    MAX_PERIODS,
    MAX_TEXT,
    Break,
    Game,
    Level,
    Period,
)
from leaguemgr.domain.league_formats import number as number_text
from leaguemgr.ui.form_fields import league_qlocale
from leaguemgr.ui.i18n import translate

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
BREAK_BACKGROUND = QColor("#eef3fb")
Index = QModelIndex | QPersistentModelIndex


class Field(IntEnum):
    """What a cell holds, whatever column it is shown in."""

    PERIOD = 0
    STARTS = 1
    MINUTES = 2
    SMALL = 3
    BIG = 4
    ANTE = 5
    BRING_IN = 6
    SMALL_BET = 7
    BIG_BET = 8
    NOTE = 9
    COLOR_UP = 10


HEADERS = {
    Field.PERIOD: QT_TRANSLATE_NOOP("StructureTableModel", "Period"),
    Field.STARTS: QT_TRANSLATE_NOOP("StructureTableModel", "Starts"),
    Field.MINUTES: QT_TRANSLATE_NOOP("StructureTableModel", "Minutes"),
    Field.SMALL: QT_TRANSLATE_NOOP("StructureTableModel", "Small blind"),
    Field.BIG: QT_TRANSLATE_NOOP("StructureTableModel", "Big blind"),
    Field.ANTE: QT_TRANSLATE_NOOP("StructureTableModel", "Ante"),
    Field.BRING_IN: QT_TRANSLATE_NOOP("StructureTableModel", "Bring-in"),
    Field.SMALL_BET: QT_TRANSLATE_NOOP("StructureTableModel", "Small bet"),
    Field.BIG_BET: QT_TRANSLATE_NOOP("StructureTableModel", "Big bet"),
    Field.NOTE: QT_TRANSLATE_NOOP("StructureTableModel", "Break note"),
    Field.COLOR_UP: QT_TRANSLATE_NOOP("StructureTableModel", "Colour up"),
}
AMOUNTS = {
    Field.SMALL: "small",
    Field.BIG: "big",
    Field.ANTE: "ante",
    Field.BRING_IN: "bring_in",
    Field.SMALL_BET: "small_bet",
    Field.BIG_BET: "big_bet",
}
GAME_FIELDS = {
    Game.HOLDEM: (Field.SMALL, Field.BIG, Field.ANTE),
    Game.STUD: (Field.ANTE, Field.BRING_IN, Field.SMALL_BET, Field.BIG_BET),
}


def clock_text(minutes: int) -> str:
    """Minutes into the night as the clock shows them: "0:00", "2:45"."""
    return f"{minutes // 60}:{minutes % 60:02d}"


def chips_text(chips: tuple[int, ...], locale: str | None = None) -> str:
    return ", ".join(number_text(chip, locale) for chip in chips)


def parse_whole(text: str, least: int, most: int, locale: str | None = None) -> int:
    """A whole number as typed ("1,000", "T500"; "1.000" in a de_DE league); ``ValueError``
    saying why not."""
    group = league_qlocale(locale).groupSeparator() if locale is not None else ","
    cleaned = text.strip()
    for mark in {group, " ", "\u00a0", "\u202f"}:
        cleaned = cleaned.replace(mark, "")
    cleaned = cleaned.lstrip("Tt")
    if not cleaned.isascii() or not cleaned.isdigit():
        raise ValueError(
            translate("StructureTableModel", "'{text}' is not a whole number").format(
                text=text.strip()[:20]
            )
        )
    value = int(cleaned)
    if not least <= value <= most:
        raise ValueError(
            translate("StructureTableModel", "{value} is not from {least} to {most}").format(
                value=number_text(value, locale),
                least=number_text(least, locale),
                most=number_text(most, locale),
            )
        )
    return value


def parse_chip_list(text: str, locale: str | None = None) -> tuple[int, ...]:
    """Chip denominations typed as "5, 25"; ``ValueError`` naming the one that is wrong."""
    parts = [part for part in text.replace(";", ",").split(",") if part.strip()]
    if len(parts) > 20:
        raise ValueError(translate("StructureTableModel", "at most 20 chips"))
    return tuple(parse_whole(part, 1, MAX_CHIPS, locale) for part in parts)


class StructureTableModel(QAbstractTableModel):
    """The periods of a structure being edited; ``edited`` fires after every change and
    ``refused`` says why a typed value was not taken."""

    edited = Signal()
    refused = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._game = Game.HOLDEM
        self._periods: list[Period] = []
        #: The league's locale: the blinds are written and read in it.
        self.league_locale: str | None = None

    # Reading -------------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    def periods(self) -> tuple[Period, ...]:
        return tuple(self._periods)

    def fields(self) -> list[Field]:
        return [
            Field.PERIOD,
            Field.STARTS,
            Field.MINUTES,
            *GAME_FIELDS[self._game],
            Field.NOTE,
            Field.COLOR_UP,
        ]

    def column_of(self, field: Field) -> int:
        return self.fields().index(field)

    def total_minutes(self) -> int:
        return sum(period.minutes for period in self._periods)

    def level_number(self, row: int) -> int | None:
        """The level the clock shows for ``row`` (``None`` for a break)."""
        if isinstance(self._periods[row], Break):
            return None
        return sum(isinstance(p, Level) for p in self._periods[: row + 1])

    # Qt model ------------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._periods)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.fields())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("StructureTableModel", HEADERS[self.fields()[section]])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._editable(index):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def _editable(self, index: Index) -> bool:
        if not index.isValid():
            return False
        field = self.fields()[index.column()]
        is_break = isinstance(self._periods[index.row()], Break)
        if field is Field.MINUTES:
            return True
        if field in (Field.NOTE, Field.COLOR_UP):
            return is_break
        return field in AMOUNTS and not is_break

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        period = self._periods[index.row()]
        field = self.fields()[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(index.row(), period, field, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.TextAlignmentRole and field not in (Field.PERIOD, Field.NOTE):
            return RIGHT
        if role == Qt.ItemDataRole.BackgroundRole and isinstance(period, Break):
            return BREAK_BACKGROUND
        return None

    def _text(self, row: int, period: Period, field: Field, editing: bool) -> str:
        if field is Field.PERIOD:
            number = self.level_number(row)
            if number is None:
                return translate("StructureTableModel", "Break")
            return translate("StructureTableModel", "Level {number}").format(number=number)
        if field is Field.STARTS:
            return clock_text(sum(p.minutes for p in self._periods[:row]))
        if field is Field.MINUTES:
            return str(period.minutes)
        if isinstance(period, Break):
            if field is Field.NOTE:
                return period.note
            if field is Field.COLOR_UP:
                return chips_text(period.color_up, self.league_locale)
            return ""
        if field in AMOUNTS:
            value = getattr(period, AMOUNTS[field])
            return (
                str(value) if editing else (number_text(value, self.league_locale) if value else "")
            )
        return ""

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not self._editable(index):
            return False
        row = index.row()
        period = self._periods[row]
        field = self.fields()[index.column()]
        text = str(value)
        try:
            if field is Field.MINUTES:
                changed = replace(
                    period, minutes=parse_whole(text, 1, MAX_MINUTES, self.league_locale)
                )
            elif field is Field.NOTE:
                if len(text) > MAX_TEXT:
                    raise ValueError(
                        translate(
                            "StructureTableModel", "a note has at most {count} characters"
                        ).format(count=MAX_TEXT)
                    )
                changed = replace(period, note=text.strip())
            elif field is Field.COLOR_UP:
                changed = replace(period, color_up=parse_chip_list(text, self.league_locale))
            else:
                amount = parse_whole(text, 0, MAX_CHIPS, self.league_locale) if text.strip() else 0
                changed = replace(period, **{AMOUNTS[field]: amount})
        except ValueError as exc:
            header = translate("StructureTableModel", HEADERS[field])
            self.refused.emit(f"{self._row_name(row)}, {header}: {exc}")
            return False
        if changed != period:
            self._periods[row] = changed
            # A row's minutes move the start of every row below it.
            last = self.index(len(self._periods) - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(row, 0), last)
            self.edited.emit()
        return True

    def _row_name(self, row: int) -> str:
        number = self.level_number(row)
        if number is None:
            return translate("StructureTableModel", "Row {row} (break)").format(row=row + 1)
        return translate("StructureTableModel", "Row {row} (level {number})").format(
            row=row + 1, number=number
        )

    # Editing -------------------------------------------------------------------------------------

    def load(self, game: Game, periods: tuple[Period, ...]) -> None:
        self.beginResetModel()
        self._game = game
        self._periods = list(periods)
        self.endResetModel()
        self.edited.emit()

    def set_game(self, game: Game) -> None:
        """Show the other game's amounts (the levels keep every amount they had)."""
        if game is not self._game:
            self.beginResetModel()
            self._game = game
            self.endResetModel()
            self.edited.emit()

    def insert_level(self, row: int) -> int | None:
        """A level before ``row`` (at the end if ``row`` is past it), as long as the level
        before it but with no amounts yet: the organizer types them. The row, or ``None``
        when the structure is full."""
        before = next((p for p in reversed(self._periods[:row]) if isinstance(p, Level)), None)
        return self._insert(row, Level(minutes=before.minutes if before else 20))

    def insert_break(self, row: int) -> int | None:
        return self._insert(row, Break(minutes=10))

    def _insert(self, row: int, period: Period) -> int | None:
        if len(self._periods) >= MAX_PERIODS:
            self.refused.emit(
                translate("StructureTableModel", "A structure has at most {count} periods").format(
                    count=MAX_PERIODS
                )
            )
            return None
        row = max(0, min(row, len(self._periods)))
        self.beginInsertRows(QModelIndex(), row, row)
        self._periods.insert(row, period)
        self.endInsertRows()
        self._renumber(row)
        self.edited.emit()
        return row

    def remove_row(self, row: int) -> None:
        if 0 <= row < len(self._periods):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._periods[row]
            self.endRemoveRows()
            self._renumber(row)
            self.edited.emit()

    def _renumber(self, row: int) -> None:
        """Level numbers and start times below ``row`` moved."""
        if row < len(self._periods):
            last = self.index(len(self._periods) - 1, self.column_of(Field.STARTS))
            self.dataChanged.emit(self.index(row, 0), last)

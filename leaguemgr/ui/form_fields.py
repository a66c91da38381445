"""Form pieces shared by the editors: exact amount fields and problems shown beside fields.

Amounts typed by the organizer are read with :mod:`decimal` (never float), and whatever is
wrong with a field is said right next to it, in the organizer's words.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import ClassVar

from PySide6.QtCore import QDate, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QWidget,
)

from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.league_formats import decimal_mark, read_amount
from leaguemgr.ui.i18n import translate

INVALID_BACKGROUND = "#ffd6d6"
MISSING_BACKGROUND = "#fff1c2"
PROBLEM_COLOR = "#b00020"


def parse_decimal(text: str, locale: str | None = None) -> Decimal:
    """Read an amount or a percentage as typed ("$1,250.50", "12.5%"; "12,50" in a de_DE
    league); refuse anything else, or anything that could mean two amounts."""
    return read_amount(text, locale)


def parse_decimal_list(text: str, locale: str | None = None) -> tuple[Decimal, ...]:
    """Read "50, 30, 20" as three decimals ("50; 12,5; 20" where the decimal is ",")."""
    separators = ";" if locale is not None and decimal_mark(locale) == "," else ";,"
    for separator in separators[1:]:
        text = text.replace(separator, separators[0])
    parts = [part for part in text.split(separators[0]) if part.strip()]
    return tuple(parse_decimal(part, locale) for part in parts)


def list_separator(locale: str | None) -> str:
    """Between the numbers of a list as typed: "; " where the league's decimal is ","
    ("50; 12,5; 20"), else ", " (what :func:`parse_decimal_list` reads back)."""
    return "; " if locale is not None and decimal_mark(locale) == "," else ", "


def league_locale_of(obj: QObject | None) -> str | None:
    """The locale of the league whose window holds ``obj`` (its typed amounts are read in
    it): the nearest owner with the league's ``context``; ``None`` outside any league."""
    while obj is not None:
        service = getattr(getattr(obj, "context", None), "service", None)
        if service is not None and hasattr(service, "locale"):
            return service.locale()
        obj = obj.parent()
    return None


def league_qlocale(locale: str | None) -> QLocale:
    """Qt's side of the league's locale: spin boxes under a widget set to it write and read
    chips and points as the league does ("10.000" in de_DE); the app's own without one."""
    return QLocale() if locale is None else QLocale(locale)


def decimal_text(value: Decimal | None, locale: str | None = None) -> str:
    """A decimal as the organizer would write it: "30", "0.01", "66.7" (no exponent);
    "66,7" where the league's decimal is ","."""
    if value is None:
        return ""
    text = format(value, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    text = text or "0"
    return text if locale is None else text.replace(".", decimal_mark(locale))


class MoneyEdit(QLineEdit):
    """A line edit for an amount of money or a percentage, read as an exact ``Decimal``."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None, *, placeholder: str = ""):
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMaximumWidth(110)
        self.textEdited.connect(lambda _text: self.edited.emit())

    def set_value(self, value: Decimal | None) -> None:
        self.setText(decimal_text(value, league_locale_of(self)))

    def value(self) -> Decimal:
        """The amount typed, in the league's locale; ``ValueError`` with the reason if it is
        not one."""
        if not self.text().strip():
            raise ValueError(translate("AmountField", "enter an amount"))
        return parse_decimal(self.text(), league_locale_of(self))

    def optional_value(self) -> Decimal | None:
        """The amount typed, or ``None`` when the field is left empty."""
        return self.value() if self.text().strip() else None


class DateEdit(QDateEdit):
    """A date typed as the organizer writes it: "2013-03-18" over the whole field (Ctrl+A
    first), "2013" in the year, Right and Left to the next and previous section.

    Qt's own typing keeps a year only when each digit on its way makes a date in range
    ("2" is not), so a typed year was dropped; here each section's digits are collected
    and taken when the section is full (or on "-"), then the next section is selected.
    """

    _WIDTHS: ClassVar[dict[QDateTimeEdit.Section, int]] = {
        QDateTimeEdit.Section.YearSection: 4,
        QDateTimeEdit.Section.MonthSection: 2,
        QDateTimeEdit.Section.DaySection: 2,
    }

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDisplayFormat("yyyy-MM-dd")
        self._digits = ""
        self._section = QDateTimeEdit.Section.NoSection
        self._moved_on = False  # the last digit filled its section and selected the next

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            self._take_digits()
            step = 1 if key == Qt.Key.Key_Right else -1
            index = min(max(self.currentSectionIndex() + step, 0), self.sectionCount() - 1)
            self._select(index)
            return
        if plain and (text.isdigit() or text in "-/.") and text:
            self._type(text)
            return
        self._digits = ""
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:
        self._take_digits()
        super().focusOutEvent(event)

    def _type(self, char: str) -> None:
        line = self.lineEdit()
        if line.hasSelectedText() and len(line.selectedText()) >= len(line.text()) - 1:
            # The whole date selected (Ctrl+A): what is typed is a whole date, year first.
            self._digits = ""
            self._select(0)
        if self.date() == self.minimumDate() and self.specialValueText():
            self.setDate(QDate.currentDate())  # "no date": typing starts one
            self._select(0)
        section = self.currentSection()
        if section != self._section:
            self._digits, self._section = "", section
        if not char.isdigit():
            # "2013-": the year moved on by itself; its "-" does not skip the month.
            if self._digits or not self._moved_on:
                self._take_digits()
                self._select(self.currentSectionIndex() + 1)
            self._moved_on = False
            return
        self._moved_on = False
        self._digits += char
        width = self._WIDTHS.get(section, 2)
        # A month starting 2-9 or a day starting 4-9 cannot take a second digit.
        full = len(self._digits) >= width or (
            len(self._digits) == 1
            and (
                (section == QDateTimeEdit.Section.MonthSection and char > "1")
                or (section == QDateTimeEdit.Section.DaySection and char > "3")
            )
        )
        if full:
            self._take_digits()
            self._select(self.currentSectionIndex() + 1)
            self._moved_on = True

    def _take_digits(self) -> None:
        """Put the digits typed into their section (a day past the month's end: its last)."""
        digits, section = self._digits, self._section
        self._digits = ""
        if not digits or section == QDateTimeEdit.Section.NoSection:
            return
        value = int(digits)
        current = self.date()
        year, month, day = current.year(), current.month(), current.day()
        if section == QDateTimeEdit.Section.YearSection:
            year = value
        elif section == QDateTimeEdit.Section.MonthSection:
            month = value
        else:
            day = value
        if not (1 <= month <= 12 and day >= 1 and 1 <= year <= 9999):
            return
        day = min(day, QDate(year, month, 1).daysInMonth())
        date = QDate(year, month, day)
        if self.minimumDate() <= date <= self.maximumDate():
            self.setDate(date)

    def _select(self, index: int) -> None:
        index = min(max(index, 0), self.sectionCount() - 1)
        self.setCurrentSectionIndex(index)
        self.setSelectedSection(self.sectionAt(index))
        self._section = self.currentSection()


class ProblemLabel(QLabel):
    """Red text beside a field saying what is wrong with it; hidden when nothing is."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setStyleSheet(f"color: {PROBLEM_COLOR};")
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hide()

    def show_message(self, message: str | None) -> None:
        self.setText(message or "")
        self.setVisible(bool(message))


def with_problem_label(*widgets: QWidget) -> tuple[QWidget, ProblemLabel]:
    """A row of ``widgets`` followed by the label that explains their problem."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        if isinstance(widget, QCheckBox):  # a check box would take the row's spare width
            widget.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        layout.addWidget(widget)
    label = ProblemLabel()
    layout.addWidget(label, 10)
    layout.addStretch(1)  # keeps the fields at their own width when there is no problem
    # A form's label takes the row as its buddy, and its Alt+letter does nothing for a
    # buddy that takes no focus: the row takes it (Tab passes by, as by any focus proxy)
    # and hands it to its first field.
    if widgets:
        row.setFocusProxy(widgets[0])
        row.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return row, label


def mark_widget(widget: QWidget, message: str | None) -> None:
    """Tint a field that has a problem and put the reason in its tooltip."""
    name = widget.metaObject().className()
    restyle(widget, f"{name} {{ background: {INVALID_BACKGROUND}; }}" if message else "")
    if widget.toolTip() != (message or ""):
        widget.setToolTip(message or "")


def restyle(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` the style sheet ``sheet`` unless it has it already.

    Setting a style sheet, even the same one, polishes the widget again and lays out the
    window around it: done for every field on every keystroke, it repainted the whole
    window each time.
    """
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class ProblemMarks:
    """Which field shows which problem, by location in the season rules."""

    def __init__(self) -> None:
        self._fields: dict[Location, tuple[QWidget, ProblemLabel]] = {}

    def add(self, location: Location, widget: QWidget, label: ProblemLabel) -> None:
        self._fields[location] = (widget, label)

    def show(self, problems: Iterable[Problem]) -> None:
        """Mark each field with the first problem whose location is, or is inside, the field's."""
        messages: dict[Location, str] = {}
        for problem in problems:
            key = self._field_of(problem.location)
            if key is not None and key not in messages:
                messages[key] = problem.message
        for key, (widget, label) in self._fields.items():
            message = messages.get(key)
            mark_widget(widget, message)
            label.show_message(message)

    def _field_of(self, location: Location) -> Location | None:
        for size in range(len(location), 0, -1):
            if location[:size] in self._fields:
                return location[:size]
        return None

"""A one-expression text field that checks a points formula as it is typed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QKeyEvent,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import compile_formula
from leaguemgr.ui.form_fields import INVALID_BACKGROUND
from leaguemgr.ui.i18n import translate


class FormulaEdit(QPlainTextEdit):
    """Shows where a formula goes wrong: the character at the error is highlighted.

    ``checked`` carries the error message (with its position) or ``""`` when the formula is
    valid, after every keystroke.
    """

    checked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setTabChangesFocus(True)
        # Qt's default (break between words, or anywhere in a word too long for a line) lays a
        # pasted 100 KB word out in seconds; breaking only between words takes milliseconds.
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.textChanged.connect(self.check)
        self.error_position: int | None = None
        self.error_message = ""

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:
        self.setPlainText(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A formula is one expression: Enter must not split it over lines.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)

    def check(self) -> str:
        """Compile the formula; highlight and return the error, or ``""`` if it is valid.

        Whatever is typed or pasted (a whole page, brackets thousands deep, a power with
        millions of digits) is refused within milliseconds: the formula's length is checked
        before anything else looks at it.
        """
        text = self.toPlainText()
        self.error_message = ""
        self.error_position = None
        try:
            compile_formula(text)
        except FormulaError as exc:
            self.error_message = str(exc)
            if exc.position is not None:
                # compile_formula counts from the first non-blank character.
                self.error_position = exc.position + len(text) - len(text.lstrip())
        except Exception as exc:  # a slip in the checker must not take the season editor down
            self.error_message = translate(
                "FormulaEdit", "the formula cannot be checked ({error})"
            ).format(error=type(exc).__name__)
        self._highlight()
        self.checked.emit(self.error_message)
        return self.error_message

    def _highlight(self) -> None:
        selections = []
        if self.error_message:
            selection = QTextEdit.ExtraSelection()
            text_format = QTextCharFormat()
            text_format.setBackground(QColor(INVALID_BACKGROUND))
            text_format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            text_format.setUnderlineColor(QColor("red"))
            selection.format = text_format
            cursor = QTextCursor(self.document())
            length = len(self.toPlainText())
            start = self.error_position if self.error_position is not None else 0
            start = min(start, max(length - 1, 0))
            cursor.setPosition(start)
            end = start + 1 if self.error_position is not None else length
            cursor.setPosition(min(end, length), QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selections.append(selection)
        self.setExtraSelections(selections)

"""The Night screen's own keys, caught before the window's shortcuts and the line edits'.

A line edit keeps Ctrl+Z (its text's undo) and Ctrl+Left/Right (a word) for itself, and the
window's Edit ▸ Undo has Ctrl+Z too; on the Night screen these keys mean the night's undo
and the level. The filter accepts their ShortcutOverride, so neither the window's shortcut
nor the line edit takes them, and runs the screen's handler on the key press.

A key may ask a one-letter question (a dealer: F full game, H half game): :meth:`ask` makes
the next key press an answer, caught before the line edit types it; Esc or any other key
drops the question.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

SHORTCUT_OVERRIDE = QEvent.Type.ShortcutOverride
KEY_PRESS = QEvent.Type.KeyPress


class ScreenKeys(QObject):
    """``keys`` maps key sequences ("Ctrl+D") to what they do; watches ``root`` and the
    widgets inside it (call :meth:`watch` again for widgets added later)."""

    def __init__(self, root: QWidget, keys: dict[str, Callable[[], None]]):
        super().__init__(root)
        self._root = root
        self._keys = {QKeySequence(text)[0].toCombined(): do for text, do in keys.items()}
        self._answers: dict[int, Callable[[], None]] = {}
        self._dropped: Callable[[], None] | None = None
        self.watch()

    def ask(self, answers: dict[str, Callable[[], None]], dropped: Callable[[], None]) -> None:
        """The next key press answers: one of ``answers`` (plain letters, "F") does its
        action; any other key calls ``dropped`` (and Esc goes no further)."""
        self._answers = {QKeySequence(text)[0].key(): do for text, do in answers.items()}
        self._dropped = dropped

    @property
    def asking(self) -> bool:
        return bool(self._answers)

    def watch(self) -> None:
        for widget in [self._root, *self._root.findChildren(QWidget)]:
            widget.removeEventFilter(self)
            widget.installEventFilter(self)

    def key_texts(self) -> list[str]:
        return [QKeySequence(QKeyCombination.fromCombined(k)).toString() for k in self._keys]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        # Every event of every widget of the screen comes here (a bust's paints too):
        # told apart by identity, the quickest test there is.
        if kind is not SHORTCUT_OVERRIDE and kind is not KEY_PRESS:
            return False
        assert isinstance(event, QKeyEvent)
        if self._answers and kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
            return self._answer(event)
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        combined = QKeyCombination(modifiers, Qt.Key(event.key())).toCombined()
        do = self._keys.get(combined)
        if do is None:
            return False
        event.accept()
        if kind == QEvent.Type.KeyPress:
            do()
        return True

    def _answer(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt):
            return False  # a modifier alone is no answer yet
        plain = not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        do = self._answers.get(event.key()) if plain else None
        dropped, self._answers, self._dropped = self._dropped, {}, None
        if do is not None:
            do()
            return True
        if dropped is not None:
            dropped()
        return event.key() == Qt.Key.Key_Escape

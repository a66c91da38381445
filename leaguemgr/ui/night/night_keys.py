"""The Night screen's own keys, caught before the window's shortcuts and the line edits'.

A line edit keeps Ctrl+Z (its text's undo) and Ctrl+Left/Right (a word) for itself, and the
window's Edit ▸ Undo has Ctrl+Z too; on the Night screen these keys mean the night's undo
and the level. The filter accepts their ShortcutOverride, so neither the window's shortcut
nor the line edit takes them, and runs the screen's handler on the key press.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget


class ScreenKeys(QObject):
    """``keys`` maps key sequences ("Ctrl+D") to what they do; watches ``root`` and the
    widgets inside it (call :meth:`watch` again for widgets added later)."""

    def __init__(self, root: QWidget, keys: dict[str, Callable[[], None]]):
        super().__init__(root)
        self._root = root
        self._keys = {QKeySequence(text)[0].toCombined(): do for text, do in keys.items()}
        self.watch()

    def watch(self) -> None:
        for widget in [self._root, *self._root.findChildren(QWidget)]:
            widget.removeEventFilter(self)
            widget.installEventFilter(self)

    def key_texts(self) -> list[str]:
        return [QKeySequence(QKeyCombination.fromCombined(k)).toString() for k in self._keys]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        combined = QKeyCombination(modifiers, Qt.Key(event.key())).toCombined()
        do = self._keys.get(combined)
        if do is None:
            return False
        event.accept()
        if kind == QEvent.Type.KeyPress:
            do()
        return True

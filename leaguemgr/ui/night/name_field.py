"""A line edit that completes player names as they are typed (the roster, or who is left).

Enter is the field's own signal, :attr:`NameField.entered`, whether or not the completer's
list is open: with the list open the completer hands the key straight to the field's
``event()``, past any event filter, so a filter watching for Enter would miss it and the
director would press Enter twice. One Enter takes the name the list highlights (else the
text typed) and goes on.

A shortcut (a key with Ctrl, Alt or Meta, or a function key) never becomes text. While the
list is open the keyboard is the list's, so the window's and the screen's shortcuts do not
see the key and the completer types it into the field ("Sam" then Alt+O made "Samo"): the
field takes the highlighted name, closes the list and hands the key to the window, where
it acts as it would have with the list closed. A shortcut nobody has does nothing.

A name the screen refuses never swallows the next one: :meth:`NameField.refuse` clears an
unknown name, and an ambiguous one stays, all selected (the next letter typed replaces
it), with the names it could be listed to pick with the arrows and Enter.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_MODIFIER_KEYS = (
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Alt,
    Qt.Key.Key_Meta,
    Qt.Key.Key_AltGr,
)
_COMMAND = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
_ALT_GR = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def is_shortcut(event: QKeyEvent) -> bool:
    """Whether a key is a command rather than typing: Ctrl, Alt or Meta with a key (but
    Ctrl+Enter, another name, and Ctrl+Alt, which is AltGr typing a letter on Windows),
    or a function key (F5 runs the clock)."""
    key = event.key()
    if key in _MODIFIER_KEYS:
        return False
    if Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35:
        return True
    modifiers = event.modifiers()
    if modifiers & Qt.KeyboardModifier.MetaModifier:
        return True
    if (modifiers & _ALT_GR) == _ALT_GR:
        return False
    if key in ENTER_KEYS:
        return bool(modifiers & Qt.KeyboardModifier.AltModifier)
    return bool(modifiers & _COMMAND)


class NameField(QLineEdit):
    """Type-ahead over a list of names: matching anywhere in the name, any case.

    ``entered(more)`` on Enter (``more``: Ctrl+Enter, another name to follow)."""

    entered = Signal(bool)

    def __init__(self, placeholder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setClearButtonEnabled(True)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        # Installed after the completer's own filter, so it sees the list's keys first.
        completer.popup().installEventFilter(self)

    def set_names(self, names: list[str]) -> None:
        if names != self._names.stringList():
            self._names.setStringList(names)

    def names(self) -> list[str]:
        return self._names.stringList()

    def refuse(self, ambiguous: bool) -> None:
        """The screen could not take the text: an ambiguous name is offered as a choice
        (selected, so typing replaces it); any other is cleared."""
        if not ambiguous:
            self.clear()
            return
        self.selectAll()
        # After the Enter that asked: the completer closes its list once the key is done.
        QTimer.singleShot(0, self._offer_choice)

    def _offer_choice(self) -> None:
        if not self.hasFocus() or not self.text().strip():
            return
        completer = self.completer()
        completer.setCompletionPrefix(self.text().strip())
        completer.complete()
        self.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        popup = self.completer().popup()
        if watched is not popup or event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        assert isinstance(event, QKeyEvent)
        if not is_shortcut(event):
            return False
        chosen = popup.currentIndex()
        if popup.isVisible() and chosen.isValid():
            self.setText(str(chosen.data()))
        popup.hide()
        window = self.window().windowHandle()
        if window is not None:
            # No text: a key no shortcut takes must not be typed into the field.
            again = QKeyEvent(QEvent.Type.KeyPress, event.key(), event.modifiers(), "")
            QGuiApplication.sendEvent(window, again)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if is_shortcut(event) and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            # Alt+letter nobody took: never a letter in the name. (Ctrl keys are the
            # field's own editing keys, Ctrl+Backspace and the like, and type nothing.)
            event.ignore()
            return
        if event.key() not in ENTER_KEYS:
            super().keyPressEvent(event)
            return
        popup = self.completer().popup()
        listed = popup.isVisible()
        chosen = popup.currentIndex() if listed else QModelIndex()
        if chosen.isValid():  # the director picked one with the arrows
            self.setText(str(chosen.data()))
        more = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self.entered.emit(more)
        if chosen.isValid():
            # Used up and the list closed here: left to the completer, it would put the
            # picked name back into the field the Enter has just emptied.
            popup.hide()
            event.accept()
            return
        # With the list open the key is left to the completer, which closes it; else it is
        # used up here (a question the Enter asked must not take it as its answer).
        event.setAccepted(not listed)

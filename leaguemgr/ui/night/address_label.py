"""An address shown to be read out, typed or copied: the phone page's, the TV's, a
director's link."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QLabel


def address_label(name: str, larger_by: int = 6) -> QLabel:
    """A selectable label in a larger fixed-width face (no 0/O or 1/l to confuse), kept on
    one line: a token broken at its "-" would be read out or typed without it."""
    label = QLabel()
    label.setObjectName(name)
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSize(max(font.pointSize(), 10) + larger_by)
    font.setWeight(QFont.Weight.DemiBold)
    label.setFont(font)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(False)
    return label

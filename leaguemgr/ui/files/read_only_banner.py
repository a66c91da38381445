"""The line above the screens that says the league may only be read, why, and what to do."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QStyle, QWidget


def read_only_text(reason: str) -> str:
    return f"Read-only: {reason}. Copy it somewhere you may write to change it."


class ReadOnlyBanner(QFrame):
    """Hidden while the league may be written."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("read_only_banner")
        # Palette roles, not fixed colours: it reads in light and dark themes alike.
        self.setStyleSheet(
            "#read_only_banner { background: palette(tool-tip-base);"
            " border: 1px solid palette(dark); border-radius: 3px; margin: 4px 6px; }"
            "#read_only_banner QLabel { color: palette(tool-tip-text); font-weight: 600; }"
        )
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation).pixmap(size)
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(icon)
        row.addWidget(self.label, 1)
        self.hide()

    def text(self) -> str:
        return self.label.text()

    def show_reason(self, reason: str | None) -> None:
        """Show the banner for ``reason`` (``None``: the league may be written, hide it)."""
        self.label.setText(read_only_text(reason) if reason else "")
        self.setVisible(bool(reason))

"""The line above the screens that says the league may only be read, why, and what to do."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from leaguemgr.ui.i18n import translate


def read_only_text(reason: str) -> str:
    return translate(
        "ReadOnlyBanner", "Read-only: {reason}. Copy it somewhere you may write to change it."
    ).format(reason=reason)


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
        self.icon = QLabel()
        self.label = QLabel()
        self.label.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.icon)
        row.addWidget(self.label, 1)
        self.hide()

    def text(self) -> str:
        return self.label.text()

    def show_reason(self, reason: str | None) -> None:
        """Show the banner for ``reason`` (``None``: the league may be written, hide it)."""
        self.label.setText(read_only_text(reason) if reason else "")
        if reason and self.icon.pixmap().isNull():
            self._draw_icon()
        self.setVisible(bool(reason))

    def _draw_icon(self) -> None:
        """The icon, drawn the first time the banner shows: most leagues never need it, and
        the style's icon tables cost the start of the app."""
        from PySide6.QtWidgets import QStyle

        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        self.icon.setPixmap(icon.pixmap(size))

"""The OK/Cancel row every small dialog of the app ends with."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox


def ok_cancel_buttons(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """OK (labelled with the action, e.g. "Create") and Cancel, wired to accept/reject."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons

"""Changes typed on the screens but not saved yet: what the status bar and leaving ask."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QWidget

from leaguemgr.ui.screens import DraftScreen, SavingScreen


def ready_to_leave(screens: Iterable[QWidget]) -> bool:
    """Before another league replaces this one: each screen may ask to save a draft."""
    return all(screen.maybe_save() for screen in screens if isinstance(screen, SavingScreen))


def has_unsaved_changes(screens: Iterable[QWidget]) -> bool:
    """Whether a screen holds changes typed but not saved yet (asks nothing)."""
    return any(
        screen.has_unsaved_changes() for screen in screens if isinstance(screen, DraftScreen)
    )


def unsaved_texts(screens: Iterable[QWidget]) -> list[str]:
    """What each screen says it holds unsaved ("Event 3: unsaved changes"), if anything."""
    return [
        text
        for screen in screens
        if isinstance(screen, DraftScreen) and (text := screen.unsaved_text())
    ]

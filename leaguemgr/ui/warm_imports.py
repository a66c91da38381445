"""Importing, on a worker thread, what the window needs only after its first paint.

The start imports only what paints the first screen; the other screens' modules (and with
them the night service, SQLAlchemy's table metadata, the exporters they use) are imported
here, off the GUI thread, so that building those screens later costs the GUI thread only
the building. Python's import lock makes an import the GUI thread starts meanwhile (a tab
clicked at once) wait for the same module instead of importing it twice.
"""

from __future__ import annotations

import importlib

from leaguemgr.ui.screens import screen_modules


def warm_imports() -> None:
    """Import every screen's module (any thread); one that fails is left for the GUI
    thread to import, and to report, when its screen is built."""
    for module_name in screen_modules():
        try:
            importlib.import_module(module_name)
        except Exception:  # building the screen imports it again and says what is wrong
            continue

"""The ``leaguemgr`` command: the desktop app, or one of the command line's commands.

Opening the app (``leaguemgr``, ``leaguemgr league.sqlite``, ``leaguemgr postgresql://…``)
goes straight to it: the command line's parsers, and the importers and exporters their
modules bring, are imported only for a command (:mod:`leaguemgr.cli`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app or the command ``argv`` names (default: the process's arguments)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or _names_a_league(arguments[0]):
        from leaguemgr.ui.app import run_app

        return run_app([*sys.argv[:1], *arguments[:1]])
    from leaguemgr.cli import main as cli_main

    return cli_main(arguments)


def _names_a_league(first: str) -> bool:
    """A server URL or a league file that exists, written as a path (with a dot or a
    slash, which no command has); anything else is for :func:`leaguemgr.cli.main`, which
    also opens the app on a file named without either."""
    if first.startswith("-") or not any(mark in first for mark in (".", "/", "\\")):
        return False
    from leaguemgr.storage.locations import is_server

    return is_server(first) or Path(first).is_file()

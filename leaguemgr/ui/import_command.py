"""Importing a league file as one undoable edit."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.services.league_service import Change
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def import_command(context: LeagueContext, path: Path) -> ServiceCommand:
    """Import ``path`` into the open league; undo puts the league back exactly as it was.

    The file is read once: redo after an undo writes back what was imported then, not what
    the file may hold by now.
    """
    service = context.service
    before = service.league
    imported: list[League] = []

    def do() -> Change:
        if imported:
            return service.restore_league(imported[0])
        change = service.import_league_file(path)
        imported.append(service.league)
        return change

    return ServiceCommand(
        context, f"Import {path.name}", do, lambda: service.restore_league(before)
    )

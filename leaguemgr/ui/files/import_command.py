"""Importing a league file as one undoable edit."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.services.league_service import Change
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def import_command(context: LeagueContext, path: Path, incoming: League) -> ServiceCommand:
    """Import ``incoming`` (read from ``path``); undo puts the league back exactly as it was.

    Redo after an undo writes back the league as it was right after the import.
    """
    service = context.service
    before = service.league
    imported: list[League] = []

    def do() -> Change:
        if imported:
            return service.restore_league(imported[0])
        change = service.import_league(incoming)
        imported.append(service.league)
        return change

    return ServiceCommand(
        context, f"Import {path.name}", do, lambda: service.restore_league(before)
    )

"""Undo commands for seasons: create, rename, delete."""

from __future__ import annotations

from leaguemgr.domain.records import SeasonRules
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def create_season(context: LeagueContext, name: str, rules: SeasonRules) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        f"New season {name}",
        lambda: service.create_season(name, rules),
        lambda: service.delete_season(name),
    )


def rename_season(context: LeagueContext, old: str, new: str) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        f"Rename season {old} to {new}",
        lambda: service.rename_season(old, new),
        lambda: service.rename_season(new, old),
    )


def delete_season(context: LeagueContext, name: str) -> ServiceCommand:
    """Delete a season with all its events; undo brings the whole league snapshot back."""
    service = context.service
    snapshot = service.league
    return ServiceCommand(
        context,
        f"Delete season {name}",
        lambda: service.delete_season(name),
        lambda: service.restore_league(snapshot),
    )

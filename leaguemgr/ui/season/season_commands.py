"""Undo commands for seasons: create, rename, delete."""

from __future__ import annotations

from leaguemgr.domain.records import SeasonRules
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def create_season(context: LeagueContext, name: str, rules: SeasonRules) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        translate("SeasonCommands", "New season {season}").format(season=name),
        lambda: service.create_season(name, rules),
        lambda: service.delete_season(name),
    )


def rename_season(context: LeagueContext, old: str, new: str) -> ServiceCommand:
    service = context.service
    return ServiceCommand(
        context,
        translate("SeasonCommands", "Rename season {old} to {new}").format(old=old, new=new),
        lambda: service.rename_season(old, new),
        lambda: service.rename_season(new, old),
    )


def delete_season(context: LeagueContext, name: str) -> ServiceCommand:
    """Delete a season with all its events; undo brings the whole league snapshot back."""
    service = context.service
    snapshot = service.league
    return ServiceCommand(
        context,
        translate("SeasonCommands", "Delete season {season}").format(season=name),
        lambda: service.delete_season(name),
        lambda: service.restore_league(snapshot),
    )

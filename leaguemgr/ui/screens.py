"""The screens of the main window, in navigation order (Ctrl+1 … Ctrl+7).

The Events and Season setup screens come from their own modules; they are looked up when a
league opens, so the window still works in a build or checkout that lacks one of them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from leaguemgr.ui.championship.championship_view import ChampionshipView
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.players.players_view import PlayersView
from leaguemgr.ui.standings.standings_view import StandingsView

Factory = Callable[[LeagueContext], QWidget]


@dataclass(frozen=True)
class ScreenSpec:
    key: str
    title: str
    factory: Factory | None


def _optional(modules: tuple[str, ...], name: str) -> Factory | None:
    """The screen class ``name`` from the first of ``modules`` that exists, else None."""
    for module_name in modules:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue
            raise  # the module exists but is broken: that is a bug to see, not to hide
        factory = getattr(module, name, None)
        if factory is not None:
            return factory
    return None


def screen_specs() -> list[ScreenSpec]:
    """Every screen this build has, in the order of the navigation tabs."""
    events = _optional(
        ("leaguemgr.ui.events.event_editor", "leaguemgr.ui.events.events_view"), "EventsView"
    )
    season = _optional(("leaguemgr.ui.season.season_editor",), "SeasonEditor")
    specs = [
        ScreenSpec("standings", "&Standings", StandingsView),
        ScreenSpec("events", "&Events", events),
        ScreenSpec("players", "&Players", PlayersView),
        ScreenSpec("championship", "&Championship", ChampionshipView),
        ScreenSpec("season", "Season se&tup", season),
        ScreenSpec("night", "&Night", _optional(("leaguemgr.ui.night.night_view",), "NightView")),
        ScreenSpec("money", "&Money", _optional(("leaguemgr.ui.money.money_view",), "MoneyView")),
    ]
    return [spec for spec in specs if spec.factory is not None]


# What the main window may ask of a screen. A screen has the parts its work needs (the
# Standings screen holds no drafts); the window asks each screen only for the parts it has.


@runtime_checkable
class DraftScreen(Protocol):
    """A screen that holds changes typed but not saved yet (the status bar says so)."""

    editing_changed: SignalInstance
    """Emitted when its unsaved changes come or go."""

    def has_unsaved_changes(self) -> bool: ...

    def unsaved_text(self) -> str | None: ...


@runtime_checkable
class SavingScreen(Protocol):
    """A screen that may ask to save its draft before the league is left."""

    def maybe_save(self) -> bool: ...


@runtime_checkable
class UndoScreen(Protocol):
    """A screen with an undo stack of its own while it edits (the event editor's draft)."""

    def undo_stack_now(self) -> QUndoStack | None: ...


@runtime_checkable
class SearchScreen(Protocol):
    """A screen with a search field (Ctrl+F)."""

    def focus_search(self) -> None: ...


@runtime_checkable
class SeasonStartingScreen(Protocol):
    """A screen that asks for a new season (Season setup's "New season…")."""

    new_season_requested: SignalInstance

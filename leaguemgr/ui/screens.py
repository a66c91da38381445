"""The screens of the main window, in navigation order (Ctrl+1 … Ctrl+7).

Each screen's module is imported when the screen is first built, not when the window is
made: the window paints the screen it shows first without importing the others (the Night
screen alone brings the night service and the storage layer). A screen whose module this
build or checkout lacks has no tab; the window still works without it.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext

Factory = Callable[[LeagueContext], QWidget]


@dataclass(frozen=True)
class ScreenSpec:
    key: str
    title: str
    factory: Factory | None


class _Lazy:
    """A screen class found by name in the first of ``modules`` that has it, imported on
    the first call (building the screen), not when the tabs are made."""

    def __init__(self, modules: tuple[str, ...], name: str):
        self.modules = modules
        self._name = name

    def __call__(self, context: LeagueContext) -> QWidget:
        factory = _imported(self.modules, self._name)
        if factory is None:
            raise ImportError(f"no {self._name} in {', '.join(self.modules)}")
        return factory(context)


def _imported(modules: tuple[str, ...], name: str) -> Factory | None:
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


def _optional(modules: tuple[str, ...], name: str) -> Factory | None:
    """The screen class ``name`` of the first of ``modules`` that exists (looked for, not
    imported), else None."""
    present = tuple(module for module in modules if _exists(module))
    return _Lazy(present, name) if present else None


def _exists(module_name: str) -> bool:
    try:
        return importlib.util.find_spec(module_name) is not None
    except ModuleNotFoundError:  # its package is missing
        return False


def screen_specs() -> list[ScreenSpec]:
    """Every screen this build has, in the order of the navigation tabs."""
    events = _optional(
        ("leaguemgr.ui.events.event_editor", "leaguemgr.ui.events.events_view"), "EventsView"
    )
    specs = [
        ScreenSpec(
            "standings",
            translate("Screens", "&Standings"),
            _optional(("leaguemgr.ui.standings.standings_view",), "StandingsView"),
        ),
        ScreenSpec("events", translate("Screens", "&Events"), events),
        ScreenSpec(
            "players",
            translate("Screens", "&Players"),
            _optional(("leaguemgr.ui.players.players_view",), "PlayersView"),
        ),
        ScreenSpec(
            "championship",
            translate("Screens", "&Championship"),
            _optional(("leaguemgr.ui.championship.championship_view",), "ChampionshipView"),
        ),
        ScreenSpec(
            "season",
            translate("Screens", "Season se&tup"),
            _optional(("leaguemgr.ui.season.season_editor",), "SeasonEditor"),
        ),
        ScreenSpec(
            "night",
            translate("Screens", "&Night"),
            _optional(("leaguemgr.ui.night.night_view",), "NightView"),
        ),
        ScreenSpec(
            "money",
            translate("Screens", "&Money"),
            _optional(("leaguemgr.ui.money.money_view",), "MoneyView"),
        ),
    ]
    return [spec for spec in specs if spec.factory is not None]


def screen_modules() -> list[str]:
    """The modules of every screen, in tab order, without importing any of them."""
    return [
        module
        for spec in screen_specs()
        if isinstance(spec.factory, _Lazy)
        for module in spec.factory.modules[:1]
    ]


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

"""The screen a league opens on: the one shown last, or the Night screen while a night runs.

After a crash or a restart in the middle of a night, the director comes back to the
clock and the seats, not to the standings, and the status bar says which night runs.
"""

from __future__ import annotations

from leaguemgr.domain.records import EventState, event_state
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.screens import ScreenSpec

NIGHT_SCREEN = "night"


def running_event(context: LeagueContext) -> int | None:
    """The first event of the shown season being played now, if any."""
    season = context.season
    if not season:
        return None
    # The season as read for the first paint: the rest of the league is read after it.
    events = context.service.league_for_season(season).season(season).events
    return next((e.number for e in events if event_state(e) is EventState.RUNNING), None)


def opening_index(specs: list[ScreenSpec], remembered: int, running: int | None) -> int:
    """The tab to open on: the Night screen while a night runs, else the one remembered."""
    keys = [spec.key for spec in specs]
    if running is not None and NIGHT_SCREEN in keys:
        return keys.index(NIGHT_SCREEN)
    return remembered


def running_note(running: int | None) -> str:
    """What the status bar adds when a night is running as the league opens."""
    if not running:
        return ""
    return " · " + translate(
        "MainWindow", "Event {number} is running: the Night screen shows it"
    ).format(number=running)

"""Issue 22's symptoms: every screen shows the night as it now stands, from one model."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from leaguemgr.services import night_service
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.night_league import make_night_league
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_night_screen import (
    EVENT,
    SEASON,
    arrive,
    bust,
    open_night,
    open_window,
    press,
)


@pytest.fixture
def az_db(tmp_path: Path) -> Path:
    return make_night_league(tmp_path / "az.sqlite", tmp_path)


def seated(qtbot, window, players: list[str]):
    """The Night screen with a night started and ``players`` (ids) arrived and seated."""
    view = open_night(qtbot, window)
    press(qtbot, "Ctrl+Shift+S")
    for player in players:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    return view


def bounty_target(service: LeagueService) -> str:
    from leaguemgr.domain.records import Event
    from leaguemgr.services.event_preview import preview_event

    target = preview_event(service.league, SEASON, Event(number=EVENT, date="")).bounty_target
    assert target is not None
    return target


def four_with(service: LeagueService, target: str) -> list[str]:
    others = [p.id for p in service.league.players if p.active and p.id != target]
    return [target, *others[:3]]


def test_the_bounty_says_who_won_it_once_the_target_is_out(qtbot, az_db) -> None:
    window = open_window(qtbot, az_db)
    service = window.context.service
    target = bounty_target(service)
    players = four_with(service, target)
    view = seated(qtbot, window, players)
    names = view.names
    assert view.panel.bounty.text() == names.name(target)
    press(qtbot, "Ctrl+Shift+B")
    big = view.clock.big_screen
    assert big.panels["bounty"].text() == names.name(target)
    hitman = names.name(players[1])
    bust(qtbot, view, [names.name(target)], hitman, answer="Return")
    said = f"{names.name(target)}, won by {hitman}"
    assert view.panel.bounty.text() == said
    # The big screen's tile: the winner alone on its line, at the size of the tiles beside
    # it ("…, won by …" on one line shrank it).
    assert big.panels["bounty"].text() == hitman
    assert big.panel_titles["bounty"].text() == "Bounty won by"
    value = big.panels["bounty"]
    assert value.fits() and value.font().pixelSize() == big.panels["pool"].font().pixelSize()


def test_a_bounty_set_in_season_setup_during_the_night_shows_at_once(qtbot, az_db) -> None:
    bounty = {}

    def no_bounty(service: LeagueService) -> None:
        rules = service.season(SEASON).rules
        bounty["rules"] = rules.bounty
        service.save_rules(SEASON, dataclasses.replace(rules, bounty=None), recompute_closed=True)

    window = open_window(qtbot, az_db, no_bounty)
    service = window.context.service
    target = bounty_target_with(service, bounty["rules"])
    view = seated(qtbot, window, four_with(service, target))
    assert view.panel.bounty.text() == "none"
    # As Season setup saves it when the organizer lets the closed events follow the rules.
    rules = dataclasses.replace(service.season(SEASON).rules, bounty=bounty["rules"])
    window.context.changed.emit(service.save_rules(SEASON, rules, recompute_closed=True))
    assert view.panel.bounty.text() == view.names.name(target)


def bounty_target_with(service: LeagueService, bounty) -> str:
    """The target the season's bounty would have: worked out on a copy of the rules."""
    from leaguemgr.domain.records import Event
    from leaguemgr.services.event_preview import preview_event

    league = service.league
    season = league.season(SEASON)
    with_bounty = dataclasses.replace(
        season, rules=dataclasses.replace(season.rules, bounty=bounty)
    )
    league = dataclasses.replace(
        league, seasons=tuple(with_bounty if s.name == SEASON else s for s in league.seasons)
    )
    target = preview_event(league, SEASON, Event(number=EVENT, date="")).bounty_target
    assert target is not None
    return target


def test_after_the_close_the_big_screen_shows_the_nights_result(qtbot, az_db) -> None:
    window = open_window(qtbot, az_db)
    service = window.context.service
    players = [p.id for p in service.league.players if p.active][:3]
    view = seated(qtbot, window, players)
    press(qtbot, "Ctrl+Shift+B")
    big = view.clock.big_screen
    assert big.payouts_title.text() == "Payouts"
    names = view.names
    while len(view.data.night.remaining) > 1:
        bust(qtbot, view, [names.name(view.data.night.remaining[-1])], answer="Return")
    winner = view.data.night.remaining[0]
    window.activateWindow()
    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+C")
    assert view.data is None
    assert "No night running" not in big.title.text()
    assert big.title.text().endswith(f"Event {EVENT} · Result")
    assert big.payouts_title.text() == "Result"
    first = big.payouts.text().splitlines()[0]
    assert first.startswith(f"1st  {names.name(winner)}") and "$" in first
    assert (big.panel_titles["players"].text(), big.panels["players"].text()) == ("Entries", "3")
    assert big.panels["pool"].text().startswith("$")


def test_a_restart_during_a_running_night_opens_on_the_night_screen(qtbot, az_db) -> None:
    service = LeagueService.open(az_db)
    try:
        NightService(service, random.Random(3)).start(SEASON, EVENT)
    finally:
        service.close()
    window = open_window(qtbot, az_db)
    view = window.screens["night"]
    assert window.tabs.currentWidget() is view
    assert view.data is not None and view.data.number == EVENT  # the running night, shown
    assert f"Event {EVENT} is running" in window.statusBar().currentMessage()


def test_the_phones_show_the_night_screens_night_without_reading_it_again(
    qtbot, az_db, monkeypatch
) -> None:
    window = open_window(qtbot, az_db)
    service = window.context.service
    view = seated(qtbot, window, [p.id for p in service.league.players if p.active][:4])
    assert window.phones.start("127.0.0.1", 0) is None
    try:
        replays: list[int] = []
        real = night_service.replay
        monkeypatch.setattr(
            night_service, "replay", lambda log: replays.append(len(log)) or real(log)
        )
        out = view.data.night.remaining[-1]
        bust(qtbot, view, [view.names.name(out)], answer="Return")
        night = window.phones.feed.last.night
        assert night.remaining == 3 and view.names.name(out) in {p.text for p in night.finishes}
        assert replays == []  # the action's own state, from the Night screen's session
    finally:
        window.phones.stop()

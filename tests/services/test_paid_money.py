"""Paid money stays paid (SPEC 4): a rule change applies from the next event on, unless
the organizer recomputes the closed events after seeing the money that would move."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.records import Event
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.money_moves import money_moves, rule_change_moves
from tests.night_league import make_night_league

D = Decimal


@pytest.fixture
def service(league_target, tmp_path):
    opened = LeagueService.open(make_night_league(league_target, tmp_path))
    yield opened
    opened.close()


def dearer(service: LeagueService):
    rules = service.season("2026").rules
    return replace(rules, buyin=D(40), rebuy_cost=D(40), rounding_unit=D(5))


def test_a_rule_change_leaves_the_money_of_closed_events_as_it_was(service, league_target) -> None:
    before = service.report("2026").events
    service.save_rules("2026", dearer(service))
    assert service.report("2026").events == before
    service.close()
    again = LeagueService.open(league_target)
    try:
        assert again.report("2026").events == before  # stored, not only remembered
    finally:
        again.close()


def test_the_next_event_is_paid_with_the_new_rules(service) -> None:
    service.save_rules("2026", dearer(service))
    last = service.season("2026").events[-2]  # the last regular event
    entries = tuple(replace(e, free_entry=False) for e in last.entries)
    service.save_event("2026", replace(last, number=50, entries=entries, frozen_rules=None))
    new = service.report("2026").events[-1]
    old = next(r for r in service.report("2026").events if r.number == last.number)
    assert new.money.gross > old.money.gross
    assert all(p.amount % 5 == 0 for p in new.payouts)


def test_changing_the_rules_back_leaves_nothing_frozen(service) -> None:
    original = service.season("2026").rules
    service.save_rules("2026", dearer(service))
    assert any(e.frozen_rules is not None for e in service.season("2026").events)
    service.save_rules("2026", original)
    assert all(e.frozen_rules is None for e in service.season("2026").events)


def test_the_money_that_would_move_is_shown_player_by_player_before_a_recompute(
    service,
) -> None:
    league = service.league
    rules = dearer(service)
    moves = rule_change_moves(league, "2026", rules)
    before = service.report("2026")
    assert moves and all(m.before != m.after for m in moves)
    first = moves[0]
    paid = next(r for r in before.events if r.number == first.event).prize_of(first.player)
    assert first.before >= paid  # the prize (and any bounty) as handed out
    service.save_rules("2026", rules, recompute_closed=True)
    after = service.report("2026")
    assert money_moves(league, service.league) == moves
    assert after.events != before.events


def test_frozen_rules_go_through_a_league_file_and_back(service, tmp_path) -> None:
    service.save_rules("2026", dearer(service))
    out = tmp_path / "out.league.json"
    service.export_league_file(out)
    event = json.loads(out.read_text())["seasons"][0]["events"][0]
    assert event["frozen_rules"]["buyin"] == "30"
    copy = LeagueService.open(tmp_path / "copy.sqlite")
    try:
        copy.import_league_file(out)
        assert copy.report("2026") == service.report("2026")
    finally:
        copy.close()


def test_an_event_typed_in_without_a_state_is_closed_with_the_rules_it_carries(service) -> None:
    assert all(e.state is None and e.frozen_rules is None for e in service.season("2026").events)
    planned = Event(number=60)
    service.save_event("2026", planned)
    service.save_rules("2026", dearer(service))
    assert service.event("2026", 60).frozen_rules is None  # nothing was paid yet

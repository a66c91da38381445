"""A running night's log, an event's state and frozen rules are stored and read back whole,
by both loaders and by the partial season load."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain.night import director
from leaguemgr.domain.night.play import apply, start
from leaguemgr.domain.night.setup import AZ_STYLE
from leaguemgr.domain.records import Entry, Event, EventState, League, Player, Season
from leaguemgr.storage import Database
from leaguemgr.storage.fast_load import load_league_for_season, load_whole_league
from leaguemgr.storage.writing import replace_league
from tests.storage.conftest import az_rules


def night_log():
    rng = random.Random(4)
    log = [director.start_night(AZ_STYLE)]
    state = start(log[0])
    for player in ("a", "b", "c"):
        log.append(director.arrive(state, player, rng, on_time=True))
        state = apply(state, log[-1])
    log.append(director.draw_seats(state, rng))
    state = apply(state, log[-1])
    log.append(director.bust(state, ("b",), ("a",), rng))
    return tuple(log)


def test_state_night_and_frozen_rules_round_trip(db: Database) -> None:
    rules = az_rules()
    frozen = replace(rules, buyin=Decimal("25"), rebuy_cost=Decimal("25"))
    closed = Event(
        number=1,
        entries=(Entry("a", finish=1), Entry("b", finish=2, busted_by=("a",))),
        state=EventState.CLOSED,
        frozen_rules=frozen,
    )
    running = Event(number=2, state=EventState.RUNNING, night=night_log())
    league = League(
        name="L",
        players=tuple(Player(p, p.upper()) for p in ("a", "b", "c", "dan")),
        seasons=(Season("S", rules, events=(closed, running)),),
    )
    with db.transaction() as session:
        replace_league(session, league)
    with db.read() as session:
        assert load_whole_league(session) == league
    with db.read_raw() as raw:
        assert load_whole_league(raw) == league
        assert load_league_for_season(raw, "S").season == league.seasons[0]

"""Money added to an event's pool from outside its buy-ins (SPEC 2.2 ``added``)."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.records import Basis, EventTerms, SetAside
from leaguemgr.domain.validation import first_problem
from leaguemgr.leaguefile.reader import read_league
from leaguemgr.leaguefile.writer import league_document
from tests.conftest import SHARED_EXAMPLES
from tests.domain.builders import field

D = Decimal
TERMS = EventTerms(buyin=D("30"), rebuy_cost=D("30"), addon_cost=D("10"), max_rebuys=1)


def test_the_pool_is_gross_less_set_asides_plus_what_is_added():
    expenses = (SetAside("expenses", Basis.PER_ENTRY, D("2")),)
    money = compute_event_money(field(5), TERMS, False, expenses, None, D("50"))
    assert (money.gross, money.added, money.pool) == (D("150.00"), D("50.00"), D("190.00"))
    assert money.gross + money.added == money.set_aside("expenses") + money.pool


def test_an_example_league_with_money_added_writes_and_reads_it_back():
    league = read_league(json.loads((SHARED_EXAMPLES / "fnc-2017.league.json").read_text()))
    season = league.seasons[0]
    event = replace(season.events[0], added=D("75.00"))
    changed = replace(league, seasons=(replace(season, events=(event, *season.events[1:])),))
    document = league_document(changed)
    events = document["seasons"][0]["events"]
    assert events[0]["added"] == "75.00"
    assert all("added" not in e for e in events[1:])  # the default, 0, is left out
    assert read_league(json.loads(json.dumps(document))) == changed


def test_negative_money_added_is_a_problem_of_that_event():
    league = read_league(json.loads((SHARED_EXAMPLES / "fnc-2017.league.json").read_text()))
    season = league.seasons[0]
    event = replace(season.events[1], added=D("-1"))
    bad = replace(
        league, seasons=(replace(season, events=(season.events[0], event, *season.events[2:])),)
    )
    problem = first_problem(bad)
    assert problem is not None and problem.location[-1] == "added"
    assert "cannot be negative" in problem.message


@pytest.mark.parametrize("value", ["-5", "abc", "1.234"])
def test_a_league_file_with_a_bad_added_amount_is_refused_naming_it(value):
    document = json.loads((SHARED_EXAMPLES / "fnc-2017.league.json").read_text())
    document["seasons"][0]["events"][0]["added"] = value
    with pytest.raises(ValueError, match=r"events\[0\]\.added"):
        read_league(document)

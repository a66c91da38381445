"""The league file keys of a league's own rules (SPEC 8): read and written back exactly,
written only where they are not the default (older files round-trip byte-for-byte), and
refused with the JSON path of what is wrong."""

from __future__ import annotations

import copy
import json

import pytest

from leaguemgr.domain.records import TieBreak, UnnamedEntries
from leaguemgr.leaguefile import LeagueFileError, league_document, read_league
from tests.conftest import SHARED_EXAMPLES

OWN = json.loads((SHARED_EXAMPLES / "next" / "own-2026.league.json").read_text("utf-8"))
for _event in OWN["seasons"][0]["events"]:
    _event.pop("knockout", None)  # SPEC 9's key, read on another branch


def own(**season_changes) -> dict:
    document = copy.deepcopy(OWN)
    document["seasons"][0].update(season_changes)
    return document


def with_rules(**changes) -> dict:
    document = own()
    document["seasons"][0]["rules"].update(changes)
    return document


def message(document: dict) -> str:
    with pytest.raises(LeagueFileError) as raised:
        read_league(document)
    return str(raised.value)


def test_the_worked_example_reads_every_key_of_its_own_rules():
    season = read_league(own()).seasons[0]
    rules = season.rules
    assert (rules.events_planned, rules.rebuy_or_addon, rules.tie_break) == (
        10,
        True,
        TieBreak.NET_WINNINGS,
    )
    assert rules.championship is not None
    assert (rules.championship.fund, rules.championship.chips_per_point) == ("final", 100)
    assert [r.places for r in rules.points.ranges] == [(10, 6, 3), (15, 10, 6, 3)]
    assert season.starting_points == (("ada", 2.0),)
    assert season.events[0].others == UnnamedEntries(5, 1, 2)
    assert season.events[2].points_factor == 2


@pytest.mark.parametrize(
    "season_changes",
    [
        {},
        {"championship": {"declined": [], "makeups": [], "drawn": [["eli", "dee"]]}},
    ],
)
def test_the_keys_are_written_back_as_read(season_changes):
    document = own(**season_changes)
    document["seasons"][0]["rules"]["season_prizes"] = {
        "fund": "final",
        "shared_by_points": True,
        "among": 3,
    }
    league = read_league(document)
    written = league_document(league)
    assert read_league(written) == league
    season = written["seasons"][0]
    assert season["starting_points"] == {"ada": 2}
    assert season["rules"]["season_prizes"] == {
        "fund": "final",
        "shared_by_points": True,
        "among": 3,
    }
    assert season["rules"]["points"] == OWN["seasons"][0]["rules"]["points"]
    assert season["events"][0]["others"] == {"entries": 5, "rebuys": 1, "addons": 2}
    assert season["events"][2]["points_factor"] == 2
    assert written["players"][-1] == {"id": "gus", "name": "Gus Hale", "guest": True}
    if season_changes:
        assert season["championship"]["drawn"] == [["eli", "dee"]]


@pytest.mark.parametrize("name", ["az-2026", "fnc-2017"])
def test_a_file_without_them_writes_none_of_them(name):
    document = json.loads((SHARED_EXAMPLES / f"{name}.league.json").read_text("utf-8"))
    written = league_document(read_league(document))
    text = json.dumps(written)
    assert "fund" not in written["seasons"][0]["rules"]["championship"]
    for key in (
        "events_planned",
        "rebuy_or_addon",
        "tie_break",
        "chips_per_point",
        "shared_by_points",
        "drawn",
        "starting_points",
        "guest",
        "points_factor",
        "others",
    ):
        assert key not in text


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"tie_break": "coin"}, "$.seasons[0].rules.tie_break"),
        ({"events_planned": 0}, "$.seasons[0].rules.events_planned"),
        ({"rebuy_or_addon": "yes"}, "$.seasons[0].rules.rebuy_or_addon"),
        (
            {"points": {"preset": "table_by_field", "ranges": [{"min": 2, "places": [1]}]}},
            "$.seasons[0].rules.points.ranges[0].max",
        ),
        (
            {"season_prizes": {"fund": "final", "shared_by_points": True, "percents": ["100"]}},
            "$.seasons[0].rules.season_prizes.percents",
        ),
    ],
)
def test_a_bad_rule_is_one_error_with_its_path(changes, expected):
    assert message(with_rules(**changes)).startswith(expected)


def test_bad_own_keys_of_seasons_and_events_name_their_path():
    assert message(own(starting_points={"zed": 3})).startswith("$.seasons[0].starting_points.zed")
    document = own()
    document["seasons"][0]["events"][0]["others"]["entries"] = -1
    assert message(document).startswith("$.seasons[0].events[0].others.entries")
    document = own()
    document["seasons"][0]["events"][0]["others"]["tables"] = 2
    assert "tables" in message(document)
    document = own()
    document["seasons"][0]["events"][0]["payouts"][2]["amount"] = "80.00"
    assert message(document) == (
        "$.seasons[0].events[0].payouts: event 1 paid 400.00, 5.00 less than its pool of "
        '405.00 (value: "400.00")'
    )


def test_chips_per_point_and_a_bonus_percent_are_not_both_allowed():
    document = own()
    document["seasons"][0]["rules"]["championship"]["bonus_chip_percent"] = "25"
    assert message(document).startswith("$.seasons[0].rules.championship.chips_per_point")


def test_a_rebuy_and_an_add_on_in_a_rebuy_or_add_on_season_name_the_player():
    document = own()
    document["seasons"][0]["events"][0]["entries"][1]["addons"] = 1
    assert "ben has 1 rebuy and 1 add-on in event 1" in message(document)

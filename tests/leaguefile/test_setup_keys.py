"""A season's night settings and the blind structures of league, season and event in a
league file: optional, round-tripped exactly, refused with the JSON path of what is wrong."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from leaguemgr.domain.clock.structure import Break, Game, Level, Structure
from leaguemgr.domain.records import NightSettings
from leaguemgr.leaguefile import LeagueFileError, league_document, read_league
from tests.conftest import SHARED_EXAMPLES

AZ = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text("utf-8"))

NIGHT = {
    "max_per_table": 10,
    "one_table_max": 12,
    "card_draw": True,
    "redraw_at": [18, 10],
    "late_seat": "random",
    "rebuy_until_level": 4,
    "rebuy_in_bust_level": False,
    "hitman_credit": "half",
    "late_registration_until_level": 4,
    "absent_chips_removed_at_level": 5,
    "forfeit_after_minutes": None,
    "max_addons": 0,
}
HOUSE = {
    "name": "House",
    "periods": [
        {"minutes": 20, "small": 25, "big": 50},
        {"minutes": 20, "small": 50, "big": 100, "ante": 25},
        {"break": 10, "note": "Colour up", "color_up": [25]},
        {"minutes": 20, "small": 100, "big": 200, "ante": 100},
    ],
    "chips": [[25, 20], [100, 15]],
}
STUD = {
    "name": "Stud night",
    "game": "stud",
    "periods": [
        {"minutes": 30, "ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40},
        {"minutes": 30, "ante": 10, "bring_in": 15, "small_bet": 30, "big_bet": 60},
    ],
}


def with_keys() -> dict:
    document = copy.deepcopy(AZ)
    document["league"]["structure"] = HOUSE
    rules = document["seasons"][0]["rules"]
    rules["night"] = NIGHT
    rules["structure"] = copy.deepcopy(HOUSE) | {"name": "Season"}
    document["seasons"][0]["events"][0]["structure"] = STUD
    return copy.deepcopy(document)  # the tests change it: never the constants above


def test_every_new_key_reads_into_the_records() -> None:
    league = read_league(with_keys())
    season = league.seasons[0]
    assert season.rules.night == NightSettings(
        one_table_max=12,
        card_draw=True,
        redraw_at=(18, 10),
        rebuy_until_level=4,
        hitman_credit="half",
        late_registration_until_level=4,
        absent_chips_removed_at_level=5,
        max_addons=0,
    )
    assert league.structure.name == "House" and league.structure.starting_stack == 2000
    assert league.structure.periods[2] == Break(10, "Colour up", (25,))
    assert season.rules.structure.name == "Season"
    stud = season.events[0].structure
    assert stud.game is Game.STUD
    assert stud.levels[1] == Level(30, ante=10, bring_in=15, small_bet=30, big_bet=60)
    assert season.events[1].structure is None


def test_every_new_key_writes_back_as_it_was_read() -> None:
    document = with_keys()
    assert league_document(read_league(document)) == document


def test_a_file_without_them_writes_back_without_them() -> None:
    league = read_league(AZ)
    assert league.structure is None and league.seasons[0].rules.night is None
    assert league_document(league) == AZ


def test_missing_night_keys_take_the_defaults_and_null_means_no_limit() -> None:
    document = copy.deepcopy(AZ)
    document["seasons"][0]["rules"]["night"] = {"late_seat": "seat_3", "max_addons": None}
    night = read_league(document).seasons[0].rules.night
    assert night == NightSettings(late_seat="seat_3", max_addons=None)


def test_the_frozen_rules_of_a_closed_event_keep_their_night_and_structure() -> None:
    document = with_keys()
    event = document["seasons"][0]["events"][0]
    event["frozen_rules"] = copy.deepcopy(document["seasons"][0]["rules"]) | {"buyin": "25"}
    league = read_league(document)
    frozen = league.seasons[0].events[0].frozen_rules
    assert frozen.night.hitman_credit == "half" and frozen.structure.name == "Season"
    assert league_document(league) == document


def refused(change) -> str:
    document = with_keys()
    change(document)
    with pytest.raises(LeagueFileError) as caught:
        read_league(document)
    return str(caught.value)


def _rules(document: dict) -> dict:
    return document["seasons"][0]["rules"]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: _rules(d)["night"].update(late_seat="seat_9"),
            "$.seasons[0].rules.night.late_seat: must be one of random, seat_3",
        ),
        (
            lambda d: _rules(d)["night"].update(max_per_tabel=9),
            "$.seasons[0].rules.night.max_per_tabel: unknown key 'max_per_tabel'",
        ),
        (
            lambda d: _rules(d)["night"].update(max_per_table=40),
            "$.seasons[0].rules.night.max_per_table: must be a whole number from 2 to 12",
        ),
        (
            lambda d: _rules(d)["night"].update(one_table_max=8),
            "$.seasons[0].rules.night.one_table_max: a single table seats at least the 10",
        ),
        (
            lambda d: _rules(d)["night"].update(redraw_at=[10, 18]),
            "$.seasons[0].rules.night.redraw_at: redraws are listed from most players left",
        ),
        (
            lambda d: _rules(d)["night"].update(redraw_at=[18, "10"]),
            "$.seasons[0].rules.night.redraw_at[1]: a redraw is at 2 to 10,000 players left",
        ),
        (
            lambda d: _rules(d)["night"].update(card_draw="yes"),
            "$.seasons[0].rules.night.card_draw: must be true or false",
        ),
        (
            lambda d: _rules(d)["night"].update(absent_chips_removed_at_level=1),
            "$.seasons[0].rules.night.absent_chips_removed_at_level: must be a whole number "
            "from 2 to",
        ),
        (
            lambda d: _rules(d).update(night=[]),
            "$.seasons[0].rules.night: night settings must be an object",
        ),
        (
            lambda d: _rules(d)["structure"]["periods"][1].update(minutes=0),
            "$.seasons[0].rules.structure.periods[1].minutes: must be a whole number from 1",
        ),
        (
            lambda d: d["seasons"][0]["events"][0]["structure"].update(speed="fast"),
            "$.seasons[0].events[0].structure: unknown key 'speed'",
        ),
        (
            lambda d: d["league"]["structure"].update(game="omaha"),
            "$.league.structure.game: must be 'holdem' or 'stud'",
        ),
        (
            lambda d: d["league"]["structure"]["periods"][2].update(note="a\u0007b"),
            "$.league.structure.periods[2].note: the text holds an invisible control character",
        ),
        (
            lambda d: d["league"]["structure"].update(name="Tab\there"),
            "$.league.structure.name: the text holds an invisible control character",
        ),
    ],
)
def test_a_wrong_value_is_refused_with_its_path(change, expected) -> None:
    assert refused(change).startswith(expected)


def test_a_structure_the_clock_cannot_run_is_refused_at_the_structure() -> None:
    message = refused(lambda d: d["league"]["structure"].update(periods=[]))
    assert message.startswith("$.league.structure: ")
    assert '(value: "House")' in message


@pytest.mark.parametrize("key", ["\u0007", "k" * 100_000, "\ud800"], ids=["bell", "long", "half"])
def test_a_hostile_key_in_a_structure_is_refused_in_one_printable_line(key) -> None:
    message = refused(lambda d: d["league"]["structure"]["periods"][0].update({key: 1}))
    assert message.startswith("$.league.structure.periods[0]: unknown key")
    assert message.isprintable() and len(message) < 300
    message.encode("utf-8")


def test_the_examples_write_none_of_the_new_keys() -> None:
    for path in sorted(SHARED_EXAMPLES.glob("*.league.json")):
        written = league_document(read_league(json.loads(path.read_text("utf-8"))))
        assert list(written["league"]) == ["name", "currency"], path.name
        for season in written["seasons"]:
            assert not {"night", "structure"} & set(season["rules"]), path.name
            assert not any("structure" in event for event in season["events"]), path.name


def test_a_structure_written_by_the_records_reads_back_equal() -> None:
    structure = Structure("Mine", periods=(Level(15, 10, 20), Level(15, 20, 40)), notes=("x",))
    document = copy.deepcopy(AZ)
    league = replace(read_league(document), structure=structure)
    assert read_league(league_document(league)).structure == structure

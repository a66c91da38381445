"""One rule for players' names: the editors (``ui/roster.py``) and the night (``ui/night/names.py``)
show and find a player the same way, by ``domain/names.py``."""

from __future__ import annotations

from leaguemgr.domain.names import ids_by_text, name_key, shown_names
from leaguemgr.domain.records import Player
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.roster import Roster

PLAYERS = (
    Player("max", "Max Moore"),
    Player("max2", "max moore"),
    Player("dana", "Dana Diaz"),
    Player("DANA DIAZ", "Eve Ng"),
)


def test_two_names_the_same_but_for_case_are_told_apart_by_their_ids():
    assert shown_names(PLAYERS) == {
        "max": "Max Moore (max)",
        "max2": "max moore (max2)",
        "dana": "Dana Diaz",
        "DANA DIAZ": "Eve Ng",
    }


def test_the_night_and_the_editors_show_and_find_every_player_alike():
    roster, names = Roster(PLAYERS), Names(PLAYERS)
    for player in PLAYERS:
        assert roster.label(player.id) == names.name(player.id)
    for typed in ("max moore (MAX2)", " dana diaz ", "eve ng", "max", "DANA DIAZ", "nobody"):
        assert roster.find(typed) == names.find(typed)


def test_a_shown_name_wins_over_an_id_of_the_same_letters():
    by_text = ids_by_text(shown_names(PLAYERS))
    assert by_text[name_key("Dana Diaz")] == "dana"
    assert by_text[name_key("Eve Ng")] == "DANA DIAZ"

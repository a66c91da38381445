"""Every key of a league's own rules (SPEC 8) is stored and comes back, on a file and on a
server alike, and goes whole through ``copy``."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    League,
    Player,
    PointsRange,
    PointsRule,
    SeasonPrizes,
    TieBreak,
    UnnamedEntries,
)
from leaguemgr.leaguefile.reader import read_league
from leaguemgr.storage import (
    Database,
    StorageError,
    delete_player,
    merge_players,
    replace_league,
    update_player,
)
from leaguemgr.storage.fast_load import load_league_for_season, load_whole_league
from tests.conftest import SHARED_EXAMPLES

OWN = SHARED_EXAMPLES / "next" / "own-2026.league.json"


def own_rules_league() -> League:
    """The worked example of SPEC 8 (without its SPEC 9 knockouts), with the rules it does
    not use switched on too: draws, prizes shared by points, best results."""
    document = json.loads(OWN.read_text())
    for event in document["seasons"][0]["events"]:
        event.pop("knockout", None)
    league = read_league(document)
    season = league.seasons[0]
    rules = dataclasses.replace(
        season.rules,
        tie_break=TieBreak.DRAW,
        best_results=2,
        season_prizes=SeasonPrizes(fund="final", shared_by_points=True, among=3),
        points=PointsRule(
            preset="table_by_field",
            ranges=(
                PointsRange(2, 9, (10.0, 6.0, 3.0), 1.0),
                PointsRange(10, 40, (15.0, 10.0, 6.5, 3.0), 0.5),
            ),
        ),
    )
    decisions = ChampionshipDecisions(declined=("fay",), drawn=(("dee", "ada"), ("ben", "cal")))
    return dataclasses.replace(
        league,
        seasons=(
            dataclasses.replace(
                season,
                rules=rules,
                championship=decisions,
                starting_points=(("ada", 2.0), ("ben", -1.5)),
            ),
        ),
    )


def test_the_own_rules_of_a_season_come_back_from_storage(db: Database) -> None:
    league = own_rules_league()
    season = league.seasons[0]
    assert season.events[0].others == UnnamedEntries(5, 1, 2)
    assert season.events[2].points_factor == 2
    assert season.rules.championship is not None
    assert season.rules.championship.chips_per_point == 100
    assert [p.guest for p in league.players].count(True) == 1
    with db.transaction() as session:
        replace_league(session, league)
    with db.read() as session:
        assert load_whole_league(session) == league
        assert load_league_for_season(session, "2026").season == season


def test_copy_and_restore_keep_every_own_rule(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("TZ", "Europe/Paris")  # the zone the league is made with (SPEC 10)
    source = tmp_path / "own.league.json"
    from leaguemgr.leaguefile.writer import league_document

    source.write_text(json.dumps(league_document(own_rules_league())))
    first, second = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    assert main(["import", str(source), "--db", str(first)]) == 0
    assert main(["copy", str(first), str(second)]) == 0
    capsys.readouterr()
    assert main(["export-json", "--db", str(second), "-o", str(tmp_path / "out.json")]) == 0
    back = json.loads((tmp_path / "out.json").read_text())
    assert read_league(back) == replace(own_rules_league(), time_zone="Europe/Paris")
    assert back["seasons"][0]["championship"]["drawn"] == [["dee", "ada"], ["ben", "cal"]]
    assert back["seasons"][0]["starting_points"] == {"ada": 2, "ben": -1.5}
    assert back["seasons"][0]["events"][0]["others"] == {"entries": 5, "rebuys": 1, "addons": 2}
    assert back["players"][-1] == {"id": "gus", "name": "Gus Hale", "guest": True}
    assert Decimal(back["seasons"][0]["events"][0]["payouts"][2]["amount"]) == Decimal(85)
    restored = tmp_path / "restored.sqlite"
    assert (
        main(["import", str(SHARED_EXAMPLES / "az-2026.league.json"), "--db", str(restored)]) == 0
    )
    assert main(["restore", str(second), "--db", str(restored)]) == 0
    capsys.readouterr()
    assert main(["export-json", "--db", str(restored), "-o", str(tmp_path / "again.json")]) == 0
    assert json.loads((tmp_path / "again.json").read_text()) == back


def test_a_merge_carries_the_handicap_and_the_draw_and_a_handicap_keeps_a_player(
    db: Database,
) -> None:
    league = own_rules_league()
    league = dataclasses.replace(
        league, players=(*league.players, Player(id="zoe", name="Zoe Vance", guest=True))
    )
    season = dataclasses.replace(
        league.seasons[0], starting_points=(("ada", 2.0), ("ben", -1.5), ("zoe", 4.0))
    )
    league = dataclasses.replace(league, seasons=(season,))
    with db.transaction() as session:
        replace_league(session, league)
        with pytest.raises(StorageError, match="starting points"):
            delete_player(session, "zoe")
        merge_players(session, "ben", "zoe")
        update_player(session, Player(id="gus", name="Gus Hale", guest=False))
    with db.read() as session:
        loaded = load_whole_league(session)
    assert loaded is not None
    assert loaded.seasons[0].starting_points == (("ada", 2.0), ("ben", 2.5))
    assert [p.guest for p in loaded.players if p.id == "gus"] == [False]
    assert loaded.seasons[0].championship.drawn == (("dee", "ada"), ("ben", "cal"))

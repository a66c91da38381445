"""A night played to a cash-out in the league file (SPEC 8, league-file.md "rules and event:
``cash_out``"): read at the rules' level and the event's, its finishes filled in from the
cash-outs where the file leaves them out, written back and through a league database
(import, export-json) unchanged, and reported as its cash-outs."""

from __future__ import annotations

import copy
import json

import pytest

from leaguemgr.cli import main
from leaguemgr.leaguefile import LeagueFileError, league_document, read_league

CASHED = {"p01": "47.50", "p02": "38.00", "p03": "31.25", "p04": "31.25", "p05": "20.00",
          "p06": "15.00", "p07": "10.00", "p08": "7.00", "p09": "0.00"}  # fmt: skip

TIMED = {
    "format": "leaguemgr-league",
    "version": 1,
    "league": {"name": "Timed euro league", "currency": "EUR", "time_zone": "Europe/Dublin"},
    "players": [{"id": f"p{i:02d}", "name": f"Player {i:02d}"} for i in range(1, 11)],
    "seasons": [
        {
            "name": "2026",
            "rules": {
                "buyin": "20",
                "payout_table": [{"min": 12, "max": 40, "percents": ["100"]}],
                "points": {"formula": "prize * 50"},
                "cash_out": True,
            },
            "events": [
                {
                    "number": 1,
                    "date": "2026-11-06",
                    # No finishes: they follow from the cash-outs; p10 is not listed (0).
                    "entries": [{"player": f"p{i:02d}"} for i in range(1, 11)],
                    "payouts": [{"player": p, "amount": a} for p, a in CASHED.items()],
                },
                {
                    "number": 2,
                    "date": "2026-11-13",
                    "cash_out": False,  # a tournament night: the table would need a row
                    "entries": [{"player": "p01", "finish": 1}, {"player": "p02", "finish": 2}],
                    "payouts": [{"player": "p01", "amount": "40.00"}],
                },
            ],
        }
    ],
}


def test_the_rules_and_the_event_read_cash_out_and_the_finishes_follow():
    season = read_league(TIMED).seasons[0]
    assert season.rules.cash_out is True
    night, tournament = season.events
    assert (night.cash_out, tournament.cash_out) == (None, False)
    assert [entry.finish for entry in night.entries] == [1, 2, 3, 3, 5, 6, 7, 8, 9, 9]


def test_a_cash_out_night_round_trips_through_the_file_and_the_database(tmp_path, capsys):
    written = league_document(read_league(TIMED))
    assert written["seasons"][0]["rules"]["cash_out"] is True
    assert written["seasons"][0]["events"][1]["cash_out"] is False
    assert "cash_out" not in written["seasons"][0]["events"][0]
    assert read_league(written) == read_league(TIMED)
    source, db, out = tmp_path / "in.json", tmp_path / "league.sqlite", tmp_path / "out.json"
    source.write_text(json.dumps(TIMED))
    assert main(["import", str(source), "--db", str(db)]) == 0
    assert main(["export-json", "--db", str(db), "-o", str(out)]) == 0
    assert read_league(json.loads(out.read_text())) == read_league(TIMED)
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", "2026", "--format", "json"]) == 0
    first = json.loads(capsys.readouterr().out)["events"][0]
    assert first["pool"] == "200.00"
    assert first["payouts"][:3] == [
        {"player": "p01", "finish": 1, "amount": "47.50"},
        {"player": "p02", "finish": 2, "amount": "38.00"},
        {"player": "p03", "finish": 3, "amount": "31.25"},
    ]
    assert (first["points"]["p01"], first["points"]["p08"], first["points"]["p10"]) == (
        2375.0,
        350.0,
        0.0,
    )


def test_cash_outs_short_of_the_pool_and_finishes_that_do_not_follow_are_refused_with_the_path():
    short = copy.deepcopy(TIMED)
    short["seasons"][0]["events"][0]["payouts"].pop(0)
    with pytest.raises(LeagueFileError, match=r"event 1 paid 152\.50, 47\.50 less than its pool"):
        read_league(short)
    wrong = copy.deepcopy(TIMED)
    wrong["seasons"][0]["events"][0]["entries"][0]["finish"] = 2
    wrong["seasons"][0]["events"][0]["entries"][1]["finish"] = 1
    with pytest.raises(LeagueFileError) as raised:
        read_league(wrong)
    assert "$.seasons[0].events[0].entries[0].finish" in str(raised.value)
    assert "p01 cashed out 47.50 at event 1, which finishes 1, not 2" in str(raised.value)

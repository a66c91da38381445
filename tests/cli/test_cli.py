"""The ``leaguemgr`` subcommands as a script or a person at a terminal uses them."""

from __future__ import annotations

import copy
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests import raw_league
from tests.conftest import REPO, SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
FNC = SHARED_EXAMPLES / "fnc-2017.league.json"


def az_document() -> dict:
    return json.loads(AZ.read_text())


def breakers():
    """Each bad league file, with what the one-line error must name."""

    def unknown_key(d):
        d["seasons"][0]["events"][2]["entries"][1]["finsh"] = 3

    def unknown_player(d):
        d["seasons"][0]["events"][0]["entries"][0]["busted_by"] = ["nobody"]

    def bad_finishes(d):
        d["seasons"][0]["events"][1]["entries"][0]["finish"] = 40

    def too_many_rebuys(d):
        d["seasons"][0]["events"][3]["entries"][4]["rebuys"] = 2

    def unearned_free_entry(d):
        d["seasons"][0]["events"][0]["entries"][0]["free_entry"] = True

    def bad_formula(d):
        d["seasons"][0]["rules"]["points"] = {"formula": "sqrt(n * buyin"}

    def bad_payout_table(d):
        d["seasons"][0]["rules"]["payout_table"][1]["percents"] = ["40", "30", "20", "9"]

    def negative_pool(d):
        d["seasons"][0]["rules"]["set_asides"][2]["amount"] = "500"

    return [
        (unknown_key, "$.seasons[0].events[2].entries[1].finsh", "unknown key 'finsh'"),
        (unknown_player, "$.seasons[0].events[0].entries[0].busted_by[0]", '"nobody"'),
        (bad_finishes, "$.seasons[0].events[1].entries", "not a valid sequence"),
        (too_many_rebuys, "$.seasons[0].events[3].entries[4].rebuys", "allows 1"),
        (unearned_free_entry, "$.seasons[0].events[0].entries[0].free_entry", "not earned"),
        (bad_formula, "$.seasons[0].rules.points.formula", "does not parse"),
        (bad_payout_table, "$.seasons[0].rules.payout_table[1].percents", "add up to 99"),
        (negative_pool, "$.seasons[0].events[0]", "the pool would be"),
    ]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize(
    ("breaker", "where", "what"), breakers(), ids=lambda b: getattr(b, "__name__", "")
)
def test_a_bad_league_file_is_refused_with_one_line_and_the_database_is_untouched(
    breaker, where, what, league_target, tmp_path, capsys
):
    db = league_target
    assert main(["import", str(FNC), "--db", str(db)]) == 0
    before = tmp_path / "before.json"
    assert main(["export-json", "--db", str(db), "-o", str(before)]) == 0
    document = copy.deepcopy(az_document())
    breaker(document)
    bad = tmp_path / "bad.league.json"
    bad.write_text(json.dumps(document))
    capsys.readouterr()

    assert main(["import", str(bad), "--db", str(db)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1, error
    assert str(bad) in error and where in error and what in error

    after = tmp_path / "after.json"
    assert main(["export-json", "--db", str(db), "-o", str(after)]) == 0
    assert digest(before) == digest(after)


def test_a_file_that_is_not_json_names_the_line(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "leaguemgr-league",\n  "version": 1,,}')
    assert main(["import", str(bad), "--db", str(tmp_path / "x.sqlite")]) == 2
    assert "not valid JSON at line 2" in capsys.readouterr().err
    assert not (tmp_path / "x.sqlite").exists()  # no empty database left behind


def test_report_text_shows_standings_payouts_funds_and_championship(league_target, capsys):
    db = league_target
    main(["import", str(FNC), "--db", str(db)])
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", "2017-2018", "--format", "text"]) == 0
    text = capsys.readouterr().out
    assert "Standings" in text and "Gus A6" in text and "40.25" in text
    assert "Event 2: 20 entries, gross 1160.00, pool 1080.00" in text
    assert re.search(r"^championship +667\.00$", text, re.MULTILINE)
    assert "Championship: pool 1567.00" in text
    # Gus A6 (p06) starts the championship with 20,000 + 6,500 bonus chips.
    assert re.search(r"Gus A6 +points +0\.00 +6,500 +26,500", text)


def test_unknown_season_and_missing_database_are_clear_errors(league_target, tmp_path, capsys):
    db = league_target
    main(["import", str(FNC), "--db", str(db)])
    assert main(["report", "--db", str(db), "--season", "1999"]) == 2
    assert "no season named '1999' (seasons: 2017-2018)" in capsys.readouterr().err
    assert main(["report", "--db", str(tmp_path / "missing.sqlite")]) == 2
    assert "no such league database" in capsys.readouterr().err


def test_the_installed_command_runs_as_a_module(tmp_path):
    db = tmp_path / "league.sqlite"
    done = subprocess.run(
        [sys.executable, "-m", "leaguemgr", "import", str(AZ), "--db", str(db)],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "22 players, 1 seasons" in done.stdout


def test_report_of_each_season_of_a_long_league_carries_dealer_credits_in(
    league_target, tmp_path, capsys
):
    """`report` reads only the season asked for; its figures are still those of the whole
    league (dealer credits carry over from every earlier season)."""
    from leaguemgr.domain.season_report import compute_season_report
    from leaguemgr.exporters.report_json import report_document
    from tests import synthetic

    document = synthetic.league_document(3, 5, 14, 24, seed=11)
    league_file = tmp_path / "long.league.json"
    league_file.write_text(json.dumps(document))
    db = league_target
    assert main(["import", str(league_file), "--db", str(db)]) == 0
    league = synthetic.league(3, 5, 14, 24, seed=11)
    for season in league.seasons:
        capsys.readouterr()
        assert main(["report", "--db", str(db), "--season", season.name, "--format", "json"]) == 0
        printed = json.loads(capsys.readouterr().out)
        expected = report_document(compute_season_report(league, season.name))
        assert printed == json.loads(json.dumps(expected))


def test_report_of_a_damaged_database_names_the_problem_instead_of_printing(league_target, capsys):
    """Data the rules refuse (here a bust by a player who was not at the event, written by
    another program) is an error naming where it is, never a report with wrong figures."""
    db = league_target
    main(["import", str(FNC), "--db", str(db)])
    [(outsider,)] = raw_league.rows(
        db,
        "SELECT id FROM player WHERE id NOT IN (SELECT player_id FROM entry"
        " WHERE event_id = (SELECT min(id) FROM event)) LIMIT 1",
    )
    raw_league.execute(
        db,
        (
            "UPDATE bust SET buster_id = ? WHERE id = (SELECT min(b.id) FROM bust AS b"
            " JOIN entry AS en ON en.id = b.entry_id"
            " WHERE en.event_id = (SELECT min(id) FROM event))",
            (outsider,),
        ),
    )
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--format", "json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "seasons[0].events[0].entries[" in captured.err and "busted_by" in captured.err

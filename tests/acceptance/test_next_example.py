"""The worked example of a league's own rules (SPEC 8, ``examples/next/own-2026``) reports
exactly what its .report.json says.

Its event 2 also has SPEC 9 fixed knockout bounties, built on another branch: until they
are here the whole report cannot match, and the second test checks that everything else
does (event 2's money, and the fund and championship pool it feeds, aside).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.acceptance.test_examples import as_in_the_examples, differences
from tests.conftest import SHARED_EXAMPLES

LEAGUE = SHARED_EXAMPLES / "next" / "own-2026.league.json"
REPORT = SHARED_EXAMPLES / "next" / "own-2026.report.json"


def _report(league_file: Path, db: Path, capsys) -> dict:
    assert main(["import", str(league_file), "--db", str(db)]) == 0
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", "2026", "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.xfail(strict=True, reason="needs SPEC 9 knockouts (branch ko)")
def test_the_own_rules_example_reports_exactly(tmp_path: Path, capsys) -> None:
    expected = json.loads(REPORT.read_text())
    got = _report(LEAGUE, tmp_path / "own.sqlite", capsys)
    assert differences(as_in_the_examples(got, expected), expected) == []


def test_everything_but_the_knockout_night_matches(tmp_path: Path, capsys) -> None:
    document = json.loads(LEAGUE.read_text())
    for event in document["seasons"][0]["events"]:
        event.pop("knockout", None)
    without = tmp_path / "own-without-knockouts.league.json"
    without.write_text(json.dumps(document))
    expected = json.loads(REPORT.read_text())
    for event in expected["events"]:
        assert event.pop("knockouts") is None or event["number"] == 2
    got = _report(without, tmp_path / "own.sqlite", capsys)
    for event in got["events"]:  # once SPEC 9 is here: null at every event of this file
        assert event.pop("knockouts", None) is None
    # Without its knockout money (6 bounties of 10 taken first) event 2 sets aside 25% of
    # 240 instead of 180 and its pool pays 180 instead of 135: 15 more to the final fund.
    assert sorted(differences(as_in_the_examples(got, expected), expected)) == sorted(
        [
            "$.events[1].set_asides.final: '60.00' != '45.00'",
            "$.events[1].pool: '180.00' != '135.00'",
            "$.events[1].payouts[0].amount: '110.00' != '80.00'",
            "$.events[1].payouts[1].amount: '70.00' != '55.00'",
            "$.funds.final: '300.00' != '285.00'",
            "$.championship.pool: '300.00' != '285.00'",
            "$.championship.payouts[0].amount: '180.00' != '170.00'",
            "$.championship.payouts[1].amount: '120.00' != '115.00'",
        ]
    )

"""Two keys export-json writes that league-file.md does not list, and why they stay (issue
39): an imported night's ``frozen_rules`` carry the money TD3 recorded that the contract's
keys cannot say (its rake and what it did not pay out, set aside as the night's own rules),
and its ``source`` is how a second import-td3 of the same files knows the night. Both are
optional: a file without them reads as before; a TD3 night stripped of its frozen rules is
refused, naming the payouts that no longer add up, rather than read with money lost."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from leaguemgr.cli import main

FIXTURES = Path(__file__).resolve().parent / "fixtures"
NIGHTS = [
    str(FIXTURES / name)
    for name in ("fixed-rake-with-chip-cost.tdt", "ko-bounty-on-9-of-14-stacks.tdt")
]


def _report(db: Path, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", "2025", "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def exported(tmp_path, capsys) -> tuple[dict, dict]:
    """The two nights imported from TD3, their report and their league file."""
    db = tmp_path / "league.sqlite"
    assert main(["import-td3", *NIGHTS, "--db", str(db), "--season", "2025"]) == 0
    report = _report(db, capsys)
    path = tmp_path / "league.json"
    assert main(["export-json", "--db", str(db), "-o", str(path)]) == 0
    return report, json.loads(path.read_text(encoding="utf-8"))


def _imported(tmp_path, document: dict, name: str) -> tuple[int, Path]:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    db = tmp_path / f"{name}.sqlite"
    return main(["import", str(path), "--db", str(db)]), db


def test_export_json_then_import_gives_the_same_report_and_knows_the_td3_nights(
    exported, tmp_path, capsys
):
    report, document = exported
    events = document["seasons"][0]["events"]
    # The night's own rules hold what TD3 recorded: the rake, the prizes' rounding.
    assert [e["frozen_rules"]["set_asides"] for e in events] == [
        [{"fund": "unpaid", "basis": "per_event", "amount": "100.00"}],
        [
            {"fund": "rake", "basis": "per_event", "amount": "360.00"},
            {"fund": "unpaid", "basis": "per_event", "amount": "40.00"},
        ],
    ]
    assert all(e["source"].startswith("td3:") for e in events)
    code, again = _imported(tmp_path, document, "again")
    assert code == 0
    assert _report(again, capsys) == report
    assert report["funds"] == {"rake": "360.00", "unpaid": "140.00"}
    assert main(["import-td3", *NIGHTS, "--db", str(again), "--season", "2025"]) == 0
    assert "no event to import" in capsys.readouterr().out
    assert _report(again, capsys) == report


def test_without_them_a_copy_would_lose_money_or_import_the_nights_twice(
    exported, tmp_path, capsys
):
    document = copy.deepcopy(exported[1])
    for event in document["seasons"][0]["events"]:
        del event["frozen_rules"]
    capsys.readouterr()
    code, _ = _imported(tmp_path, document, "unfrozen")
    assert code == 2
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith(
            "$.seasons[0].events[0].payouts: event 1 paid 2700.00, 100.00 less than its pool "
            'of 2800.00 (value: "2700.00")'
        )
    )
    document = copy.deepcopy(exported[1])
    for event in document["seasons"][0]["events"]:
        del event["source"]
    code, unsourced = _imported(tmp_path, document, "unsourced")
    assert code == 0  # optional: the file reads
    assert main(["import-td3", *NIGHTS, "--db", str(unsourced), "--season", "2025"]) == 0
    assert "2 event(s) into season(s) 2025" in capsys.readouterr().out

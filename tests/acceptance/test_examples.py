"""Every example league imports and reports exactly what its .report.json says, in a
league file and through a ``postgresql://`` URL alike (``league_target``, SPEC 6).

The examples are samples of the contract in league-file.md: money must match to the cent,
points within 1e-6, and the order of every list and key must be the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

# ``next/`` holds the worked example of a league's own rules and knockouts (SPEC 8, 9).
EXAMPLES = sorted(SHARED_EXAMPLES.glob("*.league.json")) + sorted(
    SHARED_EXAMPLES.glob("next/*.league.json")
)


def differences(got: object, expected: object, path: str = "$") -> list[str]:
    """Where two reports differ; numbers that are points compare within 1e-6."""
    if isinstance(expected, dict) and isinstance(got, dict):
        if list(got) != list(expected):
            return [f"{path}: keys {list(got)} != {list(expected)}"]
        return [
            d for key in expected for d in differences(got[key], expected[key], f"{path}.{key}")
        ]
    if isinstance(expected, list) and isinstance(got, list):
        if len(got) != len(expected):
            return [f"{path}: {len(got)} items, expected {len(expected)}"]
        return [
            d
            for i, (g, e) in enumerate(zip(got, expected, strict=False))
            for d in differences(g, e, f"{path}[{i}]")
        ]
    numbers = isinstance(got, (int, float)) and isinstance(expected, (int, float))
    if numbers and (isinstance(expected, float) or isinstance(got, float)):
        return [] if abs(got - expected) <= 1e-6 else [f"{path}: {got} != {expected}"]
    if type(got) is not type(expected) or got != expected:
        return [f"{path}: {got!r} != {expected!r}"]
    return []


@pytest.mark.parametrize("league_file", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_report_matches_the_example(league_file: Path, league_target: str, capsys):
    expected = json.loads(
        league_file.with_name(league_file.name.replace(".league.", ".report.")).read_text()
    )
    db = league_target
    assert main(["import", str(league_file), "--db", str(db)]) == 0
    capsys.readouterr()
    assert (
        main(["report", "--db", str(db), "--season", expected["season"], "--format", "json"]) == 0
    )
    got = json.loads(capsys.readouterr().out)
    if "added" not in expected["events"][0]:
        got = without_added(got)
    assert differences(as_in_the_examples(got, expected), expected) == []
    assert [row["knockouts"] for row in got["standings"]] == [
        knockouts_in(league_file, expected["season"], row["player"]) for row in got["standings"]
    ]


def as_in_the_examples(report: dict, expected: dict) -> dict:
    """The report as the examples have it: league-file.md gives standings rows a last key,
    ``knockouts``, that the example reports were written before (and events a last key
    ``knockouts``, SPEC 9); it is checked on its own
    against the league file's busts (:func:`knockouts_in`). The championship's
    ``makeups_no_longer_offered`` (SPEC 2.8) came later too: it follows ``makeup_offers``,
    and no example records a make-up its standings no longer offer."""
    rows = []
    for row in report["standings"]:
        assert list(row)[-1] == "knockouts", list(row)
        rows.append({key: value for key, value in row.items() if key != "knockouts"})
    champ = report["championship"]
    if champ is not None and "makeups_no_longer_offered" not in expected["championship"]:
        keys = list(champ)
        assert keys[keys.index("makeup_offers") + 1] == "makeups_no_longer_offered", keys
        assert champ["makeups_no_longer_offered"] == []
        champ = {key: value for key, value in champ.items() if key != "makeups_no_longer_offered"}
    events = report["events"]
    if expected["events"] and "knockouts" not in expected["events"][0]:
        # The events' ``knockouts`` (SPEC 9) came later too: null where none are played.
        assert all(list(event)[-1] == "knockouts" for event in events)
        assert all(event["knockouts"] is None for event in events)
        events = [{k: v for k, v in event.items() if k != "knockouts"} for event in events]
    return {**report, "events": events, "standings": rows, "championship": champ}


def without_added(report: dict) -> dict:
    """The report as the examples have it: league-file.md gives each event an ``added``
    (after ``set_asides``) that the example reports were written before; nothing is added
    to their pools, so it is "0.00" everywhere."""
    events = []
    for event in report["events"]:
        keys = list(event)
        assert keys[keys.index("set_asides") + 1] == "added" and event["added"] == "0.00"
        events.append({key: value for key, value in event.items() if key != "added"})
    return {**report, "events": events}


def knockouts_in(league_file: Path, season: str, player: str) -> int:
    """How often ``player`` busts someone in the season's regular events, counted straight
    from the league file (SPEC 2.5: appearances in other entries' ``busted_by``)."""
    document = json.loads(league_file.read_text())
    (wanted,) = [s for s in document["seasons"] if s["name"] == season]
    return sum(
        entry.get("busted_by", []).count(player)
        for event in wanted.get("events", [])
        if event.get("kind", "regular") == "regular"
        for entry in event.get("entries", [])
    )


@pytest.mark.parametrize("league_file", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_export_json_imports_back_to_the_same_report(
    league_file: Path, league_target: str, tmp_path, capsys
):
    first, second = league_target, tmp_path / "second.sqlite"
    exported = tmp_path / "exported.league.json"
    season = json.loads(league_file.read_text())["seasons"][0]["name"]
    assert main(["import", str(league_file), "--db", str(first)]) == 0
    assert main(["export-json", "--db", str(first), "-o", str(exported)]) == 0
    assert main(["import", str(exported), "--db", str(second)]) == 0
    capsys.readouterr()
    reports = []
    for db in (first, second):
        assert main(["report", "--db", str(db), "--season", season, "--format", "json"]) == 0
        reports.append(capsys.readouterr().out)
    assert reports[0] == reports[1]

"""THE acceptance test of issue #42 (SPEC 11): a knockout night played half at the Night
screen's service and half from two directors' pages over HTTP closes with the same books,
to the cent, as the same night played at the Night screen alone: every entry (finish,
rebuys, add-ons, knockouts), payout, point and bounty, and the season's whole report."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_reports import open_season_report
from tests.web.director_league import SEASON, acted, knockout_league, seated_night, served

# (who, action, player, hitmen): "screen" is the Night screen's service, as it calls it.
NIGHT = [
    ("Ann", "bust", "Hal A7", ["Bob A1"]),
    ("screen", "rebuy", "p07", []),
    ("Bob", "bust", "Gus", ["Cat"]),
    ("screen", "bust", "p05", ["p02", "p03"]),
    ("Ann", "level-next", "", []),
    ("Ann", "bust", "Eve", ["Hal", "Bob"]),
    ("screen", "bust", "p01", ["p07"]),
    ("Bob", "bust", "dan", ["Hal A7"]),
    ("screen", "bust", "p02", ["p07"]),
    ("Ann", "bust", "Ivy", ["Hal"]),
]
IDS = {"Hal A7": "p07", "Hal": "p07", "Bob A1": "p01", "Bob": "p01", "Gus": "p06"}
IDS |= {"Cat": "p02", "Eve": "p04", "dan": "p03", "Ivy": "p08"}


def screen_acts(nights: NightService, action: str, player: str, by: list[str]) -> None:
    """What the Night screen calls for each action (the ids it picked by name)."""
    player, by = IDS.get(player, player), [IDS.get(p, p) for p in by]
    if action == "bust":
        nights.bust(SEASON, 12, [player], by)
    elif action == "rebuy":
        nights.rebuy(SEASON, 12, player)
    elif action == "level-next":
        nights.level(SEASON, 12, 1)


def closed_books(db: str):
    service = LeagueService.open(db)
    try:
        NightService(service).close(SEASON, 12)
        event = service.event(SEASON, 12)
    finally:
        service.close()
    return dataclasses.replace(event, night=()), open_season_report(db, SEASON).report


def test_a_night_half_from_directors_pages_books_as_one_played_at_the_night_screen(
    tmp_path: Path,
) -> None:
    alone = knockout_league(tmp_path / "alone")
    seated_night(alone)
    service = LeagueService.open(alone)
    nights = NightService(service, random.Random(5))
    for _who, action, player, by in NIGHT:
        screen_acts(nights, action, player, by)
    service.close()

    shared = knockout_league(tmp_path / "shared")
    tokens = seated_night(shared)
    with served(shared) as server:
        screen = LeagueService.open(shared)  # the Night screen's own connection
        nights = NightService(screen, random.Random(5))
        said = []
        for who, action, player, by in NIGHT:
            if who == "screen":
                screen_acts(nights, action, player, by)
            else:
                url = f"{server.base}/d/{tokens[who]}"
                said.append(acted(server.base, url, action, player=player, by=by))
        screen.close()
    assert said[0] == "Hal A7 out in 8th, Bob A1 collects $5.00, Hal A7's bounty"
    assert said[-1].startswith("Ivy A8 out in 2nd, Hal A7 collects ")
    assert ". Hal A7 wins and collects " in said[-1]

    event_alone, report_alone = closed_books(alone)
    event_shared, report_shared = closed_books(shared)
    finishes = {entry.player: entry.finish for entry in event_alone.entries}
    assert finishes["p07"] == 1 and finishes["p08"] == 2 and len(finishes) == 8
    assert sum(e.bounties_won or 0 for e in event_alone.entries) > 0  # heads booked
    assert event_shared.entries == event_alone.entries
    assert event_shared.payouts == event_alone.payouts
    assert event_shared == event_alone
    assert report_shared == report_alone

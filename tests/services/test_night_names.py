"""A refusal of the night's rules names the players as the director knows them, never by
their internal ids (issue 31: "Not done: p00 has no rebuys left")."""

from __future__ import annotations

import random

import pytest

from leaguemgr.domain.names import with_names
from leaguemgr.domain.night.state import NightError
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.night_league import make_night_league


@pytest.fixture
def nights(tmp_path):
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    yield NightService(service, random.Random(1))
    service.close()


def test_a_refused_action_names_the_player(nights) -> None:
    nights.start("2026", 12)
    for player in ("p00", "p01", "p02"):
        nights.arrive("2026", 12, player)
    with pytest.raises(NightError) as refused:
        nights.arrive("2026", 12, "p00")
    assert str(refused.value) == "Ann A0 has already arrived"
    with pytest.raises(NightError) as refused:
        nights.bust("2026", 12, ["p01"])
    assert str(refused.value) == "Bob A1 is not seated"
    nights.draw("2026", 12, seed=2)
    limit = nights.night("2026", 12).rules.max_rebuys
    for _ in range(limit or 0):
        nights.rebuy("2026", 12, "p02")
    if limit is not None:
        with pytest.raises(NightError) as refused:
            nights.rebuy("2026", 12, "p02")
        assert str(refused.value).startswith("Cat A2 has no rebuys left")
    with pytest.raises(NightError) as refused:
        nights.bust("2026", 12, ["p00"], by=["p00"])
    assert "p0" not in str(refused.value) and "Ann A0" in str(refused.value)


def test_only_whole_ids_become_names() -> None:
    shown = {"p1": "Ann Lee", "p10": "Bob Ray"}
    assert with_names("p10's chips, p1 and p100", shown) == "Bob Ray's chips, Ann Lee and p100"
    assert with_names("no ids here", shown) == "no ids here"

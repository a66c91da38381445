"""Merge duplicate proposes the likely duplicate of a pair of namesakes (issue 39): the one
with fewer entries, or the later made on equal entries; nobody where there is no namesake."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.records import Entry, Event, League, Player, Season, SeasonRules
from leaguemgr.services.merge_proposal import duplicate_key, merge_proposal

PLAYERS = (
    Player("p01", "Abe Abbott"),
    Player("p02", "Egon T"),
    Player("p03", "Lena Öst"),
    Player("td3-ab4dc614", "Egon T (2)"),
    Player("p05", "lena ost"),
)


def _league(played: dict[str, int]) -> League:
    events = tuple(
        Event(number=n, entries=tuple(Entry(p, finish=1) for p, c in played.items() if c >= n))
        for n in range(1, 4)
    )
    season = Season("2026", SeasonRules(buyin=Decimal(20), rebuy_cost=Decimal(20)), events)
    return League("L", players=PLAYERS, seasons=(season,))


def _proposed(league: League, selected: str) -> tuple[str, str | None]:
    proposal = merge_proposal(league, selected)
    return proposal.keep.id, proposal.duplicate.id if proposal.duplicate else None


def test_names_match_as_an_import_matches_them_with_its_number_left_out():
    assert duplicate_key("Egon T (2)") == duplicate_key("egon  t") == "egon t"
    assert duplicate_key("Lena Öst") == duplicate_key("lena ost")
    assert duplicate_key("Sigge X") != duplicate_key("Sigge")


def test_the_namesake_with_fewer_entries_is_merged_away_whichever_is_selected():
    league = _league({"p01": 3, "p02": 1, "td3-ab4dc614": 3})
    # Egon T (2), made by a TD3 import, played every night: Egon T is the duplicate.
    assert _proposed(league, "p02") == ("td3-ab4dc614", "p02")
    assert _proposed(league, "td3-ab4dc614") == ("td3-ab4dc614", "p02")


def test_on_equal_entries_the_later_made_namesake_is_merged_away():
    league = _league({"p03": 2, "p05": 2})
    assert _proposed(league, "p03") == ("p03", "p05")
    assert _proposed(league, "p05") == ("p03", "p05")


def test_without_a_namesake_nobody_is_proposed_not_the_first_of_the_list():
    assert _proposed(_league({}), "p01") == ("p01", None)

"""The event preview: the event editor's figures, computed in memory for a draft event."""

from __future__ import annotations

import dataclasses
import json
import random
import time
from decimal import Decimal

import pytest

from leaguemgr.domain.records import (
    ChipRules,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    League,
    PayoutRange,
    Player,
    Season,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.leaguefile import read_league
from leaguemgr.services.event_preview import entry_chips, preview_event
from tests.conftest import SHARED_EXAMPLES


def azwine_rules():
    """The AZ example league's rules (the preset leaves the amounts to the organizer)."""
    document = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text())
    return read_league(document).seasons[0].rules


def _league(path) -> League:
    return read_league(json.loads(path.read_text()))


@pytest.mark.parametrize("name", ["az-2026.league.json", "fnc-2017.league.json"])
def test_previewing_a_stored_event_gives_the_report_figures(examples_dir, name):
    league = _league(examples_dir / name)
    season = league.seasons[0]
    report = compute_season_report(league, season.name)
    for event, expected in zip(season.events, report.events, strict=True):
        preview = preview_event(league, season.name, event)
        assert preview.problems == ()
        assert preview.result == expected
        assert preview.money == expected.money
        if expected.bounty is not None:
            assert (preview.bounty_target, preview.pot) == (
                expected.bounty.target,
                expected.bounty.pot,
            )


def test_a_draft_replaces_its_event_in_memory_only(examples_dir):
    league = _league(examples_dir / "az-2026.league.json")
    before = dataclasses.replace(league)
    first = league.seasons[0].events[0]
    draft = dataclasses.replace(first, entries=first.entries[:3])
    preview = preview_event(league, "2026", draft)
    assert league == before
    assert preview.money.entries == 3


def test_an_az_night_of_14_pays_40_30_20_10_of_the_pool():
    players = tuple(Player(f"p{i}", f"Player {i}") for i in range(14))
    league = League("AZ", players=players, seasons=(Season("2026", azwine_rules()),))
    entries = tuple(Entry(p.id, finish=i + 1) for i, p in enumerate(players))
    preview = preview_event(league, "2026", Event(number=1, entries=entries))
    # gross 14 x $30 = 420; set aside 14 x 3 + 14 x 2 + 15 + bounty 10 = 95; pool 325.
    assert preview.money.gross == Decimal("420")
    assert preview.money.pool == Decimal("325")
    # 130, 97.50 -> 98, 65, 32.50 -> 33: one dollar too many, taken from the 4th place.
    amounts = [payout.amount for payout in preview.result.payouts]
    assert amounts == [Decimal("130"), Decimal("98"), Decimal("65"), Decimal("32")]
    assert preview.place_payouts == tuple(amounts)
    assert preview.bounty_target is None and preview.pot == Decimal("10")


def test_a_broken_finish_sequence_is_put_on_the_cells_where_it_breaks():
    players = tuple(Player(f"p{i}", f"P{i}") for i in range(4))
    league = League("L", players=players, seasons=(Season("s", azwine_rules()),))
    entries = (
        Entry("p0", finish=1),
        Entry("p1", finish=1),
        Entry("p2", finish=2),
        Entry("p3", finish=4),
    )
    preview = preview_event(league, "s", Event(number=1, entries=entries))
    cells = {p.location: p.message for p in preview.problems if len(p.location) == 3}
    assert ("entries", 2, "finish") in cells
    assert "finish 2 follows a tie" in cells[("entries", 2, "finish")]
    assert preview.result is None  # nothing is paid on a broken sequence
    assert preview.place_payouts  # but the places' values are known


def test_a_missing_finish_is_a_problem_with_no_value_and_money_is_still_shown():
    league = League(
        "L", players=(Player("a", "A"), Player("b", "B")), seasons=(Season("s", azwine_rules()),)
    )
    preview = preview_event(
        league, "s", Event(number=1, entries=(Entry("a", finish=1), Entry("b")))
    )
    assert [(p.location, p.value) for p in preview.problems] == [(("entries", 1, "finish"), None)]
    assert preview.money.pool == Decimal("60") - Decimal("10") - Decimal("15") - Decimal("10")


def test_free_entries_come_from_earlier_dealing(examples_dir):
    league = _league(examples_dir / "az-2026.league.json")
    # p02 dealt full games at events 1 and 5 and half games at 6 and 10: 6 units by event 11.
    draft = Event(number=12, entries=(Entry("p02", finish=1, free_entry=True),))
    preview = preview_event(league, "2026", draft)
    assert preview.free_entries.get("p02") == 1
    assert not [p for p in preview.problems if p.location[-1:] == ("free_entry",)]
    assert preview.money.comped == Decimal("30")
    unearned = Event(number=12, entries=(Entry("p05", finish=1, free_entry=True),))
    problems = preview_event(league, "2026", unearned).problems
    assert [p.location for p in problems] == [("entries", 0, "free_entry")]


def test_the_bounty_target_is_the_previous_winner(examples_dir):
    league = _league(examples_dir / "az-2026.league.json")
    report = compute_season_report(league, "2026")
    winner = report.events[-1].payouts[0].player
    preview = preview_event(league, "2026", Event(number=12))
    assert preview.bounty_target == winner
    assert preview.pot == report.bounty_pot_end  # no money yet: nothing added


def test_a_number_taken_by_another_event_is_refused(examples_dir):
    league = _league(examples_dir / "az-2026.league.json")
    event = league.seasons[0].events[2]
    draft = dataclasses.replace(event, number=5)
    problems = preview_event(league, "2026", draft, replaces=3).problems
    assert [p.location for p in problems] == [("number",)]


def test_entry_chips_add_bonuses_rebuys_and_addons():
    chips = ChipRules(
        starting=5000, on_time_bonus=500, exact_change_bonus=500, rebuy=8000, addon=3000
    )
    entry = Entry("a", on_time=True, exact_change=True, rebuys=1, addons=1)
    assert entry_chips(entry, chips) == 5000 + 500 + 500 + 8000 + 3000
    assert entry_chips(Entry("b", status=EntryStatus.PLAYED), chips) == 5000


def test_preview_is_fast_for_60_entries_in_a_52_event_season():
    rng = random.Random(7)
    players = tuple(Player(f"p{i:02d}", f"Player {i}") for i in range(70))
    rules = dataclasses.replace(
        azwine_rules(), payout_table=(PayoutRange(1, 100, (Decimal(50), Decimal(30), Decimal(20))),)
    )

    def event(number: int) -> Event:
        chosen = rng.sample(players, 60)
        entries = tuple(
            Entry(
                p.id,
                finish=i + 1,
                rebuys=rng.choice([0, 1]),
                busted_by=(chosen[i - 1].id,) if i else (),
            )
            for i, p in enumerate(chosen)
        )
        return Event(number, entries=entries, dealers=(Dealer(chosen[5].id, DealerGame.HALF),))

    events = tuple(event(n) for n in range(1, 53))
    league = League("big", players=players, seasons=(Season("s", rules, events),))
    timings = []
    for attempt in range(15):
        draft = dataclasses.replace(events[40], name=f"edit {attempt}")
        start = time.perf_counter()
        preview = preview_event(league, "s", draft)
        timings.append(time.perf_counter() - start)
    assert preview.result is not None and len(preview.result.points) == 60
    assert timings[0] < 0.05  # the first call also walks the 40 earlier events
    assert sorted(timings)[len(timings) // 2] < 0.010


def test_a_championship_draft_shows_the_payouts_the_saved_result_would_get():
    """Typing the final table's finishes: after every keystroke the side panel's championship
    (field, pool, payouts and results) is the report's for the league with that draft saved."""
    from tests import synthetic

    league = synthetic.league(2, 6, 14, 30, seed=3)
    season = league.seasons[-1]
    final = next(e for e in season.events if e.kind.value == "championship")
    rng = random.Random(7)
    for _ in range(6):
        finishes = list(range(1, len(final.entries) + 1))
        rng.shuffle(finishes)
        entries = tuple(
            dataclasses.replace(entry, finish=finish)
            for entry, finish in zip(final.entries, finishes, strict=True)
        )
        draft = dataclasses.replace(final, entries=entries)
        saved = dataclasses.replace(
            season, events=tuple(draft if e is final else e for e in season.events)
        )
        expected = compute_season_report(
            dataclasses.replace(league, seasons=(*league.seasons[:-1], saved)), season.name
        ).championship
        shown = preview_event(league, season.name, draft).championship
        assert shown == expected
        assert shown is not None and len(shown.results) == len(entries)


def test_free_entries_carried_from_earlier_seasons_follow_every_edit():
    """The free entries a draft offers count every earlier season's dealing, also after edits
    in this season (which leave the earlier seasons untouched) and in an earlier one."""
    from leaguemgr.domain.dealer_credits import DealerLedger, credit_seasons, walk_credits
    from tests import synthetic

    def expected(league: League, number: int) -> dict[str, int]:
        season = league.seasons[-1]
        earlier = tuple(e for e in season.events if e.number < number)
        walked = dataclasses.replace(
            league, seasons=(*league.seasons[:-1], dataclasses.replace(season, events=earlier))
        )
        ledger = DealerLedger()
        for _ in walk_credits(credit_seasons(walked, 0, len(league.seasons)), ledger):
            pass
        return {player: account.available for player, account in ledger.accounts.items()}

    league = synthetic.league(3, 6, 12, 24, seed=7)
    first_season, last = league.seasons[0], league.seasons[-1]
    dealt = Dealer(player=league.players[0].id, game=DealerGame.FULL)
    edits = [
        league,
        # a dealer added to this season's first night: earlier seasons are the same objects
        dataclasses.replace(
            league,
            seasons=(
                *league.seasons[:-1],
                dataclasses.replace(
                    last,
                    events=(
                        dataclasses.replace(last.events[0], dealers=(dealt, dealt, dealt)),
                        *last.events[1:],
                    ),
                ),
            ),
        ),
        # and one added in the first season, which changes what is carried in
        dataclasses.replace(
            league,
            seasons=(
                dataclasses.replace(
                    first_season,
                    events=(
                        dataclasses.replace(first_season.events[0], dealers=(dealt,) * 3),
                        *first_season.events[1:],
                    ),
                ),
                *league.seasons[1:],
            ),
        ),
    ]
    for edited in edits:
        for event in edited.seasons[-1].events[1:4]:
            shown = preview_event(edited, last.name, event).free_entries
            assert shown == expected(edited, event.number)

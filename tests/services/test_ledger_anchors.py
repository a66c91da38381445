"""What the league derives sits after exactly the lines recorded before it (issue 40, SPEC 7):
a season marked complete, a night closed with nothing netted or typed in the event editor,
keep their place in the ledger however a later line is dated."""

from __future__ import annotations

import dataclasses
import json
import random
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import EventState, LedgerFor, LedgerKind, LedgerLine
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_money import season_money
from tests.night_league import make_night_league
from tests.services.test_money_over_time import SEASON, TODAY, Shown

D = Decimal
PAY, PAYOUT = LedgerKind.PAYMENT, LedgerKind.PAYOUT


@pytest.fixture
def service(tmp_path: Path):
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    service.record_ledger_lines(
        SEASON, [LedgerLine("2026-11-15", "p19", PAY, D("20"), LedgerFor.OTHER, "")]
    )
    yield service
    service.close()


def _derived(rows, player: str, note: str):
    return next(r for r in rows if r.index < 0 and r.line.player == player and note in r.line.note)


def test_a_prize_paid_out_the_day_the_season_was_marked_complete_leaves_the_prize_line_be(
    service, tmp_path: Path
) -> None:
    shown = Shown(service)
    service.save_season_complete(SEASON, True, "2026-11-30")
    assert service.season(SEASON).completed_at_line == 1
    prize = _derived(shown.look(), "p19", "season prize")
    # Paid the same day, then a correction dated before it: both go below the prize line.
    service.record_ledger_lines(
        SEASON,
        [
            LedgerLine("2026-11-30", "p19", PAYOUT, -prize.line.amount, LedgerFor.PRIZE, "sent"),
            LedgerLine("2026-11-01", "p19", PAY, D("5"), LedgerFor.OTHER, "late"),
        ],
    )
    rows = shown.look()
    mine = [r for r in rows if r.line.player == "p19"]
    assert [r.kind_text for r in mine[-3:]] == ["prize", "payout", "payment"]
    assert mine[-1].balance == season_money(service, SEASON).owes("p19")

    # The database keeps the place; unmarking forgets it, marking again takes today's.
    again = LeagueService.open(service.backup_to(tmp_path / "again.sqlite"))
    try:
        assert again.season(SEASON).completed_at_line == 1
        assert season_money(again, SEASON).rows == rows
    finally:
        again.close()
    service.save_season_complete(SEASON, False)
    assert service.season(SEASON).completed_at_line is None
    service.save_season_complete(SEASON, True, "2026-11-30")
    assert service.season(SEASON).completed_at_line == 3


def test_a_night_typed_in_the_editor_keeps_its_place_under_lines_dated_before_it(
    service, tmp_path: Path
) -> None:
    last = service.event(SEASON, 11)
    entries = tuple(dataclasses.replace(e, paid=e.player != "p10") for e in last.entries)
    assert "p10" in {e.player for e in entries}
    typed = dataclasses.replace(last, number=12, date="2026-11-25", entries=entries)
    service.save_event(SEASON, typed)
    assert service.event(SEASON, 12).closed_at_line == 1
    shown = Shown(service)
    unpaid = _derived(shown.look(), "p10", "unpaid entry at event 12")
    # A missed night typed next, dated before it, with no line between: it goes below.
    service.save_event(SEASON, dataclasses.replace(typed, number=13, date="2026-11-24"))
    assert [r.line.note for r in shown.look() if r.line.player == "p10"][-2:] == [
        "unpaid entry at event 12",
        "unpaid entry at event 13",
    ]
    service.record_ledger_lines(
        SEASON,
        [
            LedgerLine("2026-11-25", "p10", PAY, unpaid.line.amount, LedgerFor.ENTRIES, ""),
            LedgerLine("2026-11-20", "p10", PAY, D("5"), LedgerFor.OTHER, ""),
        ],
    )
    rows = shown.look()
    assert [r for r in rows if r.line.player == "p10"][-1].balance == unpaid.line.amount - 5
    # Edited again (a typo in its name), it stays where it closed.
    service.save_event(SEASON, dataclasses.replace(typed, name="Thanksgiving"))
    assert service.event(SEASON, 12).closed_at_line == 1
    shown.look()
    # Planned again (the editor's undo of a night typed over a planned one): no place.
    service.save_event(SEASON, dataclasses.replace(typed, entries=(), state=EventState.PLANNED))
    assert service.event(SEASON, 12).closed_at_line is None


def test_a_live_night_closed_with_nothing_netted_keeps_its_place(service) -> None:
    nights = NightService(service, random.Random(7))
    nights.start(SEASON, 12)
    field = ["p01", "p02", "p03", "p19"]
    for player in field:
        nights.arrive(SEASON, 12, player, paid=player != "p01")
    nights.draw(SEASON, 12, seed=7)
    for out in ("p01", "p02", "p03"):
        nights.bust(SEASON, 12, [out], by=["p19"])
    nights.close(SEASON, 12)  # nothing netted (--no-net)
    assert service.event(SEASON, 12).closed_at_line == 1
    shown = Shown(service)
    unpaid = _derived(shown.look(), "p01", "unpaid entry at event 12")
    service.record_ledger_lines(
        SEASON, [LedgerLine(TODAY, "p01", PAY, unpaid.line.amount, LedgerFor.ENTRIES, "")]
    )
    rows = shown.look()
    assert [r for r in rows if r.line.player == "p01"][-1].balance == 0


def test_a_league_file_imported_over_the_season_keeps_every_place(service, tmp_path: Path) -> None:
    last = service.event(SEASON, 11)
    unpaid = tuple(dataclasses.replace(e, paid=e.player != "p10") for e in last.entries)
    service.save_event(
        SEASON, dataclasses.replace(last, number=12, date="2026-11-25", entries=unpaid)
    )
    service.save_season_complete(SEASON, True, "2026-11-30")
    service.record_ledger_lines(
        SEASON,
        [
            LedgerLine("2026-11-20", "p10", PAY, D("60"), LedgerFor.ENTRIES, ""),
            LedgerLine("2026-11-30", "p19", PAYOUT, D("100"), LedgerFor.PRIZE, ""),
        ],
    )
    shown = Shown(service)
    shown.look()
    out = tmp_path / "out.league.json"
    service.export_league_file(out)
    assert "at_line" not in out.read_text()  # a league file keeps no place

    service.import_league_file(out)  # the season imported over itself: no balance moves
    season = service.season(SEASON)
    assert (season.completed_on, season.completed_at_line) == ("2026-11-30", 1)
    assert season.events[-1].closed_at_line == 1
    shown.look()

    # The file brings a night 13 the database does not have: it sits after the stored lines.
    document = json.loads(out.read_text())
    events = document["seasons"][0]["events"]
    events.append(dict(events[-1], number=13, date="2026-11-26"))
    out.write_text(json.dumps(document))
    service.import_league_file(out)
    assert service.event(SEASON, 13).closed_at_line == 3
    kim = [r for r in season_money(service, SEASON).rows if r.line.player == "p10"]
    assert [r.line.note or r.kind_text for r in kim[-2:]] == ["payment", "unpaid entry at event 13"]

    # A new league from the file: nothing was shown, its nights are placed by date.
    fresh = LeagueService.open(tmp_path / "fresh.sqlite")
    try:
        fresh.import_league_file(out)
        assert {e.closed_at_line for e in fresh.season(SEASON).events} == {None}
        assert fresh.season(SEASON).completed_at_line is None
    finally:
        fresh.close()

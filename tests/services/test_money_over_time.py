"""Money over time (issue 40, SPEC 7): a season prize is owed only once the season earned it,
as a dated line of its own, and no line's "balance after" changes once shown."""

from __future__ import annotations

import dataclasses
import datetime
import json
import random
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import DuesGate, DuesRule, LedgerFor, LedgerKind, LedgerLine
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_and_settle, closing_cash_out
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_money import season_money
from tests.night_league import make_night_league

SEASON, LAST = "2026", 12
D = Decimal
TODAY = datetime.date.today().isoformat()  # the night a started night is dated
PRIZED = ("p19", "p08", "p07")  # Tess, Ivy and Hal lead the points fund's prize places


def _key(row) -> tuple:
    """A row of the statement as the organizer sees it: a recorded line by its place, a
    line the league derives by what it says."""
    if row.index >= 0:
        return ("line", row.index)
    return (row.line.player, row.line.note, row.line.date)


class Shown:
    """Every row shown so far with its amount and balance after: none may change."""

    def __init__(self, service: LeagueService):
        self.service = service
        self.rows: dict[tuple, tuple[Decimal, Decimal]] = {}

    def look(self) -> list:
        rows = season_money(self.service, SEASON).rows
        now = {_key(row): (row.line.amount, row.balance) for row in rows}
        assert len(now) == len(rows), "two rows the organizer cannot tell apart"
        for key, shown in self.rows.items():
            assert now.get(key) == shown, f"{key}: shown as {shown}, now {now.get(key)}"
        self.rows.update(now)
        return rows


def _prize_rows(rows) -> list:
    return [row for row in rows if row.line.purpose is LedgerFor.PRIZE and row.index < 0]


@pytest.fixture
def service(tmp_path: Path):
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    rules = service.season(SEASON).rules
    dues = DuesRule(D("20"), 3, DuesGate.NONE)
    service.save_rules(SEASON, dataclasses.replace(rules, dues=dues, events_planned=LAST))
    pay = LedgerKind.PAYMENT
    service.record_ledger_lines(
        SEASON,
        [
            LedgerLine("2026-11-15", "p19", pay, D("20"), LedgerFor.DUES, ""),
            LedgerLine("2026-11-20", "p07", pay, D("10"), LedgerFor.DUES, "half"),
        ],
    )
    yield service
    service.close()


def test_a_season_played_through_its_last_night_never_rewrites_a_balance(service) -> None:
    shown = Shown(service)
    rows = shown.look()
    money = season_money(service, SEASON)
    # Mid-season: the prizes are expected, in no balance, no total and no line.
    assert not _prize_rows(rows)
    prizes = dict((a.player, a.amount) for a in money.report.season_prizes)
    for player in PRIZED:
        assert money.players[player].expected == prizes[player]
        assert money.players[player].prizes == 0
    assert money.summary.payable == 0
    assert money.owes("p07") == D("10")  # Hal: dues less his half, no prize yet

    nights = NightService(service, random.Random(7))
    nights.start(SEASON, LAST)
    field = ["p01", "p02", "p03", "p07", "p10", "p19"]
    for player in field:
        nights.arrive(SEASON, LAST, player, paid=player != "p10")
    # Hal pays the rest of his dues during the night: the line reads "owes 0", for good.
    service.record_ledger_lines(
        SEASON, [LedgerLine(TODAY, "p07", LedgerKind.PAYMENT, D("10"), LedgerFor.DUES, "")]
    )
    hal = [row for row in shown.look() if row.line.player == "p07"]
    assert hal[-1].balance == 0
    nights.draw(SEASON, LAST, seed=7)
    for out in ("p01", "p02", "p03", "p07", "p10"):
        nights.bust(SEASON, LAST, [out], by=["p19"])
    assert not _prize_rows(shown.look())  # the night is running: the season is not over

    close_and_settle(service, nights, SEASON, LAST, closing_cash_out(service, nights, SEASON, LAST))
    rows = shown.look()
    money = season_money(service, SEASON)
    owed = {row.line.player: row for row in _prize_rows(rows)}
    assert set(owed) == set(dict((a.player, a.amount) for a in money.report.season_prizes))
    for player, row in owed.items():
        assert row.line.date == TODAY and row.line.note == "season prize"
        mine = [r for r in rows if r.line.player == player]
        assert mine[-1] == row  # after every line recorded before it
        assert row.balance == money.owes(player) < 0
        assert money.players[player].expected == 0
    assert money.summary.payable == sum(-money.owes(p) for p in owed if money.owes(p) < 0)
    assert hal[-1] in rows  # Hal's dues payment still reads as it did

    # A payment recorded later changes no line above it.
    service.record_ledger_lines(
        SEASON, [LedgerLine(TODAY, "p19", LedgerKind.PAYOUT, D("20"), LedgerFor.PRIZE, "sent")]
    )
    rows = shown.look()
    assert rows[-1].balance == owed["p19"].balance + D("20")


def test_marking_the_regular_season_complete_owes_its_prizes_from_that_day(service) -> None:
    rules = service.season(SEASON).rules
    service.save_rules(SEASON, dataclasses.replace(rules, events_planned=None))
    shown = Shown(service)
    assert not _prize_rows(shown.look())
    before = season_money(service, SEASON).summary

    service.save_season_complete(SEASON, True, "2026-11-30")
    rows = shown.look()
    money = season_money(service, SEASON)
    prizes = _prize_rows(rows)
    assert {row.line.player for row in prizes} == set(PRIZED)
    assert {row.line.date for row in prizes} == {"2026-11-30"}
    for row in prizes:  # each the player's last line, their balance what they owe now
        assert row.balance == money.owes(row.line.player)
    hal = next(a.amount for a in money.report.season_prizes if a.player == "p07")
    assert money.owes("p07") == D("10") - hal
    assert service.season(SEASON).completed_on == "2026-11-30"

    # Undo: the prizes are expected again; redo: owed again, the same lines.
    service.save_season_complete(SEASON, False)
    assert not _prize_rows(season_money(service, SEASON).rows)
    assert season_money(service, SEASON).summary == before
    service.save_season_complete(SEASON, True, "2026-11-30")
    assert _prize_rows(shown.look()) == prizes
    service.record_ledger_lines(
        SEASON, [LedgerLine("2026-12-02", "p08", LedgerKind.PAYOUT, D("5"), LedgerFor.PRIZE, "")]
    )
    shown.look()


def test_the_mark_is_kept_by_the_database_and_the_league_file(service, tmp_path: Path) -> None:
    service.save_season_complete(SEASON, True, "2026-11-30")
    again = LeagueService.open(service.backup_to(tmp_path / "again.sqlite"))
    copy = LeagueService.open(tmp_path / "copy.sqlite")
    try:
        assert again.season(SEASON).complete and again.season(SEASON).completed_on == "2026-11-30"
        out = tmp_path / "out.league.json"
        again.export_league_file(out)
        assert json.loads(out.read_text())["seasons"][0]["complete"] is True
        copy.import_league_file(out)
        assert copy.season(SEASON).complete
        # A league file keeps no day: the prizes are owed as of the last night closed.
        assert copy.report(SEASON).ledger == again.report(SEASON).ledger
    finally:
        again.close()
        copy.close()

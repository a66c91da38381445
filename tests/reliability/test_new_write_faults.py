"""Faults made to happen on the writes added since the first fault tests: a fund renamed,
handicaps, a championship draw and its undo, a guest, an RSVP answer, a link issued or
reissued, a night closed with its cash-out, a chop saved from the event editor.

Each write meets a full disk (SQLite out of pages), another program holding the write lock,
another copy that changed the league meanwhile, and a league opened read-only. It is refused
with a :class:`StorageError` naming the fault, and the league, read again from the file, is
exactly as it was; so is the league the refused service holds.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine, Player, RsvpAnswer
from leaguemgr.services import player_links, rsvp_service
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_and_settle, close_night, closing_cash_out
from leaguemgr.services.night_service import NightService
from leaguemgr.storage.errors import Fault, StorageError
from tests.reliability.test_full_disk import fill, small_disk
from tests.ui.fault_makers import quick_busy_timeout, write_lock_held
from tests.web.rsvp_league import rsvp_league_file

SEASON = "2026"
LIVE = 13  # the night run live up to its close


def _rename_fund(service: LeagueService) -> None:
    service.rename_fund(SEASON, "expenses", "trip")


def _handicaps(service: LeagueService) -> None:
    service.save_starting_points(SEASON, (("p01", 5.0), ("p02", 2.5)))


def _draw(service: LeagueService) -> None:
    current = service.season(SEASON).championship
    drawn = dataclasses.replace(current, drawn=(*current.drawn, ("p03", "p02")))
    service.save_championship_decisions(SEASON, drawn)


def _guest(service: LeagueService) -> None:
    player = next(p for p in service.league.players if p.id == "p04")
    service.update_player(dataclasses.replace(player, guest=True))


def _rsvp(service: LeagueService) -> None:
    rsvp_service.answer(service, SEASON, 12, "p05", RsvpAnswer.YES)


def _issue_link(service: LeagueService) -> None:
    player_links.issue_links(service, ["p07"])


def _reissue_link(service: LeagueService) -> None:
    player_links.issue_links(service, ["p01"], reissue=True)


def _close_with_cash_out(service: LeagueService) -> None:
    close_night(service, NightService(service, rng=random.Random(1)), SEASON, LIVE)


def _chop(service: LeagueService) -> None:
    # As the event editor saves a chop: the top two split their two prizes evenly.
    event = service.event(SEASON, 1)
    paid = list(next(r for r in service.report(SEASON).events if r.number == 1).payouts)
    first, second = paid[0], paid[1]
    even = (first.amount + second.amount) / 2
    payouts = (
        (first.player, even),
        (second.player, even),
        *((p.player, p.amount) for p in paid[2:]),
    )
    service.save_event(SEASON, dataclasses.replace(event, payouts=payouts))


WRITES: dict[str, Callable[[LeagueService], None]] = {
    "fund renamed": _rename_fund,
    "handicaps": _handicaps,
    "championship draw": _draw,
    "guest": _guest,
    "RSVP answer": _rsvp,
    "link issued": _issue_link,
    "link reissued": _reissue_link,
    "night closed with its cash-out": _close_with_cash_out,
    "chop saved": _chop,
}


@pytest.fixture(scope="module")
def prepared(tmp_path_factory) -> Path:
    """The AZ example with a planned night open for answers (12), p01's link issued, and
    night 13 played up to its close (won by p05, who has not paid his entry)."""
    folder = tmp_path_factory.mktemp("prepared")
    db = folder / "league.sqlite"
    assert main(["import", str(rsvp_league_file(folder, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        player_links.issue_links(service, ["p01"])
        nights = NightService(service, rng=random.Random(LIVE))
        nights.start(SEASON, LIVE)
        players = ["p01", "p02", "p03", "p04", "p05"]
        for player in players:
            nights.arrive(SEASON, LIVE, player, paid=player != "p05")  # p05 wins, owing
        nights.draw(SEASON, LIVE, seed=LIVE)
        for out, hitman in itertools.pairwise(players):
            nights.bust(SEASON, LIVE, [out], [hitman])
    finally:
        service.close()
    return db


@pytest.fixture
def league(prepared: Path, tmp_path: Path, request) -> Iterator[Path]:
    """A copy of the prepared league; on a small disk of its own for a full disk."""
    callspec = getattr(request.node, "callspec", None)
    fault = callspec.params.get("fault") if callspec else None
    with contextlib.ExitStack() as stack:
        folder = tmp_path
        if fault == "full disk":
            folder = stack.enter_context(small_disk(tmp_path / "disk", 4096))
        copy = folder / "league.sqlite"
        copy.write_bytes(prepared.read_bytes())
        yield copy


def stored(db: Path | str) -> tuple[object, dict[str, str]]:
    """The league as the file holds it, with the players' link tokens."""
    service = LeagueService.open(db, read_only=True)
    try:
        return service.league, player_links.current_tokens(service)
    finally:
        service.close()


@contextmanager
def full_disk(service: LeagueService, db: Path) -> Iterator[None]:
    service.league  # noqa: B018 - read before the disk fills, as the app has
    fill(db.parent, leave_kb=0)
    yield


@contextmanager
def lock_held(service: LeagueService, db: Path) -> Iterator[None]:
    quick_busy_timeout(service)
    service.league  # noqa: B018
    with write_lock_held(db):
        yield


@contextmanager
def changed_meanwhile(service: LeagueService, db: Path) -> Iterator[None]:
    service.league  # noqa: B018 - this copy read the league, then another one wrote
    other = LeagueService.open(db)
    try:
        other.add_player(Player("p99", "Olga Other"))
    finally:
        other.close()
    yield


FAULTS = {
    "full disk": (full_disk, Fault.DISK_FULL),
    "lock held": (lock_held, Fault.LOCKED),
    "changed meanwhile": (changed_meanwhile, Fault.CHANGED),
}
# Writes that read what they change under the lock by design: another copy's change is no
# fault to them, they go in after it (a live night follows its other directors; the
# cash-out of `leaguemgr live close` is worked out from the night as it is then).
GO_IN_AFTER = {"RSVP answer", "link issued", "link reissued", "night closed with its cash-out"}


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("write", WRITES)
def test_a_write_meeting_a_fault_is_refused_and_changes_nothing(
    league: Path, write: str, fault: str
) -> None:
    make, expected = FAULTS[fault]
    service = LeagueService.open(league)
    try:
        with make(service, league):
            before = stored(league)
            held = service.league
            if fault == "changed meanwhile" and write in GO_IN_AFTER:
                WRITES[write](service)
                return
            with pytest.raises(StorageError) as refused:
                WRITES[write](service)
            assert refused.value.fault is expected, refused.value
            assert "nothing was saved" in str(refused.value) or fault == "lock held"
            assert service.league == held  # what the app shows is still what is stored
        assert stored(league) == before
    finally:
        service.close()


@pytest.mark.parametrize("write", WRITES)
def test_a_write_to_a_league_opened_read_only_is_refused_and_changes_nothing(
    league: Path, write: str
) -> None:
    before = stored(league)
    service = LeagueService.open(league, read_only=True)
    try:
        with pytest.raises(StorageError) as refused:
            WRITES[write](service)
        assert refused.value.fault is Fault.READ_ONLY
    finally:
        service.close()
    assert stored(league) == before


@pytest.mark.parametrize("fault", FAULTS)
def test_the_undo_of_a_draw_meeting_a_fault_keeps_the_draw(league: Path, fault: str) -> None:
    make, expected = FAULTS[fault]
    service = LeagueService.open(league)
    try:
        before = service.season(SEASON).championship
        _draw(service)
        drawn = service.season(SEASON).championship
        with make(service, league):
            with pytest.raises(StorageError) as refused:
                service.save_championship_decisions(SEASON, before)
            assert refused.value.fault is expected
            assert service.season(SEASON).championship == drawn
    finally:
        service.close()
    assert stored(league)[0].season(SEASON).championship == drawn


def test_a_close_whose_cash_out_changed_after_it_was_shown_is_refused(league: Path) -> None:
    # The app shows the cash-out (p05's entry netted from his winnings) and asks; meanwhile
    # another program records that p05 paid. Settling what was shown would take it twice.
    service = LeagueService.open(league)
    try:
        nights = NightService(service, rng=random.Random(1))
        shown = closing_cash_out(service, nights, SEASON, LIVE)
        assert [line.player for line in shown.settlement()] == ["p05"]
        other = LeagueService.open(league)
        try:
            paid = LedgerLine(
                "2026-12-10", "p05", LedgerKind.PAYMENT, Decimal(30), LedgerFor.ENTRIES
            )
            other.record_ledger_lines(SEASON, [paid])
        finally:
            other.close()
        before = stored(league)
        with pytest.raises(StorageError) as refused:
            close_and_settle(service, nights, SEASON, LIVE, shown)
        assert refused.value.fault is Fault.CHANGED
        assert "cash-out of event 13 changed after it was shown" in str(refused.value)
        assert stored(league) == before
        again = closing_cash_out(service, nights, SEASON, LIVE)  # what the close asks next
        assert again.settlement() == []
        close_and_settle(service, nights, SEASON, LIVE, again)
    finally:
        service.close()
    owes = {line.player for line in stored(league)[0].season(SEASON).ledger}
    assert "p05" in owes


def test_a_chop_keeps_its_pool(league: Path) -> None:
    # The chop written here is one the engine takes (its amounts sum to the pool).
    service = LeagueService.open(league)
    try:
        _chop(service)
        paid = service.event(SEASON, 1).payouts
        assert paid[0][1] == paid[1][1] and sum((a for _p, a in paid), Decimal(0)) > 0
    finally:
        service.close()


def test_every_new_write_on_a_server_that_went_away_is_refused_and_changes_nothing(
    prepared: Path, pg_cluster, pg_url: str
) -> None:
    assert main(["copy", str(prepared), pg_url]) == 0
    before = stored(pg_url)
    service = LeagueService.open(pg_url)
    try:
        service.league  # noqa: B018 - read while the server was there
        pg_cluster.pause()
        try:
            for write in WRITES.values():
                with pytest.raises(StorageError) as refused:
                    write(service)
                assert refused.value.fault is Fault.SERVER_GONE, (write, refused.value)
                assert "nothing was saved" in str(refused.value)
        finally:
            pg_cluster.resume()
    finally:
        service.close()
    assert stored(pg_url) == before


class _WithAnswers:
    """The night service closing with the entries the answers propose (as the app's close
    does once the organizer accepts them)."""

    def __init__(self, nights: NightService, answered: tuple) -> None:
        self._nights, self._answered = nights, answered

    def close(self, season: str, number: int, ledger=()):
        return self._nights.close(season, number, ledger, answered=self._answered)

    def closing(self, season: str, number: int):
        return self._nights.closing(season, number, answered=self._answered)


def test_a_close_with_the_no_shows_the_answers_propose_is_not_taken_for_a_change(
    league: Path,
) -> None:
    # p01 and p02 said they were going to night 12 and did not come: the close proposes
    # them as no-shows after the cash-out was shown; that is no change by another program.
    from leaguemgr.domain.rsvp import proposed_entries
    from leaguemgr.services.rsvp_service import night_state

    service = LeagueService.open(league)
    try:
        nights = NightService(service, rng=random.Random(2))
        nights.start(SEASON, 12)
        came = ["p04", "p05", "p06", "p07"]
        for player in came:
            nights.arrive(SEASON, 12, player, paid=player != "p07")
        nights.draw(SEASON, 12, seed=2)
        for out, hitman in itertools.pairwise(came):
            nights.bust(SEASON, 12, [out], [hitman])
        shown = closing_cash_out(service, nights, SEASON, 12)
        event = service.event(SEASON, 12)
        answered = proposed_entries(night_state(service, SEASON, event), came)
        assert {e.player for e in answered} >= {"p01", "p02"}
        close_and_settle(service, _WithAnswers(nights, answered), SEASON, 12, shown)
        assert not service.event(SEASON, 12).night
    finally:
        service.close()

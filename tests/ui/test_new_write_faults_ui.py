"""The app's newer edits meeting another program that holds the league's write lock: the
fault is explained in the app's dialog, the window stays, nothing is saved, and what the
organizer typed (handicaps, a draw's order, a chop's amounts) is there to save again."""

from __future__ import annotations

import contextlib
import dataclasses
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.championship.championship_view import ChampionshipView
from leaguemgr.ui.championship.draw_dialog import DrawDialog
from leaguemgr.ui.events import event_editor
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.players.link_dialog import PlayerLinkDialog
from leaguemgr.ui.season.starting_points_dialog import StartingPointsDialog
from tests.exporters.test_one_vocabulary import TIE
from tests.ui.fault_makers import quick_busy_timeout, write_lock_held

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")
LOCKED = "Another program is writing the league."


@pytest.fixture
def app(window, league_db: Path):
    """The window, whose writes wait 50 ms for another program's lock, and the league."""
    quick_busy_timeout(window.context.service)
    return window, league_db


def _stored(db: Path):
    service = LeagueService.open(db, read_only=True)
    try:
        return service.league, player_links.current_tokens(service)
    finally:
        service.close()


def test_handicaps_refused_by_a_lock_are_asked_again_as_typed(app, faults_shown, monkeypatch):
    window, db = app
    season = window.context.season
    editor = window.show_screen("season")
    lock = contextlib.ExitStack()
    shown: list[dict[str, float]] = []

    def type_then_retry(dialog: StartingPointsDialog) -> int:
        shown.append({p: s.value() for p, s in dialog.spins.items() if s.value()})
        if len(shown) == 1:
            first, second = list(dialog.spins)[:2]
            dialog.spins[first].setValue(15)
            dialog.spins[second].setValue(-10)
        else:
            lock.close()  # the other program is done: OK saves what is in the dialog
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(StartingPointsDialog, "exec", type_then_retry)
    lock.enter_context(write_lock_held(db))
    before = _stored(db)
    editor.edit_starting_points()
    assert [d.text() for d in faults_shown] == [LOCKED]
    assert len(shown) == 2 and sorted(shown[1].values()) == [-10, 15]  # asked again, as typed
    assert window.isVisible()
    saved = dict(_stored(db)[0].season(season).starting_points)
    assert saved == shown[1] and before[0].season(season).starting_points == ()


def test_a_link_not_issued_or_reissued_under_a_lock_keeps_the_dialog_and_the_old_link(
    app, faults_shown, monkeypatch
):
    window, db = app
    player = window.context.service.league.players[0]
    with write_lock_held(db):
        dialog = PlayerLinkDialog(window.context, player, window)
    assert dialog.link.text().startswith("No link was issued:")
    assert not dialog.copy_button.isEnabled()
    assert _stored(db)[1] == {}

    dialog = PlayerLinkDialog(window.context, player, window)
    issued = dialog.url
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with write_lock_held(db):
        dialog.reissue()
    assert dialog.url == issued  # still the link that works
    assert _stored(db)[1] == {player.id: issued.rsplit("/", 1)[1]}
    assert [d.text() for d in faults_shown] == [LOCKED, LOCKED]


def test_a_guest_a_fund_rename_and_a_chop_under_a_lock_change_nothing(
    app, faults_shown, monkeypatch
):
    window, db = app
    # The chop moves a closed night's money: the organizer says to move it.
    monkeypatch.setattr(event_editor, "money_may_move", lambda *_args: True)
    context = window.context
    season = context.season
    before = _stored(db)
    players = window.show_screen("players")
    member = next(p for p in context.service.league.players if not p.guest)
    funds = window.show_screen("season").funds_view
    fund = context.service.season(season).rules.set_asides[0].fund
    editor = window.show_screen("events").editor
    paid = tuple((p.player, p.amount) for p in editor.preview.result.payouts)
    top = (paid[0][1] + paid[1][1]) / 2
    chop = ((paid[0][0], top), (paid[1][0], top), *paid[2:])
    editor.set_payouts(chop)
    with write_lock_held(db):
        players._edit(member, dataclasses.replace(member, guest=True))
        assert funds.rename(fund, "renamed", confirm=False) is False
        assert editor.save() is False
    assert [d.text() for d in faults_shown] == [LOCKED] * 3
    assert _stored(db) == before
    assert editor.draft.payouts == chop and editor.is_dirty()  # the chop is still typed
    assert editor.save() is True
    events = _stored(db)[0].season(season).events
    stored = next(e for e in events if e.number == editor.number)
    assert dict(stored.payouts) == dict(chop)
    assert sum(a for _p, a in chop) == sum(a for _p, a in paid)
    assert top != paid[0][1] and isinstance(top, Decimal)


def test_a_draw_refused_by_a_lock_is_asked_again_in_the_order_drawn(qtbot, tmp_path, monkeypatch):
    db = tmp_path / "tie.sqlite"
    first = LeagueService.open(db)
    first.restore_league(TIE)
    first.close()
    service = LeagueService.open(db)
    quick_busy_timeout(service)
    context = LeagueContext(service)
    context.select_season("Season 1 2013")
    faults: list[str] = []
    context.fault.connect(lambda error, doing: faults.append(doing))
    view = ChampionshipView(context)
    qtbot.addWidget(view)
    lock = contextlib.ExitStack()
    orders: list[list[str]] = []

    def cards_then_retry(dialog: DrawDialog) -> int:
        orders.append([dialog.order.item(i).text() for i in range(dialog.order.count())])
        if len(orders) == 1:
            dialog.order.setCurrentRow(1)
            dialog.move(-1)  # C was drawn first
        else:
            lock.close()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DrawDialog, "exec", cards_then_retry)
    try:
        lock.enter_context(write_lock_held(db))
        view.draw()
        assert faults == ["Draw between B Player, C Player"]
        assert orders == [["B Player", "C Player"], ["C Player", "B Player"]]
        assert service.season("Season 1 2013").championship.drawn == (("c", "b"),)
    finally:
        service.close()


def test_a_close_whose_cash_out_changed_while_asked_is_refused_and_asked_again(
    qtbot, tmp_path, monkeypatch, faults_shown
):
    import itertools
    import random

    from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
    from leaguemgr.services.night_service import NightService
    from leaguemgr.ui.night import night_actions
    from tests.night_league import make_night_league
    from tests.ui.test_night_screen import open_window

    db = make_night_league(tmp_path / "az.sqlite", tmp_path)

    def night_to_close(service: LeagueService) -> None:
        nights = NightService(service, random.Random(3))
        nights.start("2026", 12)
        players = ["p01", "p02", "p03", "p04", "p05"]
        for player in players:
            nights.arrive("2026", 12, player, paid=player != "p05")  # p05 wins, owing
        nights.draw("2026", 12)
        for out, hitman in itertools.pairwise(players):
            nights.bust("2026", 12, [out], [hitman])

    window = open_window(qtbot, db, night_to_close)
    view = window.show_screen("night")
    view.refresh()
    asked: list[str] = []

    def paid_meanwhile(_parent, _title, question, *_args):
        asked.append(question)
        if len(asked) == 1:  # while the organizer reads the cash-out, p05 pays at the bar
            other = LeagueService.open(db)
            line = LedgerLine(
                "2026-12-10", "p05", LedgerKind.PAYMENT, Decimal(30), LedgerFor.ENTRIES
            )
            other.record_ledger_lines("2026", [line])
            other.close()
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", paid_meanwhile)
    monkeypatch.setattr(night_actions, "wide_question", paid_meanwhile)
    view.actions.close_night()
    assert [d.text() for d in faults_shown] == [
        "Another program changed the league: your change was not saved."
    ]
    assert window.isVisible()
    assert window.context.service.event("2026", 12).night  # still running
    assert "Closing records" in asked[0]

    view.actions.close_night()  # asked again: the cash-out as it is now, nothing to net
    assert "Closing records" not in asked[1]
    assert not window.context.service.event("2026", 12).night  # closed
    ledger = window.context.service.season("2026").ledger
    assert [line.kind for line in ledger if line.player == "p05"] == [LedgerKind.PAYMENT]


def test_a_fund_rename_refused_by_a_lock_is_asked_again_with_the_name_typed(
    app, faults_shown, monkeypatch
):
    from PySide6.QtWidgets import QInputDialog

    window, db = app
    season = window.context.season
    funds = window.show_screen("season").funds_view
    fund = window.context.service.season(season).rules.set_asides[0].fund
    lock = contextlib.ExitStack()
    offered: list[str] = []

    def type_a_name(_parent, _title, _label, *args, text="", **_kwargs):
        offered.append(text)
        if len(offered) == 2:
            lock.close()
        return "Trip to Vegas", True

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(type_a_name))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    funds.select_fund(fund)
    lock.enter_context(write_lock_held(db))
    funds.rename_selected()
    assert [d.text() for d in faults_shown] == [LOCKED]
    assert offered == [fund, "Trip to Vegas"]  # the name typed is offered again
    funds_now = [s.fund for s in _stored(db)[0].season(season).rules.set_asides]
    assert "Trip to Vegas" in funds_now and fund not in funds_now

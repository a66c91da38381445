"""Paid money stays paid: a change of rules or an edit of a closed night shows, player by
player, the money that would move, and moves it only when the organizer says so."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.money_moves_dialog import Decision
from leaguemgr.ui.season.season_editor import SeasonEditor


@pytest.fixture
def editor(qtbot, context):
    widget = SeasonEditor(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    return widget


def _paid(context) -> dict[int, dict[str, Decimal]]:
    """What each player took home from each closed night: payouts and the bounty."""
    paid: dict[int, dict[str, Decimal]] = {}
    for event in context.service.report("2026").events:
        taken = paid.setdefault(event.number, {})
        for payout in event.payouts:
            taken[payout.player] = taken.get(payout.player, Decimal(0)) + payout.amount
        if event.bounty is not None and event.bounty.winner is not None:
            winner = event.bounty.winner
            taken[winner] = taken.get(winner, Decimal(0)) + event.bounty.pot
    return paid


def _cheaper_buyin(qtbot, editor) -> None:
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "25")


def test_new_rules_apply_from_the_next_night_and_the_closed_nights_keep_their_money(
    qtbot, editor, context, money_moves
):
    before = _paid(context)
    _cheaper_buyin(qtbot, editor)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)

    (rows,) = money_moves  # asked once, with the money that would move, player by player
    event, _player, paid, would_be, change = rows[0]
    assert event == "1" and paid.startswith("$") and would_be.startswith("$")
    assert change.startswith("-$")  # a smaller buy-in pays less
    assert context.service.season("2026").rules.buyin == Decimal("25")
    assert _paid(context) == before  # Enter kept what was handed out


def test_recomputing_the_closed_nights_moves_exactly_the_money_shown(
    qtbot, editor, context, money_moves
):
    names = context.service.player_names()
    money_moves.answer = Decision.MOVE
    before = _paid(context)
    _cheaper_buyin(qtbot, editor)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)

    (rows,) = money_moves
    after = _paid(context)
    assert after != before
    for event, player, _paid_text, would_be, _change in rows:
        paid_now = {names[p]: amount for p, amount in after[int(event)].items()}
        assert f"${paid_now.get(player, Decimal('0')):,.2f}" == would_be


def test_an_edit_of_a_closed_night_that_moves_money_is_not_saved_unless_confirmed(
    qtbot, context, money_moves
):
    from leaguemgr.ui.events.events_view import EventsView

    view = EventsView(context)
    qtbot.addWidget(view)
    view.show()
    view.select_event(1)
    editor = view.editor
    event = editor.original
    rows = {e.finish: row for row, e in enumerate(event.entries) if e.finish in (1, 2)}
    for finish, row in rows.items():  # 1st and 2nd swapped, as typed in the table
        index = editor.model.index(row, Column.FINISH)
        assert editor.model.setData(index, str(3 - finish), Qt.ItemDataRole.EditRole)
    assert editor.is_dirty()
    before = _paid(context)

    assert editor.save() is False  # Enter is Cancel here: nothing moves by accident
    assert len(money_moves) == 1 and money_moves[0]
    assert _paid(context) == before

    money_moves.answer = Decision.MOVE
    assert editor.save() is True
    assert _paid(context)[1] != before[1]

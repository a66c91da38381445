"""The Championship screen: declines and make-ups, the pool, and entering the result."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QItemSelectionModel, Qt

from leaguemgr.domain.records import EventKind
from leaguemgr.ui.championship.championship_models import FieldColumn, ResultColumn
from tests.ui.conftest import column_texts, row_texts


def _field(screen) -> list[str]:
    return column_texts(screen.field_model, FieldColumn.PLAYER)


def _select_field_row(screen, name: str) -> None:
    row = _field(screen).index(name)
    screen.field.selectionModel().select(
        screen.field_model.index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def _pool_rows(screen) -> dict[str, str]:
    form = screen.pool_form
    return {
        form.itemAt(row, form.ItemRole.LabelRole).widget().text(): form.itemAt(
            row, form.ItemRole.FieldRole
        )
        .widget()
        .text()
        for row in range(form.rowCount())
    }


def test_field_with_chips_fees_and_stacks(window):
    screen = window.show_screen("championship")
    assert len(_field(screen)) == 12
    assert row_texts(screen.field_model, 0) == [
        "1",
        "Tess Morgan",
        "Points",
        "$0.00",
        "7,100",
        "27,100",
    ]
    assert row_texts(screen.field_model, 11) == [
        "12", "Hal Jensen", "Make-up", "$60.00", "6,750", "26,750"
    ]  # fmt: skip
    fee = screen.field_model.index(11, FieldColumn.FEE)
    assert (
        Qt.AlignmentFlag(fee.data(Qt.ItemDataRole.TextAlignmentRole)) & Qt.AlignmentFlag.AlignRight
    )
    assert _pool_rows(screen) == {
        "Championship fund:": "$459.00",
        "Bounty left over:": "$0.00",
        "Make-up fees:": "$60.00",
        "Championship buy-ins:": "$0.00",
        "Total pool:": "$519.00",
    }
    assert column_texts(screen.payouts_model, 1) == ["$260.00", "$156.00", "$103.00"]
    assert column_texts(screen.payouts_model, 0) == ["1st", "2nd", "3rd"]


def test_a_decline_lets_the_next_player_in(window, qtbot):
    screen = window.show_screen("championship")
    _select_field_row(screen, "Tess Morgan")
    qtbot.mouseClick(screen.decline_button, Qt.MouseButton.LeftButton)
    assert "Tess Morgan" not in _field(screen)
    assert [screen.declined.item(i).text() for i in range(screen.declined.count())] == [
        "Tess Morgan"
    ]
    # Nobody else has played the 7 events, so the seat is offered as a make-up buy-in.
    offers = [screen.offers.item(i) for i in range(screen.offers.count())]
    ned = next(item for item in offers if item.text().startswith("Ned Kowalski"))
    assert ned.text() == "Ned Kowalski: $60.00 for 1 missed event"
    assert ned.checkState() == Qt.CheckState.Unchecked

    ned.setCheckState(Qt.CheckState.Checked)
    assert "Ned Kowalski" in _field(screen)
    row = _field(screen).index("Ned Kowalski")
    assert row_texts(screen.field_model, row)[2:4] == ["Make-up", "$60.00"]
    assert _pool_rows(screen)["Total pool:"] == "$579.00"
    standings = window.screens["standings"]
    names = column_texts(standings.proxy, 1)
    status = column_texts(standings.proxy, 6)
    assert status[names.index("Tess Morgan")] == "Declined"
    assert status[names.index("Ned Kowalski")] == "Qualified by make-up ($60.00)"

    window.undo_action.trigger()  # Ned's make-up
    window.undo_action.trigger()  # Tess's decline
    assert _field(screen)[0] == "Tess Morgan"
    assert "Ned Kowalski" not in _field(screen)
    assert screen.declined.count() == 0


def test_invite_again_after_a_decline(window, qtbot):
    screen = window.show_screen("championship")
    _select_field_row(screen, "Ivy Chen")
    screen.decline_button.click()
    assert "Ivy Chen" not in _field(screen)
    screen.declined.setCurrentRow(0)
    screen.reinstate_button.click()
    assert _field(screen)[1] == "Ivy Chen"


def test_enter_the_championship_result(window, qtbot):
    screen = window.show_screen("championship")
    panel = screen.result_panel
    table = panel.table
    assert panel.state.text() == "No result recorded yet."
    players = column_texts(panel.model, ResultColumn.PLAYER)
    assert len(players) == 12
    table.setFocus()
    for row in range(len(players)):
        table.setCurrentIndex(panel.model.index(row, ResultColumn.FINISH))
        finish = str(row + 1)
        qtbot.keyClicks(table, finish[0])  # typing on a cell opens its editor
        qtbot.keyClicks(table.focusWidget(), finish[1:])
        qtbot.keyClick(table.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda row=row: panel.model.index(row, 1).data() == str(row + 1))
    assert panel.state.text() == "Finishes changed: press Save result to record them."
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)

    assert panel.state.text() == "Recorded as event 12 of the season."
    assert row_texts(panel.model, 0) == ["Tess Morgan", "1", "$260.00"]
    assert row_texts(panel.model, 1) == ["Ivy Chen", "2", "$156.00"]
    assert row_texts(panel.model, 2) == ["Ann Lee", "3", "$103.00"]
    assert row_texts(panel.model, 3) == ["Lou Ferreira", "4", ""]
    event = window.context.service.event("2026", 12)
    assert event.kind is EventKind.CHAMPIONSHIP
    assert [e.finish for e in event.entries] == list(range(1, 13))

    # The champion's page counts the prize.
    window.open_player("p19")
    prize_column = column_texts(window.screens["players"].detail.events_model, 4)
    assert prize_column[-1] == "$260.00"

    window.undo_action.trigger()
    assert panel.state.text() == "No result recorded yet."
    assert window.context.service.event("2026", 12) is None


def test_a_bad_sequence_of_finishes_is_refused_with_a_reason(window, qtbot):
    panel = window.show_screen("championship").result_panel
    panel.model.setData(panel.model.index(0, ResultColumn.FINISH), "1")
    panel.model.setData(panel.model.index(1, ResultColumn.FINISH), "3")
    panel.save_button.click()
    assert panel.state.text().startswith("Not saved:")
    assert "finish 2 is missing" in panel.state.text()
    assert window.context.service.event("2026", 12) is None
    assert "Not changed:" in window.statusBar().currentMessage()


def test_a_decline_keeps_the_draws_recorded(window, qtbot):
    # A draw among level players (SPEC 8) is a decision of its own: a decline leaves it be.
    service = window.context.service
    before = service.season("2026").championship
    players = [p.id for p in service.league.players[:2]]
    service.save_championship_decisions("2026", replace(before, drawn=(tuple(players),)))
    screen = window.show_screen("championship")
    _select_field_row(screen, "Tess Morgan")
    qtbot.mouseClick(screen.decline_button, Qt.MouseButton.LeftButton)
    assert service.season("2026").championship.drawn == (tuple(players),)
    assert len(service.season("2026").championship.declined) == 1

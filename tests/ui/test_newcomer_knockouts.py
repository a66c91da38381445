"""Issue 32's newcomer on the real window: a league of their own started from File ▸ New,
a "$40 + $10 KO" season from New season, players typed at the door, a night played on the
Night screen (a rebuy that buys a new head, a bust shared by two hitmen, a bust nobody won,
an undone bust) and closed with its cash-out, then a fixed night and a progressive one typed
afterwards in the event editor; every output then says the same bounties to the cent."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWizard

from leaguemgr.domain.records import KnockoutKind, KnockoutRules
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.main_window import MainWindow
from tests.ui.conftest import when_dialog_opens

D = Decimal
ALT = Qt.KeyboardModifier.AltModifier
ANIMATED_CLICK_MS = 150
SEASON = "Spring"
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]

# What each player collected at the first night, $10 a head (SPEC 9, fixed): Fay out by Ann
# and rebought (a new head), Eve out by Ann and Bob ($5 each), Dan out with no hitman (his
# head waits for the winner), Cat out by Bob undone then out by Ann, Fay out by Bob, Bob out
# by Ann; Ann wins and collects her own head and Dan's.
FIRST_NIGHT_BOUNTIES = {"Ann": D("55.00"), "Bob": D("15.00")}


def _press(qtbot, keys: str) -> None:
    """A key sequence ("Ctrl+D", "Return", "Alt+N") pressed where the keyboard focus is."""
    key = QKeySequence(keys)[0]
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    qtbot.keyClick(target, key.key(), key.keyboardModifiers())
    QApplication.processEvents()
    if key.keyboardModifiers() == ALT:
        qtbot.wait(ANIMATED_CLICK_MS)  # an Alt+letter clicks its button animated


def _type(qtbot, text: str) -> None:
    for char in text:  # each to where the focus is then: the first opens a cell's editor
        qtbot.keyClicks(QApplication.activePopupWidget() or QApplication.focusWidget(), char)
        QApplication.processEvents()


def _type_over(qtbot, text: str) -> None:
    _press(qtbot, "Ctrl+A")
    _type(qtbot, text)


def _answered(qtbot, answer):
    """Run ``answer`` on the next dialog; a failure closes the dialog instead of hanging."""
    failures: list[BaseException] = []

    def handle(dialog) -> None:
        try:
            answer(qtbot, dialog)
        except BaseException as exc:  # reported by the test once exec() returns
            failures.append(exc)
        if dialog.isVisible():
            dialog.reject()

    return when_dialog_opens(qtbot, handle), failures


def _modal(qtbot, window, trigger, answer) -> list:
    """Trigger what opens a dialog, answer it, and raise what went wrong in it."""
    seen, failures = _answered(qtbot, answer)
    trigger()
    window.activateWindow()  # what the window manager does when a dialog closes
    qtbot.waitUntil(window.isActiveWindow)
    if failures:
        raise failures[0]
    return seen


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    main = MainWindow()
    qtbot.addWidget(main)
    main.resize(1600, 1000)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    target = tmp_path / "friday.sqlite"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    yield main
    if main.context is not None and main.context.service is not None:
        main.context.service.close()


def _new_league(qtbot, window) -> None:
    def name_it(bot, dialog) -> None:
        bot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
        assert QApplication.focusWidget() is dialog.name
        _type(bot, "Friday Knockouts")
        _press(bot, "Return")

    _modal(qtbot, window, window.file_actions.new.trigger, name_it)
    assert window.windowTitle().startswith("Friday Knockouts")


def _fixed_knockout_rules(qtbot, wizard) -> None:
    """$50 a buy-in or a rebuy, $10 of it a fixed bounty; the rest of the steps as offered."""
    qtbot.waitUntil(lambda: wizard.isAncestorOf(QApplication.focusWidget()))
    wizard.start.name.setFocus()
    _type_over(qtbot, SEASON)
    _press(qtbot, "Alt+N")
    step = wizard.steps[0]
    prices, knockout = step.sections
    prices.buyin.setFocus()
    _type_over(qtbot, "50")
    prices.rebuy_cost.setFocus()
    _type_over(qtbot, "50")
    knockout.kind.setFocus()
    _press(qtbot, "Down")  # None, then Fixed
    knockout.amount.setFocus()
    _type_over(qtbot, "10")
    assert knockout.preview.text() == (
        "14 entries at $50.00: $140.00 in bounties first, a pool of $560.00"
    )
    assert "$140.00 in knockout bounties" in step.sample.text.text()
    for _ in wizard.steps[1:]:
        _press(qtbot, "Alt+N")
    _press(qtbot, "Alt+C")


def _new_season(qtbot, window) -> None:
    seen = _modal(qtbot, window, window.season_actions.new.trigger, _fixed_knockout_rules)
    assert len(seen) == 1 and seen[0].result() == QWizard.DialogCode.Accepted
    assert window.context.season == SEASON
    rules = window.context.service.season(SEASON).rules
    assert rules.knockout == KnockoutRules(KnockoutKind.FIXED, D("10"))
    assert (rules.buyin, rules.rebuy_cost) == (D("50"), D("50"))


def _arrive_new(qtbot, view, name: str, *flags: str) -> None:
    """A player typed at the door for the first time: Enter adds them to the roster."""
    for flag in flags:
        _press(qtbot, flag)
    view.arrivals.field.setFocus()
    _type(qtbot, name)
    _press(qtbot, "Return")
    assert "is not on the roster" in view.message.text()
    _press(qtbot, "Return")


def _bust(qtbot, view, out: str, by: list[str], *, rebuy: bool | None = None) -> str:
    """``out`` busted by ``by`` (none: Esc); R or Enter when a rebuy is offered. What the
    message line then says."""
    assert QApplication.focusWidget() is view.bust.name_field
    _type(qtbot, out)
    _press(qtbot, "Return")
    for index, hitman in enumerate(by):
        assert QApplication.focusWidget() is view.bust.by_field
        _type(qtbot, hitman)
        _press(qtbot, "Ctrl+Return" if index < len(by) - 1 else "Return")
    if not by:
        _press(qtbot, "Escape")
    assert view.bust.asking_rebuy == (rebuy is not None)
    if rebuy is not None:
        _press(qtbot, "R" if rebuy else "Return")
    return view.message.text()


def _play_the_first_night(qtbot, window) -> list[str]:
    """The night on the Night screen, by keyboard; the cash-out the close asked about."""
    _press(qtbot, "Ctrl+6")
    view = window.screens["night"]
    view.nights = NightService(window.context.service, random.Random(11))  # a seeded draw
    _press(qtbot, "Ctrl+Shift+S")
    assert view.data is not None and view.data.number == 1
    for name in PLAYERS:
        _arrive_new(qtbot, view, name, *(["Alt+U"] if name == "Bob" else []))
    assert len(view.data.night.arrivals) == len(PLAYERS)
    _press(qtbot, "Ctrl+D")
    said = _bust(qtbot, view, "Fay", ["Ann"], rebuy=True)
    assert said == "Fay out and rebought. Ann collects $10.00, Fay's bounty"
    said = _bust(qtbot, view, "Eve", ["Ann", "Bob"], rebuy=False)
    assert said == "Eve out. Ann collects $5.00, Bob collects $5.00, Eve's bounty"
    said = _bust(qtbot, view, "Dan", [], rebuy=False)
    assert said == "Dan out. Nobody won Dan's bounty: the winner collects it"
    said = _bust(qtbot, view, "Cat", ["Bob"], rebuy=False)
    assert said == "Cat out. Bob collects $10.00, Cat's bounty"
    _press(qtbot, "Ctrl+Z")
    assert view.message.text() == "Undone: Cat out, busted by Bob. Bob hands back $10.00"
    assert "Cat" in [view.names.name(p) for p in view.data.night.remaining]
    said = _bust(qtbot, view, "Cat", ["Ann"], rebuy=False)
    assert said == "Cat out. Ann collects $10.00, Cat's bounty"
    said = _bust(qtbot, view, "Fay", ["Bob"])  # her one rebuy taken: out at once
    assert said == "Fay out. Bob collects $10.00, Fay's bounty"
    said = _bust(qtbot, view, "Bob", ["Ann"], rebuy=False)
    assert said == (
        "Bob out. Ann collects $10.00, Bob's bounty. "
        "Ann wins and collects $20.00: own head and the bounties nobody won"
    )

    asked: list[str] = []

    def close(bot, dialog) -> None:
        asked.append(dialog.text())
        bot.keyClick(dialog, Qt.Key.Key_Return)

    _modal(qtbot, window, lambda: _press(qtbot, "Ctrl+Shift+C"), close)
    assert view.data is None, view.message.text()
    cash_out = [
        "Ann: won $182.00 (1st place), knockout bounties $55.00: hand over $237.00",
        "Bob: won $98.00 (2nd place), knockout bounties $15.00, owes $50.00: hand over $63.00",
    ]
    assert [line.strip() for line in asked[0].splitlines()[3:5]] == cash_out
    shown = [line.strip() for line in view.closed_cash.text.text().splitlines()]
    assert shown[-3:-1] == cash_out, shown


# The second night, typed afterwards: (player, finish, rebuys, busted by), $10 fixed. Cat
# rebought and was busted twice: Eve collects one bounty, Bob what was left on the head.
SECOND_NIGHT = [
    ("Ann", 1, 0, ""),
    ("Bob", 2, 0, "Ann"),
    ("Cat", 3, 1, "Eve, Bob"),
    ("Dan", 4, 0, ""),
    ("Eve", 5, 0, "Cat"),
    ("Gus", 6, 0, "Ann"),
]
# Ann: Gus's and Bob's, then her own and Dan's (nobody won it) as the winner.
SECOND_NIGHT_BOUNTIES = {"Ann": D("40.00"), "Bob": D("10.00"), "Cat": D("10.00"), "Eve": D("10.00")}


def _type_cell(qtbot, editor, row: int, column, text: str) -> None:
    editor.table.setCurrentIndex(editor.model.index(row, column))
    _type(qtbot, text)  # typing over the cell opens it
    _press(qtbot, "Return")  # closes it
    if QApplication.activePopupWidget() is not None:  # a name's completion was offered
        _press(qtbot, "Return")


def _type_the_second_night(qtbot, window) -> None:
    events = window.show_screen("events")
    qtbot.mouseClick(events.new_button, Qt.MouseButton.LeftButton)
    editor = events.editor
    editor.add_bar.edit.setFocus()
    for name, *_ in SECOND_NIGHT:
        _type(qtbot, name)
        _press(qtbot, "Return")
    assert editor.model.rowCount() == len(SECOND_NIGHT)
    editor.table.setFocus()
    rows = {editor.model.entries()[row].player: row for row in range(editor.model.rowCount())}
    ids = {p.name: p.id for p in window.context.service.league.players}
    for name, finish, rebuys, by in SECOND_NIGHT:
        row = rows[ids[name]]
        _type_cell(qtbot, editor, row, Column.FINISH, str(finish))
        if rebuys:
            _type_cell(qtbot, editor, row, Column.REBUYS, str(rebuys))
        if by:
            _type_cell(qtbot, editor, row, Column.BUSTED_BY, by)
    assert editor.table.isColumnHidden(Column.BOUNTIES)  # fixed: worked out from the busts
    assert editor.side_panel.bounty.text() == (
        "<b>Knockout bounties</b> collected: Ann $40.00, Bob $10.00, Cat $10.00, Eve $10.00"
    )
    assert editor.problems == []
    editor.table.setFocus()
    _press(qtbot, "Ctrl+S")
    assert not editor.is_dirty(), [p.message for p in editor.problems]


def test_a_newcomers_knockout_league_agrees_to_the_cent(qtbot, window, monkeypatch):
    def answer(_parent, title, *_args, **_kwargs):
        if title == "New player":
            return QMessageBox.StandardButton.Yes
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", answer)
    _new_league(qtbot, window)
    _new_season(qtbot, window)
    _play_the_first_night(qtbot, window)
    _type_the_second_night(qtbot, window)

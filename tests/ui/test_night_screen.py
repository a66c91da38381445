"""The Night screen, driven by the keyboard only: a 14-player AZ night from the arrivals to
the close, and what the service then holds for that event."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from leaguemgr.ui.main_window import MainWindow
from tests.night_league import make_night_league
from tests.ui.conftest import when_dialog_opens

SEASON, EVENT = "2026", 12


@pytest.fixture
def az_db(tmp_path: Path) -> Path:
    return make_night_league(tmp_path / "az.sqlite", tmp_path)


def open_window(qtbot, path: Path, prepare=None) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    service = LeagueService.open(path)
    if prepare is not None:
        prepare(service)
    main.load_service(service)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    return main


@pytest.fixture
def night_window(qtbot, az_db: Path):
    return open_window(qtbot, az_db)


def press(qtbot, keys: str) -> None:
    """A key sequence ("Ctrl+D", "Return", "R") pressed where the keyboard focus is."""
    key = QKeySequence(keys)[0]
    qtbot.keyClick(QApplication.focusWidget(), key.key(), key.keyboardModifiers())


def type_in(qtbot, text: str, expected) -> None:
    assert QApplication.focusWidget() is expected
    qtbot.keyClicks(expected, text)


def open_night(qtbot, window):
    press(qtbot, "Ctrl+6")
    view = window.screens["night"]
    assert window.tabs.currentWidget() is view
    view.nights = NightService(window.context.service, random.Random(11))  # a seeded draw
    return view


def start_with(qtbot, window, players: int):
    view = open_night(qtbot, window)
    press(qtbot, "Ctrl+Shift+S")
    assert view.data is not None and view.data.number == EVENT
    ids = [p.id for p in window.context.service.league.players][:players]
    return view, ids


def arrive(qtbot, view, name: str, *flags: str) -> None:
    for flag in flags:
        press(qtbot, flag)
    type_in(qtbot, name, view.arrivals.field)
    press(qtbot, "Return")


def bust(
    qtbot,
    view,
    names: list[str],
    by: str | list[str] = "",
    *,
    answer: str | list[str] | None = None,
    chips: list[int] | None = None,
) -> None:
    """Bust ``names`` in one hand (Ctrl+Enter between them), hitman ``by`` (several:
    Ctrl+Enter between them) or Esc for none, then ``answer`` the rebuy question ("R" or
    "Return"; a list: one for each player out asked in turn) if it is asked, or type the
    ``chips`` each began the hand with."""
    for index, name in enumerate(names):
        type_in(qtbot, name, view.bust.name_field)
        press(qtbot, "Ctrl+Return" if index < len(names) - 1 else "Return")
    hitmen = [by] if isinstance(by, str) and by else list(by or [])
    for index, hitman in enumerate(hitmen):
        type_in(qtbot, hitman, view.bust.by_field)
        press(qtbot, "Ctrl+Return" if index < len(hitmen) - 1 else "Return")
    if not hitmen:
        press(qtbot, "Escape")
    assert view.bust.asking_rebuy == (answer is not None)
    for reply in [answer] if isinstance(answer, str) else answer or []:
        assert "R = rebuy" in view.bust.pending_label.text()
        press(qtbot, reply)
    assert view.bust.asking_chips == (chips is not None)
    for index, count in enumerate(chips or []):
        assert names[index] in view.bust.chips_label.text()
        type_in(qtbot, str(count), view.bust.chips_field)
        press(qtbot, "Return")


def table_sizes(view) -> list[int]:
    sizes: dict[int, int] = {}
    for table, _seat, _name, _card in view.seats.rows():
        sizes[table] = sizes.get(table, 0) + 1
    return list(sizes.values())


def test_a_whole_night_by_keyboard(qtbot, night_window) -> None:
    window = night_window
    view, ids = start_with(qtbot, window, 14)
    names = view.names
    service = window.context.service

    # Arrivals: one unpaid (Alt+U), one on time (Alt+O); the toggles reset after each.
    arrive(qtbot, view, names.name(ids[0]), "Alt+U")
    arrive(qtbot, view, names.name(ids[1]), "Alt+O")
    assert not view.arrivals.unpaid.isChecked() and not view.arrivals.on_time.isChecked()
    for player in ids[2:]:
        arrive(qtbot, view, names.name(player))
    night = view.data.night
    assert len(night.arrivals) == 14
    assert not night.arrival(ids[0]).paid and night.arrival(ids[1]).on_time
    assert night.arrival(ids[2]).paid and not night.arrival(ids[2]).on_time
    assert view.panel.owing.text() == names.name(ids[0])

    # The draw: two tables of seven, each with the card of the seat (AZ).
    press(qtbot, "Ctrl+D")
    assert sorted(table_sizes(view)) == [7, 7]
    assert all(card for *_, card in view.seats.rows())
    assert QApplication.focusWidget() is view.bust.name_field
    assert view.bust.place_label.text() == "Next out: 14th"

    # A bust in the rebuy period offers the rebuy: R takes it, the player is back in.
    order = list(view.data.night.remaining)
    bust(qtbot, view, [names.name(order[0])], names.name(order[1]), answer="R")
    night = view.data.night
    assert night.rebuys == {order[0]: 1} and order[0] in night.remaining
    assert "rebought" in view.log.item(0).text()

    # The second time the player has no rebuy left (AZ: one): out at once, 14th.
    bust(qtbot, view, [names.name(order[0])], names.name(order[1]))
    assert view.busts.rows()[0][:2] == (14, names.name(order[0]))

    # A bust answered with Enter = out; then undone with Ctrl+Z.
    bust(qtbot, view, [names.name(order[2])], answer="Return")
    assert order[2] in view.data.night.out
    assert view.log.item(0).text().startswith(names.name(order[2]))
    press(qtbot, "Ctrl+Z")
    assert order[2] in view.data.night.remaining
    assert "Undone" in view.message.text()

    # A same-hand bust at the short table: their chips are asked; equal, they share 12th
    # (the better of 12th and 13th), and the tables, now 7 and 4, are balanced by a move
    # the screen names.
    seats = view.data.night.seats
    sizes = {t: sum(1 for s in seats.values() if s[0] == t) for t, _ in seats.values()}
    short = min(sizes, key=sizes.get)
    pair = [p for p in view.data.night.remaining if seats[p][0] == short][:2]
    hitman = next(p for p in view.data.night.remaining if seats[p][0] != short)
    # Each of them may still rebuy, and is asked in turn: both go out.
    bust(qtbot, view, [names.name(p) for p in pair], names.name(hitman), answer=["Return"] * 2,
         chips=[800, 800])  # fmt: skip
    assert view.busts.rows()[0] == (12, names.names(pair), names.name(hitman), 1)
    assert "→" in view.panel.moves.text() and "table" in view.panel.moves.text()
    sizes = table_sizes(view)
    assert max(sizes) - min(sizes) <= 1, sizes

    # The clock moves on past level 4 (and the break after it, where the structure has
    # one): the rebuy period closes, no rebuy is offered.
    for _ in range(8):
        if view.data.night.level == 5:
            break
        press(qtbot, "Ctrl+Right")
    press(qtbot, "Ctrl+Left")
    press(qtbot, "Ctrl+Right")
    assert view.data.night.level == 5 and not view.data.night.rebuy_period_open()
    assert "closed" in view.panel.rebuys.text()

    # Busts until one player is left: the tables stay balanced (AZ redraws at 10 left).
    while len(view.data.night.remaining) > 1:
        left = view.data.night.remaining
        bust(qtbot, view, [names.name(left[-1])], names.name(left[0]))
        sizes = table_sizes(view)
        assert max(sizes) - min(sizes) <= 1, sizes
    assert view.panel.left.text().startswith("1 of 14")
    pool = night_status(view.nights, SEASON, EVENT)["pool"]

    # Close by keyboard: Ctrl+Shift+C, Enter on the question.
    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+C")
    assert view.data is None
    event = service.event(SEASON, EVENT)
    finishes = sorted(e.finish for e in event.entries)
    assert finishes == [1, *range(2, 12), 12, 12, 14]
    result = next(r for r in service.report(SEASON).events if r.number == EVENT)
    assert result.money.pool == Decimal(pool)
    assert sum(p.amount for p in result.payouts) == Decimal(pool)


def test_no_rebuy_is_offered_after_the_period(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    for _ in range(3):
        press(qtbot, "Ctrl+Right")
    assert view.data.night.level == 4 and view.data.night.rebuy_period_open()
    press(qtbot, "Ctrl+Right")
    gone = view.data.night.remaining[0]
    bust(qtbot, view, [view.names.name(gone)])  # no question: out at once
    assert gone in view.data.night.out and view.data.night.rebuys == {}


def test_a_refused_action_says_why_and_changes_nothing(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 2)
    arrive(qtbot, view, view.names.name(ids[0]))
    arrive(qtbot, view, view.names.name(ids[0]))  # not offered again, and not taken
    assert len(view.data.night.arrivals) == 1
    assert "not one of the players" in view.message.text()


def test_a_read_only_league_cannot_run_a_night(qtbot, az_db: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(LeagueService.open(az_db, read_only=True))
    view = window.show_screen("night")
    assert not view.start_button.isEnabled()
    assert not view.arrivals.isEnabled() and not view.bust.isEnabled()
    view.actions.start_night()
    assert view.data is None


def test_the_seating_view_follows_the_night(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 12)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    menu_item = next(a for a in night_window.view_menu.actions() if "Seatin&g" in a.text())
    menu_item.trigger()  # View ▸ Seating on a second screen…
    seating = view.seating_window
    assert seating.isVisible() and "12 of 12 left" in seating.title.text()
    assert seating.screen_combo.count() == len(QApplication.screens())
    bust(qtbot, view, [view.names.name(view.data.night.remaining[0])], answer="Return")
    assert "11 of 12 left" in seating.title.text()
    qtbot.keyClick(seating, Qt.Key.Key_F11)
    assert seating.isFullScreen()
    qtbot.keyClick(seating, Qt.Key.Key_F11)
    assert not seating.isFullScreen()
    seating.close()


def test_the_seating_chart_prints_every_table(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 14)
    assert view.actions.seating_document() is None  # nothing to print before the draw
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    text = view.actions.seating_document().toPlainText()
    assert "Table 1" in text and "Table 2" in text
    assert all(view.names.name(p) in text for p in ids)


def test_a_locked_league_shows_the_fault_and_the_bust_can_be_made_again(
    qtbot, az_db: Path, faults_shown
) -> None:
    from tests.ui.fault_makers import quick_busy_timeout, write_lock_held

    window = open_window(qtbot, az_db, quick_busy_timeout)
    view, ids = start_with(qtbot, window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    gone = view.data.night.remaining[0]
    with write_lock_held(az_db):
        bust(qtbot, view, [view.names.name(gone)], answer="Return")
    assert len(faults_shown) == 1
    assert "Not done" in view.message.text()
    assert gone in view.data.night.remaining
    bust(qtbot, view, [view.names.name(gone)], answer="Return")  # the lock is gone: done
    assert gone in view.data.night.out


def test_a_deal_shows_the_amounts_before_it_is_recorded(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    left = list(view.data.night.remaining)
    shown: list[str] = []

    def fill(dialog) -> None:
        def here():
            return dialog.focusWidget() or dialog

        try:
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
            for index, stack in enumerate(("5000", "3000", "1500", "500")):
                if index:
                    qtbot.keyClick(here(), Qt.Key.Key_Tab)  # the first stack has the focus
                qtbot.keyClicks(here(), stack)
            shown.extend(dialog.amounts[p].text() for p in left)
            qtbot.keyClick(here(), Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(qtbot, fill)
    press(qtbot, "Ctrl+Shift+D")
    night = view.data.night
    assert dict(night.deal) and [p for p, _ in night.deal] == left
    amounts = [amount for _, amount in night.deal]
    assert amounts[0] > amounts[1] > amounts[2] > amounts[3]
    assert all(text.startswith("takes $") for text in shown)
    assert [f"{a:,.2f}" in text for a, text in zip(amounts, shown, strict=True)] == [True] * 4
    assert view.panel.payouts.text().startswith("deal: ")
    # They play on for the finish; at the close the deal is what each is paid.
    night_window.activateWindow()  # back from the dialog (offscreen does not do it)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is night_window)
    while len(view.data.night.remaining) > 1:
        bust(qtbot, view, [view.names.name(view.data.night.remaining[-1])])
    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+C")
    service = night_window.context.service
    result = next(r for r in service.report(SEASON).events if r.number == EVENT)
    assert {p: result.prize_of(p) for p in left} == dict(night.deal)


def test_a_rebuy_or_an_add_on_for_a_player_still_in(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    short = view.data.night.remaining[1]
    type_in(qtbot, view.names.name(short), view.bust.name_field)
    press(qtbot, "Ctrl+R")  # AZ: a short stack rebuys without going out
    assert view.data.night.rebuys == {short: 1} and short in view.data.night.remaining
    type_in(qtbot, view.names.name(short), view.bust.name_field)
    press(qtbot, "Ctrl+Shift+A")
    assert view.data.night.addons == {short: 1}
    type_in(qtbot, view.names.name(short), view.bust.name_field)
    press(qtbot, "Ctrl+Shift+A")  # one add-on each: the service says no
    assert view.data.night.addons == {short: 1}
    assert "no add-ons left" in view.message.text()


def test_a_second_night_is_started_only_when_confirmed(qtbot, night_window) -> None:
    view, _ids = start_with(qtbot, night_window, 1)
    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+S")  # Enter = No: the running night stays the only one
    service = night_window.context.service
    assert service.event(SEASON, EVENT + 1) is None
    assert view.data.number == EVENT

"""Knockout bounties on the Night screen (SPEC 9): a bust says who collects what in the
message line, the seating shows each progressive head, a rebuy buys a new head, and undo of
a bust undoes its bounty."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from leaguemgr.services.league_service import LeagueService
from tests.night_league import AZ_EXAMPLE
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_clock_screen import key
from tests.ui.test_night_screen import arrive, bust, open_window, press, start_with

PROGRESSIVE = {"kind": "progressive", "amount": "10", "share": "50"}


def seated(qtbot, window, players: int) -> tuple:
    """The next night started with the first ``players`` of the roster arrived (Enter on
    each name) and seated (Ctrl+D); the Night screen and their shown names."""
    view, ids = start_with(qtbot, window, players)
    names = [view.names.name(p) for p in ids]
    for name in names:
        arrive(qtbot, view, name)
    press(qtbot, "Ctrl+D")
    return view, names


def knockout_league(tmp_path: Path, knockout: dict, night: dict | None = None) -> Path:
    """The AZ example league whose season pays ``knockout`` bounties from its next night
    (and, given ``night``, seats its nights so: the season's ``rules.night``)."""
    document = json.loads(AZ_EXAMPLE.read_text())
    document["seasons"][0]["championship"]["makeups"] = []
    season = document["seasons"][0]
    season["rules"]["knockout"] = knockout
    if night is not None:
        season["rules"]["night"] = night
    for event in season["events"]:
        if event.get("entries"):
            event["knockout"] = None  # the nights played before paid none
    source = tmp_path / "ko.league.json"
    source.write_text(json.dumps(document))
    target = tmp_path / "ko.sqlite"
    service = LeagueService.open(target)
    try:
        service.import_league_file(source)
    finally:
        service.close()
    return target


@pytest.fixture
def progressive_window(qtbot, tmp_path: Path):
    return open_window(qtbot, knockout_league(tmp_path, PROGRESSIVE))


def heads(view) -> dict[str, str]:
    """Each seated player's head as the seating shows it, by shown name."""
    model = view.seats
    column = model.head_column()
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Head"
    return {
        model.index(row, 2).data(): model.index(row, column).data()
        for row in range(model.rowCount())
    }


def test_a_progressive_bust_pays_half_and_moves_half_onto_the_hitman(
    qtbot, progressive_window
) -> None:
    view, names = seated(qtbot, progressive_window, 6)
    assert set(heads(view).values()) == {"$10.00"}

    ann, hal = names[0], names[1]
    bust(qtbot, view, [ann], hal, answer="Return")
    assert view.message.text() == f"{ann} out. {hal} collects $5.00, {ann}'s bounty"
    shown = heads(view)
    assert ann not in shown and shown[hal] == "$15.00"

    press(qtbot, "Ctrl+Z")  # the bust undone: its bounty too
    shown = heads(view)
    assert shown[ann] == "$10.00" and shown[hal] == "$10.00"

    bust(qtbot, view, [ann], hal, answer="R")  # out and straight back in: a new head
    shown = heads(view)
    assert shown[ann] == "$10.00" and shown[hal] == "$15.00"
    assert view.message.text() == f"{ann} out and rebought. {hal} collects $5.00, {ann}'s bounty"


def test_a_fixed_bust_without_a_hitman_waits_for_the_winner(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, knockout_league(tmp_path, {"kind": "fixed", "amount": "5"}))
    view, names = seated(qtbot, window, 4)
    assert view.seats.columnCount() == 4  # table, seat, player, card: no heads when fixed
    # The big screen's bounty tile: the bounty on every head, not "—" on a bounty night.
    key(qtbot, window, "Ctrl+Shift+B")
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    QApplication.processEvents()
    assert big.panel_titles["bounty"].text().startswith("Bounties")
    assert big.panels["bounty"].text() == "$5 a head"
    window.activateWindow()  # the director's keys stay on the Night screen
    qtbot.waitUntil(window.isActiveWindow)
    view.bust.name_field.setFocus()
    bust(qtbot, view, [names[2]], names[3], answer="Return")
    assert view.message.text() == f"{names[2]} out. {names[3]} collects $5.00, {names[2]}'s bounty"
    bust(qtbot, view, [names[1]], answer="Return")
    assert "Nobody won" in view.message.text() and "winner collects" in view.message.text()
    bust(qtbot, view, [names[0]], names[3], answer="Return")
    press(qtbot, "Ctrl+Z")  # the hitman hands the bounty back: the table hears it
    assert view.message.text() == (
        f"Undone: {names[0]} out, busted by {names[3]}. {names[3]} hands back $5.00"
    )
    bust(qtbot, view, [names[0]], names[3], answer="Return")
    # The last bust says the winner's last sum too: their own head and the one nobody won.
    assert view.message.text() == (
        f"{names[0]} out. {names[3]} collects $5.00, {names[0]}'s bounty. "
        f"{names[3]} wins and collects $10.00: own head and the bounties nobody won"
    )


def test_the_big_screen_names_the_biggest_heads(qtbot, progressive_window) -> None:
    view, names = seated(qtbot, progressive_window, 6)
    key(qtbot, progressive_window, "Ctrl+Shift+B")
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    big.resize(1920, 1080)
    bust(qtbot, view, [names[0]], names[1], answer="Return")
    bust(qtbot, view, [names[2]], names[1], answer="Return")
    QApplication.processEvents()
    assert big.panel_titles["bounty"].text().startswith("Bounties")
    # $10 + $5 + $5 onto the hitman's head: the biggest, on one line.
    assert big.panels["bounty"].text() == f"{names[1]}  $20"
    value, title = big.panels["bounty"], big.panel_titles["bounty"]
    assert value.fits() and title.fits()
    # At the type size of the tiles beside it (two lines of heads shrank it to half).
    assert value.font().pixelSize() == big.panels["players"].font().pixelSize() >= 60


def test_the_close_hands_over_the_bounties_with_the_prize(qtbot, progressive_window) -> None:
    view, names = seated(qtbot, progressive_window, 4)
    winner = names[0]
    for name in names[3:0:-1]:
        bust(qtbot, view, [name], winner, answer="Return")
    asked: list[str] = []

    def close(dialog) -> None:
        asked.append(dialog.text())
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(qtbot, close)
    press(qtbot, "Ctrl+Shift+C")
    assert view.data is None, view.message.text()
    # $5 at each of three busts, then the winner's own head: $10 + 3 x $5.
    line = next(line for line in asked[0].splitlines() if line.strip().startswith(winner))
    assert "knockout bounties $40.00" in line and "hand over" in line
    shown = view.closed_cash.text.text()
    assert line.strip() in shown


def test_a_heads_up_bust_that_rebuys_names_no_winner(qtbot, tmp_path: Path) -> None:
    """Two left, one out and straight back in: nobody has won yet, whatever the seats say
    between the bust and the rebuy."""
    window = open_window(qtbot, knockout_league(tmp_path, {"kind": "fixed", "amount": "5"}))
    view, names = seated(qtbot, window, 2)
    bust(qtbot, view, [names[1]], names[0], answer="R")
    said = f"{names[1]} out and rebought. {names[0]} collects $5.00, {names[1]}'s bounty"
    assert view.message.text() == said
    bust(qtbot, view, [names[1]], names[0])  # the rebuy taken: out, and the night is won
    assert view.message.text() == (
        f"{names[1]} out. {names[0]} collects $5.00, {names[1]}'s bounty. "
        f"{names[0]} wins and collects $5.00: own head"
    )

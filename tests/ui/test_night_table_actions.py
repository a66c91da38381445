"""The Night screen's table actions by keyboard (SPEC 4.1/4.2): an absent arrival who then
turns up, an absent no-show's chips taken off, a player away too long forfeited, a dealer,
hand for hand, a same-hand bust decided by chips, two hitmen, and the table cards printed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from leaguemgr.services.night_service import NightService
from tests.night_league import make_night_league
from tests.ui import test_night_screen as screen
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_night_screen import arrive, bust, open_window, press, start_with, type_in

az_db = screen.az_db  # the fixtures of the Night screen's tests, here too
night_window = screen.night_window


@pytest.fixture
def absent_rules_db(tmp_path: Path) -> Path:
    """The AZ league whose season takes an absent unpaid player's chips off at level 2 and
    forfeits a player away 30 minutes."""
    night = {
        "one_table_max": 12,
        "card_draw": True,
        "redraw_at": [18, 10],
        "rebuy_until_level": 4,
        "absent_chips_removed_at_level": 2,
        "forfeit_after_minutes": 30,
    }
    return make_night_league(tmp_path / "az.sqlite", tmp_path, night=night)


def seated(qtbot, view, ids: list[str], *absent: str) -> None:
    """Everyone in ``ids`` arrives (those in ``absent`` with Alt+T), then Ctrl+D."""
    for player in ids:
        arrive(qtbot, view, view.names.name(player), *(["Alt+T"] if player in absent else []))
    press(qtbot, "Ctrl+D")


def test_an_absent_arrival_then_present(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 6)
    late = ids[2]
    name = view.names.name(late)
    seated(qtbot, view, ids, late)
    night = view.data.night
    assert late in night.absent and late in night.seats  # seated, chips on the table
    assert f"{name} (absent)" in [row[2] for row in view.seats.rows()]
    assert not view.arrivals.absent.isChecked()  # the toggle resets like the others
    assert name in view.panel.absent.text() and "not here yet" in view.panel.absent.text()
    assert "absent" in view.log.item(view.log.count() - 1 - 3).text()  # "… arrived (absent)"

    bust(qtbot, view, [name], answer="Return")  # an absent player plays no hand
    assert "Not done" in view.message.text() and "absent" in view.message.text()
    assert late in view.data.night.remaining
    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Ctrl+T")  # Ctrl+T: they are here
    assert late not in view.data.night.absent
    assert view.panel.absent.text() == "nobody"
    assert view.bust.name_field.text() == ""
    assert view.log.item(0).text() == f"{name} is here"
    assert name in [row[2] for row in view.seats.rows()]

    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Ctrl+T")  # the same key again: they left the table
    assert late in view.data.night.absent and "left" in view.panel.absent.text()
    press(qtbot, "Ctrl+Z")
    assert late not in view.data.night.absent


def test_an_absent_no_shows_chips_come_off_when_due(qtbot, absent_rules_db: Path) -> None:
    window = open_window(qtbot, absent_rules_db)
    view, ids = start_with(qtbot, window, 5)
    gone = ids[4]
    name = view.names.name(gone)
    arrive(qtbot, view, name, "Alt+U", "Alt+T")  # unpaid and absent
    for player in ids[:4]:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Ctrl+Shift+X")  # level 1: not due yet
    assert gone in view.data.night.absent and "Nothing is due" in view.message.text()
    press(qtbot, "Ctrl+Right")
    assert "chips off due" in view.panel.absent.text()
    press(qtbot, "Ctrl+Shift+X")  # the name is still typed
    night = view.data.night
    assert gone in night.removed and gone not in night.seats
    assert view.panel.absent.text() == "nobody"


def test_a_player_away_too_long_is_forfeited(qtbot, absent_rules_db: Path) -> None:
    window = open_window(qtbot, absent_rules_db)
    view, ids = start_with(qtbot, window, 4)
    now = [view.nights.now()]
    view.nights = NightService(window.context.service, random.Random(11), now=lambda: now[0])
    seated(qtbot, view, ids)
    leaving = view.data.night.remaining[0]
    name = view.names.name(leaving)
    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Ctrl+T")  # seated and here: they leave the table
    assert leaving in view.data.night.absent
    now[0] += 31 * 60  # half an hour later, by the injected clock
    view.refresh()
    assert "forfeit due" in view.panel.absent.text() and "31 min" in view.panel.absent.text()
    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Ctrl+Shift+X")
    night = view.data.night
    assert leaving not in night.remaining and leaving not in night.absent
    assert view.busts.rows()[0][:2] == (4, name)  # out, with the last place so far
    assert view.log.item(0).text() == f"{name} forfeited"


def test_a_dealer_is_recorded_by_name_then_f_or_h(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    seated(qtbot, view, ids[:3])
    dealer = view.names.name(ids[3])  # not playing: typed where arrivals are
    view.arrivals.field.setFocus()
    type_in(qtbot, dealer, view.arrivals.field)
    press(qtbot, "Ctrl+L")
    assert "F = a full game" in view.message.text()
    press(qtbot, "H")
    assert view.data.night.dealers == ((ids[3], "half"),)
    assert view.panel.dealers.text() == f"{dealer} (half)"
    assert view.arrivals.field.text() == ""  # the H answered, it was not typed
    type_in(qtbot, dealer, view.arrivals.field)
    press(qtbot, "Ctrl+L")
    press(qtbot, "F")
    assert view.data.night.dealers == ((ids[3], "full"),)
    type_in(qtbot, dealer, view.arrivals.field)
    press(qtbot, "Ctrl+L")
    press(qtbot, "Escape")  # no answer: nothing recorded, the name stays typed
    assert "No dealer recorded" in view.message.text()
    assert view.arrivals.field.text() == dealer


def test_hand_for_hand_on_and_off(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    seated(qtbot, view, ids)
    assert not view.panel.hand_for_hand.isVisible()
    press(qtbot, "Ctrl+H")
    assert view.data.night.hand_for_hand
    assert view.panel.hand_for_hand.isVisible()
    assert view.log.item(0).text() == "Hand for hand: on"
    press(qtbot, "Ctrl+H")
    assert not view.data.night.hand_for_hand and not view.panel.hand_for_hand.isVisible()


def test_a_same_hand_bust_at_one_table_ranks_by_chips(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 8)
    seated(qtbot, view, ids)
    for _ in range(5):  # past AZ's rebuy period: no rebuy question for each of them
        press(qtbot, "Ctrl+Right")
    night = view.data.night
    table = night.seats[night.remaining[0]][0]
    three = [p for p in night.remaining if night.seats[p][0] == table][:3]
    hitman = next(p for p in night.remaining if p not in three)
    names = [view.names.name(p) for p in three]
    # 8 left: places 6-8 go to these three; fewest chips lowest, equal chips share.
    bust(qtbot, view, names, view.names.name(hitman), chips=[500, 1200, 500])
    rows = view.busts.rows()
    assert [row[:2] for row in rows] == [(6, names[1]), (7, view.names.names([three[0], three[2]]))]
    assert "(chips 500, 1,200, 500)" in view.log.item(0).text()


def test_a_bust_with_two_hitmen(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 5)
    seated(qtbot, view, ids)
    out, first, second = view.data.night.remaining[:3]
    names = view.names
    bust(qtbot, view, [names.name(out)], [names.name(first), names.name(second)], answer="Return")
    row = view.busts.rows()[0]
    assert row[:3] == (5, names.name(out), names.names([first, second]))
    assert view.data.night.busts[-1].by == (first, second)


def test_the_table_cards_print_from_the_keyboard(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 14)
    seated(qtbot, view, ids)
    titles: list[str] = []

    def look(dialog) -> None:
        titles.append(dialog.windowTitle())
        dialog.reject()

    when_dialog_opens(qtbot, look)
    press(qtbot, "Ctrl+Shift+T")
    assert titles == ["Table cards"]
    document = view.actions.seating_document(cards=True)
    text = document.toPlainText()
    assert text.count("Table ") == 2
    menu = view.print_button.menu()
    assert [a.text() for a in menu.actions()] == ["Seating chart…", "Table cards…"]

"""What the Night screen says, as a newcomer reads it at the keyboard (issue 40 item 9): a
key pressed with nothing typed, a problem said once the name was taken, one word for the
seating, bounties of two heads, the level put on the clock, the add-ons taken, and the
night ready to close after the last bust."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from leaguemgr.domain.night.bounty_words import collections_said
from leaguemgr.ui.night.busts_model import BustColumn
from leaguemgr.ui.night.clock_text import blinds_text
from tests.ui.test_night_knockouts import knockout_league, seated
from tests.ui.test_night_screen import az_db, bust, night_window, open_window, press, type_in

__all__ = ["az_db", "night_window"]


def test_ctrl_r_with_nothing_typed_says_what_to_do_or_takes_the_picked_player(
    qtbot, night_window
) -> None:
    view, _names = seated(qtbot, night_window, 4)
    view.arrivals.field.setFocus()  # the newcomer is still at the arrivals
    press(qtbot, "Ctrl+R")
    said = view.message.text()
    assert "''" not in said and "not one of the players" not in said
    assert said == (
        "A rebuy: type the player's name in the bust field (Alt+B) or pick them in the "
        "seating (Alt+I, arrows), then Ctrl+R"
    )
    assert view.data.night.rebuys == {}

    # A player picked in the seating, the focus back in the empty bust field: Ctrl+R
    # rebuys that player.
    view.seats_view.selectRow(1)
    picked = view.seats.player_at(1)
    view.bust.name_field.setFocus()
    press(qtbot, "Ctrl+R")
    assert view.data.night.rebuys == {picked: 1}
    assert view.message.text() == f"{view.names.name(picked)} rebought"


def test_a_name_problem_goes_once_the_name_is_taken(qtbot, night_window) -> None:
    view, names = seated(qtbot, night_window, 14)
    # A piece of two shown names: the bust field says it matches two.
    piece = next(
        text
        for name in names
        for text in (name[i : i + 2] for i in range(len(name) - 1))
        if sum(text.casefold() in n.casefold() for n in names) == 2
    )
    type_in(qtbot, piece, view.bust.name_field)
    press(qtbot, "Return")
    assert view.message.text().startswith(f"2 players match '{piece}'")
    view.bust.name_field.clear()
    chosen = next(n for n in names if piece.casefold() in n.casefold())
    type_in(qtbot, chosen, view.bust.name_field)
    press(qtbot, "Return")
    # The next question is asked ("Busted by?") under no word of the match any more.
    assert QApplication.focusWidget() is view.bust.by_field
    assert "match" not in view.message.text()
    assert view.bust.pending_label.text() == f"Out in this hand: {chosen}"


def test_the_draw_sends_everyone_to_the_seating_by_its_heading(qtbot, night_window) -> None:
    view, _names = seated(qtbot, night_window, 14)
    said = view.panel.moves.text()
    assert said == "the draw: everyone to the seat listed under Seating"
    headings = [label.text().replace("&", "") for label in view.findChildren(QLabel)]
    assert any(text.startswith("Seating (") for text in headings)  # the word it names


def test_the_level_put_on_the_clock_is_named_in_the_log(qtbot, night_window) -> None:
    view, _names = seated(qtbot, night_window, 4)
    structure = view.data.night.structure
    levels = structure.levels
    press(qtbot, "Ctrl+Right")
    second = f"Level 2 ({blinds_text(levels[1], structure.game)}) on the clock"
    assert view.log.item(0).text() == second
    assert view.message.text() == second
    press(qtbot, "Ctrl+Left")
    first = f"Level 1 ({blinds_text(levels[0], structure.game)}) on the clock"
    assert [view.log.item(i).text() for i in range(2)] == [first, second]


def test_the_panel_counts_the_add_ons_and_the_last_bust_says_ready_to_close(
    qtbot, night_window
) -> None:
    view, names = seated(qtbot, night_window, 3)
    assert view.panel.rebuys.text() == "0 taken, 0 add-ons; period open to the end of level 4"
    type_in(qtbot, names[0], view.bust.name_field)
    press(qtbot, "Ctrl+Shift+A")
    assert view.panel.rebuys.text() == "0 taken, 1 add-on; period open to the end of level 4"
    left = view.data.night.remaining
    by_name = view.names.name
    bust(qtbot, view, [by_name(left[2])], by_name(left[0]), answer="Return")
    assert view.bust.place_label.text() == "Next out: 2nd"
    assert not view.bust.pending_label.isVisibleTo(view)
    bust(qtbot, view, [by_name(left[1])], by_name(left[0]), answer="Return")
    winner = by_name(view.data.night.remaining[0])
    assert view.bust.place_label.text() == ""  # no "Next out: 1st"
    assert view.bust.pending_label.text() == (
        f"{winner} wins: the night is ready to close (Ctrl+Shift+C)"
    )
    assert view.bust.pending_label.isVisibleTo(view)
    press(qtbot, "Ctrl+Z")  # the last bust undone: two left, nothing to close yet
    assert view.bust.place_label.text() == "Next out: 2nd"
    assert "ready to close" not in view.bust.pending_label.text()


def test_two_heads_in_one_hand_are_said_as_two_bounties(qtbot, tmp_path) -> None:
    window = open_window(qtbot, knockout_league(tmp_path, {"kind": "fixed", "amount": "5"}))
    view, _names = seated(qtbot, window, 6)
    first, second, hitman = view.data.night.remaining[:3]
    name = view.names.name
    # Two players out in one hand at one table: the chips they began it with are asked.
    bust(qtbot, view, [name(first), name(second)], name(hitman), answer=["Return"] * 2,
         chips=[800, 500])  # fmt: skip
    assert view.message.text() == (
        f"{name(first)} and {name(second)} out. {name(hitman)} collects $10.00, "
        f"{name(first)}'s and {name(second)}'s bounties"
    )


def test_every_case_of_a_bust_s_bounties_reads_as_a_person_says_it() -> None:
    assert collections_said([("Hal", "$5.00")], ["Ann"]) == "Hal collects $5.00, Ann's bounty"
    assert collections_said([("Hal", "$10.00")], ["Jake Jones", "Alice Ames"]) == (
        "Hal collects $10.00, Jake Jones's and Alice Ames's bounties"
    )
    assert collections_said([("Jake Jones", "$2.50"), ("Alice Ames", "$2.50")], ["Eve"]) == (
        "Jake Jones and Alice Ames collect $2.50 each, Eve's bounty"
    )
    assert collections_said([("Ann", "$2.51"), ("Bob", "$2.50")], ["Dan", "Eve"]) == (
        "Ann collects $2.51 and Bob $2.50, Dan's and Eve's bounties"
    )
    assert collections_said([("A", "$3"), ("B", "$1"), ("C", "$1")], ["D"]) == (
        "A collects $3, B $1 and C $1, D's bounty"
    )
    assert collections_said([], ["Dan"]) == "Nobody won Dan's bounty: the winner collects it"
    assert collections_said([], ["Dan", "Eve", "Fay"]) == (
        "Nobody won Dan's, Eve's and Fay's bounties: the winner collects them"
    )


def test_a_hand_won_by_two_hitmen_shows_both_names_at_1024x600(qtbot, night_window) -> None:
    view, _names = seated(qtbot, night_window, 14)
    night_window.resize(1024, 600)
    out, first, second = view.data.night.remaining[:3]
    name = view.names.name
    bust(qtbot, view, [name(out)], [name(first), name(second)], answer="Return")
    QApplication.processEvents()
    table = view.busts_view
    row = table.model().index(0, BustColumn.BY)
    assert row.data() == f"{name(first)}, {name(second)}"
    # The whole text fits its cell: nothing is cut off ("Ann A0, Bob …").
    needed = table.fontMetrics().horizontalAdvance(row.data())
    assert table.visualRect(row).width() >= needed + 6
    out_cell = table.model().index(0, BustColumn.PLAYER)
    assert table.visualRect(out_cell).width() >= table.fontMetrics().horizontalAdvance(name(out))

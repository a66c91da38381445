"""The Night screen's log names the director who took an action from their page (SPEC 11):
the organizer at the laptop sees who busted whom from the floor."""

from __future__ import annotations

from tests.ui.test_night_knockouts import seated
from tests.ui.test_night_screen import EVENT, SEASON, az_db, night_window

__all__ = ["az_db", "night_window"]


def test_an_action_from_a_directors_page_names_the_director_in_the_log(qtbot, night_window) -> None:
    view, names = seated(qtbot, night_window, 4)
    out = view.nights.player_id(names[0])
    view.nights.acting_as("Ann Lee").bust(SEASON, EVENT, [out])
    view.refresh()
    assert view.log.item(0).text() == f"{names[0]} out — from Ann Lee's phone"
    assert view.log.item(1).text() == "Seats drawn (4 players)"  # the screen's own: no name

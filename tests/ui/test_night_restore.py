"""After a restart during a night the phone page is served again at the same address and
the big screen opens again, as they were (issue 31, item 7)."""

from __future__ import annotations

import urllib.request

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.ui.test_night_screen import az_db, open_window
from tests.ui.test_phones_dialog import free_port
from tests.ui.test_phones_dialog import get as get_page

__all__ = ["az_db"]


def running_night(path) -> None:
    service = LeagueService.open(path)
    NightService(service).start("2026", 12)
    service.close()


def big_screen(window):
    night = window.screens["night"]
    return night.clock.big_screen


def test_the_phone_page_and_big_screen_come_back_after_a_restart(qtbot, az_db) -> None:
    running_night(az_db)
    first = open_window(qtbot, az_db)
    assert first.phones.start("127.0.0.1", free_port()) is None
    address = first.phones.url
    first.clock_actions.big_screen.trigger()
    assert big_screen(first).isVisible()
    first.close()  # the app quits (or is killed) mid-night
    try:
        urllib.request.urlopen(address, timeout=1)
        raise AssertionError("the first app's page is still served")
    except OSError:
        pass

    again = open_window(qtbot, az_db)
    assert again.phones.url == address  # the same port and token: no one scans again
    assert b"<html" in get_page(address).lower()
    assert big_screen(again) is not None and big_screen(again).isVisible()
    again.phones.stop()


def test_what_the_director_switched_off_stays_off(qtbot, az_db) -> None:
    running_night(az_db)
    first = open_window(qtbot, az_db)
    first.phones.start("127.0.0.1", free_port())
    first.phones.stop()
    first.phones.turned_off.emit()  # the dialog's switch
    first.clock_actions.big_screen.trigger()
    big_screen(first).close()
    first.close()
    again = open_window(qtbot, az_db)
    assert again.phones.server is None
    assert big_screen(again) is None or not big_screen(again).isVisible()

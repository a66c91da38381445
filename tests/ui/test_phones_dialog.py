"""Night ▸ Players' Phones…: off until switched on, the address to read out, a new token each
time, a clear word when the port is taken, and nothing served once off or the league closed."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest
from PySide6.QtGui import QGuiApplication

from leaguemgr.services.night_service import NightService
from leaguemgr.ui import settings
from leaguemgr.ui.night.phones_dialog import LOOPBACK, PhonesDialog, local_addresses
from leaguemgr.ui.night.phones_publisher import PhonesPublisher

ADDRESSES = [(LOOPBACK, f"{LOOPBACK} (this computer only)")]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.read()


@pytest.fixture
def publisher(context):
    publisher = PhonesPublisher(lambda: context)
    yield publisher
    publisher.stop()


@pytest.fixture
def dialog(qtbot, publisher):
    dialog = PhonesDialog(publisher, addresses=ADDRESSES)
    qtbot.addWidget(dialog)
    dialog.port.setValue(free_port())
    dialog.show()
    return dialog


def test_it_is_off_until_switched_on_and_shows_the_address_to_read_out(dialog, context) -> None:
    assert not dialog.switch.isChecked() and dialog.url.isHidden()
    assert dialog.message.text() == "The page is off."
    assert not dialog.copy_button.isEnabled()
    dialog.switch.click()
    url = dialog.url.text()
    token = dialog.publisher.server.token
    assert url == f"http://127.0.0.1:{dialog.port.value()}/{token}/"
    assert not dialog.address.isEnabled() and not dialog.port.isEnabled()
    assert context.service.league_name() in get(url).decode()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == url
    assert settings.phones_choice(0) == (LOOPBACK, dialog.port.value())

    dialog.switch.click()
    assert dialog.url.isHidden() and dialog.publisher.server is None
    with pytest.raises(urllib.error.URLError):
        get(url)


def test_each_switch_on_makes_a_new_token(dialog) -> None:
    dialog.switch.click()
    first = dialog.url.text()
    dialog.switch.click()
    dialog.switch.click()
    assert dialog.url.text() != first
    with pytest.raises(urllib.error.HTTPError) as refused:
        get(first)
    assert refused.value.code == 404


def test_a_port_in_use_is_said_in_the_dialog(dialog) -> None:
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        dialog.port.setValue(taken.getsockname()[1])
        dialog.switch.click()
    assert not dialog.switch.isChecked() and dialog.publisher.server is None
    assert "already in use" in dialog.message.text()
    assert dialog.isVisible() and dialog.address.isEnabled()


def test_the_phones_follow_the_night_as_it_starts(dialog, context) -> None:
    dialog.switch.click()
    status = dialog.url.text() + "status.json"
    assert json.loads(get(status))["night"] is None
    change = NightService(context.service).start(context.season, 12)
    context.announce(change)
    night = json.loads(get(status))["night"]
    assert night["event"].startswith("Event 12")
    assert night["clock"]["level"] == 1


def test_this_computer_is_always_offered_first() -> None:
    assert local_addresses()[0][0] == LOOPBACK


def test_the_night_menu_opens_it_and_closing_the_league_stops_the_page(qtbot, window) -> None:
    titles = [a.text() for menu in window.menuBar().actions() for a in menu.menu().actions()]
    assert "Players' &Phones…" in titles
    dialog = window.show_phones()
    dialog.port.setValue(free_port())
    dialog.address.setCurrentIndex(0)
    dialog.switch.click()
    url = dialog.url.text()
    assert get(url)
    window.close_league()
    assert window.phones.server is None and dialog.url.isHidden()
    with pytest.raises(urllib.error.URLError):
        get(url)

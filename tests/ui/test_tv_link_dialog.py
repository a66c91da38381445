"""Night ▸ TV by Link…: with the phone page off it says so and starts it (the TV's page is
served with it); then the TV's address, its QR code, a Copy button, and a page that shows
the night as it starts."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from leaguemgr.services.night_service import NightService
from leaguemgr.ui import settings
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.night.tv_link_dialog import OFF, THIS_COMPUTER_ONLY, TvLinkDialog
from tests.ui.test_phones_dialog import ADDRESSES, LOOPBACK, free_port, get


@pytest.fixture
def publisher(context):
    publisher = PhonesPublisher(lambda: context)
    yield publisher
    publisher.stop()


def test_it_starts_the_phone_page_and_shows_the_tvs_address(qtbot, publisher, context) -> None:
    port = free_port()
    settings.remember_phones_choice(LOOPBACK, port)
    dialog = TvLinkDialog(publisher, addresses=ADDRESSES)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.message.text() == OFF
    assert dialog.url.isHidden() and dialog.qr.isHidden() and dialog.copy_button.isHidden()

    dialog.start_button.click()
    token = publisher.server.token
    url = f"http://127.0.0.1:{port}/tv/{token}"
    assert dialog.url.text() == url and dialog.qr.toolTip() == url
    assert dialog.start_button.isHidden() and dialog.message.text() == THIS_COMPUTER_ONLY
    assert "Event 11 · Result" in get(url).decode()  # the last night played, closed
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == url

    change = NightService(context.service).start(context.season, 12)
    context.announce(change)
    assert "Event 12 · Level 1" in get(url).decode()

    publisher.stop()  # from the phones dialog, say: this one follows
    assert dialog.url.isHidden() and not dialog.start_button.isHidden()


def test_a_port_in_use_is_said_in_the_dialog(qtbot, publisher, context) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        settings.remember_phones_choice(LOOPBACK, taken.getsockname()[1])
        dialog = TvLinkDialog(publisher, addresses=ADDRESSES)
        qtbot.addWidget(dialog)
        dialog.start_button.click()
    assert publisher.server is None and "already in use" in dialog.message.text()


def test_the_night_menu_offers_it_beside_the_phones(qtbot, window) -> None:
    night = next(m.menu() for m in window.menuBar().actions() if m.text() == "Ni&ght")
    titles = [a.text() for a in night.actions()]
    assert titles.index("TV by Lin&k…") == titles.index("Players' &Phones…") + 1
    assert window.show_tv_link() is window.show_tv_link()

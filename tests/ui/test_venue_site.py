"""The app serves the league's whole web application on the venue's network (SPEC 10):
beside the night's phone page, the standings and each player's own page, where an answer
given on a phone reaches the app's going list within 2 seconds; a wrong link is a 404; a
read-only league serves the phone page alone."""

from __future__ import annotations

import html
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest

from leaguemgr.cli import main as cli_main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.coming_answers import PLAYER
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.phones_dialog import PhonesDialog
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_going_list import rsvp_db
from tests.ui.test_night_screen import open_window, press
from tests.ui.test_phones_dialog import ADDRESSES, free_port
from tests.web.test_player_page import ask, form_of


@pytest.fixture
def venue_league(league_target: str, tmp_path: Path) -> str:
    """The RSVP league (event 12: 2 seats, p01 and p02 going, p07 waiting) in a file or on
    the test's PostgreSQL server."""
    db = rsvp_db(tmp_path)
    if league_target.startswith("postgresql"):
        assert cli_main(["copy", str(db), league_target]) == 0
        return league_target
    return str(db)


def serving(qtbot, db: Path | str):
    window = open_window(qtbot, db)
    assert window.phones.start("127.0.0.1", free_port()) is None
    return window, window.phones.venue_base


def test_an_answer_on_the_apps_server_reaches_the_going_list(qtbot, venue_league: str) -> None:
    window, base = serving(qtbot, venue_league)
    try:
        service = window.context.service
        token = player_links.issue_links(service, ["p01"])["p01"]
        press(qtbot, "Ctrl+Shift+Y")
        going = window.coming_dialog.lists["going"]
        names = Names(service.league.players)

        # Each line is a name and the time of the answer; the list says whose it is.
        def players(shown) -> list[str]:
            return [shown.item(i).data(PLAYER) for i in range(shown.count())]

        assert players(going) == ["p01", "p02"]
        assert going.item(0).text().startswith(f"{names.name('p01')} · ")

        status, _headers, page = ask(f"{base}/p/{token}")
        assert status == 200 and "Event 12" in page
        answer = urlencode({"event": 12, "form": form_of(page), "answer": "no"}).encode()
        status, headers, _body = ask(f"{base}/p/{token}", answer)
        assert status == 303 and headers["Location"] == f"/p/{token}"
        answered = time.monotonic()

        # p01 said no: the first on the waitlist is going, in the app, within 2 s.
        qtbot.waitUntil(lambda: players(going) == ["p02", "p07"], timeout=2000)
        assert time.monotonic() - answered < 2
        assert "p01" in players(window.coming_dialog.lists["declined"])
        # The phone page of the night is served beside it, and the standings at the root.
        assert ask(window.phones.url)[0] == 200
        status, _headers, front = ask(f"{base}/")
        assert status == 200 and service.league_name() in front
    finally:
        window.phones.stop()


def test_a_wrong_or_reissued_link_is_a_404_on_the_apps_server(qtbot, tmp_path: Path) -> None:
    window, base = serving(qtbot, rsvp_db(tmp_path))
    try:
        service = window.context.service
        old = player_links.issue_links(service, ["p01"])["p01"]
        assert ask(f"{base}/p/{old}")[0] == 200
        player_links.issue_links(service, ["p01"], reissue=True)
        assert ask(f"{base}/p/{old}")[0] == 404  # ended at once, on the app's server too
        status, headers, body = ask(f"{base}/p/{'A' * 22}")
        # The site's own error page, the same whatever the wrong path held.
        assert status == 404 and "<title>Page not found</title>" in body
        assert body == ask(f"{base}/p/{'B' * 22}")[2]
        assert headers["Content-Security-Policy"].startswith("default-src 'none'")
        assert headers["X-Frame-Options"] == "DENY"
        assert ask(f"{base}/{'A' * 22}/")[0] == 404  # a wrong phone token too
        assert ask(window.phones.url, b"x=1")[0] == 405  # the phone page is only looked at
    finally:
        window.phones.stop()
    assert window.phones.venue_base == ""


def test_the_link_dialog_offers_the_venue_address_while_the_app_serves(
    qtbot, tmp_path: Path
) -> None:
    window, base = serving(qtbot, rsvp_db(tmp_path))
    try:
        screen = window.show_screen("players")
        player = window.context.service.league.players[0]
        assert screen.select_player(player.id)
        screen.table.setFocus()
        seen = {}

        def use(dialog) -> None:
            seen["public"] = dialog.url
            seen["choices"] = dialog.where.count()
            dialog.where.setCurrentIndex(1)
            seen["venue"] = dialog.url
            dialog.reject()

        dialogs = when_dialog_opens(qtbot, use)
        press(qtbot, "Ctrl+L")
        assert dialogs, "Ctrl+L did not open the link"
        token = player_links.current_tokens(window.context.service)[player.id]
        assert seen["choices"] == 2
        assert seen["public"] == f"http://127.0.0.1:8000/p/{token}"
        assert seen["venue"] == f"{base}/p/{token}"
        status, _headers, page = ask(seen["venue"])
        assert status == 200 and html.escape(player.name) in page
    finally:
        window.phones.stop()


def test_a_read_only_league_serves_the_phone_page_alone_and_says_so(qtbot, tmp_path: Path) -> None:
    service = LeagueService.open(rsvp_db(tmp_path), read_only=True)
    context = LeagueContext(service)
    publisher = PhonesPublisher(lambda: context)
    dialog = PhonesDialog(publisher, addresses=ADDRESSES)
    qtbot.addWidget(dialog)
    dialog.port.setValue(free_port())
    try:
        dialog.switch.click()
        assert publisher.server is not None and publisher.venue_base == ""
        assert ask(publisher.url)[0] == 200
        assert ask(f"{publisher.server.base}/")[0] == 404
        assert "read-only: the players' own pages are not served" in dialog.message.text()
    finally:
        publisher.stop()
        service.close()

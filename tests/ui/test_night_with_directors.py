"""Issue #42's "done when", through the real window: a knockout night played half at the
Night screen by its keys and half from two directors' pages served by the app's own
Players' Phones, interleaved (both directors at once, too). Each director's action shows
on the Night screen within a second, its log line names the director, the window keeps
answering while a director's request is in flight, and the closed night books as the
same night played at the Night screen's service alone."""

from __future__ import annotations

import http.client
import random
import threading
import time
import urllib.parse
from pathlib import Path

from PySide6.QtCore import QTimer

from leaguemgr.services import night_directors
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.night.night_view import NightView
from tests.acceptance.test_night_from_directors_pages import IDS, NIGHT, closed_books, screen_acts
from tests.ui.test_night_screen import arrive, open_night, open_window, press, type_in
from tests.web.director_league import SEASON, SEATED, knockout_league, notice_of, post, seated_night
from tests.web.test_player_page import ask, form_of

SHOWN_WITHIN_MS = 1000  # SPEC 11; the app reads the league as its server stores an action
# The acceptance test's night, but Bob moves the clock on while Ann busts Eve: the two
# directors at the same moment (which lands first changes nothing in the books).
TOGETHER = (4, 5)
WHO = [("Bob" if step == 4 else who) for step, (who, *_rest) in enumerate(NIGHT)]


def alone_books(folder: Path):
    """The acceptance test's night played at the Night screen's service alone, closed."""
    db = knockout_league(folder)
    seated_night(db, directors=())
    service = LeagueService.open(db)
    nights = NightService(service, random.Random(5))
    for _who, action, player, by in NIGHT:
        screen_acts(nights, action, player, by)
    service.close()
    return closed_books(db)


def screen_plays(qtbot, view: NightView, action: str, player: str, by: list[str]) -> None:
    """The step at the Night screen by its keys: a bust typed with its hitmen (a rebuy
    offered is declined: Enter = out), a rebuy typed in the bust field then Ctrl+R."""
    name = view.names.name(IDS.get(player, player))
    if action == "rebuy":
        type_in(qtbot, name, view.bust.name_field)
        press(qtbot, "Ctrl+R")
        assert view.log.item(0).text() == f"{name} rebought"
        return
    assert action == "bust"
    type_in(qtbot, name, view.bust.name_field)
    press(qtbot, "Return")
    for index, hitman in enumerate(by):
        type_in(qtbot, view.names.name(IDS.get(hitman, hitman)), view.bust.by_field)
        press(qtbot, "Ctrl+Return" if index < len(by) - 1 else "Return")
    if view.bust.asking_rebuy:
        press(qtbot, "Return")
    assert not view.bust.asking_rebuy and view.log.item(0).text().startswith(name)


def seat_at_the_screen(qtbot, view: NightView) -> None:
    """Start the night, everyone on time (Alt+O), the draw (Ctrl+D), the clock started."""
    view.nights = NightService(view.context.service, random.Random(5))
    press(qtbot, "Ctrl+Shift+S")
    for player in SEATED:
        arrive(qtbot, view, view.names.name(player), "Alt+O")
    press(qtbot, "Ctrl+D")
    assert len(view.data.night.seats) == len(SEATED)
    view.clock.toggle()
    assert view.nights.clock(SEASON, 12).started


class DirectorPost(threading.Thread):
    """A director's action posted from their page (read first for its form), the time of
    its 303 kept. ``hold``: the body is sent in two halves, the second once it is set."""

    def __init__(self, url: str, action: str, player: str, by: list[str], hold=None):
        super().__init__(daemon=True)
        self.url, self.action, self.player, self.by, self.hold = url, action, player, by, hold
        self.answered_at = 0.0
        self.status = 0
        self.said = ""

    def run(self) -> None:
        fields = {"player": self.player, "by": self.by} if self.player else {}
        if self.hold is None:
            self.status, headers, _body = post(self.url, self.action, **fields)
        else:
            self.status, headers = self._post_slowly(fields)
        self.answered_at = time.monotonic()
        if self.status == 303:
            base = self.url.split("/d/")[0]
            self.said = notice_of(ask(base + headers["Location"])[2])

    def _post_slowly(self, fields) -> tuple[int, dict]:
        page = ask(self.url)[2]
        pairs = [("form", form_of(page)), ("action", self.action)]
        pairs += [(name, one) for name, values in fields.items() for one in _listed(values)]
        body = urllib.parse.urlencode(pairs).encode()
        parts = urllib.parse.urlsplit(self.url)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
        connection.putrequest("POST", parts.path)
        connection.putheader("Content-Type", "application/x-www-form-urlencoded")
        connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body[: len(body) // 2])
        self.hold.wait(10)
        connection.send(body[len(body) // 2 :])
        response = connection.getresponse()
        answer = response.status, response.headers
        connection.close()
        return answer


def _listed(value: str | list[str]) -> list[str]:
    return value if isinstance(value, list) else [value]


def test_half_a_night_from_two_directors_pages_shows_at_once_and_books_as_one(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot, Path(knockout_league(tmp_path / "shared")))
    view = open_night(qtbot, window)
    seat_at_the_screen(qtbot, view)
    assert window.phones.start("127.0.0.1", 0) is None  # Players' Phones switched on
    try:
        service, base = window.context.service, window.phones.server.base
        links = {
            name: f"{base}/d/{night_directors.add_director(service, SEASON, 12, name).token}"
            for name in ("Ann", "Bob")
        }
        ticks = []
        heartbeat = QTimer()
        heartbeat.timeout.connect(lambda: ticks.append(time.monotonic()))
        heartbeat.start(20)
        waits, said = [], {}
        step = 0
        while step < len(NIGHT):
            who, action, player, by = WHO[step], *NIGHT[step][1:]
            if who == "screen":
                screen_plays(qtbot, view, action, player, by)
                step += 1
                continue
            steps = list(TOGETHER) if step == TOGETHER[0] else [step]
            logged = len(view.data.log) + len(steps)
            hold = threading.Event() if step == 0 else None
            posts = [
                DirectorPost(links[WHO[s]], *NIGHT[s][1:], hold=hold if s == step else None)
                for s in steps
            ]
            for each in posts:
                each.start()
            if hold is not None:
                # Half the request sent, the server waiting for the rest: the window ticks on.
                before = len(ticks)
                qtbot.waitUntil(lambda before=before: len(ticks) >= before + 3, timeout=2000)
                hold.set()
            qtbot.waitUntil(lambda posts=posts: all(p.answered_at for p in posts), timeout=5000)
            assert [p.status for p in posts] == [303] * len(posts)
            answered = max(p.answered_at for p in posts)
            qtbot.waitUntil(lambda n=logged: len(view.data.log) == n, timeout=SHOWN_WITHIN_MS)
            waits.append(time.monotonic() - answered)
            names = {f"— from {WHO[s]}'s phone" for s in steps}
            shown = {view.log.item(i).text() for i in range(len(steps))}
            assert {n for n in names if any(t.endswith(n) for t in shown)} == names, shown
            for each in posts:
                each.join(10)  # the page it was sent back to, read
            said |= {s: p.said for s, p in zip(steps, posts, strict=True)}
            step += len(steps)
        heartbeat.stop()
    finally:
        window.phones.stop()
    print("director action to Night screen (s):", [round(w, 3) for w in waits])
    assert said[0] == "Hal A7 out in 8th, Bob A1 collects $5.00, Hal A7's bounty"
    assert said[9].startswith("Ivy A8 out in 2nd, Hal A7 collects ")
    assert view.panel.left.text().startswith("1 of 8")

    assert closed_books(str(window.context.service.path)) == alone_books(tmp_path / "alone")


def test_a_directors_action_is_read_when_the_apps_server_stores_it_not_a_poll_later(
    qtbot, tmp_path: Path
) -> None:
    db = knockout_league(tmp_path / "league")
    tokens = seated_night(db, directors=("Ann",))
    window = open_window(qtbot, Path(db))
    view = open_night(qtbot, window)
    window.change_watcher.timer.stop()  # no poll: only the server's word reads the league
    assert window.phones.start("127.0.0.1", 0) is None
    try:
        url = f"{window.phones.server.base}/d/{tokens['Ann']}"
        heard = []
        window.phones.director_acted.connect(lambda _stored: heard.append(True))
        assert post(url, "start")[0] == 409  # the clock has started: refused, nothing stored
        with qtbot.waitSignal(window.phones.director_acted, timeout=SHOWN_WITHIN_MS):
            poster = DirectorPost(url, "bust", "Hal A7", ["Bob A1"])
            poster.start()
        qtbot.waitUntil(lambda: "Hal A7" in view.log.item(0).text(), timeout=SHOWN_WITHIN_MS)
        assert view.log.item(0).text().endswith("— from Ann's phone")
        poster.join(10)
        assert poster.status == 303 and len(heard) == 1
    finally:
        window.phones.stop()

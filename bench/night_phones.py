"""The large league's night run from phones (issue #42): two directors' pages, the TV by a
link and 30 players' phones on the app's night server, for a minute.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/night_phones.py [--seconds 60] [--phones 30]

The league is generated (``bench/generate_league.py``, large: 800 players) and imported into a
temporary file; its next night is started, 60 players arrive on time and are seated, the
clock runs, and two directors (Ann, Bob) get their links. Then the app as it runs that night:
the main window offscreen with the Night screen shown, and Night > Players' Phones switched
on (``MainWindow.phones``: the ``PhonesPublisher``'s ``PhoneServer`` with a ``LeagueSite`` on
a connection of its own; the snapshot it serves is built from the Night screen's night, and
the window reads the directors' writes through its change watcher, as with any other
program's). Its event loop runs on the main thread; the clients are threads of the same
process, each on a loopback address of its own (two phones are two addresses: the page's
limit of actions a minute is per address):

- ``--phones`` phones ask for the phone page once, then its ``status.json`` every 3 s (as the
  page's script does), their starts spread over the 3 s;
- the TV asks for ``/tv/TOKEN`` once, then ``/tv/TOKEN/state.json`` every half second (as
  the page's script does);
- each director reads their page ``/d/TOKEN`` (its form token, as a phone does) and posts an
  action every second, half a second apart from the other, reading the page the 303 leads
  to (the next form token) as the browser does. Ann busts a player with a hitman and rebuys
  them in turn; Bob pauses the clock, busts, resumes, rebuys, moves a level on and back
  (back, so that the rebuy period stays open the whole minute).

Measured: each action's POST until its 303 (p50/p99); from the 303 until the action shows in
the TV's ``state.json`` (the TV's answer is matched to the snapshot published with the same
texts) and in the app's own view of the night (the Night screen's night, sampled every 10 ms
on the GUI thread); the requests that failed (any status but 200, or 303 for an action); and
at the end, from the league file, that every action answered 303 is in the night's log under
its director, in the order posted (none lost, none twice). Figures, not a timed test.
"""

from __future__ import annotations

import argparse
import html
import http.client
import json
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.generate_league import SIZES, generate_league

FIELD = 60
PHONE_POLL_S = 3.0  # the phone page's script (services/phone_page: the page's timer)
TV_POLL_S = 0.5  # web/tv_page.POLL_MS
ACTION_EVERY_S = 1.0
SETTLE_S = 10.0  # after the last action: time for it to reach the TV and the window
SAMPLE_MS = 10
SLACK_S = 0.05  # a snapshot is published a moment before its time is taken
TIME_DEPENDENT = {"t-tod", "t-time", "t-breaks"}
"""The TV's texts that change with the clock alone: left out when matching an answer to the
snapshot it came from."""
DIRECTORS = ("Ann", "Bob")
ANN_CYCLE = ("bust", "rebuy")
BOB_CYCLE = ("pause", "bust", "resume", "rebuy", "level-next", "level-prev")


@dataclass
class Posted:
    """One director's action as the bench saw it."""

    director: str
    action: str
    status: int = 0
    took: float = 0.0  # the POST until its answer, seconds
    answered: float = 0.0  # perf_counter at the answer
    refusal: str = ""


@dataclass
class Tally:
    """Requests of one kind: their times and how many failed (with the first reasons)."""

    times: list[float] = field(default_factory=list)
    failed: int = 0
    retried: int = 0  # a 408 on an idle kept-alive connection, asked again on a new one
    reasons: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def took(self, seconds: float) -> None:
        with self.lock:
            self.times.append(seconds)

    def closed(self, browser: Browser) -> None:
        browser.close()
        with self.lock:
            self.retried += browser.retried

    def failure(self, reason: str) -> None:
        with self.lock:
            self.failed += 1
            if len(self.reasons) < 5:
                self.reasons.append(reason)


class Browser:
    """One device: a keep-alive connection from its own loopback address, as a phone's
    browser keeps one; made again after an error."""

    def __init__(self, port: int, address: str) -> None:
        self.port, self.address = port, address
        self._connection: http.client.HTTPConnection | None = None
        self.retried = 0

    def ask(self, path: str, form: list[tuple[str, str]] | None = None) -> tuple[int, dict, str]:
        body = urllib.parse.urlencode(form).encode() if form is not None else None
        headers = {"Content-Type": "application/x-www-form-urlencoded"} if body else {}
        for attempt in (1, 2):
            reused = self._connection is not None
            connection = self._connection or http.client.HTTPConnection(
                "127.0.0.1", self.port, timeout=30, source_address=(self.address, 0)
            )
            self._connection = connection
            try:
                connection.request("POST" if body else "GET", path, body, headers)
                response = connection.getresponse()
                text = response.read().decode()
            except (OSError, http.client.HTTPException):
                connection.close()
                self._connection = None
                if attempt == 2 or not reused or body is not None:  # never posted twice
                    raise
                continue
            if response.status == 408 and reused and attempt == 1:
                # The server closed the idle connection with a 408 before this request
                # reached it (nothing was read): a browser asks again on a new one.
                connection.close()
                self._connection = None
                self.retried += 1
                continue
            if response.will_close:
                connection.close()
                self._connection = None
            return response.status, dict(response.getheaders()), text
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--phones", type=int, default=30)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.collector import making_long_lived_records
    from leaguemgr.ui.main_window import MainWindow
    from leaguemgr.web.tv_page import tv_state

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="leaguemgr-bench-") as work:
        db, season, number, tokens, players = seated_league(Path(work))
        with making_long_lived_records():  # as the app opens a league (ui/app.py)
            window = MainWindow()
            window.load_service(LeagueService.open(db))
            window.show()
            view = window.show_screen("night")
        while view.data is None or view.data.number != number:
            app.processEvents()
        problem = window.phones.start("127.0.0.1", 0)
        if problem:
            print(problem, file=sys.stderr)
            return 1
        server = window.phones.server
        print(f"league: large, night {number} of season {season}, {FIELD} players seated; "
              f"served on {server.base}", flush=True)  # fmt: skip

        # The app's side, on the GUI thread: the Night screen's log length as it changes
        # (sampled), and each snapshot as it is published, with the TV's texts it gives.
        seen: list[tuple[float, int]] = []
        published: list[tuple[float, int, tuple]] = []

        def shown_length() -> int:
            data = view.data
            return len(data.event.night) if data is not None else 0

        def sample() -> None:
            length = shown_length()
            if not seen or seen[-1][1] != length:
                seen.append((time.perf_counter(), length))

        publish = server.publish

        def published_now(snapshot) -> None:
            # On the GUI thread, after the Night screen took the change (it is built from
            # the screen's night): the log length it shows is the snapshot's.
            publish(snapshot)
            state = tv_state(snapshot, server.clock())
            published.append((time.perf_counter(), shown_length(), stable(state)))

        server.publish = published_now
        published_now(server.snapshot())

        # The change watcher's reads of the league after another program's write: what the
        # GUI thread spends on each director's action.
        reloads: list[float] = []
        watcher = window.change_watcher
        check = watcher.check

        def timed_check() -> bool:
            began = time.perf_counter()
            changed = check()
            if changed:
                reloads.append(time.perf_counter() - began)
            return changed

        watcher.check = timed_check

        sampler = QTimer()
        sampler.setInterval(SAMPLE_MS)
        sampler.timeout.connect(sample)
        sampler.start()
        sample()
        start_length = seen[-1][1]

        clients = Clients(server.port, server.token, tokens, players, args)
        clients.start()
        ends = QTimer()
        ends.setInterval(200)
        ends.timeout.connect(lambda: app.quit() if clients.finished() else None)
        ends.start()
        app.exec()
        sampler.stop()
        ends.stop()
        window.phones.stop()
        final = LeagueService.open(db)
        log = final.event(season, number).night
        final.close()
        window.close_league()
        report(clients, log, start_length, seen, published, reloads, args)
    return 0


def seated_league(work: Path) -> tuple[str, str, int, dict[str, str], list[str]]:
    """The large league imported, its next night running with :data:`FIELD` players seated
    and the clock started; (file, season, night, the directors' tokens, the seated ids)."""
    from leaguemgr.services import night_directors
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from leaguemgr.ui.night.night_data import next_number

    source = work / "league.json"
    source.write_text(json.dumps(generate_league(SIZES["large"])))
    db = str(work / "league.sqlite")
    service = LeagueService.open(db)
    try:
        service.import_league_file(source)
        nights = NightService(service, random.Random(1))
        season = service.league.seasons[-1].name
        number = next_number(nights, season)
        nights.start(season, number)
        players = [p.id for p in service.league.players][:FIELD]
        for player in players:
            nights.arrive(season, number, player, on_time=True)
        nights.draw(season, number, seed=3)
        nights.clock_start(season, number)
        tokens = {
            name: night_directors.add_director(service, season, number, name).token
            for name in DIRECTORS
        }
    finally:
        service.close()
    return db, season, number, tokens, players


def stable(state: dict) -> tuple:
    """The TV's texts that only a change of the night changes."""
    texts = state["texts"]
    kept = sorted((k, v) for k, v in texts.items() if k not in TIME_DEPENDENT)
    return (*kept, tuple(state["lines"]), state["running"])


class Clients:
    """The phones, the TV and the two directors, each a thread of its own."""

    def __init__(self, port: int, token: str, tokens: dict[str, str], players, args) -> None:
        self.port, self.token, self.tokens, self.args = port, token, tokens, args
        self.began = 0.0
        self.until = 0.0
        self.phones, self.tv, self.director_pages = Tally(), Tally(), Tally()
        self.tv_seen: list[tuple[float, tuple]] = []
        self.posted: dict[str, list[Posted]] = {name: [] for name in DIRECTORS}
        half = len(players) * 2 // 3  # Ann busts from the first two thirds, Bob the rest
        self.pools = {"Ann": list(players[:half]), "Bob": list(players[half:])}
        self.threads: list[threading.Thread] = []

    def start(self) -> None:
        self.began = time.perf_counter() + 0.5
        self.until = self.began + self.args.seconds
        for index in range(self.args.phones):
            address = f"127.0.1.{index + 1}"
            offset = PHONE_POLL_S * index / max(1, self.args.phones)
            self.threads.append(threading.Thread(target=self.phone, args=(address, offset)))
        self.threads.append(threading.Thread(target=self.watch_tv))
        for index, name in enumerate(DIRECTORS):
            offset = ACTION_EVERY_S * index / len(DIRECTORS)
            address = f"127.0.2.{index + 1}"
            self.threads.append(threading.Thread(target=self.direct, args=(name, address, offset)))
        for thread in self.threads:
            thread.daemon = True
            thread.start()

    def finished(self) -> bool:
        return not any(thread.is_alive() for thread in self.threads)

    def _wait(self, at: float) -> None:
        delay = at - time.perf_counter()
        if delay > 0:
            time.sleep(delay)

    def _get(self, browser: Browser, path: str, tally: Tally) -> tuple[int, str]:
        began = time.perf_counter()
        try:
            status, _headers, body = browser.ask(path)
        except (OSError, http.client.HTTPException) as exc:
            tally.failure(f"{path}: {exc}")
            return 0, ""
        if status != 200:
            tally.failure(f"{path}: {status}")
        else:
            tally.took(time.perf_counter() - began)
        return status, body

    def phone(self, address: str, offset: float) -> None:
        browser = Browser(self.port, address)
        self._wait(self.began + offset)
        self._get(browser, f"/{self.token}/", self.phones)
        at = self.began + offset + PHONE_POLL_S
        while at < self.until + SETTLE_S:
            self._wait(at)
            self._get(browser, f"/{self.token}/status.json", self.phones)
            at += PHONE_POLL_S
        self.phones.closed(browser)

    def watch_tv(self) -> None:
        from leaguemgr.web.tv_page import POLL_MS

        assert POLL_MS / 1000 == TV_POLL_S
        browser = Browser(self.port, "127.0.3.1")
        self._wait(self.began)
        self._get(browser, f"/tv/{self.token}", self.tv)
        at = self.began + TV_POLL_S
        while at < self.until + SETTLE_S:
            self._wait(at)
            status, body = self._get(browser, f"/tv/{self.token}/state.json", self.tv)
            if status == 200:
                self.tv_seen.append((time.perf_counter(), stable(json.loads(body))))
            at += TV_POLL_S
        self.tv.closed(browser)

    def direct(self, name: str, address: str, offset: float) -> None:
        browser = Browser(self.port, address)
        path = f"/d/{self.tokens[name]}"
        cycle = ANN_CYCLE if name == "Ann" else BOB_CYCLE
        pool = self.pools[name]
        hitman, busted = pool[0], pool[1:]
        out: list[str] = []
        self._wait(self.began + offset)
        _status, page = self._get(browser, path, self.director_pages)
        at = self.began + offset
        step = 0
        while at < self.until:
            self._wait(at)
            action = cycle[step % len(cycle)]
            step += 1
            fields = [("form", form_of(page) if page else ""), ("action", action)]
            if action == "bust":
                out.append(busted.pop(0))
                fields += [("player", out[-1]), ("by", hitman)]
            elif action == "rebuy":  # the one just busted comes back in (a re-entry)
                fields.append(("player", out[-1]))
            posted = Posted(name, action)
            began = time.perf_counter()
            try:
                status, headers, body = browser.ask(path, fields)
            except (OSError, http.client.HTTPException) as exc:
                status, headers, body = 0, {}, str(exc)
            posted.answered = time.perf_counter()
            posted.took, posted.status = posted.answered - began, status
            self.posted[name].append(posted)
            if status == 303:
                location = headers.get("location") or headers.get("Location", "")
                _status, page = self._get(browser, location, self.director_pages)
            else:
                posted.refusal = refusal_of(body) or f"status {status}"
                page = body if status == 409 else ""
                if not page:
                    _status, page = self._get(browser, path, self.director_pages)
            at += ACTION_EVERY_S
        self.director_pages.closed(browser)


def form_of(page: str) -> str:
    """The page's form token (its hidden field), as the browser posts it back."""
    found = re.search(r'name="form" value="([^"]+)"', page)
    return html.unescape(found.group(1)) if found else ""


def refusal_of(page: str) -> str:
    found = re.search(r'class="status no">Not done: (.*?)</p>', page)
    return html.unescape(found.group(1)) if found else ""


def report(clients: Clients, log, start_length, seen, published, reloads, args) -> None:
    answered = {name: [p for p in clients.posted[name] if p.status == 303] for name in DIRECTORS}
    posted = [p for name in DIRECTORS for p in clients.posted[name]]
    refused = [p for p in posted if p.status != 303]
    # Each action answered 303 is the director's next action in the log.
    logged = {name: [i for i, a in enumerate(log) if a.director == name] for name in DIRECTORS}
    at_index: list[tuple[Posted, int]] = []
    lost = 0
    for name in DIRECTORS:
        lost += abs(len(answered[name]) - len(logged[name]))
        at_index += list(zip(answered[name], logged[name], strict=False))
        kinds = [log[i].kind.value for i in logged[name]]
        wanted = [kinds_of(p.action) for p in answered[name][: len(kinds)]]
        if any(kind not in want for kind, want in zip(kinds, wanted, strict=True)):
            lost += 1
            print(f"{name}'s actions in the log are not the ones answered 303: {kinds}")
    beyond = len(log) - start_length - sum(len(v) for v in logged.values())

    # The TV's answers, each matched to the snapshot published with its texts (the first
    # one at or after the last matched: snapshots are only ever replaced by newer ones).
    tv_lengths: list[tuple[float, int]] = []
    cursor = 0
    for moment, texts in clients.tv_seen:
        for index in range(cursor, len(published)):
            if published[index][0] > moment + SLACK_S:
                break
            if published[index][2] == texts:
                cursor = index
                tv_lengths.append((moment, published[index][1]))
                break
    to_tv = shown_after(at_index, tv_lengths)
    to_app = shown_after(at_index, seen)
    # What the server serves the TV, apart from the wait for the TV's next poll.
    to_served = shown_after(at_index, [(moment, length) for moment, length, _ in published])

    print(f"{args.seconds} s, {args.phones} phones every {PHONE_POLL_S:.0f} s, the TV every "
          f"{TV_POLL_S:g} s, {len(DIRECTORS)} directors each an action every "
          f"{ACTION_EVERY_S:.0f} s")  # fmt: skip
    print(f"director's action, POST to its 303: {quantiles([p.took for p in posted])}")
    print(f"303 to the action in the TV's state.json: {quantiles(to_tv)} "
          f"({len(at_index) - len(to_tv)} of {len(at_index)} never shown, "
          f"{SETTLE_S:.0f} s after the last)")  # fmt: skip
    print(f"303 to the action in the snapshot the TV is served (published): "
          f"{quantiles(to_served)}")  # fmt: skip
    print(f"303 to the action on the Night screen (the app's night): {quantiles(to_app)} "
          f"({len(at_index) - len(to_app)} of {len(at_index)} never shown)")  # fmt: skip
    for label, tally in (
        ("phones: the page and status.json", clients.phones),
        ("TV: the page and state.json", clients.tv),
        ("directors' pages (GET)", clients.director_pages),
    ):
        print(f"{label}: {quantiles(tally.times)}, {tally.failed} failed of "
              f"{len(tally.times) + tally.failed}; 408 on an idle kept-alive connection, "
              f"asked again: {tally.retried}")  # fmt: skip
    print(f"the window read the league again {len(reloads)} times: {quantiles(reloads)}")
    print(f"actions posted {len(posted)}, answered 303 {len(posted) - len(refused)}, "
          f"not {len(refused)}")  # fmt: skip
    for p in refused[:5]:
        print(f"  {p.director} {p.action}: {p.refusal}")
    tallies = (clients.phones, clients.tv, clients.director_pages)
    for reason in [reason for tally in tallies for reason in tally.reasons][:5]:
        print(f"  failed: {reason}")
    print(f"in the night's log: {sum(len(v) for v in logged.values())} of "
          f"{len(posted) - len(refused)} answered 303, under their director and in order; "
          f"lost or out of order {lost}; other actions {beyond}")  # fmt: skip


def kinds_of(action: str) -> tuple[str, ...]:
    """The kinds of the log's action a page's action may be (the clock's moves are one)."""
    from leaguemgr.domain.night.actions import Kind

    if action in ("bust", "rebuy"):
        return (Kind(action).value,)
    return (Kind.CLOCK.value, Kind.LEVEL.value)


def shown_after(at_index: list[tuple[Posted, int]], lengths: list[tuple[float, int]]):
    """For each action (answered, at log index i): seconds from its 303 until ``lengths``
    (moments, log length shown) first shows a log of more than i actions."""
    delays = []
    for posted, index in at_index:
        moment = next((m for m, length in lengths if length > index), None)
        if moment is not None:
            delays.append(max(0.0, moment - posted.answered))
    return delays


def quantiles(times: list[float]) -> str:
    if not times:
        return "none"
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms"


if __name__ == "__main__":
    raise SystemExit(main())

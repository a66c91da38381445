"""Issue #42: the desktop app itself, serving a running night's directors' pages (its
Players' Phones brought back for the night as after a restart), killed with kill -9 while
two directors post: the league reopened holds every action they were answered 303 for, in
order (at most one more: stored, its answer never sent)."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.domain.clock.clock import ClockMove
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_token import new_token
from tests.conftest import REPO
from tests.web.director_league import SEASON, knockout_league, seated_night
from tests.web.test_player_page import ask, form_of

STARTED_WITHIN = 20.0  # seconds for the app to open the league and serve the page again
MOST_POSTS = 40  # both directors post from one address: under its actions a minute


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def app_environment(folder: Path) -> dict[str, str]:
    """The app's own settings and data folders, and no display."""
    return {
        **os.environ,
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "HOME": str(folder / "home"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(REPO),
    }


def keep_phones_on(environment: dict[str, str], db: str, port: int, token: str) -> None:
    """What the app keeps in its settings while the night's phone page is on (as it was
    before a crash): it serves the page there again as the league opens."""
    service = LeagueService.open(db)
    league = str(service.path)  # as the app names it
    service.close()
    kept = {"league": league, "season": SEASON, "number": 12}
    kept |= {"address": "127.0.0.1", "port": port, "token": token}
    program = (
        "import sys; from leaguemgr.ui import settings; settings.remember_night_on(sys.argv[1])"
    )
    subprocess.run(
        [sys.executable, "-c", program, json.dumps(kept)],
        env=environment, cwd=REPO, check=True, timeout=30,
    )  # fmt: skip


def director_link(db: str, name: str, base: str, capsys) -> str:
    capsys.readouterr()
    live = ["live", "--db", db, "--season", SEASON, "--event", "12"]
    assert main([*live, "director", "add", name, "--base", base]) == 0
    return capsys.readouterr().out.strip()


def page_up(url: str, process: subprocess.Popen, within: float) -> float:
    """Seconds until ``url`` answers 200 (the app dead or too slow: the test fails)."""
    began = time.monotonic()
    while time.monotonic() - began < within:
        assert process.poll() is None, process.communicate(timeout=5)
        try:
            if ask(url)[0] == 200:
                return time.monotonic() - began
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"the app did not serve {url} within {within} s")


def test_the_app_killed_mid_night_keeps_every_action_its_directors_were_told_was_done(
    tmp_path: Path, capsys
) -> None:
    db = knockout_league(tmp_path / "league")
    seated_night(db, directors=())
    port, token = free_port(), new_token()
    environment = app_environment(tmp_path)
    keep_phones_on(environment, db, port, token)
    app = subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", db],
        env=environment, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        # Made at the command line while the app opens: its server reads them from the league.
        links = {name: director_link(db, name, base, capsys) for name in ("Ann", "Bob")}
        assert all(link.startswith(f"{base}/d/") for link in links.values())
        started = page_up(links["Ann"], app, STARTED_WITHIN)
        forms = {name: form_of(ask(link)[2]) for name, link in links.items()}

        answered: list[tuple[str, str]] = []
        moves = iter([("Ann", "pause"), ("Bob", "resume")] * (MOST_POSTS // 2))

        def keep_posting() -> None:
            # Each director in turn, as fast as the app answers, until it is killed.
            for name, move in moves:
                body = urllib.parse.urlencode({"form": forms[name], "action": move}).encode()
                try:
                    status = ask(links[name], body)[0]
                except OSError:
                    return
                if status != 303:
                    return
                answered.append((name, move))

        poster = threading.Thread(target=keep_posting, daemon=True)
        poster.start()
        kill_after = random.randint(4, 16)  # partway through the posts
        deadline = time.monotonic() + 10
        while len(answered) < kill_after and poster.is_alive() and time.monotonic() < deadline:
            time.sleep(0.005)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(5)
        poster.join(10)
    finally:
        if app.poll() is None:
            app.kill()
        app.communicate(timeout=5)
    assert app.returncode == -signal.SIGKILL
    assert kill_after <= len(answered) < MOST_POSTS, "the kill did not land among the posts"

    service = LeagueService.open(db)
    try:
        log = [a for a in service.event(SEASON, 12).night if a.director is not None]
    finally:
        service.close()
    stored = [(a.director, "pause" if a.move is ClockMove.PAUSE else "resume") for a in log]
    assert stored[: len(answered)] == answered
    assert len(stored) - len(answered) in (0, 1)
    print(f"the app served the page again {started:.1f} s after it started;", len(answered))

"""``leaguemgr phones`` serves the night's directors' pages (SPEC 11), on a writable
connection of its own: a director's actions answered 303 are stored, so a kill -9 of the
server at any moment loses none of them (at most the one in flight, never answered)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from leaguemgr.domain.clock.clock import ClockMove
from leaguemgr.services.league_service import LeagueService
from tests.cli.test_phones_cli import first_line
from tests.conftest import REPO
from tests.web.director_league import SEASON, acted, knockout_league, seated_night
from tests.web.test_player_page import ask, form_of

MOST_POSTS = 40  # under the page's actions a minute from one address


def test_every_action_answered_303_survives_a_kill_9(tmp_path: Path) -> None:
    db = knockout_league(tmp_path / "league")
    tokens = seated_night(db, ("Ann",))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", "phones", "--db", db, "--season", SEASON,
         "--event", "12", "--port", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        phone_url = first_line(process)
        base = phone_url.split("/", 3)
        base = f"{base[0]}//{base[2]}"
        url = f"{base}/d/{tokens['Ann']}"
        assert acted(base, url, "bust", player="Hal", by="Bob") == (
            "Hal A7 out in 8th, Bob A1 collects $5.00, Hal A7's bounty"
        )
        form = form_of(ask(url)[2])
        answered: list[str] = ["bust"]
        moves = iter(["pause", "resume"] * MOST_POSTS)
        done = threading.Event()

        def keep_posting() -> None:
            # The clock paused and resumed as fast as the server answers, until it is killed.
            for move in moves:
                body = urllib.parse.urlencode({"form": form, "action": move}).encode()
                try:
                    status = ask(url, body)[0]
                except OSError:
                    break
                if status != 303 or len(answered) > MOST_POSTS:
                    break
                answered.append(move)
            done.set()

        poster = threading.Thread(target=keep_posting, daemon=True)
        poster.start()
        time.sleep(random.uniform(0.3, 0.9))  # the kill lands among the posts
        process.send_signal(signal.SIGKILL)
        process.wait(5)
        done.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=5)
    assert len(answered) > 2, "no posts were answered before the kill"

    service = LeagueService.open(db)
    try:
        log = [a for a in service.event(SEASON, 12).night if a.director == "Ann"]
    finally:
        service.close()
    stored = ["bust"] + [
        "pause" if a.move is ClockMove.PAUSE else "resume" for a in log[1:] if a.move is not None
    ]
    # Every answered action is stored, in order; one more at most (written, never answered).
    assert stored[: len(answered)] == answered
    assert len(stored) - len(answered) in (0, 1)

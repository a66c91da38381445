"""Issue 41's answers against ``leaguemgr serve`` in a process of its own, its zone Tokyo's
and a league made in Paris without a ``time_zone`` (SPEC 10):

- item 1: players level on everything but their id, their yes in the same second, wait
  in id order on the page, in six ``report`` runs (each its own hash seed) and after a
  restart of the server;
- item 2: a late cancel stands through a yes that waits and a no again, and does not when
  the player is going again when the night starts;
- item 5: an answer is stored, to the microsecond, and judged against the deadline in the
  league's zone, not the server's.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import zoneinfo
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from tests.cli.test_phones_cli import first_line, stopped
from tests.conftest import REPO
from tests.web.rsvp_league import rsvp_document
from tests.web.test_player_page import ask, form_of

PARIS = zoneinfo.ZoneInfo("Europe/Paris")
LEVEL = ("x4", "x1", "x3", "x2")  # new players, no standings yet: stored in this order
SERVER_ZONE = {"TZ": "Asia/Tokyo"}


def minute(moment: dt.datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M")


def second(moment: dt.datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S")


def two_nights(now: dt.datetime) -> dict:
    """Event 12 (3 seats, answer by in two hours, Paris) full, four level players waiting;
    event 13 (2 seats, answer by yesterday) with p05 and p06 going and p07 waiting."""
    document = rsvp_document()
    del document["league"]["time_zone"]  # like the sample league: made with its computer's
    document["players"] += [{"id": p, "name": f"Xen {p.upper()}"} for p in sorted(LEVEL)]
    events = document["seasons"][0]["events"]
    day_before = now - dt.timedelta(days=1)
    events[-1] |= {
        "date": (now + dt.timedelta(days=3)).date().isoformat(),
        "seats": 3,
        "rsvp_by": minute(now + dt.timedelta(hours=2)),
        "rsvp": [{"player": p, "answer": "yes", "at": second(day_before)} for p in
                 ("p01", "p02", "p03", *LEVEL)],
    }  # fmt: skip
    two_days = now - dt.timedelta(days=2)
    events.append(
        {
            "number": 13,
            "date": (now + dt.timedelta(days=10)).date().isoformat(),
            "entries": [],
            "dealers": [],
            "seats": 2,
            "rsvp_by": minute(day_before),
            "rsvp": [
                {"player": p, "answer": "yes", "at": second(two_days)}
                for p in ("p05", "p06", "p07")
            ],
        }
    )
    return document


def serve(db: Path, seed: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONHASHSEED": str(seed), **SERVER_ZONE}
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", "serve", "--db", str(db), "--port", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip


def answered(url: str, event: int, given: str) -> None:
    # confirm=1: a late no is taken at once (the site asks first where it asks, SPEC 10).
    body = f"event={event}&form={form_of(ask(url)[2])}&answer={given}&confirm=1"
    status, _headers, page = ask(url, body.encode())
    assert status == 303, page


def report_runs(db: Path, seeds: range) -> list[list[dict]]:
    """``next_events`` of a cold ``leaguemgr report`` per hash seed, run side by side."""
    command = [sys.executable, "-m", "leaguemgr", "report", "--db", str(db), "--season", "2026",
               "--format", "json"]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(REPO), **SERVER_ZONE}
    runs = [
        subprocess.Popen(
            command,
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**env, "PYTHONHASHSEED": str(seed)},
        )
        for seed in seeds
    ]
    reports = []
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        reports.append(json.loads(out)["next_events"])
    return reports


@pytest.fixture
def league(tmp_path: Path, monkeypatch) -> tuple[Path, dict[str, str], dt.datetime]:
    now = dt.datetime.now(PARIS).replace(tzinfo=None)
    source = tmp_path / "two-nights.league.json"
    source.write_text(json.dumps(two_nights(now)))
    db = tmp_path / "league.sqlite"
    monkeypatch.setenv("TZ", "Europe/Paris")  # the organizer's computer makes the league
    assert main(["import", str(source), "--db", str(db)]) == 0
    monkeypatch.delenv("TZ")
    service = LeagueService.open(db)
    tokens = player_links.issue_links(service, ["p01", "p05", "p06", "x1", "x2"])
    service.close()
    return db, tokens, now


def test_one_order_a_late_cancel_that_stands_and_the_leagues_zone_over_http(league) -> None:
    db, tokens, now = league
    server = serve(db, seed=1)
    try:
        base = first_line(server).rstrip("/")
        page = {player: f"{base}/p/{token}" for player, token in tokens.items()}
        answered(page["p01"], 12, "no")  # in time in Paris; in Tokyo it would be late
        assert "You are going." in ask(page["x1"])[2]
        assert "You are on the waitlist: number 1." in ask(page["x2"])[2]
        for player, given in [("p05", "no"), ("p05", "yes"), ("p05", "no"),
                              ("p06", "no"), ("p06", "yes")]:  # fmt: skip
            answered(page[player], 13, given)
    finally:
        code, _out, err = stopped(server, signal.SIGTERM)
    assert code == 0, err

    reports = report_runs(db, range(1, 7))
    assert reports == [reports[0]] * 6  # the same players going and waiting in every run
    night_12, night_13 = reports[0]
    assert night_12 == {
        "number": 12, "seats": 3, "going": ["p02", "p03", "x1"], "waitlist": ["x2", "x3", "x4"],
        "declined": ["p01"], "maybe": [], "late_cancels": [],
    }  # fmt: skip
    assert night_13 == {
        "number": 13, "seats": 2, "going": ["p07", "p06"], "waitlist": [], "declined": [],
        "maybe": [], "late_cancels": ["p05"],
    }  # fmt: skip

    service = LeagueService.open(db)
    try:
        assert service.league.time_zone == "Europe/Paris"
        stored = service.event("2026", 12).rsvp[-1]
    finally:
        service.close()
    assert stored.player == "p01" and len(stored.at) == 26  # to the microsecond
    taken = dt.datetime.fromisoformat(stored.at)
    assert abs(taken - now) < dt.timedelta(minutes=10)  # Paris time, not Tokyo's

    server = serve(db, seed=2)  # restarted, another hash seed: the same seat for x1
    try:
        base = first_line(server).rstrip("/")
        assert "You are going." in ask(f"{base}/p/{tokens['x1']}")[2]
        assert "You are on the waitlist: number 1." in ask(f"{base}/p/{tokens['x2']}")[2]
    finally:
        stopped(server, signal.SIGTERM)

"""``leaguemgr serve`` under a league's Friday rush (SPEC 10), on a file and on a server.

A league of 200 players with a planned 150-seat night, each with a personal link, is served
by ``leaguemgr serve`` in a process of its own (as systemd runs it). Then:

- **pages at once**: 200 players open their pages in the same instant (200 threads released
  together); each page's time, p50 and p99, and how many failed;
- **answers**: 1,000 answers in a minute (each player yes or no, several times, spread
  evenly over ``--seconds``), each a POST with the page's form token answered 303; their
  p50 and p99; then the answers stored are counted and replayed: none may be lost.

    .venv/bin/python bench/serve.py [--seconds 60] [--answers 1000] [--players 200] [--no-pg]

The PostgreSQL figures come from a throwaway local cluster (``tests/pg_cluster.py``) when
one starts here.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if __package__ in (None, ""):
    sys.path.insert(0, str(REPO))

from leaguemgr.cli import main as leaguemgr  # noqa: E402
from leaguemgr.services import player_links  # noqa: E402
from leaguemgr.services.league_service import LeagueService  # noqa: E402
from tests.web.rsvp_league import rsvp_document  # noqa: E402


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_args, **_kwargs):
        return None


OPENER = urllib.request.build_opener(_NoRedirect)


def ask(url: str, data: bytes | None = None) -> tuple[int, str]:
    request = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET")
    try:
        with OPENER.open(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()
    except OSError as error:
        return 0, str(error)


def prepare(db: str, work: Path, players: int) -> dict[str, str]:
    document = rsvp_document(seats=150, answers=[])
    roster = document["players"]
    for index in range(len(roster), players):
        roster.append({"id": f"p{index:03}", "name": f"Player {index}"})
    source = work / "bench.league.json"
    source.write_text(json.dumps(document))
    assert leaguemgr(["import", str(source), "--db", db]) == 0
    service = LeagueService.open(db)
    try:
        return player_links.issue_links(service, [p["id"] for p in roster[:players]])
    finally:
        service.close()


def serve(db: str) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", "serve", "--db", db, "--port", "0",
         "--answers-per-minute", "100000"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
    )  # fmt: skip
    ready, _, _ = select.select([process.stdout], [], [], 60)
    assert ready, "leaguemgr serve printed no address"
    return process, process.stdout.readline().strip()


def percentiles(times: list[float]) -> str:
    if not times:
        return "none"
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms"


def pages_at_once(base: str, tokens: dict[str, str]) -> str:
    start = threading.Barrier(len(tokens))
    times: list[float] = []
    failed = []

    def open_page(token: str) -> None:
        start.wait()
        began = time.perf_counter()
        status, _body = ask(f"{base}p/{token}")
        (times.append(time.perf_counter() - began) if status == 200 else failed.append(status))

    threads = [threading.Thread(target=open_page, args=(t,)) for t in tokens.values()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return f"{len(tokens)} pages at once: {percentiles(times)}, {len(failed)} failed"


def answers(base: str, tokens: dict[str, str], count: int, seconds: float) -> tuple[str, dict]:
    rng = random.Random(7)
    players = list(tokens)
    plan = [(rng.choice(players), rng.choice(("yes", "yes", "no"))) for _ in range(count)]
    times: list[float] = []
    stored: dict[str, str] = {}
    failed = []
    lock = threading.Lock()
    began = time.monotonic()

    def give(index: int) -> None:
        player, answer = plan[index]
        time.sleep(max(0.0, began + index * seconds / count - time.monotonic()))
        url = f"{base}p/{tokens[player]}"
        _status, page = ask(url)
        form = re.search(r'name="form" value="([^"]+)"', page)
        body = f"event=12&form={form.group(1) if form else ''}&answer={answer}".encode()
        start = time.perf_counter()
        status, _ = ask(url, body)
        with lock:
            if status == 303:
                times.append(time.perf_counter() - start)
                stored[player] = answer
            else:
                failed.append(status)

    # Each player's answers are given in the plan's order: one worker per player's turn.
    with ThreadPoolExecutor(max_workers=24) as pool:
        list(pool.map(give, range(count)))
    took = time.monotonic() - began
    line = (f"{count} answers in {took:.0f} s: {percentiles(times)}, {len(failed)} failed"
            f" ({sorted(set(failed))})" if failed else
            f"{count} answers in {took:.0f} s: {percentiles(times)}, none failed")  # fmt: skip
    return line, {"answered": len(times), "last": stored}


def check_none_lost(db: str, answered: int) -> str:
    service = LeagueService.open(db)
    try:
        season = service.season_names()[-1]
        event = service.event(season, 12)
        kept = len(event.rsvp)
    finally:
        service.close()
    verdict = "none lost" if kept == answered else f"LOST {answered - kept}"
    return f"answers stored: {kept} of {answered} answered 303: {verdict}"


def run(label: str, db: str, work: Path, options: argparse.Namespace) -> None:
    tokens = prepare(db, work, options.players)
    process, base = serve(db)
    try:
        print(f"{label}: {pages_at_once(base, tokens)}", flush=True)
        line, result = answers(base, tokens, options.answers, options.seconds)
        print(f"{label}: {line}", flush=True)
        print(f"{label}: {pages_at_once(base, tokens)} (after the answers)", flush=True)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
    print(f"{label}: {check_none_lost(db, result['answered'])}; serve exited {process.returncode}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--no-pg", action="store_true")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        run("sqlite", str(work / "bench.sqlite"), work, options)
        if not options.no_pg:
            from tests.pg_cluster import ClusterUnavailable, start_cluster

            try:
                cluster = start_cluster()
            except ClusterUnavailable as exc:
                print(f"postgresql: not measured ({exc})")
                return 0
            try:
                run("postgresql", cluster.new_database(), work, options)
            finally:
                cluster.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

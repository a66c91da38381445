"""The night's phone page, old server against new: the hand-written HTTP server this branch
replaced (read from git, ``main``'s ``leaguemgr/web/server.py``) and the Starlette/uvicorn
one, each serving the same snapshot.

    .venv/bin/python bench/phone_burst.py [--phones 200] [--rounds 5] [--ref main]

Each round, ``--phones`` threads released together each ask for the page (``/<token>/``)
and then its JSON (``status.json``), one connection each; p50 and p99 over all rounds, and
how many failed.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if __package__ in (None, ""):
    sys.path.insert(0, str(REPO))

from tests.web.test_phone_server import snapshot  # noqa: E402


def old_server_class(ref: str):
    """``PhoneServer`` of the hand-written server as it is at ``ref``."""
    source = subprocess.run(["git", "show", f"{ref}:leaguemgr/web/server.py"], cwd=REPO,
                            capture_output=True, text=True, check=True).stdout  # fmt: skip
    path = Path(tempfile.mkdtemp()) / "old_phone_server.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("old_phone_server", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_phone_server"] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module.PhoneServer


def burst(url: str, phones: int, rounds: int) -> str:
    times: list[float] = []
    failed = 0
    lock = threading.Lock()
    for _ in range(rounds):
        start = threading.Barrier(phones)

        def phone(start: threading.Barrier = start) -> None:
            nonlocal failed
            start.wait()
            for address in (url, url + "status.json"):
                began = time.perf_counter()
                try:
                    with urllib.request.urlopen(address, timeout=30) as response:
                        response.read()
                        ok = response.status == 200
                except OSError:
                    ok = False
                with lock:
                    if ok:
                        times.append(time.perf_counter() - began)
                    else:
                        failed += 1

        threads = [threading.Thread(target=phone) for _ in range(phones)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else 0
    return (f"p50 {statistics.median(ordered) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, "
            f"{failed} failed of {2 * phones * rounds}")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ref", default="main")
    options = parser.parse_args()
    from leaguemgr.web.server import PhoneServer

    for label, server_class in (("old", old_server_class(options.ref)), ("new", PhoneServer)):
        server = server_class("127.0.0.1", 0)
        server.publish(snapshot())
        server.start()
        try:
            burst(server.url, 20, 1)  # warm up
            print(f"{label}: {options.phones} phones at once, page and JSON: "
                  f"{burst(server.url, options.phones, options.rounds)}", flush=True)  # fmt: skip
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

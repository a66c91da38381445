"""``leaguemgr phones``: the players' page without the window (issue 27), in a process of
its own as a second computer by the TV runs it, on 127.0.0.1 only."""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import REPO
from tests.web.phone_league import QUOTED_SEASON, league, run_night

START_SECONDS = 20  # a cold Python start with the league read, on a busy 2-core machine


def phones(db: Path, *more: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", "phones", "--db", str(db), "--season", QUOTED_SEASON,
         "--port", "0", *more],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip


def first_line(process: subprocess.Popen) -> str:
    """The first line of its standard output, waited for at most START_SECONDS."""
    ready, _, _ = select.select([process.stdout], [], [], START_SECONDS)
    assert ready, "no address printed"
    return process.stdout.readline().strip()


def status(url: str) -> dict:
    with urllib.request.urlopen(url + "status.json", timeout=5) as response:
        return json.loads(response.read())


def stopped(process: subprocess.Popen, how: int) -> tuple[int, str, str]:
    if process.poll() is None:
        process.send_signal(how)
    out, err = process.communicate(timeout=5)
    return process.returncode, out, err


@pytest.fixture
def night_db(tmp_path: Path, az_league_file: Path) -> Path:
    service = league(tmp_path, az_league_file)
    run_night(service)
    service.close()
    return tmp_path / "phones.sqlite"


def test_it_serves_the_page_follows_the_night_and_stops_on_sigterm(
    night_db: Path, tmp_path: Path, az_league_file: Path
) -> None:
    process = phones(night_db)
    try:
        url = first_line(process)
        assert url.startswith("http://127.0.0.1:") and len(url.rstrip("/").rsplit("/", 1)[1]) >= 22
        night = status(url)["night"]
        assert night["event"].startswith("Event 12") and night["remaining"] == 7

        # The director busts a player on the main computer: the page follows within seconds.
        from leaguemgr.services.league_service import LeagueService
        from leaguemgr.services.night_service import NightService

        director = LeagueService.open(night_db)
        NightService(director).bust(QUOTED_SEASON, 12, ["p06"], by=["p04"])
        director.close()
        deadline = time.monotonic() + 5
        while status(url)["night"]["remaining"] != 6:
            assert time.monotonic() < deadline, "the page did not follow the night"
            time.sleep(0.2)

        # A room opening the page at once is answered (the page as the tests attack it).
        request = f"GET /{url.split('/')[3]}/status.json HTTP/1.0\r\n\r\n".encode()
        host, port = url.split("/")[2].split(":")
        burst = [socket.create_connection((host, int(port)), 5) for _ in range(100)]
        for connection in burst:
            connection.sendall(request)
        answers = [connection.makefile("rb").readline() for connection in burst]
        for connection in burst:
            connection.close()
        assert all(answer.startswith(b"HTTP/1.1 200") for answer in answers)

        assert "Qt6" not in Path(f"/proc/{process.pid}/maps").read_text()  # no window at all
    finally:
        code, out, err = stopped(process, signal.SIGTERM)
    assert code == 0
    assert out == "" and err == ""  # the address was the only line, and nothing on stderr
    with pytest.raises(OSError):
        status(url)


def test_ctrl_c_stops_it_cleanly(night_db: Path) -> None:
    process = phones(night_db, "--event", "3")
    try:
        url = first_line(process)
        assert status(url)["night"] is None  # event 3 is not running: standings only
        assert status(url)["standings"]
    finally:
        code, _out, err = stopped(process, signal.SIGINT)
    assert code == 0 and err == ""


def test_a_port_in_use_or_an_unknown_season_is_one_line(night_db: Path, capsys) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        assert (
            main(["phones", "--db", str(night_db), "--season", QUOTED_SEASON, "--port", port]) == 2
        )
    out, err = capsys.readouterr()
    assert out == "" and "already in use" in err and err.count("\n") == 1

    assert main(["phones", "--db", str(night_db), "--season", "Nope", "--port", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "no season named 'Nope'" in err and err.count("\n") == 1


def test_a_league_it_may_only_read_still_serves_the_phones_page(night_db: Path) -> None:
    """The directors' pages need a league it can write; without one the phones' page is still
    served and standard error says why the rest is not."""
    from tests.reliability.conftest import UNPRIVILEGED

    if os.geteuid() == 0 and not UNPRIVILEGED:
        pytest.skip("needs setpriv to drop root's permission to write anywhere")
    folder = night_db.parent
    for path in (*folder.glob("phones.sqlite*"), folder):
        path.chmod(0o555 if path.is_dir() else 0o444)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [*UNPRIVILEGED, sys.executable, "-m", "leaguemgr", "phones", "--db", str(night_db),
         "--season", QUOTED_SEASON, "--port", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        url = first_line(process)
        assert status(url)["night"]["remaining"] == 7
        base = url.rstrip("/").rsplit("/", 1)[0]
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{base}/d/{'a' * 26}", timeout=5)
        assert refused.value.code == 404
    finally:
        code, _out, err = stopped(process, signal.SIGTERM)
        folder.chmod(0o755)
    assert code == 0, err
    assert "only the phones' page is served" in err

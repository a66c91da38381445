"""``leaguemgr serve``: the league's site from its server, in a process of its own as
systemd runs it, on 127.0.0.1 only."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.cli.test_phones_cli import first_line, stopped
from tests.conftest import REPO


@pytest.fixture
def league_db(tmp_path: Path, az_league_file: Path) -> Path:
    db = tmp_path / "league.sqlite"
    assert main(["import", str(az_league_file), "--db", str(db)]) == 0
    return db


def serve(db: Path | str, *more: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr", "serve", "--db", str(db), "--port", "0", *more],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip


def fetch(url: str) -> tuple[int, bytes, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read(), response.headers["Content-Security-Policy"]
    except urllib.error.HTTPError as error:
        return error.code, error.read(), error.headers["Content-Security-Policy"]


def test_it_serves_the_standings_and_stops_on_sigterm_with_status_0(league_db: Path) -> None:
    process = serve(league_db)
    try:
        url = first_line(process)
        assert url.startswith("http://127.0.0.1:") and url.endswith("/")
        status, body, policy = fetch(url)
        assert status == 200 and b"standings" in body
        assert policy.startswith("default-src 'none'") and "script-src" not in policy
        assert fetch(url + "p/not-a-token")[0] == 404
    finally:
        code, out, err = stopped(process, signal.SIGTERM)
    assert code == 0, err
    assert out == ""  # the address alone on standard output
    assert "GET / " in err  # the requests are in the log (the journal, under systemd)


def test_a_port_in_use_is_one_line_and_status_2(league_db: Path) -> None:
    first = serve(league_db)
    try:
        port = first_line(first).rsplit(":", 1)[1].strip("/")
        second = subprocess.run(
            [sys.executable, "-m", "leaguemgr", "serve", "--db", str(league_db), "--port", port],
            cwd=REPO, capture_output=True, text=True, timeout=30,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )  # fmt: skip
    finally:
        stopped(first, signal.SIGTERM)
    assert second.returncode == 2 and second.stdout == ""
    assert second.stderr.count("\n") == 1 and "already in use" in second.stderr


def test_a_missing_league_is_refused_before_serving(tmp_path: Path, capsys) -> None:
    assert main(["serve", "--db", str(tmp_path / "none.sqlite")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("leaguemgr: error:") and err.count("\n") == 1
    assert not (tmp_path / "none.sqlite").exists()


def links(db: Path, *more: str) -> list[list[str]]:
    result = subprocess.run(
        [sys.executable, "-m", "leaguemgr", "links", "--db", str(db), *more],
        cwd=REPO, capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return [line.split("\t") for line in result.stdout.splitlines()]


def test_links_are_issued_once_reissued_on_demand_and_served(league_db: Path) -> None:
    first = links(league_db)
    assert len(first) == 22 and first[0][:2] == ["p00", "Ann A0"]
    assert first[0][2].startswith("http://127.0.0.1:8000/p/")
    assert links(league_db, "--player", "Ann A0") == [first[0]]  # the same link again
    again = links(league_db, "--player", "p00", "--reissue", "--base", "https://poker.example.org")
    assert again[0][2].startswith("https://poker.example.org/p/") and again[0][2] != first[0][2]

    process = serve(league_db, "--public-url", "https://club.example.org")
    try:
        url = first_line(process)
        old, new = (link.rsplit("/p/", 1)[1] for link in (first[0][2], again[0][2]))
        assert fetch(f"{url}p/{old}")[0] == 404  # reissued: the old link ended at once
        status, body, _policy = fetch(f"{url}p/{new}")
        assert status == 200 and b"Ann A0" in body
    finally:
        stopped(process, signal.SIGTERM)
    assert links(league_db, "--player", "p01")[0][2].startswith("https://club.example.org/p/")


def test_links_for_an_unknown_player_is_one_line_and_status_2(league_db: Path, capsys) -> None:
    assert main(["links", "--db", str(league_db), "--player", "nobody"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nobody" in err


@pytest.mark.parametrize("command", ["serve", "links"])
def test_a_server_away_is_one_line_without_the_password(command: str, capsys) -> None:
    assert main([command, "--db", "postgresql://league:s3cret@127.0.0.1:1/league"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "s3cret" not in err and "127.0.0.1" in err

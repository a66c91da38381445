"""``leaguemgr publish``: the cards reach a chat's webhook (a local one here) or a folder."""

from __future__ import annotations

import hashlib
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time
from email.parser import BytesParser
from email.policy import HTTP
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtGui import QImage

from leaguemgr.cli import build_parser, main
from leaguemgr.cli import publish as cli_publish
from leaguemgr.services.webhook import DEFAULT_TIMEOUT
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
SECRET = "/api/webhooks/123456/very-secret-token"


@pytest.fixture(scope="module")
def az_db(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("publish") / "az.sqlite"
    assert main(["import", str(AZ), "--db", str(db)]) == 0
    return db


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Webhook:
    """A local webhook on 127.0.0.1 that keeps what it was sent and answers ``status``."""

    def __init__(self, status: int = 204):
        self.posts: list[tuple[str, dict[str, tuple[str | None, bytes]]]] = []
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                outer.posts.append((self.path, parse_form(self.headers["Content-Type"], body)))
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}{SECRET}"
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def parse_form(content_type: str, body: bytes) -> dict[str, tuple[str | None, bytes]]:
    """name -> (file name, bytes) of each part of a multipart/form-data body."""
    message = BytesParser(policy=HTTP).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + body
    )
    assert message.get_content_type() == "multipart/form-data"
    return {
        part.get_param("name", header="content-disposition"): (
            part.get_filename(),
            part.get_payload(decode=True),
        )
        for part in message.iter_parts()
    }


@pytest.fixture
def hook():
    server = Webhook()
    yield server
    server.close()


def test_publish_reaches_the_webhook_with_the_message_and_the_cards(az_db, hook, capsys):
    before = digest(az_db)
    assert main(["publish", "--db", str(az_db), "--webhook", hook.url, "--theme", "dark"]) == 0
    out = capsys.readouterr().out
    assert out == (
        "published season 2026 to 127.0.0.1: standings-card.png, night-card.png\n"
    )  # the host only: the address's path is the secret
    assert "secret" not in out
    [(path, form)] = hook.posts
    assert path == SECRET
    payload = json.loads(form["payload_json"][1])
    assert payload["content"] == (
        "AZ league, season 2026, after 11 events: Tess A19 leads with 33.15 points. "
        "Event 11 won by Gus A6."
    )
    name, png = form["files[0]"]
    assert name == "standings-card.png"
    image = QImage.fromData(png, "PNG")
    assert image.width() == 1080 and image.height() <= 2700
    assert form["files[1]"][0] == "night-card.png"
    assert QImage.fromData(form["files[1]"][1], "PNG").width() == 1080
    assert digest(az_db) == before  # the league is only read


def test_the_webhook_may_come_from_the_environment(az_db, hook, monkeypatch, capsys):
    monkeypatch.setenv("LEAGUEMGR_WEBHOOK", hook.url)
    assert main(["publish", "--db", str(az_db), "--event", "3"]) == 0
    assert len(hook.posts) == 1
    assert "127.0.0.1" in capsys.readouterr().out


def test_a_refusing_webhook_is_one_line_and_exit_2(az_db, capsys):
    server = Webhook(status=401)
    try:
        assert main(["publish", "--db", str(az_db), "--webhook", server.url]) == 2
    finally:
        server.close()
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "leaguemgr: error: the webhook at 127.0.0.1 refused the post (HTTP 401); "
        "nothing was published\n"
    )


def test_a_silent_webhook_is_given_up_with_one_line(az_db, capsys):
    """It accepts the connection and never answers: given up after the timeout."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    url = f"http://127.0.0.1:{silent.getsockname()[1]}{SECRET}"
    options = build_parser().parse_args(["publish", "--db", str(az_db), "--webhook", url])
    started = time.monotonic()
    try:
        assert cli_publish.run_publish(options, timeout=0.5) == 2
    finally:
        silent.close()
    assert time.monotonic() - started < 5
    err = capsys.readouterr().err
    assert err == (
        "leaguemgr: error: the webhook at 127.0.0.1 did not answer within 0.5 s; "
        "nothing was published\n"
    )


def test_the_command_gives_a_webhook_ten_seconds(az_db, monkeypatch, capsys):
    given = []
    monkeypatch.setattr(
        "leaguemgr.exporters.publish.post_to_webhook",
        lambda *args, timeout: given.append(timeout) or 204,
    )
    assert main(["publish", "--db", str(az_db), "--webhook", "https://chat.example/x/y"]) == 0
    assert given == [10.0] == [DEFAULT_TIMEOUT]
    assert capsys.readouterr().out.startswith("published season 2026 to chat.example:")


def test_publish_to_a_folder_writes_the_cards_and_the_page(az_db, tmp_path, capsys):
    folder = tmp_path / "site"
    folder.mkdir()
    assert main(["publish", "--db", str(az_db), "--folder", str(folder)]) == 0
    assert sorted(p.name for p in folder.iterdir()) == [
        "night-card.png",
        "standings-card.png",
        "standings.html",
    ]
    assert "Season 2026 standings" in (folder / "standings.html").read_text("utf-8")
    assert QImage(str(folder / "standings-card.png")).width() == 1080


def test_nowhere_to_publish_or_no_folder_is_one_line(az_db, tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("LEAGUEMGR_WEBHOOK", raising=False)
    assert main(["publish", "--db", str(az_db)]) == 2
    assert capsys.readouterr().err == (
        "leaguemgr: error: say where to publish: --webhook URL (or LEAGUEMGR_WEBHOOK) "
        "or --folder DIR\n"
    )
    # A file where a folder above it would be: one line, exit 2, nothing made.
    (tmp_path / "none").write_text("a file")
    nowhere = tmp_path / "none" / "league" / "cards"
    assert main(["publish", "--db", str(az_db), "--folder", str(nowhere)]) == 2
    assert capsys.readouterr().err == (
        f"leaguemgr: error: cannot publish to {nowhere}: {tmp_path / 'none'} is a file, "
        "not a folder\n"
    )
    assert (tmp_path / "none").read_text() == "a file"


def test_a_folder_not_there_yet_is_made_with_the_folders_above_it(az_db, tmp_path, capsys):
    folder = tmp_path / "site" / "league" / "cards"  # three levels, none there yet
    assert main(["publish", "--db", str(az_db), "--folder", str(folder)]) == 0
    assert sorted(p.name for p in folder.iterdir()) == [
        "night-card.png",
        "standings-card.png",
        "standings.html",
    ]


def test_a_card_from_the_command_line_needs_no_display_and_prints_nothing_else(az_db, tmp_path):
    """A fresh process, with a display named that is not there: Qt runs offscreen, quietly."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["DISPLAY"] = ":97"
    target = tmp_path / "card.png"
    done = subprocess.run(
        [sys.executable, "-m", "leaguemgr", "export", "--db", str(az_db), "--what",
         "standings-card", "--theme", "dark", "-o", str(target)],
        capture_output=True, text=True, env=env, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stdout, done.stderr) == (0, f"wrote {target}\n", "")
    assert QImage(str(target)).width() == 1080


def test_a_webhook_that_trickles_is_given_up_when_the_whole_time_is_over(az_db, capsys):
    """A byte every 0.1 s keeps each read short of the timeout: the time in all decides."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    stop = threading.Event()

    def trickle() -> None:
        connection, _ = listener.accept()
        with connection:
            for byte in b"HTTP/1.1 204 No Content\r\n":
                if stop.wait(0.1):
                    return
                try:
                    connection.sendall(bytes([byte]))
                except OSError:
                    return

    threading.Thread(target=trickle, daemon=True).start()
    url = f"http://127.0.0.1:{listener.getsockname()[1]}{SECRET}"
    options = build_parser().parse_args(["publish", "--db", str(az_db), "--webhook", url])
    started = time.monotonic()
    try:
        assert cli_publish.run_publish(options, timeout=0.5) == 2
    finally:
        stop.set()
        listener.close()
    assert time.monotonic() - started < 2
    assert "did not answer within 0.5 s" in capsys.readouterr().err


def test_publish_posts_the_next_nights_seats_and_the_sites_address(tmp_path, hook, capsys):
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.player_links import remember_public_url
    from tests.web.rsvp_league import rsvp_league_file

    db = tmp_path / "rsvp.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path, seats=1)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    remember_public_url(service, "https://poker.example.org")
    service.close()
    assert main(["publish", "--db", str(db), "--webhook", hook.url]) == 0
    [(_path, form)] = hook.posts
    content = json.loads(form["payload_json"][1])["content"]
    assert content.endswith(
        "Event 11 won by Gus A6.\nFriday: 1 of 1 going, 1 waiting\n"
        "Standings and answers: https://poker.example.org"
    )


def test_a_folder_that_cannot_be_made_or_written_is_one_line(az_db, tmp_path, capsys):
    """Refused by the system (read-only, no permission): the reason in one line, exit 2."""
    folder = tmp_path / "site" / "cards"
    refused = PermissionError(13, "Permission denied")
    with mock.patch.object(Path, "mkdir", side_effect=refused):
        assert main(["publish", "--db", str(az_db), "--folder", str(folder)]) == 2
    assert capsys.readouterr().err == (
        f"leaguemgr: error: cannot publish to {folder}: Permission denied\n"
    )
    assert not (tmp_path / "site").exists()
    # The folder is there, its files may not be written: one line too, no traceback.
    folder.mkdir(parents=True)
    with mock.patch("os.open", side_effect=PermissionError(13, "Permission denied")):
        assert main(["publish", "--db", str(az_db), "--folder", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("leaguemgr: error: cannot write ") and err.count("\n") == 1
    assert err.endswith(": Permission denied\n")
    assert list(folder.iterdir()) == []

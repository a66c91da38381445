"""The README's first command, scripts/setup-and-run, on a fresh machine (issue #23): as root
without sudo, as a desktop user through sudo, with empty package lists (apt-get update, then
again), and it ends by opening the app. The system's commands are stand-ins that log."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "setup-and-run"

STUBS = {
    # uid: 0 for root, else a desktop user's
    "id": 'echo "$FAKE_UID"',
    "sudo": 'echo "sudo $*" >> "$LOG"; exec "$@"',
    # nothing installed unless the test says everything is
    "dpkg-query": '[ -n "$ALL_INSTALLED" ] && echo "install ok installed"; exit 0',
    # the first install finds nothing until the lists are updated
    "apt-get": (
        'echo "apt-get $*" >> "$LOG"\n'
        'case "$1" in update) touch "$STATE/updated" ;;\n'
        'install) [ -e "$STATE/updated" ] && exit 0\n'
        'echo "E: Unable to locate package x" >&2; exit 100 ;;\n'
        "esac"
    ),
    "python3": (
        'echo "python3 $*" >> "$LOG"; mkdir -p .venv/bin\n'
        'printf \'#!/bin/sh\\necho "pip $*" >> "$LOG"\\n\' > .venv/bin/pip\n'
        'printf \'#!/bin/sh\\necho "leaguemgr $*" >> "$LOG"\\n\' > .venv/bin/leaguemgr\n'
        "chmod +x .venv/bin/pip .venv/bin/leaguemgr"
    ),
}


def run_setup(tmp_path: Path, uid: str, *, installed: bool = False) -> list[str]:
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(SCRIPT, checkout / "scripts" / "setup-and-run")
    stubs = tmp_path / "bin"
    stubs.mkdir()
    for name, body in STUBS.items():
        (stubs / name).write_text(f"#!/bin/sh\n{body}\n")
        (stubs / name).chmod(0o755)
    (tmp_path / "state").mkdir()
    log = tmp_path / "log"
    log.touch()
    environment = {
        **os.environ,
        "PATH": f"{stubs}:{os.environ['PATH']}",
        "FAKE_UID": uid,
        "LOG": str(log),
        "STATE": str(tmp_path / "state"),
        "ALL_INSTALLED": "1" if installed else "",
    }
    done = subprocess.run(
        ["sh", "scripts/setup-and-run", "league.sqlite"],
        cwd=checkout, env=environment, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return log.read_text().splitlines()


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_as_root_without_sudo_with_empty_package_lists(tmp_path) -> None:
    calls = run_setup(tmp_path, "0")
    assert not [c for c in calls if c.startswith("sudo")]
    apt = [c.split()[1] for c in calls if c.startswith("apt-get")]
    assert apt == ["install", "update", "install"]  # "Unable to locate package": update
    assert "python3-venv" in next(c for c in calls if c.startswith("apt-get install"))
    assert calls[-3:] == ["python3 -m venv .venv", "pip install -q -e .", "leaguemgr league.sqlite"]


def test_a_desktop_user_goes_through_sudo(tmp_path) -> None:
    calls = run_setup(tmp_path, "1000")
    assert [c for c in calls if c.startswith("apt-get")]
    assert all(
        calls[i - 1].startswith("sudo ") for i, c in enumerate(calls) if c.startswith("apt-get")
    )
    assert calls[-1] == "leaguemgr league.sqlite"


def test_nothing_is_installed_when_every_package_is_there(tmp_path) -> None:
    calls = run_setup(tmp_path, "1000", installed=True)
    assert not [c for c in calls if c.startswith(("sudo", "apt-get"))]
    assert calls[-1] == "leaguemgr league.sqlite"

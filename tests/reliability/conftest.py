"""Faults made to happen: damaged files, full disks, read-only folders, kills, stale saves.

Commands run as separate processes, as a person or a script runs them, so that a traceback,
an exit status or a file left behind is seen exactly as they would see it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO, SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
FNC = SHARED_EXAMPLES / "fnc-2017.league.json"


@dataclass(frozen=True)
class Ran:
    code: int
    out: str
    err: str

    def refused(self) -> str:
        """The one error line of a clean refusal (exit 2, no traceback); returns it."""
        lines = self.err.strip().splitlines()
        assert self.code == 2, (self.code, self.err)
        assert len(lines) == 1 and lines[0].startswith("leaguemgr: error: "), self.err
        return lines[0]


# Root may write anywhere; without these capabilities it is held to the permissions of the
# files it owns, like any user (CI runs as root).
UNPRIVILEGED = (
    ["setpriv", "--bounding-set", "-dac_override,-dac_read_search,-fowner", "--inh-caps=-all"]
    if os.geteuid() == 0 and shutil.which("setpriv")
    else []
)


def run_leaguemgr(
    *arguments: str | Path, data: Path, unprivileged: bool = False, cwd: Path | None = None
) -> Ran:
    """``leaguemgr ARGUMENTS`` in a process of its own, with its own data folder; with
    ``unprivileged``, held to file permissions even where the tests run as root."""
    environment = {
        **os.environ,
        "XDG_DATA_HOME": str(data),
        "HOME": str(data),
        "PYTHONPATH": str(REPO),
    }
    if unprivileged and os.geteuid() == 0 and not UNPRIVILEGED:
        pytest.skip("needs setpriv to drop root's permission to write anywhere")
    prefix = UNPRIVILEGED if unprivileged else []
    done = subprocess.run(
        [*prefix, sys.executable, "-m", "leaguemgr.cli", *map(str, arguments)],
        capture_output=True,
        text=True,
        env=environment,
        cwd=cwd or REPO,
        timeout=120,
        check=False,
    )
    return Ran(done.returncode, done.stdout, done.stderr)


def digest(path: Path) -> str:
    """The file's bytes, as a hash: what "nothing changed" means for a league file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def cli(data: Path):
    def run(*arguments: str | Path, **options) -> Ran:
        return run_leaguemgr(*arguments, data=data, **options)

    return run


@pytest.fixture
def league(tmp_path: Path, cli) -> Path:
    """The AZ example as a league database."""
    path = tmp_path / "az.sqlite"
    ran = cli("import", AZ, "--db", path)
    assert ran.code == 0, ran.err
    return path

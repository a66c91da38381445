"""Run every check the project keeps green: lint, format, and the whole pytest suite.

This is the second command of the README and what ``.ci/run`` calls. Some tests read what
the app writes with Debian tools (pdftotext for PDFs, Chromium for the standings page); when
one is missing and we may install packages (root with apt-get), it is installed first.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# The command each test needs, and the Debian package that provides it.
DEBIAN_TOOLS = {"pdftotext": "poppler-utils", "chromium": "chromium"}


def install_missing_tools() -> None:
    missing = sorted({pkg for cmd, pkg in DEBIAN_TOOLS.items() if shutil.which(cmd) is None})
    # The server's programs are not on PATH (/usr/lib/postgresql/N/bin): the tests of a
    # league on a server (SPEC 6) start a throwaway cluster with them.
    if not postgresql_installed():
        missing.append("postgresql")
    if not missing:
        return
    if not may_install():
        print(f"note: {', '.join(missing)} missing and cannot be installed; those tests skip")
        return
    print(f"installing {', '.join(missing)} for the tests that need them", flush=True)
    quiet = {
        "stdout": subprocess.DEVNULL,
        "env": {**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    }
    subprocess.run(["apt-get", "update", "-qq"], check=False, **quiet)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing],
        check=False,
        **quiet,
    )


def postgresql_installed() -> bool:
    return any(Path("/usr/lib/postgresql").glob("*/bin/initdb"))


def may_install() -> bool:
    return shutil.which("apt-get") is not None and os.geteuid() == 0


def run(*command: str) -> int:
    print("$", " ".join(command), flush=True)
    return subprocess.run(command, cwd=REPO, check=False).returncode


def main() -> int:
    install_missing_tools()
    if postgresql_installed():
        # Installed (as in CI, where it is installed above): a league on a server must be
        # tested, so a cluster that will not start fails the run instead of skipping.
        os.environ["LEAGUEMGR_REQUIRE_PG"] = "1"
    python = sys.executable
    failures = 0
    failures += run(python, "-m", "ruff", "check", ".") != 0
    failures += run(python, "-m", "ruff", "format", "--check", ".") != 0
    # Both cores: a test module stays on one worker (--dist loadfile), so a module's costly
    # fixture (the PyInstaller build, a season exported once) is made once, not per worker.
    workers = ["-n", os.environ.get("LEAGUEMGR_TEST_WORKERS", "auto"), "--dist", "loadfile"]
    tests = run(python, "-m", "pytest", "-q", *workers, *sys.argv[1:])
    return 1 if failures or tests else 0


if __name__ == "__main__":
    sys.exit(main())

"""The PyInstaller one-folder app builds from installer.spec and starts.

Building takes about half a minute, so it is done once for the module.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, SAMPLE_LEAGUE

pytest.importorskip("PyInstaller", reason="pip install -e '.[test]' brings PyInstaller")


@pytest.fixture(scope="module")
def built_app(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("pyinstaller")
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
         str(REPO / "installer.spec")],
        capture_output=True, text=True, cwd=REPO, check=False, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    app = work / "dist" / "leaguemgr" / "leaguemgr"
    assert app.exists()
    return app


def run(app: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(app), *args], capture_output=True, text=True, check=False, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})},
    )  # fmt: skip


def test_the_built_app_runs_the_league_commands(built_app, tmp_path):
    assert run(built_app, "--version").stdout.strip().startswith("leaguemgr ")
    db = tmp_path / "league.sqlite"
    # Importing creates the database through the bundled migrations.
    imported = run(built_app, "import", str(SAMPLE_LEAGUE), "--db", str(db))
    assert imported.returncode == 0, imported.stderr
    report = run(built_app, "report", "--db", str(db), "--format", "text")
    assert report.returncode == 0, report.stderr
    assert "Tess Morgan" in report.stdout and "Championship: pool 519.00" in report.stdout


def test_the_built_app_opens_its_window_with_the_sample_league(built_app, tmp_path):
    home = tmp_path / "home"
    started = run(
        built_app,
        env={"HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
             "XDG_CONFIG_HOME": str(home / "config"), "LEAGUEMGR_QUIT_AFTER_START": "1"},
    )  # fmt: skip
    assert started.returncode == 0, started.stderr
    assert "Traceback" not in started.stderr
    # First run: the default league was created in the data folder, with the sample in it.
    assert (home / "data" / "leaguemgr" / "league.sqlite").exists()


def test_the_spec_leaves_unused_qt_modules_out(built_app):
    internal = built_app.parent / "_internal" / "PySide6"
    bundled = {path.name.split(".")[0] for path in internal.glob("Qt*.so")}
    # QtMultimedia plays the clock's sounds; without it the packaged app could only beep.
    assert {"QtWidgets", "QtCharts", "QtPrintSupport", "QtMultimedia"} <= bundled
    assert not bundled & {"QtWebEngineCore", "Qt3DCore", "QtQuick"}

"""A reader that goes before the output comes (``leaguemgr report | head``, the page
closed) leaves the command to end quietly: no traceback on stderr."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

REPO = Path(__file__).resolve().parents[2]


def test_a_report_whose_reader_went_ends_without_a_traceback(tmp_path: Path) -> None:
    db = tmp_path / "az.sqlite"
    assert main(["import", str(SHARED_EXAMPLES / "az-2026.league.json"), "--db", str(db)]) == 0
    env = {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(tmp_path)}
    report = subprocess.Popen(
        [sys.executable, "-m", "leaguemgr.cli", "report", "--db", str(db), "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert report.stdout is not None and report.stderr is not None
    report.stdout.close()  # the reader is gone before the report is written
    code = report.wait(timeout=120)
    said = report.stderr.read().decode()
    assert "Traceback" not in said and "BrokenPipe" not in said, said
    assert code != 0  # the report did not reach its reader

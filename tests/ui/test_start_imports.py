"""What the app's start imports: PySide6's look at each module is answered from the file,
as PySide6 answers it, and the league file's reader waits until a league file is read."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

import leaguemgr.domain.money
import leaguemgr.ui
import leaguemgr.ui.app
from tests.conftest import REPO


def test_pysides_look_at_a_module_gives_its_own_answer_from_the_file() -> None:
    feature = sys.modules["shibokensupport.feature"]
    quick = feature._mod_uses_pyside
    asked = quick.asked_pyside
    for module in (leaguemgr.ui.app, leaguemgr.domain.money, sys, pytest):
        assert quick(module) == asked(module), module.__name__
    assert quick(leaguemgr.ui.app) and not quick(leaguemgr.domain.money)


def test_the_league_files_names_are_found_on_first_use() -> None:
    from leaguemgr import leaguefile
    from leaguemgr.leaguefile import LeagueFileError, read_league
    from leaguemgr.leaguefile.reader import read_league as reader_read_league

    assert read_league is reader_read_league
    assert issubclass(LeagueFileError, Exception)
    with pytest.raises(AttributeError, match="no attribute 'write_everything'"):
        leaguefile.write_everything  # noqa: B018


def test_the_apps_start_does_not_import_the_league_file_reader() -> None:
    script = textwrap.dedent(
        """
        import sys
        import leaguemgr.ui.app, leaguemgr.ui.main_window
        print(sorted(m for m in sys.modules if m.startswith("leaguemgr.leaguefile.")))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={"PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen", "PATH": ""},
        timeout=120,
        check=True,
    )
    imported = done.stdout.strip()
    assert "leaguemgr.leaguefile.reader" not in imported
    assert "leaguemgr.leaguefile.writer" not in imported

"""A quiet start (issue #23): the app starts, shows every screen and closes without a word
on stderr; QtMultimedia (whose media backend warns about missing PipeWire and VA-API
libraries) is loaded only when a clock sound is first played."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

START = """
import sys
from PySide6.QtWidgets import QApplication
from leaguemgr.ui.app import create_application, first_league
from leaguemgr.ui.main_window import MainWindow

app = create_application(["leaguemgr"])
window = MainWindow()
window.load_service(first_league(["leaguemgr"]))
window.show()
for key in list(window.screens):
    window.show_screen(key)
    QApplication.processEvents()
window.close()
print("multimedia loaded" if "PySide6.QtMultimedia" in sys.modules else "no multimedia")
"""

OFFSCREEN_ONLY = "This plugin does not support propagateSizeHints()"
"""Qt's offscreen platform (the tests' stand-in for a screen) says this of every window."""


def test_a_normal_start_prints_nothing_on_stderr(tmp_path: Path) -> None:
    environment = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    command = [sys.executable, "-c", START]
    xvfb = shutil.which("xvfb-run")
    if xvfb:  # a real X server: the xcb platform a desktop has
        environment.pop("QT_QPA_PLATFORM", None)
        command = [xvfb, "-a", *command]
    else:
        environment["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        command, env=environment, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "no multimedia"
    said = [line for line in done.stderr.splitlines() if line != OFFSCREEN_ONLY]
    assert said == []


def test_the_sound_backend_is_loaded_at_the_first_sound(qtbot, monkeypatch) -> None:
    from leaguemgr.ui.night.clock_sounds import Sound, SoundPlayer

    player = SoundPlayer()
    assert player._effects is None  # nothing loaded by making the player
    beeps: list[bool] = []
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.beep", lambda: beeps.append(True))
    player.play(Sound.END)
    assert player._effects is not None

"""The app's start imports only what paints its first screen.

What only other screens, the outputs, the phones' page, the importers, a server league or
the clock's sounds need is imported when first used or on the worker after the first paint
(issue 34): the start must not slide back into importing it, a module at a time. Each check
runs in a fresh interpreter, since this one has imported everything already.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Imported by none of what paints the first screen (prefixes of module names).
NOT_AT_START = (
    "openpyxl",
    "psycopg",
    "python_calamine",
    "segno",
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "PySide6.QtMultimedia",
    "PySide6.QtPrintSupport",
    "leaguemgr.exporters",
    "leaguemgr.td3",
    "leaguemgr.sheets",
    "leaguemgr.web",
    "leaguemgr.storage.tables",
    "leaguemgr.services.night_service",
    "leaguemgr.services.td3_import",
    "leaguemgr.services.sheet_import",
    "leaguemgr.ui.night.night_view",
    "leaguemgr.ui.night.phones_dialog",
    "leaguemgr.ui.events.event_editor",
    "leaguemgr.ui.events.events_view",
    "leaguemgr.ui.season.season_editor",
    "leaguemgr.ui.money.money_view",
)
# The command line's modules: the `leaguemgr` command opens the app without them.
COMMAND_LINE = ("leaguemgr.cli",)  # the package and every command group in it

_FOUND = """
import sys
PREFIXES = {prefixes!r}
def found():
    return sorted(
        name for name in sys.modules
        if any(name == p or name.startswith(p + ".") for p in PREFIXES)
    )
"""

_START = """
import json
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from leaguemgr.ui import app

class FirstPaint(QObject):
    seen = None

    def eventFilter(self, watched, event):
        if (
            self.seen is None
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and isinstance(watched.window(), QMainWindow)
            and watched.window().isVisible()
        ):
            window = watched.window()
            screen = window.tabs.currentWidget()
            self.seen = {{"modules": found(), "screen": type(screen).__name__}}
            QTimer.singleShot(0, QApplication.quit)
        return False

application = app.create_application(["leaguemgr"])
watcher = FirstPaint(application)
application.installEventFilter(watcher)
app.run_app(["leaguemgr", {league!r}])
print(json.dumps(watcher.seen))
"""


def run_fresh(code: str, home: Path) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    env.update(XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    completed = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=120,
        check=True,
    )
    return completed.stdout.strip().splitlines()[-1]


def test_importing_the_app_imports_no_output_importer_server_or_sound(tmp_path):
    code = _FOUND.format(prefixes=NOT_AT_START) + "import leaguemgr.ui.app\nprint(found())"
    assert run_fresh(code, tmp_path) == "[]"


def test_the_first_paint_of_the_standings_comes_before_those_imports(tmp_path, league_db):
    code = _FOUND.format(prefixes=NOT_AT_START) + _START.format(league=str(league_db))
    seen = json.loads(run_fresh(code, tmp_path))
    assert seen == {"modules": [], "screen": "StandingsView"}


def test_the_leaguemgr_command_opens_the_app_without_the_command_lines_modules(tmp_path, league_db):
    code = (
        _FOUND.format(prefixes=NOT_AT_START + COMMAND_LINE)
        + f"""
from leaguemgr.ui import app
app.run_app = lambda argv: print(argv[1:]) or 0
from leaguemgr.launch import main
assert main([{str(league_db)!r}]) == 0
print(found())
"""
    )
    assert run_fresh(code, tmp_path) == "[]"


def test_a_command_line_report_imports_no_web_server(tmp_path, league_db):
    # `leaguemgr report` is typed at the table between hands: its parsers once imported
    # Starlette and uvicorn for the phone page's default port, a second of every command.
    code = (
        _FOUND.format(prefixes=("starlette", "uvicorn", "leaguemgr.web.server", "openpyxl"))
        + f"""
import contextlib, io
from leaguemgr.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    assert main(["report", "--db", {str(league_db)!r}]) == 0
print(found())
"""
    )
    assert run_fresh(code, tmp_path) == "[]"

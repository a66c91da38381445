"""Screenshots of what the app shows when a league file is in trouble.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_fault_screenshots.py

It works in a temporary data folder on copies of the sample league (real damage, real
backups), never on the organizer's own leagues, and writes PNGs into ``docs/screenshots/``:
the recovery dialog at start, File ▸ Restore from Backup…, a stale save refused and the
read-only banner.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import tempfile
from pathlib import Path

WORK = Path(tempfile.mkdtemp(prefix="leaguemgr-fault-shots-"))
os.environ["XDG_DATA_HOME"] = str(WORK / "data")  # backups go here, before anything reads it

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.storage.backups import backups_of, take_backup  # noqa: E402
from leaguemgr.storage.who_writes import changed_meanwhile  # noqa: E402
from leaguemgr.ui.files.fault_dialog import FaultDialog  # noqa: E402
from leaguemgr.ui.files.league_opening import OPEN_ERRORS, open_existing  # noqa: E402
from leaguemgr.ui.files.recovery_dialog import RecoveryDialog  # noqa: E402
from leaguemgr.ui.files.restore_dialog import RestoreDialog  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, shown_window  # noqa: E402


def league_with_backups(path: Path) -> Path:
    """The sample league, with the backups a few weeks of use leave behind."""
    service = LeagueService.open(path)
    service.import_league_file(SAMPLE)
    service.close()
    raw = sqlite3.connect(path)
    try:
        for reason in ("migration", "daily", "restore"):
            take_backup(raw, path, reason)
    finally:
        raw.close()
    return path


def main() -> int:
    _work, app = screenshot_app(work=WORK)

    # At start: the league was cut short (a copy that did not finish, a disk that failed).
    damaged = league_with_backups(WORK / "thursday-league.sqlite")
    damaged.write_bytes(damaged.read_bytes()[: damaged.stat().st_size // 2])
    try:
        open_existing(damaged)
    except OPEN_ERRORS as error:
        recovery = RecoveryDialog(damaged, error, backups_of(damaged), "&Quit")
    else:
        raise SystemExit("the damaged league opened")
    recovery.show()
    save(recovery, "recovery-dialog.png", app)
    recovery.close()

    # File ▸ Restore from Backup… on a league that is fine.
    league = league_with_backups(WORK / "friday-league.sqlite")
    window = shown_window(open_existing(league), (1200, 800), app)
    restore = RestoreDialog(league, backups_of(league), window)
    restore.show()
    save(restore, "restore-dialog.png", app)
    restore.close()

    # A save refused because `leaguemgr import` changed the league meanwhile.
    stale = changed_meanwhile(league, "leaguemgr import on club-pc", "2026-11-24 21:40:12")
    dialog = FaultDialog(window, "Not saved", stale, doing="Save event 11")
    dialog.show()
    save(dialog, "stale-save-dialog.png", app)
    dialog.close()
    window.close()

    # A league in a folder the organizer may not write: the banner above the screens.
    folder = WORK / "shared"
    folder.mkdir()
    shared = folder / "club-league.sqlite"
    league.rename(shared)
    may = os.access
    os.access = lambda path, mode: Path(path) != folder and may(path, mode)  # as for root
    try:
        service = open_existing(shared)
    finally:
        os.access = may
    window = shown_window(service, (1200, 800), app)
    window.show_screen("events")
    save(window, "read-only.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

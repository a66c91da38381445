"""Screenshots of File ▸ Import Spreadsheet…, one per page of the wizard.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1920x1080x24" \\
        .venv/bin/python tests/ui/take_sheet_import_screenshots.py

The league of issue 39's newcomer (a home game in Ireland, a timed game in euros, points
cash-out x 50, its players typed in but one spelled otherwise and one missing) imports the
results CSV it publishes as it is (``tests/sheets/league_sheets.py``: Windows-1252, €
amounts, Game_Number, PlayerNo, BuyIn, Rebuy, CashOut, ROI, PlayerName, no places) into its
season 2026. Writes ``docs/screenshots/sheet-import-files.png``, ``-columns.png``,
``-names.png`` and ``-standings.png``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

WORK = Path(tempfile.mkdtemp(prefix="leaguemgr-sheet-shots-"))
os.environ["XDG_DATA_HOME"] = str(WORK / "data")


from leaguemgr.ui.files.sheet_import_wizard import SheetImportWizard  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.sheets.league_sheets import ireland_csv, newcomer_league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app  # noqa: E402


def main() -> int:
    _work, app = screenshot_app(work=WORK)
    # A folder of the same name every run: the first page shows it.
    files = Path(tempfile.gettempdir()) / "League history"
    shutil.rmtree(files, ignore_errors=True)
    files.mkdir()
    paths = [ireland_csv(files)]
    wizard = SheetImportWizard(newcomer_league(), files, paths)
    wizard.files_page.season.setText("2026")
    wizard.resize(1100, 720)
    wizard.show()
    save(wizard, "sheet-import-files.png", app)
    for name in ("columns", "names", "standings"):
        wizard.next()
        problem = wizard.currentPage().findChild(object, "problem")
        if problem is not None and problem.text():
            raise SystemExit(problem.text())
        save(wizard, f"sheet-import-{name}.png", app)
    wizard.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

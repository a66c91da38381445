"""Screenshots of a league in euros written the German way (SPEC 12): File ▸ League
Settings… and the Season setup screen of the AZ example with ``currency`` EUR and
``locale`` de_DE:

    xvfb-run -a -s "-screen 0 1920x1080x24" \
        .venv/bin/python tests/ui/take_league_money_screenshots.py

(``docs/screenshots/league-settings-de.png``, ``docs/screenshots/season-setup-eur.png``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import AZ_EXAMPLE  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, settle  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-money-shots-")
    document = json.loads(AZ_EXAMPLE.read_text())
    document["league"] |= {"currency": "EUR", "locale": "de_DE", "language": "de"}
    source = work / "euro.league.json"
    source.write_text(json.dumps(document))
    service = LeagueService.open(work / "euro.sqlite")
    service.import_league_file(source)
    window = MainWindow()
    window.load_service(service)
    window.resize(1400, 900)
    window.show()
    settle(app)
    dialog = window.show_league_settings()
    save(dialog, "league-settings-de.png", app)
    dialog.close()
    window.show_screen("season")
    save(window, "season-setup-eur.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

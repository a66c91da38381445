"""Season setup in German and French (SPEC 12), on the sample league kept in euros.

Run under a virtual display, one language a run::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python \
        tests/ui/take_season_language_screenshots.py de

Writes ``docs/screenshots/season-setup-<language>.png`` (de: a de_DE league, fr: fr_FR).
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.ui.i18n import install_language  # noqa: E402
from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, shown_window  # noqa: E402

LOCALES = {"de": "de_DE", "fr": "fr_FR", "es": "es_ES", "nl": "nl_NL"}


def main(language: str) -> int:
    work, app = screenshot_app(f"leaguemgr-season-{language}-")
    install_language(language)  # before the window: its texts are read as it is built
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    service.save_formats("EUR", LOCALES[language], language)
    window = shown_window(service, (1200, 800), app)
    window.show_screen("season")
    save(window, f"season-setup-{language}.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "de"))

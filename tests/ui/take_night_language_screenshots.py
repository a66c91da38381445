"""The Night screen mid-night in German and French, from the real app (SPEC 12).

    xvfb-run -a -s "-screen 0 1400x900x24" \
        .venv/bin/python tests/ui/take_night_language_screenshots.py

Works on a temporary copy of the AZ example league (in euros, its locale the language's)
and temporary settings; writes ``docs/screenshots/night-de.png`` and ``night-fr.png``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402

LANGUAGES = {"de": "de_DE", "fr": "fr_FR"}


def main() -> int:
    from leaguemgr.ui.i18n import install_language

    work, app = screenshot_app("leaguemgr-night-language-shots-")
    for language, locale in LANGUAGES.items():
        install_language(language)
        path = make_night_league(work / f"az-{language}.sqlite", work)
        service = LeagueService.open(path)
        service.save_formats("EUR", locale, language)
        window = shown_window(service, (1280, 820), app)
        view = window.show_screen("night")
        view.nights = NightService(service, random.Random(4))
        view.actions.start_night()
        data = view.data
        season, number, nights = data.season, data.number, view.nights
        roster = [p.id for p in service.league.players]
        for index, player in enumerate(roster[:14]):
            nights.arrive(
                season, number, player, paid=index != 3, on_time=index % 3 == 0, absent=index == 9
            )
        nights.draw(season, number, seed=5)
        nights.dealer(season, number, roster[14], "half")
        left = list(nights.night(season, number).remaining)
        nights.bust(season, number, [left[5]], by=[left[0]])
        nights.rebuy(season, number, left[5])
        nights.level(season, number, 1)
        nights.bust(season, number, [left[2]], by=[left[7]])
        view.refresh()
        view.bust.name_field.setFocus()
        save(window, f"night-{language}.png", app)
        window.close()
        service.close()
    install_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of the Night screen and its seating view, mid-night, from the real app.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_night_screenshots.py

Works on a temporary copy of the AZ example league and temporary settings; writes
``docs/screenshots/night.png`` (and ``night-1024x600.png``, the smallest window the app
supports), ``docs/screenshots/seating-view.png`` and, where pdftoppm is installed,
``docs/screenshots/table-card.png`` (the first page of the table cards).
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_screenshots import OUT, save, screenshot_app, settle, shown_window  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-night-shots-")
    service = LeagueService.open(make_night_league(work / "az.sqlite", work))

    window = shown_window(service, (1280, 820), app)
    view = window.show_screen("night")
    view.nights = NightService(service, random.Random(4))
    view.actions.start_night()
    data = view.data
    season, number = data.season, data.number
    nights = view.nights
    roster = [p.id for p in service.league.players]
    players = roster[:14]
    for index, player in enumerate(players):
        nights.arrive(
            season, number, player, paid=index != 3, on_time=index % 3 == 0, absent=index == 9
        )
    nights.draw(season, number, seed=5)
    nights.dealer(season, number, roster[14], "half")
    night = nights.night(season, number)
    left = list(night.remaining)
    nights.bust(season, number, [left[5]], by=[left[0]])
    nights.rebuy(season, number, left[5])
    nights.level(season, number, 1)
    nights.bust(season, number, [left[2]], by=[left[7]])
    now = nights.night(season, number)
    sizes: dict[int, int] = {}
    for table, _seat in now.seats.values():
        sizes[table] = sizes.get(table, 0) + 1
    short = min(sizes, key=sizes.get)
    same = [p for p in now.remaining if now.seats[p][0] == short][:2]
    hitman = next(p for p in now.remaining if now.seats[p][0] != short)
    nights.bust(season, number, same, by=[hitman])
    view.refresh()
    nights.hand_for_hand(season, number, True)
    view.refresh()
    view.say(f"{view.names.names(same)} out")  # what the screen says after that bust
    view.bust.name_field.setFocus()
    save(window, "night.png", app)
    size = window.size()
    window.resize(1024, 600)
    save(window, "night-1024x600.png", app)
    window.resize(size)
    settle(app)
    save_table_card(view, work)

    view.actions.show_seating()
    seating = view.seating_window
    seating.resize(1280, 720)
    settle(app)
    save(seating, "seating-view.png", app)
    window.close()
    service.close()
    return 0


def save_table_card(view, work: Path) -> None:
    """The table cards' first page as a picture (needs pdftoppm, from poppler-utils)."""
    from leaguemgr.exporters.pdf import write_document_pdf

    tool = shutil.which("pdftoppm")
    if tool is None:
        print("pdftoppm is not installed: no table-card.png")
        return
    pdf = work / "table-cards.pdf"
    write_document_pdf(view.actions.seating_document(cards=True), pdf)
    stem = OUT / "table-card"
    subprocess.run([tool, "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(stem)], check=True)  # fmt: skip
    print(f"{stem}.png")


if __name__ == "__main__":
    raise SystemExit(main())

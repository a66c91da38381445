"""A screenshot of a player's personal link while the app serves the league on the venue's
network (SPEC 10), from the real app and its real server:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_venue_screenshots.py

Night ▸ Players' Phones… switched on (this computer's first network address), then
Players ▸ Personal link… with *Tonight, on the venue's network* chosen
(``docs/screenshots/player-link-venue.png``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.night.phones_dialog import local_addresses
from leaguemgr.ui.players.link_dialog import PlayerLinkDialog

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.ui.take_going_screenshots import league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, settle  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-venue-shots-")
    service = LeagueService.open(league(work))
    player_links.remember_public_url(service, "https://poker.example.org")
    window = MainWindow()
    window.load_service(service)
    window.show()
    settle(app)
    address = local_addresses()[-1][0]  # a network address when this computer has one
    problem = window.phones.start(address, 8765)
    if problem is not None:
        raise SystemExit(problem)
    try:
        player = service.league.players[0]
        dialog = PlayerLinkDialog(window.context, player, window, venue=window.phones.venue_base)
        dialog.where.setCurrentIndex(1)
        dialog.show()
        save(dialog, "player-link-venue.png", app)
        dialog.close()
    finally:
        window.phones.stop()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

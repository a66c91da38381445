"""A player's link is made like the phone page's token (26 characters, none that look
alike), since a link printed on a table card is sometimes typed by hand; a link issued
before (22 URL-safe characters) still opens the player's page until it is reissued."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_token import is_token
from leaguemgr.storage import rsvp_writes
from tests.conftest import SHARED_EXAMPLES

OLD_STYLE = "Ab0-_lI1OoZz9x8w7v6u5t"  # as secrets.token_urlsafe(16) made them


def test_new_links_are_typable_and_old_ones_keep_working(tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite"
    assert main(["import", str(SHARED_EXAMPLES / "az-2026.league.json"), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        with service.database.transaction(reread=True) as session:
            rsvp_writes.issue_link(session, "p01", OLD_STYLE, "2026-11-01T20:00:00")
        tokens = player_links.issue_links(service, ["p01", "p02", "p03"])
        assert tokens["p01"] == OLD_STYLE  # issued once, shown again as it was
        assert is_token(tokens["p02"]) and is_token(tokens["p03"])
        assert not set(tokens["p02"] + tokens["p03"]) & set("0O1lIio")
        assert player_links.player_of_token(service, OLD_STYLE).id == "p01"
        assert player_links.player_of_token(service, OLD_STYLE[:-1] + "y") is None

        new = player_links.issue_links(service, ["p01"], reissue=True)["p01"]
        assert is_token(new) and player_links.player_of_token(service, new).id == "p01"
        assert player_links.player_of_token(service, OLD_STYLE) is None
    finally:
        service.close()

"""Mid-season, the screens say what a player still needs, not a make-up (issue #11, item 5)."""

from __future__ import annotations

import pytest

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.standings.standings_table_model import StandingsColumn
from tests.exporters.test_mid_season_wording import _after
from tests.ui.conftest import column_texts


@pytest.fixture
def mid_season(qtbot, tmp_path) -> MainWindow:
    service = LeagueService.open(tmp_path / "mid.sqlite")
    service.import_league(_after(3, keep_planned=True))
    main = MainWindow()
    qtbot.addWidget(main)
    main.load_service(service)
    main.show()
    qtbot.waitExposed(main)
    return main


def test_standings_say_what_is_still_needed_after_three_events(mid_season):
    view = mid_season.show_screen("standings")
    statuses = column_texts(view.proxy, StandingsColumn.CHAMPIONSHIP)
    assert "Needs 4 of the 8 events left" in statuses
    assert not [s for s in statuses if "make-up" in s.lower() or "missed" in s]
    assert view.summary.text().endswith("after 3 of 11 events")


def test_championship_screen_offers_no_make_up_before_the_end(mid_season):
    champ = mid_season.show_screen("championship")
    texts = [champ.offers.item(i).text() for i in range(champ.offers.count())]
    assert any(text.endswith(": needs 4 of the 8 events left") for text in texts)
    assert not any("missed" in text for text in texts)
    assert "offered after the season's last regular event" in champ.offers_hint.text()


def test_player_page_shows_a_provisional_season_prize_as_not_paid(mid_season):
    players = mid_season.show_screen("players")
    report = mid_season.context.service.report("2026")
    leader = report.season_prizes[0]
    players.detail.show_player(leader.player)
    figures = players.detail.figures
    assert figures["Season prize"].text().endswith("if the season ended now (not paid yet)")
    history = players.detail.history
    assert history.money_out == history.prizes + history.bounties_won

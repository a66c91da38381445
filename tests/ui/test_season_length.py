"""Issue 30 item 6: an estimated season length says where the number is set."""

from __future__ import annotations

from leaguemgr.domain.records import ChampionshipDecisions
from leaguemgr.ui.standings.standings_view import StandingsView


def test_an_estimated_length_names_the_field_that_sets_it(qtbot, context):
    service = context.service
    # The AZ season after its seventh night, its championship not yet under way.
    service.save_championship_decisions("2026", ChampionshipDecisions())
    for number in (11, 10, 9):
        service.delete_event("2026", number)
    context.announce(service.delete_event("2026", 8))
    view = StandingsView(context)
    qtbot.addWidget(view)
    assert "of about" in view.summary.text()
    assert "set Nights in the season in Season setup" in view.summary.text()

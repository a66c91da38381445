"""The night sheet of an event already played shows what happened (issue #23), not the
estimate made before the night."""

from __future__ import annotations

from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.pdf import write_pdf
from tests.exporters.support import pdf_pages
from tests.exporters.test_pdf import squash


def test_a_played_events_sheet_shows_its_entries_pool_and_payouts(az, tmp_path):
    league, report = az
    path = tmp_path / "night-1.pdf"
    write_pdf(league, report, path, "night-sheet", 1)
    text = squash(pdf_pages(path)[0])
    result = next(r for r in report.events if r.number == 1)
    names = {p.id: p.name for p in league.players}
    winner = next(p for p in result.payouts if p.finish == 1)
    assert "Night sheet: Event 1" in text and "(played)" in text
    assert "No event played yet" not in text and "Payouts by number of entries" not in text
    assert f"1st {names[winner.player]}" in text
    assert f"${result.money.pool:,.2f}" in text
    for payout in result.payouts:
        assert f"{names[payout.player]} ${payout.amount:,.2f}" in text
    assert "Sign-in" not in text


def test_the_next_events_sheet_is_still_the_plan(az):
    league, report = az
    plan = night_plan(league, report.season, report)
    assert plan.played is None and plan.fields

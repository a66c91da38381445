"""After the close the phones show that night's result until the next night starts
(issue #23): every finish with its prize, the entries and the pool."""

from __future__ import annotations

import pytest

from leaguemgr.services.phone_page import league_snapshot
from leaguemgr.web.page import phone_page
from tests.services.test_phone_page import dollars
from tests.web.phone_league import NOW, QUOTED_SEASON, league, run_night


@pytest.fixture
def service(tmp_path, az_league_file):
    service = league(tmp_path, az_league_file, str(tmp_path / "l.sqlite"))
    yield service
    service.close()


def test_a_closed_nights_result_shows_until_the_next_night_starts(service) -> None:
    nights = run_night(service)  # event 12: eight seated, p05 out
    for player in ("p07", "p06", "p04", "p03", "p02", "p01"):
        nights.bust(QUOTED_SEASON, 12, [player], by=["p00"])
    nights.close(QUOTED_SEASON, 12)
    snapshot = league_snapshot(service, QUOTED_SEASON, dollars, NOW)
    names = service.player_names()
    result = snapshot.result
    assert snapshot.night is None and result is not None
    assert result.event.startswith("Event 12") and result.entries == 8
    assert [(f.place, f.player) for f in result.finishes][:3] == [
        (1, names["p00"]), (2, names["p01"]), (3, names["p02"])
    ]  # fmt: skip
    assert result.finishes[-1].place == 8 and result.finishes[-1].player == names["p05"]
    report = next(r for r in service.report(QUOTED_SEASON).events if r.number == 12)
    assert result.finishes[0].prize == dollars(report.prize_of("p00"))
    assert result.pool == dollars(report.money.pool)
    page = phone_page(snapshot, NOW)
    assert 'id="result"' in page and "Event 12" in page and result.finishes[0].prize in page

    nights.start(QUOTED_SEASON, 13)  # the next night: its clock and seats instead
    snapshot = league_snapshot(service, QUOTED_SEASON, dollars, NOW)
    assert snapshot.night is not None and snapshot.result is None
    assert 'id="result"' not in phone_page(snapshot, NOW)

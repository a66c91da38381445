"""An answer from the web is not an edit (SPEC 10, issue 41 item 6), on a file and on a
server: it never refuses the organizer's save of what they read before it, the save keeps
it, and the organizer's app hears that only answers came (its undo history stands)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_service import LeagueService
from tests.services.test_rsvp_service import imported, season_of


def test_an_answer_never_refuses_the_organizer_s_save_and_is_kept(
    league_target: str, tmp_path: Path
) -> None:
    db = imported(league_target, tmp_path)
    season = season_of(db)
    organizer, site = LeagueService.open(db), LeagueService.open(db)
    try:
        night = organizer.event(season, 12)
        site.league  # noqa: B018 - the site has read the league too
        rsvp_service.answer(site, season, 12, "p05", RsvpAnswer.YES)
        rsvp_service.answer(site, season, 12, "p06", RsvpAnswer.NO)
        assert organizer.changed_elsewhere() and organizer.answers_only()
        organizer.save_event(season, dataclasses.replace(night, seats=9))  # not refused
        # The site's next answer reads the organizer's edit first, then lands after it.
        rsvp_service.answer(site, season, 12, "p07", RsvpAnswer.YES)
        assert organizer.changed_elsewhere() and organizer.answers_only()
        organizer.reload()
        stored = organizer.event(season, 12)
        assert stored.seats == 9
        assert [a.player for a in stored.rsvp][-3:] == ["p05", "p06", "p07"]
        site.save_event(season, dataclasses.replace(site.event(season, 12), seats=8))
        assert organizer.changed_elsewhere() and not organizer.answers_only()  # an edit
    finally:
        organizer.close()
        site.close()

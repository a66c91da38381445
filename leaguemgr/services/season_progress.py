"""How far the season is, and the championship wording that depends on it (SPEC 2.8).

The championship rules (make-up offers, "no seat left") describe the end of the regular
season. Before then they mislead: after one AZ night every player would be "offered a
make-up for 6 missed events". So until the season's last regular event the screens and
every export say what a player still needs instead ("needs 4 of the 8 events left"), and a
season prize is what the standings would pay *if the season ended now*, not money paid out.

How many regular events the season will have, in this order:

1. none left once the championship is under way: a championship event exists, or the
   organizer has recorded a make-up or a decline;
2. the season's own number (rules ``events_planned``, SPEC 8), or those played if more;
3. the events planned beyond the played ones (Events ▸ New event with no results yet);
4. otherwise estimated from the dates: a season is taken to last a year from its first
   event at the cadence of the events so far (the median gap: monthly gives 12, weekly 52);
   never fewer than the championship's minimum number of events, nor than those played.
   Without dates: the minimum number of events, or those played if more.

The estimate is shown as such ("about 8 events left").
"""

from __future__ import annotations

import datetime as dt
import itertools
import statistics
from dataclasses import dataclass

from leaguemgr.domain.records import ChampionshipRules, EventKind, League, Season
from leaguemgr.domain.results import ChampionshipEligibility, SeasonReport, StandingRow
from leaguemgr.language.texts import N_, _, ngettext

SEASON_DAYS = 365
PROVISIONAL_PRIZE = N_("Season prize if it ended now")
"""The heading of a season prize before the season's end: not paid out yet."""


@dataclass(frozen=True, slots=True)
class SeasonProgress:
    """Regular events played and how many the season will have."""

    played: int
    total: int
    estimated: bool  # ``total`` is worked out from the cadence, not from planned events

    @property
    def left(self) -> int:
        return max(self.total - self.played, 0)

    @property
    def over(self) -> bool:
        """Whether the regular season is over (its championship rules then apply as written)."""
        return self.left == 0

    def after_text(self, *, starts: bool = True) -> str:
        """ "After 3 of 12 events", "After 3 of about 12 events"; "After 11 events" at the end;
        "after …" inside a sentence (``starts`` false). In the language spoken."""
        played, total = self.played, self.total
        if self.over:
            text = (
                ngettext("After {played} event", "After {played} events", played)
                if starts
                else ngettext("after {played} event", "after {played} events", played)
            )
        elif self.estimated:
            text = (
                ngettext("After {played} of about {total} event",
                         "After {played} of about {total} events", total)
                if starts
                else ngettext("after {played} of about {total} event",
                              "after {played} of about {total} events", total)
            )  # fmt: skip
        else:
            text = (
                ngettext("After {played} of {total} event",
                         "After {played} of {total} events", total)
                if starts
                else ngettext("after {played} of {total} event",
                              "after {played} of {total} events", total)
            )  # fmt: skip
        return text.format(played=played, total=total)


def season_progress(league: League, report: SeasonReport) -> SeasonProgress:
    """Where the season of ``report`` stands (see the module's rules)."""
    season = league.season(report.season)
    played_numbers = {result.number for result in report.events if result.money.entries}
    regular = [e for e in season.events if e.kind == EventKind.REGULAR]
    played = len([e for e in regular if e.number in played_numbers])
    planned = [e for e in regular if e.number not in played_numbers]
    if _championship_under_way(season):
        return SeasonProgress(played, played, estimated=False)
    if season.rules.events_planned is not None:
        return SeasonProgress(played, max(season.rules.events_planned, played), estimated=False)
    if planned:
        return SeasonProgress(played, played + len(planned), estimated=False)
    rules = season.rules.championship
    floor = max(rules.min_events if rules is not None else 0, played)
    dates = sorted(d for d in (_date(e.date) for e in regular if e.number in played_numbers) if d)
    if len(dates) >= 2:
        gap = statistics.median((b - a).days for a, b in itertools.pairwise(dates))
        if gap > 0:
            expected = round(SEASON_DAYS / gap)
            return SeasonProgress(played, max(expected, floor), estimated=True)
    return SeasonProgress(played, floor, estimated=played < floor)


def _championship_under_way(season: Season) -> bool:
    decisions = season.championship
    if decisions.makeups or decisions.declined:
        return True
    return any(event.kind == EventKind.CHAMPIONSHIP for event in season.events)


def _date(text: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text) if text else None
    except ValueError:
        return None


def still_needs_text(
    row: StandingRow,
    eligibility: ChampionshipEligibility,
    progress: SeasonProgress,
    rules: ChampionshipRules | None,
) -> str | None:
    """Mid-season, what a player short of the championship's minimum still needs; else None.

    "Needs 4 of the 8 events left", or, when playing every event left is not enough, "Can
    reach 5 of the 7 events needed: a make-up at season end if a seat is left". ``None`` at
    the season's end or for a player the minimum does not hold back.
    """
    if rules is None or progress.over or eligibility.status not in ("makeup_offer", "outside"):
        return None
    needed = rules.min_events - row.events_played
    if needed <= 0:
        return None
    left = progress.left
    if needed <= left:
        return needs_wording(needed, left, progress.estimated)
    said = (
        ngettext(
            "Can reach {reached} of the {needed} events needed: a make-up at season end if a "
            "seat is left",
            "Can reach {reached} of the {needed} events needed: a make-up at season end if a "
            "seat is left",
            rules.min_events,
        )
        if rules.makeup_fee_per_missed_event is not None
        else ngettext(
            "Can reach {reached} of the {needed} events needed",
            "Can reach {reached} of the {needed} events needed",
            rules.min_events,
        )
    )
    return said.format(reached=row.events_played + left, needed=rules.min_events)


def needs_wording(needed: int, left: int, estimated: bool) -> str:
    """What a player needs of the events left, as every screen and export words it:
    "Needs 4 of the 8 events left", "Needs every one of the 6 events left", "Needs the
    last event"; with an estimated season "Needs 4 of about 9 events left" and "Needs 6
    events, of about 6 left" (never "of the about 6")."""
    if estimated:
        if needed == left:
            said = ngettext(
                "Needs {needed} event, of about {left} left",
                "Needs {needed} events, of about {left} left",
                needed,
            )
        else:
            said = ngettext(
                "Needs {needed} of about {left} event left",
                "Needs {needed} of about {left} events left",
                left,
            )
    elif needed == left:
        if left == 1:
            return _("Needs the last event")
        said = ngettext(
            "Needs every one of the {left} events left",
            "Needs every one of the {left} events left",
            left,
        )
    else:
        said = ngettext(
            "Needs {needed} of the {left} event left",
            "Needs {needed} of the {left} events left",
            left,
        )
    return said.format(needed=needed, left=left)


def championship_race_texts(league: League, report: SeasonReport) -> dict[str, str]:
    """Player -> the mid-season wording of their championship race, for those it replaces.

    Every screen and export asks here first and falls back to its end-of-season wording.
    """
    if report.championship is None:
        return {}
    progress = season_progress(league, report)
    if progress.over:
        return {}
    rules = league.season(report.season).rules.championship
    rows = {row.player: row for row in report.standings}
    texts = {}
    for eligibility in report.championship.eligibility:
        row = rows.get(eligibility.player)
        text = still_needs_text(row, eligibility, progress, rules) if row else None
        if text:
            texts[eligibility.player] = text
    return texts

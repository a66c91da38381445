"""A sample night worked out by the real rules: what a season's points preview shows (SPEC 8).

The preview must score the places as a real night would, so a formula over ``prize``,
``pool`` or ``paid_places`` shows the points the league will see, not zeros: the sample
night goes through the same event computation as a played one.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.event_result import compute_event_core
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.points import points_function
from leaguemgr.domain.records import Entry, Event, SeasonRules


@dataclass(frozen=True, slots=True)
class SamplePlace:
    """One finish of the sample night: its prize and its points."""

    place: int
    prize: Decimal
    points: float


@dataclass(frozen=True, slots=True)
class SampleNight:
    """A night of ``entries`` players who each paid the buy-in once, finishing 1..n."""

    entries: int
    gross: Decimal
    set_asides: tuple[tuple[str, Decimal], ...]
    pool: Decimal
    places: tuple[SamplePlace, ...]
    knockouts: Decimal = ZERO  # the knockout bounties, taken before the set-asides (SPEC 9)


def sample_night(rules: SeasonRules, entries: int) -> SampleNight:
    """The money and points of a sample night of ``entries`` players under ``rules``.

    Raises what the event computation raises for rules it cannot run (a bad formula, a field
    outside the payout table): the caller says why there is no preview.
    """
    players = [f"sample{place}" for place in range(1, entries + 1)]
    event = Event(
        number=1,
        entries=tuple(Entry(player, finish=place) for place, player in enumerate(players, start=1)),
    )
    core = compute_event_core(event, rules, points_function(rules.points))
    result = core.result
    points = dict(result.points)
    prizes = {payout.player: payout.amount for payout in result.payouts}
    places = tuple(
        SamplePlace(place, prizes.get(player, ZERO), points[player])
        for place, player in enumerate(players, start=1)
    )
    money = result.money
    return SampleNight(entries, money.gross, money.set_asides, money.pool, places, money.knockouts)

"""Small builders for domain tests: a season's rules and events in a few words."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    League,
    PayoutRange,
    Player,
    Season,
    SeasonRules,
)

D = Decimal

FNC_TABLE = (
    PayoutRange(1, 5, (D("100"),)),
    PayoutRange(6, 8, (D("66.7"), D("33.3"))),
    PayoutRange(9, 14, (D("54.5"), D("27.3"), D("18.2"))),
    PayoutRange(15, 20, (D("48"), D("24"), D("16"), D("12"))),
    PayoutRange(21, 30, (D("43.8"), D("21.9"), D("14.6"), D("10.9"), D("8.8"))),
    PayoutRange(31, 40, (D("40.9"), D("20.4"), D("13.5"), D("10.2"), D("8.2"), D("6.8"))),
)

AZ_TABLE = (
    PayoutRange(1, 12, (D("50"), D("30"), D("20"))),
    PayoutRange(13, 20, (D("40"), D("30"), D("20"), D("10"))),
)


def rules(**changes) -> SeasonRules:
    base = dict(buyin=D("30"), rebuy_cost=D("30"), payout_table=AZ_TABLE, rounding_unit=D("1"))
    base.update(changes)
    return SeasonRules(**base)


def played(player: str, finish: int, **changes) -> Entry:
    return Entry(player=player, finish=finish, **changes)


def status(player: str, state: str, **changes) -> Entry:
    return Entry(player=player, status=EntryStatus(state), **changes)


def field(count: int, prefix: str = "p") -> tuple[Entry, ...]:
    return tuple(played(f"{prefix}{i:02d}", i) for i in range(1, count + 1))


def league_of(season_rules: SeasonRules, *events: Event, players: int = 40, subs=()) -> League:
    roster = tuple(
        Player(id=f"p{i:02d}", name=f"Player {i:02d}", sub=f"p{i:02d}" in subs)
        for i in range(1, players + 1)
    )
    return League(
        name="Test league",
        players=roster,
        seasons=(Season(name="S", rules=season_rules, events=events),),
    )

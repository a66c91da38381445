"""Season standings: points, penalties, the no-show policy and the tie-break (SPEC 2.7, 8)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from leaguemgr.domain.entries import ATTENDING
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import EntryStatus, Event, NoShowPolicy, Player, TieBreak
from leaguemgr.domain.results import EventResult, StandingRow

# Points are sums of floats: two players with the same results may differ in the last bits.
_POINTS_DIGITS = 9


@dataclass(slots=True)
class PlayerSeason:
    """What one player did in a season's regular events."""

    player: str
    event_points: float = 0.0
    penalties: float = 0.0
    events_played: int = 0
    wins: int = 0
    finishes: list[int] = field(default_factory=list)
    no_shows: int = 0
    knockouts: float = 0
    results: list[float] = field(default_factory=list)  # event points, one per event entered
    start: float = 0.0
    """The points the player started the season with (a handicap, SPEC 8)."""

    def points(self, policy: NoShowPolicy) -> float:
        if policy is NoShowPolicy.FORFEIT_SEASON_POINTS and self.no_shows:
            return 0.0
        return self.event_points + self.penalties + self.start

    def best_points(self, policy: NoShowPolicy, best: int) -> float:
        """The ``best`` highest event points plus penalties (TD3's "overall score")."""
        if policy is NoShowPolicy.FORFEIT_SEASON_POINTS and self.no_shows:
            return 0.0
        return sum(sorted(self.results, reverse=True)[:best]) + self.penalties + self.start


def tally_players(
    events: Sequence[Event], results: Sequence[EventResult]
) -> dict[str, PlayerSeason]:
    """Each player's season, in order of first appearance."""
    tallies: dict[str, PlayerSeason] = {}
    for event, result in zip(events, results, strict=True):
        tally_event(tallies, event, result)
    return tallies


def tally_event(tallies: dict[str, PlayerSeason], event: Event, result: EventResult) -> None:
    """Add one event to the players' tallies (events must be added in season order)."""
    # The checks of entries.attended are inlined: this loop runs for every entry of a season.
    attending = ATTENDING
    no_show = EntryStatus.NO_SHOW
    points = dict(result.points)
    for entry in event.entries:
        player = entry.player
        tally = tallies.get(player)
        if tally is None:
            tally = tallies[player] = PlayerSeason(player)
        earned = points.get(player, 0.0)
        tally.event_points += earned
        tally.results.append(earned)
        status = entry.status
        if status is no_show:
            tally.no_shows += 1
        elif status in attending:
            finish = entry.finish
            if finish is not None:
                tally.events_played += 1
                tally.finishes.append(finish)
                if finish == 1:
                    tally.wins += 1
    for player, penalty in result.penalties:
        tallies[player].penalties += penalty
    for player, count in result.knockouts:
        if player in tallies:
            tallies[player].knockouts += count


def count_back(finishes: Sequence[int]) -> tuple[int, ...]:
    """How many 1st places, 2nd places, ... a player has: compared to break a points tie."""
    if not finishes:
        return ()
    counts = [0] * max(finishes)
    for finish in finishes:
        counts[finish - 1] += 1
    return tuple(counts)


@dataclass(frozen=True, slots=True)
class TieBreaking:
    """How players level on points are ordered (SPEC 2.7, 8): the season's ``tie_break``,
    the draws recorded (each in the order drawn) and each player's net winnings."""

    rule: TieBreak = TieBreak.COUNT_BACK
    drawn: tuple[tuple[str, ...], ...] = ()
    net_winnings: Mapping[str, Decimal] = field(default_factory=dict)


def rank_players(
    tallies: Mapping[str, PlayerSeason],
    players: Mapping[str, Player],
    policy: NoShowPolicy,
    best_results: int | None = None,
    ties: TieBreaking | None = None,
) -> tuple[StandingRow, ...]:
    """Standings: by points, then the tie-break; players still tied share the rank (1, 2, 2,
    4). Guests have no line (SPEC 8).

    With ``best_results`` (the season rule "best N results count") the points that rank are
    each player's N best event points (plus penalties); the plain total is shown beside.
    """
    ties = ties or TieBreaking()

    def ranking_points(tally: PlayerSeason) -> float:
        if best_results is None:
            return tally.points(policy)
        return tally.best_points(policy, best_results)

    def strength(tally: PlayerSeason) -> tuple:
        points = round(ranking_points(tally), _POINTS_DIGITS)
        if ties.rule is TieBreak.DRAW:
            return (points,)
        backs = _padded(count_back(tally.finishes))
        if ties.rule is TieBreak.NET_WINNINGS:
            return points, ties.net_winnings.get(tally.player, Decimal(0)), backs
        return points, backs

    def name(player: str) -> tuple[tuple[str, str, str], str]:
        known = players.get(player)
        return (collation_key(known.name) if known else collation_key(player), player)

    ranked = {
        player: tally
        for player, tally in tallies.items()
        if not (player in players and players[player].guest)
    }
    strengths = {player: strength(tally) for player, tally in ranked.items()}
    if ties.rule is TieBreak.DRAW:
        strengths = _with_draws(strengths, ties.drawn)
    ordered = sorted(ranked.values(), key=lambda t: name(t.player))
    ordered.sort(key=lambda t: strengths[t.player], reverse=True)
    rows: list[StandingRow] = []
    previous = None
    rank = 0
    for position, tally in enumerate(ordered, start=1):
        key = strengths[tally.player]
        if key != previous:
            rank = position
            previous = key
        rows.append(
            StandingRow(
                rank=rank,
                player=tally.player,
                points=tally.points(policy),
                events_played=tally.events_played,
                wins=tally.wins,
                penalties=tally.penalties,
                knockouts=tally.knockouts,
                best_points=None if best_results is None else ranking_points(tally),
            )
        )
    return tuple(rows)


def _with_draws(strengths: dict[str, tuple], drawn: Sequence[Sequence[str]]) -> dict[str, tuple]:
    """Each group level on points ordered by the latest draw that names every one of them
    (SPEC 8); a group no draw covers keeps sharing its rank."""
    groups: dict[tuple, list[str]] = {}
    for player, key in strengths.items():
        groups.setdefault(key, []).append(player)
    result = dict(strengths)
    for key, group in groups.items():
        if len(group) < 2:
            continue
        draw = next((d for d in reversed(drawn) if set(group) <= set(d)), None)
        if draw is None:
            continue
        order = [player for player in draw if player in group]
        for position, player in enumerate(order):
            result[player] = (*key, -position)  # first drawn ranks highest
    return result


class _padded(tuple):
    """A count-back vector that compares as if padded with zeros (so (1,) == (1, 0))."""

    __slots__ = ()

    def __new__(cls, counts: tuple[int, ...]) -> _padded:
        trimmed = list(counts)
        while trimmed and trimmed[-1] == 0:
            trimmed.pop()
        return super().__new__(cls, trimmed)

"""Season prizes: a fund paid to the top of the standings (AZ "top points winners")."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from leaguemgr.domain.payouts import split_by_finish
from leaguemgr.domain.records import SeasonPrizes
from leaguemgr.domain.results import PrizeAward, StandingRow


def award_season_prizes(
    prizes: SeasonPrizes, fund_total: Decimal, standings: Sequence[StandingRow], unit: Decimal
) -> tuple[PrizeAward, ...]:
    """Pay ``fund_total`` by the prize percentages; players sharing a rank split their places.

    Shared by points (SPEC 8): the top ``among`` (and everyone level with the last of them)
    share the fund in proportion to their points, negative counting as 0.
    """
    if prizes.shared_by_points:
        return _shared_by_points(fund_total, standings, prizes.among or 0, unit)
    ranks = [row.rank for row in standings]
    amounts = split_by_finish(fund_total, prizes.percents, ranks, unit)
    return tuple(
        PrizeAward(row.player, amount)
        for row, amount in zip(standings, amounts, strict=True)
        if amount is not None
    )


def _shared_by_points(
    fund_total: Decimal, standings: Sequence[StandingRow], among: int, unit: Decimal
) -> tuple[PrizeAward, ...]:
    top = [row for row in standings if row.rank <= among]
    weights = [_weight(row) for row in top]
    total = sum(weights, Decimal(0))
    if total <= 0 or fund_total <= 0:
        return ()
    percents = [weight * 100 / total for weight in weights]
    # Each player is a place of their own: the rounding and the remainder go as in SPEC 2.3,
    # from the lowest in the standings up.
    amounts = split_by_finish(fund_total, percents, list(range(1, len(top) + 1)), unit)
    return tuple(
        PrizeAward(row.player, amount)
        for row, amount in zip(top, amounts, strict=True)
        if amount is not None and amount > 0
    )


def _weight(row: StandingRow) -> Decimal:
    points = row.points if row.best_points is None else row.best_points
    return Decimal(repr(max(points, 0.0)))

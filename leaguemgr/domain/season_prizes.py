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
    """Pay ``fund_total`` by the prize percentages; players sharing a rank split their places."""
    ranks = [row.rank for row in standings]
    amounts = split_by_finish(fund_total, prizes.percents, ranks, unit)
    return tuple(
        PrizeAward(row.player, amount)
        for row, amount in zip(standings, amounts, strict=True)
        if amount is not None
    )

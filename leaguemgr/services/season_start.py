"""Where a new season's rules come from (SPEC 8, "Starting a season"): the organizer's own,
a season of this league, a file's (league file or TD3), or a preset.

Own rules start from plain defaults that a league has nothing to undo in: no set-aside, no
penalty, no no-show policy, no bounty and no championship until the organizer asks for one.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.records import PayoutRange, PointsRule, SeasonRules
from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file

OWN_PAYOUTS = (
    PayoutRange(1, 5, (Decimal(100),)),
    PayoutRange(6, 10, (Decimal(65), Decimal(35))),
    PayoutRange(11, 20, (Decimal(50), Decimal(30), Decimal(20))),
    PayoutRange(21, 40, (Decimal(40), Decimal(25), Decimal(18), Decimal(10), Decimal(7))),
    PayoutRange(41, 200, tuple(Decimal(p) for p in ("32", "20", "14", "10", "8", "6", "5", "5"))),
)
"""A common shape of payouts by field size: one winner in a small game, a fifth of the field
paid in a large one."""


def own_rules_default() -> SeasonRules:
    """The first values of "Your own rules": a $20 buy-in, rebuys at the same price, a plain
    payout table and points by a formula every league can read (the field beaten, plus one)."""
    return SeasonRules(
        buyin=Decimal(20),
        rebuy_cost=Decimal(20),
        max_rebuys=1,
        payout_table=OWN_PAYOUTS,
        rounding_unit=Decimal(1),
        points=PointsRule(preset=None, formula="n - place + 1"),
    )


class RulesFileUnreadable(ValueError):
    """A file whose rules cannot be taken; the message names the file and why."""


def rules_from_file(path: Path) -> SeasonRules:
    """The rules of the league file's last season, or those a TD3 tournament implies (its
    buy-in, rebuy and add-on prices and its points formula, translated)."""
    path = Path(path)
    if path.suffix.lower() == ".tdt":
        from leaguemgr.services.td3_import import plan_td3_import, read_tournaments
        from leaguemgr.td3.errors import Td3FileError

        try:
            tournaments, _ = read_tournaments([path])
            league = plan_td3_import(None, tournaments).league
        except (Td3FileError, OSError, ValueError) as exc:
            raise RulesFileUnreadable(str(exc)) from None
    else:
        try:
            league = load_league_file(path)
        except LeagueFileUnreadable as exc:
            raise RulesFileUnreadable(str(exc)) from None
    if not league.seasons:
        raise RulesFileUnreadable(f"{path}: the file holds no season, so no rules")
    return league.seasons[-1].rules

"""The cash box at a glance (SPEC 7): what came in, what went out, what the books hold, what
is owed each way, and the cash that should be on hand, for a night, a season or the league.

The figures reconcile by construction and a test holds them to it:

    on hand = taken in - paid out = funds held - owed to the league + owed by the league

``funds held`` is what the books say the league keeps: the set-aside funds and the bounty
pot, less the free entries the league paid for, plus dues and charges, less the prizes it
awarded (a season prize or a championship payout is owed until a payout line pays it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.ledger import (
    dues_charged,
    entries_still_owed,
    player_money,
    unpaid_at,
    unpaid_entries,
)
from leaguemgr.domain.ledger_index import index_of
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import Event, LedgerKind, Player, Season
from leaguemgr.domain.results import EventResult, SeasonReport


@dataclass(frozen=True, slots=True)
class CashBox:
    taken_in: Decimal
    paid_out: Decimal
    funds_held: Decimal
    owed_to_league: Decimal
    owed_by_league: Decimal

    @property
    def on_hand(self) -> Decimal:
        """The cash that should be in the box: funds held - owed to + owed by the league."""
        return cents(self.funds_held - self.owed_to_league + self.owed_by_league)

    def __add__(self, other: CashBox) -> CashBox:
        return CashBox(
            self.taken_in + other.taken_in,
            self.paid_out + other.paid_out,
            self.funds_held + other.funds_held,
            self.owed_to_league + other.owed_to_league,
            self.owed_by_league + other.owed_by_league,
        )


# The championship pool's sources paid in cash at the championship itself.
_PAID_IN = ("make-up fees", "championship buy-ins")

EMPTY = CashBox(ZERO, ZERO, ZERO, ZERO, ZERO)


def _night_cash(result: EventResult, unpaid: Decimal) -> tuple[Decimal, Decimal]:
    """(cash in, cash out) of one night: buy-ins less what was free or fronted, plus the
    money the house or a sponsor added to the pool (it is handed out with the payouts);
    payouts, the bounty won and the knockout bounties (SPEC 9)."""
    money = result.money
    taken = money.gross + money.added - money.comped - unpaid
    paid = sum((payout.amount for payout in result.payouts), ZERO)
    if result.bounty is not None and result.bounty.winner is not None:
        paid += result.bounty.pot
    if result.bounties is not None:  # knockout bounties are handed out at the table
        paid += result.bounties.money
    return taken, paid


def night_box(season: Season, event: Event, result: EventResult) -> CashBox:
    """The cash of one night: its buy-ins less what was fronted or free, its payouts and
    bounty, and the ledger lines dated that night."""
    unpaid = sum(unpaid_at(event, season).values(), ZERO)
    taken, paid = _night_cash(result, unpaid)
    # Owed to the league: what of the night's unpaid entries is still unpaid (a prize netted
    # at the close, or a later payment for entries, paid it: SPEC 7).
    still = entries_still_owed(season)
    owed = sum((a for (_, n), a in still.items() if n == event.number), ZERO)
    for line in season.ledger:
        if event.date is not None and line.date == event.date:
            if line.kind is LedgerKind.PAYMENT:
                taken += line.amount
            elif line.kind is LedgerKind.PAYOUT:
                paid += line.amount
    return CashBox(cents(taken), cents(paid), cents(taken - paid + owed), cents(owed), ZERO)


def season_box(season: Season, report: SeasonReport, players: Mapping[str, Player]) -> CashBox:
    """The cash of a whole season, nights and ledger together."""
    unpaid_total = sum(unpaid_entries(season).values(), ZERO)
    taken = paid = ZERO
    for result in report.events:
        night_taken, night_paid = _night_cash(result, ZERO)
        taken += night_taken
        paid += night_paid
    taken -= unpaid_total
    extra = ZERO  # make-up fees and championship buy-ins, taken at a championship played
    champ = report.championship
    if champ is not None and champ.results:
        extra = sum((amount for label, amount in champ.pool_sources if label in _PAID_IN), ZERO)
    taken += extra
    for payments, _charges, payouts in index_of(season.ledger).totals.values():
        taken += payments
        paid += payouts
    funds = sum((amount for _, amount in report.funds), ZERO)
    comped = sum((result.money.comped for result in report.events), ZERO)
    money = player_money(season, report, players)
    dues = ZERO
    if season.rules.dues is not None:
        dues = season.rules.dues.amount * len(dues_charged(season, players))
    charges = sum((m.charges for m in money.values()), ZERO)
    prizes = sum((m.prizes for m in money.values()), ZERO)
    held = funds + report.bounty_pot_end - comped + dues + charges - prizes + extra
    owes = [m.owes for m in money.values()]
    return CashBox(
        cents(taken),
        cents(paid),
        cents(held),
        cents(sum((o for o in owes if o > 0), ZERO)),
        cents(-sum((o for o in owes if o < 0), ZERO)),
    )


def total(boxes: Iterable[CashBox]) -> CashBox:
    """The league's box: its seasons' boxes added up."""
    result = EMPTY
    for box in boxes:
        result = result + box
    return result

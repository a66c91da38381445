"""An imported event's money as its source recorded it (SPEC 5): TD3's files and the
organizer's spreadsheets alike.

What the source says was paid is paid. What was taken in is the event's gross; a rake the
source recorded is set aside into ``rake``; money paid beyond what is left becomes the
event's ``added``; money left that was not paid out is set aside into ``unpaid``. The
set-asides are the event's own money rules (``frozen_rules``), kept as a closed night keeps
the rules it was paid with, so no later change of the season's rules moves recorded money:
gross + added = set-asides + pool, and pool = what was paid.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from leaguemgr.domain.errors import FormulaError, RuleError
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.event_result import compute_event_core
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import Basis, Event, SeasonRules, SetAside, event_terms

# The funds an imported event sets its recorded money aside into.
RAKE_FUND = "rake"
UNPAID_FUND = "unpaid"


@dataclass(frozen=True, slots=True)
class RecordedMoney:
    """An imported event's money, in the league's terms.

    ``gross`` is what the entries take in at their prices (the source's own total is
    ``recorded_gross``); the recorded rake is set aside, never more than was taken in;
    money paid beyond what is left is ``added``, and money left that was not paid out is
    ``unpaid``.
    """

    recorded_gross: Decimal
    recorded_rake: Decimal
    gross: Decimal
    paid: Decimal

    @property
    def rake(self) -> Decimal:
        return min(self.recorded_rake, self.gross)

    @property
    def pot(self) -> Decimal:
        return self.gross - self.rake

    @property
    def added(self) -> Decimal:
        return max(self.paid - self.pot, ZERO)

    @property
    def unpaid(self) -> Decimal:
        return max(self.pot - self.paid, ZERO)

    def set_asides(self) -> tuple[SetAside, ...]:
        taken = ((RAKE_FUND, self.rake), (UNPAID_FUND, self.unpaid))
        return tuple(SetAside(fund, Basis.PER_EVENT, amount) for fund, amount in taken if amount)


def keep_as_recorded(
    event: Event,
    rules: SeasonRules,
    paid: Decimal,
    *,
    rake: Decimal = ZERO,
    recorded_gross: Decimal | None = None,
) -> tuple[Event, RecordedMoney]:
    """``event`` (its entries, prices and recorded payouts set) with its money kept as
    recorded under the season's ``rules``, and that money. ``paid`` is what the source paid
    out in all; ``recorded_gross`` its own total taken in (default: the entries' gross).
    Recorded payouts the season's payout table would pay alike are left to the table."""
    terms = event_terms(event, rules)
    gross = compute_event_money(event.entries, terms, event.pick_a_stack, (), None).gross
    money = RecordedMoney(
        recorded_gross=gross if recorded_gross is None else recorded_gross,
        recorded_rake=rake,
        gross=gross,
        paid=paid,
    )
    # Knockout bounties too are as recorded: the event's own (recorded) rule or none at all.
    own = replace(rules, set_asides=money.set_asides(), bounty=None, knockout=None)
    kept = replace(event, added=money.added, frozen_rules=own)
    return _table_payouts_if_the_same(kept, rules), money


def _table_payouts_if_the_same(event: Event, rules: SeasonRules) -> Event:
    """The recorded payouts are kept only where they differ from what the payout table pays
    (a deal, a typed amount, the source's own rounding); otherwise the table decides."""
    try:
        rules = rules_at(event, rules)
        table = compute_event_core(replace(event, payouts=None), rules, _no_points).result
    except (RuleError, FormulaError, ArithmeticError, ValueError):
        return event  # the table has no row for this field, say: keep what was paid
    paid = [(payout.player, payout.amount) for payout in table.payouts if payout.amount]
    return replace(event, payouts=None) if paid == list(event.payouts or ()) else event


def _no_points(_variables: object) -> float:
    return 0.0  # the points are not compared: every imported entry carries its own

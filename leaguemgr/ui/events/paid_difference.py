"""Before an event with what was paid is saved: the amounts sum to the pool, or the organizer
says where the difference went (SPEC 8, nothing unexplained).

Money paid beyond the pool is recorded as the event's ``added`` (the house or a sponsor put
it in); money not paid out is set aside into a fund the organizer names. The set-aside is
the event's own money rule: its kept rules (``frozen_rules``, as for a closed night whose
money was paid) with one more per-event set-aside, so the season report's funds, the league
file and the database keep it with no new field.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import Basis, Event, SeasonRules, SetAside
from leaguemgr.ui.form_fields import league_locale_of
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text


def paid_difference(event: Event, pool: Decimal) -> Decimal:
    """What was paid less the pool (0: nothing to explain, or the table decides)."""
    if event.payouts is None:
        return ZERO
    return sum((amount for _, amount in event.payouts), ZERO) - pool


def with_added(event: Event, extra: Decimal) -> Event:
    """``event`` with ``extra`` more added to the pool from outside the buy-ins."""
    return dataclasses.replace(event, added=event.added + extra)


def with_set_aside(event: Event, rules: SeasonRules, fund: str, amount: Decimal) -> Event:
    """``event`` with ``amount`` of its money set aside into ``fund``; ``rules``: the rules
    its money follows now (its kept rules, else the season's)."""
    kept = event.frozen_rules or rules
    set_aside = SetAside(fund, Basis.PER_EVENT, amount)
    frozen = dataclasses.replace(kept, set_asides=(*kept.set_asides, set_aside))
    return dataclasses.replace(event, frozen_rules=frozen)


def explain_difference(
    parent: QWidget, event: Event, pool: Decimal, rules: SeasonRules, currency: str
) -> Event | None:
    """``event`` with its difference explained as the organizer chooses; ``None``: cancelled
    (nothing is saved)."""
    difference = paid_difference(event, pool)
    if not difference:
        return event
    locale = league_locale_of(parent)
    number, shown = event.number, money_text(abs(difference), currency, locale)
    pool_text = money_text(pool, currency, locale)
    if difference > 0:
        answer = QMessageBox.question(
            parent,
            translate("PaidDifference", "Paid beyond the pool"),
            translate(
                "PaidDifference",
                "Event {number} paid {amount} more than its prize pool of {pool}.\n\n"
                "Record the {amount} as added to the pool by the house or a sponsor?",
            ).format(number=number, amount=shown, pool=pool_text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        )
        return with_added(event, difference) if answer == QMessageBox.StandardButton.Yes else None
    funds = list(dict.fromkeys(s.fund for s in (event.frozen_rules or rules).set_asides))
    fund, chosen = QInputDialog.getItem(
        parent,
        translate("PaidDifference", "Not paid out"),
        translate(
            "PaidDifference",
            "{amount} of event {number}'s prize pool of {pool} was not paid out.\n"
            "Set it aside into the fund (type a new name or pick one):",
        ).format(number=number, amount=shown, pool=pool_text),
        funds or [translate("PaidDifference", "kept")],
        0,
        True,
    )
    fund = fund.strip()
    if not chosen or not fund:
        return None
    return with_set_aside(event, rules, fund, -difference)

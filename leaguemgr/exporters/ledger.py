"""Every dollar in and out of a season, event by event, with running fund balances.

The ledger must balance: what players paid in, with the money added to the pools from
outside (the house, a sponsor, what TD3 paid beyond its pot), equals what was paid out
(prizes and bounties) plus what the funds and the bounty pot still hold. Free entries are
paid into the pool by the league's expenses fund, so they are money in for the pool but not
cash from players, and they come out of the expenses balance.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.event_money import BOUNTY_FUND
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import League
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.exporters.tables import Column, Kind, Names, Table, event_label, league_money
from leaguemgr.language.texts import _, speaking

EXPENSES_FUND = "expenses"


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """The money of one event and the balances it leaves."""

    event: int
    label: str
    date: str | None
    collected: Decimal
    comped: Decimal
    gross: Decimal
    added: Decimal
    into_funds: tuple[tuple[str, Decimal], ...]
    into_bounty: Decimal
    prizes: Decimal
    bounty_paid: Decimal
    bounty_winner: str | None
    balances: tuple[tuple[str, Decimal], ...]
    bounty_pot: Decimal
    knockouts_paid: Decimal = ZERO
    """Knockout bounties handed out at the table (SPEC 9)."""


@dataclass(frozen=True, slots=True)
class Ledger:
    """A season's ledger: one line per regular event, in order."""

    funds: tuple[str, ...]
    lines: tuple[LedgerLine, ...]

    @property
    def collected(self) -> Decimal:
        """Cash from players over the season (free entries are not cash)."""
        return sum((line.collected for line in self.lines), ZERO)

    @property
    def added(self) -> Decimal:
        """Money added to the pools from outside the buy-ins over the season."""
        return sum((line.added for line in self.lines), ZERO)

    @property
    def paid_out(self) -> Decimal:
        """Prizes, the bounty and knockout bounties handed out."""
        return sum(
            (line.prizes + line.bounty_paid + line.knockouts_paid for line in self.lines), ZERO
        )

    @property
    def knockouts_paid(self) -> Decimal:
        """Knockout bounties handed out over the season (SPEC 9)."""
        return sum((line.knockouts_paid for line in self.lines), ZERO)

    @property
    def balances(self) -> tuple[tuple[str, Decimal], ...]:
        """What each fund holds after the last event."""
        if not self.lines:
            return tuple((fund, ZERO) for fund in self.funds)
        return self.lines[-1].balances

    @property
    def held_in_funds(self) -> Decimal:
        """The funds' balances together."""
        return sum((amount for _, amount in self.balances), ZERO)

    @property
    def bounty_pot(self) -> Decimal:
        """The bounty pot after the last event (it carries to the championship)."""
        return self.lines[-1].bounty_pot if self.lines else ZERO

    @property
    def difference(self) -> Decimal:
        """Money in minus where it went; zero when the books balance."""
        return self.collected + self.added - self.paid_out - self.held_in_funds - self.bounty_pot


def season_ledger(league: League, report: SeasonReport) -> Ledger:
    """Walk the season's regular events and follow every dollar."""
    rules = league.season(report.season).rules
    funds = list(dict.fromkeys(set_aside.fund for set_aside in rules.set_asides))
    for result in report.events:  # an event's own money rules may add a fund (TD3's rake)
        funds += [fund for fund, _ in _split_set_asides(result)[0] if fund not in funds]
    if any(result.money.comped for result in report.events) and EXPENSES_FUND not in funds:
        funds.append(EXPENSES_FUND)  # free entries draw on it even when nothing is set aside
    season = league.season(report.season)
    dates = {event.number: (event.name, event.date) for event in season.events}
    balances = dict.fromkeys(funds, ZERO)
    pot = ZERO
    lines = []
    for result in report.events:
        into_funds, into_bounty = _split_set_asides(result)
        for fund, amount in into_funds:
            balances[fund] = balances.get(fund, ZERO) + amount
        comped = result.money.comped
        if comped:
            balances[EXPENSES_FUND] -= comped
        pot += into_bounty
        bounty_paid = ZERO
        winner = result.bounty.winner if result.bounty else None
        if winner is not None:
            bounty_paid, pot = pot, ZERO
        name, date = dates.get(result.number, (None, None))
        lines.append(
            LedgerLine(
                event=result.number,
                label=event_label(result.number, name),
                date=date,
                collected=result.money.gross - comped,
                comped=comped,
                gross=result.money.gross,
                added=result.money.added,
                into_funds=tuple((fund, _sum(into_funds, fund)) for fund in funds),
                into_bounty=into_bounty,
                prizes=sum((p.amount for p in result.payouts), ZERO),
                bounty_paid=bounty_paid,
                bounty_winner=winner,
                balances=tuple((fund, balances[fund]) for fund in funds),
                bounty_pot=pot,
                knockouts_paid=result.bounties.money if result.bounties else ZERO,
            )
        )
    return Ledger(tuple(funds), tuple(lines))


def _split_set_asides(result: EventResult) -> tuple[list[tuple[str, Decimal]], Decimal]:
    """The funds' set-asides and the bounty contribution (the domain appends it last)."""
    taken = list(result.money.set_asides)
    if result.bounty is not None and taken and taken[-1][0] == BOUNTY_FUND:
        return taken[:-1], taken[-1][1]
    return taken, ZERO


def _sum(pairs: list[tuple[str, Decimal]], fund: str) -> Decimal:
    return sum((amount for name, amount in pairs if name == fund), ZERO)


def ledger_tables(league: League, report: SeasonReport) -> tuple[Table, ...]:
    """The ledger table (one row per event plus a total) and the reconciliation, in the
    league's language."""
    with speaking(league.language):
        return _ledger_tables(league, report)


def _ledger_tables(league: League, report: SeasonReport) -> tuple[Table, ...]:
    ledger = season_ledger(league, report)
    name = Names(league)
    has_bounty = league.season(report.season).rules.bounty is not None
    has_knockouts = any(result.bounties is not None for result in report.events)
    columns = [Column(_("Event")), Column(_("Date"), Kind.DATE),
               Column(_("Collected"), Kind.MONEY),
               Column(_("Comped from expenses"), Kind.MONEY), Column(_("Gross"), Kind.MONEY),
               Column(_("Added"), Kind.MONEY)]  # fmt: skip
    columns += [Column(_("Into {fund}").format(fund=fund), Kind.MONEY) for fund in ledger.funds]
    if has_bounty:
        columns.append(Column(_("Into bounty"), Kind.MONEY))
    columns.append(Column(_("Prizes paid"), Kind.MONEY))
    if has_knockouts:
        columns.append(Column(_("Knockout bounties paid"), Kind.MONEY))
    if has_bounty:
        columns += [Column(_("Bounty paid"), Kind.MONEY), Column(_("Bounty won by"))]
    columns += [
        Column(_("{fund} balance").format(fund=fund.capitalize()), Kind.MONEY)
        for fund in ledger.funds
    ]
    if has_bounty:
        columns.append(Column(_("Bounty pot"), Kind.MONEY))

    def row(line: LedgerLine) -> tuple:
        cells: list = [line.label, line.date, line.collected, line.comped, line.gross, line.added]
        cells += [amount for _fund, amount in line.into_funds]
        if has_bounty:
            cells.append(line.into_bounty)
        cells.append(line.prizes)
        if has_knockouts:
            cells.append(line.knockouts_paid)
        if has_bounty:
            cells += [line.bounty_paid, name(line.bounty_winner)]
        cells += [amount for _fund, amount in line.balances]
        if has_bounty:
            cells.append(line.bounty_pot)
        return tuple(cells)

    rows = [row(line) for line in ledger.lines]
    if ledger.lines:
        rows.append(_total_row(ledger, has_bounty, has_knockouts))
    prizes = sum((line.prizes for line in ledger.lines), ZERO)
    money = [(_("Collected from players"), ledger.collected),
             (_("Added to the pools"), ledger.added),
             (_("Paid out in prizes"), prizes)]  # fmt: skip
    if has_knockouts:
        money.append((_("Paid out in knockout bounties"), ledger.knockouts_paid))
    if has_bounty:
        money.append((_("Paid out in bounties"), ledger.paid_out - prizes - ledger.knockouts_paid))
    money += [
        (_("Held in the {fund} fund").format(fund=fund), amount) for fund, amount in ledger.balances
    ]
    if has_bounty:
        money.append((_("Held in the bounty pot"), ledger.bounty_pot))
    money.append((_("Unaccounted: collected and added minus all of the above"), ledger.difference))
    notes = _season_end_notes(league, report, ledger)
    return (
        Table(_("Ledger"), tuple(columns), tuple(rows),
              (_("Balances are running totals after each event."),),
              total_rows=1 if rows else 0),
        Table(_("Reconciliation"), (Column(_("Item")), Column(_("Amount"), Kind.MONEY)),
              tuple(money), notes, total_rows=1),
    )  # fmt: skip


def _total_row(ledger: Ledger, has_bounty: bool, has_knockouts: bool = False) -> tuple:
    lines = ledger.lines
    cells: list = [_("Season total"), None, ledger.collected, sum((x.comped for x in lines), ZERO),
                   sum((x.gross for x in lines), ZERO), ledger.added]  # fmt: skip
    cells += [sum((_sum(list(x.into_funds), f) for x in lines), ZERO) for f in ledger.funds]
    if has_bounty:
        cells.append(sum((x.into_bounty for x in lines), ZERO))
    cells.append(sum((x.prizes for x in lines), ZERO))
    if has_knockouts:
        cells.append(ledger.knockouts_paid)
    if has_bounty:
        cells += [sum((x.bounty_paid for x in lines), ZERO), None]
    cells += [amount for _, amount in ledger.balances]
    if has_bounty:
        cells.append(ledger.bounty_pot)
    return tuple(cells)


def _season_end_notes(league: League, report: SeasonReport, ledger: Ledger) -> tuple[str, ...]:
    """Where the funds go once the season is over."""
    notes = []
    rules = league.season(report.season).rules
    if rules.season_prizes is not None and report.season_prizes:
        paid = sum((award.amount for award in report.season_prizes), ZERO)
        notes.append(
            _("At season end the {fund} fund pays the season prizes ({amount}).").format(
                fund=rules.season_prizes.fund, amount=league_money(league, paid)
            )
        )
    if report.championship is not None:
        notes.append(
            _(
                "The championship fund and the bounty pot go to the championship pool "
                "({amount} with make-up fees and buy-ins)."
            ).format(amount=league_money(league, report.championship.pool))
        )
    return tuple(notes)

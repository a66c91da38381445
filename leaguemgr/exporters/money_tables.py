"""The season's money between nights (SPEC 7) as export tables: balances, every ledger line
with its running balance, the cash box and its reconciliation, a player's statement, and
the night's cash sheet."""

from __future__ import annotations

from leaguemgr.domain.cash_box import season_box
from leaguemgr.domain.cash_out import CashOutLine
from leaguemgr.domain.cash_sheet import closed_cash_out
from leaguemgr.domain.ledger import ledger_summary, player_money
from leaguemgr.domain.ledger_statement import statement
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import League, Season
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import ordinal
from leaguemgr.exporters.tables import Column, Kind, Sheet, Table, event_label, format_date_text
from leaguemgr.language.texts import _, pgettext, speaking

# A ledger line's kind (or the night's effect it stands for) and what it is for, as the
# sheet names them: the stored words are the league file's, not a reader's.
_KIND_WORDS = {
    "payment": lambda: pgettext("ledger kind", "payment"),
    "charge": lambda: pgettext("ledger kind", "charge"),
    "payout": lambda: pgettext("ledger kind", "payout"),
    "entry": lambda: pgettext("ledger kind", "entry"),
    "dues": lambda: pgettext("ledger kind", "dues"),
    "prize": lambda: pgettext("ledger kind", "prize"),
}
_PURPOSE_WORDS = {
    "dues": lambda: pgettext("ledger purpose", "dues"),
    "entries": lambda: pgettext("ledger purpose", "entries"),
    "fine": lambda: pgettext("ledger purpose", "fine"),
    "prize": lambda: pgettext("ledger purpose", "prize"),
    "other": lambda: pgettext("ledger purpose", "other"),
}


def _word(words, value: str) -> str:
    """``value`` as the sheet names it; a word it does not know, as it is."""
    said = words.get(value)
    return said() if said is not None else value


def _season(league: League, report: SeasonReport) -> Season:
    return league.season(report.season)


def _names(league: League) -> dict[str, str]:
    return {player.id: player.name for player in league.players}


def _by_name(league: League, players, names: dict[str, str]) -> list[str]:
    """``players`` (ids) by their names in the league's collation ("Özil" beside "Ozil")."""
    return sorted(players, key=lambda p: collation_key(names.get(p, p), league.locale))


def money_sheet(league: League, report: SeasonReport) -> Sheet:
    """The workbook's Money sheet: balances, the lines, and the cash box reconciled."""
    with speaking(league.language):
        return Sheet(
            _("Money"),
            (
                balances_table(league, report),
                cash_box_table(league, report),
                ledger_lines_table(league, report),
            ),
        )


def balances_table(league: League, report: SeasonReport) -> Table:
    """Each player's balance, part by part (positive: owes the league)."""
    with speaking(league.language):
        season = _season(league, report)
        players = {player.id: player for player in league.players}
        money = player_money(season, report, players)
        names = _names(league)
        rows = []
        for player in _by_name(league, money, names):
            part = money[player]
            rows.append(
                (
                    names.get(player, player),
                    part.unpaid_entries,
                    part.dues,
                    part.charges,
                    part.payments,
                    part.payouts,
                    part.prizes,
                    part.owes,
                )
            )
        summary = ledger_summary(season, report, players)
        blank = (None,) * 6
        rows.append((_("Owed to the league"), *blank, summary.receivable))
        rows.append((_("Owed by the league"), *blank, -summary.payable))
        columns = (
            Column(_("Player")),
            Column(_("Unpaid entries"), Kind.MONEY),
            Column(_("Dues"), Kind.MONEY),
            Column(_("Charges"), Kind.MONEY),
            Column(_("Payments"), Kind.MONEY),
            Column(_("Payouts"), Kind.MONEY),
            Column(_("Prizes owed"), Kind.MONEY),
            Column(_("Balance"), Kind.MONEY),
        )
        notes = (
            _(
                "Balance = unpaid entries + dues + charges - payments + payouts - prizes; "
                "positive: the player owes the league."
            ),
        )
        return Table(_("Balances"), columns, tuple(rows), notes, total_rows=2)


def ledger_lines_table(league: League, report: SeasonReport, player: str | None = None) -> Table:
    """Every line (or one player's) and each night's effect, with the balance after it."""
    with speaking(league.language):
        season = _season(league, report)
        players = {p.id: p for p in league.players}
        names = _names(league)
        rows = [
            (
                row.line.date,
                names.get(row.line.player, row.line.player),
                _word(_KIND_WORDS, row.kind_text),
                _word(_PURPOSE_WORDS, row.line.purpose.value),
                row.line.amount,
                row.balance,
                row.line.note,
            )
            for row in statement(season, report, players, player)
        ]
        columns = (
            Column(_("Date"), Kind.DATE),
            Column(_("Player")),
            Column(_("Kind")),
            Column(pgettext("ledger purpose", "For")),
            Column(_("Amount"), Kind.MONEY),
            Column(_("Balance after"), Kind.MONEY),
            Column(_("Note")),
        )
        return Table(_("Ledger lines"), columns, tuple(rows))


def cash_box_table(league: League, report: SeasonReport) -> Table:
    """The cash box: the figures, and the two ways to the cash on hand, to the cent."""
    with speaking(league.language):
        season = _season(league, report)
        players = {player.id: player for player in league.players}
        box = season_box(season, report, players)
        funds = sum((amount for _fund, amount in report.funds), ZERO)
        payouts = sum((p.amount for r in report.events for p in r.payouts), ZERO)
        # Knockout bounties (SPEC 9) are paid out at the table beside the payouts: their own
        # figure, so that what was paid out reads as the sum of what the report paid.
        knockouts = [r.bounties.money for r in report.events if r.bounties is not None]
        rows = (
            (_("Taken in"), box.taken_in),
            (_("Paid out"), box.paid_out),
            (_("Taken in - paid out"), cents(box.taken_in - box.paid_out)),
            (_("Funds set aside (report)"), funds),
            (_("Bounty pot left"), report.bounty_pot_end),
            (_("Event payouts (report)"), payouts),
            *(((_("Knockout bounties (report)"), sum(knockouts, ZERO)),) if knockouts else ()),
            (_("Funds held"), box.funds_held),
            (_("Owed to the league"), box.owed_to_league),
            (_("Owed by the league"), box.owed_by_league),
            (_("Cash on hand should be"), box.on_hand),
        )
        notes = (
            _(
                "Cash on hand = funds held - owed to the league + owed by the league "
                "= taken in - paid out."
            ),
        )
        return Table(
            _("Cash box"),
            (Column(_("Figure")), Column(_("Amount"), Kind.MONEY)),
            rows,
            notes,
            total_rows=1,
        )


def statement_tables(league: League, report: SeasonReport, player: str) -> tuple[Table, ...]:
    """A player's statement: where the balance comes from, then their lines."""
    with speaking(league.language):
        season = _season(league, report)
        players = {p.id: p for p in league.players}
        part = player_money(season, report, players).get(player)
        if part is None:
            rows: tuple = ((_("Balance"), ZERO),)
        else:
            rows = (
                (_("Unpaid entries"), part.unpaid_entries),
                (_("Dues"), part.dues),
                (_("Charges"), part.charges),
                (_("Payments"), -part.payments),
                (_("Payouts received"), part.payouts),
                (_("Prizes owed to you"), -part.prizes),
                (_("Balance (positive: you owe the league)"), part.owes),
            )
        summary = Table(
            _("Statement"),
            (Column(_("What")), Column(_("Amount"), Kind.MONEY)),
            rows,
            total_rows=1,
        )
        return summary, ledger_lines_table(league, report, player)


def statement_players(league: League, report: SeasonReport) -> list[str]:
    """The players a statement is made for: every player the season's money names, by name
    in the league's collation."""
    season = _season(league, report)
    players = {p.id: p for p in league.players}
    money = player_money(season, report, players)
    return _by_name(league, money, _names(league))


def cash_sheet_lines(league: League, report: SeasonReport, number: int) -> list[CashOutLine]:
    """The night's cash-out as its close handed it over (the same as the close showed)."""
    return closed_cash_out(league, report, report.season, number)


def cash_sheet_table(league: League, report: SeasonReport, number: int) -> Table:
    """The night's cash sheet: who is handed what, unpaid entries netted against prizes."""
    with speaking(league.language):
        return _cash_sheet_table(league, report, number)


def _cash_sheet_table(league: League, report: SeasonReport, number: int) -> Table:
    names = _names(league)
    result = next(r for r in report.events if r.number == number)
    # Knockout bounties (SPEC 9) are handed over with the prizes: one line per player.
    knockouts = result.bounties is not None
    lines = cash_sheet_lines(league, report, number)
    # A night of knockout bounties alone has no column of AZ's bounty: "Bounty $0.00" beside
    # "Knockout bounties" reads as a bounty missed.
    bounty = not knockouts or result.bounty is not None or any(line.bounty for line in lines)
    rows = []
    total = ZERO
    for line in lines:
        place = ordinal(line.finish) if line.finish else ""
        rows.append(
            (
                names.get(line.player, line.player),
                place,
                line.prize,
                *((line.bounty,) if bounty else ()),
                *((line.knockouts,) if knockouts else ()),
                line.owes,
                line.hand_over,
                line.still_owes,
                "",
            )
        )
        total += line.hand_over
    blanks = (None,) * (2 + bounty + knockouts)
    rows.append((_("Total handed over"), "", *blanks, total, None, ""))
    event = next(e for e in _season(league, report).events if e.number == number)
    columns = (
        Column(_("Player")),
        Column(_("Place")),
        Column(_("Prize"), Kind.MONEY),
        *((Column(_("Bounty"), Kind.MONEY),) if bounty else ()),
        *((Column(_("Knockout bounties"), Kind.MONEY),) if knockouts else ()),
        Column(_("Owes"), Kind.MONEY),
        Column(_("Hand over"), Kind.MONEY),
        Column(_("Still owes"), Kind.MONEY),
        Column(_("Signed"), print_width="20%"),
    )
    title = _("Cash sheet: {event}").format(event=event_label(event.number, event.name))
    if event.date:
        title = _("{title}, {date}").format(
            title=title, date=format_date_text(event.date, league.locale)
        )
    notes = (_("An unpaid entry is paid from the player's winnings first."),)
    return Table(title, columns, tuple(rows), notes, total_rows=1)

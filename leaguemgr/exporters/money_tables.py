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
from leaguemgr.domain.records import League, Season
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.tables import Column, Kind, Sheet, Table, event_label, ordinal


def _season(league: League, report: SeasonReport) -> Season:
    return league.season(report.season)


def _names(league: League) -> dict[str, str]:
    return {player.id: player.name for player in league.players}


def money_sheet(league: League, report: SeasonReport) -> Sheet:
    """The workbook's Money sheet: balances, the lines, and the cash box reconciled."""
    return Sheet(
        "Money",
        (
            balances_table(league, report),
            cash_box_table(league, report),
            ledger_lines_table(league, report),
        ),
    )


def balances_table(league: League, report: SeasonReport) -> Table:
    """Each player's balance, part by part (positive: owes the league)."""
    season = _season(league, report)
    players = {player.id: player for player in league.players}
    money = player_money(season, report, players)
    names = _names(league)
    rows = []
    for player in sorted(money, key=lambda p: names.get(p, p).casefold()):
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
    rows.append(("Owed to the league", None, None, None, None, None, None, summary.receivable))
    rows.append(("Owed by the league", None, None, None, None, None, None, -summary.payable))
    columns = (
        Column("Player"),
        Column("Unpaid entries", Kind.MONEY),
        Column("Dues", Kind.MONEY),
        Column("Charges", Kind.MONEY),
        Column("Payments", Kind.MONEY),
        Column("Payouts", Kind.MONEY),
        Column("Prizes owed", Kind.MONEY),
        Column("Balance", Kind.MONEY),
    )
    notes = ("Balance = unpaid entries + dues + charges - payments + payouts - prizes; "
             "positive: the player owes the league.",)  # fmt: skip
    return Table("Balances", columns, tuple(rows), notes, total_rows=2)


def ledger_lines_table(league: League, report: SeasonReport, player: str | None = None) -> Table:
    """Every line (or one player's) and each night's effect, with the balance after it."""
    season = _season(league, report)
    players = {p.id: p for p in league.players}
    names = _names(league)
    rows = [
        (
            row.line.date,
            names.get(row.line.player, row.line.player),
            row.kind_text,
            row.line.purpose.value,
            row.line.amount,
            row.balance,
            row.line.note,
        )
        for row in statement(season, report, players, player)
    ]
    columns = (
        Column("Date", Kind.DATE),
        Column("Player"),
        Column("Kind"),
        Column("For"),
        Column("Amount", Kind.MONEY),
        Column("Balance after", Kind.MONEY),
        Column("Note"),
    )
    return Table("Ledger lines", columns, tuple(rows))


def cash_box_table(league: League, report: SeasonReport) -> Table:
    """The cash box: the figures, and the two ways to the cash on hand, to the cent."""
    season = _season(league, report)
    players = {player.id: player for player in league.players}
    box = season_box(season, report, players)
    funds = sum((amount for _, amount in report.funds), ZERO)
    payouts = sum((p.amount for r in report.events for p in r.payouts), ZERO)
    # Knockout bounties (SPEC 9) are paid out at the table beside the payouts: their own
    # figure, so that what was paid out reads as the sum of what the report paid.
    knockouts = [r.bounties.money for r in report.events if r.bounties is not None]
    rows = (
        ("Taken in", box.taken_in),
        ("Paid out", box.paid_out),
        ("Taken in - paid out", cents(box.taken_in - box.paid_out)),
        ("Funds set aside (report)", funds),
        ("Bounty pot left", report.bounty_pot_end),
        ("Event payouts (report)", payouts),
        *((("Knockout bounties (report)", sum(knockouts, ZERO)),) if knockouts else ()),
        ("Funds held", box.funds_held),
        ("Owed to the league", box.owed_to_league),
        ("Owed by the league", box.owed_by_league),
        ("Cash on hand should be", box.on_hand),
    )
    notes = ("Cash on hand = funds held - owed to the league + owed by the league "
             "= taken in - paid out.",)  # fmt: skip
    return Table(
        "Cash box",
        (Column("Figure"), Column("Amount", Kind.MONEY)),
        rows,
        notes,
        total_rows=1,
    )


def statement_tables(league: League, report: SeasonReport, player: str) -> tuple[Table, ...]:
    """A player's statement: where the balance comes from, then their lines."""
    season = _season(league, report)
    players = {p.id: p for p in league.players}
    part = player_money(season, report, players).get(player)
    if part is None:
        rows: tuple = (("Balance", ZERO),)
    else:
        rows = (
            ("Unpaid entries", part.unpaid_entries),
            ("Dues", part.dues),
            ("Charges", part.charges),
            ("Payments", -part.payments),
            ("Payouts received", part.payouts),
            ("Prizes owed to you", -part.prizes),
            ("Balance (positive: you owe the league)", part.owes),
        )
    summary = Table("Statement", (Column("What"), Column("Amount", Kind.MONEY)), rows, total_rows=1)
    return summary, ledger_lines_table(league, report, player)


def statement_players(league: League, report: SeasonReport) -> list[str]:
    """The players a statement is made for: every player the season's money names."""
    season = _season(league, report)
    players = {p.id: p for p in league.players}
    money = player_money(season, report, players)
    names = _names(league)
    return sorted(money, key=lambda p: names.get(p, p).casefold())


def cash_sheet_lines(league: League, report: SeasonReport, number: int) -> list[CashOutLine]:
    """The night's cash-out as its close handed it over (the same as the close showed)."""
    return closed_cash_out(league, report, report.season, number)


def cash_sheet_table(league: League, report: SeasonReport, number: int) -> Table:
    """The night's cash sheet: who is handed what, unpaid entries netted against prizes."""
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
    rows.append(("Total handed over", "", *blanks, total, None, ""))
    event = next(e for e in _season(league, report).events if e.number == number)
    columns = (
        Column("Player"),
        Column("Place"),
        Column("Prize", Kind.MONEY),
        *((Column("Bounty", Kind.MONEY),) if bounty else ()),
        *((Column("Knockout bounties", Kind.MONEY),) if knockouts else ()),
        Column("Owes", Kind.MONEY),
        Column("Hand over", Kind.MONEY),
        Column("Still owes", Kind.MONEY),
        Column("Signed", print_width="20%"),
    )
    title = f"Cash sheet: {event_label(event.number, event.name)}"
    if event.date:
        title += f", {event.date}"
    notes = ("An unpaid entry is paid from the player's winnings first.",)
    return Table(title, columns, tuple(rows), notes, total_rows=1)

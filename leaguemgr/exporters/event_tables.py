"""The tables of one event: its money, who was paid, and every entry's result."""

from __future__ import annotations

from leaguemgr.domain.entries import counts
from leaguemgr.domain.records import Entry, EntryStatus, Event, League, Season
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.exporters.tables import (
    Column,
    Kind,
    Names,
    Table,
    event_label,
    league_money,
    ordinal,
)
from leaguemgr.services.atomic_write import ExportError

RESULT_COLUMNS = (
    Column("Finish", Kind.INT), Column("Player"), Column("Status"), Column("Rebuys", Kind.INT),
    Column("Add-ons", Kind.INT), Column("Prize", Kind.MONEY), Column("Points", Kind.POINTS),
    Column("Knockouts", Kind.INT),
)  # fmt: skip


def season_of(league: League, report: SeasonReport) -> Season:
    """The recorded season the report was computed from."""
    return league.season(report.season)


def regular_events(league: League, report: SeasonReport) -> list[tuple[Event, EventResult]]:
    """Each regular event of the report with its recorded event, in order."""
    by_number = {event.number: event for event in season_of(league, report).events}
    return [(by_number[result.number], result) for result in report.events]


def played_events(league: League, report: SeasonReport) -> list[tuple[Event, EventResult]]:
    """The regular events that have entries (a planned night has none yet)."""
    return [(e, r) for e, r in regular_events(league, report) if r.money.entries]


def find_event(
    league: League, report: SeasonReport, number: int | None
) -> tuple[Event, EventResult]:
    """Event ``number``, or the last one played when ``number`` is None."""
    events = regular_events(league, report)
    if number is None:
        played = played_events(league, report)
        if not played:
            raise ExportError(f"season {report.season} has no event with results yet")
        return played[-1]
    for event, result in events:
        if event.number == number:
            return event, result
    numbers = ", ".join(str(event.number) for event, _ in events) or "none"
    raise ExportError(
        f"season {report.season} has no regular event number {number} (events: {numbers})"
    )


def status_text(entry: Entry) -> str:
    """How an entry is described in exports: "played", "no-show (paid)", "late cancel" ..."""
    text = {
        EntryStatus.PLAYED: "played",
        EntryStatus.DISQUALIFIED: "disqualified",
        EntryStatus.FORFEIT: "forfeit",
        EntryStatus.NO_SHOW: "no-show (paid)" if entry.paid else "no-show",
        EntryStatus.LATE_CANCEL: "late cancel",
    }[entry.status]
    return f"{text}, free entry" if entry.free_entry else text


def entries_in_finish_order(event: Event) -> list[Entry]:
    """Counting entries by finish, then those that did not count (late cancels ...)."""
    counting = sorted((e for e in event.entries if counts(e)), key=lambda e: e.finish or 0)
    return counting + [e for e in event.entries if not counts(e)]


def event_results_table(league: League, event: Event, result: EventResult) -> Table:
    """Every entry of the event: finish, player, status, rebuys, add-ons, prize, points, KOs."""
    name = Names(league)
    points = dict(result.points)
    penalties = dict(result.penalties)
    knockouts = dict(result.knockouts)
    rows = tuple(
        (
            entry.finish if counts(entry) else None, name(entry.player), status_text(entry),
            entry.rebuys, entry.addons, result.prize_of(entry.player),
            points.get(entry.player, 0.0) + penalties.get(entry.player, 0.0),
            knockouts.get(entry.player, 0),
        )
        for entry in entries_in_finish_order(event)
    )  # fmt: skip
    return Table("Results", RESULT_COLUMNS, rows)


def event_money_table(league: League, event: Event, result: EventResult) -> Table:
    """Gross, each set-aside, money added, comped value and the prize pool of one event."""
    money = result.money
    rows: list[tuple] = [("Gross (buy-ins, rebuys, add-ons)", money.gross)]
    if result.bounties is not None:  # taken first (SPEC 9)
        rows.append(("Knockout bounties", money.knockouts))
    rows += [(f"Set aside: {fund}", amount) for fund, amount in money.set_asides]
    rows.append(("Added to the pool", money.added))
    if money.comped:
        rows.append(("Free entries, paid by the expenses fund", money.comped))
    rows.append(("Prize pool", money.pool))
    notes = []
    if result.bounty is not None:
        bounty = result.bounty
        name = Names(league)
        target = name(bounty.target) or "nobody"
        won = f"won by {name(bounty.winner)}" if bounty.winner else "not won: it carries over"
        pot = league_money(league, bounty.pot)
        notes.append(f"Bounty on {target}: pot {pot}, {won}.")
    if result.bounties is not None and result.bounties.paid:
        name = Names(league)
        paid = ", ".join(
            f"{name(player)} {league_money(league, amount)}"
            for player, amount in result.bounties.paid
        )
        notes.append(f"Knockout bounties collected: {paid}.")
    title = f"{event_label(event.number, event.name)}: {money.entries} entries"
    return Table(title, (Column("Item"), Column("Amount", Kind.MONEY)), tuple(rows), tuple(notes))


def event_payouts_table(league: League, result: EventResult) -> Table:
    """The paid players, best finish first; ties say so."""
    name = Names(league)
    finishes = [payout.finish for payout in result.payouts]
    rows = tuple(
        (
            ordinal(p.finish) + (" (tie)" if finishes.count(p.finish) > 1 else ""),
            name(p.player),
            p.amount,
        )
        for p in result.payouts
    )
    return Table("Payouts", (Column("Place"), Column("Player"), Column("Prize", Kind.MONEY)), rows)

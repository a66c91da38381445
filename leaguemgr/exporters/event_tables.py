"""The tables of one event: its money, who was paid, and every entry's result."""

from __future__ import annotations

from leaguemgr.domain.entries import counts
from leaguemgr.domain.records import Entry, EntryStatus, Event, League, Season
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.domain.words import ordinal
from leaguemgr.exporters.tables import Column, Kind, Names, Table, event_label, league_money
from leaguemgr.language.texts import _, ngettext
from leaguemgr.services.atomic_write import ExportError


def result_columns() -> tuple[Column, ...]:
    """The columns of an event's results, headed in the language spoken."""
    return (
        Column(_("Finish"), Kind.INT), Column(_("Player")), Column(_("Status")),
        Column(_("Rebuys"), Kind.INT), Column(_("Add-ons"), Kind.INT),
        Column(_("Prize"), Kind.MONEY), Column(_("Points"), Kind.POINTS),
        Column(_("Knockouts"), Kind.INT),
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
            raise ExportError(
                _("season {season} has no event with results yet").format(season=report.season)
            )
        return played[-1]
    for event, result in events:
        if event.number == number:
            return event, result
    numbers = ", ".join(str(event.number) for event, _result in events) or _("none")
    raise ExportError(
        _("season {season} has no regular event number {number} (events: {numbers})").format(
            season=report.season, number=number, numbers=numbers
        )
    )


def status_text(entry: Entry) -> str:
    """How an entry is described in exports: "played", "no-show (paid)", "late cancel" ..."""
    text = {
        EntryStatus.PLAYED: _("played"),
        EntryStatus.DISQUALIFIED: _("disqualified"),
        EntryStatus.FORFEIT: _("forfeit"),
        EntryStatus.NO_SHOW: _("no-show (paid)") if entry.paid else _("no-show"),
        EntryStatus.LATE_CANCEL: _("late cancel"),
    }[entry.status]
    return _("{status}, free entry").format(status=text) if entry.free_entry else text


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
    return Table(_("Results"), result_columns(), rows)


def event_money_table(league: League, event: Event, result: EventResult) -> Table:
    """Gross, each set-aside, money added, comped value and the prize pool of one event."""
    money = result.money
    rows: list[tuple] = [(_("Gross (buy-ins, rebuys, add-ons)"), money.gross)]
    if result.bounties is not None:  # taken first (SPEC 9)
        rows.append((_("Knockout bounties"), money.knockouts))
    rows += [
        (_("Set aside: {fund}").format(fund=fund), amount) for fund, amount in money.set_asides
    ]
    rows.append((_("Added to the pool"), money.added))
    if money.comped:
        rows.append((_("Free entries, paid by the expenses fund"), money.comped))
    rows.append((_("Prize pool"), money.pool))
    notes = []
    if result.bounty is not None:
        bounty = result.bounty
        name = Names(league)
        pot = league_money(league, bounty.pot)
        target = name(bounty.target) or _("nobody")
        # A whole sentence for each case: word order is the language's.
        if bounty.winner:
            notes.append(
                _("Bounty on {target}: pot {pot}, won by {winner}.").format(
                    target=target, pot=pot, winner=name(bounty.winner)
                )
            )
        else:
            notes.append(
                _("Bounty on {target}: pot {pot}, not won: it carries over.").format(
                    target=target, pot=pot
                )
            )
    if result.bounties is not None and result.bounties.paid:
        name = Names(league)
        paid = ", ".join(
            f"{name(player)} {league_money(league, amount)}"
            for player, amount in result.bounties.paid
        )
        notes.append(_("Knockout bounties collected: {paid}.").format(paid=paid))
    title = ngettext("{event}: {count} entry", "{event}: {count} entries", money.entries).format(
        event=event_label(event.number, event.name), count=money.entries
    )
    columns = (Column(_("Item")), Column(_("Amount"), Kind.MONEY))
    return Table(title, columns, tuple(rows), tuple(notes))


def event_payouts_table(league: League, result: EventResult) -> Table:
    """The paid players, best finish first; ties say so."""
    name = Names(league)
    finishes = [payout.finish for payout in result.payouts]
    rows = tuple(
        (
            _("{place} (tie)").format(place=ordinal(p.finish))
            if finishes.count(p.finish) > 1
            else ordinal(p.finish),
            name(p.player),
            p.amount,
        )
        for p in result.payouts
    )
    columns = (Column(_("Place")), Column(_("Player")), Column(_("Prize"), Kind.MONEY))
    return Table(_("Payouts"), columns, rows)

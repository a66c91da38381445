"""The season as tables: standings, every entry, payouts, championship and dealer credits.

This is the one place that decides what a season export shows; the workbook, CSV, PDF and
web page all render these tables.
"""

from __future__ import annotations

from leaguemgr.domain.knockouts import bounties_by_player
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.payouts import NoPayoutRow, percents_for
from leaguemgr.domain.records import League
from leaguemgr.domain.results import ChampionshipResult, SeasonReport
from leaguemgr.domain.words import OUT, capitalized, championship_word
from leaguemgr.exporters.event_tables import (
    RESULT_COLUMNS,
    event_results_table,
    regular_events,
    season_of,
)
from leaguemgr.exporters.ledger import ledger_tables
from leaguemgr.exporters.money_tables import money_sheet
from leaguemgr.exporters.tables import (
    Column,
    Kind,
    Names,
    Sheet,
    Table,
    event_label,
    league_money,
    ordinal,
)
from leaguemgr.services.season_progress import (
    PROVISIONAL_PRIZE,
    championship_race_texts,
    season_progress,
)

SHEET_NAMES = (
    "Standings",
    "Events",
    "Payouts",
    "Funds and ledger",
    "Championship",
    "Dealer credits",
    "Money",
)


def season_sheets(league: League, report: SeasonReport) -> tuple[Sheet, ...]:
    """Every table of a season export, grouped as the workbook's sheets."""
    return (
        Sheet("Standings", (standings_table(league, report),)),
        Sheet("Events", (entries_table(league, report),)),
        Sheet("Payouts", (payouts_table(league, report),)),
        Sheet("Funds and ledger", ledger_tables(league, report)),
        Sheet("Championship", championship_tables(league, report)),
        Sheet("Dealer credits", (dealer_credits_table(league, report),)),
        money_sheet(league, report),
    )


def championship_statuses(league: League, report: SeasonReport) -> dict[str, str]:
    """A short label per player for the championship race: its word (``domain.words``),
    with the detail where it matters ("Make-up offered: $60.00 (1 missed)")."""
    champ = report.championship
    if champ is None:
        return {}
    offers = {offer.player: offer for offer in champ.makeup_offers}
    # Before the season's last regular event: what a player still needs (one wording for
    # every screen and export, in the services).
    labels: dict[str, str] = dict(championship_race_texts(league, report))
    for row in champ.eligibility:
        if row.player in labels:
            continue
        word = capitalized(championship_word(row))
        match row.status:
            case "makeup":
                labels[row.player] = f"{word} by make-up"
            case "makeup_offer":
                offer = offers[row.player]
                fee = league_money(league, offer.fee)
                labels[row.player] = f"{word}: {fee} ({offer.missed} missed)"
            case "ineligible" if championship_word(row) == OUT:
                labels[row.player] = f"{word}: {row.reason}"
            case _:
                labels[row.player] = word
    return labels


def standings_table(league: League, report: SeasonReport) -> Table:
    """Rank, player, points, events, wins, penalties, prize and championship status."""
    name = Names(league)
    columns = [
        Column("Rank", Kind.INT),
        Column("Player"),
        Column("Points", Kind.POINTS),
        Column("Events", Kind.INT),
        Column("Wins", Kind.INT),
        Column("Penalties", Kind.POINTS),
    ]
    prizes = {award.player: award.amount for award in report.season_prizes}
    has_prizes = season_of(league, report).rules.season_prizes is not None
    if has_prizes:
        # Before the season's end the prize is what the standings would pay, not money paid.
        over = season_progress(league, report).over
        columns.append(Column("Season prize" if over else PROVISIONAL_PRIZE, Kind.MONEY))
    bounties = bounties_by_player(report)
    if bounties is not None:
        columns.append(Column("Bounties", Kind.MONEY))
    statuses = championship_statuses(league, report)
    if report.championship is not None:
        columns.append(Column("Championship"))
    rows = []
    for row in report.standings:
        cells: list = [row.rank, name(row.player), row.points, row.events_played, row.wins,
                       row.penalties]  # fmt: skip
        if has_prizes:
            cells.append(prizes.get(row.player, ZERO))
        if bounties is not None:
            cells.append(bounties.get(row.player, ZERO))
        if report.championship is not None:
            cells.append(statuses.get(row.player, ""))
        rows.append(tuple(cells))
    notes = () if rows else ("No results recorded yet.",)
    return Table("Standings", tuple(columns), tuple(rows), notes)


def entries_table(league: League, report: SeasonReport) -> Table:
    """One row per entry of every regular event."""
    rows = []
    for event, result in regular_events(league, report):
        label = event_label(event.number, event.name)
        results = event_results_table(league, event, result)
        rows += [(label, event.date, *row) for row in results.rows]
    columns = (Column("Event"), Column("Date", Kind.DATE), *RESULT_COLUMNS)
    notes = ("Points include late-cancellation penalties.",) if rows else ("No events yet.",)
    return Table("Events", columns, tuple(rows), notes)


def payouts_table(league: League, report: SeasonReport) -> Table:
    """Per event: gross, each set-aside, money added, pool, comped, then each paid player and
    amount."""
    name = Names(league)
    events = regular_events(league, report)
    funds: list[str] = []
    for _, result in events:
        for fund, _amount in result.money.set_asides:
            if fund not in funds:
                funds.append(fund)
    slots = max((len(result.payouts) for _, result in events), default=0)
    knockouts = any(result.bounties is not None for _, result in events)
    columns = [Column("Event"), Column("Date", Kind.DATE), Column("Entries", Kind.INT),
               Column("Gross", Kind.MONEY)]  # fmt: skip
    if knockouts:  # taken first, before the set-asides (SPEC 9)
        columns.append(Column("Knockout bounties", Kind.MONEY))
    columns += [Column(f"To {fund}", Kind.MONEY) for fund in funds]
    columns += [
        Column("Added", Kind.MONEY),
        Column("Pool", Kind.MONEY),
        Column("Comped", Kind.MONEY),
    ]
    for slot in range(1, slots + 1):
        columns += [Column(f"{ordinal(slot)} player"), Column(f"{ordinal(slot)} prize", Kind.MONEY)]
    rows = []
    for event, result in events:
        money = result.money
        cells: list = [event_label(event.number, event.name), event.date, money.entries,
                       money.gross]  # fmt: skip
        if knockouts:
            cells.append(money.knockouts)
        cells += [money.set_aside(fund) for fund in funds]
        cells += [money.added, money.pool, money.comped]
        finishes = [payout.finish for payout in result.payouts]
        for payout in result.payouts:
            tied = finishes.count(payout.finish) > 1
            label = name(payout.player) + (f" (tied {ordinal(payout.finish)})" if tied else "")
            cells += [label, payout.amount]
        cells += [None, None] * (slots - len(result.payouts))
        rows.append(tuple(cells))
    return Table("Payouts", tuple(columns), tuple(rows), () if rows else ("No events yet.",))


def championship_tables(league: League, report: SeasonReport) -> tuple[Table, ...]:
    """Field with bonus chips and stacks, pool sources, payouts by place, offers, results."""
    champ = report.championship
    rules = season_of(league, report).rules
    if champ is None or rules.championship is None:
        return (Table("Championship", (Column("Championship"),), (),
                      ("This season has no championship.",)),)  # fmt: skip
    name = Names(league)
    tables = [_field_table(league, report, champ)]
    sources = [(label.capitalize(), amount) for label, amount in champ.pool_sources]
    tables.append(
        Table("Pool sources", (Column("Source"), Column("Amount", Kind.MONEY)),
              (*sources, ("Championship pool", champ.pool)), total_rows=1)
    )  # fmt: skip
    try:
        percents = percents_for(rules.payout_table, len(champ.field)) if champ.field else ()
    except NoPayoutRow:
        percents = ()
    places = tuple(
        (payout.place, f"{percents[i].normalize():f}%" if i < len(percents) else "", payout.amount)
        for i, payout in enumerate(champ.payouts)
    )
    tables.append(
        Table("Payouts by place",
              (Column("Place", Kind.INT), Column("Percent"), Column("Payout", Kind.MONEY)),
              places, () if places else ("No field yet.",))
    )  # fmt: skip
    race = championship_race_texts(league, report)
    if race:
        # Before the season's last regular event make-ups are not offered yet.
        progress = season_progress(league, report)
        rows = {row.player: row for row in report.standings}
        tables.append(
            Table(
                "Still needed to qualify",
                (Column("Player"), Column("Events", Kind.INT), Column("Still needs")),
                tuple((name(p), rows[p].events_played, text) for p, text in race.items()),
                (f"{progress.after_text()}; make-up buy-ins are offered after the last event.",),
            )
        )
    elif champ.makeup_offers:
        accepted = {seat.player for seat in champ.field if seat.via == "makeup"}
        tables.append(
            Table("Make-up offers",
                  (Column("Player"), Column("Missed events", Kind.INT), Column("Fee", Kind.MONEY),
                   Column("Accepted")),
                  tuple((name(o.player), o.missed, o.fee,
                         "yes" if o.player in accepted else "not yet")
                        for o in champ.makeup_offers))
        )  # fmt: skip
    if champ.makeups_no_longer_offered:
        tables.append(
            Table("Make-ups no longer offered",
                  (Column("Player"), Column("Why")),
                  tuple((name(m.player), m.reason) for m in champ.makeups_no_longer_offered),
                  ("Recorded, but each joins neither the field nor the pool.",))
        )  # fmt: skip
    if champ.results is not None:
        tables.append(
            Table("Championship results",
                  (Column("Finish", Kind.INT), Column("Player"), Column("Prize", Kind.MONEY)),
                  tuple((r.finish, name(r.player), r.amount) for r in champ.results))
        )  # fmt: skip
    return tuple(tables)


def _field_table(league: League, report: SeasonReport, champ: ChampionshipResult) -> Table:
    name = Names(league)
    rules = season_of(league, report).rules.championship
    starting = rules.starting_chips if rules else 0
    points = {row.player: row.points for row in report.standings}
    rows = tuple(
        (seat_number, name(seat.player), "points" if seat.via == "points" else "make-up",
         points.get(seat.player, 0.0), seat.fee, seat.bonus_chips, starting + seat.bonus_chips)
        for seat_number, seat in enumerate(champ.field, 1)
    )  # fmt: skip
    seats = rules.seats if rules else len(rows)
    notes = [f"{len(rows)} of {seats} seats filled; starting stack = "
             f"{starting:,} starting chips + bonus chips."]  # fmt: skip
    if champ.ties_at_cut:
        tied = ", ".join(name(p) for p in champ.ties_at_cut)
        notes.append(f"Tied at the last seat, left out until the organizer decides: {tied}.")
    columns = (
        Column("Seat", Kind.INT), Column("Player"), Column("Via"), Column("Points", Kind.POINTS),
        Column("Make-up fee", Kind.MONEY), Column("Bonus chips", Kind.CHIPS),
        Column("Starting stack", Kind.CHIPS),
    )  # fmt: skip
    return Table("Championship field", columns, rows, tuple(notes))


def dealer_credits_table(league: League, report: SeasonReport) -> Table:
    """Units left, free entries earned, used and available, per dealer."""
    name = Names(league)
    columns = (
        Column("Player"), Column("Units", Kind.INT), Column("Free entries earned", Kind.INT),
        Column("Used", Kind.INT), Column("Available", Kind.INT),
    )  # fmt: skip
    rows = tuple(
        (name(r.player), r.units, r.free_entries_earned, r.free_entries_used,
         r.free_entries_available)
        for r in sorted(report.dealer_credits, key=lambda r: name(r.player).casefold())
    )  # fmt: skip
    if not season_of(league, report).rules.dealer_credits:
        notes: tuple[str, ...] = ("This season has no dealer credits.",)
    else:
        notes = ("6 units earn a free entry: a full game is 2 units, a half game 1. "
                 "Credits carry over to the next season.",)  # fmt: skip
    return Table("Dealer credits", columns, rows, notes)

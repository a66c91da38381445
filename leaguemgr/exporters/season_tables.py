"""The season as tables: standings, every entry, payouts, championship and dealer credits.

This is the one place that decides what a season export shows; the workbook, CSV, PDF and
web page all render these tables.
"""

from __future__ import annotations

from leaguemgr.domain.championship import pool_source_text, reason_shown
from leaguemgr.domain.knockouts import bounties_by_player
from leaguemgr.domain.league_formats import number
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.payouts import NoPayoutRow, percents_for
from leaguemgr.domain.records import League
from leaguemgr.domain.results import ChampionshipResult, SeasonReport
from leaguemgr.domain.words import OUT, capitalized, championship_word, ordinal
from leaguemgr.exporters.event_tables import (
    event_results_table,
    regular_events,
    result_columns,
    season_of,
)
from leaguemgr.exporters.ledger import ledger_tables
from leaguemgr.exporters.money_tables import money_sheet
from leaguemgr.exporters.tables import Column, Kind, Names, Sheet, Table, event_label, league_money
from leaguemgr.language.texts import N_, _, ngettext
from leaguemgr.services.season_progress import (
    PROVISIONAL_PRIZE,
    championship_race_texts,
    season_progress,
)

SHEET_NAMES = (
    N_("Standings"),
    N_("Events"),
    N_("Payouts"),
    N_("Funds and ledger"),
    N_("Championship"),
    N_("Dealer credits"),
    N_("Money"),
)
"""The workbook's sheets, in English: each is named in the language spoken."""


def season_sheets(league: League, report: SeasonReport) -> tuple[Sheet, ...]:
    """Every table of a season export, grouped as the workbook's sheets."""
    return (
        Sheet(_("Standings"), (standings_table(league, report),)),
        Sheet(_("Events"), (entries_table(league, report),)),
        Sheet(_("Payouts"), (payouts_table(league, report),)),
        Sheet(_("Funds and ledger"), ledger_tables(league, report)),
        Sheet(_("Championship"), championship_tables(league, report)),
        Sheet(_("Dealer credits"), (dealer_credits_table(league, report),)),
        money_sheet(league, report),
    )


def capitalized_text(text: str) -> str:
    """``text`` with its first letter upper-case, the rest as written (a fund's name)."""
    return text[:1].upper() + text[1:]


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
                labels[row.player] = _("{status} by make-up").format(status=word)
            case "makeup_offer":
                offer = offers[row.player]
                fee = league_money(league, offer.fee)
                labels[row.player] = ngettext(
                    "{status}: {fee} ({count} missed)",
                    "{status}: {fee} ({count} missed)",
                    offer.missed,
                ).format(status=word, fee=fee, count=offer.missed)
            case "ineligible" if championship_word(row) == OUT:
                labels[row.player] = _("{status}: {reason}").format(
                    status=word, reason=reason_shown(row.reason)
                )
            case _:
                labels[row.player] = word
    return labels


def standings_table(league: League, report: SeasonReport) -> Table:
    """Rank, player, points, events, wins, penalties, prize and championship status."""
    name = Names(league)
    columns = [
        Column(_("Rank"), Kind.INT),
        Column(_("Player")),
        Column(_("Points"), Kind.POINTS),
        Column(_("Events"), Kind.INT),
        Column(_("Wins"), Kind.INT),
        Column(_("Penalties"), Kind.POINTS),
    ]
    prizes = {award.player: award.amount for award in report.season_prizes}
    has_prizes = season_of(league, report).rules.season_prizes is not None
    if has_prizes:
        # Before the season's end the prize is what the standings would pay, not money paid.
        over = season_progress(league, report).over
        # The services name the provisional prize (one wording everywhere) and mark it.
        columns.append(Column(_("Season prize") if over else _(PROVISIONAL_PRIZE), Kind.MONEY))
    bounties = bounties_by_player(report)
    if bounties is not None:
        columns.append(Column(_("Bounties"), Kind.MONEY))
    statuses = championship_statuses(league, report)
    if report.championship is not None:
        columns.append(Column(_("Championship")))
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
    notes = () if rows else (_("No results recorded yet."),)
    return Table(_("Standings"), tuple(columns), tuple(rows), notes)


def entries_table(league: League, report: SeasonReport) -> Table:
    """One row per entry of every regular event."""
    rows = []
    for event, result in regular_events(league, report):
        label = event_label(event.number, event.name)
        results = event_results_table(league, event, result)
        rows += [(label, event.date, *row) for row in results.rows]
    columns = (Column(_("Event")), Column(_("Date"), Kind.DATE), *result_columns())
    notes = (_("Points include late-cancellation penalties."),) if rows else (_("No events yet."),)
    return Table(_("Events"), columns, tuple(rows), notes)


def payouts_table(league: League, report: SeasonReport) -> Table:
    """Per event: gross, each set-aside, money added, pool, comped, then each paid player and
    amount."""
    name = Names(league)
    events = regular_events(league, report)
    funds: list[str] = []
    for _event, result in events:
        for fund, _amount in result.money.set_asides:
            if fund not in funds:
                funds.append(fund)
    slots = max((len(result.payouts) for _event, result in events), default=0)
    knockouts = any(result.bounties is not None for _event, result in events)
    columns = [Column(_("Event")), Column(_("Date"), Kind.DATE), Column(_("Entries"), Kind.INT),
               Column(_("Gross"), Kind.MONEY)]  # fmt: skip
    if knockouts:  # taken first, before the set-asides (SPEC 9)
        columns.append(Column(_("Knockout bounties"), Kind.MONEY))
    columns += [Column(_("To {fund}").format(fund=fund), Kind.MONEY) for fund in funds]
    columns += [
        Column(_("Added"), Kind.MONEY),
        Column(_("Pool"), Kind.MONEY),
        Column(_("Comped"), Kind.MONEY),
    ]
    for slot in range(1, slots + 1):
        place = ordinal(slot)
        columns += [
            Column(_("{place} player").format(place=place)),
            Column(_("{place} prize").format(place=place), Kind.MONEY),
        ]
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
            label = (
                _("{player} (tied {place})").format(
                    player=name(payout.player), place=ordinal(payout.finish)
                )
                if tied
                else name(payout.player)
            )
            cells += [label, payout.amount]
        cells += [None, None] * (slots - len(result.payouts))
        rows.append(tuple(cells))
    return Table(_("Payouts"), tuple(columns), tuple(rows), () if rows else (_("No events yet."),))


def championship_tables(league: League, report: SeasonReport) -> tuple[Table, ...]:
    """Field with bonus chips and stacks, pool sources, payouts by place, offers, results."""
    champ = report.championship
    rules = season_of(league, report).rules
    if champ is None or rules.championship is None:
        return (Table(_("Championship"), (Column(_("Championship")),), (),
                      (_("This season has no championship."),)),)  # fmt: skip
    name = Names(league)
    tables = [_field_table(league, report, champ)]
    sources = [
        (capitalized_text(pool_source_text(label)), amount) for label, amount in champ.pool_sources
    ]
    tables.append(
        Table(_("Pool sources"), (Column(_("Source")), Column(_("Amount"), Kind.MONEY)),
              (*sources, (_("Championship pool"), champ.pool)), total_rows=1)
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
        Table(_("Payouts by place"),
              (Column(_("Place"), Kind.INT), Column(_("Percent")),
               Column(_("Payout"), Kind.MONEY)),
              places, () if places else (_("No field yet."),))
    )  # fmt: skip
    race = championship_race_texts(league, report)
    if race:
        # Before the season's last regular event make-ups are not offered yet.
        progress = season_progress(league, report)
        rows = {row.player: row for row in report.standings}
        tables.append(
            Table(
                _("Still needed to qualify"),
                (Column(_("Player")), Column(_("Events"), Kind.INT), Column(_("Still needs"))),
                tuple((name(p), rows[p].events_played, text) for p, text in race.items()),
                (
                    _("{progress}; make-up buy-ins are offered after the last event.").format(
                        progress=progress.after_text()
                    ),
                ),
            )
        )
    elif champ.makeup_offers:
        accepted = {seat.player for seat in champ.field if seat.via == "makeup"}
        tables.append(
            Table(_("Make-up offers"),
                  (Column(_("Player")), Column(_("Missed events"), Kind.INT),
                   Column(_("Fee"), Kind.MONEY), Column(_("Accepted"))),
                  tuple((name(o.player), o.missed, o.fee,
                         _("yes") if o.player in accepted else _("not yet"))
                        for o in champ.makeup_offers))
        )  # fmt: skip
    if champ.makeups_no_longer_offered:
        tables.append(
            Table(_("Make-ups no longer offered"),
                  (Column(_("Player")), Column(_("Why"))),
                  tuple((name(m.player), reason_shown(m.reason))
                        for m in champ.makeups_no_longer_offered),
                  (_("Recorded, but each joins neither the field nor the pool."),))
        )  # fmt: skip
    if champ.results is not None:
        tables.append(
            Table(_("Championship results"),
                  (Column(_("Finish"), Kind.INT), Column(_("Player")),
                   Column(_("Prize"), Kind.MONEY)),
                  tuple((r.finish, name(r.player), r.amount) for r in champ.results))
        )  # fmt: skip
    return tuple(tables)


def _field_table(league: League, report: SeasonReport, champ: ChampionshipResult) -> Table:
    name = Names(league)
    rules = season_of(league, report).rules.championship
    starting = rules.starting_chips if rules else 0
    points = {row.player: row.points for row in report.standings}
    rows = tuple(
        (seat_number, name(seat.player), _("points") if seat.via == "points" else _("make-up"),
         points.get(seat.player, 0.0), seat.fee, seat.bonus_chips, starting + seat.bonus_chips)
        for seat_number, seat in enumerate(champ.field, 1)
    )  # fmt: skip
    seats = rules.seats if rules else len(rows)
    notes = [
        ngettext(
            "{filled} of {seats} seat filled; starting stack = "
            "{starting} starting chips + bonus chips.",
            "{filled} of {seats} seats filled; starting stack = "
            "{starting} starting chips + bonus chips.",
            seats,
        ).format(filled=len(rows), seats=seats, starting=number(starting, league.locale))
    ]
    if champ.ties_at_cut:
        tied = ", ".join(name(p) for p in champ.ties_at_cut)
        notes.append(
            _("Tied at the last seat, left out until the organizer decides: {players}.").format(
                players=tied
            )
        )
    columns = (
        Column(_("Seat"), Kind.INT), Column(_("Player")), Column(_("Via")),
        Column(_("Points"), Kind.POINTS), Column(_("Make-up fee"), Kind.MONEY),
        Column(_("Bonus chips"), Kind.CHIPS), Column(_("Starting stack"), Kind.CHIPS),
    )  # fmt: skip
    return Table(_("Championship field"), columns, rows, tuple(notes))


def dealer_credits_table(league: League, report: SeasonReport) -> Table:
    """Units left, free entries earned, used and available, per dealer."""
    name = Names(league)
    columns = (
        Column(_("Player")), Column(_("Units"), Kind.INT),
        Column(_("Free entries earned"), Kind.INT), Column(_("Used"), Kind.INT),
        Column(_("Available"), Kind.INT),
    )  # fmt: skip
    rows = tuple(
        (name(r.player), r.units, r.free_entries_earned, r.free_entries_used,
         r.free_entries_available)
        for r in sorted(
            report.dealer_credits, key=lambda r: collation_key(name(r.player), league.locale)
        )
    )  # fmt: skip
    if not season_of(league, report).rules.dealer_credits:
        notes: tuple[str, ...] = (_("This season has no dealer credits."),)
    else:
        notes = (_("6 units earn a free entry: a full game is 2 units, a half game 1. "
                   "Credits carry over to the next season."),)  # fmt: skip
    return Table(_("Dealer credits"), columns, rows, notes)

"""The night sheet: a one-page sign-in sheet for the next event, as printable HTML.

Left: every regular player with their starting chips, boxes to tick for the on-time and
exact-change bonuses, and a sign-in column. Right: the bounty, free entries from dealing and
the payouts for the likely field sizes.
"""

from __future__ import annotations

from decimal import Decimal
from html import escape

from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import KnockoutKind, League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.night_plan import NightPlan, PlayedNight, RosterLine, night_plan
from leaguemgr.exporters.print_html import table_html
from leaguemgr.exporters.tables import Column, Kind, Table, format_money_text, ordinal

CHECKBOX = "\u2610"
BLANK_LINES = 4  # for subs and guests who turn up


def night_sheet_html(
    league: League, season: str, report: SeasonReport, event_number: int | None = None
) -> str:
    """The night sheet of ``event_number`` (default: the next event of the season)."""
    return plan_html(night_plan(league, season, report, event_number))


def plan_html(plan: NightPlan, *, padding: int = 5) -> str:
    """The night sheet of a worked-out plan: roster on the left, the night's money right;
    for a night already played, what happened (who played, the pool, who was paid)."""
    title = f"Night sheet: Event {plan.event_number}"
    if plan.event_name and plan.event_name != f"Event {plan.event_number}":
        title += f" ({plan.event_name})"
    if plan.event_date:
        title += f", {plan.event_date}"
    if plan.played is not None:
        return played_html(plan, plan.played, title + " (played)", padding)
    side = [_prices(plan), _bounty(plan), _free_entries(plan)]
    side.append(table_html(field_table(plan), plan.currency, width="100%", locale=plan.locale))
    # The chip columns need room on the left; without them the payouts get more.
    left = 61 if plan.chips is not None else 50
    # Roomier rows on the roster: people sign in by hand.
    roster = table_html(roster_table(plan), plan.currency, padding=padding, locale=plan.locale)
    return (
        f"<h2>{escape(title)}</h2>"
        '<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>'
        f'<td width="{left}%" valign="top">{roster}</td>'
        '<td width="2%"></td>'
        f'<td width="{98 - left}%" valign="top">{"".join(side)}</td>'
        "</tr></table>"
    )


def roster_table(plan: NightPlan) -> Table:
    """One line per regular player (and blank lines), with boxes to tick."""
    notes = {line.player: _note(line) for line in plan.roster}
    with_notes = any(notes.values())
    columns = [Column("Player")] + ([Column("Note")] if with_notes else [])
    chips = plan.chips
    if chips is not None:
        columns.append(Column("Chips", Kind.CHIPS))
        if chips.on_time_bonus:
            # U+2028 is a line break in Qt rich text: narrow columns leave room to sign.
            columns.append(Column(f"On time\u2028+{chips.on_time_bonus:,}"))
        if chips.exact_change_bonus:
            columns.append(Column(f"Exact change\u2028+{chips.exact_change_bonus:,}"))
    columns += [Column("Paid"), Column("Sign-in", print_width="25%" if chips else "45%")]
    rows = [_roster_row(line.name, notes[line.player], plan, with_notes) for line in plan.roster]
    rows += [_roster_row("", "", plan, with_notes) for _ in range(BLANK_LINES)]
    footnotes = ()
    if chips is not None:
        most = chips.starting + chips.on_time_bonus + chips.exact_change_bonus
        footnotes = (f"Starting stack {chips.starting:,}; with both bonuses {most:,}.",)
    return Table("Sign-in", tuple(columns), tuple(rows), footnotes)


def _note(line: RosterLine) -> str:
    notes = []
    if line.free_entries:
        extra = f" x{line.free_entries}" if line.free_entries > 1 else ""
        notes.append(f"FREE\u00a0ENTRY{extra}")  # kept on one line
    if line.bounty_target:
        notes.append("BOUNTY")
    return ", ".join(notes)


def _roster_row(name: str, note: str, plan: NightPlan, with_notes: bool) -> tuple:
    box = CHECKBOX
    cells: list = [name, note] if with_notes else [name]
    chips = plan.chips
    if chips is not None:
        cells.append(chips.starting if name else None)
        if chips.on_time_bonus:
            cells.append(box)
        if chips.exact_change_bonus:
            cells.append(box)
    cells += [box, ""]
    return tuple(cells)


def field_table(plan: NightPlan) -> Table:
    """Estimated pool and payouts for each likely number of entries."""
    places = max((len(f.payouts) for f in plan.fields), default=0)
    amounts = [a for f in plan.fields for a in (f.pool, *f.payouts)]
    # Cents on every amount would crowd six payout columns into half a page.
    kind = Kind.WHOLE_MONEY if all(a == a.to_integral_value() for a in amounts) else Kind.MONEY
    columns = [Column("Entries", Kind.INT), Column("Pool", kind)]
    columns += [Column(ordinal(place), kind) for place in range(1, places + 1)]
    rows = tuple(
        (f.entries, f.pool, *f.payouts, *([None] * (places - len(f.payouts)))) for f in plan.fields
    )
    if plan.events_played:
        note = (
            f"Estimated with {plan.rebuys_per_entry:.1f} rebuys and {plan.addons_per_entry:.1f} "
            "add-ons per entry (this season so far); the night's actual pool decides."
        )
    else:
        note = "No event played yet: estimated from the roster, without rebuys or add-ons."
    if plan.added:
        added = _money(plan, plan.added)
        note += f" Added: every pool above includes the {added} added to it."
    return Table("Payouts by number of entries", tuple(columns), rows, (note,))


def _prices(plan: NightPlan) -> str:
    terms = plan.terms
    parts = [f"Buy-in {_money(plan, terms.buyin)}"]
    if terms.rebuy_cost and terms.max_rebuys != 0:
        limit = "unlimited" if terms.max_rebuys is None else f"max {terms.max_rebuys}"
        parts.append(f"rebuy {_money(plan, terms.rebuy_cost)} ({limit})")
    if terms.addon_cost:
        parts.append(f"add-on {_money(plan, terms.addon_cost)}")
    if plan.added:
        parts.append(f"added to the pool {_money(plan, plan.added)}")
    knockout = plan.knockout
    if knockout is not None and not knockout.recorded:
        bounty = f"knockout bounty {_money(plan, knockout.amount)} a head"
        if knockout.kind is KnockoutKind.PROGRESSIVE:
            bounty += f" (progressive: {knockout.share:g}% to the hitman at once)"
        parts.append(bounty)
    return f"<p><b>{escape(', '.join(parts))}</b></p>"


def _bounty(plan: NightPlan) -> str:
    if plan.bounty_tonight is None:
        return ""
    if plan.bounty_target:
        target = escape(plan.bounty_target)
    elif plan.events_played:
        target = "nobody (the last event had no single winner)"
    else:
        target = "nobody yet (first event of the season)"
    carried = _money(plan, plan.bounty_carried or ZERO)
    tonight = _money(plan, plan.bounty_tonight)
    return (
        f"<h3>Bounty</h3><p>Target: <b>{target}</b><br>"
        f"Pot carried over {escape(carried)}; with tonight's share <b>{escape(tonight)}</b>.<br>"
        "The first player to bust the target wins it.</p>"
    )


def _free_entries(plan: NightPlan) -> str:
    free = [line for line in plan.roster if line.free_entries]
    if not free:
        return ""
    names = ", ".join(
        escape(line.name) + (f" ({line.free_entries})" if line.free_entries > 1 else "")
        for line in free
    )
    return f"<h3>Free entries from dealing</h3><p>{names}</p>"


def played_html(plan: NightPlan, played: PlayedNight, title: str, padding: int) -> str:
    """The sheet of a night already played: its entries on the left; the prices, the
    bounty as it went and the pool and payouts handed out on the right."""
    entries = table_html(played_table(played), plan.currency, padding=padding, locale=plan.locale)
    side = [_prices(plan), _played_bounty(plan, played)]
    side.append(table_html(paid_table(played), plan.currency, width="100%", locale=plan.locale))
    if played.knockout_money is not None:
        side.append(
            table_html(knockouts_table(played), plan.currency, width="100%", locale=plan.locale)
        )
    return (
        f"<h2>{escape(title)}</h2>"
        '<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>'
        f'<td width="58%" valign="top">{entries}</td>'
        '<td width="2%"></td>'
        f'<td width="40%" valign="top">{"".join(side)}</td>'
        "</tr></table>"
    )


def played_table(played: PlayedNight) -> Table:
    """Who played, by finish, with their rebuys, add-ons, payment and prize."""
    columns = (
        Column("Finish"),
        Column("Player"),
        Column("Rebuys", Kind.INT),
        Column("Add-ons", Kind.INT),
        Column("Paid"),
        Column("Prize", Kind.MONEY),
    )
    rows = tuple(
        (
            ordinal(line.finish) if line.finish else line.status.replace("_", " "),
            line.name,
            line.rebuys,
            line.addons,
            "yes" if line.paid else "owes",
            line.prize or None,
        )
        for line in played.lines
    )
    finished = sum(1 for line in played.lines if line.finish)
    return Table("Who played", columns, rows, (f"{finished} players finished.",))


def paid_table(played: PlayedNight) -> Table:
    """The night's pool and each place's payout, as handed out."""
    columns = (Column("Place"), Column("Player"), Column("Amount", Kind.MONEY))
    rows = tuple((ordinal(place), name, amount) for place, name, amount in played.payouts)
    note = "The event was played: the pool and payouts as handed out."
    return Table("Payouts", columns, (*rows, ("Pool", "", played.pool)), (note,))


def knockouts_table(played: PlayedNight) -> Table:
    """Who collected the night's knockout bounties (SPEC 9), most first."""
    columns = (Column("Player"), Column("Bounties", Kind.MONEY))
    total = ("Knockout money", played.knockout_money)
    return Table("Knockout bounties", columns, (*played.knockouts, total), total_rows=1)


def _played_bounty(plan: NightPlan, played: PlayedNight) -> str:
    if played.bounty_pot is None:
        return ""
    target = escape(played.bounty_target or "nobody")
    pot = escape(_money(plan, played.bounty_pot))
    if played.bounty_winner:
        outcome = f"won by <b>{escape(played.bounty_winner)}</b> ({pot})"
    else:
        outcome = f"not won: {pot} carried over"
    return f"<h3>Bounty</h3><p>Target: <b>{target}</b>; {outcome}.</p>"


def _money(plan: NightPlan, amount: Decimal) -> str:
    """An amount in the league's currency and locale."""
    return format_money_text(amount, plan.currency, plan.locale)

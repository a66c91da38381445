"""The night sheet: a one-page sign-in sheet for the next event, as printable HTML.

Left: every regular player with their starting chips, boxes to tick for the on-time and
exact-change bonuses, and a sign-in column. Right: the bounty, free entries from dealing and
the payouts for the likely field sizes.
"""

from __future__ import annotations

from decimal import Decimal
from html import escape

from leaguemgr.domain import league_formats
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import KnockoutKind, League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import ordinal
from leaguemgr.exporters.night_plan import NightPlan, PlayedNight, RosterLine, night_plan
from leaguemgr.exporters.print_html import table_html
from leaguemgr.exporters.tables import Column, Kind, Table, format_date_text, format_money_text
from leaguemgr.language.texts import N_, _, ngettext, pgettext, speaking

CHECKBOX = "\u2610"
BLANK_LINES = 4  # for subs and guests who turn up
# A played entry's status as the sheet names it (an unknown one is shown as it is).
STATUS_WORDS = {
    "played": N_("played"),
    "disqualified": N_("disqualified"),
    "forfeit": N_("forfeit"),
    "no_show": N_("no show"),
    "late_cancel": N_("late cancel"),
}


def night_sheet_html(
    league: League, season: str, report: SeasonReport, event_number: int | None = None
) -> str:
    """The night sheet of ``event_number`` (default: the next event of the season)."""
    return plan_html(night_plan(league, season, report, event_number))


def plan_html(plan: NightPlan, *, padding: int = 5) -> str:
    """The night sheet of a worked-out plan, in the league's language: roster on the left,
    the night's money right; for a night already played, what happened (who played, the
    pool, who was paid)."""
    with speaking(plan.language):
        return _plan_html(plan, padding)


def _plan_html(plan: NightPlan, padding: int) -> str:
    if plan.event_name and plan.event_name != f"Event {plan.event_number}":
        title = _("Night sheet: Event {number} ({name})").format(
            number=plan.event_number, name=plan.event_name
        )
    else:
        title = _("Night sheet: Event {number}").format(number=plan.event_number)
    if plan.event_date:
        title = _("{title}, {date}").format(
            title=title, date=format_date_text(plan.event_date, plan.locale)
        )
    if plan.played is not None:
        return played_html(plan, plan.played, _("{title} (played)").format(title=title), padding)
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
    columns = [Column(_("Player"))] + ([Column(_("Note"))] if with_notes else [])
    chips = plan.chips
    if chips is not None:
        columns.append(Column(_("Chips"), Kind.CHIPS))
        # U+2028 is a line break in Qt rich text: narrow columns leave room to sign.
        if chips.on_time_bonus:
            bonus = _chips(plan, chips.on_time_bonus)
            columns.append(Column(_("On time") + f"\u2028+{bonus}"))
        if chips.exact_change_bonus:
            bonus = _chips(plan, chips.exact_change_bonus)
            columns.append(Column(_("Exact change") + f"\u2028+{bonus}"))
    columns += [
        Column(pgettext("entry fee", "Paid")),
        Column(_("Sign-in"), print_width="25%" if chips else "45%"),
    ]
    rows = [_roster_row(line.name, notes[line.player], plan, with_notes) for line in plan.roster]
    rows += [_roster_row("", "", plan, with_notes) for _i in range(BLANK_LINES)]
    footnotes = ()
    if chips is not None:
        most = chips.starting + chips.on_time_bonus + chips.exact_change_bonus
        footnotes = (
            _("Starting stack {starting}; with both bonuses {most}.").format(
                starting=_chips(plan, chips.starting), most=_chips(plan, most)
            ),
        )
    return Table(_("Sign-in"), tuple(columns), tuple(rows), footnotes)


def _note(line: RosterLine) -> str:
    notes = []
    if line.free_entries:
        free = _("FREE ENTRY")
        if line.free_entries > 1:
            free = _("FREE ENTRY x{count}").format(count=line.free_entries)
        notes.append(free.replace(" ", "\u00a0"))  # kept on one line, in every language
    if line.bounty_target:
        notes.append(_("BOUNTY"))
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
    columns = [Column(_("Entries"), Kind.INT), Column(_("Pool"), kind)]
    columns += [Column(ordinal(place), kind) for place in range(1, places + 1)]
    rows = tuple(
        (f.entries, f.pool, *f.payouts, *([None] * (places - len(f.payouts)))) for f in plan.fields
    )
    if plan.events_played:
        note = _(
            "Estimated with {rebuys} rebuys and {addons} add-ons per entry (this season so "
            "far); the night's actual pool decides."
        ).format(
            rebuys=league_formats.number(plan.rebuys_per_entry, plan.locale, places=1),
            addons=league_formats.number(plan.addons_per_entry, plan.locale, places=1),
        )
    else:
        note = _("No event played yet: estimated from the roster, without rebuys or add-ons.")
    if plan.added:
        added = _("Added: every pool above includes the {amount} added to it.").format(
            amount=_money(plan, plan.added)
        )
        note = f"{note} {added}"
    return Table(_("Payouts by number of entries"), tuple(columns), rows, (note,))


def _prices(plan: NightPlan) -> str:
    terms = plan.terms
    parts = [_("Buy-in {amount}").format(amount=_money(plan, terms.buyin))]
    if terms.rebuy_cost and terms.max_rebuys != 0:
        rebuy = _money(plan, terms.rebuy_cost)
        if terms.max_rebuys is None:
            parts.append(_("rebuy {amount} (unlimited)").format(amount=rebuy))
        else:
            parts.append(
                _("rebuy {amount} (max {count})").format(amount=rebuy, count=terms.max_rebuys)
            )
    if terms.addon_cost:
        parts.append(_("add-on {amount}").format(amount=_money(plan, terms.addon_cost)))
    if plan.added:
        parts.append(_("added to the pool {amount}").format(amount=_money(plan, plan.added)))
    knockout = plan.knockout
    if knockout is not None and not knockout.recorded:
        amount = _money(plan, knockout.amount)
        if knockout.kind is KnockoutKind.PROGRESSIVE:
            share = (
                f"{knockout.share:g}"
                if plan.locale is None
                else league_formats.number(knockout.share, plan.locale)
            )
            bounty = _(
                "knockout bounty {amount} a head (progressive: {share}% to the hitman at once)"
            ).format(amount=amount, share=share)
        else:
            bounty = _("knockout bounty {amount} a head").format(amount=amount)
        parts.append(bounty)
    return f"<p><b>{escape(', '.join(parts))}</b></p>"


def _bounty(plan: NightPlan) -> str:
    if plan.bounty_tonight is None:
        return ""
    if plan.bounty_target:
        target = escape(plan.bounty_target)
    elif plan.events_played:
        target = _html(_("nobody (the last event had no single winner)"))
    else:
        target = _html(_("nobody yet (first event of the season)"))
    carried = _money(plan, plan.bounty_carried or ZERO)
    tonight = _money(plan, plan.bounty_tonight)
    target_line = _html(_("Target: {target}")).format(target=f"<b>{target}</b>")
    pot_line = _html(_("Pot carried over {carried}; with tonight's share {tonight}.")).format(
        carried=escape(carried), tonight=f"<b>{escape(tonight)}</b>"
    )
    rule = _html(_("The first player to bust the target wins it."))
    heading = _html(_("Bounty"))
    return f"<h3>{heading}</h3><p>{target_line}<br>{pot_line}<br>{rule}</p>"


def _free_entries(plan: NightPlan) -> str:
    free = [line for line in plan.roster if line.free_entries]
    if not free:
        return ""
    names = ", ".join(
        escape(line.name) + (f" ({line.free_entries})" if line.free_entries > 1 else "")
        for line in free
    )
    heading = _html(_("Free entries from dealing"))
    return f"<h3>{heading}</h3><p>{names}</p>"


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
        Column(_("Finish")),
        Column(_("Player")),
        Column(_("Rebuys"), Kind.INT),
        Column(_("Add-ons"), Kind.INT),
        Column(pgettext("entry fee", "Paid")),
        Column(_("Prize"), Kind.MONEY),
    )
    rows = tuple(
        (
            ordinal(line.finish) if line.finish else _status(line.status),
            line.name,
            line.rebuys,
            line.addons,
            pgettext("entry fee", "yes") if line.paid else pgettext("entry fee", "owes"),
            line.prize or None,
        )
        for line in played.lines
    )
    finished = sum(1 for line in played.lines if line.finish)
    note = ngettext("{count} player finished.", "{count} players finished.", finished)
    return Table(_("Who played"), columns, rows, (note.format(count=finished),))


def _status(status: str) -> str:
    word = STATUS_WORDS.get(status)
    return _(word) if word is not None else status.replace("_", " ")


def paid_table(played: PlayedNight) -> Table:
    """The night's pool and each place's payout, as handed out."""
    columns = (Column(_("Place")), Column(_("Player")), Column(_("Amount"), Kind.MONEY))
    rows = tuple((ordinal(place), name, amount) for place, name, amount in played.payouts)
    note = _("The event was played: the pool and payouts as handed out.")
    return Table(_("Payouts"), columns, (*rows, (_("Pool"), "", played.pool)), (note,))


def knockouts_table(played: PlayedNight) -> Table:
    """Who collected the night's knockout bounties (SPEC 9), most first."""
    columns = (Column(_("Player")), Column(_("Bounties"), Kind.MONEY))
    total = (_("Knockout money"), played.knockout_money)
    return Table(_("Knockout bounties"), columns, (*played.knockouts, total), total_rows=1)


def _played_bounty(plan: NightPlan, played: PlayedNight) -> str:
    if played.bounty_pot is None:
        return ""
    target = "<b>" + escape(played.bounty_target or _("nobody")) + "</b>"
    pot = escape(_money(plan, played.bounty_pot))
    if played.bounty_winner:
        winner = f"<b>{escape(played.bounty_winner)}</b>"
        outcome = _html(_("Target: {target}; won by {winner} ({pot}).")).format(
            target=target, winner=winner, pot=pot
        )
    else:
        outcome = _html(_("Target: {target}; not won: {pot} carried over.")).format(
            target=target, pot=pot
        )
    heading = _html(_("Bounty"))
    return f"<h3>{heading}</h3><p>{outcome}</p>"


def _money(plan: NightPlan, amount: Decimal) -> str:
    """An amount in the league's currency and locale."""
    return format_money_text(amount, plan.currency, plan.locale)


def _chips(plan: NightPlan, count: int) -> str:
    """A chip count in the league's locale ("12,500"; "12.500" in de_DE)."""
    return league_formats.number(count, plan.locale)


def _html(text: str) -> str:
    # Quotes stay as typed: the sheet is element text, and "tonight's" reads better so.
    return escape(text, quote=False)

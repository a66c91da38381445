"""HTML for printing, in the subset of HTML that Qt's rich text (QTextDocument) lays out.

Qt ignores most CSS, so tables are styled with attributes (bgcolor, align, cellpadding). A
``<thead>`` makes Qt repeat the header row at the top of each printed page.
"""

from __future__ import annotations

from html import escape

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.event_tables import (
    event_money_table,
    event_payouts_table,
    event_results_table,
    find_event,
    played_events,
)
from leaguemgr.exporters.season_tables import standings_table
from leaguemgr.exporters.tables import (
    NUMERIC_KINDS,
    Table,
    format_cell,
    format_date_text,
    league_money,
)
from leaguemgr.language.texts import _, ngettext, speaking
from leaguemgr.services.season_progress import season_progress

HEADER_BACKGROUND = "#dde5f0"
STRIPE_BACKGROUND = "#f3f5f9"
BORDER_COLOR = "#9aa5b4"


def table_html(
    table: Table,
    currency: str,
    *,
    title: bool = True,
    width: str = "100%",
    padding: int = 3,
    locale: str | None = None,
) -> str:
    """A table with a repeating header row, numbers right-aligned, totals in bold."""
    parts = []
    if title:
        parts.append(f"<h3>{escape(table.title)}</h3>")
    parts.append(
        f'<table width="{width}" cellspacing="0" cellpadding="{padding}" border="0.5" '
        f'style="border-collapse: collapse; border-color: {BORDER_COLOR};">'
    )
    header = "".join(
        f'<th align="{_align(column.kind)}" nowrap'
        + (f' width="{column.print_width}"' if column.print_width else "")
        + f">{escape(column.title)}</th>"
        for column in table.columns
    )
    parts.append(f'<thead><tr bgcolor="{HEADER_BACKGROUND}">{header}</tr></thead>')
    first_total = len(table.rows) - table.total_rows
    for index, row in enumerate(table.rows):
        background = f' bgcolor="{STRIPE_BACKGROUND}"' if index % 2 else ""
        cells = []
        for value, column in zip(row, table.columns, strict=True):
            text = escape(format_cell(value, column.kind, currency, locale))
            if index >= first_total:
                text = f"<b>{text}</b>"
            # Amounts never wrap: "$118.00" split over two lines is misread at the table.
            nowrap = " nowrap" if column.kind in NUMERIC_KINDS else ""
            cells.append(f'<td align="{_align(column.kind)}"{nowrap}>{text}</td>')
        parts.append(f"<tr{background}>{''.join(cells)}</tr>")
    parts.append("</table>")
    parts += [f'<p><i><font size="-1">{escape(note)}</font></i></p>' for note in table.notes]
    return "\n".join(parts)


def _align(kind) -> str:
    return "right" if kind in NUMERIC_KINDS else "left"


def standings_html(league: League, report: SeasonReport) -> str:
    """The standings for printing, in the league's language: the table plus how many
    events it covers."""
    with speaking(league.language):
        played = played_events(league, report)
        last = played[-1][0] if played else None
        after = season_progress(league, report).after_text()
        if last is not None and last.date:
            after = _("{progress} (last on {date})").format(
                progress=after, date=format_date_text(last.date, league.locale)
            )
        heading = _("Standings, season {season}").format(season=report.season)
        parts = [
            f"<h2>{escape(heading)}</h2>",
            f"<p>{escape(after)}</p>",
            table_html(
                standings_table(league, report), league.currency, title=False, locale=league.locale
            ),
        ]
        champ = report.championship
        if champ is not None:
            line = ngettext(
                "Championship: {count} player in the field, pool {pool}.",
                "Championship: {count} players in the field, pool {pool}.",
                len(champ.field),
            ).format(count=len(champ.field), pool=league_money(league, champ.pool))
            parts.append(f"<p>{escape(line)}</p>")
        return "\n".join(parts)


def event_payout_html(league: League, report: SeasonReport, event_number: int | None) -> str:
    """One event's money, payouts and full results (the last event played by default), in
    the league's language."""
    with speaking(league.language):
        event, result = find_event(league, report, event_number)
        currency = league.currency
        money = event_money_table(league, event, result)
        heading = money.title
        if event.date:
            heading = _("{title}, {date}").format(
                title=heading, date=format_date_text(event.date, league.locale)
            )
        return "\n".join(
            [
                f"<h2>{escape(heading)}</h2>",
                table_html(money, currency, title=False, width="60%", locale=league.locale),
                table_html(
                    event_payouts_table(league, result),
                    currency,
                    width="60%",
                    locale=league.locale,
                ),
                table_html(
                    event_results_table(league, event, result), currency, locale=league.locale
                ),
            ]
        )

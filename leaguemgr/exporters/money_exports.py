"""The money exports (SPEC 7): the night's cash sheet (PDF or a web page) and a statement
per player (one PDF, a page each, to send to the group)."""

from __future__ import annotations

from html import escape
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import season_label, season_title
from leaguemgr.exporters.money_tables import (
    cash_sheet_table,
    statement_players,
    statement_tables,
)
from leaguemgr.exporters.print_html import table_html
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically

PAGE_BREAK = '<p style="page-break-before: always"></p>'


def cash_sheet_html(league: League, report: SeasonReport, number: int | None) -> str:
    """The cash sheet of event ``number`` (default: the last event played)."""
    if not report.events:
        raise ExportError(f"season {report.season} has no event played yet: no cash sheet")
    number = report.events[-1].number if number is None else number
    try:
        table = cash_sheet_table(league, report, number)
    except ValueError as exc:
        raise ExportError(str(exc)) from None
    return f"<h2>{escape(league.name)}</h2>" + table_html(
        table, league.currency, locale=league.locale
    )


def statements_html(league: League, report: SeasonReport) -> str:
    """Every player's statement, each on its own page."""
    pages = []
    names = {player.id: player.name for player in league.players}
    for player in statement_players(league, report):
        tables = statement_tables(league, report, player)
        page = [f"<h2>{escape(names.get(player, player))}: season {escape(report.season)}</h2>"]
        page += [table_html(table, league.currency, locale=league.locale) for table in tables]
        pages.append("".join(page))
    if not pages:
        return f"<h2>{escape(season_title(report.season))}: nobody owes or is owed anything</h2>"
    return PAGE_BREAK.join(pages)


def write_cash_sheet_html(
    league: League, report: SeasonReport, path: Path, number: int | None
) -> None:
    body = cash_sheet_html(league, report, number)
    page = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(league.name)}: cash sheet</title></head><body>{body}</body></html>"
    )
    write_bytes_atomically(path, page.encode())


def write_money_pdf(
    league: League, report: SeasonReport, path: Path, what: str, number: int | None
) -> None:
    """The cash sheet (``what`` "cash-sheet") or the statements ("statements") as a PDF."""
    from leaguemgr.exporters.pdf import make_document, write_document_pdf

    letter = league.currency.upper() in {"USD", "CAD"}
    if what == "cash-sheet":
        html, header = cash_sheet_html(league, report, number), "Cash sheet"
    else:
        html, header = statements_html(league, report), "Statements"
    title = f"{league.name} \u2014 {season_label(report.season)} \u2014 {header}"
    write_document_pdf(make_document(html, title, letter=letter), path)

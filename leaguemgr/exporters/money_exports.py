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
from leaguemgr.language import LANGUAGES, SOURCE
from leaguemgr.language.texts import _, speaking
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically

PAGE_BREAK = '<p style="page-break-before: always"></p>'


def cash_sheet_html(league: League, report: SeasonReport, number: int | None) -> str:
    """The cash sheet of event ``number`` (default: the last event played), in the
    league's language."""
    if not report.events:
        raise ExportError(
            _("season {season} has no event played yet: no cash sheet").format(season=report.season)
        )
    number = report.events[-1].number if number is None else number
    try:
        table = cash_sheet_table(league, report, number)
    except ValueError as exc:
        raise ExportError(str(exc)) from None
    with speaking(league.language):
        sheet = table_html(table, league.currency, locale=league.locale)
    return f"<h2>{escape(league.name)}</h2>" + sheet


def statements_html(league: League, report: SeasonReport) -> str:
    """Every player's statement, each on its own page, in the league's language."""
    with speaking(league.language):
        pages = []
        names = {player.id: player.name for player in league.players}
        for player in statement_players(league, report):
            tables = statement_tables(league, report, player)
            heading = _("{player}: season {season}").format(
                player=names.get(player, player), season=report.season
            )
            page = [f"<h2>{escape(heading)}</h2>"]
            page += [table_html(table, league.currency, locale=league.locale) for table in tables]
            pages.append("".join(page))
        if not pages:
            nobody = _("{season}: nobody owes or is owed anything").format(
                season=season_title(report.season)
            )
            return f"<h2>{escape(nobody)}</h2>"
        return PAGE_BREAK.join(pages)


def write_cash_sheet_html(
    league: League, report: SeasonReport, path: Path, number: int | None
) -> None:
    body = cash_sheet_html(league, report, number)
    with speaking(league.language) as language:
        title = _("{league}: cash sheet").format(league=league.name)
    # The page says its language, so a reader's browser reads and hyphenates it as such.
    lang = language if language in LANGUAGES else SOURCE
    page = (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title></head><body>{body}</body></html>"
    )
    write_bytes_atomically(path, page.encode())


def write_money_pdf(
    league: League, report: SeasonReport, path: Path, what: str, number: int | None
) -> None:
    """The cash sheet (``what`` "cash-sheet") or the statements ("statements") as a PDF."""
    from leaguemgr.exporters.pdf import make_document, write_document_pdf

    letter = league.currency.upper() in {"USD", "CAD"}
    with speaking(league.language):
        if what == "cash-sheet":
            html, header = cash_sheet_html(league, report, number), _("Cash sheet")
        else:
            html, header = statements_html(league, report), _("Statements")
        title = f"{league.name} \u2014 {season_label(report.season)} \u2014 {header}"
    write_document_pdf(make_document(html, title, letter=letter), path)

"""What the league prints for a night and for its money speaks the league's language (SPEC
12): in the pseudo-language every word of the night sheet (the next night's and a night
played), the seating chart and the table cards, the cash sheet, the money export and the
money's tables went through the translation layer (or is the league's own data); a German
euro league's cash sheet and cash box are in German, their money written "1.234,50 €"."""

from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser

import pytest

from leaguemgr.domain.ledger_statement import statement
from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.words import ordinal
from leaguemgr.exporters.ledger import ledger_tables, season_ledger
from leaguemgr.exporters.money_exports import (
    cash_sheet_html,
    statements_html,
    write_cash_sheet_html,
)
from leaguemgr.exporters.money_tables import balances_table, cash_box_table, money_sheet
from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.night_sheet import night_sheet_html, roster_table
from leaguemgr.exporters.print_html import table_html
from leaguemgr.exporters.seating_chart import (
    SeatLine,
    TableSeats,
    seating_chart_html,
    table_cards_html,
)
from leaguemgr.exporters.tables import Kind, Table, event_label
from tests.exporters.conftest import az, fresh  # noqa: F401  (the exporters' leagues)
from tests.exporters.test_money_exports import money  # noqa: F401  (AZ with ledger lines)
from tests.language.pseudo_checks import stray_words

GERMAN_MONEY = re.compile(r"-?\d{1,3}(?:\.\d{3})*,\d{2}\u00a0€")


class _Visible(HTMLParser):
    """The text a reader of the printed page sees (its title too)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data) -> None:
        if data.strip():
            self.parts.append(data)


def visible_text(page: str) -> str:
    parser = _Visible()
    parser.feed(page)
    return "\n".join(parser.parts)


def printed_data(league: League, report: SeasonReport) -> list[str]:
    """The league's own words (its name, its players', seasons', events' and funds'
    names), and the words the sheets take from other parts of the program, each with its
    own pseudo test: the places ("1st") and events ("Event 3") of the exports' tables, and
    the ledger's notes (the organizer's, or the rules core's)."""
    season = league.season(report.season)
    data = [league.name, season.name, *(p.name for p in league.players)]
    data += [e.name or "" for e in season.events]
    data += [event_label(e.number, e.name) for e in season.events]
    data += [ordinal(n) for n in range(1, 100)]
    funds = season_ledger(league, report).funds
    data += [*funds, *(fund.capitalize() for fund in funds)]
    players = {p.id: p for p in league.players}
    data += [row.line.note for row in statement(season, report, players)]
    return data


def strays(page: str, data: list[str]) -> list[str]:
    """The words of a printed page a reader sees outside the translated parts and data."""
    return stray_words(visible_text(page), data)


def table_texts(table: Table) -> str:
    """Every word a table shows: title, headings, text cells and notes."""
    texts = [table.title, *(c.title for c in table.columns), *table.notes]
    for row in table.rows:
        texts += [
            str(value)
            for value, column in zip(row, table.columns, strict=True)
            if column.kind is Kind.TEXT and value is not None
        ]
    return "\n".join(texts)


def test_the_night_sheet_leaves_no_word_untranslated(az, fresh, pseudo_outputs) -> None:  # noqa: F811
    league, report = az
    start, before = fresh
    data = printed_data(league, report)
    sheets = {
        "the first night": night_sheet_html(start, before.season, before),
        "the next night": night_sheet_html(league, report.season, report),
        "a night played": night_sheet_html(league, report.season, report, report.events[-1].number),
    }
    for name, sheet in sheets.items():
        assert "⟦" in sheet, name
        assert strays(sheet, data) == [], name


def test_the_seating_chart_and_the_table_cards_leave_no_word_untranslated(
    az,  # noqa: F811
    pseudo_outputs,
) -> None:
    league, report = az
    data = printed_data(league, report)
    title = league.name  # the app words the title (Qt's layer): here, the league's data
    tables = [
        TableSeats(table, tuple(SeatLine(seat, league.players[table * 9 + seat].name, "A♠")
                                for seat in range(1, 9)))
        for table in (0, 1)
    ]  # fmt: skip
    for drawn in (tables, []):
        for page in (seating_chart_html(title, drawn), table_cards_html(title, drawn)):
            assert "⟦" in page
            assert strays(page, data) == []


def test_the_cash_sheet_and_the_money_exports_leave_no_word_untranslated(
    money,  # noqa: F811
    pseudo_outputs,
    tmp_path,
) -> None:
    league, report = money
    data = printed_data(league, report)
    exported = tmp_path / "cash.html"
    write_cash_sheet_html(league, report, exported, 3)
    pages = {
        "the cash sheet": cash_sheet_html(league, report, 3),
        "the cash sheet's web page": exported.read_text(encoding="utf-8"),
        "the statements": statements_html(league, report),
    }
    for name, page in pages.items():
        assert strays(page, data) == [], name
    tables = [*ledger_tables(league, report), *money_sheet(league, report).tables]
    for table in tables:
        assert stray_words(table_texts(table), data) == [], table.title


@pytest.fixture(scope="module")
def german(az) -> tuple[League, SeasonReport]:  # noqa: F811
    """The AZ league in Germany: euros, de_DE, German."""
    league, _ = az
    league = dataclasses.replace(league, currency="EUR", locale="de_DE", language="de")
    return league, compute_season_report(league, league.seasons[0].name)


def test_a_german_euro_league_s_cash_sheet_is_german_and_in_euros(german) -> None:
    league, report = german
    sheet = visible_text(cash_sheet_html(league, report, None))
    for word in ("Kassenblatt", "Spieler", "Preis", "Auszuhändigen", "Unterschrift"):
        assert word in sheet
    assert "Hand over" not in sheet and "$" not in sheet
    amounts = [line for line in sheet.split("\n") if "€" in line]
    assert amounts and all(GERMAN_MONEY.fullmatch(line.strip()) for line in amounts)
    box = visible_text(table_html(cash_box_table(league, report), league.currency,
                                  locale=league.locale))  # fmt: skip
    assert "Kasse" in box and "Kassenbestand sollte sein" in box
    assert "5.970,00\u00a0€" in box  # taken in over the season, thousands and cents
    assert "$" not in box


def test_the_sheets_sort_names_in_the_league_s_collation(german) -> None:
    """ "Özil" sits beside "Ozil", and "Élodie" before "Eric", not after "Zoe", on the night
    sheet's roster and in the balances of the money's tables (SPEC 12)."""
    league, _ = german
    # p07, p08 and p19 have money open at the season's end: they have a balance line.
    renamed = {"p07": "Zoe", "p08": "Özil", "p19": "Ozil", "p03": "Élodie", "p04": "Eric"}
    players = tuple(dataclasses.replace(p, name=renamed.get(p.id, p.name)) for p in league.players)
    league = dataclasses.replace(league, players=players)
    report = compute_season_report(league, league.seasons[0].name)
    roster = [row[0] for row in roster_table(night_plan(league, report.season, report)).rows]
    balances = [row[0] for row in balances_table(league, report).rows[:-2]]
    ordered = ["Élodie", "Eric", "Ozil", "Özil", "Zoe"]
    assert [name for name in roster if name in ordered] == ordered
    assert [name for name in balances if name in ordered] == ["Ozil", "Özil", "Zoe"]

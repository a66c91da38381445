"""The shape of everything that leaves the app: titled tables of typed cells.

Every writer (workbook, CSV, PDF, web page) renders these same tables, so a number can only
differ between two exports if a writer formats it differently, never because it was
computed twice. Money stays ``Decimal`` here; writers convert it at the very last step.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from leaguemgr.domain import league_formats
from leaguemgr.domain.money import cents
from leaguemgr.domain.records import League
from leaguemgr.language.texts import _

Cell = str | int | float | Decimal | None


class Kind(StrEnum):
    """How a column's values are written and aligned."""

    TEXT = "text"
    INT = "int"
    MONEY = "money"
    WHOLE_MONEY = "whole money"  # whole amounts shown without cents ("$1,196"), to save room
    POINTS = "points"
    CHIPS = "chips"
    DATE = "date"  # an ISO date string ("2026-01-15"); the workbook stores a real date


PRINTED_LENGTH = 200
NUMERIC_KINDS = frozenset({Kind.INT, Kind.MONEY, Kind.WHOLE_MONEY, Kind.POINTS, Kind.CHIPS})

# A spreadsheet treats text starting with these as a formula (OWASP "CSV injection"), in
# their full-width and small forms too (Excel reads those as the ASCII ones in East Asian
# locales), and also after blanks: Excel and LibreOffice skip leading spaces and tabs.
FORMULA_LEADS = frozenset("=+-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b")
_BLANKS = " \t\r\n\u00a0\u3000"


def looks_like_formula(text: str) -> bool:
    """True when a spreadsheet could run ``text`` as a formula (or a tab or a line break at
    its start could split or shift the cell)."""
    if text.startswith(("\t", "\r", "\n")):
        return True
    start = text.lstrip(_BLANKS)[:1]
    return start != "" and start in FORMULA_LEADS


@dataclass(frozen=True, slots=True)
class Column:
    """A column's heading and the kind of values it holds."""

    title: str
    kind: Kind = Kind.TEXT
    print_width: str | None = None
    """A width for printed tables ("30%"), where the content alone would be too narrow."""


@dataclass(frozen=True, slots=True)
class Table:
    """One table: a title, typed columns, rows of cells and notes printed under it."""

    title: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    notes: tuple[str, ...] = ()
    total_rows: int = 0
    """How many of the last rows are totals (written in bold)."""

    def column(self, title: str) -> list[Cell]:
        """The values of the column titled ``title``, top to bottom."""
        index = [c.title for c in self.columns].index(title)
        return [row[index] for row in self.rows]


@dataclass(frozen=True, slots=True)
class Sheet:
    """A workbook sheet: one or more tables written one under the other."""

    name: str
    tables: tuple[Table, ...] = field(default_factory=tuple)


def currency_symbol(currency: str, locale: str | None = None) -> str:
    """The symbol written before amounts: "$" for USD, else the code and a space ("CHF ");
    with a ``locale``, the locale's own symbol ("€", "US$"), without a space."""
    if locale is not None:
        return league_formats.currency_symbol(currency, locale)
    symbol = league_formats.currency_symbol(currency)
    return symbol if symbol != currency.upper() else f"{symbol} "


def format_money_text(amount: Decimal, currency: str, locale: str | None = None) -> str:
    """An amount for people: "$1,234.50", "-$5.00"; "1.234,50 €" in de_DE."""
    return league_formats.money(amount, currency, locale)


def league_money(league: League, amount: Decimal) -> str:
    """An amount in the league's currency and locale: "$1,234.50", "1.234,50 €"."""
    return league_formats.money(amount, league.currency, league.locale)


def format_cell(value: Cell, kind: Kind, currency: str, locale: str | None = None) -> str:
    """The text of a cell as printed in the PDF and on the web page."""
    if value is None:
        return ""
    match kind:
        case Kind.MONEY:
            return league_formats.money(Decimal(value), currency, locale)
        case Kind.WHOLE_MONEY:
            return league_formats.money(Decimal(value), currency, locale, whole=True)
        case Kind.POINTS:
            return league_formats.number(float(value), locale, places=2, grouping=False)
        case Kind.CHIPS:
            return league_formats.number(int(value), locale)
        case Kind.DATE:
            return printed_text(format_date_text(str(value), locale))
    return printed_text(str(value))


def format_date_text(text: str, locale: str | None = None) -> str:
    """An ISO date ("2026-01-31") as the league writes it ("31.01.2026" in de_DE); an odd
    date, or any date without a locale, as written."""
    if locale is None:
        return text
    try:
        return league_formats.date(dt.date.fromisoformat(text), locale)
    except ValueError:
        return text


def printed_text(text: str) -> str:
    """``text`` cut to :data:`PRINTED_LENGTH` characters, for a page.

    League names are at most 100 characters; a longer text (from data older than that rule)
    is cut, since laying out one unbroken megabyte of text in a table takes Qt minutes.
    """
    return text if len(text) <= PRINTED_LENGTH else text[: PRINTED_LENGTH - 1] + "\u2026"


def plain_cell(value: Cell, kind: Kind) -> str:
    """The text of a cell in a CSV file: numbers without symbols or separators."""
    if value is None:
        return ""
    match kind:
        case Kind.MONEY | Kind.WHOLE_MONEY:
            return f"{cents(Decimal(value)):.2f}"
        case Kind.POINTS:
            return f"{float(value):.2f}"
    return str(value)


def player_names(league: League) -> dict[str, str]:
    """Display name of every player id."""
    return {player.id: player.name for player in league.players}


class Names:
    """Turns player ids into display names (an unknown id is shown as it is)."""

    def __init__(self, league: League):
        self._names = player_names(league)

    def __call__(self, player: str | None) -> str:
        if player is None:
            return ""
        return self._names.get(player, player)


def event_label(number: int, name: str | None) -> str:
    """ "Event 3" or "3: March Madness" when the event has its own name."""
    if not name or name == f"Event {number}":
        return _("Event {number}").format(number=number)
    return f"{number}: {name}"


def widths_in_characters(table: Table, currency: str, locale: str | None = None) -> list[int]:
    """The widest printed text of each column, header included."""
    widths = [len(column.title) for column in table.columns]
    for row in table.rows:
        for index, (value, column) in enumerate(zip(row, table.columns, strict=True)):
            widths[index] = max(
                widths[index], len(format_cell(value, column.kind, currency, locale))
            )
    return widths

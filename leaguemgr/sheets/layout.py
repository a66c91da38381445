"""Which columns of a sheet mean what: detected from the headers, or said by the organizer.

Two layouts are recognised. A *grid* has one row per player and one column per night
("Round 1", "Week 3", "Event 4", a date), with perhaps a rank column (named or not) and a
totals column. A *results* sheet has one row per player per night, with columns such as
Place, Player, Points, Payout, KOs, Rebuys, Buy-in, and either a Date/Event/Night column or
one sheet per night. A sheet that is neither (a schedule, a player list, a summary, a
ledger) is skipped, and the reason is said.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from enum import StrEnum
from itertools import pairwise
from pathlib import PurePath

from leaguemgr.language.texts import N_, _, pgettext
from leaguemgr.sheets import values
from leaguemgr.sheets.reading import Cell, Grid, column_letter


class Layout(StrEnum):
    GRID = "grid"
    RESULTS = "results"


class Field(StrEnum):
    """What a column means; ``night`` is a night's points in a grid, the night's name or
    date in a results sheet."""

    PLAYER = "player"
    PLACE = "place"
    POINTS = "points"
    PAYOUT = "payout"
    KNOCKOUTS = "knockouts"
    REBUYS = "rebuys"
    ADDONS = "addons"
    BUYIN = "buyin"
    NIGHT = "night"
    RANK = "rank"
    TOTAL = "total"
    IGNORE = "ignore"


FIELD_WORDS: dict[Field, str] = {
    Field.PLAYER: "Player",
    Field.PLACE: "Place",
    Field.POINTS: "Points",
    Field.PAYOUT: "Payout",
    Field.KNOCKOUTS: "Knockouts",
    Field.REBUYS: "Rebuys",
    Field.ADDONS: "Add-ons",
    Field.BUYIN: "Buy-in",
    Field.NIGHT: "Night",
    Field.RANK: "Rank",
    Field.TOTAL: "Total",
    Field.IGNORE: "(ignored)",
}

_PHRASES: dict[Field, tuple[str, ...]] = {
    Field.PLAYER: ("player", "players", "name", "names", "player name", "member", "nickname",
                   "player names", "full name", "member name"),
    Field.PLACE: ("place", "finish", "pos", "position", "plc", "finished", "placing",
                  "finish position", "finishing position", "final position", "place finished"),
    Field.RANK: ("rank", "#", "no", "ranking", "standing"),
    Field.POINTS: ("points", "pts", "score", "point", "pt", "season points", "total points",
                   "total pts", "pts total"),
    Field.TOTAL: ("total", "totals", "sum", "grand total", "season total", "overall"),
    Field.PAYOUT: ("payout", "payouts", "winnings", "prize", "prizes", "cash", "won", "paid",
                   "money", "amount won", "prize money", "cash out", "cashout", "cash outs",
                   "cashed out", "cash won", "paid out", "payout amount"),
    Field.KNOCKOUTS: ("kos", "ko", "knockouts", "knockout", "hits", "bounties", "bounty",
                      "eliminations"),
    Field.REBUYS: ("rebuys", "rebuy", "re buys", "re buy", "re entries", "re entry",
                   "reentries", "reentry", "rebuy amount", "rebuys amount"),
    Field.ADDONS: ("add on", "add ons", "addon", "addons", "add on amount"),
    Field.BUYIN: ("buy in", "buyin", "buy ins", "entry fee", "fee", "buy in amount"),
    Field.NIGHT: ("date", "event", "night", "round", "week", "game", "tournament", "session",
                  "game number", "game no", "game #", "game id", "night number", "night no",
                  "week number", "week no", "event number", "event no", "round number",
                  "round no", "game date", "night date", "event date"),
}  # fmt: skip
# What a column of what each player won is headed (not "Paid" or "Money": a ledger's too).
_WINNINGS = {"payout", "payouts", "winnings", "prize", "prizes", "won", "amount won",
             "prize money", "cash out", "cashout", "cash outs", "cashed out", "cash won",
             "paid out", "payout amount"}  # fmt: skip
_HEADERS = {phrase: field for field, phrases in _PHRASES.items() for phrase in phrases}

_NIGHT_HEADER = re.compile(
    r"^(round|rd|week|wk|event|ev|night|game|gm|tournament|session|r|w|g|e|n|#)\s*\.?\s*#?\s*"
    r"\d{1,3}$",
    re.IGNORECASE,
)
_BEST_OF = re.compile(r"^(best|top)( \d+)?( of \d+)?( nights| results| pts| points)?$")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_MONTH_DAY = re.compile(
    rf"^({_MONTH}\s*\d{{1,2}}(st|nd|rd|th)?|\d{{1,2}}\.?\s*{_MONTH}|\d{{1,2}}/\d{{1,2}})"
    r"(,?\s*\d{2,4})?$",
    re.IGNORECASE,
)
# Sheets whose names say they hold something else than results; a grid is never skipped
# by its name (its sheet is often called "Standings").
_OTHER_SHEETS = re.compile(
    r"schedule|calendar|roster|member|contact|summary|standing|leader|total|overall|"
    r"ledger|bank|financ|expense|budget|note|rule|instruction|structure|blind|chart|pivot",
    re.IGNORECASE,
)
_HEADER_SEARCH_ROWS = 15
_NO_HEADERS = N_(
    "no row among the first {rows} reads as headers (Player, Place, Points, CashOut, a night "
    "...): say what each column means (--map A=night,B=player,..., or the box above each column)"
)
# Kept in English: the import wizard knows this reason by it (a layout can still be chosen).
NO_HEADERS = _NO_HEADERS.format(rows=_HEADER_SEARCH_ROWS)
# A night in a sheet's name: "Event_1_Standings", "Week 3", "Rd 2 results".
_NIGHT_IN_NAME = re.compile(
    r"\b(round|rd|week|wk|event|ev|night|game|gm|tournament|session)\s*#?\s*\d{1,3}\b",
    re.IGNORECASE,
)
# How many rows under a grid's header show whether its night columns hold points.
_CHECKED_ROWS = 200


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """A sheet with the meaning of each of its columns, or the reason it is skipped."""

    grid: Grid
    layout: Layout | None  # None: skipped
    header_row: int  # 0-based; the data start below it
    headers: tuple[str, ...]
    fields: tuple[Field, ...]  # one per column
    skipped: str | None = None

    def column_of(self, field: Field) -> int | None:
        return next((i for i, f in enumerate(self.fields) if f is field), None)

    def columns_of(self, field: Field) -> tuple[int, ...]:
        return tuple(i for i, f in enumerate(self.fields) if f is field)

    def with_fields(self, fields: Sequence[Field]) -> SheetLayout:
        """The same sheet read with other column meanings (the wizard's combo boxes)."""
        return replace(self, fields=tuple(fields))


def header_key(value: Cell) -> str:
    """A header as compared: lower case, words only ("Buy-In ($):" is "buy in")."""
    # "PlayerName" and "CashOut" are "player name" and "cash out": a word per capital.
    text = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", values.text_of(value)).casefold()
    text = re.sub(r"\(.*?\)|[$€£:*]", " ", text)
    return " ".join(re.sub(r"[^\w#]+|_", " ", text).split())


def is_night_header(value: Cell) -> bool:
    """ "Round 1", "Week 3", "Event 4", "R5", a date, "Jan 15", "1/15", or a bare number."""
    if isinstance(value, (datetime, date)):
        return True
    if isinstance(value, int) and not isinstance(value, bool):
        return 1 <= value <= 200
    if isinstance(value, float):
        return value.is_integer() and 1 <= value <= 200
    if not isinstance(value, str):
        return False
    text = value.strip()
    return bool(
        _NIGHT_HEADER.match(text)
        or _MONTH_DAY.match(text)
        or values.looks_like_date(text)
        or re.fullmatch(r"\d{1,3}", text)
    )


def detect(
    grid: Grid,
    layout: Layout | None = None,
    mapping: Mapping[str, Field] | None = None,
    forced: bool = False,
) -> SheetLayout:
    """The layout of ``grid``: ``layout`` if given, else detected; ``mapping`` (a column's
    letter or header, as the organizer typed it, to its meaning) overrides the detection.
    A sheet the organizer named (``forced``) is never skipped for its name."""
    if not grid.rows:
        return _skipped(grid, _("empty"))
    mapping = {key.casefold(): field for key, field in (mapping or {}).items()}
    header_row = _header_row(grid, {k for k in mapping if len(k) > 2 or not k.isalpha()})
    if header_row is None:
        if not mapping:
            return _skipped(grid, NO_HEADERS)
        # Columns said by letter: the first row heads them if it is words over numbers
        # (headers the import does not know), else every row is data.
        header_row = mapped_header_row(grid)
    header_cells = grid.rows[header_row] if header_row >= 0 else ()
    headers = tuple(values.text_of(v) for v in header_cells)
    width = grid.width
    headers += ("",) * (width - len(headers))
    nights = [i for i, v in enumerate(header_cells) if is_night_header(v)]
    chosen = layout
    if chosen is None:
        chosen = Layout.GRID if len(nights) >= 2 else Layout.RESULTS
    if chosen is Layout.GRID:
        fields = _grid_fields(grid, header_row, headers, set(nights))
    else:
        fields = _results_fields(grid, header_row, headers)
    fields = _mapped(fields, headers, mapping)
    detected = SheetLayout(grid, chosen, header_row, headers, tuple(fields))
    said = forced or bool(mapping) or layout is not None
    reason = _not_results(detected, said) or (None if said else _not_points(detected))
    if reason is not None:
        return _skipped(grid, reason, header_row, headers, tuple(fields))
    return detected


def _skipped(
    grid: Grid,
    reason: str,
    header_row: int = -1,
    headers: tuple[str, ...] = (),
    fields: tuple[Field, ...] = (),
) -> SheetLayout:
    """A sheet not read; with no header row found, every row is data (``header_row`` -1):
    a layout chosen for it later never takes its first row of results as headers."""
    if not fields:
        fields = (Field.IGNORE,) * grid.width
        headers = ("",) * grid.width
    return SheetLayout(grid, None, header_row, headers, fields, reason)


def _header_row(grid: Grid, named: Collection[str] = ()) -> int | None:
    """The first row among the first few that names a player column (or a column the
    organizer named), or that has two night headers over a column of names; title rows
    above it are passed over. Bare numbers (1, 2, 3) count as night headers only when no
    row has worded ones: a row of results is made of numbers too."""
    rows = grid.rows[:_HEADER_SEARCH_ROWS]
    for worded in (True, False):
        for index, row in enumerate(rows):
            keys = [header_key(value) for value in row]
            if named and any(
                k in named or values.text_of(v).casefold() in named
                for k, v in zip(keys, row, strict=True)
            ):
                return index
            if any(_is_amount(value) for value in row):
                continue  # "€30.00" heads no column: a row of results
            if any(_HEADERS.get(key) is Field.PLAYER for key in keys):
                return index
            nights = sum(is_night_header(v) and not (worded and _bare_number(v)) for v in row)
            if not worded and not _could_be_headers(row, keys):
                continue
            if nights >= 2 and _text_column_below(grid, index) is not None:
                return index
    return None


def _is_amount(value: Cell) -> bool:
    return isinstance(value, str) and bool(re.search(r"[$€£]\s*\d|\d\s*[$€£]", value))


def _could_be_headers(row: Sequence[Cell], keys: Sequence[str]) -> bool:
    """A row of bare numbers is a grid's night headers (1, 2, 3 ... Total) only where its
    numbers rise and no cell is a name: a row of results ("1, 3, 30, Ann") is numbers too,
    and taking it as headers would lose its night (issue 39)."""
    numbers = []
    for value, key in zip(row, keys, strict=True):
        if value is None:
            continue
        if _bare_number(value):
            numbers.append(float(values.text_of(value)))
        elif key not in _HEADERS and not is_night_header(value) and not _BEST_OF.match(key):
            return False
    return all(a < b for a, b in pairwise(numbers))


def laid_out_by_hand(sheet: SheetLayout, layout: Layout) -> SheetLayout:
    """A sheet whose headers did not read, laid out as the organizer says (the wizard's
    layout and column boxes): its first row heads it only where it is words over numbers."""
    header_row = mapped_header_row(sheet.grid)
    cells = sheet.grid.rows[header_row] if header_row >= 0 else ()
    headers = tuple(values.text_of(v) for v in cells)
    headers += ("",) * (len(sheet.fields) - len(headers))
    return replace(sheet, layout=layout, skipped=None, header_row=header_row, headers=headers)


def mapped_header_row(grid: Grid) -> int:
    """The header row of a sheet whose columns the organizer said by letter (or in the
    wizard's boxes) where no row read as headers: the first row if it is words over
    numbers (headers the import does not know), else none (-1): every row is data."""
    return 0 if _words_over_numbers(grid) else -1


def _words_over_numbers(grid: Grid) -> bool:
    """Whether the first row is all words and the next holds numbers, money or dates."""
    if len(grid.rows) < 2 or not any(cell is not None for cell in grid.rows[0]):
        return False

    def number_like(cell: Cell) -> bool:
        if values.looks_like_date(cell):
            return True
        try:
            return values.money(cell) is not None
        except values.CellError:
            return False

    first = [cell for cell in grid.rows[0] if cell is not None]
    return not any(number_like(cell) for cell in first) and any(
        number_like(cell) for cell in grid.rows[1]
    )


def _bare_number(value: Cell) -> bool:
    return isinstance(value, (int, float)) or (isinstance(value, str) and value.strip().isdigit())


def _text_column_below(grid: Grid, header_row: int) -> int | None:
    """The first column whose cells under the header are mostly names (text)."""
    rows = grid.rows[header_row + 1 : header_row + 41]
    for column in range(grid.width):
        cells = [row[column] for row in rows if column < len(row) and row[column] is not None]
        text = [c for c in cells if isinstance(c, str) and _is_name_like(c)]
        if cells and len(text) * 2 > len(cells):
            return column
    return None


def _is_name_like(text: str) -> bool:
    return (
        any(c.isalpha() for c in text)
        and not values.looks_like_date(text)
        and not re.search(r"\d+\s*(points?|pts?)$", text, re.IGNORECASE)
    )


def _grid_fields(
    grid: Grid, header_row: int, headers: tuple[str, ...], nights: set[int]
) -> list[Field]:
    fields = [Field.IGNORE] * len(headers)
    for column in nights:
        fields[column] = Field.NIGHT
    first_night = min(nights, default=len(headers))
    last_night = max(nights, default=-1)
    for column, header in enumerate(headers):
        if column in nights:
            continue
        meaning = _HEADERS.get(header_key(header))
        if _BEST_OF.match(header_key(header)):
            meaning = Field.TOTAL  # "Best 10", "Best 10 of 12", "Top 8": a total all the same
        if meaning is Field.PLAYER and Field.PLAYER not in fields:
            fields[column] = Field.PLAYER
        elif meaning in (Field.RANK, Field.PLACE) and Field.RANK not in fields:
            fields[column] = Field.RANK
        elif meaning in (Field.TOTAL, Field.POINTS) and Field.TOTAL not in fields:
            fields[column] = Field.TOTAL
    if Field.PLAYER not in fields:
        found = _text_column_below(grid, header_row)
        if found is not None and found not in nights:
            fields[found] = Field.PLAYER
    for column, header in enumerate(headers):
        if header or fields[column] is not Field.IGNORE:
            continue
        if not _numeric_column(grid, header_row, column):
            continue
        # An unnamed column: before the nights, ranks; after them, the totals.
        if column < first_night and Field.RANK not in fields:
            fields[column] = Field.RANK
        elif column > last_night and Field.TOTAL not in fields:
            fields[column] = Field.TOTAL
    return fields


def _results_fields(grid: Grid, header_row: int, headers: tuple[str, ...]) -> list[Field]:
    fields = [Field.IGNORE] * len(headers)
    for column, header in enumerate(headers):
        meaning = _HEADERS.get(header_key(header))
        if meaning is Field.RANK:
            meaning = Field.PLACE
        if meaning is Field.TOTAL:
            meaning = None  # "Total" of what? A results sheet says Points or Payout
        if meaning is not None and meaning not in fields:
            fields[column] = meaning
    if Field.PLAYER not in fields:
        found = _text_column_below(grid, header_row)
        if found is not None and fields[found] is Field.IGNORE:
            fields[found] = Field.PLAYER
    if Field.PLACE not in fields:
        for column, header in enumerate(headers):
            if not header and _numeric_column(grid, header_row, column):
                fields[column] = Field.PLACE
                break
    return fields


def _numeric_column(grid: Grid, header_row: int, column: int) -> bool:
    cells = [
        row[column] for row in grid.rows[header_row + 1 :] if column < len(row) and row[column]
    ]
    if not cells:
        return False
    numbers = 0
    for cell in cells:
        try:
            values.points(cell)
            numbers += 1
        except values.CellError:
            pass
    return numbers * 10 >= len(cells) * 9


def _mapped(
    fields: list[Field], headers: tuple[str, ...], mapping: Mapping[str, Field]
) -> list[Field]:
    if not mapping:
        return fields
    fields = list(fields)
    for column, header in enumerate(headers):
        for key in (column_letter(column).casefold(), header.casefold(), header_key(header)):
            if key and key in mapping:
                meaning = mapping[key]
                if meaning not in (Field.NIGHT, Field.IGNORE):
                    # A column that takes over a meaning takes it from the detected one.
                    fields = [Field.IGNORE if f is meaning else f for f in fields]
                fields[column] = meaning
                break
    return fields


def _not_results(sheet: SheetLayout, forced: bool) -> str | None:
    """Why ``sheet`` holds no results, or ``None`` if it does."""
    fields = sheet.fields
    if Field.PLAYER not in fields:
        return _("no column of player names")
    if sheet.layout is Layout.GRID:
        if Field.NIGHT not in fields:
            return _("no night columns (Round 1, Week 2, a date ...)")
        return None
    if not {Field.PLACE, Field.POINTS, Field.PAYOUT} & set(fields):
        return _("a player list (no Place, Points or Payout column)")
    if not forced and not {Field.PLACE, Field.POINTS} & set(fields) and not _won_by_night(sheet):
        # Results need a place or points to order the night, or what each player won on
        # it; money by name alone is what a ledger of buy-ins or a list of dues holds.
        return _("money by player, not a night's results (no Place or Points column)")
    name = sheet.grid.sheet or PurePath(sheet.grid.file).stem
    if (
        not forced
        and Field.NIGHT not in fields
        and name
        and _OTHER_SHEETS.search(name)
        and not _names_a_night(name)
    ):
        return _("a summary, not a night's results (named so)")
    return None


def _won_by_night(sheet: SheetLayout) -> bool:
    """A night column and a column headed as winnings (CashOut, Winnings, Prize): a sheet
    without places, each night ordered by what each player won (SPEC 8)."""
    column = sheet.column_of(Field.PAYOUT)
    return (
        column is not None
        and sheet.column_of(Field.NIGHT) is not None
        and header_key(sheet.headers[column]) in _WINNINGS
    )


def _names_a_night(name: str) -> bool:
    """ "Event_1_Standings", "Week 3 results", "2024-01-15 standings": one night's sheet,
    whatever else its name says."""
    text = re.sub(r"[_\-.]+", " ", name)
    return bool(_NIGHT_IN_NAME.search(text)) or any(
        values.looks_like_date(word) for word in name.replace("_", " ").split()
    )


def _not_points(sheet: SheetLayout) -> str | None:
    """Why a sheet detected as a grid holds no points (a schedule with dates or places
    under what looked like night columns, a ledger, a supplies list), or ``None``.

    Most cells of a real grid's night column are points; a stray word in one of them is a
    typing slip, which the reading names, not a reason to skip the sheet."""
    if sheet.layout is not Layout.GRID:
        return None
    rows = sheet.grid.rows[sheet.header_row + 1 : sheet.header_row + 1 + _CHECKED_ROWS]
    for column in sheet.columns_of(Field.NIGHT):
        cells = [row[column] for row in rows if column < len(row)]
        cells = [cell for cell in cells if not values.is_blank(cell)]
        wrong = [cell for cell in cells if not _is_points(cell)]
        if cells and len(wrong) * 2 > len(cells):
            dates = sum(values.looks_like_date(cell) for cell in wrong)
            said = (
                _(
                    "column {column} holds dates, not points (a schedule, a list or a ledger, "
                    "not results)"
                )
                if dates * 2 > len(wrong)
                else _(
                    "column {column} holds text, not points (a schedule, a list or a ledger, "
                    "not results)"
                )
            )
            return said.format(column=column_letter(column))
    return None


def _is_points(cell: Cell) -> bool:
    if values.looks_like_date(cell):
        return False
    try:
        values.points(cell)
    except values.CellError:
        return False
    return True


def describe(sheet: SheetLayout) -> str:
    """One line for the preview: ``Standings: grid; player B, rank A, nights D-O, total P``."""
    if sheet.layout is None:
        return _("{where}: skipped, {reason}").format(
            where=sheet.grid.where, reason=skip_reason(sheet)
        )
    parts = []
    for field in Field:
        if field is Field.IGNORE:
            continue
        columns = sheet.columns_of(field)
        if not columns:
            continue
        letters = [column_letter(c) for c in columns]
        shown = letters[0] if len(letters) == 1 else f"{letters[0]}-{letters[-1]} ({len(letters)})"
        grid = field is Field.NIGHT and sheet.layout is Layout.GRID
        word = pgettext("sheet column", "nights") if grid else _(_FIELD_NAMES[field])
        parts.append(_("{field} {columns}").format(field=word, columns=shown))
    return _("{where}: {layout}; {columns}").format(
        where=sheet.grid.where, layout=_(_LAYOUT_NAMES[sheet.layout]), columns=", ".join(parts)
    )


def skip_reason(sheet: SheetLayout) -> str:
    """Why ``sheet`` is skipped, in the language spoken."""
    if sheet.skipped == NO_HEADERS:
        return _(_NO_HEADERS).format(rows=_HEADER_SEARCH_ROWS)
    return sheet.skipped or ""


# What the preview calls a column's meaning and a layout: in English the words --map and
# --layout take, in another language its own (what is typed stays English).
_FIELD_NAMES: dict[Field, str] = {
    Field.PLAYER: N_("player"),
    Field.PLACE: N_("place"),
    Field.POINTS: N_("points"),
    Field.PAYOUT: N_("payout"),
    Field.KNOCKOUTS: N_("knockouts"),
    Field.REBUYS: N_("rebuys"),
    Field.ADDONS: N_("addons"),
    Field.BUYIN: N_("buyin"),
    Field.NIGHT: N_("night"),
    Field.RANK: N_("rank"),
    Field.TOTAL: N_("total"),
}
_LAYOUT_NAMES = {Layout.GRID: N_("grid"), Layout.RESULTS: N_("results")}

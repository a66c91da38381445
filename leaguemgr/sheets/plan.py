"""A spreadsheet's nights, read by the meaning of its columns (:mod:`.layout`).

Every cell a night needs is read here; the first that does not hold what its column means
stops the reading with one line naming the file, the sheet and the cell. A grid gives each
night the players with a number in its column (the places worked out from the points); a
results sheet gives each night its rows, by the places recorded. What the sheet itself says
the standings are (a grid's totals and ranks) is kept, to be checked against the import.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import PurePath
from typing import Any

from leaguemgr.domain.names import collation_key
from leaguemgr.language.texts import _, ngettext
from leaguemgr.sheets import values
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import (
    FIELD_WORDS,
    Field,
    Layout,
    SheetLayout,
    detect,
    header_key,
    skip_reason,
)
from leaguemgr.sheets.reading import Cell, Grid, column_letter
from leaguemgr.td3.matching import loose_name_key

_SUMMARY_ROWS = {"total", "totals", "sum", "average", "avg", "grand total", "averages"}


@dataclass(frozen=True, slots=True)
class SheetEntry:
    name: str  # the player's name as written
    finish: int
    points: float | None  # the sheet's points; None where it has none
    payout: Decimal | None = None
    knockouts: float | None = None
    rebuys: int = 0
    buyin: Decimal | None = None
    bounties: Decimal | None = None
    """The bounty money won, where the KO column holds money (SPEC 9)."""
    rebuy_money: Decimal | None = None
    """What the player paid in rebuys, where the Rebuy column holds money (Rebuy 20.00):
    the import counts the rebuys at the season's price (SPEC 8)."""
    addons: int = 0
    addon_money: Decimal | None = None
    row: int | None = None  # the sheet's row (1 for the first), for the messages


@dataclass(frozen=True, slots=True)
class SheetNight:
    """One night of a sheet: a grid's column, a results sheet, or its rows of one date."""

    file: str
    sheet: str | None
    label: str  # the column's header, the night's date or name, or the sheet's name
    column: str  # where it was read: "D" (a grid's column), "A2:E14" (a results sheet's rows)
    date: str | None
    entries: tuple[SheetEntry, ...]  # by finish
    title: str | None = None  # the name to show where the label is a bare number ("Game 3")

    @property
    def name(self) -> str:
        """What the organizer calls the night: ``Game 3`` for a Game_Number of 3."""
        return self.title or self.label

    @property
    def identity(self) -> str:
        """The same night of the same file, whatever its results: ``sheet:FILE|SHEET|NIGHT``."""
        return f"sheet:{self.file}|{self.sheet or ''}|{self.label}"

    @property
    def fingerprint(self) -> str:
        """The identity and a digest of the results: a changed night has another one."""
        content = json.dumps(
            [
                self.date,
                [
                    [e.name, e.finish, e.points, str(e.payout), e.knockouts, e.rebuys, str(e.buyin)]
                    # Bounty money joins only where there is some: older nights keep theirs.
                    + ([str(e.bounties)] if e.bounties is not None else [])
                    + (
                        [str(e.rebuy_money), e.addons, str(e.addon_money)]
                        if (e.rebuy_money, e.addons, e.addon_money) != (None, 0, None)
                        else []
                    )
                    # In the order nights were read in before names were collated, so a
                    # file imported then is not taken as changed.
                    for e in sorted(self.entries, key=lambda e: (e.finish, e.name))
                ],
            ],
            separators=(",", ":"),
        )
        return f"{self.identity}#{hashlib.sha256(content.encode()).hexdigest()[:16]}"

    @property
    def source(self) -> str:
        """What the event keeps: the fingerprint, then where it was read
        (``sheet:league.xlsx|Standings|Week 3#1f0c…@column D``)."""
        return f"{self.fingerprint}@{self.column}"

    @property
    def where(self) -> str:
        """``league.xlsx: Standings, column D (Week 3)``: where the night came from."""
        sheet = f": {self.sheet}" if self.sheet is not None else ""
        return f"{self.file}{sheet}, {self.column} ({self.label})"


@dataclass(frozen=True, slots=True)
class OwnStanding:
    """A grid's own line for a player: the total and the rank it shows."""

    name: str
    total: float | None
    rank: int | None
    cell: str
    where: str  # the sheet's ``Grid.where``


@dataclass(frozen=True)
class SheetReading:
    """Everything read from the files: the nights, and what the preview must say."""

    sheets: tuple[SheetLayout, ...]
    nights: tuple[SheetNight, ...]
    notes: tuple[str, ...] = ()  # how the sheets were read (blank cells, encodings)
    mismatches: tuple[str, ...] = ()  # totals that are not the sum of their nights
    own_standings: tuple[OwnStanding, ...] = field(default=())
    # (file, sheet) of a grid whose totals count each player's N best nights: N.
    best_of: dict[tuple[str, str | None], int] = field(default_factory=dict)
    day_first: bool = False  # the order dates were read in where a sheet did not say
    dates_by_default: bool = False  # a sheet's dates read either way: in that order
    rows: int = 0
    """The sheets' rows read: a results sheet's one per player per night, a grid's one per
    player with a night."""

    def counts(self) -> str:
        """What was read, so a loss shows: ``read 2 night(s), 8 row(s), 4 player(s)``."""
        return _("read {nights} night(s), {rows} row(s), {names} player name(s)").format(
            nights=len(self.nights), rows=self.rows, names=len(self.names)
        )

    @property
    def skipped(self) -> tuple[str, ...]:
        return tuple(
            _("{where}: skipped, {reason}").format(where=s.grid.where, reason=skip_reason(s))
            for s in self.sheets
            if s.skipped
        )

    @property
    def names(self) -> tuple[str, ...]:
        """Every player name as written, in order of first appearance."""
        return tuple(dict.fromkeys(e.name for night in self.nights for e in night.entries))


def detect_sheets(
    grids: Iterable[Grid],
    layout: Layout | None = None,
    mapping: Mapping[str, Field] | None = None,
    only: Sequence[str] = (),
) -> tuple[SheetLayout, ...]:
    """The layout of every grid; with ``only`` (sheet names), the other sheets are skipped."""
    wanted = {name.casefold() for name in only}
    detected = []
    for grid in grids:
        named = grid.sheet is not None and grid.sheet.casefold() in wanted
        if wanted and grid.sheet is not None and not named:
            reason = _("not among the sheets asked for (--sheet)")
            detected.append(SheetLayout(grid, None, 0, (), (), reason))
            continue
        detected.append(detect(grid, layout, mapping, forced=named))
    if wanted:
        found = {g.grid.sheet.casefold() for g in detected if g.grid.sheet is not None}
        missing = sorted(wanted - found)
        if missing:
            raise SheetFileError(
                _("no sheet named {name} in the files").format(name=repr(missing[0]))
            )
    return tuple(detected)


def read_nights(sheets: Sequence[SheetLayout], day_first: bool = False) -> SheetReading:
    """The nights of every sheet that holds results; :class:`SheetFileError` for a cell that
    does not hold what its column means. ``day_first``: the league's order of dates, for a
    sheet whose dates read either way (a sheet with 22/10/2025 is day first whatever)."""
    nights: list[SheetNight] = []
    notes: list[str] = []
    mismatches: list[str] = []
    own: list[OwnStanding] = []
    best_of: dict[tuple[str, str | None], int] = {}
    seen_notes: set[str] = set()
    by_default = False
    rows = 0
    for sheet in sheets:
        for note in sheet.grid.notes:
            if note not in seen_notes:
                seen_notes.add(note)
                notes.append(note)
        if sheet.layout is not None and sheet.column_of(Field.PLAYER) is None:
            raise SheetFileError(
                _("{where}: no column holds the players' names").format(where=sheet.grid.where)
            )
        if sheet.layout is None:
            continue
        order, said, either_way = _date_order(sheet, day_first)
        if said is not None:
            notes.append(said)
            by_default = by_default or either_way
        before = len(nights)
        if sheet.layout is Layout.GRID:
            rows += _read_grid(sheet, nights, notes, mismatches, own, best_of, order)
        elif sheet.layout is Layout.RESULTS:
            _read_results(sheet, nights, order, notes)
            rows += sum(len(night.entries) for night in nights[before:])
            if sheet.column_of(Field.PAYOUT) is not None and sheet.column_of(Field.BUYIN) is None:
                note = _(
                    "{file}: no Buy-in column, so the sheet records no money "
                    "taken in: what each night paid is added to its pool"
                ).format(file=sheet.grid.file)
                if note not in notes:
                    notes.append(note)
    return SheetReading(
        tuple(sheets),
        tuple(nights),
        tuple(notes),
        tuple(mismatches),
        tuple(own),
        best_of,
        day_first,
        by_default,
        rows,
    )


def _date_cells(sheet: SheetLayout) -> list[tuple[int, int]]:
    """(row, column) of the cells that date the nights: a grid's night headers, a results
    sheet's night column."""
    if sheet.layout is Layout.GRID:
        if sheet.header_row < 0:
            return []
        return [(sheet.header_row, column) for column in sheet.columns_of(Field.NIGHT)]
    column = sheet.column_of(Field.NIGHT)
    if column is None:
        return []
    return [(row, column) for row in range(sheet.header_row + 1, len(sheet.grid.rows))]


def _date_order(sheet: SheetLayout, day_first: bool) -> tuple[bool, str | None, bool]:
    """The one order the sheet's dates are read in (SPEC 8), and the note saying so: the
    league's, unless a date of the sheet can only be read the other way; a sheet with dates
    of both orders is refused, naming one of each. Last, whether the sheet's dates read
    either way (the league's order taken)."""
    found: dict[bool, tuple[int, int]] = {}
    slashed = False
    for row, column in _date_cells(sheet):
        cell = sheet.grid.value(row, column)
        order = values.date_order(cell)
        slashed = slashed or (isinstance(cell, str) and "/" in cell)
        if order is not None:
            found.setdefault(order, (row, column))
    if len(found) == 2:
        day, month = (sheet.grid.cell_name(*found[True]), sheet.grid.cell_name(*found[False]))
        raise SheetFileError(
            _(
                "{day}: {day_date} is day first but {month}: {month_date} is month first: "
                "write the sheet's dates in one order"
            ).format(
                day=day,
                day_date=values.text_of(sheet.grid.value(*found[True])),
                month=month,
                month_date=values.text_of(sheet.grid.value(*found[False])),
            )
        )
    where = sheet.grid.where
    if found:
        order = next(iter(found))
        cell = found[order]
        text = values.text_of(sheet.grid.value(*cell))
        said = (
            _("{where}: dates read day first ({date} can only be read so)")
            if order
            else _("{where}: dates read month first ({date} can only be read so)")
        )
        return order, said.format(where=where, date=text), False
    if slashed:
        said = (
            _("{where}: dates read day first, the league's order (they read either way)")
            if day_first
            else _("{where}: dates read month first, the league's order (they read either way)")
        )
        return day_first, said.format(where=where), True
    return day_first, None, False


def _night_date(sheet: SheetLayout, row: int, column: int, day_first: bool) -> str | None:
    """The date of a night's cell, or ``None`` where it is a name ("Week 3"); a cell written
    as a date that is none in the sheet's order stops the import, naming it."""
    cell = sheet.grid.value(row, column)
    found = values.as_date(cell, day_first)
    if found is None and values.looks_like_date(cell):
        said = (
            _(
                "{cell}: {value} looks like a night's date but is none, read day first as the "
                "sheet's dates are"
            )
            if day_first
            else _(
                "{cell}: {value} looks like a night's date but is none, read month first as "
                "the sheet's dates are"
            )
        )
        raise SheetFileError(
            said.format(cell=sheet.grid.cell_name(row, column), value=repr(values.text_of(cell)))
        )
    return found


def _read(sheet: SheetLayout, row: int, column: int, reader: Callable[[Cell], object]) -> object:
    try:
        return reader(sheet.grid.value(row, column))
    except values.CellError as exc:
        raise SheetFileError(f"{sheet.grid.cell_name(row, column)}: {exc}") from None


def _player_rows(sheet: SheetLayout) -> list[tuple[int, str]]:
    """(row, name) of every row below the header with a player's name."""
    column = sheet.column_of(Field.PLAYER)
    assert column is not None
    rows = []
    for row in range(sheet.header_row + 1, len(sheet.grid.rows)):
        cell = sheet.grid.value(row, column)
        if values.is_blank(cell):
            continue
        if not isinstance(cell, str):
            raise SheetFileError(
                _("{cell}: {value} is not a player's name").format(
                    cell=sheet.grid.cell_name(row, column), value=repr(values.text_of(cell))
                )
            )
        name = " ".join("".join(c if c.isprintable() else " " for c in cell).split())[:90]
        if not name or name.casefold().rstrip(":") in _SUMMARY_ROWS:
            continue
        rows.append((row, name))
    return rows


def _ranked(scores: Sequence[tuple[str, Any]]) -> dict[str, int]:
    """Competition ranks (1, 2, 2, 4) by score (a number or a tuple of them), best first."""
    ordered = sorted(scores, key=lambda item: item[1], reverse=True)
    ranks: dict[str, int] = {}
    previous: object = None
    rank = 0
    for position, (name, score) in enumerate(ordered, 1):
        if score != previous:
            rank = position
            previous = score
        ranks[name] = rank
    return ranks


def _read_grid(
    sheet: SheetLayout,
    nights: list[SheetNight],
    notes: list[str],
    mismatches: list[str],
    own: list[OwnStanding],
    best_of: dict[tuple[str, str | None], int],
    day_first: bool,
) -> int:
    """Read a grid's nights into ``nights``; the number of its rows with a night."""
    start = len(nights)
    grid = sheet.grid
    players = _player_rows(sheet)
    night_columns = sheet.columns_of(Field.NIGHT)
    scores: dict[int, list[tuple[str, float | None]]] = {}
    any_blank = False
    for column in night_columns:
        cells = [(name, _read(sheet, row, column, values.points)) for row, name in players]
        if all(points is None for _, points in cells):
            continue  # a night not played yet
        scores[column] = cells
        any_blank = any_blank or any(points is None for _, points in cells)
    if scores:
        assumed = (
            _("{where}: a blank cell is a night not played, a 0 a night played for 0 points")
            if any_blank
            else _("{where}: no cell is blank, so a 0 is a night not played")
        )
        notes.append(assumed.format(where=grid.where))
    dates = _night_dates(sheet, night_columns, day_first)
    for column in night_columns:
        if column not in scores:
            continue
        rows = [
            (players[index][0], name, points)
            for index, (name, points) in enumerate(scores[column])
            if points is not None and (any_blank or points != 0)
        ]
        if not rows:
            continue
        _refuse_twice(sheet, [(row, name) for row, name, _ in rows], column)
        played = [(name, points) for _, name, points in rows]
        ranks = _ranked(played)  # type: ignore[arg-type]
        header = sheet.headers[column] or f"column {column_letter(column)}"
        entries = tuple(
            sorted(
                (SheetEntry(name, ranks[name], points) for name, points in played),
                key=_by_finish,
            )
        )
        where = f"column {column_letter(column)}"
        nights.append(SheetNight(grid.file, grid.sheet, header, where, dates[column], entries))
    best = _check_totals(sheet, players, scores, any_blank, mismatches, own)
    if best is not None:
        best_of[(grid.file, grid.sheet)] = best
        notes.append(
            ngettext(
                "{where}: the totals count each player's {best} best nights; "
                "a season the import makes counts the {best} best too",
                "{where}: the totals count each player's {best} best nights; "
                "a season the import makes counts the {best} best too",
                best,
            ).format(where=grid.where, best=best)
        )
    return len({entry.name for night in nights[start:] for entry in night.entries})


def _night_dates(
    sheet: SheetLayout, columns: Sequence[int], day_first: bool
) -> dict[int, str | None]:
    """Each night column's date: its header's, or a month and day ("Jan 7", "1/14") in the
    year the title, the sheet's name or the file's name gives, moving on a year where the
    months start again (a season from September to May)."""
    row = sheet.header_row
    if row < 0:
        return dict.fromkeys(columns)
    titles = [values.text_of(c) for cells in sheet.grid.rows[:row] for c in cells]
    year = values.year_in([*titles, sheet.grid.sheet or "", sheet.grid.file])
    dates: dict[int, str | None] = {}
    previous_month = 0
    for column in columns:
        header = sheet.grid.value(row, column)
        dates[column] = _night_date(sheet, row, column, day_first)
        found = values.month_day(header) if dates[column] is None else None
        if found is None or year is None:
            continue
        month, day = found
        if month < previous_month:
            year += 1
        previous_month = month
        try:
            dates[column] = date(year, month, day).isoformat()
        except ValueError:
            dates[column] = None  # "Feb 30": a name, not a date
    return dates


def _check_totals(
    sheet: SheetLayout,
    players: list[tuple[int, str]],
    scores: dict[int, list[tuple[str, float | None]]],
    any_blank: bool,
    mismatches: list[str],
    own: list[OwnStanding],
) -> int | None:
    """Keep the sheet's own totals and ranks; report the totals that are not the sum of
    their nights, unless every total is the sum of each player's N best nights (a league
    that counts "the best 10 of 12"): then N is returned."""
    total_column = sheet.column_of(Field.TOTAL)
    rank_column = sheet.column_of(Field.RANK)
    differing: list[str] = []
    checked: list[tuple[list[float], float]] = []
    for index, (row, name) in enumerate(players):
        total = None
        if total_column is not None:
            total = _read(sheet, row, total_column, values.points)
        rank = None
        if rank_column is not None:
            rank = _read(
                sheet,
                row,
                rank_column,
                lambda cell: values.count(cell, _("{value} is not a number of a rank")),
            )
        cell = sheet.grid.cell_name(row, total_column if total_column is not None else 0)
        own.append(OwnStanding(name, total, rank, cell, sheet.grid.where))  # type: ignore[arg-type]
        if total is None:
            continue
        nights = [
            points
            for cells in scores.values()
            if (points := cells[index][1]) is not None and (any_blank or points != 0)
        ]
        checked.append((nights, total))  # type: ignore[arg-type]
        summed = sum(nights)
        if abs(summed - total) > 0.005:  # type: ignore[operator]
            differing.append(
                _("{cell}: {name}'s total is {total} but the nights add up to {summed}").format(
                    cell=cell, name=name, total=values.text_of(total), summed=values.text_of(summed)
                )
            )
    if not differing:
        return None
    best = _best_of(checked)
    if best is None:
        mismatches.extend(differing)
    return best


def _best_of(checked: Sequence[tuple[list[float], float]]) -> int | None:
    """The N for which every total is the sum of its N best nights, if there is one."""
    most = max((len(nights) for nights, _ in checked), default=0)
    for count in range(1, most):
        if all(
            abs(sum(sorted(nights, reverse=True)[:count]) - total) <= 0.005
            for nights, total in checked
        ):
            return count
    return None


def _refuse_twice(
    sheet: SheetLayout, players: Sequence[tuple[int, str]], column: int | None = None
) -> None:
    """Two rows of one player in one night (the same name, written alike or not): refused.
    In a grid, two rows of one player are one player where they fill different nights."""
    seen: dict[str, int] = {}
    if column is None:
        column = sheet.column_of(Field.PLAYER) or 0
    for row, name in players:
        key = loose_name_key(name)
        if key in seen:
            raise SheetFileError(
                _("{cell}: {name} is on row {row} too").format(
                    cell=sheet.grid.cell_name(row, column), name=name, row=seen[key] + 1
                )
            )
        seen[key] = row


def _read_results(
    sheet: SheetLayout, nights: list[SheetNight], day_first: bool, notes: list[str]
) -> None:
    grid = sheet.grid
    night_column = sheet.column_of(Field.NIGHT)
    groups: dict[str, list[tuple[int, str]]] = {}
    dates: dict[str, str | None] = {}
    current: Cell = None
    dated: str | None = None
    for row, name in _player_rows(sheet):
        if night_column is None:
            label = grid.sheet or PurePath(grid.file).stem
            dates.setdefault(
                label, values.as_date(label) or _date_above(sheet) or _dated(label, grid)
            )
        else:
            cell = grid.value(row, night_column)
            if not values.is_blank(cell):  # blank: the night above
                current, dated = cell, _night_date(sheet, row, night_column, day_first)
            if values.is_blank(current):
                raise SheetFileError(
                    _("{cell}: the row says no night (a date or a name)").format(
                        cell=grid.cell_name(row, night_column)
                    )
                )
            label = values.text_of(current)
            dates.setdefault(label, dated)
        groups.setdefault(label, []).append((row, name))
    word = _night_word(sheet.headers[night_column]) if night_column is not None else "Night"
    # A Rebuy or Add-on column written as money (20.00, €40) is money throughout; the
    # import counts it at the season's price (SPEC 8).
    as_money = set()
    for what in (Field.REBUYS, Field.ADDONS):
        column = sheet.column_of(what)
        if column is not None and _money_column(sheet, column):
            as_money.add(what)
            header = sheet.headers[column] or FIELD_WORDS[what]
            said = (
                _(
                    "{where}: column {column} ({header}) holds money: rebuys counted at the "
                    "season's price"
                )
                if what is Field.REBUYS
                else _(
                    "{where}: column {column} ({header}) holds money: add-ons counted at the "
                    "season's price"
                )
            )
            notes.append(said.format(where=grid.where, column=column_letter(column), header=header))
    for label, rows in groups.items():
        entries = _results_entries(sheet, rows, as_money)
        if not entries:
            continue
        first, last = rows[0][0], rows[-1][0]
        span = f"rows {first + 1}-{last + 1}" if first != last else f"row {first + 1}"
        title = f"{word} {label}" if label.isdigit() else None
        nights.append(SheetNight(grid.file, grid.sheet, label, span, dates[label], entries, title))


def _night_word(header: str) -> str:
    """ "Game" for a Game_Number column, "Week" for Week #: what a numbered night is."""
    words = header_key(header).split()
    first = words[0] if words else ""
    return first.capitalize() if first in _NIGHT_WORDS else "Night"


_NIGHT_WORDS = {"game", "night", "week", "round", "event", "session", "tournament"}


def _dated(label: str, grid: Grid) -> str | None:
    """A sheet named "Jan 5" in a file named "Poker 2024.xlsx": 2024-01-05."""
    found = values.month_day(label)
    year = values.year_in([grid.file])
    if found is None or year is None:
        return None
    try:
        return date(year, *found).isoformat()
    except ValueError:
        return None


def _date_above(sheet: SheetLayout) -> str | None:
    """A date in the title rows above the header ("Week 3 - 2024-01-15", "Event 1 —
    September 5, 2025"), if any."""
    for row in sheet.grid.rows[: max(sheet.header_row, 0)]:
        for cell in row:
            found = values.as_date(cell)
            if found is None and isinstance(cell, str):
                found = next(filter(None, map(values.as_date, cell.split())), None)
                found = found or _written_date(cell)
            if found:
                return found
    return None


_WRITTEN_DATE = re.compile(
    r"\b([a-z]{3,9}\.?\s*\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b", re.IGNORECASE
)


def _written_date(text: str) -> str | None:
    """ "September 5, 2025" (or "Sep 5th 2025") anywhere in ``text``, as an ISO date."""
    for found in _WRITTEN_DATE.finditer(text):
        month_day = values.month_day(found.group(1))
        if month_day is None:
            continue
        try:
            return date(int(found.group(2)), *month_day).isoformat()
        except ValueError:
            continue
    return None


def _results_entries(
    sheet: SheetLayout, rows: Sequence[tuple[int, str]], as_money: Collection[Field]
) -> tuple[SheetEntry, ...]:
    _refuse_twice(sheet, rows)
    columns = {f: sheet.column_of(f) for f in Field}

    def read(row: int, what: Field, reader: Callable[[Cell], object]) -> object:
        column = columns[what]
        return None if column is None else _read(sheet, row, column, reader)

    def bought(row: int, what: Field, refused: str) -> tuple[int, Decimal | None]:
        if what in as_money:
            return 0, read(row, what, values.money)  # type: ignore[return-value]
        return read(row, what, lambda cell: values.count(cell, refused)) or 0, None  # type: ignore[return-value]

    read_rows = []
    for row, name in rows:
        place = read(
            row,
            Field.PLACE,
            lambda cell: values.count(cell, _("{value} is not a number of a place")),
        )
        points = read(row, Field.POINTS, values.points)
        if points is None and columns[Field.POINTS] is not None:
            points = 0.0  # a sheet that keeps points leaves the pointless places blank
        payout = read(row, Field.PAYOUT, values.money)
        kos = read(row, Field.KNOCKOUTS, values.knockouts_or_money)
        rebuys, rebuy_money = bought(row, Field.REBUYS, _("{value} is not a number of rebuys"))
        addons, addon_money = bought(row, Field.ADDONS, _("{value} is not a number of add-ons"))
        buyin = read(row, Field.BUYIN, values.money)
        cells = (place, payout, kos, rebuy_money, addon_money, buyin)
        if (
            not rebuys
            and not addons
            and all(cell is None for cell in cells)
            and (read(row, Field.POINTS, values.points) is None)
        ):
            continue  # a name with nothing beside it: not there that night
        if columns[Field.PLACE] is not None and place is None:
            raise SheetFileError(
                _("{cell}: {name} has no place").format(
                    cell=sheet.grid.cell_name(row, columns[Field.PLACE]), name=name
                )
            )
        for what, money in ((Field.REBUYS, rebuy_money), (Field.ADDONS, addon_money)):
            if money is not None and money < 0:
                raise SheetFileError(
                    _("{cell}: {name}'s {value} is less than nothing").format(
                        cell=sheet.grid.cell_name(row, columns[what]),
                        name=name,
                        value=values.text_of(sheet.grid.value(row, columns[what])),
                    )
                )
        read_rows.append(
            (name, place, points, payout, kos, rebuys, buyin, rebuy_money, addons, addon_money, row)
        )
    if not read_rows:
        return ()
    order: list[tuple[str, tuple[float, ...]]]
    if columns[Field.PLACE] is not None:
        order = [(r[0], (-float(r[1]),)) for r in read_rows]  # type: ignore[arg-type]
    elif columns[Field.PAYOUT] is not None:
        # No places: what each was paid orders the night, then points; equal amounts tie.
        order = [(r[0], (float(r[3] or 0), r[2] or 0.0)) for r in read_rows]  # type: ignore[arg-type]
    elif columns[Field.POINTS] is not None:
        order = [(r[0], (r[2] or 0.0,)) for r in read_rows]  # type: ignore[misc]
    else:
        raise SheetFileError(
            _("{where}: a Place, Points or CashOut column is needed").format(where=sheet.grid.where)
        )
    finishes = _ranked(order)
    # A KO column written as money anywhere in the night is money throughout (a plain 15
    # beside "$10" is 15 of the same money).
    ko_money = any(isinstance(r[4], Decimal) for r in read_rows)
    entries = [
        SheetEntry(
            name,
            finishes[name],
            points,  # type: ignore[arg-type]
            payout,  # type: ignore[arg-type]
            None if ko_money else kos,  # type: ignore[arg-type]
            rebuys,  # type: ignore[arg-type]
            buyin,  # type: ignore[arg-type]
            None if not ko_money or kos is None else Decimal(str(kos)),
            rebuy_money,  # type: ignore[arg-type]
            addons,  # type: ignore[arg-type]
            addon_money,  # type: ignore[arg-type]
            row + 1,
        )
        for name, _, points, payout, kos, rebuys, buyin, rebuy_money, addons, addon_money, row in (
            read_rows
        )
    ]
    return tuple(sorted(entries, key=_by_finish))


def _by_finish(entry: SheetEntry) -> tuple:
    """Finish, then the name in the names' collation (SPEC 12: "Özil" beside "Ozil"); the
    sheet is read before a league is chosen, and every language leaguemgr speaks collates
    names alike."""
    return (entry.finish, collation_key(entry.name))


def _money_column(sheet: SheetLayout, column: int) -> bool:
    """Whether a column where a count is expected holds money: a currency sign or cents in
    any of its cells (Rebuy 20.00, €40), as a count never has, or whole amounts no count
    is (every one a multiple of 5, one 10 or more: 0, 20, 40)."""
    whole: list[int] = []
    for row in range(sheet.header_row + 1, len(sheet.grid.rows)):
        cell = sheet.grid.value(row, column)
        if isinstance(cell, float) and not cell.is_integer():
            return True
        if isinstance(cell, str) and re.search(r"[$€£¥₹]|\d[.,]\d\d$", cell.strip()):
            return True
        text = values.text_of(cell).strip()
        if text.isdigit() and int(text):
            whole.append(int(text))
    return bool(whole) and max(whole) >= 10 and all(amount % 5 == 0 for amount in whole)

"""Spreadsheet files as plain grids of cells: ``.xlsx`` through openpyxl, ``.ods`` through
calamine, ``.csv`` by hand.

A workbook is read for its cached values only (never its formulas), and refused before
openpyxl opens it when it is too big, a zip bomb, or linked to other workbooks: a league's
history is small, and anything else is a mistake or a trap. A CSV file may use any
delimiter and be UTF-8 with or without a byte-order mark; Windows-1252 is tried only when
the bytes are not UTF-8, and the reading says so.
"""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.sheets.errors import SheetFileError

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_CELLS = 200_000
# Uncompressed, a workbook of 200,000 cells is well under this; a zip bomb is far over it.
MAX_UNPACKED_BYTES = 200 * 1024 * 1024
MAX_RATIO = 200  # uncompressed size of one member over its compressed size

Cell = str | int | float | datetime | date | time | None


@dataclass(frozen=True, slots=True)
class Grid:
    """One sheet: its rows of cells, the first row being row 1 of the sheet."""

    file: str  # the file's name, as messages name it
    sheet: str | None  # None for a CSV file, which has no sheets
    rows: tuple[tuple[Cell, ...], ...]
    notes: tuple[str, ...] = ()  # how it was read, where the organizer should know

    @property
    def where(self) -> str:
        """``league.xlsx: Week 3`` or ``alibi.csv``: the start of every message about it."""
        return f"{self.file}: {self.sheet}" if self.sheet is not None else self.file

    def cell_name(self, row: int, column: int) -> str:
        """``D7`` (0-based ``row`` and ``column``), prefixed by the sheet in a workbook."""
        name = f"{column_letter(column)}{row + 1}"
        return (
            f"{self.file}: {self.sheet}!{name}"
            if self.sheet is not None
            else (f"{self.file}: {name}")
        )

    @property
    def width(self) -> int:
        return max((len(row) for row in self.rows), default=0)

    def value(self, row: int, column: int) -> Cell:
        cells = self.rows[row]
        return cells[column] if column < len(cells) else None


def column_letter(column: int) -> str:
    """``A`` for 0, ``AA`` for 26."""
    letters = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def read_sheets(paths: Iterable[Path]) -> list[Grid]:
    """Every sheet of every file of ``paths``, in order. The first file that cannot be read
    raises :class:`SheetFileError` naming it."""
    grids: list[Grid] = []
    for path in paths:
        grids.extend(read_file(path))
    return grids


def read_file(path: Path) -> list[Grid]:
    """The sheets of one ``.xlsx`` or ``.csv`` file."""
    suffix = path.suffix.lower()
    if suffix in (".xls", ".xlsm", ".xlsb"):
        raise SheetFileError(
            _("{name}: save it as .xlsx (Excel Workbook) and import that").format(name=path.name)
        )
    if suffix not in (".xlsx", ".ods", ".csv", ".txt", ".tsv"):
        raise SheetFileError(
            _("{name}: not a spreadsheet (.xlsx, .ods or .csv)").format(name=path.name)
        )
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SheetFileError(_("{path}: no such file").format(path=path)) from None
    except OSError as exc:
        raise SheetFileError(f"{path}: {exc.strerror or exc}") from None
    if size > MAX_FILE_BYTES:
        raise SheetFileError(
            _("{name}: {size} MB is too big for a league's history (at most {most} MB)").format(
                name=path.name,
                size=f"{size / 1024 / 1024:.0f}",
                most=MAX_FILE_BYTES // 1024 // 1024,
            )
        )
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SheetFileError(f"{path.name}: {exc.strerror or exc}") from None
    if suffix == ".xlsx":
        return read_workbook(path.name, data)
    if suffix == ".ods":
        return read_opendocument(path.name, data)
    return [read_csv(path.name, data)]


def read_csv(name: str, data: bytes) -> Grid:
    """A CSV file's one grid. Numbers stay text here: the columns say what they mean."""
    notes: list[str] = []
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
        notes.append(
            _("{name}: not UTF-8; read as Windows-1252 (Western European)").format(name=name)
        )
    if "\x00" in text:
        raise SheetFileError(_("{name}: not a text file (it holds NUL bytes)").format(name=name))
    sample = text[:16_384]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, ",;\t|")
    except csv.Error:
        dialect = csv.excel
    rows = []
    cells = 0
    try:
        for row in csv.reader(io.StringIO(text, newline=""), dialect):
            cells += len(row)
            if cells > MAX_CELLS:
                raise SheetFileError(_too_many_cells(name))
            rows.append(tuple(cell.strip() or None for cell in row))
    except csv.Error as exc:
        raise SheetFileError(
            _("{name}: not a CSV file the import can read ({reason})").format(name=name, reason=exc)
        ) from None
    return Grid(name, None, _trimmed(rows), tuple(notes))


def read_workbook(name: str, data: bytes) -> list[Grid]:
    """Every worksheet of an ``.xlsx`` workbook, checked before openpyxl opens it."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise SheetFileError(_("{name}: not an Excel workbook (.xlsx)").format(name=name)) from None
    with archive:
        _check_archive(name, archive.infolist())
    from openpyxl import load_workbook

    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many kinds on a damaged file
        raise SheetFileError(
            _("{name}: not an Excel workbook openpyxl can read ({reason})").format(
                name=name, reason=exc
            )
        ) from None
    grids = []
    cells = 0
    try:
        for sheet in workbook.worksheets:
            sheet.reset_dimensions()  # a workbook's own dimensions may be wrong
            rows = []
            for row in sheet.iter_rows(values_only=True):
                cells += sum(value is not None for value in row)
                if cells > MAX_CELLS or len(rows) > MAX_CELLS:
                    raise SheetFileError(_too_many_cells(name))
                rows.append(tuple(_cell(value) for value in row))
            grids.append(Grid(name, sheet.title, _trimmed(rows)))
    finally:
        workbook.close()
    return grids


def read_opendocument(name: str, data: bytes) -> list[Grid]:
    """Every sheet of an OpenDocument spreadsheet (LibreOffice's ``.ods``), read by calamine
    for the values the file holds (its formulas are never evaluated)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise SheetFileError(
            _("{name}: not an OpenDocument spreadsheet (.ods)").format(name=name)
        ) from None
    with archive:
        _check_archive(name, archive.infolist())
    import python_calamine

    try:
        workbook = python_calamine.CalamineWorkbook.from_filelike(io.BytesIO(data))
        sheets = [(title, workbook.get_sheet_by_name(title)) for title in workbook.sheet_names]
        grids = []
        cells = 0
        for title, sheet in sheets:
            rows = []
            for row in sheet.to_python(skip_empty_area=False):
                cells += sum(value not in (None, "") for value in row)
                if cells > MAX_CELLS or len(rows) > MAX_CELLS:
                    raise SheetFileError(_too_many_cells(name))
                rows.append(tuple(_cell(value) for value in row))
            grids.append(Grid(name, title, _trimmed(rows)))
    except SheetFileError:
        raise
    except Exception as exc:  # calamine raises its own kinds (and ValueError) on a bad file
        raise SheetFileError(
            _("{name}: not an OpenDocument spreadsheet it can read ({reason})").format(
                name=name, reason=exc
            )
        ) from None
    return grids


def _check_archive(name: str, members: Sequence[zipfile.ZipInfo]) -> None:
    unpacked = 0
    for member in members:
        if member.filename.startswith("xl/externalLinks/"):
            raise SheetFileError(
                _(
                    "{name}: the workbook links to other workbooks; copy the values in "
                    "(Data > Edit Links > Break Link) and import that"
                ).format(name=name)
            )
        unpacked += member.file_size
        ratio = member.file_size / max(member.compress_size, 1)
        if unpacked > MAX_UNPACKED_BYTES or (member.file_size > 1_000_000 and ratio > MAX_RATIO):
            raise SheetFileError(
                _(
                    "{name}: unpacks to far more than a spreadsheet holds (a zip bomb?); refused"
                ).format(name=name)
            )


def _too_many_cells(name: str) -> str:
    return _("{name}: more than {count} cells is too big for a league's history").format(
        name=name, count=f"{MAX_CELLS:,}"
    )


def _cell(value: object) -> Cell:
    if isinstance(value, float) and value.is_integer():
        return int(value)  # calamine reads every number as a float: 3.0 is the 3 typed
    if value is None or isinstance(value, (int, float, datetime, date, time)):
        return value  # type: ignore[return-value]  # bool is an int: fine for a count
    text = str(value).strip()
    return text or None


def _trimmed(rows: list[tuple[Cell, ...]]) -> tuple[tuple[Cell, ...], ...]:
    """Without the empty cells at the end of each row and the empty rows at the end."""
    trimmed = []
    for row in rows:
        end = len(row)
        while end and row[end - 1] is None:
            end -= 1
        trimmed.append(row[:end])
    while trimmed and not trimmed[-1]:
        trimmed.pop()
    return tuple(trimmed)

"""A look at every page of a league file, cheap enough for each command that reads one.

A reading command reads only what it shows: ``leaguemgr report`` reads the report the file
keeps and a few small tables, so pages overwritten in the middle of the file (the entries of
other seasons, the busts) went unseen and the report was printed as if the league were
whole. SQLite's own ``quick_check`` sees them but reads and parses every cell (about 45 ms
on the bar league of bench/, four times the report); this walk reads the file once and
looks only at what every page must hold:

- each table and index, from its root down: a b-tree page of the right kind, its cells
  inside the page past its header, its children pages of the file, no page reached twice;
- the free list: its pages of the file, none of them also in a tree;
- every other page (a long row's overflow): its next page of the file.

A page overwritten with anything but a copy of a valid page breaks one of these. What a
page holds inside its cells (a row's bytes) is not read: a stored report's own bytes are
checked by its codec. What the walk calls damaged is confirmed by ``PRAGMA quick_check``
before anything is refused, so a file whose pages are being copied in from the WAL at
that very moment (the file itself is then behind the WAL, which SQLite reads first) is
never refused for it: only what SQLite itself finds damaged is.
"""

from __future__ import annotations

import sqlite3
import struct
from functools import cache
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import Fault, fault_error

_HEADER = 100  # the database header at the start of page 1
_INTERIOR_INDEX, _INTERIOR_TABLE, _LEAF_INDEX, _LEAF_TABLE = 2, 5, 10, 13
_KINDS = frozenset({_INTERIOR_INDEX, _INTERIOR_TABLE, _LEAF_INDEX, _LEAF_TABLE})
_SMALLEST_CELL = 4  # bytes: a cell's least size, whatever its kind


class _Damaged(Exception):
    """A page that cannot be what the file says it is."""


def check_pages(raw: sqlite3.Connection, path: Path) -> None:
    """Raise the ``CORRUPT`` error if pages of the league file at ``path`` (open on
    ``raw``) are damaged; nothing is written. Costs one read of the file and a few
    microseconds a page (about 2 ms for the 4 MB bar league)."""
    try:
        with path.open("rb") as handle:
            data = handle.read()
        roots = [root for (root,) in raw.execute("SELECT rootpage FROM sqlite_master")]
    except (OSError, sqlite3.Error):
        return  # opening or reading says what is wrong, in its own words
    try:
        _walk(data, [1, *(root for root in roots if root)])
    except _Damaged:
        _confirm(raw, path)


def _confirm(raw: sqlite3.Connection, path: Path) -> None:
    """SQLite's own word on pages the walk found damaged: refused only if it agrees."""
    try:
        rows = [row[0] for row in raw.execute("PRAGMA quick_check(1)")]
    except sqlite3.DatabaseError as exc:
        raise fault_error(Fault.CORRUPT, path, _("the database reports damaged pages")) from exc
    if rows != ["ok"]:
        # Its first problem, on one line: SQLite heads it with the schema's name.
        said = [line for line in rows[0].splitlines() if not line.startswith("***")]
        raise fault_error(
            Fault.CORRUPT,
            path,
            _("integrity check: {result}").format(result=" ".join(said) or rows[0]),
        )


def _walk(data: bytes, roots: list[int]) -> None:
    if len(data) < _HEADER:
        raise _Damaged
    size = struct.unpack_from(">H", data, 16)[0]
    size = 65536 if size == 1 else size
    if size < 512 or size & (size - 1) or len(data) % size:
        raise _Damaged
    usable = size - data[20]
    pages = len(data) // size  # the file's own; pages past it are still in the WAL
    counted, changes, valid_for = (struct.unpack_from(">I", data, at)[0] for at in (28, 24, 92))
    if counted and changes == valid_for:
        pages = min(pages, counted)  # a file longer than its database: the rest is unused
    autovacuum = struct.unpack_from(">I", data, 52)[0] != 0
    seen = bytearray(pages + 1)
    _free_list(data, size, pages, seen)
    for root in roots:
        _tree(data, root, size, usable, pages, seen)
    if not autovacuum:  # pointer-map pages hold no next page
        _overflow(data, size, pages, seen)


def _tree(data: bytes, root: int, size: int, usable: int, pages: int, seen: bytearray) -> None:
    stack = [root]
    while stack:
        number = stack.pop()
        if number > pages:
            continue  # written since the last checkpoint: SQLite reads it from the WAL
        if number < 1 or seen[number]:
            raise _Damaged
        seen[number] = 1
        start = (number - 1) * size
        header = start + (_HEADER if number == 1 else 0)
        kind = data[header]
        if kind not in _KINDS:
            raise _Damaged
        cells, content = struct.unpack_from(">HH", data, header + 3)
        content = content or 65536
        interior = kind in (_INTERIOR_INDEX, _INTERIOR_TABLE)
        pointers = header + (12 if interior else 8)
        if pointers + 2 * cells - start > content or content > usable:
            raise _Damaged
        # Each cell's offset in the page lies between the cells' area and the page's end:
        # looked at by its high byte (to 256 bytes), all the page's at once in C.
        high = data[pointers : pointers + 2 * cells : 2]
        if high.translate(None, _high_bytes(content >> 8, (usable - _SMALLEST_CELL) >> 8)):
            raise _Damaged
        if interior:
            offsets = struct.unpack_from(f">{cells}H", data, pointers)
            if cells and (min(offsets) < content or max(offsets) > usable - _SMALLEST_CELL):
                raise _Damaged
            children = [struct.unpack_from(">I", data, start + at)[0] for at in offsets]
            children.append(struct.unpack_from(">I", data, header + 8)[0])
            stack.extend(children)


@cache
def _high_bytes(low: int, high: int) -> bytes:
    """The high bytes of the offsets from ``low * 256`` to ``high * 256 + 255``."""
    return bytes(range(low, min(high, 255) + 1))


def _free_list(data: bytes, size: int, pages: int, seen: bytearray) -> None:
    trunk = struct.unpack_from(">I", data, 32)[0]
    while trunk:
        if trunk > pages:
            return  # freed since the last checkpoint
        if seen[trunk]:
            raise _Damaged
        seen[trunk] = 1
        start = (trunk - 1) * size
        following, count = struct.unpack_from(">II", data, start)
        if count > size // 4 - 2:
            raise _Damaged
        for leaf in struct.unpack_from(f">{count}I", data, start + 8):
            if leaf > pages:
                continue
            if leaf < 2 or seen[leaf]:
                raise _Damaged
            seen[leaf] = 1
        trunk = following


def _overflow(data: bytes, size: int, pages: int, seen: bytearray) -> None:
    """Every page in no tree and not free holds part of a long row: its first four bytes
    are the next such page, or 0 at the end of the row."""
    for number in range(2, pages + 1):
        if not seen[number]:
            following = struct.unpack_from(">I", data, (number - 1) * size)[0]
            if following and (following == number or following > pages or seen[following]):
                raise _Damaged

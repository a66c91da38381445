"""The season reports a league file keeps (issue 34): read only while they still hold.

A stored report is valid only while both of what it was computed from stand:

- the file's data revision (:mod:`.data_revision`): any change of the data, by any program,
  moves it, so a stored report is never read after its data changed;
- the rules code (:func:`code_fingerprint`): an upgraded leaguemgr never reads a report
  computed by the rules of an older one.

Writing one is a compare-and-set: it lands only if the revision is still the one the report
was computed from, in a transaction of its own that counts no change of the league (the
league's change counter stays: storing a report is not an edit, and another copy of the app
must not take it for one). A league on a server stores none.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path

import leaguemgr
from leaguemgr.domain.results import SeasonReport
from leaguemgr.storage import report_codec
from leaguemgr.storage.data_revision import read_revision

_PACKAGE = Path(leaguemgr.__file__).parent
# What the report depends on: the rules, and the storage code that turns rows into records.
_CODE_FOLDERS = ("domain", "storage")


@cache
def code_fingerprint() -> str:
    """A fingerprint of the code that computes reports, taken once per process: the
    package version, the codec's format and each rules and storage module's name, size and
    modification time (cheap: no file is read)."""
    parts = [leaguemgr.__version__, str(report_codec.FORMAT_VERSION)]
    folders = [_PACKAGE / folder for folder in _CODE_FOLDERS]
    found = False
    while folders:
        try:
            entries = sorted(os.scandir(folders.pop()), key=lambda entry: entry.name)
        except OSError:
            continue
        for entry in entries:
            if entry.name.endswith(".py"):
                stat = entry.stat()
                parts.append(f"{entry.path}:{stat.st_size}:{stat.st_mtime_ns}")
                found = True
            elif entry.is_dir() and not entry.name.startswith(("_", ".")):
                folders.append(Path(entry.path))
    if not found:  # a bundled app without module files: its executable stands for them
        stat = os.stat(sys.executable)
        parts.append(f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


def read_stored(raw: sqlite3.Connection, season: str) -> SeasonReport | None:
    """The stored report of ``season`` in ``raw``'s snapshot if it still holds, else ``None``
    (none stored, stale, from other rules code, or unreadable)."""
    try:
        row = raw.execute(
            "SELECT s.data_revision, s.code, s.payload, r.n FROM stored_report AS s"
            " JOIN data_revision AS r ON r.id = 1 WHERE s.season_name = ?",
            (season,),
        ).fetchone()
    except sqlite3.OperationalError:  # a file from before stored reports
        return None
    if row is None or row[0] != row[3] or row[1] != code_fingerprint():
        return None
    report = report_codec.decode(row[2])
    return report if report is not None and report.season == season else None


def holds(raw: sqlite3.Connection, season: str) -> bool:
    """Whether a report of ``season`` is kept for the data and code as they are (its payload
    unread)."""
    try:
        row = raw.execute(
            "SELECT s.data_revision = r.n AND s.code = ? FROM stored_report AS s"
            " JOIN data_revision AS r ON r.id = 1 WHERE s.season_name = ?",
            (code_fingerprint(), season),
        ).fetchone()
    except sqlite3.OperationalError:
        return False
    return bool(row and row[0])


def write_stored(
    raw: sqlite3.Connection, reports: Mapping[str, SeasonReport], revision: int
) -> bool:
    """Store ``reports`` (by season name), computed from data revision ``revision``, if the
    file is still at that revision; whether they were stored. ``raw`` is outside any
    transaction; the write is one of its own and moves neither the revision nor the league's
    change counter."""
    if not reports:
        return False
    code = code_fingerprint()
    rows = [
        (season, revision, code, report_codec.encode(report)) for season, report in reports.items()
    ]
    raw.execute("BEGIN IMMEDIATE")
    try:
        if read_revision(raw) != revision:
            raw.execute("ROLLBACK")
            return False
        raw.executemany(
            "INSERT INTO stored_report (season_name, data_revision, code, payload)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (season_name) DO UPDATE SET"
            " data_revision = excluded.data_revision, code = excluded.code,"
            " payload = excluded.payload",
            rows,
        )
        raw.execute("COMMIT")
    except BaseException:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise
    return True

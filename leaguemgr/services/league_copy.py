"""``leaguemgr copy SRC DST``: a whole league from one database to another (SPEC 6).

Either end is a league file or a ``postgresql://`` URL: moving a league onto a server,
keeping a copy of a server's league in a file, or from one server to another. The source is
only read (opened read-only, one snapshot). The destination gets the league in one
transaction, so a copy that fails or is killed leaves it as it was; a new file is built
beside its name and renamed into place. A destination that already holds a league is
refused unless ``replace``: then what it held is removed in the same transaction.

The rows are copied table by table, keys and all, rather than through the domain's
``League``: that would keep the reports but lose what only the tables hold (the undone
actions of a night's log and the time each action was recorded). Not copied: the stored
reports and the data revision they hold for (the destination keeps its own revision, which
only moves on), and the change counter: the destination counts the copy as one more change
of its own, so a program that has it open sees that it changed (a copied counter could go
back to a value that program already saw, and it would not).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from leaguemgr.language.texts import _
from leaguemgr.storage.data_revision import counted_once
from leaguemgr.storage.errors import Fault, StorageError
from leaguemgr.storage.faults import translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path
from leaguemgr.storage.locations import ServerLocation, locate
from leaguemgr.storage.opening import open_database

if TYPE_CHECKING:
    from sqlalchemy import Table
    from sqlalchemy.orm import Session

Rows = dict[str, list[dict[str, Any]]]


class CopyRefused(StorageError):
    """The destination holds a league (and ``replace`` was not asked), or is the source."""


class DestinationHoldsLeague(CopyRefused):
    """The destination holds a league and ``replace`` was not asked: nothing was copied."""


@dataclass(frozen=True)
class Copied:
    """What was copied, as the command and the app report it."""

    name: str
    players: int
    seasons: int
    #: Whether the destination held a league, now replaced.
    replaced: bool

    def summary(self, source: object, destination: object) -> str:
        said = (
            _(
                "copied {league} from {source} to {destination}: {players} players, "
                "{seasons} seasons (the league it held was replaced)"
            )
            if self.replaced
            else _(
                "copied {league} from {source} to {destination}: {players} players, "
                "{seasons} seasons"
            )
        )
        return said.format(
            league=self.name or _("the league"),
            source=source,
            destination=destination,
            players=self.players,
            seasons=self.seasons,
        )


def copy_league(
    source: str | Path | ServerLocation,
    destination: str | Path | ServerLocation,
    *,
    replace: bool = False,
) -> Copied:
    """Copy the whole league at ``source`` to ``destination``; see the module's text."""
    source, destination = locate(source), locate(destination)
    if _same(source, destination):
        raise CopyRefused(
            _("{source} is both the source and the destination of the copy").format(source=source)
        )
    rows = _read(source)
    if isinstance(destination, Path) and _new_file(destination):
        _into_new_file(destination, rows)
        replaced = False
    else:
        replaced = _write(destination, rows, replace=replace)
    if isinstance(destination, Path):
        from leaguemgr.services.report_store import refresh_stored_reports

        refresh_stored_reports(destination)  # the copy's own, for its next cold report
    league = rows["league"][0]
    return Copied(league["name"], len(rows["player"]), len(rows["season"]), replaced)


def _tables() -> list[Table]:
    """Every league table, parents before children. Not copied: the change counter, the
    data revision (the destination's own moves on, never back to a value its stored reports
    knew) and the stored reports (``leaguemgr copy`` stores the destination's afresh)."""
    from leaguemgr.storage.tables import metadata

    skipped = {"league_change", "data_revision", "stored_report"}
    return [table for table in metadata.sorted_tables if table.name not in skipped]


def _read(source: Path | ServerLocation) -> Rows:
    """Every row of the league at ``source``, from one snapshot, in key order."""
    from sqlalchemy import select

    with open_database(source, read_only=True) as database, database.read() as session:
        rows = {
            table.name: [
                dict(row)
                for row in session.execute(
                    select(table).order_by(*table.primary_key.columns)
                ).mappings()
            ]
            for table in _tables()
        }
    if not rows["league"]:
        raise StorageError(
            _("{source} holds no league to copy").format(source=source), Fault.MISSING
        )
    return rows


def _write(destination: Path | ServerLocation, rows: Rows, *, replace: bool) -> bool:
    """The rows into ``destination`` in one transaction; whether it held a league before."""
    from sqlalchemy import delete, select

    with open_database(destination) as database:
        if database.read_only:
            raise StorageError(
                _("{destination} may not be written ({reason}); nothing was copied").format(
                    destination=destination, reason=database.read_only_reason
                ),
                Fault.READ_ONLY,
            )
        with database.transaction() as session:
            tables = _tables()
            held = any(session.execute(select(t).limit(1)).first() for t in tables)
            if held and not replace:
                raise DestinationHoldsLeague(
                    _(
                        "{destination} already holds a league; nothing was copied "
                        "(add --replace to put this one in its place)"
                    ).format(destination=destination)
                )
            with counted_once(session):
                for table in reversed(tables):  # children first: nothing points at a removed row
                    session.execute(delete(table))
                _insert(session, tables, rows)
    return held


def _insert(session: Session, tables: list[Table], rows: Rows) -> None:
    from sqlalchemy import insert, text

    for table in tables:
        if rows[table.name]:  # an empty list would insert one all-default row
            session.execute(insert(table), rows[table.name])
    if session.get_bind().dialect.name == "postgresql":
        # The rows came with their keys, so the server's key sequences did not move: set
        # each past the highest key, or the next row added (a night's action) would collide.
        for table in tables:
            if "id" in table.c:
                session.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'),"
                        f" coalesce(max(id), 0) + 1, false) FROM {table.name}"
                    )
                )


def _into_new_file(path: Path, rows: Rows) -> None:
    """A new league file at ``path`` holding ``rows``: built beside it, renamed into place,
    so a copy that fails or is killed leaves no league file (as a first import)."""
    temporary = temporary_path(path)
    try:
        _write(temporary, rows, replace=False)
        with translate_errors(path):
            move_into_place(temporary, path)
    finally:
        remove_temporary(temporary)


def _same(a: Path | ServerLocation, b: Path | ServerLocation) -> bool:
    if isinstance(a, ServerLocation) or isinstance(b, ServerLocation):
        return str(a) == str(b)
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


def _new_file(path: Path) -> bool:
    try:
        return path.stat().st_size == 0 and path.is_file()
    except FileNotFoundError:
        return True

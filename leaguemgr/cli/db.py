"""The ``--db`` option every subcommand shares: a league file or a ``postgresql://`` URL
(SPEC 3 and 6), ``$LEAGUEMGR_DB`` when it is not given; and what every command asks of the
league it names (is it new, which season, the litter of killed runs), so that the command
modules never import :mod:`leaguemgr.cli` back."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import StorageError
from leaguemgr.storage.locations import (
    DEFAULT_VARIABLE,
    ServerLocation,
    default_database,
    locate,
)

if TYPE_CHECKING:
    from leaguemgr.services.league_service import LeagueService


def add_db_option(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    default = default_database()
    parser.add_argument(
        "--db",
        type=league_at,
        required=default is None,
        default=default,
        metavar="FILE|URL",
        help=_("{help} (default: ${variable})").format(
            help=help or _("league database: a file or a postgresql:// URL"),
            variable=DEFAULT_VARIABLE,
        ),
    )


def league_at(text: str) -> Path | ServerLocation:
    """``--db``'s value; a URL libpq cannot read is a usage error naming what is wrong."""
    try:
        return locate(text)
    except StorageError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


class CommandError(Exception):
    """A problem with the command's arguments, worded for the person who typed them."""


def is_new_league(db: Path | ServerLocation) -> bool:
    """A league file that does not exist yet, or an empty one (made by ``touch``); a
    server's database is made by its administrator, never here."""
    if isinstance(db, ServerLocation):
        return False
    try:
        return db.stat().st_size == 0 and db.is_file()
    except FileNotFoundError:
        return True


def tidy_beside(db: Path | ServerLocation) -> None:
    """Remove what killed earlier runs left beside the league and among the backups."""
    # Imported here: a command that never opens a league starts without the storage layer.
    from leaguemgr.services.backup_service import remove_litter

    remove_litter(db)


def season_named(service: LeagueService, name: str | None) -> str:
    """The season ``--season`` names (the last one when it names none), or the
    :class:`CommandError` listing the league's seasons."""
    names = service.season_names()
    if name is None:
        if not names:
            raise CommandError(_("{path}: the league has no seasons yet").format(path=service.path))
        return names[-1]
    if name not in names:
        listed = ", ".join(names) or _("none")
        raise CommandError(
            _("there is no season named '{name}' (seasons: {listed})").format(
                name=name, listed=listed
            )
        )
    return name

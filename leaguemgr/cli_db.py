"""The ``--db`` option every subcommand shares: a league file or a ``postgresql://`` URL
(SPEC 3 and 6), ``$LEAGUEMGR_DB`` when it is not given."""

from __future__ import annotations

import argparse
from pathlib import Path

from leaguemgr.storage.errors import StorageError
from leaguemgr.storage.locations import (
    DEFAULT_VARIABLE,
    ServerLocation,
    default_database,
    locate,
)


def add_db_option(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    default = default_database()
    parser.add_argument(
        "--db",
        type=league_at,
        required=default is None,
        default=default,
        metavar="FILE|URL",
        help=f"{help or 'league database: a file or a postgresql:// URL'}"
        f" (default: ${DEFAULT_VARIABLE})",
    )


def league_at(text: str) -> Path | ServerLocation:
    """``--db``'s value; a URL libpq cannot read is a usage error naming what is wrong."""
    try:
        return locate(text)
    except StorageError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None

"""Write a new migration: ``python -m leaguemgr.storage.migrations "what changed"``.

Autogenerates against a scratch database at the current head, so the new script holds the
difference between ``tables.py`` and the last revision. Read and tidy it before committing.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from alembic import command

from leaguemgr.storage.migrate import alembic_config, head_revision
from leaguemgr.storage.opening import open_database


def main(argv: list[str]) -> int:
    """Create the revision file; prints its path."""
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        database = open_database(Path(scratch) / "scratch.sqlite")
        try:
            with database.transaction() as session:
                # Revision ids are sequence numbers ("0001", "0002"), so files sort in order.
                number = int(head_revision()[:4]) + 1
                command.revision(
                    alembic_config(session.connection()),
                    message=argv[0],
                    autogenerate=True,
                    rev_id=f"{number:04d}",
                )
        finally:
            database.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

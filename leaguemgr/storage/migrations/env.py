"""Alembic environment: migrates the connection that ``leaguemgr.storage.migrate`` passes in.

There is no alembic.ini and no URL here on purpose: the app opens the file itself (WAL, busy
timeout, foreign keys off while tables are rebuilt) and owns the transaction. To write a new
revision, run ``python -m leaguemgr.storage.migrations "what changed"``.
"""

from __future__ import annotations

from alembic import context

from leaguemgr.storage.tables import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError(
        "league migrations run through leaguemgr.storage; "
        'use python -m leaguemgr.storage.migrations "message" to write one'
    )

context.configure(
    connection=connection,
    target_metadata=metadata,
    # SQLite can alter little in place; batch mode rebuilds tables when a change needs it.
    render_as_batch=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()

"""A partial index on the free entries, for the dealer-credit walk.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22

Reporting a season walks the free entries of every earlier season (dealer credits carry
over). Free entries are a handful among thousands of entries; without this index that walk
scans the whole entry table on every open.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_entry_free_entry",
        "entry",
        ["event_id"],
        sqlite_where=sa.text("free_entry"),
        postgresql_where=sa.text("free_entry"),
    )


def downgrade() -> None:
    op.drop_index("ix_entry_free_entry", table_name="entry")

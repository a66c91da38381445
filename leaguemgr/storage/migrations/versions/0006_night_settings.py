"""A season's night settings and the blind structures of league, season and event.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24

Each is JSON text, empty when not set, so existing leagues read as before: a season without
night settings keeps the guess it always had, and a night without a structure of its own
uses its season's, else its league's, else the built-in default. Plain ``add_column`` of
nullable columns, which SQLite and PostgreSQL both do in place.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = (
    ("season_rules", "night"),
    ("season_rules", "structure"),
    ("event", "structure"),
    ("league", "structure"),
)


def upgrade() -> None:
    for table, column in _COLUMNS:
        op.add_column(table, sa.Column(column, sa.String(), nullable=True))


def downgrade() -> None:
    for table, column in reversed(_COLUMNS):
        with op.batch_alter_table(table) as batch:
            batch.drop_column(column)

"""A league's own rules (SPEC 8): unnamed entries, season length, guests, handicaps, draws.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27

Every column is empty (or false) in an existing league, where it reads as the rule being
off: every season then computes exactly as before. Rules that are JSON already (points,
championship, season prizes) take their new keys there. A draw is a championship decision
row of kind "drawn:<n>" (no column needed). Plain ``add_column`` of nullable columns, or of
a flag with a default, which SQLite and PostgreSQL both do in place.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = (
    ("player", sa.Column("guest", sa.Boolean(), nullable=False, server_default="0")),
    ("season", sa.Column("starting_points", sa.String(), nullable=True)),
    ("season_rules", sa.Column("events_planned", sa.Integer(), nullable=True)),
    (
        "season_rules",
        sa.Column("rebuy_or_addon", sa.Boolean(), nullable=False, server_default="0"),
    ),
    ("season_rules", sa.Column("tie_break", sa.String(), nullable=True)),
    ("event", sa.Column("points_factor", sa.Float(), nullable=True)),
    ("event", sa.Column("others", sa.String(), nullable=True)),
)


def upgrade() -> None:
    for table, column in _COLUMNS:
        op.add_column(table, column)


def downgrade() -> None:
    for table in dict.fromkeys(table for table, _ in _COLUMNS):
        with op.batch_alter_table(table) as batch:
            for owner, column in reversed(_COLUMNS):
                if owner == table:
                    batch.drop_column(column.name)

"""A night played to a cash-out and a regular season marked complete (SPEC 7, 8; issues 39, 40).

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-01

``season_rules.cash_out`` and ``event.cash_out`` (NULL on an event: the season's): a timed
game whose payouts are every player's cash-out. ``season.complete``: the organizer marked
the regular season complete, so its season prizes are owed (SPEC 7), and
``season.completed_on`` the day they did (the derived prize lines are dated by it), with
``season.completed_at_line`` and ``event.closed_at_line``, the number of the season's ledger
lines when the season was marked complete or the event closed: what the league derives then
(a prize, a night's unpaid entries and dues) sits after exactly those lines, so a line
recorded later, whatever its date, never changes a balance already shown (NULL: placed by
date, as a league closed before this revision was). Plain
``add_column`` of nullable columns, or of a flag with a default, which SQLite and
PostgreSQL both do in place; the tables keep their data-revision triggers.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = (
    ("season_rules", sa.Column("cash_out", sa.Boolean(), nullable=False, server_default="0")),
    ("event", sa.Column("cash_out", sa.Boolean(), nullable=True)),
    ("season", sa.Column("complete", sa.Boolean(), nullable=False, server_default="0")),
    ("season", sa.Column("completed_on", sa.String(), nullable=True)),
    ("season", sa.Column("completed_at_line", sa.Integer(), nullable=True)),
    ("event", sa.Column("closed_at_line", sa.Integer(), nullable=True)),
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

"""What a player needs to answer, answers the organizer recorded, and a kept form key (SPEC 10).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-01

``event.time`` ("19:30", the start in the league's time zone) and ``event.place`` (free
text); ``rsvp.recorded_by`` ("organizer" for an answer the organizer recorded for a player, NULL for
the player's own); ``league.form_key`` (hex), the key the site's form tokens are signed
with, kept with the league so an open page's form still posts after a restart. Plain
``add_column`` of nullable columns, which SQLite and PostgreSQL both do in place; the tables
keep their data-revision triggers.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = (
    ("event", sa.Column("time", sa.String(), nullable=True)),
    ("event", sa.Column("place", sa.String(), nullable=True)),
    ("rsvp", sa.Column("recorded_by", sa.String(), nullable=True)),
    ("league", sa.Column("form_key", sa.String(), nullable=True)),
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

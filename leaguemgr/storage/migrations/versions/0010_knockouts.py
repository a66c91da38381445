"""Knockout bounties (SPEC 9): the season's and an event's own rule, bounties won.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-27

``season_rules.knockout`` and ``event.knockout`` are JSON text: NULL on the season is no
knockout bounties; NULL on an event follows the season, and the JSON text ``null`` is the
event's own "none here". ``entry.bounties_won`` is money (exact decimal text), NULL when the
entry states none. Every column is nullable, so existing leagues read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("season_rules", sa.Column("knockout", sa.String(), nullable=True))
    op.add_column("event", sa.Column("knockout", sa.String(), nullable=True))
    op.add_column("entry", sa.Column("bounties_won", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("entry") as batch:
        batch.drop_column("bounties_won")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("knockout")
    with op.batch_alter_table("season_rules") as batch:
        batch.drop_column("knockout")

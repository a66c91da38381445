"""The league's change counter, so that no program saves over another's changes.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24

Every write counts it up in the same transaction; a program refuses to write when the
counter moved since it read the league (another copy of the app, ``leaguemgr import``).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    table = op.create_table(
        "league_change",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("counter", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.String(), nullable=False),
        sa.Column("changed_by", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_change")),
    )
    op.bulk_insert(table, [{"id": 1, "counter": 0, "changed_at": "", "changed_by": ""}])


def downgrade() -> None:
    op.drop_table("league_change")

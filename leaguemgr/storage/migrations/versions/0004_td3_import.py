"""What an import from The Tournament Director 3 keeps (SPEC 5).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24

A player's TD3 id (matched across files); an entry's points as its source counted them and
the points and knockout adjustments entered by hand; an event's source (so the same file
imported twice adds nothing) and, where the payouts really made differ from the table (a
deal, a typed amount), that they are recorded, with each entry's amount;
a season's "best N results count" rule. Every new column is empty or 0 in existing leagues,
which then compute exactly as before.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("player", sa.Column("td3_id", sa.String(), nullable=True))
    op.add_column("entry", sa.Column("points", sa.Float(), nullable=True))
    op.add_column(
        "entry",
        sa.Column("points_adjustment", sa.Float(), nullable=False, server_default="0"),
    )
    op.add_column(
        "entry",
        sa.Column("knockout_adjustment", sa.Float(), nullable=False, server_default="0"),
    )
    op.add_column("event", sa.Column("source", sa.String(), nullable=True))
    op.add_column(
        "event",
        sa.Column("payouts_recorded", sa.Boolean(), nullable=False, server_default="0"),
    )
    op.add_column("entry", sa.Column("prize", sa.Text(), nullable=True))  # exact money text
    op.add_column("season_rules", sa.Column("best_results", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("season_rules") as batch:
        batch.drop_column("best_results")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("payouts_recorded")
        batch.drop_column("source")
    with op.batch_alter_table("entry") as batch:
        batch.drop_column("knockout_adjustment")
        batch.drop_column("points_adjustment")
        batch.drop_column("points")
        batch.drop_column("prize")
    with op.batch_alter_table("player") as batch:
        batch.drop_column("td3_id")

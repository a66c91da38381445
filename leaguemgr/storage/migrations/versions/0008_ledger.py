"""The league's money between nights (SPEC 7): a season's dues rule and its ledger lines.

Revision ID: 0008
Revises: 0006
Create Date: 2026-11-25

``season_rules.dues`` is JSON text, empty when the season has no dues, so existing leagues
read as before. ``ledger_line`` holds each season's lines in the order recorded (``seq``);
they are only appended. Self-contained (one column, one table): it can follow any revision.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("season_rules", sa.Column("dues", sa.String(), nullable=True))
    op.create_table(
        "ledger_line",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("date", sa.String(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("amount", sa.Text(), nullable=False),
        sa.Column("purpose", sa.String(), nullable=False),
        sa.Column("note", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_ledger_line_player_id_player")
        ),
        sa.ForeignKeyConstraint(
            ["season_id"],
            ["season.id"],
            name=op.f("fk_ledger_line_season_id_season"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_line")),
        sa.UniqueConstraint("season_id", "seq", name=op.f("uq_ledger_line_season_id_seq")),
    )
    op.create_index(op.f("ix_ledger_line_player_id"), "ledger_line", ["player_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_ledger_line_player_id"), table_name="ledger_line")
    op.drop_table("ledger_line")
    with op.batch_alter_table("season_rules") as batch:
        batch.drop_column("dues")

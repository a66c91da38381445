"""The night, live (SPEC 4): each event's state, its frozen rules, and the night's log.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24

``event.state`` is planned, running or closed (empty: as the entries say, so existing
leagues read as before); ``event.frozen_rules`` keeps the rules a closed event's money was
handed out with once the season's rules change. ``night_action`` is the append-only log of
a running night: one row per action, undo marks the last one undone.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("event", sa.Column("state", sa.String(), nullable=True))
    op.add_column("event", sa.Column("frozen_rules", sa.String(), nullable=True))
    op.create_table(
        "night_action",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("payload", sa.String(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.Column("recorded_at", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["event.id"],
            name=op.f("fk_night_action_event_id_event"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_night_action")),
        sa.UniqueConstraint("event_id", "seq", name=op.f("uq_night_action_event_id_seq")),
    )


def downgrade() -> None:
    op.drop_table("night_action")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("frozen_rules")
        batch.drop_column("state")

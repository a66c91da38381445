"""The league on the web (SPEC 10): personal links, planned seats and RSVP answers.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-27

``league.time_zone`` (IANA name; NULL: the computer's own) and ``league.public_url`` (the
address ``leaguemgr serve`` last served under, the links' default base); a planned event's
``seats`` and ``rsvp_by`` (NULL: no cap, no deadline); ``rsvp``: every answer in the order
given (``seq`` within the event, only appended); ``player_link``: each player's current
personal link (one row per player, replaced on a reissue, so the old token ends at once).
Self-contained: columns and tables of its own, so it can follow any revision.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("league", sa.Column("time_zone", sa.String(), nullable=True))
    op.add_column("league", sa.Column("public_url", sa.String(), nullable=True))
    op.add_column("event", sa.Column("seats", sa.Integer(), nullable=True))
    op.add_column("event", sa.Column("rsvp_by", sa.String(), nullable=True))
    op.create_table(
        "rsvp",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("answer", sa.String(), nullable=False),
        sa.Column("at", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["event.id"], name=op.f("fk_rsvp_event_id_event"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_rsvp_player_id_player")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rsvp")),
        sa.UniqueConstraint("event_id", "seq", name=op.f("uq_rsvp_event_id_seq")),
    )
    op.create_index(op.f("ix_rsvp_player_id"), "rsvp", ["player_id"])
    op.create_table(
        "player_link",
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(), nullable=False),
        sa.Column("issued", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["player.id"],
            name=op.f("fk_player_link_player_id_player"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("player_id", name=op.f("pk_player_link")),
        sa.UniqueConstraint("token", name=op.f("uq_player_link_token")),
    )


def downgrade() -> None:
    op.drop_table("player_link")
    op.drop_index(op.f("ix_rsvp_player_id"), table_name="rsvp")
    op.drop_table("rsvp")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("rsvp_by")
        batch.drop_column("seats")
    with op.batch_alter_table("league") as batch:
        batch.drop_column("public_url")
        batch.drop_column("time_zone")

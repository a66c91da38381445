"""Initial schema: league, players, seasons and their rules, events, entries, busts, dealers,
championship decisions.

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Migrations are frozen history: they spell out plain column types instead of importing
``tables.py``, so later edits to the models cannot change what an old revision does.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Money is the exact decimal string in a TEXT column (NUMERIC affinity would round it).
Money = sa.Text


def _id() -> sa.Column[int]:
    return sa.Column("id", sa.Integer(), nullable=False)


def upgrade() -> None:
    op.create_table(
        "league",
        _id(),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("currency", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league")),
    )
    op.create_table(
        "player",
        _id(),
        sa.Column("code", sa.String(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("sub", sa.Boolean(), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player")),
        sa.UniqueConstraint("code", name=op.f("uq_player_code")),
    )
    op.create_table(
        "season",
        _id(),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_season")),
        sa.UniqueConstraint("name", name=op.f("uq_season_name")),
    )
    op.create_table(
        "season_rules",
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("buyin", Money(), nullable=False),
        sa.Column("rebuy_cost", Money(), nullable=False),
        sa.Column("addon_cost", Money(), nullable=False),
        sa.Column("max_rebuys", sa.Integer(), nullable=True),
        sa.Column("rounding_unit", Money(), nullable=False),
        sa.Column("late_cancel_penalty", sa.Boolean(), nullable=False),
        sa.Column("no_show_policy", sa.String(), nullable=False),
        sa.Column("dealer_credits", sa.Boolean(), nullable=False),
        sa.Column("bounty_amount", Money(), nullable=True),
        sa.Column("bounty_initial_target_id", sa.Integer(), nullable=True),
        sa.Column("chips", sa.String(), nullable=True),
        sa.Column("set_asides", sa.String(), nullable=False),
        sa.Column("payout_table", sa.String(), nullable=False),
        sa.Column("points", sa.String(), nullable=False),
        sa.Column("championship", sa.String(), nullable=True),
        sa.Column("season_prizes", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["bounty_initial_target_id"],
            ["player.id"],
            name=op.f("fk_season_rules_bounty_initial_target_id_player"),
        ),
        sa.ForeignKeyConstraint(
            ["season_id"],
            ["season.id"],
            name=op.f("fk_season_rules_season_id_season"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("season_id", name=op.f("pk_season_rules")),
    )
    op.create_index(
        op.f("ix_season_rules_bounty_initial_target_id"),
        "season_rules",
        ["bounty_initial_target_id"],
    )
    op.create_table(
        "event",
        _id(),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("date", sa.String(), nullable=True),
        sa.Column("name", sa.String(), nullable=True),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("buyin", Money(), nullable=True),
        sa.Column("rebuy_cost", Money(), nullable=True),
        sa.Column("addon_cost", Money(), nullable=True),
        sa.Column("max_rebuys", sa.Integer(), nullable=True),
        sa.Column("max_rebuys_set", sa.Boolean(), nullable=False),
        sa.Column("pick_a_stack", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["season_id"], ["season.id"], name=op.f("fk_event_season_id_season"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_event")),
        sa.UniqueConstraint("season_id", "number", name=op.f("uq_event_season_id_number")),
    )
    op.create_table(
        "entry",
        _id(),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("paid", sa.Boolean(), nullable=False),
        sa.Column("finish", sa.Integer(), nullable=True),
        sa.Column("buyin", Money(), nullable=True),
        sa.Column("rebuys", sa.Integer(), nullable=False),
        sa.Column("addons", sa.Integer(), nullable=False),
        sa.Column("on_time", sa.Boolean(), nullable=False),
        sa.Column("exact_change", sa.Boolean(), nullable=False),
        sa.Column("free_entry", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["event.id"], name=op.f("fk_entry_event_id_event"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_entry_player_id_player")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entry")),
        sa.UniqueConstraint("event_id", "player_id", name=op.f("uq_entry_event_id_player_id")),
        sa.UniqueConstraint("event_id", "position", name=op.f("uq_entry_event_id_position")),
    )
    op.create_index(op.f("ix_entry_player_id"), "entry", ["player_id"])
    op.create_table(
        "bust",
        _id(),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
        sa.Column("buster_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["buster_id"], ["player.id"], name=op.f("fk_bust_buster_id_player")
        ),
        sa.ForeignKeyConstraint(
            ["entry_id"], ["entry.id"], name=op.f("fk_bust_entry_id_entry"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bust")),
        sa.UniqueConstraint("entry_id", "ordinal", name=op.f("uq_bust_entry_id_ordinal")),
    )
    op.create_index(op.f("ix_bust_buster_id"), "bust", ["buster_id"])
    op.create_table(
        "dealer",
        _id(),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["event.id"], name=op.f("fk_dealer_event_id_event"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_dealer_player_id_player")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_dealer")),
        sa.UniqueConstraint("event_id", "position", name=op.f("uq_dealer_event_id_position")),
    )
    op.create_index(op.f("ix_dealer_player_id"), "dealer", ["player_id"])
    op.create_table(
        "championship_decision",
        _id(),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_championship_decision_player_id_player")
        ),
        sa.ForeignKeyConstraint(
            ["season_id"],
            ["season.id"],
            name=op.f("fk_championship_decision_season_id_season"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_championship_decision")),
        sa.UniqueConstraint(
            "season_id",
            "kind",
            "ordinal",
            name=op.f("uq_championship_decision_season_id_kind_ordinal"),
        ),
    )
    op.create_index(
        op.f("ix_championship_decision_player_id"), "championship_decision", ["player_id"]
    )


def downgrade() -> None:
    for table in (
        "championship_decision",
        "dealer",
        "bust",
        "entry",
        "event",
        "season_rules",
        "season",
        "player",
        "league",
    ):
        op.drop_table(table)

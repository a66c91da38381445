"""Stored season reports, valid while the file's data revision stands (issue 34).

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-27

``stored_report``: each season's report as last computed (``payload``, see
``storage/report_codec.py``), with the data revision and the rules code it was computed
from. ``data_revision``: one row, whose ``n`` moves on every change of a table that feeds a
report: on SQLite, AFTER INSERT/UPDATE/DELETE triggers on those tables count it up, so a
change by any program makes every stored report stale. A server gets both tables but no
triggers: it never stores a report (``storage/data_revision.py`` says why).

A later migration that rebuilds a triggered table (Alembic's batch mode on SQLite) drops
its triggers with it and must make them again (``data_revision.trigger_statements``); a
test checks that every table at the head is triggered or excluded for a reason.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The tables that feed a report at this revision (frozen here: later ones are their own
# migration's business).
_TRIGGERED = (
    "league",
    "player",
    "season",
    "season_rules",
    "event",
    "entry",
    "bust",
    "dealer",
    "championship_decision",
    "night_action",
    "ledger_line",
    "rsvp",
)
_OPERATIONS = ("INSERT", "UPDATE", "DELETE")


def _trigger(table: str, operation: str) -> str:
    return f"data_revision_{table}_{operation.lower()}"


def upgrade() -> None:
    op.create_table(
        "data_revision",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("n", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_data_revision")),
    )
    op.create_table(
        "stored_report",
        sa.Column("season_name", sa.String(), nullable=False),
        sa.Column("data_revision", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(), nullable=False),
        sa.Column("payload", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("season_name", name=op.f("pk_stored_report")),
    )
    op.execute("INSERT INTO data_revision (id, n) VALUES (1, 0)")
    if op.get_bind().dialect.name != "sqlite":
        return
    for table in _TRIGGERED:
        for operation in _OPERATIONS:
            op.execute(
                f"CREATE TRIGGER {_trigger(table, operation)} AFTER {operation} ON {table}"
                " BEGIN UPDATE data_revision SET n = n + 1 WHERE id = 1; END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for table in _TRIGGERED:
            for operation in _OPERATIONS:
                op.execute(f"DROP TRIGGER IF EXISTS {_trigger(table, operation)}")
    op.drop_table("stored_report")
    op.drop_table("data_revision")

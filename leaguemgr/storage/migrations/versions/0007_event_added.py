"""Money an event adds to its pool from outside its buy-ins (SPEC 2.2 ``added``).

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25

Exact money text, empty in existing leagues, where it reads as 0: every event then computes
exactly as before. A TD3 import keeps here what TD3 paid beyond its pot. Plain
``add_column`` of a nullable column, which SQLite and PostgreSQL both do in place.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("event", sa.Column("added", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.drop_column("added")

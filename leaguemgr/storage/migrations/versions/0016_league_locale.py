"""The league's locale and language (issue 43, SPEC 12).

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-02

``league.locale`` (a Babel locale such as ``de_DE``: how amounts, numbers and dates are
written; NULL: as leaguemgr always wrote them, "$1,234.50") and ``league.language`` (``de``:
the language of the league's pages and sheets; NULL: English). Self-contained: two nullable
columns of the league table, which keeps its data-revision triggers (an added column does
not rebuild the table), so a changed locale makes every stored report stale.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("league", sa.Column("locale", sa.String(), nullable=True))
    op.add_column("league", sa.Column("language", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("league") as batch:
        batch.drop_column("language")
        batch.drop_column("locale")

"""Directors of a night, each with a link, and who took each action (SPEC 11).

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-02

``night_director``: the directors the organizer made for a night, each with the secret token
of their link ``/d/TOKEN`` (unique), when made and, once ended, when (an ended link is a 404
at once); a reissue ends the row and makes a new one, so the old token is never valid again.
``night_action.director``: the name of the director whose page took the action (NULL: the
Night screen or ``leaguemgr live``), for the night's log. Self-contained: a table and a
nullable column of its own; the new table feeds no report, so it has no data-revision
trigger.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("night_action", sa.Column("director", sa.String(), nullable=True))
    op.create_table(
        "night_director",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("token", sa.String(), nullable=False),
        sa.Column("made", sa.String(), nullable=False),
        sa.Column("ended", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["event.id"],
            name=op.f("fk_night_director_event_id_event"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_night_director")),
        sa.UniqueConstraint("token", name=op.f("uq_night_director_token")),
    )


def downgrade() -> None:
    op.drop_table("night_director")
    with op.batch_alter_table("night_action") as batch:
        batch.drop_column("director")

"""The league on the web (SPEC 10): personal links, planned seats and RSVP answers.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-27

Reserved in the chain so that work on sections 8, 9 and 10 of SPEC can land in any order; it
changes nothing until its columns are added here.
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass

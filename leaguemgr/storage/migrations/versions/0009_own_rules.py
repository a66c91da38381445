"""A league's own rules (SPEC 8): unnamed entries, season length, guests, handicaps, draws.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27

Reserved in the chain so that work on sections 8, 9 and 10 of SPEC can land in any order; it
changes nothing until its columns are added here.
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass

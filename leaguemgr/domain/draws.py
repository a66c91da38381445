"""A fair draw among players level on points (SPEC 8, tie_break "draw")."""

from __future__ import annotations

import secrets
from collections.abc import Sequence


def drawn_order(
    players: Sequence[str], source: secrets.SystemRandom | None = None
) -> tuple[str, ...]:
    """``players`` in an order drawn by the operating system's random source (``secrets``):
    nobody, the organizer included, can predict or repeat it."""
    order = list(players)
    (source or secrets.SystemRandom()).shuffle(order)
    return tuple(order)

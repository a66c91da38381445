"""The token of the phone page and of the players' personal links: the secret part of an
address, read aloud or typed from a sheet or a table card as often as scanned, so it holds
no characters that look alike (0/O, 1/l/I)."""

from __future__ import annotations

import math
import secrets

ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
"""Digits and lower-case letters without 0, 1, i, l and o (and no capitals: no O, I)."""

STRENGTH_BITS = 128
LENGTH = math.ceil(STRENGTH_BITS / math.log2(len(ALPHABET)))
"""26 characters of 31: 128.8 bits, as strong as the 16 random bytes it replaces."""


def new_token() -> str:
    """A fresh random token (``secrets``: a fair source)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def is_token(text: str) -> bool:
    """Whether ``text`` could be a token of :func:`new_token` (a kept one, read back)."""
    return len(text) == LENGTH and all(c in ALPHABET for c in text)

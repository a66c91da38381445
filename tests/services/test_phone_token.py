"""The phone page's token can be read out: no look-alike characters, as strong as before."""

from __future__ import annotations

import math

from leaguemgr.services.phone_token import ALPHABET, LENGTH, is_token, new_token
from leaguemgr.web.server import PhoneServer


def test_a_token_has_no_look_alike_characters_and_128_bits() -> None:
    tokens = {new_token() for _ in range(200)}
    assert len(tokens) == 200
    for token in tokens:
        assert len(token) == LENGTH and is_token(token)
        assert not set(token) & set("0O1lIio")
    assert LENGTH * math.log2(len(ALPHABET)) >= 128


def test_the_page_is_served_under_such_a_token_or_the_one_kept() -> None:
    assert is_token(PhoneServer("127.0.0.1", 0).token)
    kept = new_token()
    assert PhoneServer("127.0.0.1", 0, token=kept).token == kept

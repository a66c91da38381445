"""The request log holds no token (SPEC 10): one rule on every token path."""

from __future__ import annotations

import logging

import pytest

from leaguemgr.web.access_log import TokensCut, cut_tokens

# A token of the phone page's shape, fixed: the parameters must be the same on every
# worker of a parallel run.
TOKEN = "m8hw4z48n27rd9hb3nr4y5bmj8"
OLD = "Zk3_q9-Pw2xY7vB1nM4rTa"  # a link of the old 22-character kind


@pytest.mark.parametrize(
    ("path", "written"),
    [
        (f"/p/{TOKEN}", "/p/…"),
        (f"/p/{OLD}", "/p/…"),
        (f"/league/p/{TOKEN}", "/league/p/…"),
        (f"/d/{TOKEN}/night", "/d/…"),
        (f"/tv/{TOKEN}", "/tv/…"),
        (f"/{TOKEN}/", "/…/"),  # the night's phone page
        (f"/{TOKEN}/status.json", "/…/status.json"),
        (f"/p/{TOKEN}?x={TOKEN}", "/p/…?…"),
        ("/", "/"),
        ("/league/", "/league/"),
        ("/p/", "/p/"),
    ],
)
def test_every_token_path_is_written_with_the_token_cut(path: str, written: str) -> None:
    assert cut_tokens(path) == written


def test_the_access_log_line_is_written_with_the_token_cut() -> None:
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5", "GET", f"/p/{TOKEN}", "1.1", 200), None,
    )  # fmt: skip
    assert TokensCut().filter(record)
    assert record.getMessage() == '127.0.0.1:5 - "GET /p/… HTTP/1.1" 200'

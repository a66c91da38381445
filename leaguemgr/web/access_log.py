"""The request log without a token (SPEC 10): the log is the journal, read by whoever runs
the server, and a player's token is their password.

One rule for every token path: the part after ``/p/``, ``/d/`` or ``/tv/`` (and anything
after it) is written ``…``, and so is any part of a path that looks like a token (the
phone page's ``/TOKEN/``, a link of the old 22-character kind); a query is cut the same way.
"""

from __future__ import annotations

import logging
import re

TOKEN_PREFIXES = ("p", "d", "tv")
"""The paths whose next part is a token."""
_LOOKS_LIKE_TOKEN = re.compile(r"[A-Za-z0-9_%-]{16,}")


def cut_tokens(path: str) -> str:
    """``path`` (with its query, as uvicorn logs it) with every token written ``…``."""
    path, query_mark, _query = path.partition("?")
    parts = path.split("/")
    for i, part in enumerate(parts):
        if i > 0 and parts[i - 1] in TOKEN_PREFIXES and part:
            return "/".join([*parts[:i], "…"]) + ("?…" if query_mark else "")
        if _LOOKS_LIKE_TOKEN.fullmatch(part):
            parts[i] = "…"
    return "/".join(parts) + ("?…" if query_mark else "")


class TokensCut(logging.Filter):
    """On uvicorn's access log: the path argument of each line with its tokens cut."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) == 5 and isinstance(args[2], str):
            record.args = (*args[:2], cut_tokens(args[2]), *args[3:])
        return True


_ACCESS = logging.getLogger("uvicorn.access")
if not any(isinstance(f, TokensCut) for f in _ACCESS.filters):
    _ACCESS.addFilter(TokensCut())

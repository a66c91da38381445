"""The body of every page that fails (404, 403, 409, 429, 503): the one function the site's
refusals are rendered by, so their look is decided in one place."""

from __future__ import annotations

from collections.abc import Mapping

from starlette.responses import PlainTextResponse, Response


def error_response(
    status: int, message: str, *, root_path: str = "", headers: Mapping[str, str] | None = None
) -> Response:
    """The answer ``status`` saying ``message`` (a sentence without its full stop), with
    ``headers`` (``Retry-After``, ``Allow``); ``root_path``: where the site starts, the way
    back."""
    del root_path  # the plain text has no link back (yet)
    return PlainTextResponse(f"{message}.\n", status, headers=dict(headers or {}))

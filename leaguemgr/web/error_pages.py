"""The site's own error pages (SPEC 10): 404, 403, 409, 429, 503 (and the plainer 400,
405, 413) in the site's layout, saying what happened and giving a way back.

One function renders them all, :func:`error_response`: the application's refusals
(:mod:`leaguemgr.web.app`) and the server's own (429 and 503 with ``Retry-After``) call it.
A 404 never depends on the path: a wrong token is the same page as any wrong address.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from starlette.requests import Request
from starlette.responses import HTMLResponse

from leaguemgr.language.texts import N_, _
from leaguemgr.web.templating import page_policy, render, root_of

HEADINGS = {
    400: N_("This request is not understood"),
    403: N_("This page is too old"),
    404: N_("Page not found"),
    405: N_("Not allowed here"),
    409: N_("Your answer was not taken"),
    413: N_("Too much sent"),
    429: N_("Too many answers"),
    503: N_("Try again in a minute"),
}
MESSAGES = {
    400: N_("The page sent something it never sends. Open your link again."),
    403: N_("Open your link again and give your answer once more."),
    404: N_("There is no page at this address. Check the link you were given."),
    405: N_("This address is only a page to read."),
    409: N_("Nothing was changed."),
    413: N_("An answer is much shorter than what was sent."),
    429: N_("Wait a minute, then answer again."),
    503: N_("The league's site is busy just now."),
}
POLICY = page_policy()
_PERSONAL = re.compile(r"^/[pd]/[^/]+$")  # a player's page, a director's


def error_html(
    status: int,
    message: str = "",
    *,
    root: str = "",
    path: str = "",
    home: bool = True,
    retry_after: int | None = None,
) -> str:
    """The error page of ``status``; ``path`` (under ``root``) is where it was asked for:
    a player's page other than a 404 leads back to that page, anything else to the
    standings at ``root`` (``home`` false, a server with no front page: to the link)."""
    heading = _(HEADINGS.get(status, N_("Something went wrong")))
    back, back_text = None, _("Open the link you were given again.")
    if status != 404 and _PERSONAL.match(path):
        back, back_text = root + path, _("Back to your page")
    elif home:
        back, back_text = root + "/", _("Go to the league's standings")
    said = message or MESSAGES.get(status, "")
    return render(
        "error.html",
        root=root,
        status=status,
        heading=heading,
        message=(_(said) if said else said).rstrip(".") + ".",
        league="",
        retry_after=retry_after,
        back=back,
        back_text=back_text,
    )


def error_response(
    request: Request | None,
    status: int,
    message: str = "",
    *,
    retry_after: int | None = None,
    headers: Mapping[str, str] | None = None,
    home: bool = True,
) -> HTMLResponse:
    """The site's page for ``status`` answering ``request``, with ``Retry-After`` when
    ``retry_after`` is given and ``headers`` beside (``Allow`` of a 405)."""
    out = dict(headers or {})
    if retry_after is not None:
        out["Retry-After"] = str(retry_after)
    elif "Retry-After" in out and out["Retry-After"].isdigit():
        retry_after = int(out["Retry-After"])
    out["Content-Security-Policy"] = POLICY
    path = request.url.path if request is not None else ""
    root = root_of(request)
    if root and path.startswith(root):
        path = path[len(root) :]
    page = error_html(status, message, root=root, path=path, home=home, retry_after=retry_after)
    return HTMLResponse(page, status, headers=out)

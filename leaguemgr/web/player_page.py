"""A player's personal page (SPEC 10): one HTML page from ``templates/player.html``, its
style inline, no script; and the question a late cancel asks before it is taken.

Readable on a 390 px phone: one column, large buttons. Every text from the league is
escaped by the templates; the Content-Security-Policy allows the site's style (by its hash)
and forms posted back to the site itself, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from leaguemgr.exporters.tables import format_date_text
from leaguemgr.language.texts import N_, _
from leaguemgr.services.player_view import NextNightView, PlayerView
from leaguemgr.web.templating import STYLE, page_policy, render, short_date

__all__ = ["CONTENT_SECURITY_POLICY", "STYLE", "late_cancel_page", "player_page"]

CONTENT_SECURITY_POLICY = page_policy("'self'")
LATE_CANCEL_PENALTY = N_(
    "At the night the organizer may record it, and the season's penalty applies."
)


def player_page(
    view: PlayerView,
    form_token: str,
    money: Callable[[Decimal], str],
    notice: str = "",
    *,
    token: str = "",
    root: str = "",
    locale: str | None = None,
) -> str:
    """The whole page of ``view``; ``form_token`` goes into every form (posted to
    ``root``/p/``token``), ``notice`` (already worded) shows at the top; its results'
    days in the league's ``locale`` ("31.01.2026"; ``None``: "Jan 31")."""
    return render(
        "player.html",
        root=root,
        view=view,
        form_token=form_token,
        money=money,
        day=short_date if locale is None else lambda text: format_date_text(text, locale),
        notice=notice,
        token=token,
    )


def late_cancel_page(
    view: PlayerView,
    night: NextNightView,
    form_token: str,
    *,
    token: str = "",
    root: str = "",
) -> str:
    """The question a going player's no after the answer-by time asks (SPEC 10): its form
    carries the same fields, ``confirm=1`` and the button ``answer=no``."""
    return render(
        "late_cancel.html",
        root=root,
        view=view,
        night=night,
        form_token=form_token,
        token=token,
        penalty=_(LATE_CANCEL_PENALTY),
    )

"""Players' personal links (SPEC 10): ``/p/TOKEN``, 128.8 random bits, no password.

The token is made like the phone page's (:mod:`.phone_token`): a link printed on a table
card is sometimes typed by hand, so it holds no characters that look alike. Links issued
before (22 URL-safe characters) are stored as they were and keep working.

A link is issued once and shown again (copied, printed on the table card) until the
organizer reissues it: the new token replaces the old in the same transaction, so the old
link ends at once. A token from the web is compared with every stored one in constant time
(no early exit: how long the answer takes says nothing about how close a guess was).
"""

from __future__ import annotations

import datetime as dt
import hmac
import secrets
from collections.abc import Iterable

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_token import new_token
from leaguemgr.storage import rsvp_writes
from leaguemgr.storage.errors import StorageError

DEFAULT_BASE = "http://127.0.0.1:8000"


def link(base: str, token: str) -> str:
    return f"{base.rstrip('/')}/p/{token}"


def current_tokens(service: LeagueService) -> dict[str, str]:
    """Each player's current token, by player id (players never issued one are absent)."""
    with service.database.read() as session:
        return rsvp_writes.link_tokens(session)


def issue_links(
    service: LeagueService, players: Iterable[str], *, reissue: bool = False
) -> dict[str, str]:
    """The tokens of ``players`` (ids), issuing one to each who has none, or to every one
    with ``reissue``; all in one transaction."""
    wanted = list(players)
    tokens = current_tokens(service)
    issuing = [p for p in wanted if reissue or p not in tokens]
    if issuing:
        issued = dt.datetime.now().isoformat(timespec="seconds")
        with service.database.transaction(reread=True) as session:
            for player in issuing:
                tokens[player] = new_token()
                rsvp_writes.issue_link(session, player, tokens[player], issued)
    return {player: tokens[player] for player in wanted}


def player_of_token(
    service: LeagueService, token: str, tokens: dict[str, str] | None = None
) -> Player | None:
    """The player whose current link is ``token``, ``None`` for a wrong or old one;
    ``tokens``: :func:`current_tokens` as the caller keeps them, else read now."""
    found = None
    candidate = token.encode()
    for player, stored in (current_tokens(service) if tokens is None else tokens).items():
        if hmac.compare_digest(candidate, stored.encode()):
            found = player
    if found is None:
        return None
    return next((p for p in service.league.players if p.id == found), None)


def links_base(service: LeagueService, base: str | None) -> str:
    """``base``, else the address the site was last served under, else the default."""
    if base:
        return base.rstrip("/")
    with service.database.read() as session:
        return (rsvp_writes.public_url(session) or DEFAULT_BASE).rstrip("/")


def site_address(service: LeagueService) -> str | None:
    """The address ``leaguemgr serve`` last served the site under, if it was given one."""
    with service.database.read() as session:
        return rsvp_writes.public_url(session)


def remember_public_url(service: LeagueService, url: str) -> None:
    """Keep the address ``leaguemgr serve`` serves under: the links' default base."""
    with service.database.read() as session:
        if rsvp_writes.public_url(session) == url:
            return
    with service.database.transaction(reread=True) as session:
        rsvp_writes.set_public_url(session, url)


def form_key(service: LeagueService) -> str:
    """The league's form key (hex), made now if it has none. Two servers starting at once
    keep the first one written: the other's is never stored. The key is no edit of the
    league: its write is not counted, so the app serving the phones mid-night is not made
    to read the league (and the night) again."""
    with service.database.read() as session:
        key = rsvp_writes.form_key(session)
    if key is None:
        try:
            with service.database.transaction(reread=True, counted=False) as session:
                rsvp_writes.set_form_key_once(session, secrets.token_hex(32))
        except StorageError:
            # A league that cannot be written (read-only) takes no answer anyway: its pages
            # are still served, their forms under a key of this process alone.
            return secrets.token_hex(32)
        with service.database.read() as session:
            key = rsvp_writes.form_key(session)
    assert key is not None
    return key

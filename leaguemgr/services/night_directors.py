"""A night's directors (SPEC 11): the people the organizer lets run the night from a phone,
each by a link ``/d/TOKEN`` of their own.

A director is made for one night, planned or running, and the link works until it is ended
or reissued (the old token ends in the same transaction as the new one is made). The token
is a player link's kind (:mod:`.phone_token`: 128 bits, no look-alike characters), and a
token from the web is found through its digest and then compared in constant time.

Every write is one transaction, checked against the league as this program read it (a
change made elsewhere meanwhile is read first, and the write tried again): the checks (a
name taken, a night closed) are made on the league as it stands.
"""

from __future__ import annotations

import hashlib
import hmac
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from leaguemgr.domain.records import EventState, event_state
from leaguemgr.language.texts import _
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_token import new_token
from leaguemgr.storage import director_rows
from leaguemgr.storage.director_rows import DirectorRow, LinkRow
from leaguemgr.storage.errors import ChangedMeanwhile
from leaguemgr.storage.night_log import event_key

__all__ = [
    "MAX_DIRECTORS",
    "MAX_NAME",
    "Director",
    "DirectorRefused",
    "add_director",
    "director_of_token",
    "director_url",
    "end_director",
    "night_directors",
    "reissue_director",
]

MAX_NAME = 40
MAX_DIRECTORS = 12
_ATTEMPTS = 8  # tries of one write while other programs' writes keep landing first

T = TypeVar("T")


@dataclass(frozen=True)
class Director:
    name: str
    """As typed, trimmed; unique (case-insensitive) among the night's current ones."""
    token: str
    """The secret of the link: :func:`leaguemgr.services.phone_token.new_token`."""
    made: str
    """When the link was made (ISO time, the computer's zone)."""


class DirectorRefused(ValueError):
    """A director the organizer asked for that cannot be: ``str(exc)`` says why."""


def director_url(base: str, token: str) -> str:
    return f"{base.rstrip('/')}/d/{token}"


def night_directors(service: LeagueService, season: str, number: int) -> list[Director]:
    """The night's current directors, in the order they were made."""
    _follow(service)
    _event(service, season, number)
    with service.database.read() as session:
        key, _state = event_key(session, season, number)
        return [_director(row) for row in director_rows.current(session, key)]


def add_director(service: LeagueService, season: str, number: int, name: str) -> Director:
    """Make a director for the night, with a link of their own."""
    name = _valid_name(name)

    def write(session, key: int, current: list[DirectorRow]) -> Director:
        taken = _named(current, name)
        if taken is not None:
            raise DirectorRefused(
                _("{name} is already directing this night").format(name=taken.name)
            )
        if len(current) >= MAX_DIRECTORS:
            raise DirectorRefused(
                _("a night has at most {most} directors: end one before adding {name}").format(
                    most=MAX_DIRECTORS, name=name
                )
            )
        made = DirectorRow(name, new_token(), _now())
        director_rows.add(session, key, made)
        return _director(made)

    return _write(service, season, number, write, refuse_closed=True)


def reissue_director(service: LeagueService, season: str, number: int, name: str) -> Director:
    """A new link for the director: the old one ends at once."""
    wanted = name.strip()

    def write(session, key: int, current: list[DirectorRow]) -> Director:
        found = _named(current, wanted)
        if found is None:
            raise DirectorRefused(_nobody(wanted, number))
        now = _now()
        director_rows.end(session, key, found.token, now)
        made = DirectorRow(found.name, new_token(), now)
        director_rows.add(session, key, made)
        return _director(made)

    return _write(service, season, number, write, refuse_closed=True)


def end_director(service: LeagueService, season: str, number: int, name: str) -> None:
    """End the director's link (the page answers 404 from now); they can be added again."""
    wanted = name.strip()

    def write(session, key: int, current: list[DirectorRow]) -> None:
        found = _named(current, wanted)
        if found is None:
            raise DirectorRefused(_nobody(wanted, number))
        director_rows.end(session, key, found.token, _now())

    _write(service, season, number, write, refuse_closed=False)


def director_of_token(service: LeagueService, token: str) -> tuple[str, int, Director] | None:
    """The (season, event number, director) of a current link; ``None`` when the token is
    wrong or its link ended. The links are read once per change of the league."""
    _follow(service)
    links = _links(service)
    found = links.get(_digest(token))
    if found is None or not hmac.compare_digest(token.encode(), found.director.token.encode()):
        return None
    return found.season, found.number, _director(found.director)


# Internals ----------------------------------------------------------------------------------

# The current links of each league database, with the change counter they were read at.
_CACHE: weakref.WeakKeyDictionary[object, tuple[int, dict[bytes, LinkRow]]] = (
    weakref.WeakKeyDictionary()
)


def _links(service: LeagueService) -> dict[bytes, LinkRow]:
    database = service.database
    seen = database.seen
    cached = _CACHE.get(database)
    if cached is not None and seen is not None and cached[0] == seen:
        return cached[1]
    with database.read() as session:
        links = {
            _digest(link.director.token): link for link in director_rows.current_links(session)
        }
    if seen is not None:
        _CACHE[database] = (seen, links)
    return links


def _digest(token: str) -> bytes:
    # Looked up by the token's SHA-256: a stranger cannot aim a guess at a digest's bytes.
    return hashlib.sha256(token.encode()).digest()


def _write(
    service: LeagueService,
    season: str,
    number: int,
    work: Callable[..., T],
    *,
    refuse_closed: bool,
) -> T:
    for attempt in range(1, _ATTEMPTS + 1):
        _follow(service)
        state = event_state(_event(service, season, number))
        if refuse_closed and state is EventState.CLOSED:
            raise DirectorRefused(
                _("event {number} is closed: its night has no directors").format(number=number)
            )
        try:
            with service.database.transaction() as session:
                key, _stored = event_key(session, season, number)
                return work(session, key, director_rows.current(session, key))
        except ChangedMeanwhile:
            if attempt == _ATTEMPTS:
                raise
    raise AssertionError("unreachable")  # the loop returns or raises


def _follow(service: LeagueService) -> None:
    if service.changed_elsewhere():
        service.reload()


def _event(service: LeagueService, season: str, number: int):
    if season not in service.season_names():
        raise DirectorRefused(_('there is no season "{name}"').format(name=season))
    event = service.event(season, number)
    if event is None:
        raise DirectorRefused(
            _("season {season} has no event {number}").format(season=season, number=number)
        )
    return event


def _valid_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise DirectorRefused(_("a director needs a name"))
    if len(name) > MAX_NAME:
        raise DirectorRefused(
            _("a director's name has at most {most} characters").format(most=MAX_NAME)
        )
    return name


def _named(current: list[DirectorRow], name: str) -> DirectorRow | None:
    folded = name.casefold()
    return next((row for row in current if row.name.casefold() == folded), None)


def _nobody(name: str, number: int) -> str:
    return _('nobody called "{name}" is directing event {number}').format(name=name, number=number)


def _director(row: DirectorRow) -> Director:
    return Director(row.name, row.token, row.made)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")

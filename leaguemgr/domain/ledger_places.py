"""Where a night's close and a season's mark sit in the ledger (SPEC 7) when a league file
replaces a season the database holds.

A league file keeps no such place: league-file.md has no key for ``Event.closed_at_line``
or ``Season.completed_at_line``, so the writer leaves them out and the reader gives
``None``. A season new to the database is then placed by date, which is fine for a league
just imported: none of its balances was shown before. A season imported over the stored
one keeps what the organizer has seen, as long as the file's ledger begins with the stored
lines: a night closed in both, and the mark of a season complete in both (its day too),
keep their stored places; a night or a mark the file brings new sits after the stored
lines, the ones recorded before the import. A file whose ledger is not the stored one plus
more lines has nothing to place against: by date.
"""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.records import Event, EventState, Season, event_state


def with_places_kept(stored: Season | None, incoming: Season) -> Season:
    """``incoming`` with each place it leaves ``None`` filled from ``stored`` (see above)."""
    lines = len(stored.ledger) if stored is not None else 0
    if stored is None or incoming.ledger[:lines] != stored.ledger:
        return incoming
    closed = {e.number: e for e in stored.events if event_state(e) is EventState.CLOSED}
    events = tuple(_placed(event, closed.get(event.number), lines) for event in incoming.events)
    season = dataclasses.replace(incoming, events=events)
    if incoming.complete and incoming.completed_at_line is None:
        if not stored.complete:
            return dataclasses.replace(season, completed_at_line=lines)
        completed_on = incoming.completed_on or stored.completed_on
        season = dataclasses.replace(
            season, completed_on=completed_on, completed_at_line=stored.completed_at_line
        )
    return season


def _placed(event: Event, stored: Event | None, lines: int) -> Event:
    if event.closed_at_line is not None or event_state(event) is not EventState.CLOSED:
        return event
    at = lines if stored is None else stored.closed_at_line
    return event if at is None else dataclasses.replace(event, closed_at_line=at)

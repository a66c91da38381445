"""Knockout rules (SPEC 9) in their storage columns (migration 0010): the league file's own
``knockout`` object as JSON text, so the two forms cannot drift apart."""

from __future__ import annotations

import json

from leaguemgr.domain.records import Event, KnockoutRules
from leaguemgr.leaguefile.knockout_keys import knockout_document, read_knockout

_NONE_HERE = "null"  # an event's own rule "no knockout bounties here"


def dump_knockout(rule: KnockoutRules | None) -> str | None:
    """A season's rule as JSON text; NULL: none."""
    return None if rule is None else json.dumps(knockout_document(rule), sort_keys=True)


def load_knockout(text: str | None) -> KnockoutRules | None:
    return None if text is None else read_knockout(json.loads(text), ("knockout",))


def dump_event_knockout(event: Event) -> str | None:
    """An event's own rule: NULL follows the season, the text ``null`` is none here."""
    if not event.knockout_set:
        return None
    return _NONE_HERE if event.knockout is None else dump_knockout(event.knockout)


def load_event_knockout(text: str | None) -> tuple[KnockoutRules | None, bool]:
    """(``Event.knockout``, ``Event.knockout_set``) of an event's column."""
    if text is None:
        return None, False
    return load_knockout(None if text == _NONE_HERE else text), True

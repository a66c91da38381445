"""What a call of the league service changed, so that each screen refreshes only what it
shows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Change:
    """What a call changed, so that each screen refreshes only what it shows."""

    parts: frozenset[str]
    season: str | None = None

    @classmethod
    def of(cls, *parts: str, season: str | None = None) -> Change:
        return cls(frozenset(parts), season)


#: The parts of a running night's action (an arrival, a bust): its event's entries, money
#: and standings change only when the night closes.
NIGHT = "night"
NIGHT_ONLY = frozenset({NIGHT})

#: Everything: the league was read again whole (another program changed it).
WHOLE_LEAGUE = Change.of("league", "players", "seasons", "rules", "events", "championship")

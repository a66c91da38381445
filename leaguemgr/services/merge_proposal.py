"""Which two players the Players screen's *Merge duplicate…* proposes (SPEC 5's matching).

A duplicate is a player whose name is another's as an import matches names (without case,
accents or punctuation, ``td3.matching.loose_name_key``), or that name with the number an
import adds to tell two apart ("Egon T (2)"). Of such a pair the likely duplicate is the one
with fewer entries, or on equal entries the one made later; the other keeps the history.
Where the selected player has no such namesake nothing is proposed: the organizer picks.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from leaguemgr.domain.records import League, Player
from leaguemgr.td3.matching import loose_name_key

_NUMBERED = re.compile(r"\s*\(\d+\)\s*$")  # what an import adds to a second "Egon T"


@dataclass(frozen=True, slots=True)
class MergeProposal:
    keep: Player
    duplicate: Player | None  # None: no namesake, the organizer picks one


def duplicate_key(name: str) -> str:
    """What two players' names are compared by to call one a duplicate of the other."""
    return loose_name_key(_NUMBERED.sub("", name))


def merge_proposal(league: League, selected: str) -> MergeProposal:
    """The merge proposed for the ``selected`` player: kept and merged away (see the module).
    The selected player is the one merged away when their namesake is the likelier original."""
    players = list(league.players)
    chosen = next(player for player in players if player.id == selected)
    key = duplicate_key(chosen.name)
    namesakes = [p for p in players if p.id != selected and duplicate_key(p.name) == key]
    if not namesakes:
        return MergeProposal(chosen, None)
    entries = Counter(
        entry.player
        for season in league.seasons
        for event in season.events
        for entry in event.entries
    )
    made = {player.id: index for index, player in enumerate(players)}

    def original_first(player: Player) -> tuple[int, int]:
        return -entries[player.id], made[player.id]

    original = min([chosen, *namesakes], key=original_first)
    if original is not chosen:
        return MergeProposal(original, chosen)
    return MergeProposal(chosen, max(namesakes, key=original_first))

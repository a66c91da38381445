"""Which league player each TD3 player is (SPEC 5; td3-format.md, 2).

TD3's player id comes from its player database and stays the same across every tournament
and year, so it decides first. A league player who has no TD3 id yet (entered in leaguemgr
before the import) is matched by name, which the app shows for the organizer to confirm
(a merge). Everyone else becomes a new player. Similar names are different people ("Sigge"
and "Sigge X"), and two TD3 ids under one name are two people: the second is imported under
the name with a number ("Egon T (2)") and a warning says so.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from leaguemgr.language.texts import _
from leaguemgr.td3.tournament import Td3Player


class MatchedBy(StrEnum):
    TD3_ID = "td3_id"  # the league player already carries this TD3 id
    NAME = "name"  # a league player without a TD3 id, of the same name: to confirm
    NEW = "new"  # no league player: one is created


@dataclass(frozen=True, slots=True)
class KnownPlayer:
    """A player already in the league."""

    id: str
    name: str
    td3_id: str | None = None


@dataclass(frozen=True, slots=True)
class PlayerMatch:
    td3_id: str
    td3_name: str
    player: str  # the league player's id (new or existing)
    name: str  # the league player's name (new or existing)
    by: MatchedBy


@dataclass(frozen=True, slots=True)
class Matching:
    matches: dict[str, PlayerMatch]  # by TD3 id
    warnings: tuple[str, ...]

    @property
    def new_players(self) -> tuple[PlayerMatch, ...]:
        return tuple(match for match in self.matches.values() if match.by is MatchedBy.NEW)

    @property
    def name_matches(self) -> tuple[PlayerMatch, ...]:
        return tuple(match for match in self.matches.values() if match.by is MatchedBy.NAME)


def name_key(name: str) -> str:
    """Names compare without regard to case, accents' encoding or repeated spaces."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def loose_name_key(name: str) -> str:
    """Names as a person reads them: without case, accents or punctuation, so "Lori H."
    is "lori h" and "José" is "Jose" (a spreadsheet typed over years spells both ways)."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    # "O'Neil" is "ONeil" and "J.R." is "JR"; other punctuation parts words ("Ann-Marie").
    plain = re.sub(r"['’‘`.]", "", plain)
    return " ".join(re.sub(r"[^\w]+|_", " ", plain).split())


def match_players(players: Iterable[Td3Player], known: Sequence[KnownPlayer]) -> Matching:
    """A league player for every TD3 player of ``players`` (in the order given; the same TD3
    id may come many times, from many files: it is matched once)."""
    by_td3_id = {player.td3_id: player for player in known if player.td3_id}
    by_name: dict[str, KnownPlayer] = {}
    for player in known:
        if not player.td3_id:
            by_name.setdefault(loose_name_key(player.name), player)
    used_ids = {player.id for player in known}
    used_names = {name_key(player.name) for player in known}
    matches: dict[str, PlayerMatch] = {}
    warnings: list[str] = []
    claimed: set[str] = set()  # league players matched by name in this import
    for td3 in players:
        if td3.uuid in matches:
            continue
        td3_name = td3.name
        if td3.uuid in by_td3_id:
            found = by_td3_id[td3.uuid]
            matches[td3.uuid] = PlayerMatch(
                td3.uuid, td3_name, found.id, found.name, MatchedBy.TD3_ID
            )
            continue
        candidate = by_name.get(loose_name_key(td3_name))
        if candidate is not None and candidate.id not in claimed:
            claimed.add(candidate.id)
            matches[td3.uuid] = PlayerMatch(
                td3.uuid, td3_name, candidate.id, candidate.name, MatchedBy.NAME
            )
            continue
        name = _free_name(_league_name(td3_name, td3.uuid), used_names)
        if name != td3_name:
            warnings.append(
                _(
                    "two TD3 players are called {name}; the one with TD3 id {id} is imported "
                    "as {league_name}"
                ).format(name=td3_name, id=td3.uuid, league_name=name)
            )
        used_names.add(name_key(name))
        player_id = _free_id(td3.uuid, used_ids)
        used_ids.add(player_id)
        matches[td3.uuid] = PlayerMatch(td3.uuid, td3_name, player_id, name, MatchedBy.NEW)
    return Matching(matches, tuple(warnings))


@dataclass(frozen=True, slots=True)
class NameMatch:
    """A player of a spreadsheet, known only by the name (or names) it is written as."""

    written: tuple[str, ...]  # every spelling in the sheets ("Lori H.", "lori h"), first first
    player: str  # the league player's id (new or existing)
    name: str  # the league player's name (new or existing)
    by: MatchedBy  # NAME: a league player of that name; NEW: created

    @property
    def merged(self) -> bool:
        """True when the sheets' spellings, or the league's, are not all the same text."""
        return len({*self.written, self.name}) > 1 or self.by is MatchedBy.NAME


def match_names(
    names: Iterable[str], known: Sequence[KnownPlayer], apart: Collection[str] = ()
) -> dict[str, NameMatch]:
    """A league player for every name of ``names``, by spelling. Spellings that are the same
    name ignoring case, accents and punctuation are one player, matched to the league player
    of that name when there is one. A spelling in ``apart`` (the organizer said "not the
    same person") is a player of its own, never matched."""
    by_name: dict[str, KnownPlayer] = {}
    for player in known:
        by_name.setdefault(loose_name_key(player.name), player)
    groups: dict[str, list[str]] = {}
    for name in names:
        key = f"apart:{name}" if name in apart else loose_name_key(name)
        spellings = groups.setdefault(key, [])
        if name not in spellings:
            spellings.append(name)
    used_ids = {player.id for player in known}
    used_names = {name_key(player.name) for player in known}
    matches: dict[str, NameMatch] = {}
    for key, spellings in groups.items():
        found = by_name.get(key)
        if found is not None:
            match = NameMatch(tuple(spellings), found.id, found.name, MatchedBy.NAME)
        else:
            name = _free_name(_league_name(spellings[0], "?"), used_names)
            used_names.add(name_key(name))
            player_id = _free_sheet_id(name, used_ids)
            used_ids.add(player_id)
            match = NameMatch(tuple(spellings), player_id, name, MatchedBy.NEW)
        for spelling in spellings:
            matches[spelling] = match
    return matches


def _free_sheet_id(name: str, used: set[str]) -> str:
    """``lori-h``: a readable id for a player first met in a spreadsheet."""
    plain = "-".join(loose_name_key(name).split())[:40] or "player"
    candidate = plain
    number = 2
    while candidate in used:
        candidate = f"{plain}-{number}"
        number += 1
    return candidate


def _league_name(name: str, td3_id: str) -> str:
    """A name the league can hold (one line of printable text, at most 90 characters, room
    left for a number): TD3 takes whatever was typed."""
    printable = "".join(c if c.isprintable() else " " for c in name)
    cleaned = " ".join(printable.split())[:90].strip()
    return cleaned or f"TD3 player {td3_id[:8]}"


def _free_name(name: str, used: set[str]) -> str:
    if name_key(name) not in used:
        return name
    number = 2
    while name_key(f"{name} ({number})") in used:
        number += 1
    return f"{name} ({number})"


def _free_id(td3_id: str, used: set[str]) -> str:
    """``td3-116a21f0``: short, stable and readable in a league file; longer if taken."""
    plain = re.sub(r"[^0-9a-z]", "", td3_id.lower()) or "player"
    for length in (8, 12, len(plain)):
        candidate = f"td3-{plain[:length]}"
        if candidate not in used:
            return candidate
    number = 2
    while f"td3-{plain}-{number}" in used:
        number += 1
    return f"td3-{plain}-{number}"

"""Player names for typing and reading at the table: each player's shown name, unique in the
league, by the one rule of :mod:`leaguemgr.domain.names` the editors use too."""

from __future__ import annotations

from collections.abc import Iterable

from leaguemgr.domain.names import ids_by_text, name_key, shown_names, sorted_names
from leaguemgr.domain.records import Player
from leaguemgr.language.texts import _, ngettext


class Names:
    """Shown names by id and back; two players of one name are told apart by their ids."""

    def __init__(self, players: Iterable[Player]):
        self.by_id = shown_names(players)
        self._ids = ids_by_text(self.by_id)

    def name(self, player: str) -> str:
        return self.by_id.get(player, player)

    def names(self, players: Iterable[str]) -> str:
        return ", ".join(self.name(p) for p in players)

    def find(self, text: str) -> str | None:
        """The id of the player ``text`` names (shown name or id, any case), else None."""
        return self._ids.get(name_key(text))

    def match(self, text: str, among: Iterable[str]) -> str:
        """The one player of ``among`` (ids) that ``text`` names: exactly, else the only
        name containing it; ``LookupError`` with a message for the director if none or many."""
        among = list(among)
        exact = self.find(text)
        if exact is not None and exact in among:
            return exact
        needle = text.strip().casefold()
        found = [p for p in among if needle and needle in self.name(p).casefold()]
        if len(found) == 1:
            return found[0]
        if found:
            raise LookupError(
                ngettext(
                    "{count} player matches '{text}': pick one (arrows, Enter) or type the name",
                    "{count} players match '{text}': pick one (arrows, Enter) or type the name",
                    len(found),
                ).format(count=len(found), text=text.strip())
            )
        raise LookupError(_("'{text}' is not one of the players here").format(text=text.strip()))

    def containing(self, text: str) -> list[str]:
        """Every player (ids) whose shown name contains ``text``, any case."""
        needle = text.strip().casefold()
        return [p for p, name in self.by_id.items() if needle and needle in name.casefold()]

    def match_count(self, text: str, among: Iterable[str]) -> int:
        """How many of ``among`` the text could name (an exact name counts one)."""
        among = list(among)
        exact = self.find(text)
        if exact is not None and exact in among:
            return 1
        return len(set(self.containing(text)) & set(among))

    def shown(self, players: Iterable[str]) -> list[str]:
        return sorted_names(self.name(p) for p in players)

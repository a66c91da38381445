"""The league's players as the editors show and read them: by name, with completion.

The organizer types names; the records hold player ids. A name that two players share is
shown with the id in brackets so every completion names exactly one player.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QWidget

from leaguemgr.domain.names import collation_key, ids_by_text, name_key, shown_names
from leaguemgr.domain.records import Player

_ID_PATTERN = re.compile(r"\b[\w-]+\b")


def _word_starts(label: str, wanted: str) -> bool:
    return label.startswith(wanted) or any(word.startswith(wanted) for word in label.split())


class Roster:
    """Lookups between player ids and the labels typed and shown in the editors."""

    def __init__(self, players: Iterable[Player]):
        self.players = tuple(players)
        self._label = shown_names(self.players)
        self._by_text = ids_by_text(self._label)

    def label(self, player_id: str) -> str:
        """The name shown for ``player_id``; an unknown id is shown as it is."""
        return self._label.get(player_id, player_id)

    def find(self, text: str) -> str | None:
        """The id of the player named (or with the id) ``text``, ignoring case."""
        return self._by_text.get(name_key(text))

    def to_id(self, text: str) -> str:
        """The id of the one player ``text`` names (a few letters will do).

        Text that names no player, or several, is kept as typed so validation points at it.
        """
        matches = self.matches(text)
        return matches[0] if len(matches) == 1 else text.strip()

    def matches(self, text: str) -> list[str]:
        """Ids of the players ``text`` could mean, best first, for typing a few letters.

        An exact name or id wins; then names where a word starts with the text; then names
        that contain it anywhere.
        """
        exact = self.find(text)
        if exact is not None:
            return [exact]
        wanted = text.strip().casefold()
        if not wanted:
            return []
        ordered = sorted(self.players, key=lambda p: collation_key(self._label[p.id]))
        starts = [p.id for p in ordered if _word_starts(self._label[p.id].casefold(), wanted)]
        if starts:
            return starts
        return [p.id for p in ordered if wanted in self._label[p.id].casefold()]

    def humanize(self, message: str) -> str:
        """Replace the player ids in a message from the rules core with the players' names."""
        return _ID_PATTERN.sub(lambda m: self._label.get(m.group(0), m.group(0)), message)

    def labels(self, *, active_only: bool = False) -> list[str]:
        chosen = [p for p in self.players if p.active or not active_only]
        return sorted((self._label[p.id] for p in chosen), key=collation_key)

    def completer(self, parent: QWidget | None = None) -> QCompleter:
        """A completer over the names: a few letters anywhere in the name find the player."""
        completer = QCompleter(QStringListModel(self.labels(active_only=True)), parent)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        return completer


class NameListCompleter(QCompleter):
    """Completes the last name of a comma-separated list ("Ann Lee, Bo" -> "Ann Lee, Bob Ray")."""

    def __init__(self, roster: Roster, parent: QWidget | None = None):
        super().__init__(QStringListModel(roster.labels()), parent)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)

    def splitPath(self, path: str) -> list[str]:
        return [path.rsplit(",", 1)[-1].strip()]

    def pathFromIndex(self, index) -> str:
        chosen = str(index.data())
        widget = self.widget()
        text = widget.text() if widget is not None and hasattr(widget, "text") else ""
        head = text.rsplit(",", 1)[0] if "," in text else ""
        return f"{head}, {chosen}" if head else chosen

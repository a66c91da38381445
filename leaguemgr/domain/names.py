"""What a name may hold, and how a player's name is shown and found: one rule for names read
from a league file, typed in the editors and typed at the table.

A name ends up in a spreadsheet, a PDF, a web page, a SQLite text column and a terminal.
Control characters break the workbook (Excel's XML cannot hold them) and hide text in a
terminal, an unpaired surrogate cannot be written as UTF-8 at all, and a very long name makes
printed tables take minutes to lay out. So a name is one line of real characters, of a
length a person would type.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from leaguemgr.language.texts import N_, _

if TYPE_CHECKING:
    from leaguemgr.domain.records import Player

MAX_NAME_LENGTH = 100

# Joiners shape Persian, Indic and emoji text; they print nothing and harm nothing.
_ALLOWED_FORMAT_CHARACTERS = frozenset({"\u200c", "\u200d"})
_NOT_IN_A_NAME = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
# What the callers call a name in the messages below (``what``): in the catalogs, so each is
# said in the user's language; another is shown as it is given.
_WHATS = (
    N_("a name"),
    N_("the text"),
    N_("a player name"),
    N_("a player's name"),
    N_("a player id"),
    N_("a season name"),
    N_("a season's name"),
    N_("the season name"),
    N_("an event name"),
    N_("the league name"),
    N_("the currency"),
    N_("a fund name"),
    N_("a points preset"),
)


def name_problem(text: str, what: str = "a name") -> str | None:
    """What is wrong with ``text`` as a name (the message to show), or ``None`` if it is fine.

    ``what`` says what kind of name it is in the message ("a player name", "the currency").
    """
    if not isinstance(text, str):
        return _("{what} must be text").format(what=_(what))
    if len(text) > MAX_NAME_LENGTH:
        return _("{what} is {length:,} characters long; at most {largest} are allowed").format(
            what=_(what), length=len(text), largest=MAX_NAME_LENGTH
        )
    if not text.strip():
        return _("{what} cannot be empty").format(what=_(what))
    return character_problem(text, what)


def character_problem(text: str, what: str = "the text") -> str | None:
    """The first character that no text of a league may hold, as a message, or ``None``."""
    if text.isprintable():  # the usual case, checked at C speed
        return None
    for position, character in enumerate(text, 1):
        if character in _ALLOWED_FORMAT_CHARACTERS:
            continue
        category = unicodedata.category(character)
        if category == "Cs":
            return _(
                "{what} holds half of a character (an unpaired surrogate, "
                "U+{code:04X}) at position {position}"
            ).format(what=_(what), code=ord(character), position=position)
        if category in _NOT_IN_A_NAME:
            return _(
                "{what} holds an invisible control character (U+{code:04X}) at position {position}"
            ).format(what=_(what), code=ord(character), position=position)
    return None


def name_key(text: str) -> str:
    """What two typed names are compared by: case and the spaces around do not count, so
    "max moore " finds Max Moore. (Matching an imported history is looser:
    ``td3.matching.loose_name_key``.)"""
    return text.strip().casefold()


def collation_key(name: str, locale: str | None = None) -> tuple[str, str, str]:
    """What player names are sorted by for display (SPEC 12): the letters first with accents
    and case ignored, so "Özil" sits beside "Ozil" and "Élodie" before "Eric"; then the
    accents, then the case, as a tie-break, so the order is the same on every run.

    ``locale`` is the league's ("de_DE"): English, German, French, Spanish and Dutch all sort
    names this way (Unicode's root collation), so it changes nothing yet; it is the one place
    a locale whose alphabet puts "Ö" after "Z" (Swedish, Finnish) would be told apart.
    """
    del locale  # every language leaguemgr speaks collates names alike (see above)
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKD", name).casefold())
    letters = "".join(c for c in folded if not unicodedata.combining(c))
    return (letters, unicodedata.normalize("NFC", name).casefold(), name)


def sorted_names(names: Iterable[str], locale: str | None = None) -> list[str]:
    """``names`` in the league's collation (:func:`collation_key`)."""
    return sorted(names, key=lambda name: collation_key(name, locale))


def shown_names(players: Iterable[Player]) -> dict[str, str]:
    """Each player's shown name by id: the name, with the id beside it when another player's
    name is the same but for case ("Max Moore (max2)"), so no two players look alike."""
    players = list(players)
    twice = {key for key, count in Counter(name_key(p.name) for p in players).items() if count > 1}
    return {p.id: f"{p.name} ({p.id})" if name_key(p.name) in twice else p.name for p in players}


def ids_by_text(shown: Mapping[str, str]) -> dict[str, str]:
    """The player id each text names, by :func:`name_key`: a shown name of ``shown`` (ids to
    shown names) or an id. A shown name wins over an id of the same letters, as the shown
    name is what a person reads and types."""
    found = {name_key(player_id): player_id for player_id in shown}
    found.update({name_key(text): player_id for player_id, text in shown.items()})
    return found


def with_names(message: str, shown: Mapping[str, str]) -> str:
    """``message`` with every player id in it (a word of its own: "p00", "p00's") written as
    the player's shown name of ``shown``: the rules name players by id, people read names."""
    ids = sorted((i for i in shown if i and i in message), key=len, reverse=True)
    if not ids:
        return message
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")
    return pattern.sub(lambda found: shown[found.group(1)], message)

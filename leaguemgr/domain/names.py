"""What a name may hold: the same rule for names read from a league file and typed in the app.

A name ends up in a spreadsheet, a PDF, a web page, a SQLite text column and a terminal.
Control characters break the workbook (Excel's XML cannot hold them) and hide text in a
terminal, an unpaired surrogate cannot be written as UTF-8 at all, and a very long name makes
printed tables take minutes to lay out. So a name is one line of real characters, of a
length a person would type.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 100

# Joiners shape Persian, Indic and emoji text; they print nothing and harm nothing.
_ALLOWED_FORMAT_CHARACTERS = frozenset({"\u200c", "\u200d"})
_NOT_IN_A_NAME = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def name_problem(text: str, what: str = "a name") -> str | None:
    """What is wrong with ``text`` as a name (the message to show), or ``None`` if it is fine.

    ``what`` says what kind of name it is in the message ("a player name", "the currency").
    """
    if not isinstance(text, str):
        return f"{what} must be text"
    if len(text) > MAX_NAME_LENGTH:
        return f"{what} is {len(text):,} characters long; at most {MAX_NAME_LENGTH} are allowed"
    if not text.strip():
        return f"{what} cannot be empty"
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
            return (
                f"{what} holds half of a character (an unpaired surrogate, "
                f"U+{ord(character):04X}) at position {position}"
            )
        if category in _NOT_IN_A_NAME:
            return (
                f"{what} holds an invisible control character (U+{ord(character):04X}) "
                f"at position {position}"
            )
    return None

"""Values and paths as an error message shows them: short, on one line, always printable.

A refused value may be a megabyte of text, a list nested fifty deep or hold control
characters and unpaired surrogates; the message still has to be one line a terminal (and a
UTF-8 encoder) can take.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from leaguemgr.domain.errors import Location

SHOWN_LENGTH = 40
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


class Literal:
    """Text that an error message shows as it is (not in quotes, as a string would be)."""

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


def shown_value(value: object) -> object:
    """``value`` as a problem should hold it: strings shortened and escaped, containers and
    long numbers summed up; ``None``, booleans and short numbers are kept as they are."""
    if value is None or isinstance(value, (bool, float)):
        return value
    if isinstance(value, str):
        return shown_text(value)
    if isinstance(value, int):
        digits = str(value)
        return value if len(digits) <= SHOWN_LENGTH else Literal(_cut(digits))
    return Literal(_brief(value, 0))


def shown_text(text: str) -> str:
    """At most about :data:`SHOWN_LENGTH` characters, invisible ones written as escapes."""
    cut = text[: SHOWN_LENGTH + 1]
    if not cut.isprintable():
        cut = "".join(_escaped(c) for c in cut)
    return _cut(cut) if len(text) > SHOWN_LENGTH else cut


def shown_location(at: Location) -> Location:
    """``at`` with every key shortened and escaped (keys come from the file too)."""
    if all(isinstance(part, int) or (len(part) <= SHOWN_LENGTH and part.isprintable())
           for part in at):  # fmt: skip
        return at
    return tuple(part if isinstance(part, int) else shown_text(part) for part in at)


def _escaped(character: str) -> str:
    if character == " " or unicodedata.category(character) not in _UNPRINTABLE:
        return character
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _cut(text: str) -> str:
    return text if len(text) <= SHOWN_LENGTH else text[:SHOWN_LENGTH] + "\u2026"


def _brief(value: object, depth: int) -> str:
    """A short JSON-like sketch of ``value``, never longer than a line."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{shown_text(value)}"'
    if isinstance(value, (int, float)):
        return str(shown_value(value))
    if isinstance(value, dict):
        items = ((f'"{shown_text(str(k))}": ', v) for k, v in value.items())
        return _sketch("{", "}", items, depth) if value else "{}"
    if isinstance(value, (list, tuple)):
        return _sketch("[", "]", (("", v) for v in value), depth) if value else "[]"
    return _cut(str(value))


def _sketch(opening: str, closing: str, items: Iterator[tuple[str, object]], depth: int) -> str:
    if depth >= 2:
        return f"{opening}\u2026{closing}"
    parts: list[str] = []
    size = 0
    for label, item in items:
        if size > SHOWN_LENGTH:
            parts.append("\u2026")
            break
        part = label + _brief(item, depth + 1)
        parts.append(part)
        size += len(part) + 2
    return opening + ", ".join(parts) + closing

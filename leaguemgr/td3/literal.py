"""TD3's JavaScript object literal, read without ever evaluating it (td3-format.md, 1).

The grammar is small: objects with bare or quoted keys, arrays, double-quoted strings,
numbers, ``true``/``false``/``null``/``undefined``, typed objects ``new Name(value)`` (dotted
names too) and the two map styles, ``Map.from([[key, value], ...])`` (3.7) and
``new Map({...})`` (3.0, 3.4), which both read as a plain ``dict``. Anything else is refused.

A file comes from anywhere, so each input is bounded before the work it would cost: the
nesting depth (the parser recurses once per level), the length of a string and of a number,
and the number of values. A truncated or hostile text gives one :class:`Td3FileError`
naming the character where reading stopped, never a ``RecursionError`` or a hang: every
token is found by a regular expression that cannot backtrack more than linearly.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.language.texts import _
from leaguemgr.td3.errors import Td3FileError

MAX_DEPTH = 64
MAX_STRING = 1_000_000  # characters; rules text, the longest real string, is a few thousand
MAX_NUMBER = 40  # characters of one number
MAX_VALUES = 2_000_000  # a real file holds about 20,000

_TOKEN = re.compile(
    r"""[ \t\r\n]*(?:
      (?P<string>"[^"\\]*(?:\\.[^"\\]*)*")
    | (?P<number>-?\d[\d.]*(?:[eE][+-]?\d+)?)
    | (?P<punct>[{}\[\]():,])
    | (?P<word>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)
    | (?P<end>\Z)
    )""",
    re.VERBOSE | re.DOTALL,
)
# What a skipped value holds between brackets: other characters, and whole strings. The two
# alternatives begin with different characters, so the match never backtracks.
_PLAIN = re.compile(r'(?:[^"\[\]{}(),]+|"[^"\\]*(?:\\.[^"\\]*)*")*')
_PLAIN_INSIDE = re.compile(r'(?:[^"\[\]{}()]+|"[^"\\]*(?:\\.[^"\\]*)*")*')
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_CLOSING = {"{": "}", "[": "]", "(": ")"}
_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d{1,3})?\Z")
_ESCAPE = re.compile(r"\\(u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|.)", re.DOTALL)
_SIMPLE_ESCAPES = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    "'": "'",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "b": "\b",
    "f": "\f",
    "v": "\v",
    "0": "\0",
}
_WORDS: dict[str, object] = {"true": True, "false": False, "null": None, "undefined": None}


@dataclass(frozen=True, slots=True)
class Typed:
    """``new Name(value)``: the type TD3 wrote and what it was built from (a ``dict``, a
    ``list``, a plain value, or ``None`` for ``new Name()``)."""

    type: str
    value: object


def read_literal(text: str, source: str = "", skip: Collection[str] = ()) -> object:
    """The value ``text`` writes; :class:`Td3FileError` naming ``source`` if it is not one.

    The value of a key in ``skip`` (at any depth) is passed over, not read: TD3's screen
    layout and blind schedule are four fifths of a file and of no use to an import. A skipped
    value is still bounded in depth and must be closed, so a cut-short file is refused all
    the same; its strings are never kept, so only the file's size bounds them.
    """
    reader = _Reader(text, source, frozenset(skip))
    value = reader.value(0)
    kind, token, position = reader.next()
    if kind != "end":
        reader.fail(
            _("unexpected {found} after the end of the document").format(found=_shown(token)),
            position,
        )
    return value


class _Reader:
    __slots__ = ("pending", "position", "skip", "source", "text", "values")

    def __init__(self, text: str, source: str, skip: frozenset[str]):
        self.text = text
        self.source = source
        self.skip = skip
        self.position = 0
        self.values = 0
        self.pending: tuple[str, str, int] | None = None

    def fail(self, message: str, position: int) -> None:
        raise Td3FileError(
            self.source, _("not a TD3 file: {problem}").format(problem=message), position
        )

    def next(self) -> tuple[str, str, int]:
        """The next token as (kind, text, position)."""
        if self.pending is not None:
            token, self.pending = self.pending, None
            return token
        match = _TOKEN.match(self.text, self.position)
        if match is None:
            position = self._skip_blanks(self.position)
            if self.text.startswith('"', position):
                self.fail(_("a string is not closed (the file is cut short?)"), position)
            self.fail(
                _("unexpected {found}").format(found=_shown(self.text[position : position + 1])),
                position,
            )
        kind = match.lastgroup or "end"
        self.position = match.end()
        return kind, match.group(kind), match.start(kind)

    def peek(self) -> tuple[str, str, int]:
        if self.pending is None:
            self.pending = self.next()
        return self.pending

    def _skip_blanks(self, position: int) -> int:
        while position < len(self.text) and self.text[position] in " \t\r\n":
            position += 1
        return position

    def expect(self, punct: str) -> None:
        kind, token, position = self.next()
        if kind != "punct" or token != punct:
            self.fail(
                _("expected '{punct}' but found {found}").format(
                    punct=punct, found=_token_shown(kind, token)
                ),
                position,
            )

    def value(self, depth: int) -> object:
        kind, token, position = self.next()
        self.values += 1
        if self.values > MAX_VALUES:
            self.fail(_("more than {count} values").format(count=f"{MAX_VALUES:,}"), position)
        if kind == "string":
            return self._string(token, position)
        if kind == "number":
            return _number(token, position, self)
        if kind == "punct" and token in "{[":
            if depth >= MAX_DEPTH:
                self.fail(
                    _("nested more than {depth} levels deep").format(depth=MAX_DEPTH), position
                )
            return self._object(depth + 1) if token == "{" else self._array(depth + 1)
        if kind == "word":
            if token in _WORDS:
                return _WORDS[token]
            if token == "new":
                return self._typed(depth, position)
            if token == "Map.from":
                return self._map_from(depth, position)
        self.fail(_("unexpected {found}").format(found=_token_shown(kind, token)), position)
        raise AssertionError  # fail() raises; this line keeps type checkers informed

    def _object(self, depth: int) -> dict[str, object]:
        result: dict[str, object] = {}
        kind, token, position = self.next()
        if kind == "punct" and token == "}":
            return result
        while True:
            if kind == "string":
                key = self._string(token, position)
            elif kind == "word" and "." not in token:
                key = token
            else:
                self.fail(
                    _("expected a key but found {found}").format(found=_token_shown(kind, token)),
                    position,
                )
            self.expect(":")
            if key in self.skip:
                self._pass_over(depth)
            else:
                result[key] = self.value(depth)
            kind, token, position = self.next()
            if kind == "punct" and token == "}":
                return result
            if kind != "punct" or token != ",":
                self.fail(
                    _("expected ',' or '}}' but found {found}").format(
                        found=_token_shown(kind, token)
                    ),
                    position,
                )
            kind, token, position = self.next()
            if kind == "punct" and token == "}":  # a trailing comma, as JavaScript allows
                return result

    def _array(self, depth: int) -> list[object]:
        result: list[object] = []
        kind, token, position = self.peek()
        if kind == "punct" and token == "]":
            self.next()
            return result
        while True:
            result.append(self.value(depth))
            kind, token, position = self.next()
            if kind == "punct" and token == "]":
                return result
            if kind != "punct" or token != ",":
                self.fail(
                    _("expected ',' or ']' but found {found}").format(
                        found=_token_shown(kind, token)
                    ),
                    position,
                )
            kind, token, position = self.peek()
            if kind == "punct" and token == "]":
                self.next()
                return result

    def _typed(self, depth: int, start: int) -> object:
        kind, name, position = self.next()
        if kind != "word":
            self.fail(
                _("expected a type name after 'new' but found {found}").format(found=_shown(name)),
                position,
            )
        if depth >= MAX_DEPTH:
            self.fail(_("nested more than {depth} levels deep").format(depth=MAX_DEPTH), start)
        self.expect("(")
        kind, token, _position = self.peek()
        argument = None
        if not (kind == "punct" and token == ")"):
            argument = self.value(depth + 1)
        self.expect(")")
        if name == "Map":
            if argument is None:
                return {}
            if not isinstance(argument, dict):
                self.fail(_("new Map(...) takes an object"), start)
            return argument
        return Typed(name, argument)

    def _map_from(self, depth: int, start: int) -> dict[object, object]:
        if depth >= MAX_DEPTH:
            self.fail(_("nested more than {depth} levels deep").format(depth=MAX_DEPTH), start)
        self.expect("(")
        pairs = self.value(depth + 1)
        self.expect(")")
        if not isinstance(pairs, list):
            self.fail(_("Map.from(...) takes a list of [key, value] pairs"), start)
        result: dict[object, object] = {}
        for pair in pairs:
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
                self.fail(_("Map.from(...) takes a list of [key, value] pairs"), start)
            result[pair[0]] = pair[1]
        return result

    def _pass_over(self, depth: int) -> None:
        """Move past one value without reading it: only its strings and brackets are looked
        at, so that a bracket inside a string does not count and every bracket is closed."""
        text = self.text
        start = position = self.position
        closing: list[str] = []
        while True:
            plain = _PLAIN_INSIDE if closing else _PLAIN
            position = plain.match(text, position).end()  # type: ignore[union-attr]
            if position >= len(text):
                self.fail(_("the file ends inside a value (the file is cut short?)"), position)
            character = text[position]
            if character == '"':
                match = _STRING.match(text, position)
                if match is None:
                    self.fail(_("a string is not closed (the file is cut short?)"), position)
                if match.end() - position > MAX_STRING + 2:
                    self.fail(
                        _("a string longer than {length} characters").format(
                            length=f"{MAX_STRING:,}"
                        ),
                        position,
                    )
                position = match.end()
            elif character in _CLOSING:
                if len(closing) + depth >= MAX_DEPTH:
                    self.fail(
                        _("nested more than {depth} levels deep").format(depth=MAX_DEPTH), position
                    )
                closing.append(_CLOSING[character])
                position += 1
            elif not closing:  # the ',' or closing bracket after the value
                break
            elif character == ",":
                position += 1
            elif character == closing[-1]:
                closing.pop()
                position += 1
            else:
                self.fail(_("unexpected {found}").format(found=_shown(character)), position)
        if not text[start:position].strip():
            self.fail(_("a key without a value"), position)
        self.position = position

    def _string(self, token: str, position: int) -> str:
        if len(token) > MAX_STRING + 2:
            self.fail(
                _("a string longer than {length} characters").format(length=f"{MAX_STRING:,}"),
                position,
            )
        body = token[1:-1]
        if "\\" not in body:
            return body
        return _ESCAPE.sub(lambda match: self._escape(match, position), body)

    def _escape(self, match: re.Match[str], position: int) -> str:
        code = match.group(1)
        if code[0] in "ux" and len(code) > 1:
            return chr(int(code[1:], 16))
        if code in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[code]
        self.fail(
            _("an unknown escape {found} in a string").format(found=_shown(match.group(0))),
            position,
        )
        raise AssertionError


def _number(token: str, position: int, reader: _Reader) -> int | Decimal:
    if len(token) > MAX_NUMBER:
        reader.fail(
            _("a number longer than {length} characters").format(length=MAX_NUMBER), position
        )
    if not _NUMBER.match(token):
        reader.fail(_("a malformed number {found}").format(found=_shown(token)), position)
    if "." in token or "e" in token or "E" in token:
        return Decimal(token)
    return int(token)


def _token_shown(kind: str, token: str) -> str:
    return _("the end of the file (the file is cut short?)") if kind == "end" else _shown(token)


def _shown(token: str) -> str:
    if not token:
        return _("the end of the file (the file is cut short?)")
    return repr(token if len(token) <= 30 else token[:30] + "\u2026")

"""What the league prints and serves, and what the commands say, in a person's language
(SPEC 12): gettext through Babel, with the ``.po`` catalogs of ``catalogs/<language>/``.

``_`` and ``ngettext`` translate into the language being spoken: the user's by default
(``LANG`` for the commands, Settings ▸ Language in the app), the league's inside
:func:`speaking` (its web pages, exports, cards and posts). English is the source: it
needs no catalog, and a text no catalog has is said in English.

A language's catalogs are read once, when first spoken, and kept: the ``.po`` files are
the only copy, so a translator's edit needs no build step on this side.
"""

from __future__ import annotations

import contextvars
import gettext as _gettext
import io
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from importlib import resources

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from leaguemgr.language import PSEUDO, SOURCE, supported_language
from leaguemgr.language.pseudo import pseudo

_user_language = SOURCE
# A thread or a request speaking another language than the user's (a league's page).
_spoken: contextvars.ContextVar[str | None] = contextvars.ContextVar("spoken", default=None)
_loading = threading.Lock()


class _Pseudo(_gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)


@cache
def _catalogs(language: str) -> _gettext.NullTranslations:
    if language == PSEUDO:
        return _Pseudo()
    merged = _gettext.NullTranslations()
    if language == SOURCE:
        return merged
    folder = resources.files("leaguemgr.language") / "catalogs" / language
    with _loading:
        files = sorted(
            (entry for entry in folder.iterdir() if entry.name.endswith(".po")),
            key=lambda entry: entry.name,
        )
        for entry in files:
            with entry.open("rb") as po:
                catalog = read_po(po, locale=language)
            compiled = io.BytesIO()
            write_mo(compiled, catalog)
            compiled.seek(0)
            merged.add_fallback(_gettext.GNUTranslations(compiled))
    return merged


def set_user_language(language: str | None) -> str:
    """The language this process speaks to its user from now on (English if ``language`` is
    one leaguemgr does not speak); returns the one taken."""
    global _user_language
    _user_language = supported_language(language) or SOURCE
    return _user_language


def user_language() -> str:
    return _user_language


def spoken_language() -> str:
    """The language ``_`` translates into here and now."""
    return _spoken.get() or _user_language


@contextmanager
def speaking(language: str | None) -> Iterator[str]:
    """Translate into ``language`` (a league's: ``None`` is the user's) inside the block."""
    chosen = supported_language(language) or _user_language
    token = _spoken.set(chosen)
    try:
        yield chosen
    finally:
        _spoken.reset(token)


def _(message: str) -> str:
    """``message`` in the language spoken here (the text is the English one)."""
    return _catalogs(spoken_language()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the language spoken here."""
    return _catalogs(spoken_language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where the same English word means different things (``context`` says which)."""
    return _catalogs(spoken_language()).pgettext(context, message)


def N_(message: str) -> str:
    """Marks a text for the catalogs where it is defined; translated where it is shown."""
    return message

"""This computer's locale and language: what a league is given when it is made (SPEC 12),
so that its money and dates are written as the organizer writes them until they change
it (File ▸ League settings).

Babel reads the locale where POSIX keeps it (``LC_ALL``, ``LC_CTYPE``, ``LANG``); where
that says nothing of a language ("C", "POSIX", or Windows, which has no such variables),
the name the caller knows (the app passes Qt's ``QLocale.system()``) is taken instead;
none of them known: ``None``, and the league writes as leaguemgr always has.
"""

from __future__ import annotations

from babel import default_locale

from leaguemgr.domain.league_formats import known_locale

_NOT_A_LANGUAGE = ("C", "POSIX", "en_US_POSIX")


def computer_locale(system: str | None = None) -> str | None:
    """This computer's locale ("de_DE"), else ``system`` if Babel knows it, else ``None``."""
    for name in (default_locale(), system):
        if name and name not in _NOT_A_LANGUAGE and known_locale(name):
            return name
    return None


def computer_language(system: str | None = None) -> str | None:
    """The language of :func:`computer_locale` ("de"), ``None`` if it is not known."""
    locale = computer_locale(system)
    return None if locale is None else locale.split("_")[0]

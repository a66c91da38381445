"""The languages leaguemgr speaks (SPEC 12), and which one a person or a league gets.

Two translation layers share this list. The app's own windows use Qt's (``QTranslator``
and ``.ts`` catalogs, :mod:`leaguemgr.ui.i18n`): Qt also translates its own dialogs'
buttons, and Qt Linguist is the tool translators of Qt apps know. What the league prints
and serves (web pages, exports, cards, the text report, the commands' messages) is made
without Qt, so it uses gettext through Babel (:mod:`leaguemgr.language.texts`), whose
``.po`` catalogs any translation tool reads.
"""

from __future__ import annotations

import os

SOURCE = "en"
# Each language in its own name: how a person who speaks it finds it in a menu.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "nl": "Nederlands",
}
# Not offered to anyone: every text written longer and marked, for the tests (SPEC 12).
PSEUDO = "pseudo"
_NOT_A_LANGUAGE = ("", "C", "POSIX")


def supported_language(name: str | None) -> str | None:
    """The language of a locale's name ("de_DE.UTF-8", "fr", "nl-BE") if leaguemgr speaks it
    (``PSEUDO`` included), else ``None``."""
    if not name:
        return None
    if name == PSEUDO:
        return PSEUDO
    code = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def environment_language(environ: dict[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it (``LANGUAGE``, then
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``); English when it names none leaguemgr speaks."""
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value in _NOT_A_LANGUAGE:
            continue
        for name in value.split(":"):  # LANGUAGE is a list, best first
            code = supported_language(name)
            if code is not None:
                return code
        return SOURCE  # the first variable set decides, as for gettext
    return SOURCE

"""The league file's ``locale`` ("de_DE") and ``language`` ("de") of the league (SPEC 12).

Both optional and not written when unset, so every earlier league file reads, and writes,
as before; a locale or language Babel does not know is refused, naming the key and value.
"""

from __future__ import annotations

from leaguemgr.domain.league_formats import known_language, known_locale
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.fields import Obj, fail


def read_locale_keys(obj: Obj) -> tuple[str | None, str | None]:
    """The league's ``locale`` and ``language``, each ``None`` when the file has none."""
    locale = obj.text("locale", None)
    if locale is not None and not known_locale(locale):
        raise fail(obj.where("locale"), locale, _("is not a locale (e.g. de_DE)"))
    language = obj.text("language", None)
    if language is not None and not known_language(language):
        raise fail(obj.where("language"), language, _("is not a language (e.g. de)"))
    return locale, language

"""The league's currency, locale and language as League settings picks them (SPEC 12):
three editable combos with Babel's names ("EUR — Euro", "Deutsch (Deutschland) — de_DE",
"Deutsch"), and a sample of how the league's amounts and dates will read."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

from babel import Locale
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox

from leaguemgr.domain.league_formats import currency_name, date, known_locale, money
from leaguemgr.language import PSEUDO, SOURCE
from leaguemgr.language.texts import user_language
from leaguemgr.ui.i18n import translate

CURRENCIES = (
    *("USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK"),
    *("PLN", "CZK", "HUF", "JPY", "INR", "ZAR", "MXN", "BRL"),
)
# The locales offered by name (all of Babel's 700 take seconds to name); any other is typed.
LOCALES = (
    *("de_DE", "de_AT", "de_CH", "en_US", "en_GB", "en_IE", "en_CA", "en_AU", "en_NZ"),
    *("en_IN", "en_ZA", "fr_FR", "fr_BE", "fr_CA", "fr_CH", "es_ES", "es_MX", "es_AR"),
    *("nl_NL", "nl_BE", "it_IT", "pt_PT", "pt_BR", "sv_SE", "nb_NO", "da_DK", "fi_FI"),
    *("pl_PL", "cs_CZ", "hu_HU", "el_GR", "tr_TR", "ja_JP", "zh_CN", "ko_KR"),
)
LANGUAGES = ("en", "de", "fr", "es", "nl")
NOT_SET = QT_TRANSLATE_NOOP(
    "LeagueFormats", "Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)"
)
_CODE = re.compile(r"\s*([A-Za-z]{3})\b")
_SAMPLE_DAY = dt.date(2026, 1, 31)


def _cldr_language() -> str:
    """The language Babel names currencies in: the app's (English for the pseudo-language)."""
    language = user_language()
    return SOURCE if language == PSEUDO else language


def currency_line(code: str) -> str:
    """A currency as the list shows it: "EUR — Euro" (its name in the app's language)."""
    return f"{code} — {currency_name(code, _cldr_language())}"


def locale_line(name: str) -> str:
    """A locale as the list shows it: "Deutsch (Deutschland) — de_DE"."""
    return f"{Locale.parse(name).display_name} — {name}"


def language_line(name: str) -> str:
    """A language in its own words: "Deutsch", "Français"."""
    own = Locale.parse(name).display_name or name
    return own[:1].upper() + own[1:]


def _combo(items: list[tuple[str, str | None]], current: str | None, line) -> QComboBox:
    combo = QComboBox()
    combo.setEditable(True)
    if current is not None and current not in [data for _, data in items]:
        items.append((line(current), current))
    for text, data in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(combo.findData(current))
    return combo


def currency_combo(current: str) -> QComboBox:
    """The common ISO 4217 codes with their names; another code may be typed ("CHF")."""
    return _combo(
        [(currency_line(code), code) for code in CURRENCIES],
        current,
        currency_line,
    )


def locale_combo(current: str | None) -> QComboBox:
    """:data:`NOT_SET` and the common locales by name; another may be typed ("pt_AO")."""
    items: list[tuple[str, str | None]] = [(translate("LeagueFormats", NOT_SET), None)]
    items += [(locale_line(name), name) for name in LOCALES]
    return _combo(items, current, locale_line)


def language_combo(current: str | None) -> QComboBox:
    """The league's languages in their own words (a league without one reads English)."""
    combo = QComboBox()
    for name in LANGUAGES:
        combo.addItem(language_line(name), name)
    combo.setCurrentIndex(max(combo.findData(current or "en"), 0))
    return combo


def chosen_currency(combo: QComboBox) -> str:
    """The code picked or typed ("chf" is CHF); ``ValueError`` if there is none."""
    text = combo.currentText()
    if combo.currentIndex() >= 0 and text == combo.itemText(combo.currentIndex()):
        return combo.currentData()
    found = _CODE.match(text)
    if found is None:
        raise ValueError(
            translate("LeagueFormats", "'{text}' is not a currency code (e.g. EUR)").format(
                text=text.strip()
            )
        )
    return found.group(1).upper()


def chosen_locale(combo: QComboBox) -> str | None:
    """The locale picked or typed ("de_AT", or a line of the list); ``ValueError`` if
    Babel does not know it."""
    text = combo.currentText()
    if combo.currentIndex() >= 0 and text == combo.itemText(combo.currentIndex()):
        return combo.currentData()
    name = text.rsplit("—", 1)[-1].strip().replace("-", "_")
    if not known_locale(name):
        raise ValueError(
            translate("LeagueFormats", "'{text}' is not a locale (e.g. de_DE)").format(
                text=text.strip()
            )
        )
    return name


def sample_text(currency: str, locale: str | None) -> str:
    """How the league's amounts and dates will read: "1.234,50 € · 31.01.2026"."""
    return f"{money(Decimal('1234.5'), currency, locale)} · {date(_SAMPLE_DAY, locale)}"

"""The app's windows in the user's language (SPEC 12): Qt's own translation layer.

Every text a window shows is written ``translate("Context", "English text")`` (plurals:
``self.tr("%n player(s)", "", n)`` in a QObject, as lupdate keeps a plural of ``self.tr``
only, or two texts; filled-in values: ``.format(name=…)`` after it), so ``pyside6-lupdate``
finds it for the ``.ts`` catalogs in ``translations/`` (``scripts/translations.py``) and Qt
turns it into the language installed here. The compiled ``leaguemgr_<language>.qm`` sit
beside them; Qt's own ``qtbase_<language>.qm`` translate its dialogs' buttons.

English is installed too: its catalog holds only the plural forms ("1 player", "2 players").
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from leaguemgr.language import PSEUDO, SOURCE, supported_language
from leaguemgr.language.pseudo import pseudo
from leaguemgr.language.texts import set_user_language

_installed: list[QTranslator] = []
_language: str | None = None


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the app's language; the English catalog is installed on first use if the
    app installed none (a window made by a test, a script)."""
    if _language is None and QCoreApplication.instance() is not None:
        install_language(SOURCE)
    return QCoreApplication.translate(context, text, disambiguation, n)


class PseudoTranslator(QTranslator):
    """Every text of the app, Qt's own included, in the pseudo-language."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return pseudo(source_text)

    def isEmpty(self) -> bool:
        return False


def system_language() -> str:
    """The language of this computer's user interface, if leaguemgr speaks it; else English."""
    for name in QLocale.system().uiLanguages():
        code = supported_language(name)
        if code is not None:
            return code
    return SOURCE


def install_language(language: str | None) -> str:
    """Make ``language`` the app's (and its messages', :mod:`leaguemgr.language.texts`);
    English when leaguemgr does not speak it. Returns the language installed."""
    global _language
    app = QCoreApplication.instance()
    code = supported_language(language) or SOURCE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code == PSEUDO:
        _installed.append(PseudoTranslator(app))
    else:
        own = QTranslator(app)
        if own.load(str(catalog_path(code))):
            _installed.append(own)
        qt = QTranslator(app)
        if code != SOURCE and qt.load(
            f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    _language = code
    set_user_language(code)
    return code


def installed_language() -> str | None:
    return _language


def catalog_path(language: str):
    return resources.files("leaguemgr.ui") / "translations" / f"leaguemgr_{language}.qm"

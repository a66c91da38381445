"""Settings ▸ Language (SPEC 12): the app's language, the system's unless chosen here.

A choice is kept for the next start rather than applied to the open windows: every screen
builds its texts once, and a window half in one language and half in another would be
worse than one that says when the new language comes.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from leaguemgr.language import LANGUAGES
from leaguemgr.ui import settings
from leaguemgr.ui.i18n import installed_language, system_language, translate

_SYSTEM = ""


class LanguageMenu(QMenu):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(translate("LanguageMenu", "&Language"), parent)
        self._group = QActionGroup(self)
        chosen = settings.chosen_language() or _SYSTEM
        system = LANGUAGES[system_language()]
        choices = [(_SYSTEM, translate("LanguageMenu", "The System's ({language})"))]
        choices += list(LANGUAGES.items())
        for code, name in choices:
            action = QAction(name.format(language=system), self, checkable=True)
            action.setData(code)
            action.setChecked(code == chosen)
            self._group.addAction(action)
            self.addAction(action)
            if code == _SYSTEM:
                self.addSeparator()
        self._group.triggered.connect(self._choose)

    def _choose(self, action: QAction) -> None:
        code = action.data() or None
        settings.choose_language(code)
        language = code or system_language()
        if language == installed_language():
            return
        QMessageBox.information(
            self.parentWidget(),
            translate("LanguageMenu", "Language"),
            translate(
                "LanguageMenu", "leaguemgr will speak {language} the next time it is opened."
            ).format(language=LANGUAGES[language]),
        )

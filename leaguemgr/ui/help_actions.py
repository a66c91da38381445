"""The Help menu (Guide, Welcome, About) and the welcome shown once, at the first start.

The guide is the README's "Guide" section, shown in the app: the README is bundled with it
(in a checkout it sits beside the package, in a PyInstaller build at the bundle's root).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import leaguemgr
from leaguemgr.ui import settings
from leaguemgr.ui.i18n import translate

GUIDE_HEADING = "Guide"
WELCOME_KEY = "welcome/shown"
NO_README = QT_TRANSLATE_NOOP(
    "Help",
    "# leaguemgr\n\nThe guide (README.md) is not in this installation. It is the front page "
    "of the project's source, under “Guide”.",
)


def readme_path() -> Path | None:
    """The README bundled with the app (``None`` if this build lacks it)."""
    package = Path(leaguemgr.__file__).resolve().parent
    candidates = [package.parent / "README.md", package / "README.md"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "README.md")
    return next((path for path in candidates if path.is_file()), None)


class GuideDialog(QDialog):
    """The README in a window, opened at its Guide section."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Help", "leaguemgr guide"))
        self.resize(820, 640)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = readme_path()
        text = (
            path.read_text(encoding="utf-8") if path is not None else translate("Help", NO_README)
        )
        if path is not None:
            self.browser.setSearchPaths([str(path.parent)])  # its screenshots
        self.browser.setMarkdown(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.go_to(GUIDE_HEADING)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.go_to(GUIDE_HEADING)  # laid out at its size now: the heading goes to the top

    def go_to(self, heading: str) -> bool:
        """Put the cursor on the first heading that starts with ``heading``, scrolled to
        the top of the view."""
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and block.text().startswith(heading):
                self.browser.setTextCursor(QTextCursor(block))
                top = document.documentLayout().blockBoundingRect(block).top()
                self.browser.verticalScrollBar().setValue(int(top))
                return True
            block = block.next()
        return False


class WelcomeDialog(QDialog):
    """The two ways to begin: look around the sample league (or, where the organizer's own
    league is open, carry on with it), or start your own.

    Its keys are its own (Alt+K, and Alt+Q), never a menu's letter (&Edit, &Season) nor
    one of any screen it may open over (Edit &levels…, E&xact change): in a dialog over
    the window an Alt+letter must mean one thing."""

    EXPLORE, START_OWN = 1, 2

    def __init__(self, parent: QWidget | None = None, league_name: str | None = None):
        """``league_name``: the organizer's own league is open (``None``: the sample)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Help", "Welcome to leaguemgr"))
        if league_name is None:
            open_now = translate(
                "Help",
                "<p>A <b>sample league</b> is open: a season of eleven nights to look around "
                "in. Nothing you change there matters, and Edit ▸ Undo takes it back.</p>"
                "<p>When you are ready, <b>start your own league</b>: a name and a currency, "
                "then its first season with your rules (or the AZ or FNC rules to begin "
                "with). Help ▸ Guide explains the screens.</p>",
            )
            explore = translate("Help", "Loo&k around the sample league")
        else:
            open_now = translate(
                "Help",
                "<p>Your league <b>{league}</b> is open. Help ▸ Guide explains "
                "the screens; File ▸ New league… starts another one.</p>",
            ).format(league=escape(league_name))
            explore = translate("Help", "&Keep working on your league")
        text = QLabel(
            translate(
                "Help",
                "<h3>Welcome to leaguemgr</h3>"
                "<p>It keeps a poker league: each night's entries, money and payouts, the "
                "points race, the bounty, dealer credits and the championship.</p>",
            )
            + open_now
        )
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        self.text = text
        self.explore_button = QPushButton(explore)
        self.start_button = QPushButton(translate("Help", "&Quick start: your own league…"))
        self.explore_button.setDefault(True)
        self.explore_button.clicked.connect(lambda: self.done(self.EXPLORE))
        self.start_button.clicked.connect(lambda: self.done(self.START_OWN))
        buttons = QDialogButtonBox()
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.explore_button, QDialogButtonBox.ButtonRole.AcceptRole)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)


def welcome_once(
    parent: QWidget, start_own_league: Callable[[], None], league_name: Callable[[], str | None]
) -> WelcomeDialog | None:
    """At the first start: the welcome, remembered so it is shown once (``None``: it was
    shown before)."""
    store = settings.settings()
    if str(store.value(WELCOME_KEY, "false")).lower() == "true":
        return None
    store.setValue(WELCOME_KEY, True)
    return show_welcome(parent, start_own_league, league_name)


def show_welcome(
    parent: QWidget, start_own_league: Callable[[], None], league_name: Callable[[], str | None]
) -> WelcomeDialog:
    """Open the welcome over ``parent`` (without waiting: the window stays painted).
    ``league_name``: the name of the organizer's own league open now, ``None`` for the
    sample."""
    dialog = WelcomeDialog(parent, league_name())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.finished.connect(
        lambda result: start_own_league() if result == WelcomeDialog.START_OWN else None
    )
    dialog.open()
    return dialog


class HelpActions:
    """Help ▸ Guide (F1), Welcome and About."""

    def __init__(
        self,
        window: QWidget,
        start_own_league: Callable[[], None],
        league_name: Callable[[], str | None],
    ):
        self._window = window
        self.guide = QAction(translate("Help", "&Guide"), window)
        self.guide.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.guide.triggered.connect(self.show_guide)
        self.welcome = QAction(translate("Help", "&Welcome…"), window)
        self.welcome.triggered.connect(lambda: show_welcome(window, start_own_league, league_name))
        self.about = QAction(translate("Help", "&About leaguemgr"), window)
        self.about.triggered.connect(self.show_about)
        self.actions = [self.guide, self.welcome, self.about]

    def show_guide(self) -> None:
        GuideDialog(self._window).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self._window,
            translate("Help", "About leaguemgr"),
            f"<h3>leaguemgr {leaguemgr.__version__}</h3>"
            + translate(
                "Help",
                "<p>Runs a poker league: events, payouts, bounties, dealer credits, the points "
                "race and the championship.</p><p>MIT licence.</p>",
            ),
        )

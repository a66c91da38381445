"""The Share menu: the standings card to the clipboard or a file, and Publish (the cards to
the group's chat or a folder), by hand or when a night closes.

Publishing runs on a worker thread: a webhook that takes its full ten seconds never freezes
the window. What was sent, and when, stays in the status bar; a failed publish is a line
there with Retry, never a dialog in the middle of a night. The cards are drawn on the GUI
thread first (QPainter and fonts belong there), then only bytes travel to the worker.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QToolButton,
    QWidget,
)

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import EventState, event_state
from leaguemgr.services.atomic_write import ExportError
from leaguemgr.services.league_service import Change
from leaguemgr.services.webhook import DEFAULT_TIMEOUT, WebhookError
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.background import start_in_background
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.share.card_file_dialog import ask_card_file
from leaguemgr.ui.share.share_dialog import ShareChoice, ShareDialog, store_choice, stored_choice

if TYPE_CHECKING:  # the exporters are imported when a card is first drawn
    from leaguemgr.exporters.publish import Publication

COPY_KEY = "Ctrl+Shift+G"
"""Copy Standings Image ("G" for the group chat): Ctrl+Shift+C closes the night on the Night
screen, and an import may well take Ctrl+Shift+I."""
PROBLEMS = (ExportError, RuleError, StorageError, WebhookError, OSError)


class PublishStatus(QWidget):
    """The status bar's word on publishing: what was sent and when, or why not, with Retry."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("publish_status")
        self.label = QLabel()
        self.retry = QToolButton()
        self.retry.setText(translate("ShareActions", "Retry"))
        self.retry.setToolTip(translate("ShareActions", "Publish again"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.retry)
        self.retry.hide()
        self.hide()

    def say(self, text: str, *, failed: bool = False, tip: str = "") -> None:
        self.label.setText(text)
        self.label.setToolTip(tip or text)
        self.label.setStyleSheet("color: #a3161a; font-weight: 600;" if failed else "")
        self.retry.setVisible(failed)
        self.show()


class ShareActions(QObject):
    """The Share menu of one main window."""

    def __init__(self, window: QMainWindow, context: Callable[[], LeagueContext | None]):
        super().__init__(window)
        self._window = window
        self._context = context
        self._watched: LeagueContext | None = None
        self._running: set[tuple[str, int]] = set()
        self._busy = False
        self._retry: Callable[[], None] | None = None
        #: Seconds a webhook has to answer (tests make it short).
        self.timeout = DEFAULT_TIMEOUT
        #: The last publish that went through: (when, what), shown in the status bar.
        self.last_sent: tuple[dt.datetime, str] | None = None
        self.copy_image = self._action(
            translate("ShareActions", "&Copy Standings Image"), self.copy_standings_image
        )
        self.copy_image.setShortcut(QKeySequence(COPY_KEY))
        self.save_image = self._action(
            translate("ShareActions", "&Save Image…"), self.save_card_image
        )
        self.publish_now = self._action(
            translate("ShareActions", "&Publish Now"), lambda: self.publish(by_hand=True)
        )
        self.publish_on_close = self._action(
            translate("ShareActions", "Publish &When a Night Closes"), self._remember
        )
        self.publish_on_close.setCheckable(True)
        self.publish_on_close.setChecked(stored_choice().on_close)
        self.settings = self._action(
            translate("ShareActions", "Publishing Se&ttings…"), self.edit_settings
        )
        # Alt+S: the Season menu took Alt+N so that Share has a letter of its own word (h,
        # a, r and e are Help, Add player, Rebuy and Edit everywhere).
        self.menu = QMenu(translate("ShareActions", "&Share"), window)
        self.menu.addActions([self.copy_image, self.save_image])
        self.menu.addSeparator()
        self.menu.addActions([self.publish_now, self.publish_on_close, self.settings])
        self.status = PublishStatus()
        self.status.retry.clicked.connect(self._do_retry)
        window.statusBar().addPermanentWidget(self.status)

    def _action(self, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self._window)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def update(self) -> None:
        """Enable what needs a season, and follow the league open now (its closing nights)."""
        context = self._context()
        has_season = bool(context and context.season)
        for action in (self.copy_image, self.save_image, self.publish_now):
            action.setEnabled(has_season)
        if context is not self._watched:
            self._watched = context
            if context is not None:
                context.changed.connect(self._league_changed)
                context.season_selected.connect(lambda _name: self._note_running())
            self._note_running()

    # The clipboard and a file ---------------------------------------------------------------

    def copy_standings_image(self) -> bool:
        """Put the standings card on the clipboard (it pastes into a chat as an image)."""
        card = self._card("standings-card")
        if card is None:
            return False
        QGuiApplication.clipboard().setImage(card.image)
        self._window.statusBar().showMessage(
            translate("ShareActions", "Standings image copied: paste it into the group's chat"),
            8000,
        )
        return True

    def save_card_image(self) -> Path | None:
        """Ask where, then write the standings or the night card as a PNG."""
        context = self._context()
        if context is None or not context.season:
            return None
        path, chosen = ask_card_file(self._window, context.season)
        if not path:
            return None
        target = Path(path) if path.lower().endswith(".png") else Path(f"{path}.png")
        card = self._card(chosen)
        if card is None:
            return None
        from leaguemgr.services.atomic_write import write_bytes_atomically

        try:
            write_bytes_atomically(target, card.png())
        except ExportError as exc:
            self.status.say(
                translate("ShareActions", "Not saved: {problem}").format(problem=exc), failed=True
            )
            self._retry = self.save_card_image
            return None
        self._window.statusBar().showMessage(
            translate("ShareActions", "Saved {file}").format(file=target), 8000
        )
        return target

    def _card(self, what: str):
        context = self._context()
        if context is None or not context.season:
            return None
        try:
            league = context.service.league
            report = context.service.report(context.season)
            from leaguemgr.exporters.cards import render_card

            return render_card(league, report, what, theme=stored_choice().theme)
        except PROBLEMS as exc:
            self.status.say(
                translate("ShareActions", "No card: {problem}").format(problem=exc), failed=True
            )
            return None

    # Publishing ------------------------------------------------------------------------------

    def edit_settings(self) -> bool:
        """Share ▸ Publishing Settings…: ``True`` once saved."""
        dialog = ShareDialog(stored_choice(), self._window)
        if dialog.exec() != ShareDialog.DialogCode.Accepted:
            return False
        choice = dialog.choice()
        store_choice(choice)
        self.publish_on_close.setChecked(choice.on_close)
        return True

    def _remember(self) -> None:
        choice = stored_choice()
        on = self.publish_on_close.isChecked()
        store_choice(ShareChoice(choice.webhook, choice.folder, choice.theme, on))
        if on and not choice.has_target:
            self.edit_settings()

    def publish(
        self, season: str | None = None, event: int | None = None, *, by_hand: bool = False
    ) -> bool:
        """Draw the cards and send them off the GUI thread; ``False`` if nothing was started
        (no league, nowhere to send, or a publish still on its way)."""
        context = self._context()
        if context is None or not (season or context.season):
            return False
        choice = stored_choice()
        if not choice.has_target and by_hand and self.edit_settings():
            choice = stored_choice()
        if not choice.has_target:
            self._failed(
                translate(
                    "ShareActions", "no webhook or folder set (Share ▸ Publishing Settings…)"
                ),
                None,
            )
            return False
        if self._busy:
            return False
        season = season or context.season
        retry = lambda: self.publish(season, event)  # noqa: E731
        from leaguemgr.exporters.publish import publication
        from leaguemgr.services.player_links import site_address

        try:
            item = publication(
                context.service.league,
                context.service.report(season),
                event=event,
                theme=choice.theme,
                site=site_address(context.service),
            )
        except PROBLEMS as exc:
            self._failed(str(exc), retry)
            return False
        self._busy = True
        self.status.say(
            translate("ShareActions", "Publishing season {season}…").format(season=season)
        )
        timeout = self.timeout
        start_in_background(
            self,
            lambda: _send(item, choice, timeout),
            lambda job: self._published(job, retry, item.message),
        )
        return True

    def _published(self, job: Future[str], retry: Callable[[], None], message: str) -> None:
        self._busy = False
        try:
            done = job.result()
        except PROBLEMS as exc:
            self._failed(str(exc), retry)
            return
        now = dt.datetime.now()
        self.last_sent = (now, done)
        self._retry = None
        self.status.say(
            translate("ShareActions", "{done} at {time}").format(
                done=f"{done[0].upper()}{done[1:]}", time=f"{now:%H:%M}"
            ),
            tip=f"{done}\n{message}",
        )

    def _failed(self, reason: str, retry: Callable[[], None] | None) -> None:
        self._retry = retry
        self.status.say(
            translate("ShareActions", "Not published: {problem}").format(problem=reason),
            failed=retry is not None,
        )

    def _do_retry(self) -> None:
        if self._retry is not None:
            self._retry()

    # A night closing --------------------------------------------------------------------------

    def _running_nights(self) -> set[tuple[str, int]]:
        context = self._context()
        if context is None or not context.season:
            return set()
        try:
            # The season alone: at start the rest of the league is read after the first paint.
            league = context.service.league_for_season(context.season)
            events = league.season(context.season).events
        except (*PROBLEMS, KeyError):
            return set()
        return {(context.season, e.number) for e in events if event_state(e) is EventState.RUNNING}

    def _note_running(self) -> None:
        self._running = self._running_nights()

    def _league_changed(self, _change: Change) -> None:
        """A night that was running is closed now: publish it, if that was chosen."""
        before, self._running = self._running, self._running_nights()
        context = self._context()
        if context is None or not self.publish_on_close.isChecked():
            return
        closed = sorted(key for key in before - self._running if self._closed(context, key))
        if closed:
            season, number = closed[-1]
            self.publish(season, number)

    @staticmethod
    def _closed(context: LeagueContext, key: tuple[str, int]) -> bool:
        season, number = key
        try:
            events = context.service.league_for_season(season).season(season).events
        except (*PROBLEMS, KeyError):
            return False
        return any(e.number == number and event_state(e) is EventState.CLOSED for e in events)


def _send(item: Publication, choice: ShareChoice, timeout: float) -> str:
    """On the worker thread: post to the webhook and/or write the folder; what was done."""
    from leaguemgr.exporters.publish import publish_to_folder, publish_to_webhook

    done = []
    if choice.webhook:
        done.append(publish_to_webhook(item, choice.webhook, timeout=timeout))
    if choice.folder:
        done.append(publish_to_folder(item, Path(choice.folder)))
    return "; ".join(done)

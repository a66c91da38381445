"""The main window: season selector, navigation between screens, menus and status bar."""

from __future__ import annotations

from concurrent.futures import Future

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from leaguemgr.domain.records import League
from leaguemgr.services.league_service import Change, LeagueService, WholeLeagueReader
from leaguemgr.ui import settings
from leaguemgr.ui.after_paint import after_next_paint
from leaguemgr.ui.background import busy_note, start_in_background
from leaguemgr.ui.collector import without_collecting
from leaguemgr.ui.file_actions import FILE_ERRORS, FileActions
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.output_actions import OutputActions
from leaguemgr.ui.screen_tabs import ScreenTabs
from leaguemgr.ui.screens import screen_specs
from leaguemgr.ui.season_actions import SeasonActions

APP_NAME = "leaguemgr"
READING_NOTE = "Reading the rest of the league…"
SAVED_TIP = (
    "Every change is saved to the league database the moment you make it; "
    "Edit ▸ Undo takes it back."
)


class MainWindow(QMainWindow):
    """One window showing one league; File ▸ Open swaps the league it shows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.context: LeagueContext | None = None
        self.undo_group = QUndoGroup(self)
        self.file_actions = FileActions(self)
        self.season_actions = SeasonActions(self, lambda: self.context)
        self.output_actions = OutputActions(self, lambda: self.context)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.screens = ScreenTabs(self.tabs)
        self.season_combo = QComboBox()
        self.season_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.season_combo.setMinimumContentsLength(8)
        self.season_combo.setToolTip("The season every screen shows")
        self.season_combo.activated.connect(self._season_chosen)
        self._build_menus()
        self._build_toolbar()
        self.saved_label = QLabel("All changes saved")
        self.saved_label.setToolTip(SAVED_TIP)
        self.reading_note = busy_note(READING_NOTE)
        self.statusBar().addPermanentWidget(self.reading_note)
        self.statusBar().addPermanentWidget(self.saved_label)
        self.resize(1200, 800)
        self._restore_layout()
        self._update_title()

    # Building --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        files = self.file_actions
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addActions([files.new, files.open])
        file_menu.addMenu(files.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([files.import_file, files.export_file, files.backup])
        file_menu.addSeparator()
        file_menu.addActions(self.output_actions.actions)
        file_menu.aboutToShow.connect(self.output_actions.update)
        file_menu.addSeparator()
        file_menu.addAction(files.quit)

        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts(
            [QKeySequence("Ctrl+Shift+Z"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)]
        )
        self.find_action = QAction("&Find…", self)
        self.find_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(self.focus_search)
        edit_menu = self.menuBar().addMenu("&Edit")
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(self.find_action)

        seasons = self.season_actions
        season_menu = self.menuBar().addMenu("&Season")
        season_menu.addActions([seasons.new, seasons.rename, seasons.delete])
        season_menu.aboutToShow.connect(seasons.update)

        self.view_menu = self.menuBar().addMenu("&View")

    def _build_toolbar(self) -> None:
        toolbar = QToolBar("Season")
        toolbar.setObjectName("season_toolbar")
        toolbar.setMovable(False)
        toolbar.addWidget(QLabel(" Season: "))
        toolbar.addWidget(self.season_combo)
        toolbar.addSeparator()
        # Short labels in the toolbar; the full "Undo Rename …" text is the tooltip and menu item.
        for label, action in (("Undo", self.undo_action), ("Redo", self.redo_action)):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            toolbar.addWidget(button)
            action.changed.connect(lambda button=button, label=label: button.setText(label))
            button.setText(label)
        self.addToolBar(toolbar)

    def _build_screens(self, context: LeagueContext | None, current: int = 0) -> None:
        """One tab per screen, tab ``current`` shown; each screen is built when first needed."""
        self.screens.close()
        self.reading_note.hide()  # a read for the screens gone is no longer waited for
        self.view_menu.clear()
        specs = screen_specs() if context is not None else []
        self.screens = ScreenTabs(self.tabs, context, specs, self._screen_built, current)
        for number, spec in enumerate(specs, 1):
            action = self.view_menu.addAction(spec.title)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _checked=False, key=spec.key: self.show_screen(key))

    def _screen_built(self, key: str, widget: QWidget) -> None:
        if key == "standings":
            widget.player_activated.connect(self.open_player)

    def _finish_loading(self, screens: ScreenTabs) -> None:
        """After the first paint: read the rest of the league on a worker thread (the window
        stays usable meanwhile), then build the other screens."""
        if not self._still_showing(screens) or self.context is None:
            return
        reader = self.context.service.whole_league_reader()
        if reader is None:  # read whole already
            QTimer.singleShot(0, self, lambda: self._build_rest(screens))
            return
        self.reading_note.show()
        read = without_collecting(reader.read)
        start_in_background(self, read, lambda job: self._league_read(screens, reader, job))

    def _league_read(
        self, screens: ScreenTabs, reader: WholeLeagueReader, job: Future[League | None]
    ) -> None:
        """The worker is done: the service takes its league unless it was read or written
        meanwhile; the other screens are built next."""
        if not self._still_showing(screens) or self.context is None:
            return  # closed, or another league opened: the result is not for this window
        self.reading_note.hide()
        try:
            league = job.result()
        except FILE_ERRORS:
            pass  # read again below: the league's own connection decides if it is unreadable
        else:
            self.context.service.take_whole_league(reader, league)
        # Nothing to do if the service has the whole league now (taken, or read meanwhile).
        if self._read_whole_league():
            QTimer.singleShot(0, self, lambda: self._build_rest(screens))

    def _build_rest(self, screens: ScreenTabs) -> None:
        """One screen per turn of the event loop, so the window keeps answering."""
        if self._still_showing(screens) and screens.build_next():
            QTimer.singleShot(0, self, lambda: self._build_rest(screens))

    def _still_showing(self, screens: ScreenTabs) -> bool:
        """``screens`` are still this open window's (no other league opened, not closed)."""
        return screens is self.screens and self.isVisible()

    def _read_whole_league(self) -> bool:
        """Read the whole league now (at start only its latest season may have been read);
        a league that cannot be read is closed, with the reason, and ``False`` returned."""
        if self.context is None:
            return False
        try:
            self.context.service.league  # noqa: B018 - read now, failures are explained here
        except FILE_ERRORS as exc:
            self._close_unreadable(exc)
            return False
        return True

    def _close_unreadable(self, error: Exception) -> None:
        """Show no league, and say why: this one cannot be read, so nothing of it is shown
        or saved, and it is no longer offered as the league to open."""
        context = self.context
        if context is None:
            return
        self.context = None
        self._build_screens(None)
        self.undo_group.removeStack(context.undo_stack)
        context.service.close()
        context.deleteLater()
        settings.forget_file(context.service.path)
        self._fill_seasons()
        self._update_title()
        self.season_actions.update()
        QMessageBox.warning(
            self,
            APP_NAME,
            f"{context.service.path} cannot be read:\n\n{error}\n\n"
            "Open another league with File ▸ Open….",
        )

    # The open league -------------------------------------------------------------------------

    def load_service(self, service: LeagueService) -> None:
        """Show the league of ``service``; the previous league (if any) is closed."""
        old = self.context
        current = self.tabs.currentIndex()
        if old is None:
            current = int(settings.settings().value("main_window/screen", 0) or 0)
        context = LeagueContext(service, self)
        context.changed.connect(self._league_changed)
        context.season_selected.connect(self._season_selected)
        context.failed.connect(self._show_failure)
        self.undo_group.addStack(context.undo_stack)
        self.undo_group.setActiveStack(context.undo_stack)
        self.context = context
        self._build_screens(context, current)
        if old is not None:
            self.undo_group.removeStack(old.undo_stack)
            old.service.close()
            old.deleteLater()
        # Only the screen shown first is built now; the others after the window is painted.
        try:
            self._tab_changed(self.tabs.currentIndex())
        except FILE_ERRORS as exc:  # the screen read the rest of the league, which failed
            self._close_unreadable(exc)
            return
        screens = self.screens
        after_next_paint(self.tabs, lambda: self._finish_loading(screens))
        self._fill_seasons()
        self._update_title()
        self.season_actions.update()
        self.statusBar().showMessage(f"Opened {service.path}", 5000)

    def ready_to_leave(self) -> bool:
        """Before another league replaces this one: each screen may ask to save a draft."""
        return all(
            screen.maybe_save() for screen in self.screens.built() if hasattr(screen, "maybe_save")
        )

    def show_screen(self, key: str) -> QWidget | None:
        widget = self.screens.get(key)
        if widget is not None:
            self.tabs.setCurrentWidget(widget)
        return widget

    def open_player(self, player_id: str) -> None:
        """Show the player's page on the Players screen."""
        players = self.show_screen("players")
        if players is not None:
            players.select_player(player_id)

    def focus_search(self) -> None:
        current = self.tabs.currentWidget()
        if hasattr(current, "focus_search"):
            current.focus_search()

    def _season_chosen(self, index: int) -> None:
        if self.context is not None:
            self.context.select_season(self.season_combo.itemText(index))

    def _season_selected(self, _name: str) -> None:
        self._fill_seasons()
        self._update_title()
        self.season_actions.update()

    def _league_changed(self, change: Change) -> None:
        if change.parts & {"seasons", "league"}:
            self._fill_seasons()
        self._update_title()
        self.season_actions.update()

    def _fill_seasons(self) -> None:
        self.season_combo.blockSignals(True)
        self.season_combo.clear()
        if self.context is not None:
            self.season_combo.addItems(self.context.service.season_names())
            self.season_combo.setCurrentText(self.context.season)
        self.season_combo.setEnabled(self.season_combo.count() > 0)
        self.season_combo.blockSignals(False)

    def _update_title(self) -> None:
        if self.context is None:
            self.setWindowTitle(f"[*]{APP_NAME}")
        else:
            service = self.context.service
            league = service.league_name() or service.path.stem
            season = self.context.season
            middle = f"{league} — {season}" if season else league
            self.setWindowTitle(f"{middle}[*] — {APP_NAME}")
        # Each edit is stored at once by the league service, so nothing is ever unsaved.
        self.setWindowModified(False)

    def _show_failure(self, message: str) -> None:
        self.statusBar().showMessage(f"Not changed: {message}", 15000)

    def _tab_changed(self, index: int) -> None:
        widget = self.screens.at(index)  # built the first time it is shown
        # Put the keyboard where the work is: Ctrl+N on the Players screen adds a player.
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # Window state ----------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        store = settings.settings()
        geometry = store.value("main_window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = store.value("main_window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        store = settings.settings()
        store.setValue("main_window/geometry", self.saveGeometry())
        store.setValue("main_window/state", self.saveState())
        store.setValue("main_window/screen", self.tabs.currentIndex())
        if self.context is not None:
            self.context.service.close()
        super().closeEvent(event)

"""The main window: season selector, navigation between screens, menus and status bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.change_parts import Part
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.ui import settings
from leaguemgr.ui.after_paint import after_next_paint
from leaguemgr.ui.background import busy_note
from leaguemgr.ui.files.backup_actions import BackupActions
from leaguemgr.ui.files.change_watcher import ChangeWatcher
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.file_actions import FILE_ERRORS, FileActions
from leaguemgr.ui.files.league_chooser import NO_LEAGUE, recover
from leaguemgr.ui.files.output_actions import OutputActions
from leaguemgr.ui.files.read_only_banner import ReadOnlyBanner
from leaguemgr.ui.files.server_actions import ServerActions
from leaguemgr.ui.files.server_dialog import place_text
from leaguemgr.ui.help_actions import HelpActions, welcome_once
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.language_menu import LanguageMenu
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.league_loading import LeagueLoading
from leaguemgr.ui.money_labels import follow_currency
from leaguemgr.ui.night.clock_actions import ClockActions
from leaguemgr.ui.night.directors_actions_in import take_in
from leaguemgr.ui.night.night_menu import NightMenuActions
from leaguemgr.ui.night.night_restore import NightRestore
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.opening_screen import opening_index, running_event, running_note
from leaguemgr.ui.report_keeper import ReportKeeper
from leaguemgr.ui.resources import sample_league_name
from leaguemgr.ui.screen_drafts import has_unsaved_changes, ready_to_leave, unsaved_texts
from leaguemgr.ui.screen_tabs import ScreenTabs
from leaguemgr.ui.screens import DraftScreen, SearchScreen, SeasonStartingScreen, screen_specs
from leaguemgr.ui.season.season_actions import SeasonActions
from leaguemgr.ui.share.share_actions import ShareActions
from leaguemgr.ui.steady_widgets import SteadyTabs
from leaguemgr.ui.undo_actions import undo_redo_actions
from leaguemgr.ui.undo_choice import choose_undo_stack
from leaguemgr.ui.wheel_guard import guard_wheels
from leaguemgr.ui.window_faults import WindowFaults

if TYPE_CHECKING:  # the phones' dialog (its QR code, the server) is imported when opened
    from leaguemgr.services.director_desk import ActionStored
    from leaguemgr.ui.night.directors_dialog import DirectorsDialog
    from leaguemgr.ui.night.phones_dialog import PhonesDialog
    from leaguemgr.ui.night.tv_link_dialog import TvLinkDialog

APP_NAME = "leaguemgr"
READING_NOTE = QT_TRANSLATE_NOOP("MainWindow", "Reading the rest of the league…")
SAVED_TIP = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Every change is saved to the league database the moment you make it; "
    "Edit ▸ Undo takes it back.",
)


class MainWindow(QMainWindow):
    """One window showing one league; File ▸ Open swaps the league it shows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        guard_wheels()  # before any field is shown: a wheel over one scrolls the page
        self.context: LeagueContext | None = None
        self.undo_group = QUndoGroup(self)
        self.file_actions = FileActions(self)
        self.server_actions = ServerActions(self, self.file_actions.recent_menu)
        self.backup_actions = BackupActions(self)
        self.season_actions = SeasonActions(self, lambda: self.context)
        self.output_actions = OutputActions(self, lambda: self.context)
        self.help_actions = HelpActions(self, self.file_actions.new_league, self.own_league_name)
        self.phones = PhonesPublisher(lambda: self.context, self)
        self.share_actions = ShareActions(self, lambda: self.context)
        self.phones_dialog: PhonesDialog | None = None
        self.tv_link_dialog: TvLinkDialog | None = None

        self.tabs = SteadyTabs()  # a new text on a screen repaints that text, not the window
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.read_only_banner = ReadOnlyBanner()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.read_only_banner)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.screens = ScreenTabs(self.tabs)
        self.season_combo = QComboBox()
        self.season_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.season_combo.setMinimumContentsLength(8)
        self.season_combo.setToolTip(translate("MainWindow", "The season every screen shows"))
        self.season_combo.activated.connect(self._season_chosen)
        self._build_menus()
        self._build_toolbar()
        self.saved_label = QLabel(translate("MainWindow", "All changes saved"))
        self.saved_label.setToolTip(translate("MainWindow", SAVED_TIP))
        self.reading_note = busy_note(translate("MainWindow", READING_NOTE))
        self.statusBar().addPermanentWidget(self.reading_note)
        # Which league is open: with a league file and one on a server both in use, the
        # organizer can always tell which this window writes to.
        self.place_label = QLabel()
        self.place_label.setObjectName("league_place")
        self.statusBar().addPermanentWidget(self.place_label)
        self.statusBar().addPermanentWidget(self.saved_label)
        self.loading = LeagueLoading(
            self,
            lambda: self.screens,
            lambda: self.context,
            self.reading_note,
            self._close_unreadable,
        )
        self.faults = WindowFaults(
            self,
            lambda: self.context,
            self.backup_actions.restore_from_backup,
            self._close_unreadable,
        )
        self.change_watcher = ChangeWatcher(
            lambda: self.context, self.has_unsaved_changes, self.faults.note, self
        )
        self.change_watcher.start()
        # Queued: the server's thread only tells; the league is read on the GUI thread.
        self.phones.director_acted.connect(self._director_acted, Qt.ConnectionType.QueuedConnection)
        self.resize(1200, 800)
        self._restore_layout()
        self._update_title()
        self._update_actions()

    # Building --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        files = self.file_actions
        file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        file_menu.addActions([files.new, files.open, self.server_actions.open])
        file_menu.addMenu(files.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions(
            [files.import_file, files.import_td3, files.import_td3_folder, files.export_file]
        )
        file_menu.insertAction(files.export_file, files.import_sheet)
        file_menu.addActions([self.backup_actions.backup, self.backup_actions.restore])
        file_menu.addActions(self.server_actions.actions)
        file_menu.addSeparator()
        self.league_settings_action = file_menu.addAction(
            translate("MainWindow", "&League Settings…")
        )
        self.league_settings_action.setToolTip(
            translate("MainWindow", "The league's time zone (and its currency)")
        )
        self.league_settings_action.triggered.connect(self.show_league_settings)
        file_menu.addSeparator()
        file_menu.addActions(self.output_actions.actions)
        file_menu.aboutToShow.connect(self._update_actions)
        file_menu.addSeparator()
        file_menu.addAction(files.quit)

        self.undo_action, self.redo_action = undo_redo_actions(
            self, self.undo_group, lambda: self.context
        )
        self.find_action = QAction(translate("MainWindow", "&Find…"), self)
        self.find_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(self.focus_search)
        edit_menu = self.menuBar().addMenu(translate("MainWindow", "&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(self.find_action)

        seasons = self.season_actions
        season_menu = self.menuBar().addMenu(translate("MainWindow", "Seaso&n"))
        season_menu.addActions([seasons.new, seasons.rename, seasons.delete])
        season_menu.aboutToShow.connect(seasons.update)

        self.view_menu = self.menuBar().addMenu(translate("MainWindow", "&View"))

        self.clock_actions = ClockActions(self, self._night_clock)
        self.night_restore = NightRestore(
            lambda: self.context, self.phones, self._big_screen_open, self._open_big_screen, self
        )
        self.night_actions = NightMenuActions(self, self._night_screen, self._night_view)
        night_menu = self.menuBar().addMenu(translate("MainWindow", "Ni&ght"))
        night_menu.addActions(self.night_actions.actions)
        night_menu.aboutToShow.connect(self.night_actions.update)
        night_menu.addSeparator()
        night_menu.addActions(self.clock_actions.keys)
        night_menu.addSeparator()
        night_menu.addActions([self.clock_actions.big_screen, self.clock_actions.sounds])
        night_menu.addSeparator()
        self.phones_action = night_menu.addAction(translate("MainWindow", "Players' &Phones…"))
        self.phones_action.setToolTip(
            translate("MainWindow", "A read-only page of the clock, seats and standings")
        )
        self.phones_action.triggered.connect(self.show_phones)
        self.tv_link_action = night_menu.addAction(translate("MainWindow", "TV by Lin&k…"))
        self.tv_link_action.setToolTip(
            translate("MainWindow", "The big screen on any TV with a browser, by its address")
        )
        self.tv_link_action.triggered.connect(self.show_tv_link)
        # No letter of "Directors" is free in this menu: it goes without one.
        self.directors_action = night_menu.addAction(translate("MainWindow", "Directors…"))
        self.directors_action.setToolTip(
            translate("MainWindow", "Let others run the night from their phones")
        )
        self.directors_action.triggered.connect(self.show_directors)
        self.coming_action = night_menu.addAction(translate("MainWindow", "Who Is &Coming…"))
        self.coming_action.setShortcut("Ctrl+Shift+Y")
        self.coming_action.setToolTip(
            translate("MainWindow", "Plan the next nights and see the players' answers")
        )
        self.coming_action.triggered.connect(self.show_coming)

        self.menuBar().addMenu(self.share_actions.menu)
        # Every letter of "Settings" already opens a menu or a screen: it goes without one.
        settings_menu = self.menuBar().addMenu(translate("MainWindow", "Settings"))
        settings_menu.addMenu(LanguageMenu(self))
        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        help_menu.addActions(self.help_actions.actions)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(translate("MainWindow", "Season"))
        toolbar.setObjectName("season_toolbar")
        toolbar.setMovable(False)
        toolbar.addWidget(QLabel(" " + translate("MainWindow", "Season:") + " "))
        toolbar.addWidget(self.season_combo)
        toolbar.addSeparator()
        # Short labels in the toolbar; the full "Undo Rename …" text is the tooltip and menu item.
        for label, action in (
            (translate("MainWindow", "Undo"), self.undo_action),
            (translate("MainWindow", "Redo"), self.redo_action),
        ):
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
        if any(spec.key == "night" for spec in specs):  # not `in`: that builds the screen
            self.view_menu.addSeparator()
            seating = self.view_menu.addAction(
                translate("MainWindow", "Seatin&g on a second screen…")
            )
            seating.triggered.connect(lambda: self.show_screen("night").actions.show_seating())

    def _night_clock(self):
        """The Night screen's clock, for the Night menu (the screen is built if need be)."""
        if self.context is None or not any(key == "night" for key in self.screens):
            return None
        return self.screens["night"].clock

    def _night_screen(self):
        """The Night screen, for the Night menu (``None``: no league open)."""
        if self.context is None or not any(key == "night" for key in self.screens):
            return None
        return self.screens["night"]

    def _night_view(self):
        """The Night screen, shown, for the Night menu's actions."""
        return self.show_screen("night") if self._night_screen() is not None else None

    def _big_screen_open(self) -> bool:
        night = next((w for w in self.screens.built() if hasattr(w, "clock")), None)
        big = night.clock.big_screen if night is not None else None
        return big is not None and big.isVisible()

    def _open_big_screen(self) -> None:
        self.clock_actions.big_screen.trigger()

    def _screen_built(self, key: str, widget: QWidget) -> None:
        if key == "standings":
            widget.player_activated.connect(self.open_player)
        if key == "players":
            widget.venue = lambda: self.phones.venue_base  # the link at the venue, too
        if key == "night":
            self.night_actions.follow(widget)
            self.phones.follow(widget.session)  # the phones show the Night screen's night
            widget.clock.big_screen_switched.connect(self.night_restore.big_screen_switched)
        if isinstance(widget, DraftScreen):
            widget.editing_changed.connect(self._editing_changed)
        if isinstance(widget, SeasonStartingScreen):
            widget.new_season_requested.connect(self.season_actions.new_season)
        if self.context is not None:
            follow_currency(widget, self.context.service.currency())

    def _close_unreadable(self, error: Exception) -> None:
        """This league cannot be read: close it (nothing of it is shown or saved) and offer
        the ways out, its backups first."""
        if self.context is None:
            return
        if self.context.service.database.on_server:
            # A server has no backup files to offer, and is most often only away for a
            # while: say what it said; the screens keep what they showed, and the next
            # action or change asks the server again.
            show_error(self, translate("MainWindow", "The league on the server"), error)
            return
        path = self.context.service.path
        self.close_league()
        service = recover(self, path, error, NO_LEAGUE)
        if service is not None:
            settings.remember_file(service.path)
            self.load_service(service)

    def close_league(self) -> None:
        """Show no league (File ▸ Open and New league still work)."""
        context = self.context
        if context is None:
            return
        self.phones.stop()  # the phones never see a league that is not open
        self.context = None
        self._build_screens(None)
        self.undo_group.removeStack(context.undo_stack)
        context.service.close()
        context.deleteLater()
        self._show_write_state(None)
        self._fill_seasons()
        self._update_title()
        self._update_actions()

    # The open league -------------------------------------------------------------------------

    def load_service(self, service: LeagueService) -> None:
        """Show the league of ``service``; the previous league (if any) is closed."""
        old = self.context
        self.phones.stop()  # the phones never see a league that is not open
        current = self.tabs.currentIndex()
        if old is None:
            current = int(settings.settings().value("main_window/screen", 0) or 0)
        context = LeagueContext(service, self)
        context.changed.connect(self._league_changed)
        context.season_selected.connect(self._season_selected)
        ReportKeeper(context)
        self.faults.watch(context)
        self.undo_group.addStack(context.undo_stack)
        self.undo_group.setActiveStack(context.undo_stack)
        self.context = context
        self._show_write_state(service.read_only_reason)
        try:
            running = running_event(context)
        except FILE_ERRORS:  # explained below, when the first screen reads the league
            running = None
        self._build_screens(context, opening_index(screen_specs(), current, running))
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
        after_next_paint(self.tabs, lambda: self.loading.finish(screens))
        self._fill_seasons()
        self._update_title()
        self._update_actions()
        # A night running as the league opens stays said until something else is. By the
        # league's name: its path is in the status bar already (the place beside it).
        shown_for = 0 if running else 5000
        league = service.league_name() or service.path.stem
        self.statusBar().showMessage(
            translate("MainWindow", "Opened {league}").format(league=league)
            + running_note(running),
            shown_for,
        )
        context.changed.connect(self.night_restore.note_if_new)
        problem = self.night_restore.resume()  # the phone page and big screen, as they were
        if problem is not None:
            self.statusBar().showMessage(
                translate("MainWindow", "The players' page could not come back: {problem}").format(
                    problem=problem
                )
            )

    def ready_to_leave(self) -> bool:
        """Before another league replaces this one: each screen may ask to save a draft."""
        return ready_to_leave(self.screens.built())

    def has_unsaved_changes(self) -> bool:
        """Whether a screen holds changes typed but not saved yet (asks nothing)."""
        return has_unsaved_changes(self.screens.built())

    def show_phones(self) -> PhonesDialog:
        """Night ▸ Players' Phones…: one dialog, kept (the page is served with it closed)."""
        if self.phones_dialog is None:
            from leaguemgr.ui.night.phones_dialog import PhonesDialog

            self.phones_dialog = PhonesDialog(self.phones, self)
        self.phones_dialog.show()
        self.phones_dialog.raise_()
        self.phones_dialog.activateWindow()
        return self.phones_dialog

    def show_directors(self) -> DirectorsDialog | None:
        """Night ▸ Directors…: one dialog per league, kept; it shows the Night screen's
        night (or the season's running one)."""
        from leaguemgr.ui.night.directors_dialog import DirectorsDialog

        if self.context is None:
            return None
        dialog = getattr(self, "directors_dialog", None)
        if dialog is None or dialog.context is not self.context:
            if dialog is not None:
                dialog.deleteLater()
            dialog = DirectorsDialog(self._directed_night, self.phones, self, context=self.context)
            self.directors_dialog = dialog
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _directed_night(self):
        """(league, season, event number) of the night the directors run, ``None``: none."""
        context = self.context
        if context is None:
            return None
        built = self.screens.built_screen("night")  # not built for this alone
        data = getattr(built, "data", None)
        if data is not None:
            return context.service, data.season, data.number
        number = running_event(context)
        return None if number is None else (context.service, context.season, number)

    def show_tv_link(self) -> TvLinkDialog:
        """Night ▸ TV by Link…: one dialog, kept, like the phones' (the page they share
        is served with it closed)."""
        if self.tv_link_dialog is None:
            from leaguemgr.ui.night.tv_link_dialog import TvLinkDialog

            self.tv_link_dialog = TvLinkDialog(self.phones, self)
        self.tv_link_dialog.show()
        self.tv_link_dialog.raise_()
        self.tv_link_dialog.activateWindow()
        return self.tv_link_dialog

    def show_coming(self) -> QWidget | None:
        """Night ▸ Who Is Coming…: not modal, so the answers keep coming in while it is open
        (one dialog per league, kept)."""
        from leaguemgr.ui.night.coming_dialog import ComingDialog

        context = self.context
        if context is None:
            return None
        dialog = getattr(self, "coming_dialog", None)
        if dialog is None or dialog.context is not context:
            if dialog is not None:
                dialog.deleteLater()
            dialog = self.coming_dialog = ComingDialog(context, self)
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        return dialog

    def show_league_settings(self) -> QWidget | None:
        """File ▸ League Settings…: the league's time zone (window-modal, not waited for)."""
        from leaguemgr.ui.files.league_settings_dialog import LeagueSettingsDialog

        if self.context is None:
            return None
        dialog = LeagueSettingsDialog(self.context, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def welcome_once(self) -> QWidget | None:
        """The first time the app starts: the welcome and its two ways to begin."""
        return welcome_once(self, self.file_actions.new_league, self.own_league_name)

    def own_league_name(self) -> str | None:
        """The name of the league open, unless it is the bundled sample (``None``)."""
        context = self.context
        if context is None:
            return None
        name = context.service.league_name()  # not the whole league: it is read after the paint
        return None if name == sample_league_name() else name

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
        if isinstance(current, SearchScreen):
            current.focus_search()

    def _director_acted(self, stored: ActionStored) -> None:
        """A director's action from this window's phone server: its night's log is read
        again alone when nothing else was written meanwhile, else the league is checked."""
        context = self.context
        if context is None or not take_in(context, stored):
            self.change_watcher.check()

    def _season_chosen(self, index: int) -> None:
        if self.context is not None:
            self.context.select_season(self.season_combo.itemText(index))

    def _season_selected(self, _name: str) -> None:
        self._fill_seasons()
        self._update_title()
        self.season_actions.update()

    def _league_changed(self, change: Change) -> None:
        if change.parts & {Part.SEASONS, Part.LEAGUE}:
            self._fill_seasons()
        if Part.LEAGUE in change.parts and self.context is not None:
            # Its currency may have changed (File ▸ League Settings): the labels say it.
            currency = self.context.service.currency()
            for screen in self.screens.built():
                follow_currency(screen, currency)
        self._update_title()
        self.season_actions.update()
        self.faults.report_backup_problem()

    def _show_write_state(self, read_only_reason: str | None) -> None:
        """The banner above the screens and the status bar's word on saving."""
        self.read_only_banner.show_reason(read_only_reason)
        if read_only_reason:
            self.saved_label.setText(translate("MainWindow", "Read-only"))
            self.saved_label.setToolTip(self.read_only_banner.text())
        else:
            self._show_unsaved()

    def _show_unsaved(self) -> None:
        """Say "All changes saved" only when no screen holds changes typed but not saved."""
        if self.context is not None and not self.context.writable:
            return  # "Read-only" stays
        unsaved = unsaved_texts(self.screens.built())
        if unsaved:
            self.saved_label.setText("; ".join(unsaved))
            self.saved_label.setToolTip(
                translate(
                    "MainWindow",
                    "Typed but not saved yet: save or apply it on its screen "
                    "(everything else is saved).",
                )
            )
            self.saved_label.setStyleSheet("color: #8a5a00; font-weight: 600;")
        else:
            self.saved_label.setText(translate("MainWindow", "All changes saved"))
            self.saved_label.setToolTip(translate("MainWindow", SAVED_TIP))
            self.saved_label.setStyleSheet("")

    def _editing_changed(self) -> None:
        """A screen's unsaved changes came or went: the status bar and Undo follow."""
        self._show_unsaved()
        self._choose_undo_stack()

    def _choose_undo_stack(self) -> None:
        """Undo acts on what is on screen first: the shown screen's own unsaved edits (the
        event editor's draft), else the league's saved edits."""
        if self.context is not None:
            choose_undo_stack(self.undo_group, self.tabs.currentWidget(), self.context.undo_stack)

    def _update_actions(self) -> None:
        """Enable what makes sense for the open league (a read-only one cannot be changed)."""
        self.file_actions.update()
        self.server_actions.update()
        self.backup_actions.update()
        self.output_actions.update()
        self.season_actions.update()
        self.phones_action.setEnabled(self.context is not None)
        self.directors_action.setEnabled(self.context is not None)
        self.tv_link_action.setEnabled(self.context is not None)
        self.league_settings_action.setEnabled(self.context is not None)
        self.share_actions.update()

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
            self.place_label.clear()
        else:
            service = self.context.service
            league = service.league_name() or service.path.stem
            season = self.context.season
            middle = f"{league} — {season}" if season else league
            place = place_text(service.path)
            if service.database.on_server:
                middle += " " + translate("MainWindow", "(server: {place})").format(place=place)
            self.place_label.setText(place)
            self.place_label.setToolTip(
                translate("MainWindow", "The league open in this window: {path}").format(
                    path=service.path
                )
            )
            if not self.context.writable:
                middle += " " + translate("MainWindow", "(read-only)")
            self.setWindowTitle(f"{middle}[*] — {APP_NAME}")
        # Each edit is stored at once by the league service, so nothing is ever unsaved.
        self.setWindowModified(False)

    def _tab_changed(self, index: int) -> None:
        widget = self.screens.at(index)  # built the first time it is shown
        self._choose_undo_stack()
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
        self.phones.stop()
        if self.context is not None:
            self.context.service.close()
        super().closeEvent(event)

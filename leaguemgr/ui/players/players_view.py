"""The Players screen: the roster (search, add, rename, flags, merge) and the player's page."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QModelIndex,
    QRegularExpression,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.records import Player
from leaguemgr.services.change_parts import RESULTS, Part
from leaguemgr.services.league_service import Change
from leaguemgr.services.merge_proposal import merge_proposal
from leaguemgr.services.season_money import player_balances
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money.money_models import balance_text
from leaguemgr.ui.players import player_commands
from leaguemgr.ui.players.player_detail import PlayerDetail
from leaguemgr.ui.players.player_dialogs import AddPlayerDialog, MergePlayersDialog
from leaguemgr.ui.players.players_table_model import PlayerColumn, PlayerRow, PlayersTableModel
from leaguemgr.ui.season_data import season_view
from leaguemgr.ui.sorted_rows import SourceSortProxy
from leaguemgr.ui.table_helpers import configure_table, select_row


class RosterProxy(SourceSortProxy):
    """Filters by typed text on the name and id; hides inactive players unless asked.

    Sorting is the model's own (see SourceSortProxy): the proxy only filters, and reads the
    players straight from the model, since it asks about every row after each reordering.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.show_inactive = True
        self._needle: QRegularExpression | None = None
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def setFilterFixedString(self, text: str) -> None:
        """Show the players whose name or id contains ``text``, ignoring case."""
        self._needle = (
            QRegularExpression(
                QRegularExpression.escape(text),
                QRegularExpression.PatternOption.CaseInsensitiveOption,
            )
            if text
            else None
        )
        super().setFilterFixedString(text)

    def set_show_inactive(self, show: bool) -> None:
        self.beginFilterChange()
        self.show_inactive = show
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def setSourceModel(self, model: PlayersTableModel) -> None:
        super().setSourceModel(model)
        self._player_at = model.player_at

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex) -> bool:
        player = self._player_at(source_row)
        if not self.show_inactive and not player.active:
            return False
        needle = self._needle
        if needle is None:
            return True
        return needle.match(player.name).hasMatch() or needle.match(player.id).hasMatch()


class PlayersView(QWidget):
    """Everything about the roster; each edit is an undo command."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self._context = context
        #: Where the app serves the league's pages on the venue's network ("" when it does
        #: not); the main window tells.
        self.venue: Callable[[], str] = lambda: ""
        self.model = PlayersTableModel(self._edit, self)
        self.model.read_only = not context.writable
        self.proxy = RosterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("PlayersView", "Search players…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.show_inactive = QCheckBox(translate("PlayersView", "Show inactive"))
        self.show_inactive.setChecked(True)
        self.show_inactive.toggled.connect(self.proxy.set_show_inactive)

        self.add_action = self._action(
            translate("PlayersView", "&Add player…"), QKeySequence.StandardKey.New, self.add
        )
        self.rename_action = self._action(translate("PlayersView", "&Rename"), "F2", self.rename)
        self.merge_action = self._action(
            translate("PlayersView", "&Merge duplicate…"), None, self.merge
        )
        self.active_action = self._action(
            translate("PlayersView", "&Deactivate"), "Ctrl+D", self.toggle_active
        )
        self.link_action = self._action(
            translate("PlayersView", "Personal &link…"), "Ctrl+L", self.show_link
        )
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.show_inactive)
        buttons = QHBoxLayout()
        for action in (
            self.add_action,
            self.rename_action,
            self.merge_action,
            self.active_action,
            self.link_action,
        ):
            button = QPushButton(action.text().replace("&", ""))
            button.clicked.connect(action.trigger)
            action.changed.connect(
                lambda a=action, b=button: (b.setEnabled(a.isEnabled()), b.setText(_plain(a)))
            )
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if shortcut:
                button.setToolTip(f"{_plain(action)} ({shortcut})")
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayerColumn.NAME, Qt.SortOrder.AscendingOrder)
        configure_table(self.table, stretch_column=PlayerColumn.NAME)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)

        self.setFocusProxy(self.table)
        self.detail = PlayerDetail(context)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(search_row)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.table, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([500, 700])  # weights: the page needs room for its event table
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        context.changed.connect(self._on_changed)
        context.season_selected.connect(lambda _name: self.refresh())
        self.refresh()

    def _action(self, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        # Active only while the Players screen has focus, so Ctrl+N means "new player" here.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    # Reading ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the roster from the league and keep the same player selected."""
        service = self._context.service
        report = season_view(self._context).report
        played = {row.player: row.events_played for row in report.standings} if report else {}
        selected = self.selected_player()
        owes = player_balances(service, self._context.season) if report else {}
        currency, locale = service.currency(), service.locale()
        rows = [
            PlayerRow(
                p,
                played.get(p.id, 0),
                balance_text(owes[p.id], currency, locale) if owes.get(p.id) else "",
                float(owes.get(p.id, 0)),
            )
            for p in service.league.players
        ]
        self.model.locale = locale
        self.model.set_rows(rows)
        if selected is not None and self.model.row_of(selected.id) is not None:
            self.select_player(selected.id)
        self.detail.show_player(self.selected_player().id if self.selected_player() else None)
        self._update_actions()

    def _on_changed(self, change: Change) -> None:
        if change.parts & (RESULTS | {Part.LEDGER}):
            self.refresh()

    def selected_player(self) -> Player | None:
        index = self.table.selectionModel().currentIndex()
        if not index.isValid() or not self.table.selectionModel().isRowSelected(index.row()):
            return None
        row = self.proxy.mapToSource(index).row()
        return self.model.player_at(row)

    def select_player(self, player_id: str) -> bool:
        """Select ``player_id`` in the roster (clearing the search if it hides the player)."""
        row = self.model.row_of(player_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, PlayerColumn.NAME))
        if not index.isValid():
            self.search.clear()
            self.show_inactive.setChecked(True)
            index = self.proxy.mapFromSource(self.model.index(row, PlayerColumn.NAME))
        select_row(self.table, index)
        return True

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _selection_changed(self) -> None:
        player = self.selected_player()
        player_id = player.id if player else None
        if player_id != self.detail.player:
            self.detail.show_player(player_id)
        self._update_actions()

    def _update_actions(self) -> None:
        player = self.selected_player()
        writable = self._context.writable  # a read-only league's roster is only shown
        self.add_action.setEnabled(writable)
        for action in (self.rename_action, self.merge_action, self.active_action):
            action.setEnabled(writable and player is not None)
        self.link_action.setEnabled(player is not None)
        self.active_action.setText(
            translate("PlayersView", "&Reactivate")
            if player is not None and not player.active
            else translate("PlayersView", "&Deactivate")
        )

    # Editing ---------------------------------------------------------------------------------

    def add(self) -> None:
        """Ask for a new player's name and add them (the id comes from the service)."""
        service = self._context.service
        names = {p.name for p in service.league.players}
        dialog = AddPlayerDialog(service.next_player_id(), names, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        player = dialog.player()
        command = player_commands.add_player(self._context, player)
        if push_or_explain(self._context, command, self, translate("PlayersView", "Add player")):
            self.select_player(player.id)
            self.table.setFocus()

    def rename(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        row = self.model.row_of(player.id)
        index = self.proxy.mapFromSource(self.model.index(row, PlayerColumn.NAME))
        self.table.setCurrentIndex(index)
        self.table.edit(index)

    def merge(self) -> None:
        selected = self.selected_player()
        if selected is None:
            return
        league = self._context.service.league
        proposal = merge_proposal(league, selected.id)
        dialog = MergePlayersDialog(proposal.keep, list(league.players), proposal.duplicate, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen() is None:
            return
        keep = dialog.kept_player()
        command = player_commands.merge_players(self._context, keep, dialog.chosen())
        if push_or_explain(self._context, command, self, translate("PlayersView", "Merge players")):
            self.select_player(keep.id)

    def show_link(self) -> None:
        """The selected player's personal link: shown, copied, printed or reissued."""
        from leaguemgr.ui.players.link_dialog import PlayerLinkDialog

        player = self.selected_player()
        if player is not None:
            PlayerLinkDialog(self._context, player, self, venue=self.venue()).exec()

    def toggle_active(self) -> None:
        player = self.selected_player()
        if player is not None:
            self._context.push(player_commands.set_active(self._context, player, not player.active))

    def _edit(self, before: Player, after: Player) -> None:
        if after.name != before.name:
            command = player_commands.rename_player(self._context, before, after.name)
        elif after.sub != before.sub:
            command = player_commands.set_sub(self._context, before, after.sub)
        elif after.guest != before.guest:
            command = player_commands.set_guest(self._context, before, after.guest)
        else:
            command = player_commands.set_active(self._context, before, after.active)
        self._context.push(command)


def _plain(action: QAction) -> str:
    return action.text().replace("&", "")

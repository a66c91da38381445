"""The Championship screen: field and bonus chips, declines and make-ups, pool, payouts, result."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.championship import pool_source_text
from leaguemgr.domain.records import TieBreak
from leaguemgr.domain.results import ChampionshipResult
from leaguemgr.domain.words import ties_broken_by
from leaguemgr.services.change_parts import RESULTS
from leaguemgr.services.league_service import Change
from leaguemgr.services.season_progress import championship_race_texts, season_progress
from leaguemgr.ui.championship import championship_commands as commands
from leaguemgr.ui.championship.championship_models import FieldColumn, FieldModel, PayoutsModel
from leaguemgr.ui.championship.championship_result_panel import ChampionshipResultPanel
from leaguemgr.ui.championship.draw_dialog import DrawDialog
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.season.season_words import season_label_text, season_title_text
from leaguemgr.ui.season.standings_form import NIGHTS_FIELD_NAME
from leaguemgr.ui.season_data import SeasonView, season_view
from leaguemgr.ui.table_helpers import configure_table, shown_only

PLAYER_ROLE = Qt.ItemDataRole.UserRole


class ChampionshipView(QWidget):
    """Everything the organizer settles before and after the championship night."""

    #: Finishes typed into the result and not saved came or went (for the status bar).
    editing_changed = Signal()

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self._context = context
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        # SPEC 8: players tied at the cut are settled by a draw, recorded and undoable.
        self.draw_button = QPushButton(translate("ChampionshipView", "Dra&w…"))
        self.draw_button.setToolTip(
            translate("ChampionshipView", "Order the players tied at the cut by a draw")
        )
        self.draw_button.clicked.connect(self.draw)
        self.draw_button.hide()
        self._tied: tuple[str, ...] = ()

        self.field_model = FieldModel(self)
        self.field = QTableView()
        self.field.setModel(self.field_model)
        configure_table(self.field, stretch_column=1)
        self.decline_button = QPushButton(translate("ChampionshipView", "Decline seat"))
        self.decline_button.setToolTip(
            translate(
                "ChampionshipView",
                "The selected player declines; the next eligible player is invited",
            )
        )
        self.decline_button.clicked.connect(self.decline_selected)
        self.field.selectionModel().selectionChanged.connect(self._update_buttons)
        self.setFocusProxy(self.field)
        # Edit ▸ Find (Ctrl+F): narrows the field to the players whose name holds the text.
        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText(translate("ChampionshipView", "Filter players…"))
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.textChanged.connect(self._filter_field)
        field_box = _box(
            translate("ChampionshipView", "Field"),
            self.field,
            [self.decline_button],
            hint=self.find_edit,
        )

        self.offers = QListWidget()
        # A few names at most: the field gets the height.
        self.offers.setMaximumHeight(self.offers.fontMetrics().height() * 6)
        # An offer wraps onto a second line rather than run off a narrow box (1024 px).
        self.offers.setWordWrap(True)
        self.offers.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.offers.itemChanged.connect(self._offer_toggled)
        self.offers_hint = QLabel(
            translate(
                "ChampionshipView", "Tick a player who pays the make-up buy-in to take a seat."
            )
        )
        self.offers_hint.setWordWrap(True)
        offers_box = _box(
            translate("ChampionshipView", "Make-up offers"), self.offers, [], hint=self.offers_hint
        )

        self.declined = QListWidget()
        self.declined.setMaximumHeight(self.declined.fontMetrics().height() * 6)
        self.declined.itemSelectionChanged.connect(self._update_buttons)
        self.reinstate_button = QPushButton(translate("ChampionshipView", "Invite again"))
        self.reinstate_button.clicked.connect(self.reinstate_selected)
        self.declined_hint = QLabel()
        self.declined_hint.setWordWrap(True)
        declined_box = _box(
            translate("ChampionshipView", "Declined"),
            self.declined,
            [self.reinstate_button],
            hint=self.declined_hint,
        )

        # Make-ups recorded that the standings no longer offer (SPEC 2.8): said, and one key
        # (Delete) takes the selected one away.
        self.late_makeups = QListWidget()
        # One or two players at most, ever: the field keeps the height.
        self.late_makeups.setMaximumHeight(self.late_makeups.fontMetrics().height() * 4)
        self.late_makeups.setWordWrap(True)
        self.late_makeups.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.late_makeups.itemSelectionChanged.connect(self._update_buttons)
        self.remove_makeup_button = QPushButton(
            translate("ChampionshipView", "Remove make-up (Del)")
        )
        self.remove_makeup_button.setToolTip(
            translate(
                "ChampionshipView",
                "Take away the selected make-up buy-in: the standings no longer offer it",
            )
        )
        self.remove_makeup_button.clicked.connect(self.remove_selected_makeup)
        remove_key = QShortcut(QKeySequence(Qt.Key.Key_Delete), self.late_makeups)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        remove_key.activated.connect(self.remove_selected_makeup)
        late_hint = QLabel(
            translate(
                "ChampionshipView",
                "Recorded, but the standings no longer offer them: each joins neither the field "
                "nor the pool. Select one and press Delete to remove it.",
            )
        )
        late_hint.setWordWrap(True)
        self.late_box = _box(
            translate("ChampionshipView", "Make-ups no longer offered"),
            self.late_makeups,
            [self.remove_makeup_button],
            hint=late_hint,
        )

        self.pool_form = QFormLayout()
        pool_box = QGroupBox(translate("ChampionshipView", "Pool"))
        pool_box.setLayout(self.pool_form)

        self.payouts_model = PayoutsModel(self)
        payouts = QTableView()
        payouts.setModel(self.payouts_model)
        configure_table(payouts)
        payouts_box = _box(translate("ChampionshipView", "Payouts by place"), payouts, [])

        self.result_panel = ChampionshipResultPanel(context)
        self.result_panel.model.dataChanged.connect(self._result_typed)
        self.result_panel.model.modelReset.connect(self._result_typed)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(field_box, 1)
        lists = QHBoxLayout()
        lists.addWidget(offers_box)
        lists.addWidget(declined_box)
        left_layout.addLayout(lists)
        left_layout.addWidget(self.late_box)

        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(pool_box)
        middle_layout.addWidget(payouts_box, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(middle)
        self.splitter.addWidget(self.result_panel)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setStretchFactor(2, 3)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.notice)
        layout.addWidget(self.draw_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.splitter, 1)

        context.changed.connect(self._on_changed)
        context.season_selected.connect(lambda _name: self.refresh())
        self.refresh()

    def focus_search(self) -> None:
        self.find_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_edit.selectAll()

    def _filter_field(self) -> None:
        wanted = self.find_edit.text().strip().casefold()
        for row in range(self.field_model.rowCount()):
            name = str(self.field_model.index(row, FieldColumn.PLAYER).data() or "")
            self.field.setRowHidden(row, bool(wanted) and wanted not in name.casefold())

    def _result_typed(self, *_args: object) -> None:
        self.editing_changed.emit()

    def unsaved_text(self) -> str | None:
        """What is unsaved, for the status bar (``None``: nothing)."""
        if not self.has_unsaved_changes():
            return None
        return translate("ChampionshipView", "The championship result has unsaved finishes")

    def has_unsaved_changes(self) -> bool:
        """Finishes typed into the result but not saved yet."""
        return self.result_panel.model.dirty

    # Reading ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the championship of the selected season as the rules compute it now."""
        view = season_view(self._context)
        result = view.report.championship if view.report else None
        has_rules = result is not None
        self.splitter.setVisible(has_rules)
        if view.report is None:
            self._show_message(view.problem)
        elif result is None:
            self._show_message(
                translate(
                    "ChampionshipView",
                    "{season} has no championship. Set one up under Season setup.",
                ).format(season=season_title_text(view.season))
            )
        else:
            self._show(view, result)
        self.result_panel.refresh()
        self._filter_field()
        self._update_buttons()

    def _show_message(self, text: str) -> None:
        self.summary.setText(text)
        self.notice.hide()
        self.draw_button.hide()
        self.late_box.hide()
        self.field_model.set_field(None, {}, "USD", 0)

    def _show(self, view: SeasonView, result: ChampionshipResult) -> None:
        rules = self._context.service.season(view.season).rules.championship
        assert rules is not None  # a championship result exists only with championship rules
        self.summary.setText(
            translate(
                "ChampionshipView",
                "Championship of {season}: {filled} of {seats} seats filled, pool {pool}, "
                "starting stack {chips} chips plus bonus chips.",
            ).format(
                season=season_label_text(view.season),
                filled=len(result.field),
                seats=rules.seats,
                pool=money_text(result.pool, view.currency, view.locale),
                chips=f"{rules.starting_chips:,}",
            )
        )
        if result.ties_at_cut:
            tied = ", ".join(view.names.get(p, p) for p in result.ties_at_cut)
            tie_break = self._context.service.season(view.season).rules.tie_break
            # Under a drawn tie-break nothing was tried before the draw: say no more than that.
            if tie_break is TieBreak.DRAW:
                notice = translate(
                    "ChampionshipView",
                    "Tied for the last seat: {players}. Draw for the seat, or record a decline "
                    "to settle it; make-up offers wait until then.",
                )
            else:
                notice = translate(
                    "ChampionshipView",
                    "Tied for the last seat and not separated by {rule}: {players}. Draw for "
                    "the seat, or record a decline to settle it; make-up offers wait until then.",
                )
            self.notice.setText(notice.format(players=tied, rule=ties_broken_by(tie_break)))
            self.notice.show()
        else:
            self.notice.hide()
        self._tied = result.ties_at_cut
        self.draw_button.setVisible(bool(result.ties_at_cut))
        self.draw_button.setEnabled(self._context.writable)
        self.field_model.set_field(
            result, view.names, view.currency, rules.starting_chips, view.locale
        )
        self._fill_late_makeups(view, result)
        self._fill_offers(view, result)
        self._fill_declined(view)
        self._fill_pool(view, result)
        self.payouts_model.set_payouts(result.payouts, view.currency, view.locale)

    def _fill_offers(self, view: SeasonView, result: ChampionshipResult) -> None:
        accepted = set(self._context.service.season(view.season).championship.makeups)
        self.offers.blockSignals(True)
        self.offers.clear()
        if view.report is not None and self._fill_still_needed(view):
            self.offers.blockSignals(False)
            return
        for offer in result.makeup_offers:
            item = QListWidgetItem(
                (
                    translate("ChampionshipView", "{player}: {fee} for 1 missed event")
                    if offer.missed == 1
                    else translate("ChampionshipView", "{player}: {fee} for {count} missed events")
                ).format(
                    player=view.names.get(offer.player, offer.player),
                    fee=money_text(offer.fee, view.currency, view.locale),
                    count=offer.missed,
                )
            )
            item.setData(PLAYER_ROLE, offer.player)
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            # A read-only league shows the ticks, fixed.
            item.setFlags(flags if self._context.writable else shown_only(flags))
            checked = offer.player in accepted
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.offers.addItem(item)
        if not result.makeup_offers:
            self.offers_hint.setText(
                translate(
                    "ChampionshipView",
                    "No make-up offers: every seat is taken or none are allowed.",
                )
            )
        else:
            self.offers_hint.setText(
                translate(
                    "ChampionshipView", "Tick a player who pays the make-up buy-in to take a seat."
                )
            )
        self.offers.blockSignals(False)

    def _fill_still_needed(self, view: SeasonView) -> bool:
        """Before the last regular event: what each player short of the minimum still needs.

        Make-up buy-ins are offered once the regular season is over; ``False`` then.
        """
        league = self._context.service.league_for_season(view.season)
        progress = season_progress(league, view.report)
        if progress.over:
            return False
        race = championship_race_texts(league, view.report)
        for player, text in race.items():
            item = QListWidgetItem(f"{view.names.get(player, player)}: {text[0].lower()}{text[1:]}")
            item.setData(PLAYER_ROLE, player)
            self.offers.addItem(item)
        self.offers_hint.setText(
            (
                translate(
                    "ChampionshipView",
                    "{progress}: make-up buy-ins are offered after the season's last regular "
                    "event. Until then, what each player still needs:",
                )
                if race
                else translate(
                    "ChampionshipView",
                    "{progress}: make-up buy-ins are offered after the last event.",
                )
            ).format(progress=progress.after_text())
        )
        if progress.estimated:
            self.offers_hint.setText(
                self.offers_hint.text()
                + " "
                + translate(
                    "ChampionshipView",
                    "(The season's length is an estimate: set {field} in Season setup.)",
                ).format(field=translate("StandingsForm", NIGHTS_FIELD_NAME))
            )
        return True

    def _fill_late_makeups(self, view: SeasonView, result: ChampionshipResult) -> None:
        self.late_makeups.clear()
        for late in result.makeups_no_longer_offered:
            # The box's title and hint say the rest of no_longer_offered_text.
            item = QListWidgetItem(f"{view.names.get(late.player, late.player)}: {late.reason}")
            item.setData(PLAYER_ROLE, late.player)
            self.late_makeups.addItem(item)
        if self.late_makeups.count():
            self.late_makeups.setCurrentRow(0)
        self.late_box.setVisible(bool(result.makeups_no_longer_offered))

    def _fill_declined(self, view: SeasonView) -> None:
        self.declined.clear()
        declined = self._context.service.season(view.season).championship.declined
        for player in declined:
            item = QListWidgetItem(view.names.get(player, player))
            item.setData(PLAYER_ROLE, player)
            self.declined.addItem(item)
        self.declined_hint.setText(
            translate(
                "ChampionshipView", "Select a player who changed their mind and press Invite again."
            )
            if declined
            else translate(
                "ChampionshipView",
                "Nobody has declined. Select a player in the field and press Decline seat.",
            )
        )

    def _fill_pool(self, view: SeasonView, result: ChampionshipResult) -> None:
        while self.pool_form.rowCount():
            self.pool_form.removeRow(0)
        for source, amount in result.pool_sources:
            said = pool_source_text(source)
            self.pool_form.addRow(
                translate("ChampionshipView", "{source}:").format(
                    source=said[:1].upper() + said[1:]
                ),
                _amount(money_text(amount, view.currency, view.locale)),
            )
        total = _amount(money_text(result.pool, view.currency, view.locale))
        font = total.font()
        font.setBold(True)
        total.setFont(font)
        self.pool_form.addRow(translate("ChampionshipView", "Total pool:"), total)

    def _on_changed(self, change: Change) -> None:
        if change.parts & RESULTS:
            self.refresh()

    def _update_buttons(self) -> None:
        writable = self._context.writable
        self.decline_button.setEnabled(writable and self.field.selectionModel().hasSelection())
        self.reinstate_button.setEnabled(writable and bool(self.declined.selectedItems()))
        self.remove_makeup_button.setEnabled(writable and bool(self.late_makeups.selectedItems()))

    # Editing ---------------------------------------------------------------------------------

    def draw(self) -> None:
        """Ask for the draw among the players tied at the cut and record it (undoable)."""
        tied = [(player, self._name(player)) for player in self._tied]
        if not tied:
            return
        names = ", ".join(name for _, name in tied)
        season = self._context.season
        while True:
            dialog = DrawDialog(tied, self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            order = dialog.players()
            if self._context.push(commands.record_draw(self._context, season, order, names)):
                return
            # Not recorded (a full disk, another program writing): asked again in the order
            # drawn, so that cards drawn at the table need not be drawn twice; unless the
            # league, read again, has no such tie any more.
            if set(self._tied) != set(order):
                return
            named = dict(tied)
            tied = [(player, named[player]) for player in order]

    def decline_selected(self) -> None:
        """The selected field player declines the invitation (undoable)."""
        rows = self.field.selectionModel().selectedRows()
        if rows:
            self.decline(self.field_model.player_at(rows[0].row()))

    def decline(self, player: str) -> None:
        name = self._name(player)
        season = self._context.season
        self._context.push(commands.decline(self._context, season, player, name))

    def reinstate_selected(self) -> None:
        items = self.declined.selectedItems()
        if items:
            player = items[0].data(PLAYER_ROLE)
            season = self._context.season
            command = commands.reinstate(self._context, season, player, self._name(player))
            self._context.push(command)

    def remove_selected_makeup(self) -> None:
        """Take away the selected make-up the standings no longer offer (undoable)."""
        items = self.late_makeups.selectedItems()
        if not items or not self._context.writable:
            return
        player = items[0].data(PLAYER_ROLE)
        season = self._context.season
        command = commands.remove_makeup(self._context, season, player, self._name(player))
        self._context.push(command)

    def _offer_toggled(self, item: QListWidgetItem) -> None:
        player = item.data(PLAYER_ROLE)
        accepted = item.checkState() == Qt.CheckState.Checked
        season = self._context.season
        command = commands.set_makeup(self._context, season, player, self._name(player), accepted)
        if not self._context.push(command):
            self.refresh()  # put the tick back where the stored decisions say it is

    def _name(self, player_id: str) -> str:
        player = self._context.service.players_by_id().get(player_id)
        return player.name if player else player_id


def _box(
    title: str, body: QWidget, buttons: list[QPushButton], hint: QWidget | None = None
) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    if hint is not None:
        layout.addWidget(hint)
    layout.addWidget(body, 1)
    if body.maximumHeight() < 10_000:
        layout.addStretch(1)  # a short list sits at the top, not in the middle of the box
    if buttons:
        row = QHBoxLayout()
        row.addStretch(1)
        for button in buttons:
            row.addWidget(button)
        layout.addLayout(row)
    return box


def _amount(text: str) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label

"""Entering the championship result: a finish for each player of the field, then the prizes."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.records import Entry, Event, EventKind
from leaguemgr.ui.championship import championship_commands as commands
from leaguemgr.ui.championship.championship_models import ResultColumn, ResultEntryModel, ResultRow
from leaguemgr.ui.edit_feedback import push_for_reason
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.season_data import season_view
from leaguemgr.ui.table_helpers import configure_table


class ChampionshipResultPanel(QGroupBox):
    """Type finishes, save them as the season's championship event, see the prizes."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(translate("ChampionshipResultPanel", "Result"), parent)
        self._context = context
        self.model = ResultEntryModel(self)
        self.model.read_only = not context.writable
        self.model.edited.connect(self._update_state)
        self.table = QTableView()
        self.table.setModel(self.model)
        configure_table(self.table, stretch_column=ResultColumn.PLAYER)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.save_button = QPushButton(translate("ChampionshipResultPanel", "Save result"))
        self.save_button.clicked.connect(self.save)
        self.clear_button = QPushButton(translate("ChampionshipResultPanel", "Clear finishes"))
        self.clear_button.clicked.connect(self.model.clear_finishes)
        self.delete_button = QPushButton(translate("ChampionshipResultPanel", "Delete result"))
        self.delete_button.setToolTip(
            translate(
                "ChampionshipResultPanel", "Remove the recorded championship event (undoable)"
            )
        )
        self.delete_button.clicked.connect(self.delete)

        buttons = QHBoxLayout()
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        hint = QLabel(
            translate(
                "ChampionshipResultPanel",
                "Type each player's finish (1 = champion; equal numbers for a tie).",
            )
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.state)
        layout.addLayout(buttons)
        self._recorded: Event | None = None
        self._number = 1

    def refresh(self) -> None:
        """Load the field and any recorded result of the selected season."""
        view = season_view(self._context)
        championship = view.report.championship if view.report else None
        self.setEnabled(championship is not None)
        if championship is None:
            self._recorded = None
            self.model.set_rows([], view.currency, view.locale)
            self._update_state()
            return
        season = self._context.service.season(view.season)
        regular = [e.number for e in season.events if e.kind is EventKind.REGULAR]
        self._recorded = next((e for e in season.events if e.kind is EventKind.CHAMPIONSHIP), None)
        self._number = self._recorded.number if self._recorded else max(regular, default=0) + 1
        finishes = {e.player: e.finish for e in self._recorded.entries} if self._recorded else {}
        prizes = {r.player: r.amount for r in championship.results or ()}
        players = [seat.player for seat in championship.field]
        players += [p for p in finishes if p not in players]
        rows = [ResultRow(p, view.names.get(p, p), finishes.get(p), prizes.get(p)) for p in players]
        if self._recorded:
            # A recorded result reads best in finishing order.
            rows.sort(key=lambda r: (r.finish is None, r.finish or 0))
        self.model.set_rows(rows, view.currency, view.locale)
        self._update_state()

    def save(self) -> None:
        """Store the typed finishes as the season's championship event (undoable)."""
        finishes = self.model.finishes()
        if not finishes:
            self.state.setText(
                translate("ChampionshipResultPanel", "Type at least one finish before saving.")
            )
            return
        existing = {e.player: e for e in self._recorded.entries} if self._recorded else {}
        entries = tuple(
            dataclasses.replace(existing[player], finish=finish)
            if player in existing
            else Entry(player, finish=finish)
            for player, finish in sorted(finishes, key=lambda pf: pf[1])
        )
        base = self._recorded or Event(
            number=self._number, name="Championship", kind=EventKind.CHAMPIONSHIP
        )
        event = dataclasses.replace(base, entries=entries)
        command = commands.save_result(self._context, self._context.season, event)
        reason = push_for_reason(self._context, command)
        if reason is not None:
            self.state.setText(
                translate("ChampionshipResultPanel", "Not saved: {reason}").format(reason=reason)
            )

    def delete(self) -> None:
        if self._recorded is not None:
            season = self._context.season
            self._context.push(commands.clear_result(self._context, season, self._recorded))

    def _update_state(self) -> None:
        if self.model.dirty:
            self.state.setText(
                translate(
                    "ChampionshipResultPanel", "Finishes changed: press Save result to record them."
                )
            )
        elif self._recorded is not None:
            self.state.setText(
                translate(
                    "ChampionshipResultPanel", "Recorded as event {number} of the season."
                ).format(number=self._recorded.number)
            )
        else:
            self.state.setText(translate("ChampionshipResultPanel", "No result recorded yet."))
        writable = self._context.writable  # a read-only league's result is only shown
        self.save_button.setEnabled(writable and self.model.dirty)
        self.delete_button.setEnabled(writable and self._recorded is not None)
        self.clear_button.setEnabled(writable and bool(self.model.finishes()))

"""The Standings screen: the points race table with championship status, and its chart."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.ledger import dues_paid_on, held_back_text
from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.services.change_parts import RESULTS, Part
from leaguemgr.services.league_service import Change
from leaguemgr.services.points_race import PointsRace, points_race
from leaguemgr.services.season_money import who_owes
from leaguemgr.services.season_progress import championship_race_texts, season_progress
from leaguemgr.ui.championship import championship_commands
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.season_data import season_view
from leaguemgr.ui.standings.points_race_chart import PointsRaceChart
from leaguemgr.ui.standings.standings_table_model import (
    PLAYER_ID_ROLE,
    StandingsColumn,
    StandingsTableModel,
)
from leaguemgr.ui.table_helpers import configure_table, sorted_rows_proxy


def held_back_texts(
    league: League | None, season: str, report: SeasonReport | None
) -> dict[str, str]:
    """The tooltip of each player whose points the dues gate held back (SPEC 7)."""
    if league is None or report is None or not report.points_held_back:
        return {}
    record = league.season(season)
    dues = record.rules.dues
    if dues is None:
        return {}
    return {
        player: held_back_text(events, dues_paid_on(record.ledger, player, dues.amount))
        for player, events in report.points_held_back
    }


class StandingsView(QWidget):
    """Rank, points, events, wins, penalties and championship status of every player."""

    player_activated = Signal(str)  # a player id, to open the player's page

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self._context = context
        self.model = StandingsTableModel(self)
        self.proxy = sorted_rows_proxy(self.model, StandingsColumn.PLAYER, self)

        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("StandingsView", "Filter players…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.summary = QLabel()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        # Who owes the league what (unpaid entries, dues, fines): the Money screen's figures.
        self.owes = QLabel()
        self.owes.setWordWrap(True)
        self.owes.setStyleSheet("color: #8a5a00;")
        self.owes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.owes.hide()

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(StandingsColumn.RANK, Qt.SortOrder.AscendingOrder)
        configure_table(self.table, stretch_column=StandingsColumn.CHAMPIONSHIP)
        header = self.table.horizontalHeader()
        header.moveSection(header.visualIndex(StandingsColumn.BEST), StandingsColumn.POINTS)
        header.moveSection(
            header.visualIndex(StandingsColumn.KNOCKOUTS),
            header.visualIndex(StandingsColumn.WINS) + 1,
        )
        header.moveSection(
            header.visualIndex(StandingsColumn.BOUNTIES),
            header.visualIndex(StandingsColumn.KNOCKOUTS) + 1,
        )
        self.table.activated.connect(self._activate)
        self.table.setToolTip(
            translate(
                "StandingsView",
                "Double-click or press Enter to open the player's page; "
                "right-click to decline or restore a championship invitation",
            )
        )
        self.decline_action = QAction(
            translate("StandingsView", "&Decline championship invitation"), self
        )
        self.decline_action.triggered.connect(self._decline)
        self.reinstate_action = QAction(
            translate("StandingsView", "&Invite to the championship again"), self
        )
        self.reinstate_action.triggered.connect(self._reinstate)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.addActions([self.decline_action, self.reinstate_action])
        self.table.selectionModel().selectionChanged.connect(self._update_actions)

        self.setFocusProxy(self.table)
        self.chart = PointsRaceChart()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.summary)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.owes)
        layout.addWidget(splitter, 1)

        context.changed.connect(self._on_changed)
        context.season_selected.connect(lambda _name: self.refresh())
        self.refresh()

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def refresh(self) -> None:
        """Show the selected season's standings as the rules compute them now."""
        view = season_view(self._context)
        race: dict[str, str] = {}
        # The season's own slice: the first paint does not wait for the whole league.
        league = self._context.service.league_for_season(view.season) if view.season else None
        if league is not None and view.report is not None:
            race = championship_race_texts(league, view.report)
        self._show_who_owes(
            view.season, view.report is not None, view.names, view.currency, view.locale
        )
        held = held_back_texts(league, view.season, view.report)
        self.model.set_report(view.report, view.names, view.currency, race, held, view.locale)
        best = view.report is not None and any(
            row.best_points is not None for row in view.report.standings
        )
        self.table.setColumnHidden(StandingsColumn.BEST, not best)
        self.table.setColumnHidden(StandingsColumn.BOUNTIES, not self.model.has_bounties)
        self.problem.setText(view.problem)
        self.problem.setVisible(bool(view.problem))
        if view.report is None:
            self.summary.setText("")
            self.chart.show_race(PointsRace((), ()), view.names)
            return
        progress = season_progress(league, view.report)
        # Pieces side by side, none inside another: each is one translated text.
        # Plurals go through self.tr with a plain name for n: lupdate reads them only so.
        count, played, total = len(view.report.standings), progress.played, progress.total
        players = self.tr("%n player(s)", "", count)
        if progress.over:
            after = self.tr("after %n event(s)", "", played)
        elif progress.estimated:
            after = self.tr("after {played} of about %n event(s)", "", total)
        else:
            after = self.tr("after {played} of %n event(s)", "", total)
        summary = f"{players} {after.format(played=progress.played)}"
        if progress.estimated and not progress.over:
            note = translate(
                "StandingsView", "(an estimate: set Nights in the season in Season setup)"
            )
            summary += f" {note}"
        self.summary.setText(summary)
        self.chart.show_race(points_race(view.report, top=8), view.names)
        self._update_actions()

    def _show_who_owes(
        self,
        season: str,
        reported: bool,
        names: dict[str, str],
        currency: str,
        locale: str | None = None,
    ) -> None:
        debts: list[tuple[str, Decimal]] = []
        if season and reported:
            try:
                debts = who_owes(self._context.service, season)
            except (KeyError, RuleError, ValueError):  # the season is going, or will not add up
                debts = []
        parts = [f"{names.get(p, p)} {money_text(owes, currency, locale)}" for p, owes in debts]
        self.owes.setText(
            translate("StandingsView", "Who owes: {debts}").format(debts="; ".join(parts))
            if parts
            else ""
        )
        self.owes.setVisible(bool(parts))

    def _on_changed(self, change: Change) -> None:
        if change.parts & RESULTS:
            self.refresh()
        elif Part.LEDGER in change.parts:  # a payment or a fine: only the banner moves
            view = season_view(self._context)
            self._show_who_owes(
                view.season, view.report is not None, view.names, view.currency, view.locale
            )

    def selected_player(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.data(rows[0], PLAYER_ID_ROLE) if rows else None

    def _update_actions(self) -> None:
        """Declines apply to seasons with a championship, to players not yet declined."""
        player = self.selected_player()
        season = self._context.season
        decisions = None
        service = self._context.service
        writable = self._context.writable  # a read-only league offers neither
        if writable and player and season and service.season(season).rules.championship:
            decisions = service.season(season).championship
        self.decline_action.setEnabled(bool(decisions) and player not in decisions.declined)
        self.reinstate_action.setEnabled(bool(decisions) and player in decisions.declined)

    def _decline(self) -> None:
        self._decide(championship_commands.decline)

    def _reinstate(self) -> None:
        self._decide(championship_commands.reinstate)

    def _decide(self, make_command) -> None:
        player = self.selected_player()
        if player is None:
            return
        names = {p.id: p.name for p in self._context.service.league.players}
        season = self._context.season
        self._context.push(make_command(self._context, season, player, names.get(player, player)))

    def _activate(self, index: QModelIndex) -> None:
        player = self.proxy.data(index, PLAYER_ID_ROLE)
        if player:
            self.player_activated.emit(player)

"""Season setup's Handicaps…: the points each player starts the season with (SPEC 8), for
instance last season's top three handicapped and bottom three helped."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import Player
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.form_fields import league_locale_of, league_qlocale
from leaguemgr.ui.i18n import translate


class StartingPointsDialog(QDialog):
    """Every player with a points field (0: no handicap); OK keeps the ones not 0."""

    def __init__(
        self,
        season: str,
        players: Sequence[Player],
        points: Sequence[tuple[str, float]],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        # A window takes the app's locale, not its parent's: the points in the league's.
        self.setLocale(league_qlocale(league_locale_of(parent)))
        self.setWindowTitle(
            translate("StartingPointsDialog", "Handicaps: points at the start of {season}").format(
                season=season
            )
        )
        given = dict(points)
        shown = sorted(
            (p for p in players if p.active or p.id in given), key=lambda p: collation_key(p.name)
        )
        self.table = QTableWidget(len(shown), 2)
        self.table.setHorizontalHeaderLabels(
            [
                translate("StartingPointsDialog", "Player"),
                translate("StartingPointsDialog", "Points at the start"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self._ids = [player.id for player in shown]
        self.spins: dict[str, QDoubleSpinBox] = {}
        for row, player in enumerate(shown):
            self.table.setItem(row, 0, QTableWidgetItem(player.name))
            spin = QDoubleSpinBox()
            spin.setRange(-100_000, 100_000)
            spin.setDecimals(2)
            spin.setValue(given.get(player.id, 0.0))
            self.table.setCellWidget(row, 1, spin)
            self.spins[player.id] = spin
        note = QLabel(
            translate(
                "StartingPointsDialog",
                "Points a player starts the season with: more for last season's leaders, fewer "
                "(negative) to hold them back. They count in the standings like penalties do.",
            )
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addWidget(ok_cancel_buttons(self, translate("StartingPointsDialog", "Save")))
        self.resize(480, 560)

    def starting_points(self) -> tuple[tuple[str, float], ...]:
        """(player id, points) of every player who starts with points, in roster order."""
        return tuple(
            (player, spin.value()) for player, spin in self.spins.items() if spin.value() != 0
        )

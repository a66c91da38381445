"""A player's page: season totals, money in and out, dealing, and every event played."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.dealer_credits import UNITS_PER_FREE_ENTRY
from leaguemgr.domain.records import DealerGame, EntryStatus, EventKind
from leaguemgr.domain.words import season_title
from leaguemgr.services.player_history import EventLine, PlayerHistory, player_history
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import knockouts_text, money_text, points_text
from leaguemgr.ui.season_data import season_view
from leaguemgr.ui.table_helpers import configure_table

Index = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

_STATUS = {
    EntryStatus.PLAYED: "",
    EntryStatus.DISQUALIFIED: QT_TRANSLATE_NOOP("PlayerDetail", "Disqualified"),
    EntryStatus.FORFEIT: QT_TRANSLATE_NOOP("PlayerDetail", "Forfeit"),
    EntryStatus.NO_SHOW: QT_TRANSLATE_NOOP("PlayerDetail", "No-show"),
    EntryStatus.LATE_CANCEL: QT_TRANSLATE_NOOP("PlayerDetail", "Late cancel"),
}


class EventColumn(IntEnum):
    EVENT = 0
    FINISH = 1
    POINTS = 2
    MONEY_IN = 3
    PRIZE = 4
    BOUNTY = 5
    KNOCKOUTS = 6
    NOTES = 7


HEADERS = {
    EventColumn.EVENT: QT_TRANSLATE_NOOP("PlayerDetail", "Event"),
    EventColumn.FINISH: QT_TRANSLATE_NOOP("PlayerDetail", "Finish"),
    EventColumn.POINTS: QT_TRANSLATE_NOOP("PlayerDetail", "Points"),
    EventColumn.MONEY_IN: QT_TRANSLATE_NOOP("PlayerDetail", "Paid in"),
    EventColumn.PRIZE: QT_TRANSLATE_NOOP("PlayerDetail", "Prize"),
    EventColumn.BOUNTY: QT_TRANSLATE_NOOP("PlayerDetail", "Bounty"),
    EventColumn.KNOCKOUTS: QT_TRANSLATE_NOOP("PlayerDetail", "KOs"),
    EventColumn.NOTES: QT_TRANSLATE_NOOP("PlayerDetail", "Notes"),
}
_NUMERIC = set(EventColumn) - {EventColumn.EVENT, EventColumn.NOTES}


class PlayerEventsModel(QAbstractTableModel):
    """The events of one player's season, one row each."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines: tuple[EventLine, ...] = ()
        self._currency = "USD"
        self._locale: str | None = None

    def set_lines(
        self, lines: tuple[EventLine, ...], currency: str, locale: str | None = None
    ) -> None:
        self.beginResetModel()
        self._lines = lines
        self._currency, self._locale = currency, locale
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(EventColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("PlayerDetail", HEADERS[EventColumn(section)])
        if role == Qt.ItemDataRole.TextAlignmentRole and EventColumn(section) in _NUMERIC:
            return _RIGHT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = EventColumn(index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return _RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        line = self._lines[index.row()]
        championship = line.kind is EventKind.CHAMPIONSHIP
        match column:
            case EventColumn.EVENT:
                # "Event 3" already says its number; "January" gets it in front.
                if str(line.number) in line.title:
                    return line.title
                return f"{line.number}. {line.title}"
            case EventColumn.FINISH:
                return "—" if line.finish is None else str(line.finish)
            case EventColumn.POINTS:
                return (
                    ""
                    if championship or not line.entered
                    else points_text(line.points, self._locale)
                )
            case EventColumn.MONEY_IN:
                return money_text(line.money_in, self._currency, self._locale)
            case EventColumn.PRIZE:
                return money_text(line.prize, self._currency, self._locale) if line.prize else ""
            case EventColumn.BOUNTY:
                # The bounty on the previous winner and the knockout bounties: all collected.
                won = line.bounty_won + line.knockout_bounties
                return money_text(won, self._currency, self._locale) if won else ""
            case EventColumn.KNOCKOUTS:
                return knockouts_text(line.knockouts)
            case EventColumn.NOTES:
                return _notes(line)
        return None


def _notes(line: EventLine) -> str:
    notes = []
    if not line.entered:
        notes.append(translate("PlayerDetail", "did not play"))
    elif _STATUS[line.status]:
        notes.append(translate("PlayerDetail", _STATUS[line.status]))
    if line.free_entry:
        notes.append(translate("PlayerDetail", "free entry"))
    if line.dealt is DealerGame.FULL:
        notes.append(translate("PlayerDetail", "dealt full"))
    elif line.dealt is DealerGame.HALF:
        notes.append(translate("PlayerDetail", "dealt half"))
    return ", ".join(notes)


class PlayerDetail(QWidget):
    """The page of one player in the selected season; empty until a player is shown."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self._context = context
        self._player: str | None = None
        self.history: PlayerHistory | None = None

        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)

        self.figures: dict[str, QLabel] = {}
        money_box = self._figure_box(
            translate("PlayerDetail", "Money"),
            [
                ("Paid in", translate("PlayerDetail", "Paid in:")),
                ("Prizes", translate("PlayerDetail", "Prizes:")),
                ("Bounties won", translate("PlayerDetail", "Bounties won:")),
                ("Knockout bounties", translate("PlayerDetail", "Knockout bounties:")),
                ("Season prize", translate("PlayerDetail", "Season prize:")),
                ("Paid out", translate("PlayerDetail", "Paid out:")),
                ("Net", translate("PlayerDetail", "Net:")),
            ],
        )
        play_box = self._figure_box(
            translate("PlayerDetail", "Play"),
            [
                ("Knockouts", translate("PlayerDetail", "Knockouts:")),
                ("Games dealt", translate("PlayerDetail", "Games dealt:")),
                ("Free entries used", translate("PlayerDetail", "Free entries used:")),
                ("Free entries earned", translate("PlayerDetail", "Free entries earned:")),
                ("Free entries left", translate("PlayerDetail", "Free entries left:")),
                ("Dealer units", translate("PlayerDetail", "Dealer units:")),
            ],
        )
        boxes = QGridLayout()
        boxes.addWidget(money_box, 0, 0)
        boxes.addWidget(play_box, 0, 1)

        self.events_model = PlayerEventsModel(self)
        self.events = QTableView()
        self.events.setModel(self.events_model)
        # Every column as wide as its text; the table scrolls sideways rather than clip a note.
        configure_table(self.events)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(boxes)
        layout.addWidget(self.events, 1)
        self.show_player(None)

    def _figure_box(self, title: str, names: list[tuple[str, str]]) -> QGroupBox:
        """A box of figures; ``names``: (the figure's key in ``figures``, its caption)."""
        box = QGroupBox(title)
        form = QFormLayout(box)
        for name, caption in names:
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(caption, value)
            self.figures[name] = value
        return box

    @property
    def player(self) -> str | None:
        return self._player

    def show_player(self, player_id: str | None) -> None:
        """Show ``player_id``'s season (``None`` clears the page)."""
        self._player = player_id
        self.refresh()

    def refresh(self) -> None:
        view = season_view(self._context)
        player = self._player
        if player is None or player not in view.names:
            self._player = None
            self.history = None
            self.title.setText(translate("PlayerDetail", "No player selected"))
            self.subtitle.setText(
                translate("PlayerDetail", "Select a player in the roster to see their season.")
            )
            for label in self.figures.values():
                label.setText("")
            self.events_model.set_lines((), view.currency)
            return
        if view.report is None:
            self.history = None
            self.title.setText(view.names[player])
            self.subtitle.setText(view.problem)
            self.events_model.set_lines((), view.currency)
            return
        history = player_history(self._context.service.league, view.report, player)
        self.history = history
        self._show(history, view.season, view.currency, view.locale)

    def _show(
        self, history: PlayerHistory, season: str, currency: str, locale: str | None = None
    ) -> None:
        self.title.setText(history.name)
        # Pieces side by side, none inside another: each is one translated text.
        if season_title(season) == season:  # "Season 1 2013" says it already
            title = season
        else:
            title = translate("PlayerDetail", "Season {season}").format(season=season)
        if history.rank:
            rank = translate("PlayerDetail", "rank {rank}").format(rank=history.rank)
        else:
            rank = translate("PlayerDetail", "not ranked")
        points = translate("PlayerDetail", "{points} points").format(
            points=points_text(history.points, locale)
        )
        played, won = history.events_played, history.wins
        events = self.tr("%n event(s) played", "", played)
        wins = self.tr("%n win(s)", "", won)
        self.subtitle.setText(f"{title}: {rank}, {points}, {events}, {wins}")
        bounties = money_text(history.bounties_won, currency, locale)
        if history.bounty_count:
            bounties += f" ({history.bounty_count})"
        values = {
            "Paid in": money_text(history.money_in, currency, locale),
            "Prizes": money_text(history.prizes, currency, locale),
            "Bounties won": bounties,
            "Knockout bounties": money_text(history.knockout_bounties, currency, locale),
            "Season prize": money_text(history.season_prize, currency, locale)
            + (
                " " + translate("PlayerDetail", "if the season ended now (not paid yet)")
                if history.season_prize_provisional
                else ""
            ),
            "Paid out": money_text(history.money_out, currency, locale),
            "Net": money_text(history.net, currency, locale),
            "Knockouts": knockouts_text(history.knockouts) or "0",
            "Games dealt": translate("PlayerDetail", "{full} full, {half} half").format(
                full=history.full_games_dealt, half=history.half_games_dealt
            ),
            "Free entries used": str(history.free_entries_used),
            "Free entries earned": str(history.free_entries_earned),
            "Free entries left": str(history.free_entries_available),
            "Dealer units": translate("PlayerDetail", "{units} of {needed}").format(
                units=history.dealer_units, needed=UNITS_PER_FREE_ENTRY
            ),
        }
        for name, text in values.items():
            self.figures[name].setText(text)
        self.events_model.set_lines(history.events, currency, locale)

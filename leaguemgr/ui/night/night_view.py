"""The Night screen: run an event live from the keyboard (SPEC 4, issue #9).

Every action goes to the night service through :class:`NightCalls` (refusals in the message
line, faults in the fault dialog, changes announced to the other screens). Keys: Ctrl+Shift+S
start the next night, type a name + Enter to arrive, Ctrl+D draw the seats, Alt+B to the bust
field, Ctrl+R / Ctrl+Shift+A a rebuy / add-on for the player typed there (or selected in
the seats, Alt+I), Ctrl+Z undo the
night's last action, Ctrl+Left/Right the level, Ctrl+Shift+P print the seating chart,
Ctrl+Shift+T the table cards, Ctrl+Shift+D a deal, Ctrl+Shift+C close the night, Ctrl+H hand
for hand on/off. After a name typed in the bust or arrivals field: Ctrl+T the absent player
is here (or the seated one left), Ctrl+Shift+X what is due for an absent player (chips off
or forfeit), Ctrl+L then F/H/N a dealer's full or half game (or none).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.rsvp import RsvpState
from leaguemgr.services.league_service import Change
from leaguemgr.services.night_service import NightService
from leaguemgr.services.rsvp_service import night_state
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.arrivals_bar import ArrivalsBar
from leaguemgr.ui.night.bust_entry import CLOSE_KEY, BustEntry
from leaguemgr.ui.night.busts_model import BustColumn, BustsModel, describe
from leaguemgr.ui.night.clock_control import NightClock
from leaguemgr.ui.night.closed_cash_out import ClosedCashOut
from leaguemgr.ui.night.finish_columns import FinishColumns
from leaguemgr.ui.night.going_list import GoingList
from leaguemgr.ui.night.live_panel import LivePanel
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.night_actions import NightActions
from leaguemgr.ui.night.night_calls import NightCalls
from leaguemgr.ui.night.night_data import NightData, next_number, running_numbers
from leaguemgr.ui.night.night_keys import ScreenKeys
from leaguemgr.ui.night.night_session import NightSession
from leaguemgr.ui.night.seats_model import SeatsModel
from leaguemgr.ui.steady_table import SteadyTable
from leaguemgr.ui.steady_text import SteadyText
from leaguemgr.ui.steady_widgets import SteadySplitter
from leaguemgr.ui.table_helpers import configure_table, select_row


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the typing stays in the name fields
    return button


def fixed_widths(view: QTableView, samples: dict[int, str]) -> None:
    """Columns as wide as a sample text: sizing them to their contents would ask every
    row of a big field for its text on each repaint (a bust costs tens of ms then)."""
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    for column, sample in samples.items():
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(column, metrics.horizontalAdvance(sample) + 24)


class NightView(QWidget):
    """One league's live night, as its :class:`NightSession` has it."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.session = NightSession(context, self)
        self.calls = NightCalls(context, self)
        self.actions = NightActions(self, self)
        self._arrivals_shown: tuple | None = None
        self.seating_window = None

        self.event_combo = QComboBox()
        self.event_combo.setMinimumContentsLength(20)
        self.event_combo.activated.connect(lambda _i: self.refresh())
        self.start_button = _button(
            translate("NightView", "Start night"),
            translate("NightView", "Start the season's next night (Ctrl+Shift+S)"),
        )
        self.draw_button = _button(
            translate("NightView", "Draw seats"),
            translate("NightView", "Seat everyone who arrived (Ctrl+D)"),
        )
        self.undo_button = _button(
            translate("NightView", "Undo"),
            translate("NightView", "Take back the night's last action (Ctrl+Z)"),
        )
        self.close_button = _button(
            translate("NightView", "Close night…"),
            translate("NightView", "Check the result and close (Ctrl+Shift+C)"),
        )
        self.seating_button = _button(
            translate("NightView", "Seating view…"),
            translate("NightView", "The seats, large, on a second screen"),
        )
        self.print_button = _button(
            translate("NightView", "Print seats…"),
            translate(
                "NightView", "The seating chart (Ctrl+Shift+P) or table cards (Ctrl+Shift+T)"
            ),
        )
        print_menu = QMenu(self.print_button)
        chart = print_menu.addAction(
            translate("NightView", "Seating chart…"), lambda: self.actions.print_seating()
        )
        chart.setShortcut("Ctrl+Shift+P")
        cards = print_menu.addAction(
            translate("NightView", "Table cards…"), lambda: self.actions.print_seating(cards=True)
        )
        cards.setShortcut("Ctrl+Shift+T")
        for item in (chart, cards):
            # Shown in the menu only: the screen's own keys do it (ScreenKeys below).
            item.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.print_button.setMenu(print_menu)
        self.deal_button = _button(
            translate("NightView", "Deal…"),
            translate("NightView", "The players left share the prizes (Ctrl+Shift+D)"),
        )
        self.message = QLabel()
        self._problem = ""  # the last name problem said (dropped once a name is taken)
        self.message.setObjectName("night_message")
        # One line of fixed height, in a place of its own: a message of another length must
        # not move the screen (a relayout repaints all of it, the costliest part of a bust).
        self.message.setFixedHeight(self.message.fontMetrics().height() + 6)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("NightView", "Night:")))
        top.addWidget(self.event_combo)
        for button in (
            self.start_button,
            self.draw_button,
            self.undo_button,
            self.deal_button,
            self.close_button,
            self.seating_button,
            self.print_button,
        ):
            top.addWidget(button)
        top.addStretch(1)

        self.arrivals = ArrivalsBar()
        self.going = GoingList()
        self.going.setMaximumHeight(140)
        self.bust = BustEntry()
        self.seats = SeatsModel(self)
        self.seats_view = SteadyTable()
        self.seats_view.setModel(self.seats)
        configure_table(self.seats_view, stretch_column=2)
        self.seats_view.fix_columns(stretch=(2,))
        self._fix_seat_widths()
        self.busts = BustsModel(self)
        self.busts_view = SteadyTable()
        self.busts_view.setModel(self.busts)
        configure_table(self.busts_view, stretch_column=1)
        self.busts_view.fix_columns(stretch=(1,))
        fixed_widths(
            self.busts_view,
            {0: translate("BustsModel", "Place"), 3: translate("BustsModel", "Level")},
        )
        self._finish_columns = FinishColumns(self.busts_view, BustColumn.PLAYER, BustColumn.BY)
        for table in (self.seats_view, self.busts_view):
            # Shown from the start: the bust that first fills a table made its scroll bar
            # appear, its rows narrower and the table lay out and paint twice (the slowest
            # bust of a night).
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log = QListWidget()
        self.log.setObjectName("night_log")
        self.log.setToolTip(
            translate(
                "NightView", "The night's actions, latest first: Ctrl+Z takes back the top one"
            )
        )
        self.panel = LivePanel()
        self.clock = NightClock(self, self.session)

        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addWidget(self.arrivals)
        self.going_label = QLabel(
            translate("NightView", "Said &yes, not here yet (Enter: arrived)")
        )
        self.going_label.setBuddy(self.going)
        left_column.addWidget(self.going_label)
        left_column.addWidget(self.going)
        left_column.addWidget(self.bust)
        self.closed_cash = ClosedCashOut(context)  # the night closed last, until the next
        left_column.addWidget(self.closed_cash)
        seats_label = QLabel(
            translate("NightView", "Seat&ing (Ctrl+R: the selected player rebuys)")
        )
        seats_label.setBuddy(self.seats_view)  # Alt+I: pick a player with the arrows
        left_column.addWidget(seats_label)
        left_column.addWidget(self.seats_view, 1)
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        right_column.addWidget(self.panel)
        # The finishes and the log share one place: at 1024x600 the panel above them
        # leaves room for one table, not two.
        self.history = QTabWidget()
        self.history.setObjectName("night_history")
        self.history.setDocumentMode(True)
        self.history.addTab(self.busts_view, translate("NightView", "Finishes"))
        self.history.addTab(self.log, translate("NightView", "The night so far"))
        self.history.setTabToolTip(
            1,
            translate("NightView", "The night's actions, latest first: Ctrl+Z undoes the top one"),
        )
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        right_column.addWidget(self.history, 1)
        splitter = SteadySplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        # Shared from the start, not by what each side asks for: a longer language's arrival
        # flags asked for two thirds of the width and squeezed the panel's figures.
        splitter.setSizes([11000, 9000])
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.clock.strip)
        column.addWidget(SteadyText(self.message))
        column.addWidget(splitter, 1)

        self.start_button.clicked.connect(self.actions.start_night)
        self.draw_button.clicked.connect(self.actions.draw)
        self.undo_button.clicked.connect(self.actions.undo)
        self.close_button.clicked.connect(self.actions.close_night)
        self.seating_button.clicked.connect(self.actions.show_seating)
        self.deal_button.clicked.connect(self.actions.offer_deal)
        self.panel.prev_button.clicked.connect(lambda: self.actions.level(-1))
        self.panel.next_button.clicked.connect(lambda: self.actions.level(1))
        self.arrivals.arrived.connect(self.actions.arrive)
        self.going.arrived.connect(lambda p: self.actions.arrive(p, self.arrivals.flags()))
        self.arrivals.unknown.connect(self._say_problem)
        self.arrivals.walk_in.connect(self.actions.offer_walk_in)
        self.bust.busted.connect(self.actions.record_bust)
        self.bust.problem.connect(self._say_problem)
        self.bust.taken.connect(self._drop_problem)
        self.calls.refused.connect(
            lambda text: self.say(translate("NightView", "Not done: {reason}").format(reason=text))
        )
        self.calls.done.connect(self.say)
        context.changed.connect(self._changed)
        context.season_selected.connect(lambda _name: self.refresh())
        self.keys = ScreenKeys(
            self,
            {
                "Ctrl+Shift+S": self.actions.start_night,
                "Ctrl+D": self.actions.draw,
                "Ctrl+Z": self.actions.undo,
                "Ctrl+Left": lambda: self.actions.level(-1),
                "Ctrl+Right": lambda: self.actions.level(1),
                CLOSE_KEY: self.actions.close_night,
                "Ctrl+Shift+P": self.actions.print_seating,
                "Ctrl+Shift+T": lambda: self.actions.print_seating(cards=True),
                "Ctrl+T": self.actions.toggle_presence,
                "Ctrl+Shift+X": self.actions.settle_absent,
                "Ctrl+L": self.actions.ask_dealer,
                "Ctrl+H": self.actions.toggle_hand_for_hand,
                "Ctrl+Shift+D": self.actions.offer_deal,
                "Ctrl+R": lambda: self.actions.buy_more("rebuy"),
                "Ctrl+Shift+A": lambda: self.actions.buy_more("addon"),
                **self.arrivals.toggle_keys(),
            },
        )
        self.refresh()

    # Reading ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the chosen running night (or the first one) as it stands now."""
        season = self.context.season
        chosen = self.event_combo.currentData()
        numbers = running_numbers(self.nights, season) if season else []
        shown = [self.event_combo.itemData(i) for i in range(self.event_combo.count())]
        if numbers != shown:  # filled again only when it changes: it repainted on every bust
            self.event_combo.blockSignals(True)
            self.event_combo.clear()
            for number in numbers:
                self.event_combo.addItem(
                    translate("NightView", "Event {number} (running)").format(number=number), number
                )
            if chosen in numbers:
                self.event_combo.setCurrentIndex(numbers.index(chosen))
            self.event_combo.blockSignals(False)
        self.session.read(season, self.event_combo.currentData())
        if self.data is not None or season != (self.closed_cash.closed or (season,))[0]:
            self.closed_cash.forget()  # the next night started (or another season shown)
        self.closed_cash.refresh()
        if self.data is not None and not self.message.text():
            self.say(
                translate("NightView", "Event {number} is running").format(number=self.data.number)
            )  # e.g. resumed after a restart
        self._show()
        self.session.announce()

    # The session's night, the service it is read from, the names it shows.

    @property
    def nights(self) -> NightService:
        return self.session.nights

    @nights.setter
    def nights(self, nights: NightService) -> None:
        self.session.nights = nights

    @property
    def data(self) -> NightData | None:
        return self.session.data

    @property
    def names(self) -> Names:
        return self.session.names

    def _show(self) -> None:
        data, names = self.data, self.names
        night = data.night if data else None
        writable = self.context.writable
        season = self.context.season
        self.start_button.setText(
            translate("NightView", "Start night {number}").format(
                number=next_number(self.nights, season)
            )
            if season
            else translate("NightView", "Start night")
        )
        self.start_button.setEnabled(writable and bool(season))
        # While a night runs its next one is no button's business (Ctrl+Shift+S still
        # starts another table or venue, after asking).
        self.start_button.setVisible(self.event_combo.count() == 0)
        running = writable and data is not None
        self.arrivals.setEnabled(running and not night.deal)
        self.bust.setEnabled(running and night.drawn)
        self.draw_button.setEnabled(running and not night.drawn and bool(night.arrivals))
        self.undo_button.setEnabled(running and len(data.log) > 1)
        self.close_button.setEnabled(running)
        self.deal_button.setEnabled(
            running and night.drawn and not night.deal and len(night.remaining) >= 2
        )
        self.print_button.setEnabled(data is not None and bool(night.seats))
        self.panel.prev_button.setEnabled(running and night.level > 1)
        self.panel.next_button.setEnabled(running)
        arrived = tuple(night.players) if night is not None else ()
        dealer_credits = night is not None and night.rules.dealer_credits
        # The roster minus who arrived, sorted: worked out again only when either changed
        # (a bust changes neither, and a big roster costs a millisecond to sort).
        if (names, arrived, dealer_credits) != self._arrivals_shown:
            self._arrivals_shown = (names, arrived, dealer_credits)
            came = set(arrived)
            waiting = [p.id for p in self.session.players() if p.active and p.id not in came]
            self.arrivals.set_players(names, waiting, dealer_credits)
            self.actions.offer_what_is_owed()
        self.going.setEnabled(running and not night.deal)
        self.going.show_going(self._rsvp(), names, set(arrived))
        # Shown only while someone who said yes is still to come: empty, the list took the
        # room of five seats on a night nobody answered (or everybody has come).
        at_the_door = self.going.count() > 0
        self.going_label.setVisible(at_the_door)
        self.going.setVisible(at_the_door)
        self.bust.set_night(night, names)
        self._show_seats(night, names, self._heads_text(data))
        self.busts.set_night(night, names)
        self._finish_columns.fit([(row[1], row[2]) for row in self.busts.rows()])
        for view in (self.seats_view, self.busts_view):
            view.lay_out_now()  # not on a timer: the whole bust shows in one paint
        if data is not None and data.grown_by_one and self.log.count() == len(data.log) - 1:
            self.log.insertItem(0, describe(data.log[-1], names, night.structure))
        else:
            self.log.clear()
            if data is not None:
                structure = night.structure
                self.log.addItems([describe(a, names, structure) for a in reversed(data.log)])
        currency = self.context.service.league.currency
        bounty = data.bounty if data else None
        knockout = data.knockout if data else None
        self.panel.locale = self.context.service.locale()
        self.panel.show_night(
            night, data.status if data else None, names, currency, bounty, knockout
        )

    def _heads_text(self, data: NightData | None) -> dict[str, str] | None:
        """Each head written in the league's currency, with progressive bounties."""
        heads = data.heads if data is not None else None
        if heads is None:
            return None
        currency = self.context.service.league.currency
        locale = self.context.service.locale()
        return {player: money_text(amount, currency, locale) for player, amount in heads.items()}

    def _show_seats(self, night, names: Names, heads: dict[str, str] | None = None) -> None:
        """The seats as they are now, the selection still on the player it was on: a bust
        or a move shifts the rows, and Ctrl+R must not rebuy whoever took the row."""
        current = self.seats_view.currentIndex()
        player = self.seats.player_at(current.row()) if current.isValid() else None
        columns = self.seats.columnCount()
        self.seats.set_night(night, names, heads)
        if self.seats.columnCount() != columns:
            self._fix_seat_widths()
        row = self.seats.row_of(player) if player is not None else None
        if row is not None and row != current.row():
            select_row(self.seats_view, self.seats.index(row, max(current.column(), 0)))
        elif player is not None and row is None:
            self.seats_view.clearSelection()  # out: nobody is selected in their place
            self.seats_view.setCurrentIndex(QModelIndex())

    def _fix_seat_widths(self) -> None:
        """Every column but the player's as wide as a sample text, set again whenever the
        columns change (the card, the head): a new column is sized to its contents, which
        asked every seat for its text on every bust (a third of the screen's refresh)."""
        head = self.seats.head_column()
        samples = {0: translate("SeatsModel", "Table"), 1: translate("SeatsModel", "Seat")}
        service = self.context.service
        widest_head = money_text(Decimal(1000), service.currency(), service.locale())
        for column in range(3, self.seats.columnCount()):  # the card, the head
            samples[column] = widest_head if column == head else "10♠ "
        fixed_widths(self.seats_view, samples)

    def _rsvp(self) -> RsvpState | None:
        """The running night's answers (``None`` when nobody answered)."""
        data = self.data
        if data is None or not data.event.rsvp:
            return None
        return night_state(self.context.service, data.season, data.event)

    def _changed(self, change: Change) -> None:
        if change.season in (None, self.context.season):
            self.refresh()

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _say_problem(self, text: str) -> None:
        """A name typed that names nobody, or several: said until a name is taken."""
        self._problem = text
        self.say(text)

    def _drop_problem(self) -> None:
        """A name was taken: "2 players match 'G'" no longer stands above the next
        question (a message said since stays)."""
        if self._problem and self.message.text() == self._problem:
            self.say("")
        self._problem = ""

    def setFocus(self, reason=Qt.FocusReason.OtherFocusReason) -> None:
        """Focus where the work is: the bust field once seated, else the arrivals."""
        night = self.data.night if self.data else None
        field = self.bust.name_field if night is not None and night.drawn else self.arrivals.field
        field.setFocus(reason)

"""What the Night screen does: each key or button one call of the night service.

:class:`NightActions` is what :class:`~leaguemgr.ui.night.night_view.NightView` does; the
view builds the widgets and shows the night, and hands itself to the actions (as a
:class:`NightScreen`). Every call goes through
:class:`~leaguemgr.ui.night.night_calls.NightCalls` (refusals shown, faults explained,
changes announced).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLineEdit, QMessageBox, QWidget

from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import Player
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.arrivals_bar import ArrivalFlags, ArrivalsBar
from leaguemgr.ui.night.busts_model import describe
from leaguemgr.ui.night.night_data import next_number, running_numbers
from leaguemgr.ui.players import player_commands
from leaguemgr.ui.undo_commands import REFUSALS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox, QPushButton, QTableView

    from leaguemgr.services.makeup_changes import MakeupTakenAway
    from leaguemgr.ui.league_context import LeagueContext
    from leaguemgr.ui.night.bust_entry import BustEntry
    from leaguemgr.ui.night.names import Names
    from leaguemgr.ui.night.night_calls import NightCalls
    from leaguemgr.ui.night.night_data import NightData
    from leaguemgr.ui.night.night_keys import ScreenKeys
    from leaguemgr.ui.night.night_session import NightSession
    from leaguemgr.ui.night.seats_model import SeatsModel

DEALER_GAMES = {"F": "full", "H": "half", "N": "none"}
"""The answers to the dealer question: a full game, a half game, no dealer after all."""


class NightScreen(Protocol):
    """What the actions need of the Night screen: its widgets, its session, its voice."""

    context: LeagueContext
    session: NightSession
    calls: NightCalls
    arrivals: ArrivalsBar
    bust: BustEntry
    deal_button: QPushButton
    event_combo: QComboBox
    seating_window: QWidget | None
    keys: ScreenKeys
    seats: SeatsModel
    seats_view: QTableView

    @property
    def nights(self) -> NightService: ...

    @property
    def data(self) -> NightData | None: ...

    @property
    def names(self) -> Names: ...

    def refresh(self) -> None: ...

    def say(self, text: str) -> None: ...

    def setFocus(self) -> None: ...


class NightActions(QObject):
    """What the keys and buttons of the Night screen ``view`` do: each one call of the
    night service, made through the screen's :class:`NightCalls`."""

    def __init__(self, view: NightScreen, parent: QObject | None = None):
        super().__init__(parent)
        self.view = view

    def _act(self, doing: str, call, *, within_night: bool = True) -> bool:
        if self.view.data is None:
            self.view.say("Start a night first (Ctrl+Shift+S)")
            return False
        return self.view.calls.run(doing, call, within_night=within_night)

    def start_night(self) -> None:
        season = self.view.context.season
        if not season:
            return
        number = next_number(self.view.nights, season)
        running = running_numbers(self.view.nights, season)
        if running and not self._confirm(
            "Start another night",
            f"Event {running[0]} is running. Start event {number} as well (another table "
            "or venue)?",
            default_yes=False,
        ):
            return
        if self.view.calls.run(
            f"Started night {number}", lambda: self.view.nights.start(season, number)
        ):
            self.view.refresh()
            index = self.view.event_combo.findData(number)
            self.view.event_combo.setCurrentIndex(index)
            self.view.refresh()
            self.view.setFocus()

    def _confirm(self, title: str, question: str, *, default_yes: bool) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No
        answer = QMessageBox.question(self.view, title, question, buttons, default)
        return answer == QMessageBox.StandardButton.Yes

    def arrive(self, player: str, flags: ArrivalFlags) -> None:
        data = self.view.data
        name = self.view.names.name(player)
        call = lambda: self.view.nights.arrive(  # noqa: E731
            data.season,
            data.number,
            player,
            paid=flags.paid,
            on_time=flags.on_time,
            exact_change=flags.exact_change,
            free_entry=flags.free_entry,
            absent=flags.absent,
        )
        if self._act(f"{name} arrived", call):
            self.view.arrivals.reset()
            self.view.arrivals.field.setFocus()
        else:
            self.view.arrivals.field.clear()  # the refusal is said; the next name starts afresh

    def offer_walk_in(self, name: str, flags: ArrivalFlags) -> None:
        """A name nobody on the roster has: Enter adds the player and they arrive (with the
        flags ticked), any other key leaves the roster as it was."""
        if self.view.data is None or not self.view.context.writable:
            return

        def add_and_arrive() -> None:
            service = self.view.context.service
            player = Player(id=service.next_player_id(), name=name)
            command = player_commands.add_player(self.view.context, player)
            if push_or_explain(self.view.context, command, self.view, "Add a player"):
                self.view.refresh()
                self.arrive(player.id, flags)

        def declined() -> None:
            self.view.arrivals.field.clear()
            self.view.say(f"{name} was not added")

        self.view.keys.ask({"Return": add_and_arrive, "Enter": add_and_arrive}, declined)
        self.view.say(
            f"'{name}' is not on the roster: Enter = add to the roster and arrive, Esc = no"
        )

    def draw(self) -> None:
        data = self.view.data
        if self._act("Seats drawn", lambda: self.view.nights.draw(data.season, data.number)):
            self.view.bust.name_field.setFocus()

    def record_bust(
        self, players: list, by: list, rebuy: bool, chips: dict[str, int] | None = None
    ) -> None:
        data = self.view.data
        names = self.view.names.names(players)
        bust = lambda: self.view.nights.bust(  # noqa: E731
            data.season, data.number, players, by, chips or None, rebuy_follows=rebuy
        )
        if not self._act(f"{names} out", bust):
            return
        if rebuy:
            data = self.view.data
            self._act(
                f"{names} rebought",
                lambda: self.view.nights.rebuy(data.season, data.number, players[0]),
            )

    def buy_more(self, what: str) -> None:
        """A rebuy (a player still in: AZ's short stack, SPEC 4.2) or an add-on for the
        player selected in the seats (when they have the focus) or named in the bust field;
        the service says whether the night allows it."""
        data = self.view.data
        if data is None:
            return
        field = self.view.bust.name_field
        selected = self._selected_seat()
        if selected is not None:
            player = selected
        else:
            try:
                player = self.view.names.match(field.text(), data.night.remaining)
            except LookupError as exc:
                self.view.say(
                    f"Select the player in the seats or type them in the bust field: {exc}"
                )
                return
        name = self.view.names.name(player)
        if what == "rebuy":
            done = self._act(
                f"{name} rebought", lambda: self.view.nights.rebuy(data.season, data.number, player)
            )
        else:
            done = self._act(
                f"{name} took the add-on",
                lambda: self.view.nights.addon(data.season, data.number, player),
            )
        if done and selected is None:
            field.clear()

    def _selected_seat(self) -> str | None:
        """The player of the seats' current row while the seats have the focus."""
        view = self.view.seats_view
        if not view.hasFocus() or not view.currentIndex().isValid():
            return None
        return self.view.seats.player_at(view.currentIndex().row())

    # A player typed in a name field, then a key ------------------------------------------

    def _typed(self, among: list[str], what: str) -> tuple[str, QLineEdit] | None:
        """The player named in the name field being typed in (the bust field if none is),
        one of ``among``; ``None``, with the reason said, if there is none."""
        fields = (self.view.bust.name_field, self.view.arrivals.field)
        field = next((f for f in fields if f.hasFocus()), self.view.bust.name_field)
        try:
            return self.view.names.match(field.text(), among), field
        except LookupError as exc:
            self.view.say(f"Type the player {what} first: {exc}")
            return None

    def toggle_presence(self) -> None:
        """Ctrl+T: the absent player typed has come (present), or the seated player typed
        has left the table (away: absent from now, their chips blinded)."""
        data = self.view.data
        if data is None:
            return
        night = data.night
        among = [p for p in night.remaining if p in night.seats or p in night.absent]
        typed = self._typed(among, "who came or left")
        if typed is None:
            return
        player, field = typed
        name = self.view.names.name(player)
        if player in night.absent:
            call = lambda: self.view.nights.present(data.season, data.number, player)  # noqa: E731
            done = self._act(f"{name} is here", call)
        else:
            call = lambda: self.view.nights.away(data.season, data.number, player)  # noqa: E731
            done = self._act(f"{name} left the table (absent)", call)
        if done:
            field.clear()

    def settle_absent(self) -> None:
        """Ctrl+Shift+X: what is due for the absent player typed, as the night's status
        says (their chips off the table, or a forfeit)."""
        data = self.view.data
        if data is None:
            return
        absent = {a["player"]: a for a in data.status.get("absent", [])}
        typed = self._typed(list(absent), "who is absent")
        if typed is None:
            return
        player, field = typed
        name, due = self.view.names.name(player), absent[player]["due"]
        if due == "remove":
            call = lambda: self.view.nights.remove(data.season, data.number, player)  # noqa: E731
            done = self._act(f"{name}'s chips taken off (no-show)", call)
        elif due == "forfeit":
            call = lambda: self.view.nights.forfeit(data.season, data.number, player)  # noqa: E731
            done = self._act(f"{name} forfeited", call)
        else:
            self.view.say(f"Nothing is due for {name} yet: the rules give them more time")
            return
        if done:
            field.clear()

    def ask_dealer(self) -> None:
        """Ctrl+L: the player typed deals tonight; the next key says the game (F full,
        H half, N not a dealer)."""
        data = self.view.data
        if data is None:
            return
        typed = self._typed([p.id for p in self.view.context.service.league.players], "who deals")
        if typed is None:
            return
        player, field = typed
        name = self.view.names.name(player)

        def record(game: str) -> None:
            call = lambda: self.view.nights.dealer(data.season, data.number, player, game)  # noqa: E731
            said = f"{name} is no dealer" if game == "none" else f"{name} deals a {game} game"
            if self._act(said, call):
                field.clear()

        answers = {key: (lambda g=game: record(g)) for key, game in DEALER_GAMES.items()}
        self.view.keys.ask(answers, lambda: self.view.say(f"No dealer recorded for {name}"))
        self.view.say(
            f"{name} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel"
        )

    def toggle_hand_for_hand(self) -> None:
        """Ctrl+H: the tables play hand for hand (near the money), or no longer."""
        data = self.view.data
        if data is None:
            self.view.say("Start a night first (Ctrl+Shift+S)")
            return
        on = not data.night.hand_for_hand
        said = "Hand for hand: on" if on else "Hand for hand: off"
        self._act(said, lambda: self.view.nights.hand_for_hand(data.season, data.number, on))

    def level(self, step: int) -> None:
        data = self.view.data
        self._act("Level changed", lambda: self.view.nights.level(data.season, data.number, step))

    def undo(self) -> None:
        data = self.view.data
        if data is None or len(data.log) <= 1:
            self.view.say("Nothing to undo")
            return
        what = describe(data.log[-1], self.view.names)
        self._act(f"Undone: {what}", lambda: self.view.nights.undo(data.season, data.number))

    def close_night(self) -> None:
        data = self.view.data
        if data is None or not self.view.context.writable:
            return
        question = f"Close event {data.number}? Its result and money are then final."
        taken = self._makeups_taken_away_by_closing(data.season, data.number)
        service = self.view.context.service
        currency = service.currency()
        names = service.player_names()
        said = [t.text(names, lambda amount: money_text(amount, currency)) for t in taken]
        if not self._confirm("Close the night", "\n\n".join([question, *said]), default_yes=True):
            return
        close = lambda: self.view.nights.close(data.season, data.number)  # noqa: E731
        done = " ".join([f"Closed event {data.number}.", *said])
        if self._act(done, close, within_night=False):
            self.view.refresh()

    def _makeups_taken_away_by_closing(self, season: str, number: int) -> list[MakeupTakenAway]:
        """The make-up buy-ins closing the night would take away (SPEC 2.8), to say before;
        none when the night cannot close yet (closing then says why)."""
        from leaguemgr.services.makeup_changes import makeups_taken_away_between
        from leaguemgr.services.season_reports import with_event

        try:
            closed = self.view.nights.closing(season, number)
        except (NightError, *REFUSALS):
            return []
        league = self.view.context.service.league
        return makeups_taken_away_between(league, with_event(league, season, closed))

    def offer_deal(self) -> None:
        """Ask for the stacks, show each player's amount, then record the deal."""
        from leaguemgr.ui.night.deal_dialog import DealDialog

        data = self.view.data
        if not self.view.deal_button.isEnabled() or data is None:
            return
        rules = self.view.context.service.season(data.season).rules
        currency = self.view.context.service.league.currency
        dialog = DealDialog(data, self.view.names, currency, rules.rounding_unit, self.view)
        if dialog.exec() != DealDialog.DialogCode.Accepted:
            return
        stacks, method = dialog.chosen_stacks(), dialog.chosen_method()
        self._act(
            "Deal recorded",
            lambda: self.view.nights.deal(data.season, data.number, stacks, method),
        )
        self.view.setFocus()

    def seating_document(self, cards: bool = False):
        """The seating chart (``cards``: the table cards) to print, or ``None`` before the
        draw."""
        from leaguemgr.ui.night.print_seating import seating_document, table_cards

        if self.view.data is None or not self.view.data.night.seats:
            return None
        league = self.view.context.service.league
        make = table_cards if cards else seating_document
        return make(self.view.data, self.view.names, league.name, league.currency)

    def print_seating(self, cards: bool = False) -> None:
        from leaguemgr.ui.night.print_seating import preview_seating

        document = self.seating_document(cards)
        if document is None:
            self.view.say("Draw the seats first (Ctrl+D)")
            return
        preview_seating(self.view, document, "Table cards" if cards else "Seating chart")

    def show_seating(self) -> None:
        from leaguemgr.ui.night.seating_view import SeatingWindow

        if self.view.seating_window is None:
            self.view.seating_window = SeatingWindow(self.view.session)
        self.view.seating_window.show_on_screen()

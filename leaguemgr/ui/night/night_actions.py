"""What the Night screen does: each key or button one call of the night service.

:class:`NightActions` is the half of :class:`~leaguemgr.ui.night.night_view.NightView` that
acts; the view builds the widgets and shows the night. Every call goes through
:class:`~leaguemgr.ui.night.night_calls.NightCalls` (refusals shown, faults explained,
changes announced).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from leaguemgr.services.night_service import NightService
from leaguemgr.ui.night.arrivals_bar import ArrivalFlags, ArrivalsBar
from leaguemgr.ui.night.busts_model import describe
from leaguemgr.ui.night.night_data import next_number, running_numbers

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox, QPushButton

    from leaguemgr.ui.league_context import LeagueContext
    from leaguemgr.ui.night.bust_entry import BustEntry
    from leaguemgr.ui.night.names import Names
    from leaguemgr.ui.night.night_calls import NightCalls
    from leaguemgr.ui.night.night_data import NightData


class NightActions(QWidget):
    """The actions; the Night screen supplies the attributes declared here."""

    context: LeagueContext
    nights: NightService
    calls: NightCalls
    data: NightData | None
    names: Names
    arrivals: ArrivalsBar
    bust: BustEntry
    deal_button: QPushButton
    event_combo: QComboBox
    seating_window: QWidget | None

    def refresh(self) -> None:
        raise NotImplementedError

    def say(self, text: str) -> None:
        raise NotImplementedError

    def _act(self, doing: str, call, *, within_night: bool = True) -> bool:
        if self.data is None:
            self.say("Start a night first (Ctrl+Shift+S)")
            return False
        return self.calls.run(doing, call, within_night=within_night)

    def start_night(self) -> None:
        season = self.context.season
        if not season:
            return
        number = next_number(self.nights, season)
        running = running_numbers(self.nights, season)
        if running and not self._confirm(
            "Start another night",
            f"Event {running[0]} is running. Start event {number} as well (another table "
            "or venue)?",
            default_yes=False,
        ):
            return
        if self.calls.run(f"Started night {number}", lambda: self.nights.start(season, number)):
            self.refresh()
            index = self.event_combo.findData(number)
            self.event_combo.setCurrentIndex(index)
            self.refresh()
            self.setFocus()

    def _confirm(self, title: str, question: str, *, default_yes: bool) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, title, question, buttons, default)
        return answer == QMessageBox.StandardButton.Yes

    def arrive(self, player: str, flags: ArrivalFlags) -> None:
        data = self.data
        name = self.names.name(player)
        call = lambda: self.nights.arrive(  # noqa: E731
            data.season,
            data.number,
            player,
            paid=flags.paid,
            on_time=flags.on_time,
            exact_change=flags.exact_change,
            free_entry=flags.free_entry,
        )
        if self._act(f"{name} arrived", call):
            self.arrivals.reset()
            self.arrivals.field.setFocus()

    def draw(self) -> None:
        data = self.data
        if self._act("Seats drawn", lambda: self.nights.draw(data.season, data.number)):
            self.bust.name_field.setFocus()

    def record_bust(self, players: list, by: list, rebuy: bool) -> None:
        data = self.data
        names = self.names.names(players)
        if not self._act(
            f"{names} out", lambda: self.nights.bust(data.season, data.number, players, by)
        ):
            return
        if rebuy:
            data = self.data
            self._act(
                f"{names} rebought", lambda: self.nights.rebuy(data.season, data.number, players[0])
            )

    def buy_more(self, what: str) -> None:
        """A rebuy (AZ: a short stack still in) or an add-on for the player named in the
        bust field; the service says whether the night allows it."""
        data = self.data
        if data is None:
            return
        field = self.bust.name_field
        try:
            player = self.names.match(field.text(), data.night.remaining)
        except LookupError as exc:
            self.say(f"Type the player in the bust field first: {exc}")
            return
        name = self.names.name(player)
        if what == "rebuy":
            done = self._act(
                f"{name} rebought", lambda: self.nights.rebuy(data.season, data.number, player)
            )
        else:
            done = self._act(
                f"{name} took the add-on",
                lambda: self.nights.addon(data.season, data.number, player),
            )
        if done:
            field.clear()

    def level(self, step: int) -> None:
        data = self.data
        self._act("Level changed", lambda: self.nights.level(data.season, data.number, step))

    def undo(self) -> None:
        data = self.data
        if data is None or len(data.log) <= 1:
            self.say("Nothing to undo")
            return
        what = describe(data.log[-1], self.names)
        self._act(f"Undone: {what}", lambda: self.nights.undo(data.season, data.number))

    def close_night(self) -> None:
        data = self.data
        if data is None or not self.context.writable:
            return
        question = f"Close event {data.number}? Its result and money are then final."
        if not self._confirm("Close the night", question, default_yes=True):
            return
        close = lambda: self.nights.close(data.season, data.number)  # noqa: E731
        if self._act(f"Closed event {data.number}", close, within_night=False):
            self.refresh()

    def offer_deal(self) -> None:
        """Ask for the stacks, show each player's amount, then record the deal."""
        from leaguemgr.ui.night.deal_dialog import DealDialog

        data = self.data
        if not self.deal_button.isEnabled() or data is None:
            return
        rules = self.context.service.season(data.season).rules
        currency = self.context.service.league.currency
        dialog = DealDialog(data, self.names, currency, rules.rounding_unit, self)
        if dialog.exec() != DealDialog.DialogCode.Accepted:
            return
        stacks, method = dialog.chosen_stacks(), dialog.chosen_method()
        self._act(
            "Deal recorded",
            lambda: self.nights.deal(data.season, data.number, stacks, method),
        )
        self.setFocus()

    def seating_document(self):
        """The seating chart to print, or ``None`` before the draw."""
        from leaguemgr.ui.night.print_seating import seating_document

        if self.data is None or not self.data.night.seats:
            return None
        league = self.context.service.league
        return seating_document(self.data, self.names, league.name, league.currency)

    def print_seating(self) -> None:
        from leaguemgr.ui.night.print_seating import preview_seating

        document = self.seating_document()
        if document is None:
            self.say("Draw the seats first (Ctrl+D)")
            return
        preview_seating(self, document)

    def show_seating(self) -> None:
        from leaguemgr.ui.night.seating_view import SeatingWindow

        if self.seating_window is None:
            self.seating_window = SeatingWindow(self)
        self.seating_window.show_on_screen()

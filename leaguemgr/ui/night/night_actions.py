"""What the Night screen does: each key or button one call of the night service.

:class:`NightActions` is what :class:`~leaguemgr.ui.night.night_view.NightView` does; the
view builds the widgets and shows the night, and hands itself to the actions (as a
:class:`NightScreen`). Every call goes through
:class:`~leaguemgr.ui.night.night_calls.NightCalls` (refusals shown, faults explained,
changes announced).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QLineEdit, QMessageBox, QWidget

from leaguemgr.domain.night.bounty_words import listed
from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import Player
from leaguemgr.services.night_cash_out import close_and_settle
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_words import collections_text, describe, handed_back_text
from leaguemgr.services.season_money import player_balances, settle_what_is_owed
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.arrivals_bar import ArrivalFlags, ArrivalsBar
from leaguemgr.ui.night.cash_out_text import cash_out_or_none, cash_out_text, wide_question
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

BUYS = {
    "rebuy": QT_TRANSLATE_NOOP("NightActions", "A rebuy"),
    "addon": QT_TRANSLATE_NOOP("NightActions", "An add-on"),
}
"""What Ctrl+R and Ctrl+Shift+A buy, as the message line names it."""

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
    night service, made through the screen's :class:`NightCalls`. What they read and
    show is the screen's (the properties below)."""

    def __init__(self, view: NightScreen, parent: QObject | None = None):
        super().__init__(parent)
        self.view = view

    # The screen's parts the actions use -----------------------------------------------------

    @property
    def context(self) -> LeagueContext:
        return self.view.context

    @property
    def nights(self) -> NightService:
        return self.view.nights

    @property
    def session(self) -> NightSession:
        return self.view.session

    @property
    def calls(self) -> NightCalls:
        return self.view.calls

    @property
    def data(self) -> NightData | None:
        return self.view.data

    @property
    def names(self) -> Names:
        return self.view.names

    @property
    def arrivals(self) -> ArrivalsBar:
        return self.view.arrivals

    @property
    def bust(self) -> BustEntry:
        return self.view.bust

    @property
    def deal_button(self) -> QPushButton:
        return self.view.deal_button

    @property
    def event_combo(self) -> QComboBox:
        return self.view.event_combo

    @property
    def keys(self) -> ScreenKeys:
        return self.view.keys

    @property
    def seats(self) -> SeatsModel:
        return self.view.seats

    @property
    def seats_view(self) -> QTableView:
        return self.view.seats_view

    @property
    def seating_window(self) -> QWidget | None:
        return self.view.seating_window

    @seating_window.setter
    def seating_window(self, window: QWidget | None) -> None:
        self.view.seating_window = window

    def refresh(self) -> None:
        self.view.refresh()

    def say(self, text: str) -> None:
        self.view.say(text)

    def setFocus(self) -> None:
        self.view.setFocus()

    # The actions ----------------------------------------------------------------------------

    def _act(self, doing: str, call, *, within_night: bool = True) -> bool:
        if self.data is None:
            self.say(translate("NightActions", "Start a night first (Ctrl+Shift+S)"))
            return False
        return self.calls.run(doing, call, within_night=within_night)

    def start_night(self) -> None:
        season = self.context.season
        if not season:
            return
        number = next_number(self.nights, season)
        running = running_numbers(self.nights, season)
        if running and not self._confirm(
            translate("NightActions", "Start another night"),
            translate(
                "NightActions",
                "Event {running} is running. Start event {number} as well (another table or venue)?",  # noqa: E501
            ).format(running=running[0], number=number),
            default_yes=False,
        ):
            return
        if self.calls.run(
            translate("NightActions", "Started night {number}").format(number=number),
            lambda: self.nights.start(season, number),
        ):
            self.refresh()
            index = self.event_combo.findData(number)
            self.event_combo.setCurrentIndex(index)
            self.refresh()
            self.setFocus()

    def _confirm(
        self, title: str, question: str, *, default_yes: bool, wide: bool = False, standing=()
    ) -> bool | str:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No
        if wide:  # a cash-out: one line a player, not wrapped
            if standing:  # a debt netted: the organizer may leave it standing
                return wide_question(self.view, title, question, buttons, default, standing)
            return wide_question(self.view, title, question, buttons, default)
        answer = QMessageBox.question(self.view, title, question, buttons, default)
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
            absent=flags.absent,
        )
        owed = self.arrivals.owed(player) if flags.settle else 0
        if self._act(translate("NightActions", "{player} arrived").format(player=name), call):
            if owed > 0:
                settle = lambda: settle_what_is_owed(  # noqa: E731
                    self.context.service, data.season, player, owed, data.event.date
                )
                self._act(
                    translate("NightActions", "{player} arrived and paid what they owed").format(
                        player=name
                    ),
                    settle,
                    within_night=False,
                )
            self.arrivals.reset()
            self.arrivals.field.setFocus()
        else:
            self.arrivals.field.clear()  # the refusal is said; the next name starts afresh

    def offer_walk_in(self, name: str, flags: ArrivalFlags) -> None:
        """A name nobody on the roster has: Enter adds the player and they arrive (with the
        flags ticked), any other key leaves the roster as it was."""
        if self.data is None or not self.context.writable:
            return

        def add_and_arrive() -> None:
            service = self.context.service
            player = Player(id=service.next_player_id(), name=name)
            command = player_commands.add_player(self.context, player)
            if push_or_explain(
                self.context, command, self.view, translate("NightActions", "Add a player")
            ):
                self.refresh()
                self.arrive(player.id, flags)

        def declined() -> None:
            self.arrivals.field.clear()
            self.say(translate("NightActions", "{player} was not added").format(player=name))

        self.keys.ask({"Return": add_and_arrive, "Enter": add_and_arrive}, declined)
        self.say(
            translate(
                "NightActions",
                "'{player}' is not on the roster: Enter = add to the roster and arrive, Esc = no",
            ).format(player=name)
        )

    def offer_what_is_owed(self) -> None:
        """The arrivals say what a player owes as the name is typed (SPEC 7)."""
        service, season = self.context.service, self.context.season
        currency = service.league.currency
        self.arrivals.set_owed(
            lambda: player_balances(service, season) if season else {},
            lambda amount: money_text(amount, currency, self.context.service.locale()),
        )

    def draw(self) -> None:
        data = self.data
        if self._act(
            translate("NightActions", "Seats drawn"),
            lambda: self.nights.draw(data.season, data.number),
        ):
            self.bust.name_field.setFocus()

    def record_bust(
        self, players: list, by: list, rebuying: list, chips: dict[str, int] | None = None
    ) -> None:
        """Players out in one hand: each who rebuys at once is out and back in before any
        table moves (one bust, one rebuy); the others go out together, ranked by ``chips``."""
        data = self.data
        for player in rebuying:
            name = self.names.name(player)
            bust = lambda p=player: self.nights.bust(  # noqa: E731
                data.season, data.number, [p], by, rebuy_follows=True
            )
            if not self._act(translate("NightActions", "{players} out").format(players=name), bust):
                return
            collected = self._collections_text([player], by, rebuying=True)
            rebuy = lambda p=player: self.nights.rebuy(data.season, data.number, p)  # noqa: E731
            if not self._act(
                translate("NightActions", "{player} rebought").format(player=name), rebuy
            ):
                return
            if collected:
                self.say(
                    translate("NightActions", "{player} out and rebought. {bounties}").format(
                        player=name, bounties=collected
                    )
                )
        out = [p for p in players if p not in rebuying]
        if not out:
            return
        kept = {p: count for p, count in (chips or {}).items() if p in out}
        bust = lambda: self.nights.bust(  # noqa: E731
            data.season, data.number, out, by, kept or None
        )
        doing = translate("NightActions", "{players} out").format(
            players=listed([self.names.name(p) for p in out])
        )
        if self._act(doing, bust) and (collected := self._collections_text(out, by)):
            self.say(
                translate("NightActions", "{done}. {bounties}").format(
                    done=doing, bounties=collected
                )
            )

    def _collections_text(self, out: list, by: list, *, rebuying: bool = False) -> str | None:
        """Who collects what on the bust just made (SPEC 9); ``None`` without bounties."""
        data = self.data
        if data is None or data.knockout is None:
            return None
        currency = self.context.service.league.currency
        return collections_text(
            self.nights,
            data.season,
            data.number,
            out,
            by,
            self.names,
            lambda amount: money_text(amount, currency, self.context.service.locale()),
            rebuying=rebuying,
        )

    def buy_more(self, what: str) -> None:
        """A rebuy (a player still in: AZ's short stack, SPEC 4.2) or an add-on for the
        player selected in the seats (when they have the focus) or named in the bust field;
        the service says whether the night allows it."""
        data = self.data
        if data is None:
            return
        fields = (self.bust.name_field, self.arrivals.field)
        field = next((f for f in fields if f.hasFocus()), self.bust.name_field)
        selected = self._selected_seat()
        if selected is None and not field.text().strip():
            # Nothing typed: the player picked in the seating, if one is (the selection
            # follows its player through busts and moves, and leaves with them).
            selected = self._picked_seat()
        if selected is not None:
            player = selected
        elif not field.text().strip():
            key = "Ctrl+R" if what == "rebuy" else "Ctrl+Shift+A"
            self.say(
                translate(
                    "NightActions",
                    "{what}: type the player's name in the bust field (Alt+B) or pick them in the seating (Alt+I, arrows), then {key}",  # noqa: E501
                ).format(what=translate("NightActions", BUYS[what]), key=key)
            )
            return
        else:
            # A rebuy may bring back a player out (a re-entry): the rules say until when.
            night = data.night
            among = night.players if what == "rebuy" else night.remaining
            try:
                player = self.names.match(field.text(), among)
            except LookupError as exc:
                self.say(
                    translate(
                        "NightActions",
                        "Pick the player in the seating or type them in the bust field: {reason}",
                    ).format(reason=exc)
                )
                return
        name = self.names.name(player)
        if what == "rebuy":
            done = self._act(
                translate("NightActions", "{player} rebought").format(player=name),
                lambda: self.nights.rebuy(data.season, data.number, player),
            )
        else:
            hint = self._free_addon_hint(data.season, data.number)
            done = self._act(
                (
                    translate("NightActions", "{player} took the add-on: {hint}").format(
                        player=name, hint=hint
                    )
                    if hint
                    else translate("NightActions", "{player} took the add-on").format(player=name)
                ),
                lambda: self.nights.addon(data.season, data.number, player),
            )
        if done and selected is None:
            field.clear()

    def _free_addon_hint(self, season: str, number: int) -> str:
        from leaguemgr.services.money_warnings import free_addon_hint

        service = self.context.service
        event = service.event(season, number)
        return "" if event is None else free_addon_hint(event, service.season(season).rules)

    def _selected_seat(self) -> str | None:
        """The player of the seats' current row while the seats have the focus."""
        view = self.seats_view
        if not view.hasFocus() or not view.currentIndex().isValid():
            return None
        return self.seats.player_at(view.currentIndex().row())

    def _picked_seat(self) -> str | None:
        """The player of the seats' selected row, focus or not (none selected: ``None``)."""
        view = self.seats_view
        rows = view.selectionModel().selectedRows() if view.selectionModel() else []
        if len(rows) != 1:
            return None
        return self.seats.player_at(rows[0].row())

    # A player typed in a name field, then a key ------------------------------------------

    def _typed(self, among: list[str], problem: str) -> tuple[str, QLineEdit] | None:
        """The player named in the name field being typed in (the bust field if none is),
        one of ``among``; ``None``, with the reason said, if there is none."""
        fields = (self.bust.name_field, self.arrivals.field)
        field = next((f for f in fields if f.hasFocus()), self.bust.name_field)
        try:
            return self.names.match(field.text(), among), field
        except LookupError as exc:
            self.say(problem.format(reason=exc))
            return None

    def toggle_presence(self) -> None:
        """Ctrl+T: the absent player typed has come (present), or the seated player typed
        has left the table (away: absent from now, their chips blinded)."""
        data = self.data
        if data is None:
            return
        night = data.night
        among = [p for p in night.remaining if p in night.seats or p in night.absent]
        typed = self._typed(
            among, translate("NightActions", "Type the player who came or left first: {reason}")
        )
        if typed is None:
            return
        player, field = typed
        name = self.names.name(player)
        if player in night.absent:
            call = lambda: self.nights.present(data.season, data.number, player)  # noqa: E731
            done = self._act(
                translate("NightActions", "{player} is here").format(player=name), call
            )
        else:
            call = lambda: self.nights.away(data.season, data.number, player)  # noqa: E731
            done = self._act(
                translate("NightActions", "{player} left the table (absent)").format(player=name),
                call,
            )
        if done:
            field.clear()

    def settle_absent(self) -> None:
        """Ctrl+Shift+X: what is due for the absent player typed, as the night's status
        says (their chips off the table, or a forfeit)."""
        data = self.data
        if data is None:
            return
        absent = {a["player"]: a for a in data.status.get("absent", [])}
        typed = self._typed(
            list(absent), translate("NightActions", "Type the player who is absent first: {reason}")
        )
        if typed is None:
            return
        player, field = typed
        name, due = self.names.name(player), absent[player]["due"]
        if due == "remove":
            call = lambda: self.nights.remove(data.season, data.number, player)  # noqa: E731
            done = self._act(
                translate("NightActions", "{player}'s chips taken off (no-show)").format(
                    player=name
                ),
                call,
            )
        elif due == "forfeit":
            call = lambda: self.nights.forfeit(data.season, data.number, player)  # noqa: E731
            done = self._act(
                translate("NightActions", "{player} forfeited").format(player=name), call
            )
        else:
            self.say(
                translate(
                    "NightActions", "Nothing is due for {player} yet: the rules give them more time"
                ).format(player=name)
            )
            return
        if done:
            field.clear()

    def ask_dealer(self) -> None:
        """Ctrl+L: the player typed deals tonight; the next key says the game (F full,
        H half, N not a dealer)."""
        data = self.data
        if data is None:
            return
        typed = self._typed(
            [p.id for p in self.context.service.league.players],
            translate("NightActions", "Type the player who deals first: {reason}"),
        )
        if typed is None:
            return
        player, field = typed
        name = self.names.name(player)

        def record(game: str) -> None:
            call = lambda: self.nights.dealer(data.season, data.number, player, game)  # noqa: E731
            said = {
                "none": translate("NightActions", "{player} is no dealer"),
                "full": translate("NightActions", "{player} deals a full game"),
                "half": translate("NightActions", "{player} deals a half game"),
            }[game].format(player=name)
            if self._act(said, call):
                field.clear()

        answers = {key: (lambda g=game: record(g)) for key, game in DEALER_GAMES.items()}
        self.keys.ask(
            answers,
            lambda: self.say(
                translate("NightActions", "No dealer recorded for {player}").format(player=name)
            ),
        )
        self.say(
            translate(
                "NightActions",
                "{player} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel",
            ).format(player=name)
        )

    def toggle_hand_for_hand(self) -> None:
        """Ctrl+H: the tables play hand for hand (near the money), or no longer."""
        data = self.data
        if data is None:
            self.say(translate("NightActions", "Start a night first (Ctrl+Shift+S)"))
            return
        on = not data.night.hand_for_hand
        said = (
            translate("NightActions", "Hand for hand: on")
            if on
            else translate("NightActions", "Hand for hand: off")
        )
        self._act(said, lambda: self.nights.hand_for_hand(data.season, data.number, on))

    def level(self, step: int) -> None:
        data = self.data
        if self._act(
            translate("NightActions", "Level changed"),
            lambda: self.nights.level(data.season, data.number, step),
        ):
            now = self.data  # read again by the change: the level the clock went to
            if now is not None:
                self.say(describe(now.log[-1], self.names, now.night.structure))

    def undo(self) -> None:
        data = self.data
        if data is None or len(data.log) <= 1:
            self.say(translate("NightActions", "Nothing to undo"))
            return
        what = describe(data.log[-1], self.names, data.night.structure)
        if data.knockout is not None:  # the bust's bounty is undone too: say who hands it back
            currency = self.context.service.league.currency
            back = handed_back_text(
                self.nights,
                data.season,
                data.number,
                self.names,
                lambda amount: money_text(amount, currency, self.context.service.locale()),
            )
            what = (
                translate("NightActions", "{undone}. {bounties}").format(undone=what, bounties=back)
                if back
                else what
            )
        self._act(
            translate("NightActions", "Undone: {action}").format(action=what),
            lambda: self.nights.undo(data.season, data.number),
        )

    def close_night(self) -> None:
        data = self.data
        if data is None or not self.context.writable:
            return
        question = translate(
            "NightActions", "Close event {number}? Its result and money are then final."
        ).format(number=data.number)
        taken = self._makeups_taken_away_by_closing(data.season, data.number)
        service = self.context.service
        currency, locale = service.currency(), service.locale()
        names = service.player_names()
        said = [t.text(names, lambda amount: money_text(amount, currency, locale)) for t in taken]
        no_net: set[str] = set()
        while True:  # until Yes or No: "Leave a debt standing…" asks again without netting it
            cash = cash_out_or_none(service, self.nights, data.season, data.number, no_net)
            asked = question
            if cash is not None:
                asked += "\n\n" + cash_out_text(cash, self.names.name, service)
            asked = "\n\n".join([asked, *said])
            lines = cash.lines if cash is not None else ()
            netted = [(c.player, self.names.name(c.player)) for c in lines if c.settled > 0]
            answer = self._confirm(
                translate("NightActions", "Close the night"),
                asked,
                default_yes=True,
                wide=cash is not None,
                standing=netted,
            )
            if not isinstance(answer, str):
                break
            if answer:
                no_net.add(answer)
        if not answer:
            return
        nights = _Answered(self.nights, self._answered_to_record(data))
        close = lambda: nights.close(data.season, data.number)  # noqa: E731
        if cash is not None:
            close = lambda: close_and_settle(  # noqa: E731
                service, nights, data.season, data.number, cash
            )
        done = " ".join(
            [translate("NightActions", "Closed event {number}.").format(number=data.number), *said]
        )
        if self._act(done, close, within_night=False):
            self.view.closed_cash.show_closed(data.season, data.number)
            self.refresh()

    def _answered_to_record(self, data) -> tuple:
        """The late cancels and no-shows the night's answers propose (SPEC 10), if the
        organizer says to record them; none otherwise."""
        from leaguemgr.domain.records import EntryStatus
        from leaguemgr.domain.rsvp import proposed_entries
        from leaguemgr.services.rsvp_service import night_state

        if not data.event.rsvp:
            return ()
        state = night_state(self.context.service, data.season, data.event)
        proposed = proposed_entries(state, data.night.players)
        if not proposed:
            return ()
        late = [self.names.name(e.player) for e in proposed if e.status is EntryStatus.LATE_CANCEL]
        absent = [self.names.name(e.player) for e in proposed if e.status is EntryStatus.NO_SHOW]
        lines = [translate("NightActions", "From the players' answers:")]
        if late:
            lines.append(
                translate(
                    "NightActions", "late cancels (the season's penalty applies): {players}"
                ).format(players=", ".join(late))
            )
        if absent:
            lines.append(
                translate(
                    "NightActions", "going but not here, no-shows (the season's policy): {players}"
                ).format(players=", ".join(absent))
            )
        lines.append(translate("NightActions", "Record them with the result?"))
        if self._confirm(
            translate("NightActions", "Late cancels and no-shows"),
            "\n".join(lines),
            default_yes=False,
        ):
            return proposed
        return ()

    def _makeups_taken_away_by_closing(self, season: str, number: int) -> list[MakeupTakenAway]:
        """The make-up buy-ins closing the night would take away (SPEC 2.8), to say before;
        none when the night cannot close yet (closing then says why)."""
        from leaguemgr.services.makeup_changes import makeups_taken_away_between
        from leaguemgr.services.season_reports import with_event

        try:
            closed = self.nights.closing(season, number)
        except (NightError, *REFUSALS):
            return []
        league = self.context.service.league
        return makeups_taken_away_between(league, with_event(league, season, closed))

    def offer_deal(self) -> None:
        """Ask for the stacks, show each player's amount, then record the deal."""
        from leaguemgr.ui.night.deal_dialog import DealDialog

        data = self.data
        if not self.deal_button.isEnabled() or data is None:
            return
        rules = self.context.service.season(data.season).rules
        currency = self.context.service.league.currency
        dialog = DealDialog(
            data,
            self.names,
            currency,
            rules.rounding_unit,
            self.view,
            locale=self.context.service.locale(),
        )
        if dialog.exec() != DealDialog.DialogCode.Accepted:
            return
        stacks, method = dialog.chosen_stacks(), dialog.chosen_method()
        self._act(
            translate("NightActions", "Deal recorded"),
            lambda: self.nights.deal(data.season, data.number, stacks, method),
        )
        self.setFocus()

    def seating_document(self, cards: bool = False):
        """The seating chart (``cards``: the table cards) to print, or ``None`` before the
        draw."""
        from leaguemgr.ui.night.print_seating import seating_document, table_cards

        if self.data is None or not self.data.night.seats:
            return None
        league = self.context.service.league
        make = table_cards if cards else seating_document
        return make(self.data, self.names, league.name, league.currency)

    def print_seating(self, cards: bool = False) -> None:
        from leaguemgr.ui.night.print_seating import preview_seating

        document = self.seating_document(cards)
        if document is None:
            self.say(translate("NightActions", "Draw the seats first (Ctrl+D)"))
            return
        preview_seating(
            self.view,
            document,
            translate("NightActions", "Table cards")
            if cards
            else translate("NightActions", "Seating chart"),
        )

    def show_seating(self) -> None:
        from leaguemgr.ui.night.seating_view import SeatingWindow

        if self.seating_window is None:
            self.seating_window = SeatingWindow(self.session)
            # Ctrl+Q quits from here too: this window is the app's as much as the main one.
            file_actions = getattr(self.view.window(), "file_actions", None)
            if file_actions is not None:
                self.seating_window.addAction(file_actions.quit)
        self.seating_window.show_on_screen()


class _Answered:
    """The night service closing with the entries the organizer accepted from the answers."""

    def __init__(self, nights, answered: tuple) -> None:
        self._nights, self._answered = nights, answered

    def close(self, season: str, number: int, ledger=()):
        return self._nights.close(season, number, ledger, answered=self._answered)

    def closing(self, season: str, number: int):
        return self._nights.closing(season, number, answered=self._answered)

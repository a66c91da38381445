"""Arrivals by type-ahead: a name, Enter. The flags are one keystroke each (Alt+O on time,
Alt+X exact change, Alt+R free entry, Alt+U unpaid, Alt+T absent: seated with their chips
but not there yet; Alt+F is the File menu's) and reset after each arrival."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.name_field import NameField
from leaguemgr.ui.night.names import Names


@dataclass(frozen=True)
class ArrivalFlags:
    paid: bool = True
    on_time: bool = False
    exact_change: bool = False
    free_entry: bool = False
    absent: bool = False
    settle: bool = False  # also pays what the player owes the league (SPEC 7)


class ArrivalsBar(QWidget):
    """``arrived(player_id, flags)`` when Enter is pressed on a known name;
    ``walk_in(name, flags)`` on a name nobody on the roster has (add them, then arrive);
    ``unknown(message)`` on a name that cannot arrive (the text is cleared; a name two
    players share is offered as a choice, and the next letter typed starts afresh)."""

    arrived = Signal(str, object)
    walk_in = Signal(str, object)
    unknown = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.names = Names(())
        self._waiting: list[str] = []
        self.field = NameField(translate("ArrivalsBar", "Type a name, Enter: arrived"))
        self.field.setObjectName("arrival_field")
        self.on_time = QCheckBox(translate("ArrivalsBar", "&On time"))
        self.exact_change = QCheckBox(translate("ArrivalsBar", "E&xact change"))
        self.free_entry = QCheckBox(translate("ArrivalsBar", "F&ree entry"))
        self.unpaid = QCheckBox(translate("ArrivalsBar", "&Unpaid"))
        self.absent = QCheckBox(translate("ArrivalsBar", "Absen&t"))
        # A player who owes the league is told so as the name is typed, and may pay it now.
        self.owed_note = QLabel()
        self.owed_note.setObjectName("arrival_owes")
        self.owed_note.setStyleSheet("color: #b00020;")
        self.settle = QCheckBox(translate("ArrivalsBar", "Pays &what is owed"))
        self.settle.setToolTip(
            translate("ArrivalsBar", "Records a payment of what the player owes, with the buy-in")
        )
        self._owed: Callable[[], dict[str, Decimal]] | None = None
        self._owed_now: dict[str, Decimal] | None = None
        self._money: Callable[[Decimal], str] = str
        self.absent.setToolTip(
            translate(
                "ArrivalsBar",
                "Registered and seated, chips on the table, not here yet (Ctrl+T when they come)",
            )
        )
        self.free_entry.setToolTip(
            translate("ArrivalsBar", "A free entry earned by dealing (checked against the credits)")
        )
        self.unpaid.setToolTip(translate("ArrivalsBar", "Listed as owing the buy-in until paid"))
        label = QLabel(translate("ArrivalsBar", "&Arrives:"))
        label.setBuddy(self.field)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.field, 1)
        for box in self.boxes():
            box.setFocusProxy(self.field)  # a mnemonic ticks the box, the typing goes on
            row.addWidget(box)
        row.addWidget(self.owed_note)
        self.owed_note.hide()
        self.settle.hide()
        self.field.entered.connect(lambda _more: self._enter())
        self.field.textChanged.connect(self._show_owed)

    def toggle_keys(self) -> dict[str, Callable[[], None]]:
        """The boxes' keys, toggling at once (a mnemonic's animated click would land after
        an Enter typed straight after it)."""
        return {
            "Alt+O": self.on_time.toggle,
            "Alt+X": self.exact_change.toggle,
            "Alt+R": self.free_entry.toggle,
            "Alt+U": self.unpaid.toggle,
            "Alt+T": self.absent.toggle,
            "Alt+W": self.settle.toggle,
        }

    def boxes(self) -> list[QCheckBox]:
        return [
            self.on_time,
            self.exact_change,
            self.free_entry,
            self.unpaid,
            self.absent,
            self.settle,
        ]

    def set_owed(
        self, owed: Callable[[], dict[str, Decimal]], money: Callable[[Decimal], str]
    ) -> None:
        """What each player owes the league (worked out when first needed)."""
        self._owed, self._owed_now, self._money = owed, None, money
        self._show_owed()

    def owed(self, player: str) -> Decimal:
        if self._owed is None:
            return Decimal(0)
        if self._owed_now is None:
            self._owed_now = self._owed()
        return max(self._owed_now.get(player, Decimal(0)), Decimal(0))

    def _show_owed(self) -> None:
        """Say what the typed player owes, and offer to take it with the buy-in."""
        text = self.field.text().strip()
        owes = Decimal(0)
        player = None
        if text and self._owed is not None:
            try:
                player = self.names.match(text, self._waiting)
            except LookupError:
                player = None
            if player is not None:
                owes = self.owed(player)
        if owes > 0:
            self.owed_note.setText(
                translate("ArrivalsBar", "{player} owes {amount}").format(
                    player=self.names.name(player), amount=self._money(owes)
                )
            )
        self.owed_note.setVisible(owes > 0)
        # Ticked before the name is typed (Alt+W first), it stays ticked: it counts only
        # for a player who owes, and every arrival clears it.
        self.settle.setVisible(owes > 0)

    def set_players(self, names: Names, waiting: list[str], free_entries: bool) -> None:
        """``waiting``: the players who may still arrive (ids)."""
        self.names = names
        self._waiting = list(waiting)
        self.field.set_names(names.shown(waiting))
        self.free_entry.setVisible(free_entries)

    def flags(self) -> ArrivalFlags:
        return ArrivalFlags(
            paid=not self.unpaid.isChecked(),
            on_time=self.on_time.isChecked(),
            exact_change=self.exact_change.isChecked(),
            free_entry=self.free_entry.isChecked() and self.free_entry.isVisible(),
            absent=self.absent.isChecked(),
            settle=self.settle.isChecked() and self.settle.isVisible(),
        )

    def reset(self) -> None:
        self.field.clear()
        for box in self.boxes():
            box.setChecked(False)

    def _enter(self) -> None:
        text = self.field.text().strip()
        if not text:
            return
        try:
            player = self.names.match(text, self._waiting)
        except LookupError as exc:
            if self.names.match_count(text, self._waiting) > 1:
                self.field.refuse(ambiguous=True)  # the choice, or the next name typed
                self.unknown.emit(str(exc))
            elif self.names.find(text) is None and not self.names.containing(text):
                self.walk_in.emit(" ".join(text.split()), self.flags())
            else:  # on the roster but not to arrive (here already, or inactive)
                self.field.refuse(ambiguous=False)
                self.unknown.emit(str(exc))
            return
        self.arrived.emit(player, self.flags())

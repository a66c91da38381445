"""One-step bust: a name, Enter; the hitman (or none), Enter; and, while the player may
still rebuy, R = rebuy or Enter = out.

Ctrl+Enter on a name adds it to the same hand, and on a hitman adds a second hitman. Each
player out in the hand who may still rebuy is asked in turn, like any bust. When two of
the players who stay out sat at one table, the chips each began the hand with are asked in
turn (a number, Enter): fewer chips finish lower, equal chips share (SPEC 4.1); players out
at different tables share the place. Esc on the hitman means nobody; Esc on the rebuy or
chips question cancels the bust. The place the next bust gets is shown all along.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from leaguemgr.domain.night.facts import rebuys_open
from leaguemgr.domain.night.state import NightState
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.busts_model import ordinal
from leaguemgr.ui.night.name_field import ENTER_KEYS, NameField
from leaguemgr.ui.night.names import Names

CLOSE_KEY = "Ctrl+Shift+C"
"""The Night screen's key to close the night, named when the night is ready for it."""

MOST_CHIPS = 1_000_000_000
"""No stack at a league's table comes near it: a longer number is a typing slip."""


def share_a_table(night: NightState, players: list[str]) -> bool:
    """Whether two of ``players`` sat at one table: their chips then decide the order."""
    tables = [night.seats[p][0] for p in players if p in night.seats]
    return len(set(tables)) < len(tables)


def rebuy_offered(night: NightState, player: str) -> bool:
    """Whether a player going out now may rebuy (or re-enter): the period is open, they
    have rebuys left, and no deal was made (the night's rules, SPEC 4.2)."""
    if not rebuys_open(night):
        return False
    limit = night.rules.max_rebuys
    return limit is None or night.rebuys.get(player, 0) < limit


class BustEntry(QWidget):
    """``busted(players, hitmen, rebuying, chips)`` once the director has said it all;
    ``rebuying``: the players of the hand who rebuy at once (ids); ``chips``: what each
    player who stays out began the hand with, by id (empty: not asked)."""

    busted = Signal(list, list, list, dict)
    problem = Signal(str)
    taken = Signal()  # a name typed was taken: a problem said of an earlier try is over

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.names = Names(())
        self.night: NightState | None = None
        self.out: list[str] = []
        self.by: list[str] = []
        self.asking_rebuy = False
        self.rebuys: dict[str, bool] = {}  # each player asked: rebuys at once or not
        self.chips: dict[str, int] = {}
        self.asking_chips = False
        self.name_field = NameField(
            translate("BustEntry", "Who is out? Enter (Ctrl+Enter: another in the same hand)")
        )
        self.name_field.setObjectName("bust_field")
        self.by_field = NameField(translate("BustEntry", "Busted by? Enter (Esc: nobody)"))
        self.by_field.setObjectName("hitman_field")
        self.place_label = QLabel()
        self.place_label.setObjectName("next_place")
        # Of a fixed size both ways, so that a new place lays nothing out again.
        self.place_label.setFixedSize(
            self.place_label.fontMetrics().horizontalAdvance(
                translate("BustEntry", "Next out: {place}").format(place=ordinal(100)) + "  "
            ),
            self.place_label.fontMetrics().height(),
        )
        self.chips_field = QLineEdit()
        self.chips_field.setObjectName("chips_field")
        self.chips_field.setValidator(QIntValidator(0, MOST_CHIPS, self.chips_field))
        self.chips_label = QLabel()
        self.pending_label = QLabel()
        self.pending_label.setObjectName("bust_pending")
        self.pending_label.setWordWrap(True)
        out_label = QLabel(translate("BustEntry", "&Bust:"))  # Alt+B (Alt+O is "On time")
        out_label.setBuddy(self.name_field)
        by_label = QLabel(translate("BustEntry", "By:"))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(out_label)
        row.addWidget(self.name_field, 3)
        row.addWidget(by_label)
        row.addWidget(self.by_field, 2)
        row.addWidget(self.place_label)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        chips_row = QHBoxLayout()
        chips_row.setContentsMargins(0, 0, 0, 0)
        chips_row.addWidget(self.chips_label)
        chips_row.addWidget(self.chips_field)
        chips_row.addStretch(1)
        column.addLayout(row)
        column.addWidget(self.pending_label)
        column.addLayout(chips_row)
        for field in (self.name_field, self.by_field, self.chips_field):
            field.installEventFilter(self)
        # Enter on a name comes as the field's signal, list open or not (name_field.py).
        self.name_field.entered.connect(self._name_entered)
        self.by_field.entered.connect(self._by_entered)
        self._show()

    # Filling ----------------------------------------------------------------------------

    def set_night(self, night: NightState | None, names: Names) -> None:
        self.night, self.names = night, names
        left = list(night.remaining) if night is not None else []
        seated = [p for p in left if night is not None and p in night.seats]
        self.name_field.set_names(names.shown(seated))
        self.out = [p for p in self.out if p in seated]
        self._show()

    def next_place(self) -> int | None:
        """The place the players out now would share (the best of those they span)."""
        if self.night is None:
            return None
        return len(self.night.remaining) - max(len(self.out), 1) + 1

    def ready_to_close_text(self) -> str:
        """Once one player is left nobody else goes out: the night waits to be closed
        (after a deal too, the players play on for the places). "" before."""
        night = self.night
        if night is None or not night.drawn or self.out or len(night.remaining) != 1:
            return ""
        winner = self.names.name(night.remaining[0])
        return translate("BustEntry", "{winner} wins: the night is ready to close ({key})").format(
            winner=winner, key=CLOSE_KEY
        )

    def cancel(self) -> None:
        self.out, self.by, self.asking_rebuy, self.rebuys = [], [], False, {}
        self.chips, self.asking_chips = {}, False
        self.name_field.clear()
        self.by_field.clear()
        self.chips_field.clear()
        self._show()

    # Keys -------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if watched is self.name_field and key == Qt.Key.Key_Escape and self.out:
            self.cancel()
            return True
        if watched is self.by_field:
            return self._by_key(key)
        if watched is self.chips_field:
            return self._chips_key(key)
        return False

    def _chips_key(self, key: int) -> bool:
        if key == Qt.Key.Key_Escape:
            self.cancel()
            self.name_field.setFocus()
            return True
        if key not in ENTER_KEYS:
            return False
        text = self.chips_field.text().strip()
        player = self._chips_for()
        if player is None:
            return True
        if not text.isdigit() or int(text) > MOST_CHIPS:
            self.problem.emit(
                translate(
                    "BustEntry", "Type the chips {player} began the hand with (a whole number)"
                ).format(player=self.names.name(player))
            )
            return True
        self.chips[player] = int(text)
        self.chips_field.clear()
        if self._chips_for() is None:
            self._finish()
        else:
            self._show()
        return True

    def _chips_for(self) -> str | None:
        """The next player out whose chips are still to be typed."""
        return next((p for p in self._staying_out() if p not in self.chips), None)

    def _staying_out(self) -> list[str]:
        return [p for p in self.out if not self.rebuys.get(p)]

    def _rebuy_for(self) -> str | None:
        """The next player out who may rebuy and has not been asked yet."""
        night = self.night
        if night is None:
            return None
        return next((p for p in self.out if p not in self.rebuys and rebuy_offered(night, p)), None)

    def _by_key(self, key: int) -> bool:
        if self.asking_rebuy:
            asked = self._rebuy_for()
            if asked is not None and key in (Qt.Key.Key_R, *ENTER_KEYS):
                self.rebuys[asked] = key == Qt.Key.Key_R
                self._next_question()
            elif key == Qt.Key.Key_Escape:
                self.cancel()
                self.name_field.setFocus()
            return True  # the question takes no typing
        if key == Qt.Key.Key_Escape:
            self.by_field.clear()
            self._hitman_entered(more=False)
            return True
        return False

    def _by_entered(self, more: bool) -> None:
        if not self.asking_rebuy:  # the question's Enter is the filter's (_by_key)
            self._hitman_entered(more)

    def _name_entered(self, more: bool) -> None:
        text = self.name_field.text()
        if not text.strip():
            if self.out and not more:
                self.by_field.setFocus()
            return
        among = self._seated(exclude=self.out)
        try:
            player = self.names.match(text, among)
        except LookupError as exc:
            self.name_field.refuse(ambiguous=self.names.match_count(text, among) > 1)
            self.problem.emit(str(exc))
            return
        self.out.append(player)
        self.name_field.clear()
        self.taken.emit()
        if not more:
            self.by_field.set_names(self.names.shown(self._seated(exclude=self.out)))
            self.by_field.setFocus()
        self._show()

    def _hitman_entered(self, more: bool) -> None:
        text = self.by_field.text()
        if text.strip():
            among = self._seated(exclude=self.out + self.by)
            try:
                hitman = self.names.match(text, among)
            except LookupError as exc:
                self.by_field.refuse(ambiguous=self.names.match_count(text, among) > 1)
                self.problem.emit(str(exc))
                return
            self.by.append(hitman)
            self.by_field.clear()
            self.taken.emit()
        if more:
            self._show()
            return
        self._next_question()

    def _next_question(self) -> None:
        """Ask what is still to be said of the hand (a rebuy, the chips), else record it."""
        self.asking_rebuy = self._rebuy_for() is not None
        if self.asking_rebuy:
            self._show()
            return
        staying = self._staying_out()
        night = self.night
        if night is not None and len(staying) > 1 and share_a_table(night, staying):
            self.asking_chips = True
            self._show()
            self.chips_field.setFocus()
            return
        self._finish()

    def _finish(self) -> None:
        out, by, chips = list(self.out), list(self.by), dict(self.chips)
        rebuying = [p for p in out if self.rebuys.get(p)]
        self.cancel()
        if not out:
            return
        self.name_field.setFocus()
        self.busted.emit(out, by, rebuying, chips)

    def _seated(self, exclude: list[str]) -> list[str]:
        night = self.night
        if night is None:
            return []
        return [p for p in night.remaining if p in night.seats and p not in exclude]

    def _show(self) -> None:
        place = self.next_place()
        ready = self.ready_to_close_text()
        self.place_label.setText(
            translate("BustEntry", "Next out: {place}").format(place=ordinal(place))
            if place and not ready
            else ""
        )
        parts = [ready] if ready else []
        if self.out:
            parts.append(
                translate("BustEntry", "Out in this hand: {players}").format(
                    players=self.names.names(self.out)
                )
            )
        if self.by:
            parts.append(
                translate("BustEntry", "busted by {players}").format(
                    players=self.names.names(self.by)
                )
            )
        asked = self._rebuy_for() if self.asking_rebuy else None
        if asked is not None:
            keys = translate("BustEntry", "R = rebuy (back in), Enter = out, Esc = cancel")
            if len(self.out) > 1:
                keys = translate("BustEntry", "{player}: {keys}").format(
                    player=self.names.name(asked), keys=keys
                )
            parts.append(keys)
        self.pending_label.setText("; ".join(parts))
        self.pending_label.setVisible(bool(parts))
        self.by_field.setReadOnly(self.asking_rebuy or self.asking_chips)
        asking = self._chips_for() if self.asking_chips else None
        self.chips_label.setText(
            translate(
                "BustEntry", "Chips {player} began the hand with, Enter (Esc = cancel):"
            ).format(player=self.names.name(asking))
            if asking
            else ""
        )
        self.chips_label.setVisible(asking is not None)
        self.chips_field.setVisible(asking is not None)

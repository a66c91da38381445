"""At the door (SPEC 10): who said yes and is not here yet, going first, then the waitlist
in its order. Enter on a name arrives that player (with the arrival bar's flags); the list
shrinks as they come, so what is left is who said yes and is not here."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from leaguemgr.domain.rsvp import RsvpState
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.names import Names

PLAYER = Qt.ItemDataRole.UserRole


class GoingList(QListWidget):
    """``arrived(player_id)`` on Enter."""

    arrived = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("going_list")
        self.setToolTip(
            translate("GoingList", "Said yes and not here yet: Enter arrives the selected player")
        )
        self._shown: tuple = ()

    def show_going(self, state: RsvpState | None, names: Names, here: set[str]) -> None:
        """The players of ``state`` who have not arrived (``here``)."""
        rows = []
        if state is not None:
            rows += [(p, names.name(p)) for p in state.going if p not in here]
            rows += [
                (
                    p,
                    translate("GoingList", "{player} (waitlist {place})").format(
                        player=names.name(p), place=place
                    ),
                )
                for place, p in enumerate(state.waitlist, 1)
                if p not in here
            ]
        if tuple(rows) == self._shown:
            return
        self._shown = tuple(rows)
        current = self.current_player()
        self.clear()
        for player, text in rows:
            item = QListWidgetItem(text)
            item.setData(PLAYER, player)
            self.addItem(item)
        for row in range(self.count()):
            if self.item(row).data(PLAYER) == current:
                self.setCurrentRow(row)
                break
        else:
            if self.count():
                self.setCurrentRow(0)

    def players(self) -> list[str]:
        return [self.item(row).data(PLAYER) for row in range(self.count())]

    def current_player(self) -> str | None:
        item = self.currentItem()
        return item.data(PLAYER) if item is not None else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.current_player():
            self.arrived.emit(self.current_player())
            return
        super().keyPressEvent(event)

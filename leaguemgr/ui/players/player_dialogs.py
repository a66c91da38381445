"""Dialogs of the Players screen: add a player, merge a duplicate into a player."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import Player
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.i18n import translate


class AddPlayerDialog(QDialog):
    """Name, sub and guest flags of a new player; the id is chosen by the league service."""

    def __init__(self, player_id: str, taken_names: set[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("AddPlayerDialog", "Add player"))
        self._player_id = player_id
        self._taken = {name.casefold() for name in taken_names}
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("AddPlayerDialog", "First and last name"))
        self.sub = QCheckBox(
            translate("AddPlayerDialog", "Sub (plays now and then; not a regular)")
        )
        self.guest = QCheckBox(
            translate("AddPlayerDialog", "Guest (plays and is paid; not in the league table)")
        )
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self, translate("AddPlayerDialog", "Add"))

        form = QFormLayout()
        form.addRow(translate("AddPlayerDialog", "Name:"), self.name)
        form.addRow(translate("AddPlayerDialog", "Id:"), QLabel(player_id))
        form.addRow("", self.sub)
        form.addRow("", self.guest)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.warning)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self._check()

    def player(self) -> Player:
        return Player(
            self._player_id,
            self.name.text().strip(),
            sub=self.sub.isChecked(),
            guest=self.guest.isChecked(),
        )

    def _check(self) -> None:
        name = self.name.text().strip()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(name))
        # A warning, not a refusal: two people can share a name.
        duplicate = name.casefold() in self._taken
        self.warning.setText(
            translate(
                "AddPlayerDialog",
                "There is already a player named {name}. Use Merge if it is the same person.",
            ).format(name=name)
            if duplicate
            else ""
        )
        self.warning.setVisible(duplicate)


class MergePlayersDialog(QDialog):
    """Pick the duplicate whose history moves to the kept player; the duplicate is then
    removed. It opens on the likely duplicate (``services.merge_proposal``), or on no one
    where the kept player has no namesake; *Swap* keeps the duplicate instead."""

    def __init__(
        self,
        keep: Player,
        players: list[Player],
        duplicate: Player | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._players = sorted(players, key=lambda p: collation_key(p.name))
        self._keep = keep
        self.kept = QLabel()
        self.duplicate = QComboBox()
        self.duplicate.setPlaceholderText(translate("MergePlayersDialog", "Choose the duplicate…"))
        self.swap = QPushButton(translate("MergePlayersDialog", "&Swap"))
        self.swap.setToolTip(
            translate("MergePlayersDialog", "Keep the duplicate and merge the other away")
        )
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self, translate("MergePlayersDialog", "Merge"))
        kept_row = QHBoxLayout()
        kept_row.addWidget(self.kept, 1)
        kept_row.addWidget(self.swap)
        form = QFormLayout()
        form.addRow(translate("MergePlayersDialog", "Keep:"), kept_row)
        form.addRow(translate("MergePlayersDialog", "Duplicate:"), self.duplicate)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.explanation)
        layout.addWidget(self.buttons)
        self._fill(keep, duplicate)
        self.duplicate.currentIndexChanged.connect(self._explain)
        self.swap.clicked.connect(self._swap)
        self._explain()
        self.setMinimumWidth(420)

    def kept_player(self) -> Player:
        return self._keep

    def chosen(self) -> Player | None:
        return self.duplicate.currentData()

    def _fill(self, keep: Player, duplicate: Player | None) -> None:
        self._keep = keep
        self.setWindowTitle(
            translate("MergePlayersDialog", "Merge a duplicate into {name}").format(name=keep.name)
        )
        self.kept.setText(f"{keep.name} ({keep.id})")
        blocked = self.duplicate.blockSignals(True)
        self.duplicate.clear()
        for player in self._players:
            if player.id != keep.id:
                self.duplicate.addItem(f"{player.name} ({player.id})", player)
        at = next(
            (i for i in range(self.duplicate.count()) if duplicate is not None
             and self.duplicate.itemData(i).id == duplicate.id),
            -1,
        )  # fmt: skip
        self.duplicate.setCurrentIndex(at)  # -1: the placeholder, no one proposed
        self.duplicate.blockSignals(blocked)

    def _swap(self) -> None:
        chosen = self.chosen()
        if chosen is not None:
            self._fill(chosen, self._keep)
            self._explain()

    def _explain(self) -> None:
        chosen = self.chosen()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(chosen is not None)
        self.swap.setEnabled(chosen is not None)
        if chosen is None:
            self.explanation.setText(
                translate("MergePlayersDialog", "Choose the player to merge away.")
                if self.duplicate.count()
                else translate("MergePlayersDialog", "There is no other player to merge.")
            )
            return
        self.explanation.setText(
            translate(
                "MergePlayersDialog",
                "Every entry, knockout, dealt game and championship decision of {duplicate} "
                "becomes {kept}'s, and {duplicate} is removed from the roster. "
                "Edit ▸ Undo puts everything back.",
            ).format(duplicate=chosen.name, kept=self._keep.name)
        )

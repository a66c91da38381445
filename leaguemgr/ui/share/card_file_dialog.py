"""Share ▸ Save Image…'s question: where to write which card. The suggested file name
follows the card chosen ("2026 standings.png", "2026 night card.png"), so choosing the
night card never leaves the standings' name in the field."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QFileDialog, QWidget

from leaguemgr.ui.i18n import translate

CARD_FILTERS = {
    QT_TRANSLATE_NOOP("CardFileDialog", "Standings card (*.png)"): "standings-card",
    QT_TRANSLATE_NOOP("CardFileDialog", "Night card (*.png)"): "night-card",
}
"""The file types offered, by the card each one writes."""

_NAMES = {"standings-card": "standings", "night-card": "night card"}


def shown_filters() -> dict[str, str]:
    """:data:`CARD_FILTERS` as the file dialog shows them, in the app's language."""
    return {translate("CardFileDialog", label): card for label, card in CARD_FILTERS.items()}


def card_file_name(season: str, card: str) -> str:
    """The file name suggested for ``card`` ("standings-card" or "night-card")."""
    return f"{season} {_NAMES.get(card, 'standings')}.png"


class CardFileDialog(QFileDialog):
    """Save a card of ``season``: the name in the field follows the file type chosen, as
    long as the director has not typed a name of their own."""

    def __init__(self, parent: QWidget | None, season: str, folder: Path | None = None):
        super().__init__(
            parent, translate("CardFileDialog", "Save card image"), str(folder or Path.home())
        )
        self.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        # Qt's own dialog: a desktop's may not say when the file type changes.
        self.setOption(QFileDialog.Option.DontUseNativeDialog)
        self.setNameFilters(list(shown_filters()))
        self.setDefaultSuffix("png")
        self._season = season
        self._suggested = card_file_name(season, "standings-card")
        self.selectFile(self._suggested)
        self.filterSelected.connect(self._follow)

    def _follow(self, chosen: str) -> None:
        typed = self._typed_name()
        if typed and typed not in {card_file_name(self._season, c) for c in _NAMES}:
            return  # a name of the director's own stays
        self._suggested = card_file_name(self._season, shown_filters().get(chosen, ""))
        self.selectFile(self._suggested)

    def _typed_name(self) -> str:
        files = self.selectedFiles()
        return Path(files[0]).name if files else ""

    def card(self) -> str:
        return shown_filters().get(self.selectedNameFilter(), "standings-card")


def ask_card_file(parent: QWidget | None, season: str) -> tuple[str, str]:
    """(the file chosen, the card to write there), or ("", "") when cancelled."""
    dialog = CardFileDialog(parent, season)
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", ""
    return dialog.selectedFiles()[0], dialog.card()

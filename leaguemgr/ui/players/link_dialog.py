"""A player's personal link (SPEC 10) in the Players screen: shown with its QR code, copied,
printed on a card for the table, and reissued (the old link stops working at once).

Opening the dialog issues the player's link if they have none yet; it stays the same until
reissued, so a card printed once keeps working. While the app serves the league on the
venue's network (Night ▸ Players' Phones…), the same link on this computer's address is
offered beside the public one: it opens on the venue's Wi-Fi, whatever the site at home.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.records import Player
from leaguemgr.services import player_links
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.qr_code import QrCode, qr_modules


class PlayerLinkDialog(QDialog):
    """The link of ``player``, issued if needed; ``venue``: where the app serves the
    league's pages on the venue's network ("" when it does not)."""

    def __init__(
        self,
        context: LeagueContext,
        player: Player,
        parent: QWidget | None = None,
        *,
        venue: str = "",
    ):
        super().__init__(parent)
        self._context, self.player = context, player
        self.setWindowTitle(
            translate("PlayerLinkDialog", "Personal link: {name}").format(name=player.name)
        )
        service = context.service
        self.base = player_links.links_base(service, None)
        self.where = QComboBox()
        self.where.setObjectName("link_where")
        self.where.addItem(
            translate("PlayerLinkDialog", "The league's site: {address}").format(address=self.base),
            self.base,
        )
        if venue:
            self.where.addItem(
                translate("PlayerLinkDialog", "Tonight, on the venue's network: {address}").format(
                    address=venue
                ),
                venue,
            )
        self.where.setVisible(self.where.count() > 1)
        self.where.currentIndexChanged.connect(lambda _index: self._show(self._token))
        self._token = ""
        self.link = QLineEdit(readOnly=True)
        self.link.setMinimumWidth(460)
        self.qr = QrCode(side=240)
        note = QLabel(
            translate(
                "PlayerLinkDialog",
                "The player's own page: standings, nights, balance and the next nights' answers. "
                "No password: whoever has the link can answer for them. Reissue it if it leaked.",
            )
        )
        note.setWordWrap(True)
        self.copy_button = QPushButton(translate("PlayerLinkDialog", "&Copy"))
        self.copy_button.clicked.connect(self.copy)
        self.print_button = QPushButton(translate("PlayerLinkDialog", "&Print card…"))
        self.print_button.clicked.connect(self.print_card)
        self.reissue_button = QPushButton(translate("PlayerLinkDialog", "&Reissue…"))
        self.reissue_button.clicked.connect(self.reissue)
        self.reissue_button.setEnabled(context.writable)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for button in (self.copy_button, self.print_button, self.reissue_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.link)
        layout.addWidget(self.qr, 1, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._not_issued = translate(
            "PlayerLinkDialog", "This league is read-only: no link can be issued here."
        )
        self._show(self._tokens(reissue=False))

    def _tokens(self, *, reissue: bool) -> str:
        """The player's token, issued (or reissued) now if asked; on a fault of the file or
        the server the one shown so far, which still works (the fault dialog says why)."""
        service, player = self._context.service, self.player.id
        try:
            if not self._context.writable:
                return player_links.current_tokens(service).get(player, "")
            return player_links.issue_links(service, [player], reissue=reissue)[player]
        except StorageError as exc:
            self._not_issued = translate("PlayerLinkDialog", "No link was issued: {reason}").format(
                reason=exc
            )
            if exc.fault is not None:
                self._context.fault.emit(
                    exc,
                    translate("PlayerLinkDialog", "Reissue the link")
                    if reissue
                    else translate("PlayerLinkDialog", "Issue the link"),
                )
            return self._token

    def _show(self, token: str) -> None:
        self._token = token
        url = player_links.link(self.where.currentData(), token) if token else ""
        self.link.setText(url or self._not_issued)
        self.qr.set_text(url)
        self.copy_button.setEnabled(bool(url))
        self.print_button.setEnabled(bool(url))

    @property
    def url(self) -> str:
        return self.qr.text()

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.url)

    def reissue(self) -> None:
        answer = QMessageBox.question(
            self,
            translate("PlayerLinkDialog", "Reissue the link"),
            translate(
                "PlayerLinkDialog",
                "Give {name} a new link? The old one stops working at once: a "
                "printed card or a message with it will no longer open the page.",
            ).format(name=self.player.name),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._show(self._tokens(reissue=True))

    def print_card(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        preview = QPrintPreviewDialog(printer, self)
        preview.setWindowTitle(
            translate("PlayerLinkDialog", "Card: {name}").format(name=self.player.name)
        )
        league = self._context.service.league_name()
        preview.paintRequested.connect(
            lambda device: paint_link_card(device, self.player.name, league, self.url)
        )
        preview.exec()


def paint_link_card(device, name: str, league: str, url: str) -> None:
    """A card for the table: the league, the player's name, the QR code and the link."""
    painter = QPainter(device)
    try:
        page = QRectF(painter.viewport())
        side = min(page.width(), page.height()) * 0.5
        title = QFont(painter.font())
        title.setPointSizeF(22)
        painter.setFont(title)
        painter.drawText(QRectF(0, 0, page.width(), side * 0.25), Qt.AlignmentFlag.AlignCenter,
                         league)  # fmt: skip
        title.setPointSizeF(30)
        title.setBold(True)
        painter.setFont(title)
        painter.drawText(QRectF(0, side * 0.25, page.width(), side * 0.3),
                         Qt.AlignmentFlag.AlignCenter, name)  # fmt: skip
        modules = qr_modules(url)
        module = side / len(modules)
        left, top = (page.width() - side) / 2, side * 0.6
        painter.fillRect(QRectF(left, top, side, side), QColor("white"))
        for y, row in enumerate(modules):
            for x, dark in enumerate(row):
                if dark:
                    painter.fillRect(QRectF(left + x * module, top + y * module, module, module),
                                     QColor("black"))  # fmt: skip
        small = QFont(painter.font())
        small.setPointSizeF(10)
        small.setBold(False)
        painter.setFont(small)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWrapAnywhere
        painter.drawText(QRectF(0, top + side + 10, page.width(), side * 0.2), flags, url)
    finally:
        painter.end()

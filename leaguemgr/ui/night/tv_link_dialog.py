"""Night ▸ TV by Link…: the big screen as a page (``/tv/TOKEN``, SPEC 11) for any TV or
computer with a browser on the venue's network, no cable: its address, to type or copy, and
its QR code, for a smart TV's or a tablet's camera.

The TV's page is served with the players' phone page, under its token: while that page is
off this says so and offers to start it on the address and port used last time, as the
phones dialog starts it (:func:`~leaguemgr.ui.night.phones_dialog.start_page`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.address_label import address_label
from leaguemgr.ui.night.phones_dialog import (
    LOOPBACK,
    chosen_address,
    local_addresses,
    remembered_choice,
    start_page,
)
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.qr_code import QrCode

INTRO = QT_TRANSLATE_NOOP(
    "TvLinkDialog",
    "Open this address in the browser of any TV or computer on the same Wi-Fi as this computer: it shows the big screen, the clock, the blinds, the payouts and the tiles, and follows the night within a second. Most browsers go full screen with F11.",  # noqa: E501
)
OFF = QT_TRANSLATE_NOOP(
    "TvLinkDialog", "The TV's page is served with the players' phone page, which is off."
)
ON_NOTE = QT_TRANSLATE_NOOP(
    "TvLinkDialog",
    "Point the TV's or tablet's camera at the code, or type the address. Switching the phone page off and on again makes a new one.",  # noqa: E501
)
LOOPBACK_ONLY = QT_TRANSLATE_NOOP(
    "TvLinkDialog", "{address} is this computer only: a TV needs a network address."
)
THIS_COMPUTER_ONLY = LOOPBACK_ONLY.format(address=LOOPBACK)


class TvLinkDialog(QDialog):
    def __init__(
        self,
        publisher: PhonesPublisher,
        parent: QWidget | None = None,
        addresses: list[tuple[str, str]] | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("TvLinkDialog", "TV by Link"))
        self.publisher = publisher
        self._addresses = addresses
        intro = QLabel(translate("TvLinkDialog", INTRO))
        intro.setWordWrap(True)

        self.url = address_label("tv_url")
        self.copy_button = QPushButton(translate("TvLinkDialog", "Copy"))
        self.copy_button.setToolTip(translate("TvLinkDialog", "Copy the TV's address"))
        self.copy_button.clicked.connect(self._copy)
        self.start_button = QPushButton(translate("TvLinkDialog", "Start the Phone Page"))
        self.start_button.setToolTip(
            translate("TvLinkDialog", "Serve the phone page, and the TV's with it, as last time")
        )
        self.start_button.clicked.connect(self._start)
        self.qr = QrCode(side=220)
        self.qr.setObjectName("tv_qr")
        self.qr.setToolTip(
            translate("TvLinkDialog", "A TV's or tablet's camera opens the page from here")
        )
        self.message = QLabel()
        self.message.setObjectName("tv_message")
        self.message.setWordWrap(True)

        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.copy_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(url_row)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.message)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(560, 500)

        publisher.switched.connect(self._show_state)
        self._show_state()

    def _show_state(self, *_args) -> None:
        server = self.publisher.server
        on = server is not None
        address = server.tv_url if server is not None else ""
        self.url.setText(address)
        self.url.setVisible(on)
        self.copy_button.setVisible(on)
        self.qr.set_text(address)
        self.qr.setVisible(on)
        self.start_button.setVisible(not on)
        self.message.setStyleSheet("")
        if server is None:
            self.message.setText(translate("TvLinkDialog", OFF))
        else:
            self.message.setText(
                translate("TvLinkDialog", LOOPBACK_ONLY).format(address=LOOPBACK)
                if server.host == LOOPBACK
                else translate("TvLinkDialog", ON_NOTE)
            )

    def _start(self) -> None:
        choices = self._addresses if self._addresses is not None else local_addresses()
        addresses = [address for address, _label in choices]
        remembered, port = remembered_choice()
        problem = start_page(self.publisher, addresses[chosen_address(remembered, addresses)], port)
        if problem is not None:
            self.message.setText(problem)
            self.message.setStyleSheet("color: #b00020; font-weight: 600;")

    def _copy(self) -> None:
        server = self.publisher.server
        if server is not None:
            QGuiApplication.clipboard().setText(server.tv_url)
            self.message.setText(translate("TvLinkDialog", "Copied."))

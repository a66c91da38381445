"""Night ▸ Players' Phones…: switch the read-only page for phones on or off, and read out its
address, or show it as a QR code a phone's camera opens. The league's other pages are served
beside it (the standings, each player's own page where they answer for the next nights).

Off by default. Each switch-on makes a new token, so an address read out at an earlier night
no longer works. The address and port chosen are remembered for next time.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.ui import settings
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.address_label import address_label
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.qr_code import QrCode
from leaguemgr.web import PHONE_PAGE_PORT as DEFAULT_PORT

LOOPBACK = "127.0.0.1"
MIN_PORT = 1024  # lower ports need the administrator on most systems
INTRO = QT_TRANSLATE_NOOP(
    "PhonesDialog",
    "Players open this page on their phones, on the same Wi-Fi as this computer: the clock, the seats, the payouts and the standings; nothing can be changed there. Each player's own page (Players ▸ Personal link) is served too: there they answer for the next nights.",  # noqa: E501
)


def local_addresses() -> list[tuple[str, str]]:
    """(address, label) for this computer only, then each IPv4 address of the network
    interfaces that are up."""
    found = [
        (
            LOOPBACK,
            translate("PhonesDialog", "{address} (this computer only)").format(address=LOOPBACK),
        )
    ]
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not (flags & QNetworkInterface.InterfaceFlag.IsUp) or (
            flags & QNetworkInterface.InterfaceFlag.IsLoopBack
        ):
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            address = ip.toString()
            if all(address != known for known, _label in found):
                found.append((address, f"{address} ({interface.humanReadableName()})"))
    return found


def remembered_choice() -> tuple[str, int]:
    """The address and port the page was served on last time (the port checked)."""
    address, port = settings.phones_choice(DEFAULT_PORT)
    return address, port if MIN_PORT <= port <= 65535 else DEFAULT_PORT


def chosen_address(remembered: str, addresses: list[str]) -> int:
    """Which of ``addresses`` to serve on: the one used last time if this computer still
    has it, else its first network address (phones are never on 127.0.0.1)."""
    if remembered in addresses:
        return addresses.index(remembered)
    return 1 if len(addresses) > 1 else 0


def start_page(publisher: PhonesPublisher, address: str, port: int) -> str | None:
    """Serve the phone page (and the TV's beside it) on ``address``:``port``, remembered
    for next time; the reason if it cannot be done."""
    problem = publisher.start(address, port)
    if problem is None:
        settings.remember_phones_choice(address, port)
    return problem


class PhonesDialog(QDialog):
    def __init__(
        self,
        publisher: PhonesPublisher,
        parent: QWidget | None = None,
        addresses: list[tuple[str, str]] | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("PhonesDialog", "Players' Phones"))
        self.publisher = publisher
        self._gone = ""  # the address used last time, when this computer no longer has it
        intro = QLabel(translate("PhonesDialog", INTRO))
        intro.setWordWrap(True)

        self.switch = QCheckBox(translate("PhonesDialog", "Show the page on the local network"))
        self.address = QComboBox()
        self.port = QSpinBox()
        self.port.setRange(MIN_PORT, 65535)
        self.port.setGroupSeparatorShown(False)
        remembered, port = remembered_choice()
        self.port.setValue(port)
        choices = addresses if addresses is not None else local_addresses()
        for address, label in choices:
            self.address.addItem(label, address)
        self._choose_address(remembered, [a for a, _label in choices])

        self.url = address_label("phones_url")
        self.copy_button = QPushButton(translate("PhonesDialog", "Copy"))
        self.copy_button.setToolTip(
            translate("PhonesDialog", "Copy the address, to send it to the players")
        )
        self.copy_button.clicked.connect(self._copy)
        self.qr = QrCode(side=220)
        self.qr.setObjectName("phones_qr")
        self.qr.setToolTip(
            translate("PhonesDialog", "Players point their phone's camera here to open the page")
        )
        self.message = QLabel()
        self.message.setObjectName("phones_message")
        self.message.setWordWrap(True)

        form = QFormLayout()
        form.addRow(translate("PhonesDialog", "Address:"), self.address)
        form.addRow(translate("PhonesDialog", "Port:"), self.port)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.copy_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.switch)
        layout.addLayout(form)
        layout.addLayout(url_row)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(560, 560)

        self.switch.setChecked(publisher.server is not None)
        self.switch.toggled.connect(self._switch)
        publisher.switched.connect(self._show_state)
        self._show_state()

    def _choose_address(self, remembered: str, addresses: list[str]) -> None:
        self.address.setCurrentIndex(chosen_address(remembered, addresses))
        if remembered and remembered not in addresses:
            self._gone = translate(
                "PhonesDialog", "{address}, used last time, is not this computer's address now."
            ).format(address=remembered)

    def _switch(self, on: bool) -> None:
        if not on:
            self.publisher.stop()
            self.publisher.turned_off.emit()
            return
        address, port = self.address.currentData(), self.port.value()
        problem = start_page(self.publisher, address, port)
        if problem is not None:
            self.switch.blockSignals(True)
            self.switch.setChecked(False)
            self.switch.blockSignals(False)
            self._show_state()
            self.message.setText(problem)
            self.message.setStyleSheet("color: #b00020; font-weight: 600;")
            return
        self._show_state()

    def _show_state(self, *_args) -> None:
        server = self.publisher.server
        on = server is not None
        if self.switch.isChecked() != on:
            self.switch.blockSignals(True)
            self.switch.setChecked(on)
            self.switch.blockSignals(False)
        self.address.setEnabled(not on)
        self.port.setEnabled(not on)
        self.copy_button.setEnabled(on)
        self.message.setStyleSheet("")
        self.url.setVisible(on)
        self.qr.set_text(server.url if on else "")
        self.qr.setVisible(on)
        if on:
            self.url.setText(server.url)
            note = translate(
                "PhonesDialog",
                "Players point their phone's camera at the code, or type this address in their browser (or you send it to them). Switching off and on again makes a new one.",  # noqa: E501
            )
            if server.host == "127.0.0.1":
                note = translate(
                    "PhonesDialog",
                    "{address} is this computer only: phones need a network address.",
                ).format(address=LOOPBACK)
            self.message.setText(" ".join(t for t in (note, self.publisher.site_problem) if t))
        else:
            self.url.setText("")
            self.message.setText(
                " ".join(
                    t for t in (translate("PhonesDialog", "The page is off."), self._gone) if t
                )
            )

    def _copy(self) -> None:
        if self.publisher.server is not None:
            QGuiApplication.clipboard().setText(self.publisher.url)
            self.message.setText(translate("PhonesDialog", "Copied."))

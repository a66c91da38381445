"""Night ▸ Directors…: the people who run tonight from their phones (SPEC 11), each with a
link of their own shown as a QR code, reissued or ended at once.

The directors' pages are served by the night server with the players' phone page, so a
link's address is that server's; while the phone page is off the dialog says so, and the
directors can still be made (their links show once the page is on). Every write goes
through :mod:`leaguemgr.services.night_directors`; a refusal or a fault (a league that may
only be read, another program holding the lock) is said here, and the dialog stays open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_directors import (
    MAX_NAME,
    Director,
    DirectorRefused,
    add_director,
    director_url,
    end_director,
    night_directors,
    reissue_director,
)
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.files.fault_dialog import advice_for, what_happened
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.address_label import address_label
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.qr_code import QrCode

INTRO = QT_TRANSLATE_NOOP(
    "DirectorsDialog",
    "A director runs tonight from their phone: the clock, arrivals, busts, rebuys and add-ons, and undo. Each has a link of their own: give it only to them. Every action they take shows in the night's log with their name.",  # noqa: E501
)
PHONES_OFF = QT_TRANSLATE_NOOP(
    "DirectorsDialog",
    "Start Players' Phones… first: the directors' pages are served with it. Directors made now get their links as soon as it is on.",  # noqa: E501
)
NO_NIGHT = QT_TRANSLATE_NOOP(
    "DirectorsDialog",
    "No night is running: start one on the Night screen, then make its directors.",
)

Night = tuple[LeagueService, str, int]
"""The league, season and event number of the night the directors run."""


class DirectorsDialog(QDialog):
    """``night()`` gives the night shown on the Night screen (``None``: none running)."""

    def __init__(
        self,
        night: Callable[[], Night | None],
        publisher: PhonesPublisher,
        parent: QWidget | None = None,
        *,
        context: object | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("DirectorsDialog", "Directors"))
        self.context = context  # the league window's, while it holds this league
        self._night = night
        self.publisher = publisher
        self._directors: list[Director] = []
        intro = QLabel(translate("DirectorsDialog", INTRO))
        intro.setWordWrap(True)

        self.name = QLineEdit()
        self.name.setObjectName("director_name")
        self.name.setPlaceholderText(translate("DirectorsDialog", "Name, as the players know them"))
        self.name.setMaxLength(MAX_NAME + 20)  # longer is refused with a reason, not cut
        self.name.returnPressed.connect(self.add)
        self.add_button = QPushButton(translate("DirectorsDialog", "&Add director"))
        self.add_button.clicked.connect(self.add)
        self.list = QListWidget()
        self.list.setObjectName("directors_list")
        self.list.currentRowChanged.connect(lambda _row: self._show_link())

        self.url = address_label("director_url", larger_by=1)
        self.copy_button = QPushButton(translate("DirectorsDialog", "&Copy"))
        self.copy_button.setToolTip(
            translate("DirectorsDialog", "Copy the link, to send it to the director")
        )
        self.copy_button.clicked.connect(self._copy)
        self.whose = QLabel()
        self.whose.setObjectName("director_whose")
        self.qr = QrCode(side=220)
        self.qr.setFixedSize(220, 220)  # the buttons stay right under it
        self.qr.setObjectName("director_qr")
        self.qr.setToolTip(
            translate(
                "DirectorsDialog",
                "The director points their phone's camera here to open their page",
            )
        )
        self.reissue_button = QPushButton(translate("DirectorsDialog", "&Reissue link"))
        self.reissue_button.setToolTip(
            translate("DirectorsDialog", "A new link: the old one stops working at once")
        )
        self.reissue_button.clicked.connect(self.reissue)
        self.end_button = QPushButton(translate("DirectorsDialog", "&End"))
        self.end_button.setToolTip(
            translate("DirectorsDialog", "The link stops working at once (they can be added again)")
        )
        self.end_button.clicked.connect(self.end)
        self.message = QLabel()
        self.message.setObjectName("directors_message")
        self.message.setWordWrap(True)

        add_row = QHBoxLayout()
        add_row.addWidget(self.name, 1)
        add_row.addWidget(self.add_button)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.copy_button)
        link_buttons = QHBoxLayout()
        link_buttons.addStretch(1)
        link_buttons.addWidget(self.reissue_button)
        link_buttons.addWidget(self.end_button)
        link = QVBoxLayout()
        link.addWidget(self.whose)
        link.addLayout(url_row)
        link.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        link.addLayout(link_buttons)
        link.addStretch(1)
        listed = QVBoxLayout()
        listed.addWidget(QLabel(translate("DirectorsDialog", "Tonight's directors:")))
        listed.addWidget(self.list, 1)
        body = QHBoxLayout()
        body.addLayout(listed, 2)
        body.addLayout(link, 5)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(add_row)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(880, 500)

        publisher.switched.connect(lambda _on: self.refresh())
        self.refresh()

    # What the organizer does --------------------------------------------------------------

    def add(self) -> None:
        night = self._night()
        if night is None:
            return self._say(translate("DirectorsDialog", NO_NIGHT), problem=True)
        service, season, number = night
        name = self.name.text()
        made = self._write(
            lambda: add_director(service, season, number, name),
            translate("DirectorsDialog", "Add director"),
        )
        if made is not None:
            self.name.clear()
            self.refresh(select=made.name)
            self._said_after(
                translate("DirectorsDialog", "{name} is a director tonight.").format(name=made.name)
            )

    def reissue(self) -> None:
        chosen, night = self.selected(), self._night()
        if chosen is None or night is None:
            return
        service, season, number = night
        made = self._write(
            lambda: reissue_director(service, season, number, chosen.name),
            translate("DirectorsDialog", "Reissue link"),
        )
        if made is not None:
            self.refresh(select=made.name)
            self._said_after(
                translate(
                    "DirectorsDialog", "{name} has a new link: the old one no longer works."
                ).format(name=made.name)
            )

    def end(self) -> None:
        chosen, night = self.selected(), self._night()
        if chosen is None or night is None:
            return
        service, season, number = night
        ended = self._write(
            lambda: end_director(service, season, number, chosen.name) or True,
            translate("DirectorsDialog", "End"),
        )
        if ended:
            self.refresh()
            self._say(
                translate("DirectorsDialog", "{name}'s link no longer works.").format(
                    name=chosen.name
                )
            )

    # What the dialog shows ----------------------------------------------------------------

    def selected(self) -> Director | None:
        row = self.list.currentRow()
        return self._directors[row] if 0 <= row < len(self._directors) else None

    def base(self) -> str | None:
        """The address the links are on: the night server's, while the phone page is on."""
        server = self.publisher.server
        return server.base if server is not None else None

    def refresh(self, select: str | None = None) -> None:
        """The night's directors as stored now (another program may have made some)."""
        chosen = select or (self.selected().name if self.selected() else None)
        night = self._night()
        self._directors = []
        if night is not None:
            try:
                self._directors = night_directors(*night)
            except (DirectorRefused, StorageError, RuleError) as exc:
                self._fault(exc, "")
        self.list.blockSignals(True)
        self.list.clear()
        for director in self._directors:
            self.list.addItem(QListWidgetItem(director.name))
        names = [d.name for d in self._directors]
        self.list.setCurrentRow(names.index(chosen) if chosen in names else min(0, len(names) - 1))
        self.list.blockSignals(False)
        for widget in (self.name, self.add_button):
            widget.setEnabled(night is not None)
        self._show_link()
        if night is None:
            self._say(translate("DirectorsDialog", NO_NIGHT))
        elif self.base() is None:
            self._say(translate("DirectorsDialog", PHONES_OFF))
        else:
            self._say("")

    def _show_link(self) -> None:
        chosen, base = self.selected(), self.base()
        url = director_url(base, chosen.token) if chosen is not None and base else ""
        self.url.setText(
            url
            or (
                ""
                if chosen is None
                else translate("DirectorsDialog", "(served with Players' Phones)")
            )
        )
        self.whose.setText(
            translate("DirectorsDialog", "{name}'s link:").format(name=chosen.name)
            if chosen is not None
            else ""
        )
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        self.copy_button.setEnabled(bool(url))
        self.reissue_button.setEnabled(chosen is not None)
        self.end_button.setEnabled(chosen is not None)

    def _copy(self) -> None:
        chosen, base = self.selected(), self.base()
        if chosen is not None and base:
            QGuiApplication.clipboard().setText(director_url(base, chosen.token))
            self._say(translate("DirectorsDialog", "Copied."))

    def _write(self, work, doing: str):
        try:
            return work()
        except DirectorRefused as exc:
            self._say(_sentence(str(exc)), problem=True)
        except (StorageError, RuleError) as exc:
            self._fault(exc, doing)
        return None

    def _fault(self, exc: Exception, doing: str) -> None:
        if isinstance(exc, DirectorRefused):
            return self._say(_sentence(str(exc)), problem=True)
        advice = advice_for(exc)
        said = " ".join((advice.headline, what_happened(exc, doing), advice.what_to_do))
        self._say(said, problem=True)

    def _said_after(self, text: str) -> None:
        self._say(text if self.base() else f"{text} {translate('DirectorsDialog', PHONES_OFF)}")

    def _say(self, text: str, *, problem: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020; font-weight: 600;" if problem else "")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")

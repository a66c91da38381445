"""File ▸ Open League on a Server…: where the league's PostgreSQL database is (SPEC 6).

The organizer gives the server (a host name, or the folder of its Unix socket), its port,
the database and the user, and the dialog builds the ``postgresql://`` URL from them; or
pastes a URL someone sent them. No password is asked for or kept: libpq's own ways
(``~/.pgpass``, ``PGPASSWORD``, ``PGSERVICE``) give it, as they do to ``psql``. The same
dialog names the server a league is moved to (File ▸ Move this league to a server…).
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.storage.errors import StorageError
from leaguemgr.storage.locations import ServerLocation, is_server, server_location, url_secrets
from leaguemgr.ui.i18n import translate

DEFAULT_PORT = 5432
# PostgreSQL's own limits on names (NAMEDATALEN - 1) and DNS's on a host name; a socket
# folder is a path, bounded as generously.
MAX_NAME = 63
MAX_HOST = 255
MAX_URL = 1024

PASSWORD_NOTE = QT_TRANSLATE_NOOP(
    "ServerDialog",
    "leaguemgr never asks for or keeps a password. If the server wants one, put it in "
    "~/.pgpass (or PGPASSWORD, or a PGSERVICE entry), as for psql.",
)


def server_url(host: str, port: int, dbname: str, user: str = "") -> str:
    """The libpq URL of ``dbname`` on ``host`` (a name, an address, or a socket folder
    starting with ``/``; empty: this computer's default socket) at ``port``, as ``user``."""
    host, dbname, user = host.strip(), dbname.strip(), user.strip()
    login = f"{quote(user, safe='')}@" if user else ""
    query: dict[str, str] = {}
    if host.startswith("/"):
        # A socket folder cannot go where the host goes in a URL; libpq reads it from here.
        netloc = login
        query["host"] = host
        if port != DEFAULT_PORT:
            query["port"] = str(port)
    else:
        name = f"[{host}]" if ":" in host else quote(host, safe="")  # an IPv6 address
        netloc = login + name + (f":{port}" if port != DEFAULT_PORT and host else "")
        if port != DEFAULT_PORT and not host:
            query["port"] = str(port)
    url = f"postgresql://{netloc}/{quote(dbname, safe='')}"
    return f"{url}?{urlencode(query, safe='/')}" if query else url


def place_text(location: object) -> str:
    """Which league is open, in words: a file's path, or "DB on HOST:PORT" for a server."""
    if not isinstance(location, ServerLocation):
        return str(location)
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    try:
        options = conninfo_to_dict(location.url)
    except ProgrammingError:  # it was parsed once already; the URL says it all the same
        return str(location)
    host = str(options.get("host") or "")
    port = str(options.get("port") or "")
    if not host or host.startswith("/"):
        where = translate("ServerDialog", "this computer") + (f" ({host})" if host else "")
    else:
        where = host
    if port and port != str(DEFAULT_PORT):
        where += f":{port}"
    database = location.dbname or translate("ServerDialog", "the default database")
    return translate("ServerDialog", "{database} on {where}").format(database=database, where=where)


class ServerDialog(QDialog):
    """Asks where the league's database is; :meth:`location` is the answer once accepted."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        title: str | None = None,
        action: str | None = None,
        intro: str | None = None,
    ) -> None:
        super().__init__(parent)
        title = title or translate("ServerDialog", "Open League on a Server")
        action = action or translate("ServerDialog", "&Open")
        intro = intro or translate(
            "ServerDialog",
            "The league's PostgreSQL database: the server and the database name, "
            "or a postgresql:// URL.",
        )
        self.setWindowTitle(title)
        self.setMinimumWidth(520)
        self.host = QLineEdit()
        self.host.setMaxLength(MAX_HOST)
        self.host.setPlaceholderText(
            translate("ServerDialog", "db.club.example, 10.0.0.5 or /var/run/postgresql")
        )
        self.host.setToolTip(
            translate(
                "ServerDialog",
                "The server's name or address, or the folder of its Unix socket. "
                "Empty: this computer's PostgreSQL.",
            )
        )
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(
            translate(
                "ServerDialog", "PostgreSQL listens on {port} unless it was set otherwise"
            ).format(port=DEFAULT_PORT)
        )
        self.database = QLineEdit()
        self.database.setMaxLength(MAX_NAME)
        # The database's usual name, in the organizer's words: only a hint, never a default.
        self.database.setPlaceholderText(translate("ServerDialog", "league"))
        self.user = QLineEdit()
        self.user.setMaxLength(MAX_NAME)
        self.user.setPlaceholderText(translate("ServerDialog", "your login name"))
        self.url = QLineEdit()
        self.url.setMaxLength(MAX_URL)
        self.url.setPlaceholderText(translate("ServerDialog", "postgresql://user@host:5432/league"))
        self.url.setToolTip(
            translate(
                "ServerDialog", "A URL here is used as it is; the fields above are then not used"
            )
        )

        form = QFormLayout()
        form.addRow(translate("ServerDialog", "&Server:"), self.host)
        form.addRow(translate("ServerDialog", "&Port:"), self.port)
        form.addRow(translate("ServerDialog", "&Database:"), self.database)
        form.addRow(translate("ServerDialog", "&User:"), self.user)
        form.addRow(translate("ServerDialog", "or paste a &URL:"), self.url)

        intro_label = QLabel(intro)
        intro_label.setWordWrap(True)
        self.preview = QLabel()
        self.preview.setObjectName("server_url_preview")
        self.preview.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("server_url_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        note = QLabel(translate("ServerDialog", PASSWORD_NOTE))
        note.setWordWrap(True)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(action)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        column = QVBoxLayout(self)
        column.addWidget(intro_label)
        column.addLayout(form)
        column.addWidget(self.preview)
        column.addWidget(self.problem)
        column.addWidget(note)
        column.addWidget(self.buttons)

        for field in (self.host, self.database, self.user, self.url):
            field.textChanged.connect(self._update)
        self.port.valueChanged.connect(self._update)
        self._location: ServerLocation | None = None
        self._update()

    def url_text(self) -> str:
        """The URL the dialog would connect to: the pasted one, else the one built."""
        pasted = self.url.text().strip()
        if pasted:
            return pasted
        if not self.database.text().strip():
            return ""
        return server_url(
            self.host.text(), self.port.value(), self.database.text(), self.user.text()
        )

    def location(self) -> ServerLocation | None:
        """The league's database, once the fields name one libpq can read."""
        return self._location

    def _update(self) -> None:
        fields = not self.url.text().strip()
        for field in (self.host, self.port, self.database, self.user):
            field.setEnabled(fields)
        self._location, problem = self._read()
        shown = "" if self._location is None else str(self._location)
        self.preview.setText(
            translate("ServerDialog", "Connects to: {url}").format(url=shown) if shown else ""
        )
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            self._location is not None
        )

    def _read(self) -> tuple[ServerLocation | None, str]:
        text = self.url_text()
        if not text:
            return None, translate("ServerDialog", "Name the database (or paste a URL).")
        if not is_server(text):
            return None, translate(
                "ServerDialog", "A URL starts with postgresql:// (a league file: File ▸ Open…)."
            )
        try:
            location = server_location(text)
        except StorageError as exc:
            return None, str(exc)
        if _has_password(location):
            return location, translate(
                "ServerDialog",
                "The password in this URL is used to connect this once and never kept: "
                "to open the league again, put it in ~/.pgpass.",
            )
        return location, ""


def _has_password(location: ServerLocation) -> bool:
    return bool(url_secrets(location.url))

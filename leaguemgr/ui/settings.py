"""UI state kept between runs (QSettings): recent league files and window layout.

League rules never go here; they live in the league database.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from leaguemgr.storage.errors import StorageError
from leaguemgr.storage.locations import (
    ServerLocation,
    is_server,
    server_location,
    without_password,
)

ORGANIZATION = "leaguemgr"
APPLICATION = "leaguemgr"
MAX_RECENT = 8

_RECENT_KEY = "recent_files"


def settings() -> QSettings:
    """The app's settings store (its place follows the platform's conventions)."""
    return QSettings(ORGANIZATION, APPLICATION)


def recent_files() -> list[Path]:
    """Recently opened league databases, newest first; files that no longer exist are dropped
    (leagues on a server are kept: :func:`recent_servers`)."""
    stored = _stored()
    kept = [text for text in stored if is_server(text) or Path(text).is_file()]
    if len(kept) != len(stored):
        _store(kept)
    return [Path(text) for text in kept if not is_server(text)]


def recent_servers() -> list[ServerLocation]:
    """Recently opened leagues on a server, newest first, as stored: without a password."""
    found = []
    for text in _stored():
        if is_server(text):
            try:
                found.append(server_location(text))
            except StorageError:
                continue  # stored by hand, or by another version: not offered
    return found


def last_opened() -> Path | None:
    """The league file opened last, even if it is no longer there: a league that went missing
    is reported at start (with its backups), not silently replaced by another. A league on a
    server is not connected to at start (the server may be away): Open Recent has it."""
    files = [text for text in _stored() if not is_server(text)]
    return Path(files[0]) if files else None


def remember_file(path: Path | ServerLocation) -> None:
    """Put ``path`` (a file, or a league on a server) first in the recent leagues list."""
    entry = _entry(path)
    _store([entry, *(text for text in _kept() if text != entry)][:MAX_RECENT])


def forget_file(path: Path | ServerLocation) -> None:
    entry = _entry(path)
    _store([text for text in _kept() if text != entry])


def _entry(path: Path | ServerLocation) -> str:
    """How a league is stored in the list: a server's URL without its password (``str``
    leaves it out), a file's full path."""
    if isinstance(path, ServerLocation):
        return str(path)
    return str(Path(path).resolve())


def _kept() -> list[str]:
    """The stored list as :func:`recent_files` keeps it (files still there, every server)."""
    recent_files()
    return _stored()


def _stored() -> list[str]:
    stored = settings().value(_RECENT_KEY, [])
    if isinstance(stored, str):  # QSettings returns a lone string for a one-item list
        stored = [stored]
    entries = [p for p in stored or [] if p]
    # A password an older version kept (``?sslpassword=``) is dropped from the settings too.
    clean = [without_password(p) if is_server(p) else p for p in entries]
    if clean != entries:
        _store(clean)
    return clean


def _store(entries: list[Path] | list[str]) -> None:
    settings().setValue(_RECENT_KEY, [str(p) for p in entries])


_BIG_SCREEN_KEY = "big_screen/screen"
_CLOCK_SOUNDS_KEY = "clock/sounds"


def big_screen_name() -> str:
    """The name of the screen the big screen went to last ("" : none chosen yet)."""
    value = settings().value(_BIG_SCREEN_KEY, "")
    return value if isinstance(value, str) else ""


def remember_big_screen(name: str) -> None:
    settings().setValue(_BIG_SCREEN_KEY, name)


_BIG_SCREEN_LOGO_KEY = "bigscreen/logo"
_BIG_SCREEN_QR_KEY = "bigscreen/phone_code"


def big_screen_logo() -> str:
    """The image file shown before the league's name on the big screen ("": none)."""
    value = settings().value(_BIG_SCREEN_LOGO_KEY, "")
    return value if isinstance(value, str) else ""


def remember_big_screen_logo(path: str) -> None:
    settings().setValue(_BIG_SCREEN_LOGO_KEY, path)


def big_screen_phone_code() -> bool:
    """Whether the big screen shows the phone page's QR code in its corner (while the page
    is on)."""
    value = settings().value(_BIG_SCREEN_QR_KEY, True)
    return value not in (False, "false", "0", 0)


def set_big_screen_phone_code(on: bool) -> None:
    settings().setValue(_BIG_SCREEN_QR_KEY, on)


def clock_sounds() -> bool:
    """Whether the clock sounds a level's last minute and its end (on unless turned off)."""
    value = settings().value(_CLOCK_SOUNDS_KEY, True)
    return value not in (False, "false", "0", 0)


def set_clock_sounds(on: bool) -> None:
    settings().setValue(_CLOCK_SOUNDS_KEY, on)


_PHONES_ADDRESS_KEY = "phones/address"
_PHONES_PORT_KEY = "phones/port"


def phones_choice(default_port: int) -> tuple[str, int]:
    """The address and port the players' phone page was served on last ("": none yet)."""
    store = settings()
    address = store.value(_PHONES_ADDRESS_KEY, "")
    try:
        port = int(store.value(_PHONES_PORT_KEY, default_port))
    except (TypeError, ValueError):
        port = default_port
    return (address if isinstance(address, str) else "", port)


def remember_phones_choice(address: str, port: int) -> None:
    store = settings()
    store.setValue(_PHONES_ADDRESS_KEY, address)
    store.setValue(_PHONES_PORT_KEY, port)


_SHARE_WEBHOOK_KEY = "share/webhook"
_SHARE_FOLDER_KEY = "share/folder"
_SHARE_THEME_KEY = "share/theme"
_SHARE_ON_CLOSE_KEY = "share/publish_when_night_closes"


def share_choice() -> tuple[str, str, str, bool]:
    """Where Share ▸ Publish sends the cards: (webhook URL, folder, theme, publish when a
    night closes). The webhook's address is a secret: it is kept here, in the user's own
    settings, never in the league (which travels in backups and exports)."""
    store = settings()
    texts = [store.value(key, "") for key in (_SHARE_WEBHOOK_KEY, _SHARE_FOLDER_KEY)]
    webhook, folder = (text if isinstance(text, str) else "" for text in texts)
    theme = store.value(_SHARE_THEME_KEY, "light")
    on_close = store.value(_SHARE_ON_CLOSE_KEY, False) in (True, "true", "1", 1)
    return webhook, folder, theme if theme in ("light", "dark") else "light", on_close


def remember_share_choice(webhook: str, folder: str, theme: str, on_close: bool) -> None:
    store = settings()
    store.setValue(_SHARE_WEBHOOK_KEY, webhook)
    store.setValue(_SHARE_FOLDER_KEY, folder)
    store.setValue(_SHARE_THEME_KEY, theme)
    store.setValue(_SHARE_ON_CLOSE_KEY, on_close)


_NIGHT_ON_KEY = "night/on"


def night_on() -> str:
    """What was switched on for the running night (JSON, ``night_restore``; "": nothing)."""
    value = settings().value(_NIGHT_ON_KEY, "")
    return value if isinstance(value, str) else ""


def remember_night_on(text: str) -> None:
    settings().setValue(_NIGHT_ON_KEY, text)


_LANGUAGE_KEY = "language"


def chosen_language() -> str | None:
    """The language chosen in Settings ▸ Language (``None``: the system's)."""
    value = settings().value(_LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value else None


def choose_language(language: str | None) -> None:
    """Keep ``language`` for the next start (``None``: follow the system's again)."""
    if language:
        settings().setValue(_LANGUAGE_KEY, language)
    else:
        settings().remove(_LANGUAGE_KEY)

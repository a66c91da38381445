"""What the app follows to hear another program's write to a league on a server as it
commits (``storage.server_listen`` makes it); a league file has none."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class ChangeFeed(Protocol):
    """A socket the app watches, and what it heard since last asked."""

    def fileno(self) -> int | None:
        """The socket to watch; ``None`` while the server is away."""
        ...

    def drain(self) -> bool:
        """``True`` if another program wrote since the last call."""
        ...

    def when_closed(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` before the socket closes with the league."""
        ...

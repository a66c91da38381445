"""The one error a TD3 file can cause, worded for the organizer who picked the file."""

from __future__ import annotations

from leaguemgr.language.texts import _


class Td3FileError(ValueError):
    """A ``.tdt`` file that cannot be imported: the message names the file and, where it
    helps, the character at which the problem was found."""

    def __init__(self, source: str, message: str, position: int | None = None):
        where = (
            _(" (at character {position})").format(position=f"{position + 1:,}")
            if position is not None
            else ""
        )
        super().__init__(f"{source}: {message}{where}" if source else f"{message}{where}")
        self.source = source
        self.reason = message
        self.position = position

"""Errors the storage layer reports to the organizer."""

from __future__ import annotations


class StorageError(Exception):
    """A problem with the league database, worded for the person using the app.

    ``str(error)`` is the whole message: the CLI prints it on one line and the GUI shows it in
    a dialog, so it never needs a traceback to make sense.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class NotFoundError(StorageError, LookupError):
    """A season, event or player named in a call is not in the database."""

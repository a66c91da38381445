"""The one error a spreadsheet can cause, worded for the organizer who picked the file."""

from __future__ import annotations


class SheetFileError(ValueError):
    """A spreadsheet that cannot be imported: the message names the file and, where it
    helps, the sheet and the cell (``alibi.csv: D7: 'x41' is not a number of points``)."""

"""Recording a ledger line as an undoable edit.

The ledger is append-only (SPEC 7), so undo does not delete the line: it records the
correction, a line of the same kind with the negative amount and a note saying so; redo
records the line again.
"""

from __future__ import annotations

import dataclasses
import datetime

from leaguemgr.domain.records import LedgerLine
from leaguemgr.services.season_money import record_lines
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand

UNDO_NOTE = "undone"


def correction_of(line: LedgerLine, today: datetime.date | None = None) -> LedgerLine:
    """The line that takes ``line`` back: same kind and purpose, the negative amount."""
    why = f"{UNDO_NOTE}: {line.note}" if line.note else UNDO_NOTE
    return dataclasses.replace(
        line,
        amount=-line.amount,
        date=(today or datetime.date.today()).isoformat(),
        note=why,
    )


def record_line(context: LeagueContext, season: str, line: LedgerLine, text: str) -> ServiceCommand:
    """Record ``line``; its undo records the correction."""
    service = context.service
    return ServiceCommand(
        context,
        text,
        lambda: record_lines(service, season, [line]),
        lambda: record_lines(service, season, [correction_of(line)]),
    )

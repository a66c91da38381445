"""Reading a season's ledger lines (SPEC 7) with plain SQL: the fast loaders use it, so it
brings no SQLAlchemy (``ledger_writes`` writes them)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.language.texts import _
from leaguemgr.storage.errors import Fault, StorageError

_KIND = {kind.value: kind for kind in LedgerKind}
_FOR = {purpose.value: purpose for purpose in LedgerFor}


def ledger_by_season(
    raw: Any, codes: dict[int, str], season_id: int | None = None
) -> dict[int, tuple[LedgerLine, ...]]:
    """The lines of every season (or of one), in the order recorded, by season key."""
    query = "SELECT season_id, date, player_id, kind, amount, purpose, note FROM ledger_line"
    params: tuple[int, ...] = ()
    if season_id is not None:
        query += " WHERE season_id = ?"
        params = (season_id,)
    lines: dict[int, list[LedgerLine]] = {}
    try:
        for sid, date, player_id, kind, amount, purpose, note in raw.execute(
            query + " ORDER BY season_id, seq", params
        ):
            lines.setdefault(sid, []).append(
                LedgerLine(
                    date, codes[player_id], _KIND[kind], Decimal(amount), _FOR[purpose], note
                )
            )
    except (KeyError, ArithmeticError) as exc:
        raise StorageError(
            _("a ledger line is damaged: {problem}").format(problem=exc), Fault.CORRUPT
        ) from None
    return {key: tuple(found) for key, found in lines.items()}

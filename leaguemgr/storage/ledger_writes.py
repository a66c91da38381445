"""Writing a season's ledger lines (SPEC 7): a whole season's with one executemany, or
appended after the last line (lines are never changed)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from leaguemgr.domain.records import LedgerLine
from leaguemgr.language.texts import _
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.tables import ledger_t


def _row(season_key: int, seq: int, line: LedgerLine, player: int) -> dict[str, Any]:
    return {
        "season_id": season_key,
        "seq": seq,
        "date": line.date,
        "player_id": player,
        "kind": line.kind.value,
        "amount": line.amount,
        "purpose": line.purpose.value,
        "note": line.note,
    }


def insert_ledger(
    session: Session,
    season_key: int,
    season_name: str,
    lines: Iterable[LedgerLine],
    players: dict[str, int],
    first_seq: int = 0,
) -> None:
    """Add ``lines`` to the season ``season_key``, numbered from ``first_seq`` on."""
    rows = []
    for seq, line in enumerate(lines, first_seq):
        key = players.get(line.player)
        if key is None:
            raise NotFoundError(
                _('Season "{season}", ledger: there is no player with id "{id}"').format(
                    season=season_name, id=line.player
                )
            )
        rows.append(_row(season_key, seq, line, key))
    if rows:
        session.execute(insert(ledger_t), rows)


def append_ledger_lines(
    session: Session,
    season_key: int,
    season_name: str,
    lines: Iterable[LedgerLine],
    players: dict[str, int],
) -> None:
    """Append ``lines`` after the season's last line."""
    last = session.execute(
        select(func.max(ledger_t.c.seq)).where(ledger_t.c.season_id == season_key)
    ).scalar()
    first = 0 if last is None else last + 1
    insert_ledger(session, season_key, season_name, lines, players, first)

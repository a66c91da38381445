"""A league file imported over a stored season keeps where its nights closed and where it was
marked complete in the ledger, when the file's ledger begins with the stored lines (SPEC 7)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from leaguemgr.domain.ledger_places import with_places_kept
from leaguemgr.domain.records import Event, LedgerKind, LedgerLine, Season
from tests.domain.builders import field, rules

PAID = LedgerLine("2026-03-01", "p01", LedgerKind.PAYMENT, Decimal("20"))
STORED = Season(
    "S",
    rules(),
    (Event(1, "2026-01-10", entries=field(4), closed_at_line=0), Event(2, "2026-02-10")),
    ledger=(PAID,),
    complete=True,
    completed_on="2026-03-02",
    completed_at_line=1,
)
FILE = dataclasses.replace(
    STORED,
    events=(Event(1, "2026-01-10", entries=field(4)), Event(2, "2026-02-10", entries=field(4))),
    ledger=(PAID, dataclasses.replace(PAID, amount=Decimal("5"))),
    completed_on=None,
    completed_at_line=None,
)


def test_stored_places_are_kept_and_a_night_new_in_the_file_goes_after_the_stored_lines() -> None:
    kept = with_places_kept(STORED, FILE)
    assert [e.closed_at_line for e in kept.events] == [0, 1]
    assert (kept.completed_on, kept.completed_at_line) == ("2026-03-02", 1)


def test_a_file_whose_ledger_is_not_the_stored_one_is_placed_by_date() -> None:
    other = dataclasses.replace(FILE, ledger=FILE.ledger[1:])
    assert with_places_kept(STORED, other) == other
    assert with_places_kept(None, FILE) == FILE

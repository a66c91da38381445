"""A season's ``dues`` rule and its ``ledger`` lines in the league file (SPEC 7).

Both are optional: a season without them reads and writes as before, and is written without
the keys, so earlier files come back byte for byte.
"""

from __future__ import annotations

from typing import Any

from leaguemgr.domain.errors import Location
from leaguemgr.domain.ledger import ledger_amount_problem
from leaguemgr.domain.money import parse_decimal_text
from leaguemgr.domain.records import DuesGate, DuesRule, LedgerFor, LedgerKind, LedgerLine
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.fields import Obj, fail, player_ref

MAX_EVENT_NUMBER = 100_000


def read_dues(obj: Obj) -> DuesRule | None:
    """The ``dues`` rule of a season's rules object, ``None`` if absent."""
    value = obj.nullable_object("dues")
    if value is None:
        return None
    dues = Obj(value, obj.where("dues"), "the dues rule")
    amount = dues.money("amount")
    if amount <= 0:
        raise fail(dues.where("amount"), dues.raw("amount"), _("dues must be more than zero"))
    rule = DuesRule(
        amount=amount,
        due_by_event=dues.integer("due_by_event", 1, MAX_EVENT_NUMBER),
        gate=DuesGate(dues.choice("gate", [g.value for g in DuesGate], "none")),
        subs=dues.flag("subs", False),
    )
    dues.finish()
    return rule


def read_ledger(obj: Obj, known: set[str]) -> tuple[LedgerLine, ...]:
    """The ``ledger`` lines of a season object, in the order recorded."""
    return tuple(
        _line(item, (*obj.where("ledger"), index), known)
        for index, item in enumerate(obj.array("ledger", []))
    )


def _line(value: object, at: Location, known: set[str]) -> LedgerLine:
    line = Obj(value, at, "a ledger line")
    date = line.date("date")
    if date is None:
        raise fail(line.where("date"), None, _("a ledger line needs a date written YYYY-MM-DD"))
    player = player_ref(line.raw("player"), line.where("player"), known)
    kind = LedgerKind(line.choice("kind", [k.value for k in LedgerKind]))
    raw_amount = line.raw("amount")
    try:
        amount = parse_decimal_text(raw_amount)
    except ValueError as exc:
        raise fail(line.where("amount"), raw_amount, str(exc)) from None
    problem = ledger_amount_problem(amount)
    if problem is not None:
        raise fail(line.where("amount"), raw_amount, problem)
    purpose = LedgerFor(line.choice("for", [f.value for f in LedgerFor], "other"))
    note = line.text("note", "")
    line.finish()
    return LedgerLine(date, player, kind, amount, purpose, note)


def dues_document(dues: DuesRule) -> dict[str, Any]:
    return {
        "amount": format(dues.amount, "f"),
        "due_by_event": dues.due_by_event,
        "gate": dues.gate.value,
        "subs": dues.subs,
    }


def ledger_document(lines: tuple[LedgerLine, ...]) -> list[dict[str, Any]]:
    return [line_document(line) for line in lines]


def line_document(line: LedgerLine) -> dict[str, Any]:
    """One ledger line as the league file (and ``ledger show --format json``) has it."""
    return {
        "date": line.date,
        "player": line.player,
        "kind": line.kind.value,
        "amount": format(line.amount, "f"),
        "for": line.purpose.value,
        "note": line.note,
    }

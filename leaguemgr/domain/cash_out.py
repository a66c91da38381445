"""The night's cash-out at the close (issue 23 item 13, SPEC 7): who is handed what.

Each player paid at the night (a place, a deal, the bounty) and each who came unpaid is one
line; an unpaid entry is netted against a prize ("Carl: won 143, owes 30: hand over 113"),
and what was netted is settled as a ledger payment for entries when the night closes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.domain.results import EventResult


@dataclass(frozen=True, slots=True)
class CashOutLine:
    player: str
    finish: int | None
    prize: Decimal
    bounty: Decimal
    owes: Decimal
    deal: bool
    knockouts: Decimal = ZERO
    """Knockout bounties collected (SPEC 9), handed over with the prize."""

    @property
    def won(self) -> Decimal:
        return self.prize + self.bounty + self.knockouts

    @property
    def settled(self) -> Decimal:
        """What of the unpaid entry the prize pays."""
        return min(self.owes, self.won)

    @property
    def hand_over(self) -> Decimal:
        return cents(self.won - self.settled)

    @property
    def still_owes(self) -> Decimal:
        return cents(self.owes - self.settled)

    def text(self, name: str, money: Callable[[Decimal], str]) -> str:
        """ "Carl: won 143, owes 30: hand over 113" (and the deal, the bounty, a debt)."""
        parts = []
        if self.prize:
            place = f"{_ordinal(self.finish)} place" if self.finish else "prize"
            parts.append(f"won {money(self.prize)} ({place}{', deal' if self.deal else ''})")
        if self.bounty:
            parts.append(f"bounty {money(self.bounty)}")
        if self.knockouts:
            parts.append(f"knockout bounties {money(self.knockouts)}")
        if self.owes:
            parts.append(f"owes {money(self.owes)}")
        said = f"{name}: " + ", ".join(parts)
        if self.won:
            said += f": hand over {money(self.hand_over)}"
        if self.still_owes:
            said += f"; still owes {money(self.still_owes)}"
        return said


_SUFFIXES = {1: "st", 2: "nd", 3: "rd"}


def _ordinal(number: int | None) -> str:
    if number is None:
        return ""
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def cash_out(
    result: EventResult, unpaid: dict[str, Decimal], dealt: Iterable[str] = ()
) -> list[CashOutLine]:
    """The lines of a night's cash-out, best finish first, then those who only owe."""
    dealt = set(dealt)
    prizes: dict[str, tuple[int, Decimal]] = {}
    for payout in result.payouts:
        finish, amount = prizes.get(payout.player, (payout.finish, ZERO))
        prizes[payout.player] = (finish, amount + payout.amount)
    bounty = result.bounty
    winner = bounty.winner if bounty is not None else None
    players = list(prizes)
    if winner is not None and winner not in prizes:
        players.append(winner)
    knockouts = dict(result.bounties.paid) if result.bounties is not None else {}
    players += [p for p, _ in result.bounties.paid if p not in players] if knockouts else []
    players += sorted(p for p in unpaid if p not in players)
    lines = []
    for player in players:
        finish, prize = prizes.get(player, (None, ZERO))
        lines.append(
            CashOutLine(
                player=player,
                finish=finish,
                prize=prize,
                bounty=bounty.pot if bounty is not None and player == winner else ZERO,
                owes=unpaid.get(player, ZERO),
                deal=player in dealt,
                knockouts=knockouts.get(player, ZERO),
            )
        )
    return lines


def settlement_lines(lines: Iterable[CashOutLine], date: str, event: int) -> list[LedgerLine]:
    """What the close records: each unpaid entry a prize paid, as a payment for entries."""
    return [
        LedgerLine(
            date,
            line.player,
            LedgerKind.PAYMENT,
            line.settled,
            LedgerFor.ENTRIES,
            f"netted against the winnings of event {event}",
        )
        for line in lines
        if line.settled > 0
    ]

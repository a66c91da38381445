"""The night's cash-out at the close (SPEC 7): who is handed what.

Each player paid at the night (a place, a deal, the bounty) and each who came unpaid is one
line. What a player owes the league at that moment (their balance with tonight's entries in
it: unpaid entries, dues, fines) is netted against what they won ("Carl: won 143, owes 35:
hand over 108"), unless the organizer leaves the debt standing; what was netted is settled
as one ledger payment per kind (entries, then dues, then other) when the night closes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.ledger import PlayerMoney
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import Event, LedgerFor, LedgerKind, LedgerLine
from leaguemgr.domain.results import EventResult


@dataclass(frozen=True, slots=True)
class Owed:
    """What a player owes the league, split as SPEC 7 splits it: unpaid entries (all nights)
    less payments for entries; dues charged less payments for dues; the rest (a fine)."""

    entries: Decimal = ZERO
    dues: Decimal = ZERO
    other: Decimal = ZERO

    @property
    def total(self) -> Decimal:
        return cents(self.entries + self.dues + self.other)

    def netted(self, amount: Decimal) -> list[tuple[LedgerFor, Decimal]]:
        """``amount`` taken from what is owed: entries first, then dues, the rest other."""
        left = cents(amount)
        parts = []
        for purpose, owed in ((LedgerFor.ENTRIES, self.entries), (LedgerFor.DUES, self.dues)):
            take = min(left, max(owed, ZERO))
            if take > 0:
                parts.append((purpose, take))
                left -= take
        if left > 0:
            parts.append((LedgerFor.OTHER, left))
        return parts


def owed_of(money: PlayerMoney, entries_paid: Decimal, dues_paid: Decimal) -> Owed:
    """A player's balance split into entries, dues and the rest (each may be negative: a
    player who paid dues twice is owed them back)."""
    entries = cents(money.unpaid_entries - entries_paid)
    dues = cents(money.dues - dues_paid)
    return Owed(entries, dues, cents(money.owes - entries - dues))


@dataclass(frozen=True, slots=True)
class CashOutLine:
    """One player at the close: what they won, what they owe, what they are handed."""

    player: str
    finish: int | None
    prize: Decimal
    bounty: Decimal
    owes: Decimal
    """What the player owes the league at the close (0 when the league owes them)."""
    deal: bool
    owed: Owed = Owed()
    standing: bool = False
    """The organizer left the debt standing: the prize is handed over whole."""
    knockouts: Decimal = ZERO
    """Knockout bounties collected (SPEC 9), handed over with the prize."""
    recorded: Decimal | None = None
    """What the close netted, as the ledger recorded it (a closed night's cash sheet)."""

    @property
    def won(self) -> Decimal:
        return self.prize + self.bounty + self.knockouts

    @property
    def settled(self) -> Decimal:
        """What of the debt the winnings pay."""
        if self.recorded is not None:
            return self.recorded
        if self.standing:
            return ZERO
        return min(max(self.owes, ZERO), self.won)

    @property
    def hand_over(self) -> Decimal:
        return cents(self.won - self.settled)

    @property
    def still_owes(self) -> Decimal:
        return cents(self.owes - self.settled)

    def text(self, name: str, money: Callable[[Decimal], str]) -> str:
        """ "Carl: won 143 (1st place), owes 35: hand over 108" (a deal, a bounty, a debt)."""
        parts = []
        if self.prize:
            place = f"{_ordinal(self.finish)} place" if self.finish else "prize"
            parts.append(f"won {money(self.prize)} ({place}{', deal' if self.deal else ''})")
        if self.bounty:
            parts.append(f"bounty {money(self.bounty)}")
        if self.knockouts:
            parts.append(f"knockout bounties {money(self.knockouts)}")
        if self.owes > 0:
            parts.append(f"owes {money(self.owes)}")
        said = f"{name}: " + ", ".join(parts)
        if self.won:
            said += f": hand over {money(self.hand_over)}"
        if self.still_owes > 0:
            standing = " (left standing)" if self.won and not self.settled else ""
            said += f"; still owes {money(self.still_owes)}{standing}"
        return said


def _ordinal(number: int | None) -> str:
    if number is None:
        return ""
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def cash_out(
    result: EventResult,
    owed: Mapping[str, Owed],
    unpaid: Iterable[str] = (),
    dealt: Iterable[str] = (),
    standing: Collection[str] = (),
    finishes: Mapping[str, int] | None = None,
) -> list[CashOutLine]:
    """The lines of a night's cash-out, best finish first, then those who came unpaid.

    ``owed`` is what each player owes at the close; ``unpaid`` the players who came unpaid
    tonight (listed even without a prize); ``standing`` those whose debt is not netted;
    ``finishes`` each player's place tonight (:func:`event_finishes`), so that a player
    handed bounties alone (3rd, unpaid) still has a place on the sheet."""
    finishes = finishes or {}
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
    players += sorted(p for p in set(unpaid) if p not in players)
    lines = []
    for player in players:
        finish, prize = prizes.get(player, (finishes.get(player), ZERO))
        parts = owed.get(player, Owed())
        lines.append(
            CashOutLine(
                player=player,
                finish=finish,
                prize=prize,
                bounty=bounty.pot if bounty is not None and player == winner else ZERO,
                owes=max(parts.total, ZERO),
                deal=player in dealt,
                owed=parts,
                standing=player in standing,
                knockouts=knockouts.get(player, ZERO),
            )
        )
    return lines


def event_finishes(event: Event) -> dict[str, int]:
    """Each player's best place at ``event`` (a player who re-entered finished more than
    once; their last entry's place is the best)."""
    places: dict[str, int] = {}
    for entry in event.entries:
        if entry.finish is not None:
            places[entry.player] = min(entry.finish, places.get(entry.player, entry.finish))
    return places


def settlement_note(event: int) -> str:
    """The note of the payments a close records (how a closed night's cash sheet finds them)."""
    return f"netted against the winnings of event {event}"


def is_settlement(line: LedgerLine, event: int) -> bool:
    """Whether ``line`` is a payment the close of ``event`` recorded."""
    return line.kind is LedgerKind.PAYMENT and line.note == settlement_note(event)


def settlement_lines(lines: Iterable[CashOutLine], date: str, event: int) -> list[LedgerLine]:
    """What the close records: per player netted, a payment per kind (entries, dues, other)."""
    return [
        LedgerLine(date, line.player, LedgerKind.PAYMENT, amount, purpose, settlement_note(event))
        for line in lines
        if line.settled > 0
        for purpose, amount in line.owed.netted(line.settled)
    ]

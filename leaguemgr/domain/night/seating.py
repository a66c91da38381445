"""Seats: the draw, late seats, balancing, breaking tables and redraws (SPEC 4.1).

A seating maps each player in the game to ``(table, seat)``. The functions here only
decide; the caller records what they decided (``Placement``), so replaying a night never
draws again. ``rng`` is ``secrets.SystemRandom()`` on a real night, a seeded
``random.Random`` in tests.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from leaguemgr.domain.night.rules import NightRules
from leaguemgr.language.texts import _

Spot = tuple[int, int]
SUITS = {1: "\u2660", 2: "\u2665", 3: "\u2663", 4: "\u2666"}  # spades, hearts, clubs, diamonds
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass(frozen=True, slots=True)
class Placement:
    """A player taking a seat: drawn, seated late, moved, or back after a rebuy."""

    player: str
    table: int
    seat: int

    @property
    def spot(self) -> Spot:
        return (self.table, self.seat)


def table_count(players: int, rules: NightRules) -> int:
    """The fewest tables that hold ``players``."""
    if players <= max(rules.one_table_max, rules.max_per_table):
        return 1
    return math.ceil(players / rules.max_per_table)


def capacity(tables: int, rules: NightRules) -> int:
    return max(rules.one_table_max, rules.max_per_table) if tables == 1 else rules.max_per_table


def draw(players: Iterable[str], rules: NightRules, rng: random.Random) -> list[Placement]:
    """Everyone to a random seat, spread evenly over the fewest tables: seats 1..k of each
    table are taken, as a deck of one card per seat would give them (Ace = seat 1)."""
    shuffled = list(players)
    rng.shuffle(shuffled)
    tables = table_count(len(shuffled), rules) if shuffled else 0
    spots: list[Spot] = []
    for table in range(1, tables + 1):
        size = len(shuffled) // tables + (1 if table <= len(shuffled) % tables else 0)
        spots.extend((table, seat) for seat in range(1, size + 1))
    return [Placement(p, t, s) for p, (t, s) in zip(shuffled, spots, strict=True)]


def card(table: int, seat: int) -> str | None:
    """The card that names ``(table, seat)`` in AZ's draw ("A\u2660" is table 1, seat 1)."""
    if table not in SUITS or not 1 <= seat <= len(RANKS):
        return None
    return f"{RANKS[seat - 1]}{SUITS[table]}"


_SUIT_LETTERS = {"S": 1, "H": 2, "C": 3, "D": 4}


def spot_of_card(text: str) -> Spot:
    """The table and seat a drawn card names: "A♠" or "AS" is table 1, seat 1; "10H"
    table 2, seat 10. ``ValueError`` for anything that is not a card of the four suits."""
    text = text.strip().upper()
    suit = {symbol: table for table, symbol in SUITS.items()}.get(text[-1:])
    suit = suit or _SUIT_LETTERS.get(text[-1:])
    rank = text[:-1]
    if suit is None or rank not in RANKS:
        raise ValueError(_("'{text}' is not a card such as A♠, AS or 10H").format(text=text))
    return (suit, RANKS.index(rank) + 1)


def sizes(seating: Mapping[str, Spot]) -> dict[int, int]:
    """Players at each table in play."""
    counted: dict[int, int] = {}
    for table, _seat in seating.values():
        counted[table] = counted.get(table, 0) + 1
    return counted


def open_seats(seating: Mapping[str, Spot], table: int, seats: int) -> list[int]:
    taken = {seat for t, seat in seating.values() if t == table}
    return [seat for seat in range(1, seats + 1) if seat not in taken]


def seat_late(
    seating: Mapping[str, Spot], player: str, rules: NightRules, rng: random.Random
) -> list[Placement]:
    """A late registration or re-entry: a random open seat at one of the shortest tables
    (TDA 7A); a new table when every seat is taken. Balancing follows."""
    counted = sizes(seating)
    if not counted:
        return [Placement(player, 1, 1)]
    room = capacity(len(counted), rules)
    fewest = min(counted.values())
    candidates = [
        (table, seat)
        for table in sorted(counted)
        if counted[table] == fewest
        for seat in open_seats(seating, table, room)
    ]
    if not candidates:
        return [Placement(player, max(counted) + 1, 1)]
    table, seat = rng.choice(candidates)
    return [Placement(player, table, seat)]


def seat_third(seating: Mapping[str, Spot], player: str, rules: NightRules) -> list[Placement]:
    """FNC's late seat (FNC "Seating" 1a): seat 3 of the largest under-populated table, the
    players from seat 3 on bumped back one seat. The first placement is the new player's,
    then one per player bumped, each into the seat of the next, round the table up to the
    first open seat: the moves are kept in the action, so a replay never decides again.

    "Largest under-populated" is read as the table most short of players (the fewest),
    as TDA 7A also fills the shortest table, so that the tables stay balanced; among equally
    short tables the rule names "the largest table", and as every table here has the same
    number of seats, the predetermined order decides: the lowest-numbered. With every seat
    taken, a new table opens."""
    counted = sizes(seating)
    if not counted:
        return [Placement(player, 1, 3)]
    room = capacity(len(counted), rules)
    short = [table for table in sorted(counted) if counted[table] < room]
    if not short:
        return [Placement(player, max(counted) + 1, 3)]
    fewest = min(counted[table] for table in short)
    table = next(t for t in short if counted[t] == fewest)
    holders = {seat: p for p, (t, seat) in seating.items() if t == table}
    seat = min(3, room)  # a table of two seats has no seat 3
    placements = [Placement(player, table, seat)]
    while seat in holders:
        after = seat % room + 1
        placements.append(Placement(holders[seat], table, after))
        seat = after
    return placements


def late_seat(
    seating: Mapping[str, Spot], player: str, rules: NightRules, rng: random.Random
) -> list[Placement]:
    """The seat of a late registration or re-entry by the season's rule (``late_seat``)."""
    if rules.late_seat == "seat_3":
        return seat_third(seating, player, rules)
    return seat_late(seating, player, rules, rng)


def balance(seating: Mapping[str, Spot], rules: NightRules, rng: random.Random) -> list[Placement]:
    """Moves until no two tables differ by 2 or more (TDA 10): each from the fullest table
    (ties by lot, as AZ deals a card) to an open seat of the shortest."""
    current = dict(seating)
    moves: list[Placement] = []
    while True:
        counted = sizes(current)
        if len(counted) < 2:
            return moves
        most, least = max(counted.values()), min(counted.values())
        if most - least < 2:
            return moves
        source = rng.choice(sorted(t for t, n in counted.items() if n == most))
        target = rng.choice(sorted(t for t, n in counted.items() if n == least))
        # The app does not know the button: who is due to be big blind is the director's
        # call; the lot picks one, and the move is shown for the director to confirm.
        player = rng.choice(sorted(p for p, (t, _seat) in current.items() if t == source))
        seat = rng.choice(open_seats(current, target, capacity(len(counted), rules)))
        moves.append(Placement(player, target, seat))
        current[player] = (target, seat)


def after_bust(
    seating: Mapping[str, Spot], rules: NightRules, rng: random.Random
) -> tuple[bool, list[Placement]]:
    """What the tables need once players have left: a full redraw (``True`` and the new
    seats), or a table broken and the moves that balance the rest (``False`` and those)."""
    counted = sizes(seating)
    left = len(seating)
    needed = table_count(left, rules)
    if len(counted) <= needed:
        return False, balance(seating, rules, rng)
    if rules.redraw_at:
        due = [at for at in rules.redraw_at if left <= at and len(counted) > table_count(at, rules)]
        if due:
            return True, draw(sorted(seating), rules, rng)
        return False, balance(seating, rules, rng)
    return False, break_table(seating, rules, rng)


def break_table(
    seating: Mapping[str, Spot], rules: NightRules, rng: random.Random
) -> list[Placement]:
    """Break the highest-numbered table (the order is set in advance): its players go to
    random open seats of the shortest tables left, then the rest is balanced."""
    broken = max(sizes(seating))
    leaving = sorted(p for p, (t, _seat) in seating.items() if t == broken)
    current = {p: spot for p, spot in seating.items() if spot[0] != broken}
    rng.shuffle(leaving)
    placements: list[Placement] = []
    for player in leaving:
        (placement,) = seat_late(current, player, rules, rng)
        placements.append(placement)
        current[player] = placement.spot
    moves = balance(current, rules, rng)
    return placements + moves

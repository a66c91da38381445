"""The night's actions in words, as the director hears them: one line for an action of the
log (what undo takes back), a bust with its place and the bounties collected. No Qt: the
Night screen, its bust list and the director's page on a phone say them alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from leaguemgr.domain.clock.clock_words import clock_move_text
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.bounty_words import collections_said, listed
from leaguemgr.domain.night.closing import finishes
from leaguemgr.domain.night.table_names import Names

if TYPE_CHECKING:
    from leaguemgr.services.night_service import NightService

Money = Callable[[Decimal], str]


def ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10)
    return f"{number}{suffix or 'th'}"


def describe(action: Action, names: Names, structure: Structure | None = None) -> str:
    """One line for an action of the night's log (what an undo would take back); a level
    put on the clock is named from the night's ``structure``. An action taken from a
    director's page names the director: the organizer sees who did it from afar."""
    text = action_line(action, names, structure)
    return text if action.director is None else f"{text} — from {action.director}'s phone"


def action_line(action: Action, names: Names, structure: Structure | None = None) -> str:
    """What an action of the log did, whoever took it."""
    who = names.names(action.players)
    if action.kind is Kind.ARRIVE:
        flags = [
            text
            for flag, text in (
                (not action.paid, "unpaid"),
                (action.on_time, "on time"),
                (action.exact_change, "exact change"),
                (action.free_entry, "free entry"),
                (action.absent, "absent"),
            )
            if flag
        ]
        return f"{who} arrived" + (f" ({', '.join(flags)})" if flags else "")
    if action.kind is Kind.DRAW:
        return f"Seats drawn ({len(action.seats)} players)"
    if action.kind is Kind.REBUY:
        return f"{who} rebought"
    if action.kind is Kind.ADDON:
        return f"{who} took the add-on"
    if action.kind is Kind.BUST:
        text = f"{who} out" + (f", busted by {names.names(action.by)}" if action.by else "")
        if action.chips:
            text += " (chips " + ", ".join(f"{c:,}" for c in action.chips) + ")"
        if action.redraw:
            text += "; redraw"
        elif action.seats:
            text += f"; {len(action.seats)} moved"
        return text
    if action.kind is Kind.LEVEL:
        return f"Level {action.level}"
    if action.kind is Kind.DEAL:
        return f"Deal among {who}"
    if action.kind in OTHER_LINES:
        return OTHER_LINES[action.kind].format(who=who)
    if action.kind is Kind.DEALER:
        return (
            f"{who} is no dealer" if action.game == "none" else f"{who} deals a {action.game} game"
        )
    if action.kind is Kind.HAND_FOR_HAND:
        return "Hand for hand: " + ("on" if action.hand_for_hand else "off")
    if action.kind is Kind.CLOCK and action.move is not None:
        return clock_move_text(action.move, action.seconds, action.period, structure)
    return "Night started"


OTHER_LINES = {
    Kind.PRESENT: "{who} is here",
    Kind.AWAY: "{who} left the table (absent)",
    Kind.REMOVE: "{who}'s chips taken off (no-show)",
    Kind.FORFEIT: "{who} forfeited",
}


def out_said(
    nights: NightService, season: str, number: int, out: Sequence[str], names: Names
) -> str:
    """The players of the bust just made, with their places: "Hal Jensen out in 9th"; two
    of one hand apart by their chips: "Hal Jensen out in 9th and Ann Lee in 8th"."""
    places = finishes(nights.night(season, number))
    by_place: dict[int, list[str]] = {}
    for player in out:
        by_place.setdefault(places.get(player, 0), []).append(names.name(player))
    parts = [
        f"{listed(shown)} {'out ' if first else ''}in {ordinal(place)}"
        for first, (place, shown) in zip(
            (True, *[False] * len(by_place)), sorted(by_place.items()), strict=False
        )
    ]
    return listed(parts)


def collections_text(
    nights: NightService,
    season: str,
    number: int,
    out: Sequence[str],
    by: Sequence[str],
    names: Names,
    money: Money,
    *,
    rebuying: bool = False,
) -> str | None:
    """Who collects what on the bust just made (SPEC 9): "Hal collects $10.00, Ann's
    bounty", a head nobody won waiting for the winner; ``None`` without bounties. The last
    bust adds what the winner collects, unless the player out is ``rebuying``."""
    if nights.knockout(season, number) is None:
        return None
    heads = [names.name(p) for p in out]
    collected = nights.last_collections(season, number) if by else {}
    said = collections_said(
        [(names.name(hitman), money(amount)) for hitman, amount in collected.items()], heads
    )
    last = "" if rebuying else winners_bounties_text(nights, season, number, names, money)
    return f"{said}{last}"


def winners_bounties_text(
    nights: NightService, season: str, number: int, names: Names, money: Money
) -> str:
    """On the bust that leaves one player: what the winner collects besides (their own head
    and every bounty nobody won), so the table hears the last sum too."""
    remaining = nights.night(season, number).remaining
    if len(remaining) != 1:
        return ""  # only the last bust: the heads are not played again on every bust
    heads = nights.heads(season, number)
    if heads is None:
        return ""
    winner = names.name(remaining[0])
    left = heads.unclaimed + sum(heads.heads.values(), Decimal(0))
    nobody = " and the bounties nobody won" if heads.unclaimed else ""
    return f". {winner} wins and collects {money(left)}: own head{nobody}"


def handed_back_text(
    nights: NightService, season: str, number: int, names: Names, money: Money
) -> str:
    """What undoing the last action hands back (a bust's bounties): "Hal hands back $10.00"."""
    if nights.knockout(season, number) is None:
        return ""
    return ", ".join(
        f"{names.name(hitman)} hands back {money(amount)}"
        for hitman, amount in nights.last_collections(season, number).items()
    )

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
from leaguemgr.domain.words import ordinal
from leaguemgr.language.texts import N_, _, ngettext

if TYPE_CHECKING:
    from leaguemgr.services.night_service import NightService

Money = Callable[[Decimal], str]


def describe(action: Action, names: Names, structure: Structure | None = None) -> str:
    """One line for an action of the night's log (what an undo would take back); a level
    put on the clock is named from the night's ``structure``. An action taken from a
    director's page names the director: the organizer sees who did it from afar."""
    text = action_line(action, names, structure)
    if action.director is None:
        return text
    return _("{action} — from {director}'s phone").format(action=text, director=action.director)


def action_line(action: Action, names: Names, structure: Structure | None = None) -> str:
    """What an action of the log did, whoever took it."""
    who = names.names(action.players)
    if action.kind is Kind.ARRIVE:
        flags = [
            _(text)
            for flag, text in (
                (not action.paid, N_("unpaid")),
                (action.on_time, N_("on time")),
                (action.exact_change, N_("exact change")),
                (action.free_entry, N_("free entry")),
                (action.absent, N_("absent")),
            )
            if flag
        ]
        if flags:
            return _("{who} arrived ({flags})").format(who=who, flags=", ".join(flags))
        return _("{who} arrived").format(who=who)
    if action.kind is Kind.DRAW:
        seated = len(action.seats)
        return ngettext(
            "Seats drawn ({count} players)", "Seats drawn ({count} players)", seated
        ).format(count=seated)
    if action.kind is Kind.REBUY:
        return _("{who} rebought").format(who=who)
    if action.kind is Kind.ADDON:
        return _("{who} took the add-on").format(who=who)
    if action.kind is Kind.BUST:
        return _bust_line(action, who, names)
    if action.kind is Kind.LEVEL:
        return _("Level {level}").format(level=action.level)
    if action.kind is Kind.DEAL:
        return _("Deal among {who}").format(who=who)
    if action.kind in OTHER_LINES:
        return _(OTHER_LINES[action.kind]).format(who=who)
    if action.kind is Kind.DEALER:
        if action.game == "none":
            return _("{who} is no dealer").format(who=who)
        if action.game == "half":
            return _("{who} deals a half game").format(who=who)
        return _("{who} deals a full game").format(who=who)
    if action.kind is Kind.HAND_FOR_HAND:
        return _("Hand for hand: on") if action.hand_for_hand else _("Hand for hand: off")
    if action.kind is Kind.CLOCK and action.move is not None:
        return clock_move_text(action.move, action.seconds, action.period, structure)
    return _("Night started")


def _bust_line(action: Action, who: str, names: Names) -> str:
    text = (
        _("{who} out, busted by {by}").format(who=who, by=names.names(action.by))
        if action.by
        else _("{who} out").format(who=who)
    )
    if action.chips:
        chips = ", ".join(f"{c:,}" for c in action.chips)
        text = _("{bust} (chips {chips})").format(bust=text, chips=chips)
    if action.redraw:
        text = _("{bust}; redraw").format(bust=text)
    elif action.seats:
        moved = len(action.seats)
        text = ngettext("{bust}; {count} moved", "{bust}; {count} moved", moved).format(
            bust=text, count=moved
        )
    return text


OTHER_LINES = {
    Kind.PRESENT: N_("{who} is here"),
    Kind.AWAY: N_("{who} left the table (absent)"),
    Kind.REMOVE: N_("{who}'s chips taken off (no-show)"),
    Kind.FORFEIT: N_("{who} forfeited"),
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
        (_("{who} out in {place}") if first else _("{who} in {place}")).format(
            who=listed(shown), place=ordinal(place)
        )
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
    said = (
        _(". {winner} wins and collects {amount}: own head and the bounties nobody won")
        if heads.unclaimed
        else _(". {winner} wins and collects {amount}: own head")
    )
    return said.format(winner=winner, amount=money(left))


def handed_back_text(
    nights: NightService, season: str, number: int, names: Names, money: Money
) -> str:
    """What undoing the last action hands back (a bust's bounties): "Hal hands back $10.00"."""
    if nights.knockout(season, number) is None:
        return ""
    return ", ".join(
        _("{who} hands back {amount}").format(who=names.name(hitman), amount=money(amount))
        for hitman, amount in nights.last_collections(season, number).items()
    )

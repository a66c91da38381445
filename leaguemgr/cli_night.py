"""``leaguemgr live`` (a night, one action per call) and ``leaguemgr deal`` (SPEC 4.3, 4.4).

Each ``live`` action is saved before the command returns; a refused action prints one line
and exits 2 with nothing written.
"""

from __future__ import annotations

import argparse
import json
import re
from decimal import Decimal
from pathlib import Path
from typing import Any


class NightCommandError(Exception):
    """A live action or a deal that cannot be done, worded for the director."""


def add_parsers(commands: Any) -> None:
    live = commands.add_parser("live", help="run a night: one action per call (SPEC 4.4)")
    live.add_argument("--db", type=Path, required=True)
    live.add_argument("--season", required=True)
    live.add_argument("--event", type=int, required=True, metavar="N")
    actions = live.add_subparsers(dest="action", metavar="ACTION", required=True)
    actions.add_parser("start", help="create the event if new and mark it running")
    arrive = actions.add_parser("arrive", help="a player arrives")
    arrive.add_argument("player")
    arrive.add_argument("--unpaid", action="store_true")
    arrive.add_argument("--on-time", action="store_true")
    arrive.add_argument("--exact-change", action="store_true")
    arrive.add_argument("--free-entry", action="store_true")
    draw = actions.add_parser("draw", help="seat everyone who arrived")
    draw.add_argument("--seed", type=int)
    draw.add_argument(
        "--cards", metavar="PLAYER=CARD,...", help="the cards drawn at the table: p01=AS,p02=10H"
    )
    for name in ("rebuy", "addon"):
        actions.add_parser(name).add_argument("player")
    bust = actions.add_parser("bust", help="a player is out")
    bust.add_argument("player")
    bust.add_argument("--by", action="append", default=[], metavar="PLAYER")
    bust.add_argument("--same-hand", nargs="+", default=[], metavar="PLAYER")
    level = actions.add_parser("level", help="move the level: NEXT or PREV")
    level.add_argument("direction", type=str.upper, choices=("NEXT", "PREV"))
    deal = actions.add_parser("deal", help="the players left share the prizes by their chips")
    deal.add_argument("stacks", metavar="PLAYER=CHIPS,...", help="every player left: p01=5000,...")
    deal.add_argument("--method", default="icm", help="icm (default) or chip-chop")
    actions.add_parser("undo", help="take back the last action")
    actions.add_parser("status", help="the night as JSON")
    actions.add_parser("close", help="check the result and close the event")

    deal = commands.add_parser("deal", help="share the prizes left among the last players")
    deal.add_argument("--stacks", required=True, help="chips of each player: 5000,3000,2000")
    deal.add_argument("--prizes", required=True, help="prizes of places 1..k: 500,300,200")
    deal.add_argument("--method", default="icm", help="icm (default) or chip-chop")
    deal.add_argument("--unit", default="1", help="amounts are whole units of this (default 1)")


def run_live(options: argparse.Namespace) -> int:
    from leaguemgr.domain.night.state import NightError
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from leaguemgr.services.night_status import night_status

    if not options.db.exists():
        raise NightCommandError(f"{options.db}: no such league database")
    service = LeagueService.open(options.db, create=False)
    try:
        nights = NightService(service)
        season, number = options.season, options.event
        if season not in service.season_names():
            raise NightCommandError(f"there is no season named '{season}'")
        try:
            _act(nights, options)
            if options.action == "close":
                print(f"closed event {number} of season {season}")
                return 0
            print(json.dumps(night_status(nights, season, number)))
        except NightError as exc:
            raise NightCommandError(f"event {number}: {exc}") from None
        return 0
    finally:
        service.close()


def _act(nights: Any, options: argparse.Namespace) -> None:
    season, number, action = options.season, options.event, options.action
    if action == "start":
        nights.start(season, number)
    elif action == "arrive":
        nights.arrive(
            season,
            number,
            options.player,
            paid=not options.unpaid,
            on_time=options.on_time,
            exact_change=options.exact_change,
            free_entry=options.free_entry,
        )
    elif action == "draw":
        nights.draw(season, number, options.seed, _cards(options.cards))
    elif action == "rebuy":
        nights.rebuy(season, number, options.player)
    elif action == "addon":
        nights.addon(season, number, options.player)
    elif action == "bust":
        nights.bust(season, number, [options.player, *options.same_hand], options.by)
    elif action == "level":
        nights.level(season, number, 1 if options.direction == "NEXT" else -1)
    elif action == "deal":
        nights.deal(season, number, _stacks(options.stacks), options.method)
    elif action == "undo":
        nights.undo(season, number)
    elif action == "close":
        nights.close(season, number)
    elif action == "status":
        nights.event(season, number)


def _stacks(text: str) -> dict[str, int]:
    stacks = {}
    for item in text.split(","):
        player, _, chips = item.partition("=")
        if not player.strip() or not _STACK.fullmatch(chips.strip()):
            raise NightCommandError(f"deal: '{item[:30]}' is not PLAYER=CHIPS")
        stacks[player.strip()] = int(chips)
    return stacks


def _cards(text: str | None) -> dict[str, str] | None:
    if text is None:
        return None
    cards = {}
    for item in text.split(","):
        player, _, card = item.partition("=")
        if not player.strip() or not card.strip():
            raise NightCommandError(f"--cards: '{item[:30]}' is not PLAYER=CARD")
        cards[player.strip()] = card.strip()
    return cards


_STACK = re.compile(r"[0-9]{1,13}")


def run_deal(options: argparse.Namespace) -> int:
    from leaguemgr.domain.deals import DealError, deal
    from leaguemgr.domain.money import format_money, parse_money

    stacks = []
    for text in options.stacks.split(","):
        if not _STACK.fullmatch(text.strip()):
            raise NightCommandError(f"--stacks: '{text[:20]}' is not a whole number of chips")
        stacks.append(int(text))
    prizes: list[Decimal] = []
    for text in options.prizes.split(","):
        try:
            prizes.append(parse_money(text.strip()))
        except ValueError as exc:
            raise NightCommandError(f"--prizes: '{text[:20]}': {exc}") from None
    try:
        unit = parse_money(options.unit)
        result = deal(stacks, prizes, options.method, unit)
    except (ValueError, DealError) as exc:
        raise NightCommandError(f"deal: {exc}") from None
    print(
        json.dumps(
            {
                "method": result.method,
                "total": format_money(result.total),
                "players": [
                    {
                        "stack": share.stack,
                        "equity": format_money(share.equity),
                        "amount": format_money(share.amount),
                    }
                    for share in result.shares
                ],
            }
        )
    )
    return 0

"""``leaguemgr live`` (a night, one action per call) and ``leaguemgr deal`` (SPEC 4.3, 4.4).

Each ``live`` action is saved before the command returns; a refused action prints one line
and exits 2 with nothing written.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from leaguemgr.cli.db import add_db_option
from leaguemgr.cli.directors import DirectorCommandError
from leaguemgr.cli.directors import add_parsers as add_director_parsers
from leaguemgr.domain.money import ZERO, format_money
from leaguemgr.domain.night.bounty_words import whose_bounties
from leaguemgr.language.texts import N_, _


class NightCommandError(Exception):
    """A live action or a deal that cannot be done, worded for the director."""


def add_parsers(commands: Any) -> None:
    live = commands.add_parser("live", help=_("run a night: one action per call (SPEC 4.4)"))
    add_db_option(live)
    live.add_argument("--season", required=True)
    live.add_argument("--event", type=int, required=True, metavar="N")
    actions = live.add_subparsers(dest="action", metavar="ACTION", required=True)
    actions.add_parser("start", help=_("create the event if new and mark it running"))
    arrive = actions.add_parser("arrive", help=_("a player arrives"))
    arrive.add_argument("player")
    arrive.add_argument("--unpaid", action="store_true")
    arrive.add_argument("--on-time", action="store_true")
    arrive.add_argument("--exact-change", action="store_true")
    arrive.add_argument("--free-entry", action="store_true")
    arrive.add_argument(
        "--absent", action="store_true", help=_("seated with chips, not there yet (then: present)")
    )
    draw = actions.add_parser("draw", help=_("seat everyone who arrived"))
    draw.add_argument("--seed", type=int)
    draw.add_argument(
        "--cards", metavar="PLAYER=CARD,...", help=_("the cards drawn at the table: p01=AS,p02=10H")
    )
    rebuy_help = _("a rebuy: after a bust, or a player still in keeps the seat (SPEC 4.2)")
    for name, text in (("rebuy", rebuy_help), ("addon", _("a player still in takes the add-on"))):
        actions.add_parser(name, help=text).add_argument("player")
    bust = actions.add_parser("bust", help=_("a player is out"))
    bust.add_argument("player")
    bust.add_argument("--by", action="append", default=[], metavar="PLAYER")
    bust.add_argument("--same-hand", nargs="+", default=[], metavar="PLAYER")
    bust.add_argument(
        "--chips",
        metavar="PLAYER=CHIPS,...",
        help=_("what each player out in the hand began it with: fewer chips finish lower"),
    )
    for name, text in _ABSENCE_ACTIONS.items():
        actions.add_parser(name, help=_(text)).add_argument("player")
    hand = actions.add_parser("hand-for-hand", help=_("the tables play hand for hand, or not"))
    hand.add_argument("switch", type=str.lower, choices=("on", "off"))
    dealer = actions.add_parser("dealer", help=_("a player deals tonight (dealer credits)"))
    dealer.add_argument("player")
    dealer.add_argument("game", type=str.lower, choices=("full", "half", "none"))
    level = actions.add_parser("level", help=_("move the level: NEXT or PREV"))
    level.add_argument("direction", type=str.upper, choices=("NEXT", "PREV"))
    clock = actions.add_parser("clock", help=_("run, stop or adjust the tournament clock"))
    moves = clock.add_subparsers(dest="move", metavar="MOVE", required=True)
    moves.add_parser("start", help=_("start the clock on the level it shows"))
    moves.add_parser("pause", help=_("stop the clock (a dispute)"))
    moves.add_parser("resume", help=_("run the paused clock on"))
    adjust = moves.add_parser("adjust", help=_("add (+S) or take off (-S) seconds"))
    # A parser with no option that looks like a negative number takes "-60" as an argument.
    adjust.add_argument("seconds", metavar="+S|-S")
    deal = actions.add_parser("deal", help=_("the players left share the prizes by their chips"))
    deal.add_argument(
        "stacks", metavar="PLAYER=CHIPS,...", help=_("every player left: p01=5000,...")
    )
    deal.add_argument("--method", default="icm", help=_("icm (default) or chip-chop"))
    actions.add_parser("undo", help=_("take back the last action"))
    actions.add_parser("status", help=_("the night as JSON"))
    add_director_parsers(actions)
    close = actions.add_parser("close", help=_("check the result, close the event, net debts"))
    close.add_argument(
        "--no-net",
        action="append",
        default=[],
        metavar="PLAYER",
        help=_("leave PLAYER's debt standing: the prize is handed over whole (repeatable)"),
    )

    deal = commands.add_parser("deal", help=_("share the prizes left among the last players"))
    deal.add_argument("--stacks", required=True, help=_("chips of each player: 5000,3000,2000"))
    deal.add_argument("--prizes", required=True, help=_("prizes of places 1..k: 500,300,200"))
    deal.add_argument("--method", default="icm", help=_("icm (default) or chip-chop"))
    deal.add_argument("--unit", default="1", help=_("amounts are whole units of this (default 1)"))


def run_live(options: argparse.Namespace) -> int:
    from leaguemgr.cli.directors import run_director
    from leaguemgr.domain.night.state import NightError
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from leaguemgr.services.night_status import night_status

    if isinstance(options.db, Path) and not options.db.exists():
        raise NightCommandError(_("{path}: no such league database").format(path=options.db))
    now = now_from_environment()
    service = LeagueService.open(options.db, create=False)
    try:
        nights = NightService(service, now=now)
        season, number = options.season, options.event
        if season not in service.season_names():
            raise NightCommandError(_("there is no season named '{name}'").format(name=season))
        if options.action == "director":
            try:
                return run_director(service, options)
            except DirectorCommandError as exc:
                raise NightCommandError(str(exc)) from None
        try:
            if options.action == "close":
                return _close(nights, season, number, options.no_net)
            _act(nights, options)
            print(json.dumps(night_status(nights, season, number)))
        except NightError as exc:
            raise NightCommandError(
                _("event {number}: {problem}").format(number=number, problem=exc)
            ) from None
        return 0
    finally:
        service.close()


def _close(nights: Any, season: str, number: int, no_net: list[str]) -> int:
    """Close the night, netting what each player owes against their winnings (SPEC 7) in
    the close's transaction; print the cash-out and the make-up buy-ins it takes away."""
    from leaguemgr.domain.money import format_money
    from leaguemgr.services.makeup_changes import championship_now, makeups_taken_away
    from leaguemgr.services.night_cash_out import close_night

    service = nights.service
    players = service.players_by_id()
    standing = {_player_id(players, text) for text in no_net}
    before = championship_now(service, season)
    _change, cash = close_night(service, nights, season, number, standing)
    print(_("closed event {number} of season {season}").format(number=number, season=season))
    names = service.player_names()
    print(cash.text(lambda p: names.get(p, p), format_money))
    for taken in makeups_taken_away(season, before, championship_now(service, season)):
        print(taken.text(names))
    return 0


def _player_id(players: dict, text: str) -> str:
    """A player named by id or exact name (``--no-net``); one line and exit 2 if unknown."""
    if text in players:
        return text
    named = [p.id for p in players.values() if p.name.casefold() == text.strip().casefold()]
    if len(named) != 1:
        raise NightCommandError(
            _("--no-net: '{name}' is not one of the league's players").format(name=text)
        )
    return named[0]


def _print_collections(nights: Any, season: str, number: int, busted: list[str]) -> None:
    """Who collects what on the bust just made (SPEC 9): "Hal collects 10.00, Ann's
    bounty", and on the last bust what the winner collects; nothing without knockout
    bounties."""
    if nights.knockout(season, number) is None:
        return
    names = nights.service.player_names()
    ids = [nights.player_id(player) for player in busted]
    whose = whose_bounties([names.get(player, player) for player in ids])
    for hitman, amount in nights.last_collections(season, number).items():
        print(
            _("{hitman} collects {amount}, {whose}").format(
                hitman=names.get(hitman, hitman), amount=format_money(amount), whose=whose
            )
        )
    remaining = nights.night(season, number).remaining
    heads = nights.heads(season, number) if len(remaining) == 1 else None
    if heads is not None:  # the last bust: the winner's own head and what nobody won
        left = heads.unclaimed + sum(heads.heads.values(), ZERO)
        winner = names.get(remaining[0], remaining[0])
        said = (
            _("{winner} wins and collects {amount}: own head and the bounties nobody won")
            if heads.unclaimed
            else _("{winner} wins and collects {amount}: own head")
        )
        print(said.format(winner=winner, amount=format_money(left)))


def _undo(nights: Any, season: str, number: int) -> None:
    """Take back the last action; a bust's bounty goes back with it: "Hal hands back 10.00"."""
    names = nights.service.player_names()
    collected = nights.last_collections(season, number)
    nights.undo(season, number)
    for hitman, amount in collected.items():
        print(
            _("{hitman} hands back {amount}").format(
                hitman=names.get(hitman, hitman), amount=format_money(amount)
            )
        )


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
            absent=options.absent,
        )
    elif action == "draw":
        nights.draw(season, number, options.seed, _cards(options.cards))
    elif action == "rebuy":
        nights.rebuy(season, number, options.player)
    elif action == "addon":
        nights.addon(season, number, options.player)
    elif action == "bust":
        players = [options.player, *options.same_hand]
        nights.bust(season, number, players, options.by, _chips(options.chips))
        _print_collections(nights, season, number, players)
    elif action in _ABSENCE_ACTIONS:
        getattr(nights, action)(season, number, options.player)
    elif action == "hand-for-hand":
        nights.hand_for_hand(season, number, options.switch == "on")
    elif action == "dealer":
        nights.dealer(season, number, options.player, options.game)
    elif action == "level":
        nights.level(season, number, 1 if options.direction == "NEXT" else -1)
    elif action == "clock":
        _clock(nights, season, number, options)
    elif action == "deal":
        nights.deal(season, number, _stacks(options.stacks), options.method)
    elif action == "undo":
        _undo(nights, season, number)
    elif action == "status":
        nights.event(season, number)


def _clock(nights: Any, season: str, number: int, options: argparse.Namespace) -> None:
    if options.move == "start":
        nights.clock_start(season, number)
    elif options.move == "pause":
        nights.clock_pause(season, number)
    elif options.move == "resume":
        nights.clock_resume(season, number)
    else:
        nights.clock_adjust(season, number, _seconds(options.seconds))


def _seconds(text: str) -> int:
    from leaguemgr.domain.night.actions import MAX_ADJUST

    if not _SECONDS.fullmatch(text) or not 0 < abs(int(text)) <= MAX_ADJUST:
        raise NightCommandError(
            _("clock adjust: '{text}' is not +S or -S, S from 1 to {most} seconds").format(
                text=text[:20], most=MAX_ADJUST
            )
        )
    return int(text)


_SECONDS = re.compile(r"[+-]?[0-9]{1,6}")

NOW_VARIABLE = "LEAGUEMGR_NOW"


def now_from_environment() -> Callable[[], float] | None:
    """The time the live night is told, for scripted nights and tests only: when the
    environment variable ``LEAGUEMGR_NOW`` is set (seconds since the epoch), every call
    stamps its action and reads the clock at that time instead of the wall clock's, so a
    script can play hours of a night in a moment. ``None`` (the wall clock) when unset."""
    from leaguemgr.domain.night.actions import LATEST_TIME

    text = os.environ.get(NOW_VARIABLE)
    if text is None:
        return None
    try:
        when = float(text)
    except ValueError:
        when = math.nan
    if not math.isfinite(when) or not 0 <= when <= LATEST_TIME:
        raise NightCommandError(
            _("{variable}: '{text}' is not seconds since the epoch").format(
                variable=NOW_VARIABLE, text=text[:30]
            )
        )
    return lambda: when


_ABSENCE_ACTIONS = {
    "present": N_("an absent player has turned up"),
    "away": N_("a seated player has left the table (absent from now)"),
    "remove": N_("an absent unpaid player's chips come off the table (a no-show)"),
    "forfeit": N_("an absent player, blinded off, is out"),
}


def _chips(text: str | None) -> dict[str, int] | None:
    if text is None:
        return None
    chips = {}
    for item in text.split(","):
        player, _sep, count = item.partition("=")
        if not player.strip() or not _STACK.fullmatch(count.strip()):
            raise NightCommandError(
                _("{option}: '{text}' is not PLAYER=CHIPS").format(option="--chips", text=item[:30])
            )
        if player.strip() in chips:
            raise NightCommandError(
                _("--chips: {player} is named twice").format(player=player.strip()[:30])
            )
        chips[player.strip()] = int(count)
    return chips


def _stacks(text: str) -> dict[str, int]:
    stacks = {}
    for item in text.split(","):
        player, _sep, chips = item.partition("=")
        if not player.strip() or not _STACK.fullmatch(chips.strip()):
            raise NightCommandError(
                _("{option}: '{text}' is not PLAYER=CHIPS").format(option="deal", text=item[:30])
            )
        stacks[player.strip()] = int(chips)
    return stacks


def _cards(text: str | None) -> dict[str, str] | None:
    if text is None:
        return None
    cards = {}
    for item in text.split(","):
        player, _sep, card = item.partition("=")
        if not player.strip() or not card.strip():
            raise NightCommandError(
                _("--cards: '{text}' is not PLAYER=CARD").format(text=item[:30])
            )
        cards[player.strip()] = card.strip()
    return cards


_STACK = re.compile(r"[0-9]{1,13}")


def run_deal(options: argparse.Namespace) -> int:
    from leaguemgr.domain.deals import DealError, deal
    from leaguemgr.domain.money import format_money, parse_money

    stacks = []
    for text in options.stacks.split(","):
        if not _STACK.fullmatch(text.strip()):
            raise NightCommandError(
                _("--stacks: '{text}' is not a whole number of chips").format(text=text[:20])
            )
        stacks.append(int(text))
    prizes: list[Decimal] = []
    for text in options.prizes.split(","):
        try:
            prizes.append(parse_money(text.strip()))
        except ValueError as exc:
            raise NightCommandError(
                _("--prizes: '{text}': {problem}").format(text=text[:20], problem=exc)
            ) from None
    try:
        unit = parse_money(options.unit)
        result = deal(stacks, prizes, options.method, unit)
    except (ValueError, DealError) as exc:
        raise NightCommandError(_("deal: {problem}").format(problem=exc)) from None
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

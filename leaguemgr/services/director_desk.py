"""The director's desk (SPEC 11): one action of a director's page, from its form's fields to
the night's service and back in words, and the page's state at a glance.

Each action is the call the Night screen makes, on ``nights.acting_as(director)`` so the
night's log says who took it; the rules' checks and refusals are the service's own ("Hal
Jensen has no rebuys left (1 of 1 taken)"), and what happened is said in the Night screen's
words (:mod:`leaguemgr.services.night_words`). No web and no Qt here: the web page is one
caller, a test another.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from decimal import Decimal

from leaguemgr.domain.clock.clock import clock_face
from leaguemgr.domain.clock.clock_words import phase_text
from leaguemgr.domain.names import shown_names, with_names
from leaguemgr.domain.night import director as rules
from leaguemgr.domain.night.facts import rebuys_open
from leaguemgr.domain.night.state import NightError, NightState
from leaguemgr.domain.night.table_names import Names
from leaguemgr.domain.records import EventState, event_state
from leaguemgr.language.texts import N_, _
from leaguemgr.services import rsvp_service
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_words import (
    action_line,
    collections_text,
    describe,
    handed_back_text,
    out_said,
)
from leaguemgr.storage.own_writes import OwnWrites, spanned

__all__ = [
    "ACTIONS",
    "ActionStored",
    "DeskForm",
    "DeskRefused",
    "DeskState",
    "desk_state",
    "take_action",
]

ACTIONS = (
    "start",
    "pause",
    "resume",
    "minute-more",
    "minute-less",
    "level-next",
    "level-prev",
    "arrive",
    "bust",
    "rebuy",
    "addon",
    "undo",
)
"""What a director's page may do, as its buttons name them."""

WITH_PLAYER = frozenset({"arrive", "bust", "rebuy", "addon"})
MAX_HITMEN = 2
LAST_SHOWN = 8
AT_THE_SCREEN = N_("{action} — at the Night screen")
"""An action of the night the page lists taken at the Night screen, not from a phone."""

Money = Callable[[Decimal], str]

_CLOCK_MOVES: dict[str, Callable[[NightService, str, int], object]] = {
    "pause": lambda nights, season, number: nights.clock_pause(season, number),
    "resume": lambda nights, season, number: nights.clock_resume(season, number),
    "minute-more": lambda nights, season, number: nights.clock_adjust(season, number, 60),
    "minute-less": lambda nights, season, number: nights.clock_adjust(season, number, -60),
    "level-next": lambda nights, season, number: nights.level(season, number, 1),
    "level-prev": lambda nights, season, number: nights.level(season, number, -1),
}


class DeskRefused(ValueError):
    """An action the page cannot take; ``str(exc)`` says why, for the director."""


class NoSuchPlayer(DeskRefused):
    """The text names none of the players it may name."""


@dataclasses.dataclass(frozen=True)
class DeskForm:
    """A director's page's form: ``player`` and ``by`` as typed (an id, a name or the
    first letters of one); ``rebuy``: the player busted rebuys at once."""

    action: str
    player: str = ""
    by: tuple[str, ...] = ()
    unpaid: bool = False
    on_time: bool = False
    rebuy: bool = False

    @classmethod
    def of(cls, fields: dict[str, list[str]]) -> DeskForm:
        """The form from its posted fields (each a list: ``by`` may come twice)."""

        def one(name: str) -> str:
            return (fields.get(name) or [""])[-1].strip()

        action = one("action")
        if action not in ACTIONS:
            raise DeskRefused(_("'{action}' is not an action of this page").format(action=action))
        by = tuple(text.strip() for text in fields.get("by", []) if text.strip())
        if len(by) > MAX_HITMEN:
            raise DeskRefused(
                _("name at most {count} players who busted them").format(count=MAX_HITMEN)
            )
        ticked = {name: one(name) == "1" for name in ("unpaid", "on_time", "rebuy")}
        return cls(action, one("player"), by, **ticked)


@dataclasses.dataclass(frozen=True, slots=True)
class ActionStored:
    """A director's action stored, for whoever else holds the league in this process (the
    app's window): the night it was taken on, and the writes it took when nobody else's
    came between them (``None``: read the whole league to be sure)."""

    season: str
    number: int
    writes: OwnWrites | None


@dataclasses.dataclass(frozen=True)
class DeskState:
    """What a director's page shows: the night at a glance and the choices of its forms
    (names, as the datalists offer them)."""

    season: str
    number: int
    director: str
    running: bool  # the night has started (else only Start is offered)
    phase: str  # "Level 3", "Break after level 4", "Clock not started"
    clock: str  # "12:34"
    seconds_left: int
    clock_running: bool
    players_left: int
    last: tuple[str, ...]  # the latest actions in words, latest first, each with who took it
    arrive_choices: tuple[str, ...]  # the going list first, then every other player
    still_in: tuple[str, ...]
    rebuy_choices: tuple[str, ...]  # still in, and the players out (a re-entry)
    hitmen: tuple[str, ...]
    rebuys_open: bool = False  # a bust may say the player rebuys at once
    clock_started: bool = False  # the clock has run (else its button starts it)


def take_action_stored(
    nights: NightService,
    season: str,
    number: int,
    director: str,
    form: DeskForm,
    money: Money,
) -> tuple[str, ActionStored]:
    """:func:`take_action`, and what it stored: the writes it made, for the window that
    holds the same league beside the site (``ui.night.directors_actions_in``)."""
    with nights.service.database.own_writes.noting() as writes:
        said = take_action(nights, season, number, director, form, money)
    return said, ActionStored(season, number, spanned(writes))


def take_action(
    nights: NightService, season: str, number: int, director: str, form: DeskForm, money: Money
) -> str:
    """Take ``form``'s action on the night as ``director``; what happened, in words.
    :class:`DeskRefused` with the reason when the night or its rules refuse it."""
    acting = nights.acting_as(director)
    try:
        return _taken(acting, season, number, form, money)
    except (NightError, LookupError) as exc:
        raise DeskRefused(str(exc).strip("'\"")) from exc


def _taken(nights: NightService, season: str, number: int, form: DeskForm, money: Money) -> str:
    action = form.action
    if action == "start":
        # The night first, then its clock: a clock started already and paused goes on.
        if nights.state(season, number) is not EventState.RUNNING:
            nights.start(season, number)
            return _("Night {number} started").format(number=number)
        nights.clock_start(season, number)
        return _("Clock started")
    night = _night(nights, season, number)
    names = Names(nights.service.league.players)
    if action in _CLOCK_MOVES:
        _CLOCK_MOVES[action](nights, season, number)
        # Said as the Night screen's log says it: "Clock paused", "Clock: 1:00 added".
        return action_line(nights.event(season, number).night[-1], names, night.structure)
    if action == "undo":
        log = nights.event(season, number).night
        if len(log) <= 1:
            raise DeskRefused(_("there is nothing to undo"))
        what = describe(log[-1], names, night.structure)
        back = handed_back_text(nights, season, number, names, money)
        nights.undo(season, number)
        if back:
            return _("Undone: {action}. {handed_back}").format(action=what, handed_back=back)
        return _("Undone: {action}").format(action=what)
    if not form.player:
        raise DeskRefused(_("type the player's name for {action}").format(action=action))
    if action == "arrive":
        everyone = [p.id for p in nights.service.league.players]
        player = matched(names, form.player, everyone)
        nights.arrive(season, number, player, paid=not form.unpaid, on_time=form.on_time)
        flags = [
            _(t) for flag, t in ((form.unpaid, N_("unpaid")), (form.on_time, N_("on time"))) if flag
        ]
        if flags:
            return _("{who} arrived ({flags})").format(
                who=names.name(player), flags=", ".join(flags)
            )
        return _("{who} arrived").format(who=names.name(player))
    if action == "bust":
        player = _still_in(names, form.player, night)
        hitmen = [_still_in(names, text, night, hitman=True) for text in form.by]
        if form.rebuy:
            return _out_and_back(nights, season, number, night, player, hitmen, money)
        nights.bust(season, number, [player], hitmen)
        said = out_said(nights, season, number, [player], names)
        collected = collections_text(nights, season, number, [player], hitmen, names, money)
        if collected:
            # Within the line "Nobody won..." is lower case, like the collector's name is not.
            lowered = collected.startswith("Nobody")
            collected = collected[0].lower() + collected[1:] if lowered else collected
            return _("{out}, {collected}").format(out=said, collected=collected)
        if hitmen:
            return _("{out}, busted by {by}").format(out=said, by=names.names(hitmen))
        return said
    if action == "rebuy":
        player = matched(names, form.player, night.players)
        nights.rebuy(season, number, player)
        return _("{who} rebought").format(who=names.name(player))
    player = _still_in(names, form.player, night)
    nights.addon(season, number, player)
    return _("{who} took the add-on").format(who=names.name(player))


def _out_and_back(
    nights: NightService,
    season: str,
    number: int,
    night: NightState,
    player: str,
    hitmen: list[str],
    money: Money,
) -> str:
    """The Night screen's "R = rebuy" at a bust: out and back in at once, before any table
    moves (a bust, then its rebuy). The rules judge the rebuy first, on the night as it
    stands, so a rebuy they refuse leaves the bust untaken too."""
    names = Names(nights.service.league.players)
    try:
        rules.rebuy(night, player, random.Random())  # decided, never written
    except NightError as exc:
        shown = shown_names(nights.service.league.players)
        raise DeskRefused(with_names(str(exc), shown).strip("'\"")) from exc
    nights.bust(season, number, [player], hitmen, rebuy_follows=True)
    collected = collections_text(
        nights, season, number, [player], hitmen, names, money, rebuying=True
    )
    nights.rebuy(season, number, player)
    who = names.name(player)
    if collected:
        return _("{who} out and rebought. {collected}").format(who=who, collected=collected)
    if hitmen:
        return _("{who} out and rebought, busted by {by}").format(who=who, by=names.names(hitmen))
    return _("{who} out and rebought").format(who=who)


def matched(names: Names, text: str, among: Sequence[str]) -> str:
    """The one player of ``among`` that ``text`` names: an id or a whole name, else the
    only name starting with it, else the only name containing it; :class:`DeskRefused`
    naming what is wrong otherwise."""
    among = list(among)
    exact = names.find(text)
    if exact is not None and exact in among:
        return exact
    needle = text.strip().casefold()
    starting = [p for p in among if names.name(p).casefold().startswith(needle)]
    if len(starting) == 1:
        return starting[0]
    found = starting or [p for p in among if needle in names.name(p).casefold()]
    if len(found) == 1:
        return found[0]
    if found:
        shown = ", ".join(names.shown(found[:4])) + (", ..." if len(found) > 4 else "")
        raise DeskRefused(
            _("{count} players match '{text}' ({shown}): type more").format(
                count=len(found), text=text.strip(), shown=shown
            )
        )
    raise NoSuchPlayer(_("'{text}' is not one of the players here").format(text=text.strip()))


def _still_in(names: Names, text: str, night: NightState, *, hitman: bool = False) -> str:
    """A player still in the night; one already out is refused as such (two directors
    entering one bust: the second hears it is in)."""
    try:
        return matched(names, text, night.remaining)
    except NoSuchPlayer:
        out = [p for p in night.players if p not in night.remaining]
        try:
            gone = matched(names, text, out)
        except NoSuchPlayer:
            raise NoSuchPlayer(
                _("'{text}' is not one of the players still in").format(text=text.strip())
            ) from None
        said = (
            _("{who} is already out: not a hitman again")
            if hitman
            else _("{who} is already out: not busted again")
        )
        raise DeskRefused(said.format(who=names.name(gone))) from None


def _night(nights: NightService, season: str, number: int) -> NightState:
    if nights.state(season, number) is not EventState.RUNNING:
        raise DeskRefused(_("night {number} has not started: Start it first").format(number=number))
    return nights.night(season, number)


def desk_state(nights: NightService, season: str, number: int, director: str) -> DeskState:
    """The night of a director's page as it stands now."""
    service = nights.service
    event = nights.event(season, number)
    names = Names(service.league.players)
    going = rsvp_service.night_state(service, season, event).going if event.rsvp else ()
    everyone = names.shown(p.id for p in service.league.players)
    if event_state(event) is not EventState.RUNNING:
        return DeskState(
            season, number, director, False, _("Not started"), "--:--", 0, False, 0, (),
            tuple(dict.fromkeys([*(names.name(p) for p in going), *everyone])), (), (), (),
        )  # fmt: skip
    night = nights.night_of(season, number, event)
    reading = night.clock_at(nights.now())
    here = set(night.players)
    arrive = [names.name(p) for p in going if p not in here]
    arrive += [n for n in everyone if n not in arrive and names.find(n) not in here]
    still_in = tuple(names.shown(night.remaining))
    out = names.shown(p for p in night.players if p not in night.remaining)
    last = tuple(
        # A director's action names its director ("— from Ann's phone"), the others where.
        describe(action, names, night.structure)
        if action.director
        else _(AT_THE_SCREEN).format(action=describe(action, names, night.structure))
        for action in reversed(event.night[-LAST_SHOWN:])
    )
    return DeskState(
        season=season,
        number=number,
        director=director,
        running=True,
        phase=phase_text(reading),
        clock=clock_face(reading.seconds_left),
        seconds_left=reading.seconds_left,
        clock_running=reading.running,
        players_left=len(night.remaining),
        last=last,
        arrive_choices=tuple(arrive),
        still_in=still_in,
        rebuy_choices=(*still_in, *out),
        hitmen=still_in,
        rebuys_open=rebuys_open(night),
        clock_started=reading.started,
    )

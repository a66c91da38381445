"""The big screen's figures as the words and numbers it shows: the app's window and the TV
by a link (SPEC 11) write them alike."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from leaguemgr.domain.clock.clock import clock_face
from leaguemgr.domain.clock.clock_words import (
    blinds_now_text,
    break_note_text,
    break_text,
    chips_text,
    color_up_text,
    entry_text,
    next_text,
    phase_text,
    state_text,
)
from leaguemgr.domain.league_formats import money
from leaguemgr.domain.night.facts import NightResult, prizes_now
from leaguemgr.domain.words import ordinal
from leaguemgr.language.texts import N_, _, ngettext
from leaguemgr.services.big_screen import BigScreenFigures

MOST_PAYOUT_LINES = 10

PANELS = (
    ("players", N_("Players left")),
    ("buys", N_("Rebuys · add-ons")),
    ("pool", N_("Prize pool")),
    ("chips", N_("Chips in play")),
    ("average", N_("Average stack")),
    ("bounty", N_("Bounty on")),
)
"""The tiles under the clock, in order, with their headings (the window and the TV), in
English: :func:`panel_titles` says them in the language spoken."""


def panel_titles(**now: str) -> dict[str, str]:
    """Every tile's heading in the language spoken, ``now`` the ones that mean something
    else just now (by key)."""
    return {key: now.get(key) or _(title) for key, title in PANELS}


def _more(hidden: int) -> str:
    return ngettext("and {count} more", "and {count} more", hidden).format(count=hidden)


@dataclass(frozen=True)
class FigureTexts:
    title: str
    rebuys: str
    rebuys_open: bool
    state: str
    time: str
    on_break: bool
    blinds: str
    next: str
    breaks: str
    color_up: str
    payouts_title: str
    payouts: str
    panels: dict[str, str]
    players_title: str = N_("Players left")
    """The heading of the players' tile (after the close: the entries)."""
    panel_titles: dict[str, str] = field(default_factory=dict)
    """Tiles that mean something else now (after the close), by key: their headings."""


def room_money(amount: Decimal, currency: str, locale: str | None = None) -> str:
    """Money as the room reads it: "$195" for whole amounts, "$97.50" otherwise; "195 €" in
    a de_DE league (``locale``)."""
    return money(amount, currency, locale, code_after=True, whole=True)


def result_texts(
    result: NightResult, names: dict[str, str], currency: str, locale: str | None = None
) -> FigureTexts:
    """A closed night across the room: the winner, large, and every finish with its prize."""
    places = result.places

    def name(player: str) -> str:
        return names.get(player, player)

    lines = [
        f"{ordinal(p.place)}  {name(p.player)}  {room_money(p.prize, currency, locale)}".rstrip()
        if p.prize
        else f"{ordinal(p.place)}  {name(p.player)}"
        for p in places
    ]
    if len(lines) > MOST_PAYOUT_LINES:
        hidden = len(lines) - MOST_PAYOUT_LINES + 1
        lines = [*lines[: MOST_PAYOUT_LINES - 1], _more(hidden)]
    winners = [p for p in places if p.place == 1]
    target = result.bounty
    bounty, bounty_title = bounty_tile(
        names.get(target.target, target.target) if target else None,
        names.get(target.won_by, target.won_by) if target and target.won_by else None,
    )
    won = winners[0].prize if len(winners) == 1 else None
    return FigureTexts(
        title=_("Event {number} · Result").format(number=result.number),
        rebuys=_("Closed"),
        rebuys_open=False,
        state=_("Winner") if len(winners) == 1 else _("Winners"),
        time=" & ".join(name(p.player) for p in winners) or "—",
        on_break=False,
        blinds=_("wins {amount}").format(amount=room_money(won, currency, locale)) if won else "",
        next="",
        breaks="",
        color_up="",
        payouts_title=_("Result · Paid by a deal") if result.deal else _("Result"),
        payouts="\n".join(lines) or "—",
        panels={
            "players": str(result.entries),
            "buys": f"{result.rebuys} · {result.addons}",
            "pool": room_money(result.pool, currency, locale),
            # No chips are in play once it is over: these tiles tell what was paid.
            "chips": room_money(sum((p.prize for p in places), Decimal(0)), currency, locale),
            "average": str(sum(1 for p in places if p.prize)),
            "bounty": bounty,
        },
        players_title=_("Entries"),
        panel_titles=panel_titles(
            players=_("Entries"),
            chips=_("Paid out"),
            average=_("Players paid"),
            bounty=bounty_title,
        ),
    )


def bounty_tile(target: str | None, won_by: str | None) -> tuple[str, str]:
    """The bounty tile's value and heading ("" keeps "Bounty on"): the target, and once
    busted the winner, one name alone on the value's line so that it keeps the type size
    of the tiles beside it ("Max Moore, won by Dana Diaz" on one line shrank it)."""
    if target is None:
        return "—", ""
    if won_by is None:
        return target, ""
    return won_by, _("Bounty won by")


def figure_texts(
    figures: BigScreenFigures, currency: str, locale: str | None = None
) -> FigureTexts:
    clock, game = figures.clock, figures.game
    payouts_title = _("Paid by a deal") if figures.deal else _("Payouts")
    lines = [
        f"{prize.player}  {room_money(prize.amount, currency, locale)}"
        if prize.player
        else f"{ordinal(prize.place)}  {room_money(prize.amount, currency, locale)}"
        for prize in prizes_now(figures.payouts, figures.deal)
    ]
    if len(lines) > MOST_PAYOUT_LINES:
        hidden = len(lines) - MOST_PAYOUT_LINES + 1
        lines = [*lines[: MOST_PAYOUT_LINES - 1], _more(hidden)]
    color_up = ""
    if figures.color_up:
        # The structure's own words where it has them ("remove T25 chips and half of the
        # T100 chips" says more than the denominations do).
        note = break_note_text(clock.current_break) if clock.current_break is not None else ""
        color_up = note or color_up_text(figures.color_up)
    chips = figures.chips_in_play
    average = figures.average_stack
    bounty, bounty_title = bounty_tile(figures.bounty_on, figures.bounty_won_by)
    target = figures.bounty_target
    if figures.heads:
        # Progressive knockouts: the biggest head, on one line at the size of every other
        # tile (two lines shrank it to half); the previous winner's bounty, if any, in
        # the heading (a heading too long for one line wraps and shrinks the tile too).
        name, amount = figures.heads[0]
        bounty = f"{name}  {room_money(amount, currency, locale)}"
        bounty_title = (
            _("Bounties · on {player}").format(player=target) if target else _("Biggest head")
        )
    elif figures.bounty_each is not None:
        # Fixed knockouts: the same bounty on every head, not "—" on a bounty night.
        bounty = _("{amount} a head").format(
            amount=room_money(figures.bounty_each, currency, locale)
        )
        bounty_title = (
            _("Bounties · on {player}").format(player=target) if target else _("Bounties")
        )
    return FigureTexts(
        title=_("Event {number} · {phase}").format(number=figures.event, phase=phase_text(clock)),
        rebuys=entry_text(figures.rebuys_open, figures.late_entry_open),
        rebuys_open=figures.rebuys_open,
        state=state_text(clock),
        time=clock_face(clock.seconds_left),
        on_break=clock.on_break,
        blinds=blinds_now_text(clock, game, locale),
        next=next_text(clock, game, locale),
        breaks=_("Break") if color_up else break_text(clock),
        color_up=color_up,
        payouts_title=payouts_title,
        payouts="\n".join(lines) or "—",
        panels={
            "players": _("{left} of {entries}").format(
                left=figures.players_left, entries=figures.entries
            ),
            "buys": f"{figures.rebuys} · {figures.addons}",
            "pool": room_money(figures.pool, currency, locale),
            "chips": chips_text(chips, locale) if chips is not None else "—",
            "average": chips_text(average, locale) if average is not None else "—",
            "bounty": bounty,
        },
        players_title=_("Players left"),
        panel_titles=panel_titles(bounty=bounty_title),
    )

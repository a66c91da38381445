"""What the cards say: the standings and a night's result, read from the season's services.

Nothing here applies a rule: ranks, points, the bounty, the championship race and the
payouts all come from the season report and the services every other export uses
(:mod:`~leaguemgr.services.season_progress`, :mod:`~leaguemgr.services.standings_movement`,
the night sheet's plan for the bounty target). The drawing modules only lay the texts out.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from babel.dates import format_date

from leaguemgr.domain import league_formats
from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.entries import counts
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.league_formats import number
from leaguemgr.domain.names import sorted_names
from leaguemgr.domain.records import Event, League, SeasonRules
from leaguemgr.domain.results import SeasonReport, StandingRow
from leaguemgr.domain.words import (
    DECLINED,
    MAKEUP_OFFERED,
    TIED_AT_THE_CUT,
    capitalized,
    championship_word,
    ordinal,
    season_label,
    season_title,
)
from leaguemgr.exporters.event_tables import find_event, played_events
from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.tables import Names, event_label, league_money
from leaguemgr.language import LANGUAGES, SOURCE, supported_language
from leaguemgr.language.texts import _, ngettext, spoken_language
from leaguemgr.services.season_progress import championship_race_texts, season_progress
from leaguemgr.services.standings_movement import movements

TOP_ROWS = 15
"""Rows of the table a card always shows; a longer table shows its named players below."""
ALL_ROWS_UP_TO = 18
"""A table this long is shown whole."""
RACE_LINES = 5
"""Players of the championship race named on the standings card."""
PAID_LINES = 9
"""Payouts named on the night card; the others are counted."""


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    name: str
    points: str
    events: int
    movement: int | None
    """Places gained since the last night (negative: lost); None: new, or nothing to compare."""
    new: bool
    tag: str = ""
    """Why a player below the top of the table is shown ("Bounty", "Won last")."""


@dataclass(frozen=True, slots=True)
class StandingsCard:
    league: str
    title: str
    subtitle: str
    lines: tuple[StandingLine, ...]
    hidden: int
    """Players of the table not shown (between the top and the named players)."""
    bounty: str | None
    bounty_detail: str | None
    race_title: str | None
    race: tuple[tuple[str, str], ...]
    """(name, what they still need) for the championship race."""
    race_more: int
    footer: str


@dataclass(frozen=True, slots=True)
class PaidLine:
    place: str
    name: str
    amount: str


@dataclass(frozen=True, slots=True)
class NightCard:
    league: str
    title: str
    subtitle: str
    winner: str
    winner_prize: str | None
    paid: tuple[PaidLine, ...]
    paid_more: int
    deal: bool
    bounty: str | None
    bounty_detail: str | None
    knockouts: str | None
    knockouts_detail: str | None
    footer: str


def ranking_points(row: StandingRow) -> float:
    """The points that rank the player ("best results" seasons rank by those)."""
    return row.best_points if row.best_points is not None else row.points


def points_text(value: float, *, whole: bool, locale: str | None = None) -> str:
    """Points as the table shows them: two decimals, or none in a table of whole numbers;
    in the league's ``locale`` ("33,15" in de_DE)."""
    return number(value, locale, places=0 if whole else 2)


def _whole(rows: tuple[StandingRow, ...]) -> bool:
    return all(float(ranking_points(row)).is_integer() for row in rows)


def standings_content(
    league: League, report: SeasonReport, *, today: dt.date | None = None
) -> StandingsCard:
    """The standings card's texts: the top of the table, the named players, the bounty target
    and who still needs events for the championship."""
    names = Names(league)
    played = played_events(league, report)
    progress = season_progress(league, report)
    when = _date_text(played[-1][0].date, league) if played else None
    subtitle = progress.after_text() if played else _("No night played yet")
    if when:
        subtitle += f" · {when}"
    moved = movements(league, report)
    bounty, detail, target = _bounty_target(league, report, names)
    last_winners = set(_winners(played[-1][0])) if played else set()
    named = {target: _("Bounty")} if target else {}
    for player in last_winners:
        named.setdefault(player, _("Won last"))
    rows = report.standings
    whole = _whole(rows)
    shown = rows if len(rows) <= ALL_ROWS_UP_TO else rows[:TOP_ROWS]
    extra = [row for row in rows[len(shown) :] if row.player in named]
    lines = tuple(
        StandingLine(
            rank=row.rank,
            name=names(row.player),
            points=points_text(ranking_points(row), whole=whole, locale=league.locale),
            events=row.events_played,
            movement=moved.get(row.player),
            new=bool(moved) and moved.get(row.player, 0) is None,
            tag=named.get(row.player, "") if row in extra else "",
        )
        for row in (*shown, *extra)
    )
    race = championship_race_texts(league, report)
    race_rows = [(names(row.player), race[row.player]) for row in rows if row.player in race]
    race_title = None
    if race_rows:
        race_title = _("Championship: nights still needed")
    elif report.championship is not None and played:
        seats = len(report.championship.field)
        race_title = ngettext(
            "Championship field: {count} player", "Championship field: {count} players", seats
        ).format(count=seats)
        # Who is still undecided, in the words every output uses.
        undecided = (MAKEUP_OFFERED, TIED_AT_THE_CUT, DECLINED)
        race_rows = [
            (names(e.player), capitalized(word))
            for e in report.championship.eligibility
            if (word := championship_word(e)) in undecided
        ]
    return StandingsCard(
        league=league.name,
        title=_("{season} standings").format(season=season_title(report.season)),
        subtitle=subtitle,
        lines=lines,
        hidden=len(rows) - len(lines),
        bounty=bounty,
        bounty_detail=detail,
        race_title=race_title,
        race=tuple(race_rows[:RACE_LINES]),
        race_more=max(len(race_rows) - RACE_LINES, 0),
        footer=_footer(today, league.locale),
    )


def night_content(
    league: League,
    report: SeasonReport,
    event_number: int | None = None,
    *,
    today: dt.date | None = None,
) -> NightCard:
    """The night card's texts: the winner, the payouts (a deal said as such), the bounty and
    the most knockouts of event ``event_number`` (default: the last one played). Raises
    :class:`~leaguemgr.services.atomic_write.ExportError` for an event that does not exist
    or a season without one played."""
    names = Names(league)
    event, result = find_event(league, report, event_number)
    subtitle = [
        ngettext("{count} entry", "{count} entries", result.money.entries).format(
            count=result.money.entries
        ),
        _("pool {amount}").format(amount=league_money(league, result.money.pool)),
    ]
    if event.date:
        subtitle.insert(0, _date_text(event.date, league))
    payouts = sorted(result.payouts, key=lambda payout: (payout.finish, names(payout.player)))
    winners = _winners(event)
    winner = " & ".join(names(player) for player in winners) or _("No winner recorded")
    prize = sum((p.amount for p in payouts if p.player in winners), Decimal(0))
    paid = tuple(
        PaidLine(ordinal(p.finish), names(p.player), league_money(league, p.amount))
        for p in payouts[:PAID_LINES]
    )
    bounty = detail = None
    if result.bounty is not None and result.bounty.target is not None:
        pot = league_money(league, result.bounty.pot)
        target = names(result.bounty.target)
        if result.bounty.winner:
            bounty = _("{player} took the bounty").format(player=names(result.bounty.winner))
            detail = _("{amount} for knocking out {player}").format(amount=pot, player=target)
        else:
            bounty = _("Nobody knocked out {player}").format(player=target)
            detail = _("The bounty of {amount} carries over").format(amount=pot)
    knockouts = detail_ko = None
    counted = [(player, count) for player, count in result.knockouts if count > 0]
    if counted:
        most = max(count for _player, count in counted)
        leaders = [names(player) for player, count in counted if count == most]
        knockouts = " & ".join(sorted_names(leaders, league.locale))
        detail_ko = (
            _("Most knockouts: {count} each") if len(leaders) > 1 else _("Most knockouts: {count}")
        ).format(count=_count_text(most))
    if result.bounties is not None and result.bounties.paid:
        # A bounty night counts its knockouts in money: who collected the most (SPEC 9).
        most_won = result.bounties.paid[0][1]
        leaders = [names(p) for p, amount in result.bounties.paid if amount == most_won]
        knockouts = " & ".join(sorted_names(leaders, league.locale))
        total = league_money(league, result.bounties.money)
        detail_ko = (
            _("Most in bounties: {amount} each, of {total}")
            if len(leaders) > 1
            else _("Most in bounties: {amount}, of {total}")
        ).format(amount=league_money(league, most_won), total=total)
    return NightCard(
        league=league.name,
        title=_("{event} results").format(event=event_label(event.number, event.name)),
        subtitle=" · ".join(subtitle),
        winner=winner,
        winner_prize=league_money(league, prize) if prize else None,
        paid=paid,
        paid_more=max(len(payouts) - PAID_LINES, 0),
        deal=_dealt(event, league.season(report.season).rules),
        bounty=bounty,
        bounty_detail=detail,
        knockouts=knockouts,
        knockouts_detail=detail_ko,
        footer=f"{season_title(report.season)} · {_footer(today, league.locale)}",
    )


def publish_message(league: League, report: SeasonReport) -> str:
    """The short message that goes with the cards: the season and its leader."""
    played = played_events(league, report)
    head = f"{league.name}, {season_label(report.season)}"
    if not played or not report.standings:
        return _("{league}: no night played yet.").format(league=head)
    names = Names(league)
    leaders = [row for row in report.standings if row.rank == 1]
    who = (" " + _("and") + " ").join(names(row.player) for row in leaders)
    event = played[-1][0]
    after = season_progress(league, report).after_text(starts=False)
    text = (
        _("{league}, {after}: {players} lead with {points} points. {event} won by {winners}.")
        if len(leaders) > 1
        else _("{league}, {after}: {players} leads with {points} points. {event} won by {winners}.")
    )
    return text.format(
        league=head,
        after=after,
        players=who,
        points=points_text(
            ranking_points(leaders[0]), whole=_whole(report.standings), locale=league.locale
        ),
        event=event_label(event.number, event.name),
        winners=" & ".join(names(p) for p in _winners(event)) or _("nobody"),
    )


def _dealt(event: Event, rules: SeasonRules) -> bool:
    """Whether a deal paid the night: its own payouts, not an import's (TD3 recorded what
    it paid) nor the cash-outs of a night played to one (SPEC 8)."""
    if is_cash_out(event, rules_at(event, rules)):
        return False
    return event.payouts is not None and not (event.source or "").startswith("td3:")


def _winners(event) -> list[str]:
    return [entry.player for entry in event.entries if counts(entry) and entry.finish == 1]


def _bounty_target(
    league: League, report: SeasonReport, names: Names
) -> tuple[str | None, str | None, str | None]:
    """(headline, detail, player id) of the bounty on the next night; Nones without one."""
    season = league.season(report.season)
    if season.rules.bounty is None:
        return None, None, None
    plan = night_plan(league, report.season, report)
    pot = league_money(league, plan.bounty_tonight or Decimal(0))
    if not plan.bounty_target:
        return (
            _("No bounty target next night"),
            _("Pot {amount} next night").format(amount=pot),
            None,
        )
    flagged = [line.player for line in plan.roster if line.bounty_target]
    named = [p.id for p in league.players if p.name == plan.bounty_target]
    target_id = (flagged or named or [None])[0]
    return (
        _("Bounty on {player}").format(player=plan.bounty_target),
        _("{amount} next night").format(amount=pot),
        target_id,
    )


def _count_text(value: float) -> str:
    return f"{value:g}"


def _date_text(text: str | None, league: League) -> str | None:
    """ "15 November 2026"; "15. November 2026" in a German league (its locale's words)."""
    try:
        day = dt.date.fromisoformat(text) if text else None
    except ValueError:
        return text
    if day is None:
        return None
    spoken = spoken_language()
    if spoken in LANGUAGES and spoken != SOURCE:
        locale = league.locale
        words = locale if locale and supported_language(locale) == spoken else spoken
        return format_date(day, "long", locale=words)
    return f"{day.day} {day:%B %Y}"


def _footer(today: dt.date | None, locale: str | None) -> str:
    # The day it was drawn, as the league writes a date ("02.12.2026"; ISO without a locale).
    return f"leaguemgr · {league_formats.date(today or dt.date.today(), locale)}"

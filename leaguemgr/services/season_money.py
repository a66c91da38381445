"""The league's money between nights (SPEC 7), as the CLI, the Money screen and the exports
see it: balances, lines with their running balance, and recording a line.

Input is checked here once for every caller: an unknown player, a zero, NaN, ``-0`` or
absurd amount, an unknown kind or purpose and an unparsable date are refused with one line
naming what is wrong (:class:`LedgerInputError`), before anything is written.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_box import CashBox, night_box, season_box, total
from leaguemgr.domain.cash_out import Owed
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.ledger import (
    PlayerMoney,
    date_problem,
    dues_charged,
    ledger_summary,
    parse_ledger_amount,
    player_money,
    unpaid_at,
)
from leaguemgr.domain.ledger_statement import LineRow, line_counts, statement
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import (
    Event,
    EventKind,
    LedgerFor,
    LedgerKind,
    LedgerLine,
    Player,
    Season,
)
from leaguemgr.domain.results import LedgerSummary, SeasonReport
from leaguemgr.language.texts import _
from leaguemgr.services.league_service import Change, LeagueService


class LedgerInputError(ValueError):
    """A ledger line that cannot be recorded, worded for whoever typed it."""


@dataclass(frozen=True, slots=True)
class SeasonMoney:
    """Everything the Money screen and ``ledger show`` tell about a season's money."""

    season: str
    summary: LedgerSummary
    players: dict[str, PlayerMoney]
    lines: tuple[LedgerLine, ...]
    record: Season
    report: SeasonReport
    roster: dict[str, Player]

    def owes(self, player: str) -> Decimal:
        money = self.players.get(player)
        return ZERO if money is None else money.owes

    @property
    def rows(self) -> tuple[LineRow, ...]:
        """Every line and every night's effect with the player's balance after it."""
        return tuple(statement(self.record, self.report, self.roster))

    def line_counts(self) -> dict[str, int]:
        """How many rows each player's statement lists (:meth:`rows_of`)."""
        return line_counts(self.record, self.report, self.roster)

    def rows_of(self, player: str) -> list[LineRow]:
        """One player's statement: lines and nights, each with the balance after it."""
        return statement(self.record, self.report, self.roster, player)


def season_money(service: LeagueService, season: str) -> SeasonMoney:
    """Balances, the ``ledger`` section and the lines (rows with running balances on ask)."""
    league = service.league_for_season(season)
    record = league.season(season)
    report = service.report(season)
    players = {player.id: player for player in league.players}
    money = player_money(record, report, players)
    summary = report.ledger or ledger_summary(record, report, players)
    return SeasonMoney(season, summary, money, record.ledger, record, report, players)


def player_balances(service: LeagueService, season: str) -> dict[str, Decimal]:
    """What each player owes in the season (positive) or is owed (negative); square: absent."""
    league = service.league_for_season(season)
    players = {player.id: player for player in league.players}
    money = player_money(league.season(season), service.report(season), players)
    return {player: owes for player, part in money.items() if (owes := part.owes)}


def who_owes(service: LeagueService, season: str) -> list[tuple[str, Decimal]]:
    """The players who owe the league (the standings' banner), most first: the Money
    screen's balances, unpaid entries, dues and fines alike (SPEC 7: one figure a player)."""
    owed = [(p, owes) for p, owes in player_balances(service, season).items() if owes > 0]
    return sorted(owed, key=lambda item: (-item[1], item[0]))


def owed_with_event(
    service: LeagueService, season: str, draft: Event, replaces: int | None
) -> dict[str, Decimal] | None:
    """What each player owes the league with ``draft`` in place of saved event ``replaces``
    (the event editor's warnings): their balance, with the draft's unpaid entries, and the
    dues a first night charges, in place of the saved event's; saved as typed, it is the
    Money screen's figure. ``None`` when the season's report cannot be worked out."""
    try:
        owes = player_balances(service, season)
    except (RuleError, ValueError, KeyError):
        return None
    league = service.league_for_season(season)
    record = league.season(season)
    saved = next((e for e in record.events if e.number == replaces), None)
    if draft.kind is not EventKind.REGULAR:
        return owes
    for player, amount in unpaid_at(draft, record).items():
        owes[player] = owes.get(player, ZERO) + amount
    if saved is not None and saved.kind is EventKind.REGULAR:
        for player, amount in unpaid_at(saved, record).items():
            owes[player] = owes.get(player, ZERO) - amount
    dues = record.rules.dues
    if dues is not None:
        others = dataclasses.replace(
            record, events=tuple(e for e in record.events if e.number != replaces)
        )
        players = {player.id: player for player in league.players}
        with_draft = dataclasses.replace(others, events=(*others.events, draft))
        after = set(dues_charged(with_draft, players))
        charged = set(dues_charged(record, players))
        for player in after - charged:
            owes[player] = owes.get(player, ZERO) + dues.amount
        for player in charged - after:
            owes[player] = owes.get(player, ZERO) - dues.amount
    return owes


def make_line(
    players: dict[str, Player],
    kind: str,
    player: str,
    amount: str,
    purpose: str = "other",
    date: str | None = None,
    note: str = "",
    today: datetime.date | None = None,
    *,
    dues: bool = True,
) -> LedgerLine:
    """A ledger line from typed values; :class:`LedgerInputError` says what is wrong.

    ``dues`` is false in a season without dues: a payment for dues is refused there (it
    would only be a credit nobody meant, issue 31)."""
    kinds = [k.value for k in LedgerKind]
    if kind not in kinds:
        raise LedgerInputError(
            _("kind: '{kind}' is not one of {kinds}").format(kind=kind, kinds=", ".join(kinds))
        )
    found = find_player(players, player)
    try:
        value = parse_ledger_amount(amount)
    except ValueError as exc:
        raise LedgerInputError(_("amount: {problem}").format(problem=exc)) from None
    purposes = [p.value for p in LedgerFor]
    if purpose not in purposes:
        raise LedgerInputError(
            _("--for: '{purpose}' is not one of {purposes}").format(
                purpose=purpose, purposes=", ".join(purposes)
            )
        )
    if not dues and purpose == LedgerFor.DUES.value and kind == LedgerKind.PAYMENT.value:
        raise LedgerInputError(
            _(
                "--for: this season charges no dues, so a dues payment would only be a credit: "
                "record it for other, or set the dues in Season setup first"
            )
        )
    when = (today or datetime.date.today()).isoformat() if date is None else date
    if date_problem(when) is not None:
        raise LedgerInputError(
            _("--date: '{date}' is not a date written YYYY-MM-DD").format(date=when)
        )
    if len(note) > 500 or any(not ch.isprintable() for ch in note):
        raise LedgerInputError(_("--note: one line of at most 500 printable characters"))
    return LedgerLine(when, found.id, LedgerKind(kind), value, LedgerFor(purpose), note)


def find_player(players: dict[str, Player], text: str) -> Player:
    """A player by id, or by a name that only one player has (case aside)."""
    if text in players:
        return players[text]
    named = [p for p in players.values() if p.name.casefold() == text.strip().casefold()]
    if len(named) == 1:
        return named[0]
    raise LedgerInputError(_("player: there is no player '{name}'").format(name=text))


def settle_what_is_owed(
    service: LeagueService, season: str, player: str, amount: Decimal, date: str | None = None
) -> Change:
    """A player pays what they owe (at a night's arrivals, with the buy-in): a payment per
    kind paid, as the close nets a debt (SPEC 7): entries first, then dues, then other."""
    from leaguemgr.services.night_cash_out import owed_now

    league = service.league_for_season(season)
    owed = owed_now(league, service.report(season), season).get(player, Owed())
    when = date or datetime.date.today().isoformat()
    lines = [
        LedgerLine(when, player, LedgerKind.PAYMENT, part, purpose, "at the door")
        for purpose, part in owed.netted(cents(amount))
    ]
    return record_lines(service, season, lines)


def record_lines(service: LeagueService, season: str, lines: Sequence[LedgerLine]) -> Change:
    """Append lines to the season's ledger in one transaction (checked first)."""
    return service.record_ledger_lines(season, lines)


def describe_balance(name: str, owes: Decimal) -> str:
    """ "Ann owes 20.00", "the league owes Ann 20.00" or "Ann is square"."""
    if owes > 0:
        return _("{name} owes {amount}").format(name=name, amount=f"{cents(owes):.2f}")
    if owes < 0:
        return _("the league owes {name} {amount}").format(name=name, amount=f"{cents(-owes):.2f}")
    return _("{name} is square").format(name=name)


def season_cash_box(service: LeagueService, season: str) -> CashBox:
    """The season's cash box: taken in, paid out, funds held, owed each way, on hand."""
    league = service.league_for_season(season)
    players = {player.id: player for player in league.players}
    return season_box(league.season(season), service.report(season), players)


def league_cash_box(service: LeagueService) -> CashBox:
    """The league's cash box: every season's added up (seasons that do not report skipped)."""
    boxes = []
    for name in service.season_names():
        try:
            boxes.append(season_cash_box(service, name))
        except (RuleError, ValueError):
            continue
    return total(boxes)


def night_cash_boxes(
    service: LeagueService, season: str
) -> list[tuple[Event, Callable[[], CashBox]]]:
    """Each regular night of the season that has a result, with how to work out its cash
    box (worked out when asked: a season has many nights, the screen shows one)."""
    record = service.league_for_season(season).season(season)
    report = service.report(season)
    regular = sorted(
        (e for e in record.events if e.kind is EventKind.REGULAR), key=lambda e: e.number
    )
    return [
        (event, lambda event=event, result=result: night_box(record, event, result))
        for event, result in zip(regular, report.events, strict=True)
        if event.entries
    ]

"""``leaguemgr ledger show`` and ``leaguemgr ledger record`` (SPEC 7).

``record`` appends one line and prints the player's new balance; bad input (an unknown
player, kind or purpose, a zero, NaN, ``-0`` or absurd amount, a date that is not one) is
one line on stderr, exit 2, and nothing written.
"""

from __future__ import annotations

import argparse
import datetime
import json
from pathlib import Path
from typing import Any

from leaguemgr.cli.db import add_db_option
from leaguemgr.language.texts import _


class LedgerCommandError(Exception):
    """A ledger command that cannot be done, worded for whoever typed it."""


def add_parsers(commands: Any) -> None:
    ledger = commands.add_parser("ledger", help=_("the league's money between nights (SPEC 7)"))
    actions = ledger.add_subparsers(dest="ledger_action", metavar="ACTION", required=True)
    show = actions.add_parser("show", help=_("balances and every line with its running balance"))
    add_db_option(show)
    show.add_argument("--season", required=True)
    show.add_argument("--player", metavar="P", help=_("only this player's lines"))
    show.add_argument("--format", default="text", help=_("json or text (default)"))
    record = actions.add_parser("record", help=_("append one line; prints the player's balance"))
    add_db_option(record)
    record.add_argument("--season", required=True)
    # Kind and purpose are checked here, not by argparse: a bad one is one line, not a usage.
    record.add_argument("kind", metavar="payment|charge|payout")
    record.add_argument("player", metavar="PLAYER")
    # No option looks like a negative number, so "-20" (a correction) is taken as the amount.
    record.add_argument("amount", metavar="AMOUNT")
    record.add_argument("--for", dest="purpose", default="other", metavar="dues|entries|...")
    record.add_argument("--date", metavar="YYYY-MM-DD", help=_("default: today"))
    record.add_argument("--note", default="")


def run_ledger(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.season_money import LedgerInputError

    if isinstance(options.db, Path) and not options.db.exists():
        raise LedgerCommandError(_("{path}: no such league database").format(path=options.db))
    reading = options.ledger_action == "show"
    if reading and options.format not in ("json", "text"):
        raise LedgerCommandError(
            _("--format: '{format}' is not json or text").format(format=options.format)
        )
    service = LeagueService.open(options.db, read_only=reading, create=False)
    try:
        if options.season not in service.season_names():
            raise LedgerCommandError(
                _("there is no season named '{name}'").format(name=options.season)
            )
        try:
            if reading:
                print(_show(service, options))
            else:
                print(_record(service, options))
        except LedgerInputError as exc:
            raise LedgerCommandError(str(exc)) from None
        return 0
    finally:
        service.close()


def _record(service: Any, options: argparse.Namespace) -> str:
    from leaguemgr.services.season_money import (
        describe_balance,
        make_line,
        record_lines,
        season_money,
    )

    players = service.players_by_id()
    line = make_line(
        players,
        options.kind,
        options.player,
        options.amount,
        options.purpose,
        options.date,
        options.note,
        today=_today(),
        dues=service.season(options.season).rules.dues is not None,
    )
    record_lines(service, options.season, [line])
    owes = season_money(service, options.season).owes(line.player)
    return _("recorded {kind} of {amount} for {purpose} ({date}): {balance}").format(
        kind=line.kind.value,
        amount=f"{line.amount:.2f}",
        purpose=line.purpose.value,
        date=line.date,
        balance=describe_balance(line.player, owes),
    )


def _today() -> datetime.date:
    """Today, or the day of ``LEAGUEMGR_NOW`` where a script or test sets the time."""
    from leaguemgr.cli.night import now_from_environment

    now = now_from_environment()
    if now is None:
        return datetime.date.today()
    return datetime.datetime.fromtimestamp(now(), tz=datetime.UTC).date()


def _show(service: Any, options: argparse.Namespace) -> str:
    from leaguemgr.domain.money import format_money
    from leaguemgr.exporters.report_json import ledger_section
    from leaguemgr.leaguefile.money_keys import line_document
    from leaguemgr.services.season_money import describe_balance, find_player, season_money

    money = season_money(service, options.season)
    rows = list(money.rows)
    players = service.players_by_id()
    if options.player is not None:
        player = find_player(players, options.player).id
        rows = [row for row in rows if row.line.player == player]
    if options.format == "json":
        # A night's effect (an unpaid entry, the dues, a prize) is a row too, its kind said.
        lines = [
            line_document(row.line) | {"kind": row.kind_text, "balance": format_money(row.balance)}
            for row in rows
        ]
        return json.dumps({"ledger": ledger_section(money.summary), "lines": lines}, indent=2)
    names = {pid: player.name for pid, player in players.items()}
    summary = money.summary
    out = [
        _("Season {season}: {owed_to} owed to the league, {owed_by} owed by the league").format(
            season=options.season,
            owed_to=format_money(summary.receivable),
            owed_by=format_money(summary.payable),
        )
    ]
    for pid, owes in summary.balances:
        if options.player is None or pid == options.player or names.get(pid) == options.player:
            out.append(f"  {describe_balance(names.get(pid, pid), owes)}")
    if summary.dues_unpaid:
        out.append(
            _("Dues unpaid: {players}").format(
                players=", ".join(names.get(p, p) for p in summary.dues_unpaid)
            )
        )
    out.append("")
    out.append(f"{'Date':<10}  {'Player':<20}  {'Kind':<7}  {'For':<7}  {'Amount':>10}  "
               f"{'Balance':>10}  Note")  # fmt: skip
    for row in rows:
        line = row.line
        out.append(
            f"{line.date:<10}  {names.get(line.player, line.player)[:20]:<20}  "
            f"{row.kind_text:<7}  {line.purpose.value:<7}  {format_money(line.amount):>10}  "
            f"{format_money(row.balance):>10}  {line.note}".rstrip()
        )
    return "\n".join(out)

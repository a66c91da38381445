"""The season report as readable tables for a terminal (``leaguemgr report --format text``).

It is the organizer's, so it speaks the user's language (``LANG``), not the league's; its
amounts are the league's: bare ("1234.50") for a league without a locale, as always, or as
the locale writes them ("1.234,50 €").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from leaguemgr.domain import league_formats
from leaguemgr.domain.championship import no_longer_offered_text, pool_source_text
from leaguemgr.domain.knockouts import bounties_by_player
from leaguemgr.domain.money import ZERO, format_money
from leaguemgr.domain.records import League
from leaguemgr.domain.results import LedgerSummary, SeasonReport
from leaguemgr.domain.words import (
    MAKEUP_OFFERED,
    OUT,
    TIED_AT_THE_CUT,
    capitalized,
    championship_word,
    season_title,
)
from leaguemgr.language.texts import _, ngettext


def _count(value: float, locale: str | None = None) -> str:
    """A knockout count: whole, or with the half of a shared knockout ("0,5" in de_DE)."""
    return f"{value:g}" if locale is None else league_formats.number(value, locale)


def report_text(league: League, report: SeasonReport) -> str:
    """Standings, each event's pool and payouts, funds, and the championship."""
    names = {player.id: player.name for player in league.players}
    locale = league.locale

    def name(player: str | None) -> str:
        return "-" if player is None else names.get(player, player)

    def format_money(amount: Decimal) -> str:
        return _money(amount, league)

    def points(value: float) -> str:
        return league_formats.number(value, locale, places=2, grouping=False)

    out: list[str] = [
        _("{league}: {season}").format(league=league.name, season=season_title(report.season)),
        "",
    ]
    best = any(row.best_points is not None for row in report.standings)
    champ = report.championship
    words = {} if champ is None else {e.player: championship_word(e) for e in champ.eligibility}
    status = [_("Championship")] if champ is not None else []
    # What each collected in knockout bounties, as the standings screen and sheets show it.
    bounties = bounties_by_player(report)
    won = [_("Bounties")] if bounties is not None else []
    out += _section(
        _("Standings"),
        [_("Rank"), _("Player"), *([_("Best")] if best else []), _("Points"), _("Events"),
         _("Wins"), _("Knockouts"), *won, _("Penalties"), *status],
        [
            [row.rank, name(row.player),
             *([points(row.best_points or 0.0)] if best else []),
             points(row.points), row.events_played, row.wins, _count(row.knockouts, locale),
             *([format_money(bounties.get(row.player, ZERO))] if won else []),
             points(row.penalties),
             *([capitalized(words.get(row.player, OUT))] if status else [])]
            for row in report.standings
        ],
        right=set(range(len(won) + (8 if best else 7))) - {1},
    )  # fmt: skip
    for event in report.events:
        money = event.money
        # One figure per fund, as the JSON report has it: a night's own set-aside into a
        # fund the season already feeds (money not paid out, SPEC 8) adds to that fund's.
        asides = ", ".join(
            f"{fund} {format_money(money.set_aside(fund))}" for fund in dict(money.set_asides)
        )
        header = ngettext(
            "Event {number}: {count} entry, gross {gross}, pool {pool}",
            "Event {number}: {count} entries, gross {gross}, pool {pool}",
            money.entries,
        ).format(
            number=event.number,
            count=money.entries,
            gross=format_money(money.gross),
            pool=format_money(money.pool),
        )
        lines = [header, "  " + _("set aside: {funds}").format(funds=asides or _("nothing"))]
        lines.append(
            "  " + _("added to the pool: {amount}").format(amount=format_money(money.added))
        )
        if money.comped:
            lines.append(
                "  "
                + _("comped (free entries): {amount}").format(amount=format_money(money.comped))
            )
        if event.bounties is not None:
            paid = ", ".join(f"{name(p)} {format_money(a)}" for p, a in event.bounties.paid)
            total = format_money(event.bounties.money)
            lines.append(
                "  "
                + (
                    _("knockout bounties: {amount} (collected: {paid})").format(
                        amount=total, paid=paid
                    )
                    if paid
                    else _("knockout bounties: {amount}").format(amount=total)
                )
            )
        if event.bounty is not None:
            lines.append(
                "  "
                + _("bounty: target {target}, pot {pot}, won by {winner}").format(
                    target=name(event.bounty.target),
                    pot=format_money(event.bounty.pot),
                    winner=name(event.bounty.winner),
                )
            )
        out += lines
        out += _indent(
            _table(
                [_("Finish"), _("Player"), _("Payout")],
                [[p.finish, name(p.player), format_money(p.amount)] for p in event.payouts],
                right={0, 2},
            )
        )
        out.append("")
    # A league without a bounty on the previous winner has no pot to speak of (issue 30).
    has_bounty = report.bounty_pot_end or any(event.bounty is not None for event in report.events)
    out += _section(
        _("Funds"),
        [_("Fund"), _("Total")],
        [[fund, format_money(amount)] for fund, amount in report.funds]
        + (
            [[_("bounty pot at season end"), format_money(report.bounty_pot_end)]]
            if has_bounty
            else []
        ),
        right={1},
    )
    if report.dealer_credits:
        out += _section(
            _("Dealer credits"),
            [_("Player"), _("Units"), _("Earned"), _("Used"), _("Available")],
            [
                [name(r.player), r.units, r.free_entries_earned, r.free_entries_used,
                 r.free_entries_available]
                for r in report.dealer_credits
            ],
            right={1, 2, 3, 4},
        )  # fmt: skip
    if report.season_prizes:
        out += _section(
            _("Season prizes"),
            [_("Player"), _("Prize")],
            [[name(a.player), format_money(a.amount)] for a in report.season_prizes],
            right={1},
        )
    champ = report.championship
    if champ is not None:
        rules = league.season(report.season).rules.championship
        starting = rules.starting_chips if rules else 0
        # How a seat was won is a key of the JSON report ("points", "makeup"): shown in words.
        via = {"points": _("points"), "makeup": _("makeup")}
        out += _section(
            _("Championship: pool {amount}").format(amount=format_money(champ.pool)),
            [_("Seat"), _("Player"), _("Via"), _("Fee"), _("Bonus chips"), _("Starting stack")],
            [
                [i, name(s.player), via.get(s.via, s.via), format_money(s.fee),
                 league_formats.number(s.bonus_chips, locale),
                 league_formats.number(starting + s.bonus_chips, locale)]
                for i, s in enumerate(champ.field, 1)
            ],
            right={0, 3, 4, 5},
        )  # fmt: skip
        extra = [
            "  " + _("{source}: {amount}").format(
                source=pool_source_text(label), amount=format_money(amount))
            for label, amount in champ.pool_sources
        ]  # fmt: skip
        out += [_("Pool sources:"), *extra, ""]
        if champ.makeup_offers:
            offers = ", ".join(
                ngettext(
                    "{player} ({count} missed, {fee})", "{player} ({count} missed, {fee})",
                    o.missed,
                ).format(player=name(o.player), count=o.missed, fee=format_money(o.fee))
                for o in champ.makeup_offers
            )  # fmt: skip
            out += [
                _("{status}: {players}").format(status=capitalized(MAKEUP_OFFERED), players=offers),
                "",
            ]
        late = [no_longer_offered_text(m, name(m.player)) for m in champ.makeups_no_longer_offered]
        if late:
            out += [*late, ""]
        if champ.ties_at_cut:
            tied = ", ".join(name(p) for p in champ.ties_at_cut)
            out += [
                _("{status} (unresolved): {players}").format(
                    status=capitalized(TIED_AT_THE_CUT), players=tied
                ),
                "",
            ]
        out += _section(
            _("Championship payouts"),
            [_("Place"), _("Payout")],
            [[p.place, format_money(p.amount)] for p in champ.payouts],
            right={0, 1},
        )
        if champ.results is not None:
            out += _section(
                _("Championship results"),
                [_("Finish"), _("Player"), _("Payout")],
                [[r.finish, name(r.player), format_money(r.amount)] for r in champ.results],
                right={0, 2},
            )
    if report.ledger is not None:
        out += ledger_text(report.ledger, name, format_money)
    return "\n".join(out).rstrip() + "\n"


def _money(amount: Decimal, league: League) -> str:
    """An amount of the report: bare without a locale ("1234.50"), else the locale's."""
    if league.locale is None:
        return format_money(amount)
    return league_formats.money(amount, league.currency, league.locale)


def ledger_text(
    ledger: LedgerSummary,
    name: Callable[[str], str],
    money: Callable[[Decimal], str] = format_money,
) -> list[str]:
    """The money between nights: who owes the league, whom the league owes, unpaid dues."""
    out = _section(
        _("Money owed: {receivable} to the league, {payable} by the league").format(
            receivable=money(ledger.receivable), payable=money(ledger.payable)
        ),
        [_("Player"), _("Owes")],
        [[name(player), money(owes)] for player, owes in ledger.balances],
        right={1},
    )
    if ledger.dues_unpaid:
        players = ", ".join(name(p) for p in ledger.dues_unpaid)
        out += [_("Dues unpaid: {players}").format(players=players), ""]
    return out


def _section(title: str, headers: Sequence[str], rows: list[list], right: set[int]) -> list[str]:
    return [title, *_table(headers, rows, right), ""]


def _indent(lines: list[str]) -> list[str]:
    return ["  " + line for line in lines]


def _table(headers: Sequence[str], rows: list[list], right: set[int]) -> list[str]:
    cells = [[str(cell) for cell in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))

    def line(values: Sequence[str]) -> str:
        parts = [
            value.rjust(widths[i]) if i in right else value.ljust(widths[i])
            for i, value in enumerate(values)
        ]
        return "  ".join(parts).rstrip()

    return [line(headers), line(["-" * w for w in widths]), *(line(row) for row in cells)]

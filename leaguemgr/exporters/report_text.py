"""The season report as readable tables for a terminal (``leaguemgr report --format text``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from leaguemgr.domain.championship import no_longer_offered_text
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


def _count(value: float) -> str:
    """A knockout count: whole, or with the half of a shared knockout."""
    return f"{value:g}"


def report_text(league: League, report: SeasonReport) -> str:
    """Standings, each event's pool and payouts, funds, and the championship."""
    names = {player.id: player.name for player in league.players}

    def name(player: str | None) -> str:
        return "-" if player is None else names.get(player, player)

    out: list[str] = [f"{league.name}: {season_title(report.season)}", ""]
    best = any(row.best_points is not None for row in report.standings)
    champ = report.championship
    words = {} if champ is None else {e.player: championship_word(e) for e in champ.eligibility}
    status = ["Championship"] if champ is not None else []
    # What each collected in knockout bounties, as the standings screen and sheets show it.
    bounties = bounties_by_player(report)
    won = ["Bounties"] if bounties is not None else []
    out += _section(
        "Standings",
        ["Rank", "Player", *(["Best"] if best else []), "Points", "Events", "Wins", "Knockouts",
         *won, "Penalties", *status],
        [
            [row.rank, name(row.player),
             *([f"{row.best_points or 0.0:.2f}"] if best else []),
             f"{row.points:.2f}", row.events_played, row.wins, _count(row.knockouts),
             *([format_money(bounties.get(row.player, ZERO))] if won else []),
             f"{row.penalties:.2f}",
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
        header = (
            f"Event {event.number}: {money.entries} entries, gross {format_money(money.gross)}, "
            f"pool {format_money(money.pool)}"
        )
        lines = [header, f"  set aside: {asides or 'nothing'}"]
        lines.append(f"  added to the pool: {format_money(money.added)}")
        if money.comped:
            lines.append(f"  comped (free entries): {format_money(money.comped)}")
        if event.bounties is not None:
            paid = ", ".join(f"{name(p)} {format_money(a)}" for p, a in event.bounties.paid)
            lines.append(
                f"  knockout bounties: {format_money(event.bounties.money)}"
                + (f" (collected: {paid})" if paid else "")
            )
        if event.bounty is not None:
            lines.append(
                f"  bounty: target {name(event.bounty.target)}, pot "
                f"{format_money(event.bounty.pot)}, won by {name(event.bounty.winner)}"
            )
        out += lines
        out += _indent(
            _table(
                ["Finish", "Player", "Payout"],
                [[p.finish, name(p.player), format_money(p.amount)] for p in event.payouts],
                right={0, 2},
            )
        )
        out.append("")
    # A league without a bounty on the previous winner has no pot to speak of (issue 30).
    has_bounty = report.bounty_pot_end or any(event.bounty is not None for event in report.events)
    out += _section(
        "Funds",
        ["Fund", "Total"],
        [[fund, format_money(amount)] for fund, amount in report.funds]
        + (
            [["bounty pot at season end", format_money(report.bounty_pot_end)]]
            if has_bounty
            else []
        ),
        right={1},
    )
    if report.dealer_credits:
        out += _section(
            "Dealer credits",
            ["Player", "Units", "Earned", "Used", "Available"],
            [
                [name(r.player), r.units, r.free_entries_earned, r.free_entries_used,
                 r.free_entries_available]
                for r in report.dealer_credits
            ],
            right={1, 2, 3, 4},
        )  # fmt: skip
    if report.season_prizes:
        out += _section(
            "Season prizes",
            ["Player", "Prize"],
            [[name(a.player), format_money(a.amount)] for a in report.season_prizes],
            right={1},
        )
    champ = report.championship
    if champ is not None:
        rules = league.season(report.season).rules.championship
        starting = rules.starting_chips if rules else 0
        out += _section(
            f"Championship: pool {format_money(champ.pool)}",
            ["Seat", "Player", "Via", "Fee", "Bonus chips", "Starting stack"],
            [
                [i, name(s.player), s.via, format_money(s.fee), f"{s.bonus_chips:,}",
                 f"{starting + s.bonus_chips:,}"]
                for i, s in enumerate(champ.field, 1)
            ],
            right={0, 3, 4, 5},
        )  # fmt: skip
        extra = [f"  {label}: {format_money(amount)}" for label, amount in champ.pool_sources]
        out += ["Pool sources:", *extra, ""]
        if champ.makeup_offers:
            offers = ", ".join(
                f"{name(o.player)} ({o.missed} missed, {format_money(o.fee)})"
                for o in champ.makeup_offers
            )
            out += [f"{capitalized(MAKEUP_OFFERED)}: {offers}", ""]
        late = [no_longer_offered_text(m, name(m.player)) for m in champ.makeups_no_longer_offered]
        if late:
            out += [*late, ""]
        if champ.ties_at_cut:
            tied = ", ".join(name(p) for p in champ.ties_at_cut)
            out += [f"{capitalized(TIED_AT_THE_CUT)} (unresolved): {tied}", ""]
        out += _section(
            "Championship payouts",
            ["Place", "Payout"],
            [[p.place, format_money(p.amount)] for p in champ.payouts],
            right={0, 1},
        )
        if champ.results is not None:
            out += _section(
                "Championship results",
                ["Finish", "Player", "Payout"],
                [[r.finish, name(r.player), format_money(r.amount)] for r in champ.results],
                right={0, 2},
            )
    if report.ledger is not None:
        out += ledger_text(report.ledger, name)
    return "\n".join(out).rstrip() + "\n"


def ledger_text(ledger: LedgerSummary, name: Callable[[str], str]) -> list[str]:
    """The money between nights: who owes the league, whom the league owes, unpaid dues."""
    out = _section(
        f"Money owed: {format_money(ledger.receivable)} to the league, "
        f"{format_money(ledger.payable)} by the league",
        ["Player", "Owes"],
        [[name(player), format_money(owes)] for player, owes in ledger.balances],
        right={1},
    )
    if ledger.dues_unpaid:
        out += [f"Dues unpaid: {', '.join(name(p) for p in ledger.dues_unpaid)}", ""]
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

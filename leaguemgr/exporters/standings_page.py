"""The players' standings page: one self-contained HTML file to post or share.

Inline style only, no scripts, no external files: it opens the same from a phone's
downloads, a web server or an e-mail attachment. Every name is escaped.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from html import escape
from pathlib import Path

from leaguemgr.domain.championship import reason_shown
from leaguemgr.domain.league_formats import number
from leaguemgr.domain.records import League, TieBreak
from leaguemgr.domain.results import ChampionshipResult, SeasonReport
from leaguemgr.domain.words import (
    DECLINED,
    MAKEUP_OFFERED,
    OUT,
    QUALIFIED,
    TIED_AT_THE_CUT,
    championship_word,
    season_title,
    ties_broken_by,
)
from leaguemgr.exporters.event_tables import (
    event_payouts_table,
    event_results_table,
    played_events,
    season_of,
)
from leaguemgr.exporters.page_style import PAGE_CSS
from leaguemgr.exporters.season_tables import championship_tables, standings_table
from leaguemgr.exporters.tables import (
    NUMERIC_KINDS,
    Kind,
    Names,
    Table,
    event_label,
    format_cell,
    format_date_text,
    league_money,
)
from leaguemgr.language import LANGUAGES, SOURCE
from leaguemgr.language.texts import _, ngettext, speaking
from leaguemgr.services.atomic_write import write_bytes_atomically
from leaguemgr.services.season_progress import championship_race_texts, season_progress

BUBBLE_SIZE = 3  # how many players just outside the field are shown as next in line
_BADGE_CSS = {
    QUALIFIED: "b-in",
    MAKEUP_OFFERED: "b-offer",
    TIED_AT_THE_CUT: "b-offer",
    DECLINED: "b-no",
    OUT: "b-out",
}


def write_html(
    league: League, report: SeasonReport, path: Path | str, *, today: dt.date | None = None
) -> None:
    """Write the players' standings page to ``path`` (one HTML file), atomically."""
    write_bytes_atomically(Path(path), standings_page(league, report, today=today).encode())


@dataclass(frozen=True, slots=True)
class StandingsParts:
    """The page's pieces, for the file below and for the league's site, which lays them
    out in its own layout. ``links`` and ``sections`` are HTML, every name escaped."""

    title: str
    league: str
    heading: str
    meta: str
    updated: str
    links: str
    sections: str


def standings_parts(
    league: League, report: SeasonReport, *, today: dt.date | None = None
) -> StandingsParts:
    """Standings, the last event's results and the championship race, as pieces, in the
    league's language (the players read them)."""
    with speaking(league.language):
        played = played_events(league, report)
        updated = format_date_text((today or dt.date.today()).isoformat(), league.locale)
        # Texts are marked outside f-strings: Babel's extractor does not look inside them.
        links = [_link("standings", _("Standings"))]
        sections = [_standings(league, report)]
        if played:
            links.append(_link("last-event", _("Last event")))
            sections.append(_last_event(league, report))
        if report.championship is not None:
            links.append(_link("championship", _("Championship")))
            sections.append(_championship(league, report, report.championship))
        heading = _("{season} standings").format(season=season_title(report.season))
        return StandingsParts(
            title=_("{league}: {standings}").format(league=league.name, standings=heading),
            league=league.name,
            heading=heading,
            meta=_("{progress} · updated {day}").format(
                progress=season_progress(league, report).after_text(), day=updated
            ),
            updated=updated,
            links="".join(links),
            sections="".join(sections),
        )


def standings_page(league: League, report: SeasonReport, *, today: dt.date | None = None) -> str:
    """The page's HTML: standings, the last event's results and the championship race."""
    with speaking(league.language) as spoken:
        parts = standings_parts(league, report, today=today)
        made = _("Made with leaguemgr on {day}.").format(day=parts.updated)
    # The pseudo-language of the tests is nobody's: such a page says it is English.
    lang = spoken if spoken in LANGUAGES else SOURCE
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(parts.title)}</title>
<style>{PAGE_CSS}</style>
</head>
<body>
<header class="top"><div class="wrap">
<p class="league">{escape(parts.league)}</p>
<h1>{escape(parts.heading)}</h1>
<p class="meta">{escape(parts.meta)}</p>
<nav class="jump">{parts.links}</nav>
</div></header>
<main>
{parts.sections}
</main>
<footer>{escape(made)}</footer>
</body>
</html>
"""


def _statuses(league: League, report: SeasonReport) -> dict[str, tuple[str, str]]:
    """Each player's championship word (``domain.words``) and its detail."""
    champ = report.championship
    if champ is None:
        return {}
    # Of the players outside the field only those next in line carry the word: a badge on
    # every row down the table would say nothing.
    shown = set(_next_in_line(champ))
    return {
        row.player: (
            championship_word(row),
            reason_shown(row.reason, lambda fee: league_money(league, fee)),
        )
        for row in champ.eligibility
        if row.status != "outside" or row.player in shown
    }


def _next_in_line(champ: ChampionshipResult) -> list[str]:
    return [row.player for row in champ.eligibility if row.status == "outside"][:BUBBLE_SIZE]


def _badge(status: tuple[str, str] | None) -> str:
    if status is None:
        return ""
    word, reason = status
    tip = f' title="{escape(reason)}"' if reason else ""
    # The word is the status's key (its badge's colour) and is shown translated.
    return f' <span class="badge {_BADGE_CSS[word]}"{tip}>{escape(_(word))}</span>'


def _race_badge(text: str) -> str:
    return f' <span class="badge b-out">{escape(text)}</span>'


def _render(
    table: Table,
    league: League,
    *,
    wide: frozenset[str] = frozenset(),
    badges: list[str] | None = None,
    rows_class: list[str] | None = None,
) -> str:
    """A table; ``wide`` columns are hidden on phones; ``badges`` follow the player's name."""
    money = (league.currency, league.locale)
    head = "".join(
        f'<th class="{_classes(column.title, column.kind, wide)}">{escape(column.title)}</th>'
        for column in table.columns
    )
    body = []
    for index, row in enumerate(table.rows):
        cells = []
        for value, column in zip(row, table.columns, strict=True):
            # A column of "$0.00" hides the few prizes that were won: show those only.
            zero = column.kind is Kind.MONEY and value is not None and not value
            text = "" if zero else escape(format_cell(value, column.kind, *money))
            css = _classes(column.title, column.kind, wide)
            if column.title == _("Player"):
                css += " player"
                if badges:
                    text += badges[index]
            cells.append(f'<td class="{css.strip()}">{text}</td>')
        css = f' class="{rows_class[index]}"' if rows_class and rows_class[index] else ""
        body.append(f"<tr{css}>{''.join(cells)}</tr>")
    return (
        f'<div class="scroll"><table><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table></div>"
    )


def _classes(title: str, kind, wide: frozenset[str]) -> str:
    classes = []
    if kind in NUMERIC_KINDS:
        classes.append("num")
    if title == _("Rank"):
        classes.append("rank")
    if title in wide:
        classes.append("wide")
    return " ".join(classes)


def _without(table: Table, titles: set[str]) -> Table:
    """The table minus some columns (the page shows the race as badges instead)."""
    keep = [i for i, column in enumerate(table.columns) if column.title not in titles]
    return Table(
        table.title,
        tuple(table.columns[i] for i in keep),
        tuple(tuple(row[i] for i in keep) for row in table.rows),
        table.notes,
        table.total_rows,
    )


def _standings(league: League, report: SeasonReport) -> str:
    table = standings_table(league, report)
    # Columns are told apart by their headings, in the language spoken like the table's.
    hidden = {_("Championship")}
    if not any(row.penalties for row in report.standings):
        hidden.add(_("Penalties"))
    table = _without(table, hidden)
    statuses = _statuses(league, report)
    # Before the season's last regular event: what a player still needs, not a make-up.
    race = championship_race_texts(league, report)
    badges = [
        _race_badge(race[r.player]) if r.player in race else _badge(statuses.get(r.player))
        for r in report.standings
    ]
    leaders = ["leader" if row.rank == 1 else "" for row in report.standings]
    wide = frozenset({_("Penalties"), _("Season prize"), _("Bounties")})
    if not report.standings:
        body = _note(_("No results yet."))
    else:
        body = _render(table, league, wide=wide, badges=badges, rows_class=leaders)
    season = next((s for s in league.seasons if s.name == report.season), None)
    tie_break = season.rules.tie_break if season is not None else TieBreak.COUNT_BACK
    legend = _("Season points; ties are broken by {tie_break}.").format(
        tie_break=ties_broken_by(tie_break)
    )
    if report.championship is not None:
        legend += " " + _(
            "Qualified: in the championship field. Out: not in it (the reason shows on hovering)."
        )
    return (
        '<section class="card" id="standings">'
        + _tagged("h2", _("Standings"))
        + f'<p class="sub">{escape(legend)}</p>{body}</section>'
    )


def _last_event(league: League, report: SeasonReport) -> str:
    event, result = played_events(league, report)[-1]
    money = result.money
    name = Names(league)
    title = event_label(event.number, event.name) + (
        f", {format_date_text(event.date, league.locale)}" if event.date else ""
    )
    stats = [
        (_("Entries"), str(money.entries)),
        (_("Prize pool"), league_money(league, money.pool)),
    ]
    if money.added:
        stats.append((_("Added to the pool"), league_money(league, money.added)))
    if result.bounties is not None:
        stats.append(
            (
                _("Knockout bounties"),
                league_money(league, result.bounties.money),
            )
        )
    if result.bounty is not None:
        bounty = result.bounty
        label = (
            _("Bounty won by {player}").format(player=name(bounty.winner))
            if bounty.winner
            else _("Bounty carries over")
        )
        stats.append((label, league_money(league, bounty.pot)))
    podium = "".join(
        f'<li><span class="place">{escape(str(place))}</span>'
        f'<span class="who">{escape(str(player))}</span>'
        f'<span class="amt">{escape(league_money(league, amount))}</span></li>'
        for place, player, amount in event_payouts_table(league, result).rows
    )
    results = event_results_table(league, event, result)
    results = _without(results, {_("Rebuys"), _("Add-ons")})
    heading = _("Last event: {event}").format(event=title)
    wide = frozenset({_("Status"), _("Knockouts")})
    return (
        f'<section class="card" id="last-event"><h2>{escape(heading)}</h2>'
        + _stats(stats)
        + _tagged("h3", _("Payouts"))
        + f'<ul class="podium">{podium}</ul>'
        + _tagged("h3", _("Results and points"))
        + f"{_render(results, league, wide=wide)}</section>"
    )


def _stats(stats: list[tuple[str, str]]) -> str:
    items = "".join(
        f'<div class="stat"><b>{escape(value)}</b><span>{escape(label)}</span></div>'
        for label, value in stats
    )
    return f'<div class="stats">{items}</div>'


def _championship(league: League, report: SeasonReport, champ: ChampionshipResult) -> str:
    name = Names(league)
    rules = season_of(league, report).rules.championship
    seats = rules.seats if rules else len(champ.field)
    stats = [
        (_("Seats filled"), _("{filled} of {seats}").format(filled=len(champ.field), seats=seats)),
        (_("Championship pool"), league_money(league, champ.pool)),
    ]
    if rules and rules.min_events:
        stats.append((_("Events to qualify"), str(rules.min_events)))
    tables = {table.title: table for table in championship_tables(league, report)}
    field = _without(tables[_("Championship field")], {_("Seat"), _("Make-up fee")})
    by_place = _("Payouts by place")
    parts = [
        '<section class="card" id="championship">' + _tagged("h2", _("Championship race")),
        '<p class="sub">'
        + escape(
            _("The top of the standings among eligible players; bonus chips follow season points.")
        )
        + "</p>",
        _stats(stats),
        '<div class="cols"><div>' + _tagged("h3", _("In the field")),
        _render(field, league, wide=frozenset({_("Bonus chips"), _("Points"), _("Via")})),
        "</div><div>",
        _next_in_line_html(league, report, champ),
    ]
    if by_place in tables and champ.payouts:
        parts += [f"<h3>{escape(by_place)}</h3>", _render(tables[by_place], league)]
    parts.append("</div></div>")
    if champ.ties_at_cut:
        tied = ", ".join(name(p) for p in champ.ties_at_cut)
        note = _("Tied for the last seat, to be settled: {players}.").format(players=tied)
        parts.append(f'<p class="note">{escape(note)}</p>')
    parts.append("</section>")
    return "".join(parts)


def _next_in_line_html(league: League, report: SeasonReport, champ: ChampionshipResult) -> str:
    """The first players outside the field, what they lack, and make-up offers."""
    name = Names(league)
    rules = season_of(league, report).rules.championship
    rows = {row.player: row for row in report.standings}
    in_on_points = [rows[s.player].points for s in champ.field if s.via == "points"]
    cut = min(in_on_points) if in_on_points else None
    items = []
    for player in _next_in_line(champ):
        row = rows[player]
        needs = []
        if rules and row.events_played < rules.min_events:
            missing = rules.min_events - row.events_played
            needs.append(
                ngettext("{count} more event", "{count} more events", missing).format(count=missing)
            )
        if cut is not None and row.points < cut:
            behind = number(cut - row.points, league.locale, places=2, grouping=False)
            needs.append(_("{points} points behind the last seat").format(points=behind))
        detail = "; ".join(needs) or _("waiting for a seat")
        items.append(f"<li><b>{escape(name(player))}</b>: {escape(detail)}</li>")
    offers = [
        f"<li><b>{escape(name(o.player))}</b>: "
        + escape(_offer_text(o.missed, league_money(league, o.fee),
                             any(s.player == o.player for s in champ.field)))
        + "</li>"
        for o in champ.makeup_offers
    ]  # fmt: skip
    html = _tagged("h3", _("Next in line for a seat"))
    html += f'<ul class="plain">{"".join(items)}</ul>' if items else _note(_("None."))
    race = championship_race_texts(league, report)
    if race:
        needs = "".join(
            f"<li><b>{escape(name(p))}</b>: {escape(text[0].lower() + text[1:])}</li>"
            for p, text in race.items()
        )
        after = season_progress(league, report).after_text()
        note = _("{progress}: make-up buy-ins are offered after the last event.").format(
            progress=after
        )
        html += (
            _tagged("h3", _("Still needed to qualify")) + f'<ul class="plain">{needs}</ul>'
            f'<p class="note">{escape(note)}</p>'
        )
    elif offers:
        html += _tagged("h3", _("Make-up offers")) + f'<ul class="plain">{"".join(offers)}</ul>'
    return html


def _link(anchor: str, text: str) -> str:
    return f'<a href="#{anchor}">{escape(text)}</a>'


def _tagged(tag: str, text: str) -> str:
    return f"<{tag}>{escape(text)}</{tag}>"


def _note(text: str) -> str:
    return f'<p class="note">{escape(text)}</p>'


def _offer_text(missed: int, fee: str, accepted: bool) -> str:
    """A make-up offer: "1 missed, buy-in $60.00 (accepted)"."""
    if accepted:
        return ngettext(
            "{count} missed, buy-in {fee} (accepted)", "{count} missed, buy-in {fee} (accepted)",
            missed,
        ).format(count=missed, fee=fee)  # fmt: skip
    return ngettext("{count} missed, buy-in {fee}", "{count} missed, buy-in {fee}", missed).format(
        count=missed, fee=fee
    )

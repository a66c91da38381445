"""Moving off the spreadsheet: a league's history from Excel and CSV files (SPEC 5).

The files are read, their layout detected and every cell checked (``leaguemgr.sheets``)
before the league is touched. The nights become closed events as the TD3 import makes them:
the sheet's points kept on each entry as its imported points (unless ``recompute`` lets the
season's formula score the places), payouts and knockouts as recorded, the money kept as
the sheet recorded it, as TD3's is (``domain.recorded_money``: what its Buy-in and Rebuys
columns took in is the gross, money paid beyond it is ``added``, money not paid out is set
aside into "not paid out", SPEC 8), and each event's ``source`` saying where it came from
(``sheet:FILE|SHEET|NIGHT#digest``). A night already imported with the same results is
left alone; one whose results changed in the file is replaced where it stands, so importing
a changed file updates only what changed. Players are matched by name ignoring case,
accents and punctuation; the rest are created.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path, PurePath

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.money import format_money as _amount
from leaguemgr.domain.names import name_problem
from leaguemgr.domain.recorded_money import UNPAID_FUND, RecordedMoney, keep_as_recorded
from leaguemgr.domain.records import (
    Entry,
    Event,
    KnockoutKind,
    KnockoutRules,
    League,
    Player,
    PointsRule,
    Season,
    SeasonRules,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from leaguemgr.language.texts import N_, _, ngettext
from leaguemgr.services.td3_import import NO_FORMULA, WHOLE_FIELD
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import Field, Layout, SheetLayout
from leaguemgr.sheets.plan import SheetEntry, SheetNight, SheetReading, detect_sheets, read_nights
from leaguemgr.sheets.reading import read_sheets
from leaguemgr.td3.matching import KnownPlayer, MatchedBy, NameMatch, match_names

SOURCE_PREFIX = "sheet:"
# Where a night's money taken in and not paid out goes (SPEC 8; the organizer may rename it).
NOT_PAID_OUT_FUND = "not paid out"


@dataclass(frozen=True, slots=True)
class StandingLine:
    """A line of the standings the import leads to, by name."""

    rank: int
    name: str
    points: float  # what ranks: the N best nights' where only those count
    played: int


@dataclass(frozen=True)
class SheetImport:
    """An import, planned: what the preview shows and what the league becomes."""

    reading: SheetReading
    league: League  # the league as it will be after the import
    seasons: tuple[str, ...]  # the seasons the import adds events to or changes
    new_seasons: tuple[str, ...]
    added: tuple[SheetNight, ...]
    updated: tuple[SheetNight, ...]
    unchanged: tuple[SheetNight, ...]
    matches: dict[str, NameMatch]  # by the name as written
    money_lines: tuple[str, ...] = ()  # per night, how the sheet's money was kept (SPEC 8)
    knockout_lines: tuple[str, ...] = ()  # per season, how KO counts were taken (SPEC 9)
    bought_lines: tuple[str, ...] = ()  # rebuy and add-on money not a whole number of them
    _standings: dict[str, tuple[StandingLine, ...]] = field(default_factory=dict, repr=False)

    @property
    def changes_anything(self) -> bool:
        return bool(self.added or self.updated)

    @property
    def players(self) -> tuple[NameMatch, ...]:
        """Each player of the sheets once, in order of first appearance."""
        return tuple({id(m): m for m in self.matches.values()}.values())

    @property
    def new_players(self) -> tuple[NameMatch, ...]:
        return tuple(m for m in self.players if m.by is MatchedBy.NEW)

    @property
    def merges(self) -> tuple[NameMatch, ...]:
        """Players written more than one way, or matched to a league player of another
        spelling: what the organizer confirms."""
        return tuple(m for m in self.players if m.merged and _spelled_otherwise(m))

    def standings(self, season: str) -> tuple[StandingLine, ...]:
        """The standings ``season`` will have after the import."""
        cached = self._standings.get(season)
        if cached is None:
            cached = self._standings[season] = self._compute_standings(season)
        return cached

    def _compute_standings(self, season: str) -> tuple[StandingLine, ...]:
        report = compute_season_report(self.league, season, validate=False)
        names = {player.id: player.name for player in self.league.players}
        return tuple(
            StandingLine(
                row.rank,
                names.get(row.player, row.player),
                row.points if row.best_points is None else row.best_points,
                row.events_played,
            )
            for row in report.standings
        )

    def agreement(self) -> list[str]:
        """Where the standings differ from a grid's own totals and ranks (or that they
        agree): the check that nothing was misread."""
        lines = []
        for sheet in self.reading.sheets:
            own = [o for o in self.reading.own_standings if o.where == sheet.grid.where]
            if sheet.layout is not Layout.GRID or not own:
                continue
            season = self._season_of_sheet(sheet)
            if season is None:
                continue
            standings = self.standings(season)
            rows = {line.name: line for line in standings}
            # A sheet that shows a tie (1, 1) agrees with standings that break it by wins.
            tied = _points_ranks(standings)
            differences = []
            for standing in own:
                match = self.matches.get(standing.name)
                line = rows.get(match.name) if match else None
                if line is None:
                    continue
                if standing.total is not None and abs(line.points - standing.total) > 0.005:
                    differences.append(
                        _("{name}: the sheet's total is {total}, the standings' {points}").format(
                            name=standing.name,
                            total=f"{standing.total:g}",
                            points=f"{line.points:g}",
                        )
                    )
                if standing.rank is not None and standing.rank not in (line.rank, tied[line.name]):
                    differences.append(
                        _("{name}: the sheet ranks {rank}, the standings {place}").format(
                            name=standing.name, rank=standing.rank, place=line.rank
                        )
                    )
            totals = sheet.column_of(Field.TOTAL) is not None
            ranks = sheet.column_of(Field.RANK) is not None
            agree = {
                (True, True): N_("{where}: the standings agree with the sheet's totals and ranks"),
                (True, False): N_("{where}: the standings agree with the sheet's totals"),
                (False, True): N_("{where}: the standings agree with the sheet's ranks"),
            }.get((totals, ranks))
            if differences:
                lines += [f"{sheet.grid.where}: {text}" for text in differences]
            elif agree:
                lines.append(_(agree).format(where=sheet.grid.where))
        return lines

    def _season_of_sheet(self, sheet: SheetLayout) -> str | None:
        """The season that holds exactly the nights of ``sheet`` (else no comparison)."""
        wanted = {
            n.identity
            for n in self.reading.nights
            if n.file == sheet.grid.file and n.sheet == sheet.grid.sheet
        }
        for season in self.league.seasons:
            held = {_identity(e.source) for e in season.events if e.source}
            if wanted and held == wanted and len(season.events) == len(wanted):
                return season.name
        return None

    def summary(self) -> list[str]:
        """The preview in lines: layouts, nights, players, merges, checks, what is skipped."""
        known = len(self.players) - len(self.new_players)
        lines = [
            _(
                "{added} night(s) to add, {updated} to update, {unchanged} already imported; "
                "season(s) {seasons}; {new} new player(s), {known} already in the league"
            ).format(
                added=len(self.added),
                updated=len(self.updated),
                unchanged=len(self.unchanged),
                seasons=", ".join(self.seasons) or "-",
                new=len(self.new_players),
                known=known,
            ),
            f"{self.reading.counts()}",
        ]
        from leaguemgr.sheets.layout import describe

        lines += [describe(sheet) for sheet in self.reading.sheets]
        lines += list(self.reading.notes)
        for match in self.merges:
            spellings = " = ".join(dict.fromkeys((*match.written, match.name)))
            said = (
                _("merged: {spellings} (a league player)")
                if match.by is MatchedBy.NAME
                else _("merged: {spellings} (a new player)")
            )
            lines.append(said.format(spellings=spellings))
        lines += [_("updated: {night}").format(night=night.where) for night in self.updated]
        lines += self.bought_lines
        lines += self.money_lines
        lines += self.knockout_lines
        lines += [_("totals: {line}").format(line=line) for line in self.reading.mismatches]
        lines += self.agreement()
        return lines


def read_sheet_files(
    paths: Iterable[Path],
    *,
    layout: Layout | None = None,
    mapping: dict[str, Field] | None = None,
    sheets: Sequence[str] = (),
) -> SheetReading:
    """Read ``paths`` and every night in them; ``SheetFileError`` names the first bad file
    or cell."""
    grids = read_sheets(paths)
    return read_nights(detect_sheets(grids, layout, mapping, sheets))


def plan_sheet_import(
    league: League | None,
    reading: SheetReading,
    *,
    season: str | None = None,
    recompute: bool = False,
    apart: Collection[str] = (),
) -> SheetImport:
    """The import of ``reading`` into ``league`` (``None``: a new league), checked by the
    rules: ``RuleError`` if the result would not be a valid league. ``season`` puts the new
    nights in that season (default: a season named after each file); ``apart`` are names as
    written that the organizer says are not the league's player of that name.

    The wizard and ``import-sheet`` both plan here, so one file makes one league."""
    league = league or League(name=_league_name(reading))
    day_first = league_reads_day_first(league)
    if reading.dates_by_default and reading.day_first != day_first:
        reading = read_nights(reading.sheets, day_first)  # in the league's order of dates
    known = [KnownPlayer(p.id, p.name, p.td3_id) for p in league.players]
    matches = match_names(reading.names, known, apart)
    players = list(league.players)
    known_ids = {p.id for p in players}
    for match in dict.fromkeys(m.player for m in matches.values()):
        found = next(m for m in matches.values() if m.player == match)
        if found.by is MatchedBy.NEW and match not in known_ids:
            players.append(Player(id=found.player, name=found.name))
            known_ids.add(match)
    seasons = list(league.seasons)
    where: dict[str, tuple[int, int]] = {}
    for s_index, existing in enumerate(seasons):
        for e_index, event in enumerate(existing.events):
            if event.source and event.source.startswith(SOURCE_PREFIX):
                where[_identity(event.source)] = (s_index, e_index)
    added: list[SheetNight] = []
    updated: list[SheetNight] = []
    unchanged: list[SheetNight] = []
    touched: list[str] = []
    new_seasons: list[str] = []
    monies: list[tuple[SheetNight, RecordedMoney]] = []
    bought: list[str] = []
    new_rules: SeasonRules | None = None
    counts: list[tuple[SheetNight, Season]] = []  # nights whose KO column is a count
    grid_sheets = Counter(s.grid.file for s in reading.sheets if s.layout is Layout.GRID)
    has_points = any(e.points is not None for n in reading.nights for e in n.entries)
    for night in reading.nights:
        found = where.get(night.identity)
        if found is not None:
            s_index, e_index = found
            old = seasons[s_index].events[e_index]
            if _content(old.source) == night.fingerprint:
                unchanged.append(night)
                continue
            rules = seasons[s_index].rules
            event = _event(night, old.number, matches, recompute, rules, bought)
            event = replace(event, kind=old.kind)
            if _counts_knockouts(night):
                counts.append((night, seasons[s_index]))
            event, money = _kept_as_recorded(event, seasons[s_index].rules)
            monies.append((night, money))
            events = list(seasons[s_index].events)
            events[e_index] = event
            seasons[s_index] = replace(seasons[s_index], events=tuple(events))
            updated.append(night)
            touched.append(seasons[s_index].name)
            continue
        name = season or _default_season(night, grid_sheets[night.file] > 1)
        index = next((i for i, s in enumerate(seasons) if s.name == name), None)
        if index is None:
            if recompute:
                raise SheetFileError(_guessed_rules_message(name, reading.nights))
            if new_rules is None:  # the same for every season made: worked out once
                new_rules = _new_rules(reading.nights, has_points and not recompute)
            rules = new_rules
            best = reading.best_of.get((night.file, night.sheet))
            if best is not None:
                rules = replace(rules, best_results=best)
            seasons.append(Season(name=name, rules=rules))
            new_seasons.append(name)
            index = len(seasons) - 1
        target = seasons[index]
        number = max((event.number for event in target.events), default=0) + 1
        event = _event(night, number, matches, recompute, target.rules, bought)
        if _counts_knockouts(night):
            counts.append((night, target))
        event, money = _kept_as_recorded(event, target.rules)
        monies.append((night, money))
        seasons[index] = replace(target, events=(*target.events, event))
        where[night.identity] = (index, len(target.events))
        added.append(night)
        touched.append(name)
    result = replace(league, players=tuple(players), seasons=tuple(seasons))
    touched_names = tuple(dict.fromkeys(touched))
    for index, existing in enumerate(result.seasons):
        if existing.name in touched_names:
            problem = first_problem(result, only_season=index)
            if problem is not None:
                raise RuleError(problem)
    if not added and not updated:
        result = league  # nothing changes, not even the players
    return SheetImport(
        reading,
        result,
        touched_names,
        tuple(new_seasons),
        tuple(added),
        tuple(updated),
        tuple(unchanged),
        matches,
        _money_lines(monies, several_files=len({night.file for night in reading.nights}) > 1),
        _count_lines(counts),
        tuple(bought),
    )


def league_reads_day_first(league: League) -> bool:
    """The order the league writes dates in, for a sheet whose dates read either way. The
    league keeps no locale yet: a league in dollars writes 10/22/2025, the rest 22/10/2025."""
    return league.currency != "USD"


def _kept_as_recorded(event: Event, rules: SeasonRules) -> tuple[Event, RecordedMoney]:
    """The night's money as the sheet recorded it, what was not paid out set aside into
    "not paid out" (SPEC 8) rather than TD3's "unpaid"."""
    event, money = keep_as_recorded(event, rules, _paid(event))
    frozen = event.frozen_rules
    if frozen is not None and money.unpaid:
        set_asides = tuple(
            replace(s, fund=NOT_PAID_OUT_FUND) if s.fund == UNPAID_FUND else s
            for s in frozen.set_asides
        )
        event = replace(event, frozen_rules=replace(frozen, set_asides=set_asides))
    return event, money


def touched_league(planned: SheetImport) -> League:
    """The league with only the seasons the import changes: the others stay as stored."""
    seasons = set(planned.seasons)
    league = planned.league
    return replace(league, seasons=tuple(s for s in league.seasons if s.name in seasons))


def _points_ranks(standings: Sequence[StandingLine]) -> dict[str, int]:
    """Competition ranks (1, 1, 3) by points alone, ties not broken."""
    ranks: dict[str, int] = {}
    previous: float | None = None
    rank = 0
    for position, line in enumerate(sorted(standings, key=lambda row: -row.points), 1):
        if previous is None or abs(line.points - previous) > 1e-9:
            rank, previous = position, line.points
        ranks[line.name] = rank
    return ranks


def _identity(source: str) -> str:
    """``sheet:FILE|SHEET|NIGHT`` of a source (a sheet's name may hold a "#" too)."""
    return source.rpartition("#")[0]


def _content(source: str) -> str:
    """The identity and the digest of a source, without where the night was read (a
    column moved in the file is the same night)."""
    identity, _sep, rest = source.rpartition("#")
    return f"{identity}#{rest.split('@', 1)[0]}"


def _spelled_otherwise(match: NameMatch) -> bool:
    return len(set(match.written) | {match.name}) > 1


def _league_name(reading: SheetReading) -> str:
    files = list(dict.fromkeys(night.file for night in reading.nights))
    return PurePath(files[0]).stem[:100] if files else "League"


def _default_season(night: SheetNight, by_sheet: bool) -> str:
    """The file's name (``Poker 2024.xlsx``: "Poker 2024"), or the sheet's where a workbook
    holds a grid per season."""
    text = night.sheet if by_sheet and night.sheet else PurePath(night.file).stem
    name = " ".join("".join(c if c.isprintable() else " " for c in text).split())[:100]
    return name if name and name_problem(name) is None else "Imported"


def _guessed_rules_message(season: str, nights: Sequence[SheetNight]) -> str:
    """Why recomputing points into a new season is refused: its rules would be guesses, and
    the points they give (everyone 0 where no buy-in is written) nobody's (issue 30)."""
    buyin = _new_rules(nights, False).buyin
    return _(
        'recomputing points needs the season\'s own rules, and season "{season}" would be '
        "new, its rules guessed (the Neau formula at a buy-in of {buyin}): "
        'create the season with its rules first and import into it (--season "{season}"), '
        "or keep the sheet's own points (no --recompute)"
    ).format(season=season, buyin=_amount(buyin))


def _new_rules(nights: Sequence[SheetNight], keeps_points: bool) -> SeasonRules:
    entries = [e for n in nights for e in n.entries]
    buyin = _most_common(e.buyin for e in entries if e.buyin is not None)
    # A rebuy column of money prices a rebuy at the least paid for one (20.00 of 20, 40).
    rebuy = min((e.rebuy_money for e in entries if e.rebuy_money), default=None)
    addon = min((e.addon_money for e in entries if e.addon_money), default=None)
    return SeasonRules(
        buyin=buyin or Decimal(0),
        rebuy_cost=rebuy or buyin or Decimal(0),
        addon_cost=addon or Decimal(0),
        payout_table=(WHOLE_FIELD,),
        # The sheet's own points count; with none (or --recompute) the usual formula does.
        points=NO_FORMULA if keeps_points else PointsRule(),
    )


def _most_common(amounts: Iterable[Decimal]) -> Decimal | None:
    counted = Counter(amounts)
    return counted.most_common(1)[0][0] if counted else None


def _event(
    night: SheetNight,
    number: int,
    matches: dict[str, NameMatch],
    recompute: bool,
    rules: SeasonRules,
    bought: list[str],
) -> Event:
    buyins = {e.buyin for e in night.entries if e.buyin is not None}
    pick_a_stack = len(buyins) > 1
    # The night's buy-in is the sheet's, whatever the season charges: a sheet without a
    # Buy-in column records no money taken in. Rebuys and add-ons are at the season's
    # prices (SPEC 8), where the sheet records any money.
    buyin = _most_common(e.buyin for e in night.entries if e.buyin is not None) or ZERO
    records_money = bool(buyins) or any(
        e.rebuy_money is not None or e.addon_money is not None for e in night.entries
    )
    rebuy_cost = rules.rebuy_cost if records_money else ZERO
    addon_cost = rules.addon_cost if records_money else ZERO
    counted = {
        id(e): (
            _bought(night, e, e.rebuys, e.rebuy_money, rebuy_cost, "rebuy", bought),
            _bought(night, e, e.addons, e.addon_money, addon_cost, "add-on", bought),
        )
        for e in night.entries
    }
    recorded = any(e.payout is not None for e in night.entries)
    payouts = tuple(
        (matches[e.name].player, e.payout)
        for e in night.entries
        if e.payout  # by finish
    )
    amount = bounty_unit(e.bounties for e in night.entries)
    won = {id(e): e.bounties for e in night.entries}
    price = count_price(night, rules)
    if amount is None and price is not None:
        # A count of knockouts at the season's fixed bounty: each won count x amount.
        amount = price
        won = {id(e): _cents(Decimal(str(e.knockouts or 0)) * price) for e in night.entries}
    return Event(
        number=number,
        date=night.date,
        name=night.name[:100] or None,
        buyin=buyin,
        rebuy_cost=rebuy_cost,
        addon_cost=addon_cost,
        max_rebuys=None,
        max_rebuys_set=True,  # the night was what it was, whatever the season allows now
        pick_a_stack=pick_a_stack,
        entries=tuple(
            Entry(
                player=matches[e.name].player,
                finish=e.finish,
                buyin=e.buyin if pick_a_stack else None,
                rebuys=counted[id(e)][0],
                addons=counted[id(e)][1],
                points=None if recompute else e.points,
                knockout_adjustment=_knockouts(e, amount, won[id(e)]),
                bounties_won=won[id(e)] or None,
            )
            for e in night.entries
        ),
        payouts=payouts if recorded else None,
        source=night.source,
        # Bounty money in the KO column, or a count at the season's fixed bounty: recorded
        # bounties, on top of the buy-ins (SPEC 9).
        knockout=None
        if amount is None
        else KnockoutRules(KnockoutKind.FIXED, amount, recorded=True),
        knockout_set=amount is not None,
    )


def _bought(
    night: SheetNight,
    entry: SheetEntry,
    count: int,
    money: Decimal | None,
    price: Decimal,
    word: str,
    lines: list[str],
) -> int:
    """The rebuys (or add-ons) of an entry: its count, or the money in a column of money
    at the season's price, whole multiples exactly and any other amount the whole ones it
    holds (at least one), the money left out named (SPEC 8)."""
    if money is None or not money:
        return count
    if price <= 0:
        raise SheetFileError(
            _no_price_message(word).format(
                file=night.file, row=entry.row, name=entry.name, money=_amount(money)
            )
        )
    whole = int(money // price)
    left = money - whole * price
    if not left:
        return whole
    counted = max(whole, 1)
    rest = money - counted * price
    said = _not_whole_message(word, rest > 0, counted)
    lines.append(
        said.format(
            row=entry.row,
            name=entry.name,
            money=_amount(money),
            price=_amount(price),
            count=counted,
            rest=_amount(abs(rest)),
        )
    )
    return counted


def _no_price_message(word: str) -> str:
    if word == "rebuy":
        return _(
            "{file}: row {row}: {name}'s rebuy is {money} but the season has no rebuy price to "
            "count it by: set the season's rebuy price first"
        )
    return _(
        "{file}: row {row}: {name}'s add-on is {money} but the season has no add-on price to "
        "count it by: set the season's add-on price first"
    )


def _not_whole_message(word: str, left_out: bool, counted: int) -> str:
    """Whole sentences for each case: a rebuy's and an add-on's words differ by language."""
    if word == "rebuy" and left_out:
        return ngettext(
            "row {row}: {name}'s rebuy {money} is not a whole number of {price} rebuys: "
            "{count} rebuy, {rest} left out",
            "row {row}: {name}'s rebuy {money} is not a whole number of {price} rebuys: "
            "{count} rebuys, {rest} left out",
            counted,
        )
    if word == "rebuy":
        return ngettext(
            "row {row}: {name}'s rebuy {money} is not a whole number of {price} rebuys: "
            "{count} rebuy, {rest} more counted",
            "row {row}: {name}'s rebuy {money} is not a whole number of {price} rebuys: "
            "{count} rebuys, {rest} more counted",
            counted,
        )
    if left_out:
        return ngettext(
            "row {row}: {name}'s add-on {money} is not a whole number of {price} add-ons: "
            "{count} add-on, {rest} left out",
            "row {row}: {name}'s add-on {money} is not a whole number of {price} add-ons: "
            "{count} add-ons, {rest} left out",
            counted,
        )
    return ngettext(
        "row {row}: {name}'s add-on {money} is not a whole number of {price} add-ons: "
        "{count} add-on, {rest} more counted",
        "row {row}: {name}'s add-on {money} is not a whole number of {price} add-ons: "
        "{count} add-ons, {rest} more counted",
        counted,
    )


def bounty_unit(won: Iterable[Decimal | None]) -> Decimal | None:
    """The bounty of one knockout, from the money each player won in bounties: the largest
    amount every one of them is a whole number of ($5 for 5, 15 and 20); ``None`` where the
    night won none."""
    units = [int(amount * 100) for amount in won if amount]
    if not units:
        return None
    return Decimal(math.gcd(*units)) / 100


def _knockouts(entry: SheetEntry, amount: Decimal | None, won: Decimal | None) -> float:
    """The knockouts of an entry: the KO count, or its bounty money in bounties."""
    if entry.knockouts is not None or amount is None or won is None:
        return entry.knockouts or 0.0
    return float(won / amount)


def _counts_knockouts(night: SheetNight) -> bool:
    """Whether the night's KO column holds counts (no bounty money written) with any."""
    return any(e.knockouts for e in night.entries) and not any(e.bounties for e in night.entries)


def count_price(night: SheetNight, rules: SeasonRules) -> Decimal | None:
    """What one knockout of a KO column written as a count is worth: the season's fixed
    knockout bounty; ``None`` when the night counts none or the season has no fixed one (a
    progressive head's worth depends on the busts' order, which a count does not give)."""
    counted = any(e.knockouts for e in night.entries)
    knockout = rules.knockout
    if not counted or knockout is None or knockout.kind is not KnockoutKind.FIXED:
        return None
    return knockout.amount


def _cents(amount: Decimal) -> Decimal:
    return amount.quantize(Decimal("0.01"))


def _count_lines(counts: Sequence[tuple[SheetNight, Season]]) -> tuple[str, ...]:
    """How each season's KO counts were taken (SPEC 9): priced at its fixed bounty, or as
    knockouts alone, and why."""
    lines = []
    for name, season in {season.name: season for _n, season in counts}.items():
        nights = sum(1 for _n, s in counts if s.name == name)
        knockout = season.rules.knockout
        if knockout is not None and knockout.kind is KnockoutKind.FIXED:
            said = ngettext(
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "bounties won are each count x {amount} (the season's bounty)",
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "bounties won are each count x {amount} (the season's bounty)",
                nights,
            )
        elif knockout is not None:
            said = ngettext(
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "imported as knockouts, no bounties won (the season's bounties are "
                "progressive: a count does not say what each head was worth)",
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "imported as knockouts, no bounties won (the season's bounties are "
                "progressive: a count does not say what each head was worth)",
                nights,
            )
        else:
            said = ngettext(
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "imported as knockouts, no bounties won (the season has no knockout "
                "bounty to price them: import into a season with a fixed knockout bounty to "
                "record them as money)",
                "{nights} night(s) of season {name} count knockouts in the KO column: "
                "imported as knockouts, no bounties won (the season has no knockout "
                "bounty to price them: import into a season with a fixed knockout bounty to "
                "record them as money)",
                nights,
            )
        amount = _amount(knockout.amount) if knockout is not None else ""
        lines.append(said.format(nights=nights, name=name, amount=amount))
    return tuple(lines)


def _paid(event: Event) -> Decimal:
    return sum((amount for _, amount in event.payouts or ()), ZERO)


def _money_lines(
    monies: Sequence[tuple[SheetNight, RecordedMoney]], several_files: bool
) -> tuple[str, ...]:
    """What the import did with each night's money (SPEC 5): a line per night that paid
    more or less than it took in, and a count of those that paid what they took in."""
    lines = []
    balanced = 0
    for night, money in monies:
        taken, paid = _amount(money.gross), _amount(money.paid)
        if money.added and money.gross:
            said = _(
                "{night}: the sheet took in {taken} and paid {paid}: {added} added to the pool"
            )
        elif money.added:
            said = _(
                "{night}: the sheet paid {paid} and records no buy-ins: {paid} added to the pool"
            )
        elif money.unpaid and money.paid:
            said = _(
                "{night}: the sheet took in {taken} and paid {paid}: {unpaid} set aside into "
                "'{fund}'"
            )
        elif money.unpaid:
            said = _(
                "{night}: the sheet took in {taken} and records no payouts: {taken} set aside "
                "into '{fund}'"
            )
        else:
            balanced += bool(money.gross)
            continue
        name = f"{night.file}, {night.name}" if several_files else night.name
        lines.append(
            said.format(
                night=name,
                taken=taken,
                paid=paid,
                added=_amount(money.added),
                unpaid=_amount(money.unpaid),
                fund=NOT_PAID_OUT_FUND,
            )
        )
    if balanced:
        lines.append(
            ngettext(
                "{count} night(s) paid out what they took in",
                "{count} night(s) paid out what they took in",
                balanced,
            ).format(count=balanced)
        )
    return tuple(lines)

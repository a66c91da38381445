"""Switching from The Tournament Director 3: its ``.tdt`` files as closed events (SPEC 5).

The files are read and the import planned whole (``leaguemgr.td3``) before the league is
touched: a bad file, or a formula that does not parse, refuses the import with one line and
changes nothing. The planned events become league records here: TD3's own points (its
formula, evaluated by the sandboxed interpreter of ``td3.formula``) are kept on each entry,
with the manual adjustments beside them; the hitmen of each bust become ``busted_by`` (the
first of several hitmen) and knockout adjustments (the others, or half credits); TD3's prize
records become the event's payouts, and its money is kept as TD3 recorded it (its rake, what
it paid beyond its pot, what it did not pay out: ``domain.recorded_money``). Then every touched
season is checked by the rules and written in one transaction by :class:`LeagueService`.
Files already imported plan nothing, so importing the same files twice changes nothing, not
even the change counter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.money import format_money as _amount
from leaguemgr.domain.recorded_money import (
    RAKE_FUND,
    UNPAID_FUND,
    RecordedMoney,
    keep_as_recorded,
)
from leaguemgr.domain.records import (
    Entry,
    Event,
    KnockoutKind,
    KnockoutRules,
    League,
    PayoutRange,
    Player,
    PointsRule,
    Season,
    SeasonRules,
)
from leaguemgr.domain.validation import first_problem
from leaguemgr.language.texts import _, ngettext
from leaguemgr.td3.files import select_tdt_files
from leaguemgr.td3.formula import parse_td3_formula
from leaguemgr.td3.matching import KnownPlayer, MatchedBy
from leaguemgr.td3.plan import ImportedEntry, ImportedEvent, ImportPlan, plan_import
from leaguemgr.td3.prices import EventPrices, event_prices
from leaguemgr.td3.tournament import Td3Tournament, read_tournament_file
from leaguemgr.td3.translate import to_leaguemgr_formula

# Until the organizer sets the season's own rules, a season made by an import pays by the
# recorded payouts and counts the points recorded on each imported entry.
WHOLE_FIELD = PayoutRange(min=1, max=10_000, percents=(Decimal(100),))
NO_FORMULA = PointsRule(preset=None, formula="0")


@dataclass(frozen=True)
class Td3Import:
    """An import, planned: what the preview shows and what :func:`apply_import` writes."""

    plan: ImportPlan
    league: League  # the league as it will be after the import
    seasons: tuple[str, ...]  # the seasons the import adds events to
    skipped_backups: tuple[Path, ...]
    new_seasons: tuple[str, ...]
    money_lines: tuple[str, ...] = ()  # per event, how TD3's money was kept (SPEC 5)

    @property
    def changes_anything(self) -> bool:
        return bool(self.plan.events)

    def summary(self) -> list[str]:
        """The preview in lines: events, players, files left out, warnings."""
        plan = self.plan
        if plan.events:
            lines = [
                _("{events} event(s) into season(s) {seasons}; {players} new player(s)").format(
                    events=len(plan.events),
                    seasons=", ".join(self.seasons),
                    players=len(plan.new_players),
                )
            ]
        elif plan.left_out:
            lines = [_("no event to import: every file was left out (see below)")]
        else:
            lines = [_("no event to import: no TD3 tournament file was given")]
        for name in self.new_seasons:
            season = self.league.season(name)
            if season.rules.points == NO_FORMULA:
                formulas = sorted(
                    {event.formula.strip() for event in plan.events if event.season == name}
                )
                if len(formulas) > 1:
                    lines.append(
                        _(
                            "new season {name}: its files use {count} different TD3 "
                            "points formulas ({formulas}), so "
                            "none becomes the season's; set its points rule for nights you add"
                        ).format(
                            name=name,
                            count=len(formulas),
                            formulas="; ".join(_quoted(f) for f in formulas),
                        )
                    )
                else:
                    lines.append(
                        _(
                            "new season {name}: TD3's points formula {formula} has no "
                            "translation; set the season's points rule for nights you add"
                        ).format(name=name, formula=_quoted(formulas[0]) if formulas else "")
                    )
            else:
                lines.append(
                    _("new season {name}: points formula translated from TD3's").format(name=name)
                )
        lines += [
            _("matched by name: {td3_name} (TD3 {td3_id}) is {name}").format(
                td3_name=match.td3_name, td3_id=match.td3_id, name=match.name
            )
            for match in plan.matching.name_matches
        ]
        lines += self.money_lines
        lines += [
            _("left out {source}: {reason}").format(source=item.source, reason=item.reason)
            for item in plan.left_out
        ]
        if self.skipped_backups:
            lines.append(
                _("skipped {count} TD3 backup file(s)").format(count=len(self.skipped_backups))
            )
        lines += plan.warnings
        return lines


def _quoted(formula: str) -> str:
    text = " ".join(formula.split()) or _("(empty)")
    return f'"{text[:60]}..."' if len(text) > 60 else f'"{text}"'


def read_tournaments(paths: Iterable[Path]) -> tuple[list[Td3Tournament], tuple[Path, ...]]:
    """Every ``.tdt`` file among ``paths`` (folders included), read; and the backups skipped.
    The first file that cannot be read raises ``Td3FileError`` naming it."""
    selection = select_tdt_files(paths)
    return [read_tournament_file(path) for path in selection.files], selection.skipped_backups


def plan_td3_import(
    league: League | None,
    tournaments: Sequence[Td3Tournament],
    *,
    season: str | None = None,
    zone: str | None = None,
    skipped_backups: tuple[Path, ...] = (),
    accept_name_matches: bool = True,
) -> Td3Import:
    """The import of ``tournaments`` into ``league`` (``None``: a new league), checked by the
    rules: ``RuleError`` if the result would not be a valid league. With
    ``accept_name_matches`` false, TD3 players matched only by name become new players."""
    league = league or League(name=_league_name(tournaments))
    known = [KnownPlayer(p.id, p.name, p.td3_id) for p in league.players]
    imported = {event.source for s in league.seasons for event in s.events if event.source}
    plan = plan_import(tournaments, known, imported, season, zone)
    if not accept_name_matches and plan.matching.name_matches:
        taken = {match.player for match in plan.matching.name_matches}
        known = [
            KnownPlayer(p.id, p.name, p.td3_id or ("-" if p.id in taken else None))
            for p in league.players
        ]
        plan = plan_import(tournaments, known, imported, season, zone)
    result, new_seasons, money_lines = _merged(league, plan)
    touched = tuple(dict.fromkeys(event.season for event in plan.events))
    for index, existing in enumerate(result.seasons):
        if existing.name in touched:
            problem = first_problem(result, only_season=index)
            if problem is not None:
                raise RuleError(problem)
    return Td3Import(plan, result, touched, skipped_backups, new_seasons, money_lines)


def _league_name(tournaments: Sequence[Td3Tournament]) -> str:
    for tournament in tournaments:
        if tournament.league_name and tournament.league_name.strip():
            return tournament.league_name.strip()
    return "League"


def _merged(league: League, plan: ImportPlan) -> tuple[League, tuple[str, ...], tuple[str, ...]]:
    players = list(league.players)
    by_id = {player.id: index for index, player in enumerate(players)}
    for match in plan.matching.matches.values():
        if match.by is MatchedBy.NAME:
            index = by_id[match.player]
            players[index] = replace(players[index], td3_id=match.td3_id)
    used = {entry.player for event in plan.events for entry in event.entries}
    for match in plan.matching.new_players:
        if match.player in used:
            players.append(Player(id=match.player, name=match.name, td3_id=match.td3_id))
    seasons = list(league.seasons)
    new_seasons = []
    money_lines: list[str] = []
    names = {player.id: player.name for player in players}
    for name in dict.fromkeys(event.season for event in plan.events):
        events = [event for event in plan.events if event.season == name]
        index = next((i for i, s in enumerate(seasons) if s.name == name), None)
        if index is None:
            seasons.append(Season(name=name, rules=_new_rules(events)))
            new_seasons.append(name)
            index = len(seasons) - 1
        season = seasons[index]
        number = max((event.number for event in season.events), default=0)
        new_events = []
        for offset, imported in enumerate(events, 1):
            prices = event_prices(imported.entries)
            event = _event(imported, number + offset, prices)
            event, line = _as_recorded(event, imported, season.rules)
            new_events.append(event)
            money_lines += [line] if line else []
            money_lines += _reconciled_lines(event, imported, prices, names)
        seasons[index] = replace(season, events=season.events + tuple(new_events))
    merged = replace(league, players=tuple(players), seasons=tuple(seasons))
    return merged, tuple(new_seasons), tuple(money_lines)


def money_line(money: RecordedMoney, source: str) -> str:
    """What the import did with TD3's money, for its summary; "" when nothing to say."""
    differs = money.gross != money.recorded_gross
    if not (money.recorded_rake or money.added or money.unpaid or differs):
        return ""
    if differs:
        said = [
            _("TD3 took in {recorded}, at the entries' prices {gross}").format(
                recorded=_amount(money.recorded_gross), gross=_amount(money.gross)
            )
        ]
    else:
        said = [_("taken in {gross}").format(gross=_amount(money.gross))]
    recorded, rake = _amount(money.recorded_rake), _amount(money.rake)
    if money.recorded_rake > money.gross and not money.gross:
        said.append(
            _("TD3 recorded a rake of {recorded} but took in nothing").format(recorded=recorded)
        )
    elif money.recorded_rake > money.gross:
        said.append(
            _(
                "TD3 recorded a rake of {recorded}, more than it took in: {rake} set aside "
                "into '{fund}'"
            ).format(recorded=recorded, rake=rake, fund=RAKE_FUND)
        )
    elif money.rake:
        said.append(_("rake {rake} set aside into '{fund}'").format(rake=rake, fund=RAKE_FUND))
    paid, pot = _amount(money.paid), _amount(money.pot)
    if money.added:
        said.append(
            _("TD3 paid {paid}, {added} beyond the pot of {pot}: added to the pool").format(
                paid=paid, added=_amount(money.added), pot=pot
            )
        )
    elif money.unpaid:
        said.append(
            _(
                "TD3 paid {paid} of a pot of {pot}: the {unpaid} not paid out set aside into "
                "'{fund}'"
            ).format(paid=paid, pot=pot, unpaid=_amount(money.unpaid), fund=UNPAID_FUND)
        )
    return _("{source}: {said}").format(source=source, said=_("; ").join(said))


def _as_recorded(event: Event, imported: ImportedEvent, rules: SeasonRules) -> tuple[Event, str]:
    """``event`` with its money as TD3 recorded it (:func:`keep_as_recorded`: its rake, what
    it paid beyond its pot, what it did not pay out), and the line saying how."""
    kept, money = keep_as_recorded(
        event,
        rules,
        sum((amount for _, amount in imported.payouts), Decimal(0)),
        rake=imported.rake,
        # The chips' money TD3 kept outside its take-in is money the players paid.
        recorded_gross=imported.gross + imported.chips_outside,
    )
    return kept, money_line(money, imported.source)


def _reconciled_lines(
    event: Event, imported: ImportedEvent, prices: EventPrices, names: dict[str, str]
) -> list[str]:
    """Where TD3's own figures alone would not reconcile, what was done about it: the
    event's gross is TD3's take-in plus the money it kept outside it, to the cent."""
    where = _('{source}, event {number} "{name}"').format(
        source=imported.source, number=event.number, name=event.name
    )
    take_in = _amount(imported.gross)
    lines = []
    if imported.bounty_money:
        carrying, stacks = imported.bounty_stacks
        said = (
            ngettext(
                "{where}: bounties {bounties}, kept by TD3 outside its take-in of {take_in} (the "
                "PersonalBounty of each of its {stacks} stacks), added to the gross and paid as "
                "TD3's busts say",
                "{where}: bounties {bounties}, kept by TD3 outside its take-in of {take_in} (the "
                "PersonalBounty of each of its {stacks} stacks), added to the gross and paid as "
                "TD3's busts say",
                stacks,
            )
            if carrying == stacks
            else ngettext(
                "{where}: bounties {bounties}, kept by TD3 outside its take-in of {take_in} (the "
                "PersonalBounty of {carrying} of its {stacks} stacks: each player chose whether "
                "a stack carries one), added to the gross and paid as TD3's busts say",
                "{where}: bounties {bounties}, kept by TD3 outside its take-in of {take_in} (the "
                "PersonalBounty of {carrying} of its {stacks} stacks: each player chose whether "
                "a stack carries one), added to the gross and paid as TD3's busts say",
                stacks,
            )
        )
        lines.append(
            said.format(
                where=where,
                bounties=_amount(imported.bounty_money),
                take_in=take_in,
                stacks=stacks,
                carrying=carrying,
            )
        )
    if imported.fixed_rake:
        per_stack = imported.rake - imported.fixed_rake
        said = (
            _(
                "{where}: TD3's fixed rake of {fixed} (Financials.FixedRake), taken from its pot "
                "once, not per player, is set aside into '{fund}', beside the stacks' rake of "
                "{per_stack}"
            )
            if per_stack
            else _(
                "{where}: TD3's fixed rake of {fixed} (Financials.FixedRake), taken from its pot "
                "once, not per player, is set aside into '{fund}'"
            )
        )
        lines.append(
            said.format(
                where=where,
                fixed=_amount(imported.fixed_rake),
                fund=RAKE_FUND,
                per_stack=_amount(per_stack),
            )
        )
    if imported.chips_outside:
        lines.append(
            _(
                "{where}: TD3 took in {take_in} and kept the {chips} its fees held for bounty "
                "chips outside it (UseBounties is off: no bounties); the gross is {gross}, and "
                "TD3's rake of {rake} is set aside from it"
            ).format(
                where=where,
                take_in=take_in,
                chips=_amount(imported.chips_outside),
                gross=_amount(imported.gross + imported.chips_outside),
                rake=_amount(imported.rake),
            )
        )
    several = [
        text.format(amounts=_and([_amount(a) for a in paid]))
        for text, paid in (
            (_("rebuys at {amounts}"), prices.rebuys_paid),
            (_("add-ons at {amounts}"), prices.addons_paid),
        )
        if paid
    ]
    if several:
        entries = imported.entries
        usual = sum((entry.buyin for entry in entries), Decimal(0))
        usual += (prices.rebuy or 0) * sum(entry.rebuys for entry in entries)
        usual += (prices.addon or 0) * sum(entry.addons for entry in entries)
        paid = imported.gross + imported.chips_outside
        said = (
            _("TD3 took in {amount}").format(amount=take_in)
            if not imported.chips_outside
            else _("its players paid {amount}").format(amount=_amount(paid))
        )
        at = [
            _("rebuy of {amount}").format(amount=_amount(prices.rebuy))
            if prices.rebuys_paid
            else "",
            _("add-on of {amount}").format(amount=_amount(prices.addon))
            if prices.addons_paid
            else "",
        ]
        moved = ", ".join(
            f"{names.get(player, player)} ({_signed(amount)})"
            for player, amount in prices.moved.items()
        )
        lines.append(
            _(
                "{where}: {several}; at the event's {prices} its entries would take in {usual} "
                "where {said}: each player's difference is on their buy-in, {moved}"
            ).format(
                where=where,
                several=_and(several),
                prices=_and([text for text in at if text]),
                usual=_amount(usual),
                said=said,
                moved=moved,
            )
        )
    return lines


def _and(items: Sequence[str]) -> str:
    """``a and b`` (``a and b and c``) in the language spoken."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = _("{first} and {second}").format(first=joined, second=item)
    return joined


def _signed(amount: Decimal) -> str:
    return f"+{_amount(amount)}" if amount > 0 else _amount(amount)


def _new_rules(events: Sequence[ImportedEvent]) -> SeasonRules:
    buyin = _most_common(entry.buyin for event in events for entry in event.entries)
    rebuy = _most_common(a for event in events for e in event.entries for a in e.rebuy_amounts)
    addon = _most_common(a for event in events for e in event.entries for a in e.addon_amounts)
    rules = SeasonRules(
        buyin=buyin or Decimal(0),
        rebuy_cost=rebuy or buyin or Decimal(0),
        addon_cost=addon or Decimal(0),
        payout_table=(WHOLE_FIELD,),
        points=NO_FORMULA,
    )
    # The nights added later count as TD3 counted, where its formula has a translation (the
    # season has no set-asides, so "pool" is the money taken in that TD3's totals add up).
    texts = {event.formula for event in events}
    if len(texts) != 1:
        return rules
    translated = to_leaguemgr_formula(parse_td3_formula(texts.pop()))
    if translated is None:
        return rules
    with_formula = replace(rules, points=PointsRule(preset=None, formula=translated))
    season = Season(name="check", rules=with_formula)
    if first_problem(League(name="check", seasons=(season,)), only_season=0) is not None:
        return rules
    return with_formula


def _most_common(amounts: Iterable[Decimal]) -> Decimal | None:
    counted = Counter(amounts)
    return counted.most_common(1)[0][0] if counted else None


def _event(imported: ImportedEvent, number: int, prices: EventPrices) -> Event:
    entries = imported.entries
    pick_a_stack = len(set(prices.buyins.values())) > 1
    adjustments = _knockout_adjustments(imported)
    return Event(
        number=number,
        date=imported.date,
        name=imported.name[:100],
        buyin=_most_common(prices.buyins[entry.player] for entry in entries),
        rebuy_cost=prices.rebuy,
        addon_cost=prices.addon,
        max_rebuys=None,
        max_rebuys_set=True,  # TD3 enforced its own limit; the night is what it was
        pick_a_stack=pick_a_stack,
        entries=tuple(
            _entry(
                entry,
                prices.buyins[entry.player] if pick_a_stack else None,
                adjustments.get(entry.player, Fraction(0)),
            )
            for entry in entries
        ),
        payouts=imported.payouts,
        source=imported.fingerprint,
        knockout=_recorded_knockout(imported),
        knockout_set=bool(imported.bounty_money),
    )


def _recorded_knockout(imported: ImportedEvent) -> KnockoutRules | None:
    """TD3's bounties as recorded bounties (SPEC 9): what each player collected is what TD3's
    stacks and busts say, and their money comes on top of TD3's take-in."""
    if not imported.bounty_money:
        return None
    return KnockoutRules(KnockoutKind.FIXED, imported.bounty, recorded=True)


def _knockout_adjustments(imported: ImportedEvent) -> dict[str, Fraction]:
    """What ``busted_by`` (one hitman per bust) does not say: the other hitmen of a bust,
    half credits where the file says so, and TD3's ``HitsAdjustment``."""
    adjustments: dict[str, Fraction] = {}
    for entry in imported.entries:
        if entry.hits_adjustment:
            adjustments[entry.player] = Fraction(entry.hits_adjustment)
    for entry in imported.entries:
        for hitmen in entry.busts:
            if not hitmen:
                continue
            credit = Fraction(1) if imported.full_credit_hit else Fraction(1, len(hitmen))
            for index, hitman in enumerate(hitmen):
                extra = credit - 1 if index == 0 else credit
                adjustments[hitman] = adjustments.get(hitman, Fraction(0)) + extra
    return {player: amount for player, amount in adjustments.items() if amount}


def _entry(entry: ImportedEntry, buyin: Decimal | None, knockout_adjustment: Fraction) -> Entry:
    return Entry(
        player=entry.player,
        finish=entry.finish,
        buyin=buyin,
        rebuys=entry.rebuys,
        addons=entry.addons,
        busted_by=tuple(hitmen[0] for hitmen in entry.busts if hitmen),
        points=entry.formula_points,
        points_adjustment=float(entry.points_adjustment),
        knockout_adjustment=float(knockout_adjustment),
        bounties_won=entry.bounties_won or None,
    )

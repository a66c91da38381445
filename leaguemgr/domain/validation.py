"""Checks of league data before it is stored or computed: each problem names where it is.

The rules core refuses data it cannot apply; these checks find such data first and describe
it in the organizer's terms, with the path of the value in the league file.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain.cash_out_night import cash_out_problems, is_cash_out
from leaguemgr.domain.dealer_credits import dealer_credits_at_season_end
from leaguemgr.domain.entries import (
    ATTENDING,
    counting_entries,
    counts,
    finish_sequence_problem,
    unnamed_finishes,
)
from leaguemgr.domain.errors import FormulaError, Location, Problem
from leaguemgr.domain.event_money import compute_event_money, money_of_counting
from leaguemgr.domain.formula_bounds import MAX_LENGTH
from leaguemgr.domain.formula_range import check_formula_range, season_buyins
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.knockouts import knockout_rule_problems, stated_bounties_problem
from leaguemgr.domain.ledger import dues_problems, season_money_problems
from leaguemgr.domain.money import (
    HUNDRED,
    ZERO,
    format_money,
    money_problem,
    rounding_unit_problem,
)
from leaguemgr.domain.payouts import NoPayoutRow, percents_for
from leaguemgr.domain.points import points_function, range_for
from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventKind,
    KnockoutKind,
    League,
    Player,
    Season,
    SeasonRules,
    event_knockout,
    event_terms,
)
from leaguemgr.domain.results import EventMoney
from leaguemgr.language.texts import N_, _, ngettext


def first_problem(league: League, only_season: int | None = None) -> Problem | None:
    """The first problem in the league (or in one season of it), or ``None``."""
    return next(league_problems(league, only_season), None)


def league_problems(league: League, only_season: int | None = None) -> Iterator[Problem]:
    yield from player_problems(league.players)
    yield from season_name_problems(league.seasons)
    seen = {player.id for player in league.players}
    indexes = range(len(league.seasons)) if only_season is None else [only_season]
    for index in indexes:
        yield from season_problems(league.seasons[index], ("seasons", index), seen)
    last = len(league.seasons) - 1 if only_season is None else only_season
    if last >= 0:
        _credits, credit_problems = dealer_credits_at_season_end(league, last)
        yield from credit_problems


def player_problems(players: Sequence[Player]) -> Iterator[Problem]:
    """Player ids used twice and players without a name."""
    seen: set[str] = set()
    for index, player in enumerate(players):
        if player.id in seen:
            yield Problem(("players", index, "id"), player.id, _("this player id is used twice"))
        seen.add(player.id)
        if not player.name.strip():
            yield Problem(("players", index, "name"), player.name, _("a player needs a name"))


def season_name_problems(seasons: Sequence[Season]) -> Iterator[Problem]:
    """Two seasons with the same name."""
    names: set[str] = set()
    for index, season in enumerate(seasons):
        if season.name in names:
            yield Problem(("seasons", index, "name"), season.name, _("two seasons have this name"))
        names.add(season.name)


def season_problems(season: Season, at: Location, players: set[str]) -> Iterator[Problem]:
    yield from rules_problems(season.rules, (*at, "rules"), players, season_buyins(season))
    numbers: set[int] = set()
    championships = 0
    for index, event in enumerate(season.events):
        where = (*at, "events", index)
        if event.number in numbers:
            yield Problem((*where, "number"), event.number, _("two events have this number"))
        numbers.add(event.number)
        if event.kind is EventKind.CHAMPIONSHIP:
            championships += 1
            if championships > 1:
                yield Problem((*where, "kind"), "championship", _("a season has one championship"))
        paid_with = rules_at(event, season.rules)  # a closed event keeps its money rules
        if not event_looks_clean(event, paid_with, players):
            yield from event_problems(event, paid_with, where, players)
    yield from decision_problems(season, at, players)
    yield from season_money_problems(season, at, players)


def decision_problems(season: Season, at: Location, players: set[str]) -> Iterator[Problem]:
    """Championship declines, make-ups, draws and handicaps naming unknown players."""
    for key in ("declined", "makeups"):
        for index, player in enumerate(getattr(season.championship, key)):
            if player not in players:
                yield Problem((*at, "championship", key, index), player, _("unknown player"))
    for index, draw in enumerate(season.championship.drawn):
        for place, player in enumerate(draw):
            if player not in players:
                where = (*at, "championship", "drawn", index, place)
                yield Problem(where, player, _("unknown player"))
            elif player in draw[:place]:
                where = (*at, "championship", "drawn", index, place)
                yield Problem(where, player, _("a draw lists each player once"))
    for player, _points in season.starting_points:
        if player not in players:
            yield Problem((*at, "starting_points", player), player, _("unknown player"))


def _bounty_price_problems(rules: SeasonRules, at: Location) -> Iterator[Problem]:
    """A bounty bigger than a buy-in or a rebuy that buys it (SPEC 9) would leave a pool
    below zero at the first night: said where the bounty is typed, with the price."""
    rule = rules.knockout
    if rule is None or rule.recorded:
        return
    for key, message in (
        (
            "buyin",
            N_(
                'the bounty is more than the buy-in ({price:.2f}) that buys it; "40 + 10 KO" '
                "is a buy-in of 50 with a bounty of 10"
            ),
        ),
        (
            "rebuy_cost",
            N_(
                'the bounty is more than the rebuy ({price:.2f}) that buys it; "40 + 10 KO" '
                "is a buy-in of 50 with a bounty of 10"
            ),
        ),
    ):
        price = getattr(rules, key)
        if 0 < price < rule.amount:
            yield Problem(
                (*at, "knockout", "amount"),
                rule.amount,
                # No currency here: the rules know none, and the message is shown in any
                # league's app ("40 + 10 KO" reads the same in dollars and in euros).
                _(message).format(price=price),
            )
            return


def rules_problems(
    rules: SeasonRules, at: Location, players: set[str], buyins: Iterable[Decimal] = ()
) -> Iterator[Problem]:
    """Problems in a season's rules (the season editor shows these as the organizer types).

    ``buyins`` are the buy-ins the season's events use besides the season's own
    (:func:`season_buyins`): a points formula must work with each of them.
    """
    for key in ("buyin", "rebuy_cost", "addon_cost"):
        if getattr(rules, key) < 0:
            yield Problem((*at, key), getattr(rules, key), _("a price cannot be negative"))
        elif (problem := money_problem(getattr(rules, key))) is not None:
            # The same bounds as a league file's: whatever the app saves reads back.
            yield Problem((*at, key), getattr(rules, key), problem)
    if rules.max_rebuys is not None and rules.max_rebuys < 0:
        yield Problem((*at, "max_rebuys"), rules.max_rebuys, _("cannot be negative"))
    if rules.rounding_unit <= 0:
        yield Problem((*at, "rounding_unit"), rules.rounding_unit, _("must be more than zero"))
    elif (problem := rounding_unit_problem(rules.rounding_unit)) is not None:
        yield Problem((*at, "rounding_unit"), rules.rounding_unit, problem)
    for index, set_aside in enumerate(rules.set_asides):
        if set_aside.amount < 0:
            yield Problem(
                (*at, "set_asides", index, "amount"), set_aside.amount, _("cannot be negative")
            )
    yield from payout_table_problems(rules, at)
    yield from points_problems(rules, at, buyins)
    if rules.points.formula is None and rules.points.preset == "table" and not rules.points.places:
        yield Problem(
            (*at, "points", "places"), [], _("the points table needs points for 1st place")
        )
    if rules.points.formula is None and rules.points.preset == "table_by_field":
        yield from _points_ranges_problems(rules, (*at, "points", "ranges"))
    if rules.bounty is not None:
        if rules.bounty.amount_per_event < 0:
            yield Problem(
                (*at, "bounty", "amount_per_event"), rules.bounty.amount_per_event, _("negative")
            )
        target = rules.bounty.initial_target
        if target is not None and target not in players:
            yield Problem((*at, "bounty", "initial_target"), target, _("unknown player"))
    yield from knockout_rule_problems(rules.knockout, (*at, "knockout"))
    yield from _bounty_price_problems(rules, at)
    if rules.dues is not None:
        yield from dues_problems(rules.dues, (*at, "dues"))
    championship = rules.championship
    if championship is not None:
        where = (*at, "championship")
        if championship.seats < 1:
            yield Problem((*where, "seats"), championship.seats, _("needs at least one seat"))
        if championship.min_events < 0:
            yield Problem((*where, "min_events"), championship.min_events, _("cannot be negative"))
        if championship.smallest_chip < 1:
            yield Problem((*where, "smallest_chip"), championship.smallest_chip, _("at least 1"))
        percent = championship.bonus_chip_percent
        if percent is not None and not ZERO <= percent <= 1000:
            yield Problem((*where, "bonus_chip_percent"), percent, _("must be 0 to 1000"))
        per_point = championship.chips_per_point
        if per_point is not None:
            if per_point < 0:
                yield Problem((*where, "chips_per_point"), per_point, _("cannot be negative"))
            elif percent is not None:
                yield Problem(
                    (*where, "chips_per_point"),
                    per_point,
                    _("bonus chips come from chips_per_point or bonus_chip_percent, not both"),
                )
    if rules.events_planned is not None and rules.events_planned < 1:
        yield Problem((*at, "events_planned"), rules.events_planned, _("at least 1"))
    prizes = rules.season_prizes
    if prizes is not None and prizes.shared_by_points:
        if prizes.percents:
            yield Problem(
                (*at, "season_prizes", "percents"),
                [str(p) for p in prizes.percents],
                _("prizes shared by points have no percentages"),
            )
        if prizes.among is None or prizes.among < 1:
            yield Problem(
                (*at, "season_prizes", "among"), prizes.among, _("share among at least 1 player")
            )
    if prizes is not None:
        if not prizes.shared_by_points and sum(prizes.percents, ZERO) != HUNDRED:
            yield Problem(
                (*at, "season_prizes", "percents"),
                [str(p) for p in prizes.percents],
                _("the percentages add up to {total}, not 100").format(
                    total=sum(prizes.percents, ZERO)
                ),
            )
        funds = {set_aside.fund for set_aside in rules.set_asides}
        if prizes.fund not in funds:
            yield Problem(
                (*at, "season_prizes", "fund"), prizes.fund, _("no set-aside feeds this fund")
            )


def points_problems(
    rules: SeasonRules, at: Location, buyins: Iterable[Decimal] = ()
) -> Iterator[Problem]:
    """An unknown preset, or a formula that is refused or has no value at some place.

    A formula is tried at every place of every field size the season can have (SPEC 2.4: a
    bad formula is rejected when it is saved, not when standings are computed); the answer is
    remembered, so checking the same rules again on every edit of an event costs nothing.
    """
    points = rules.points
    try:
        points_function(points)
        if points.formula is not None:
            check_formula_range(
                points.formula,
                buyins=(rules.buyin, *buyins),
                payout_table=rules.payout_table,
                rebuy_cost=rules.rebuy_cost,
                addon_cost=rules.addon_cost,
            )
    except FormulaError as exc:
        if points.formula is None:
            yield Problem(
                (*at, "points", "preset"), points.preset, _("points formula: {exc}").format(exc=exc)
            )
        else:
            shown = points.formula
            if len(shown) > MAX_LENGTH:  # a pasted book would fill the message
                shown = f"{shown[:40]}… ({len(shown):,} characters)"
            yield Problem(
                (*at, "points", "formula"), shown, _("points formula: {exc}").format(exc=exc)
            )


def _points_ranges_problems(rules: SeasonRules, at: Location) -> Iterator[Problem]:
    """The ranges of a ``table_by_field`` points rule (SPEC 8): ordered, not overlapping."""
    if not rules.points.ranges:
        yield Problem(at, [], _("points by field size need at least one range"))
    previous_max = 0
    for index, row in enumerate(rules.points.ranges):
        if row.min < 1 or row.max < row.min:
            yield Problem((*at, index), f"{row.min}-{row.max}", _("a range needs 1 <= min <= max"))
        elif row.min <= previous_max:
            yield Problem((*at, index, "min"), row.min, _("this range overlaps the one before it"))
        previous_max = max(previous_max, row.max)
        if not row.places:
            yield Problem((*at, index, "places"), [], _("a range needs points for 1st place"))


def payout_table_problems(rules: SeasonRules, at: Location) -> Iterator[Problem]:
    if not rules.payout_table:
        yield Problem((*at, "payout_table"), [], _("the payout table is empty"))
    previous_max = 0
    for index, row in enumerate(rules.payout_table):
        where = (*at, "payout_table", index)
        if row.min < 1 or row.max < row.min:
            yield Problem(where, f"{row.min}-{row.max}", _("a row needs 1 <= min <= max entries"))
        elif row.min <= previous_max:
            yield Problem((*where, "min"), row.min, _("this row overlaps the row before it"))
        previous_max = max(previous_max, row.max)
        total = sum(row.percents, ZERO)
        if not row.percents:
            yield Problem((*where, "percents"), [], _("a row pays at least one place"))
        elif any(percent < 0 for percent in row.percents):
            yield Problem((*where, "percents"), [str(p) for p in row.percents], _("negative share"))
        elif total != HUNDRED:
            yield Problem(
                (*where, "percents"),
                [str(p) for p in row.percents],
                _("the percentages add up to {total}, not 100").format(total=total),
            )


def event_problems(
    event: Event, rules: SeasonRules, at: Location, players: set[str]
) -> Iterator[Problem]:
    """Problems in one event: the event editor marks each on its cell."""
    terms = event_terms(event, rules)
    for key in ("buyin", "rebuy_cost", "addon_cost"):
        value = getattr(event, key)
        if value is not None and value < 0:
            yield Problem((*at, key), value, _("a price cannot be negative"))
    if event.added < 0:
        yield Problem((*at, "added"), event.added, _("money added to the pool cannot be negative"))
    if event.knockout_set:
        yield from knockout_rule_problems(event.knockout, (*at, "knockout"))
    entered: dict[str, int] = {}
    counting_players = {entry.player for entry in event.entries if counts(entry)}
    for index, entry in enumerate(event.entries):
        where = (*at, "entries", index)
        if entry.player not in players:
            yield Problem((*where, "player"), entry.player, _("unknown player"))
        if entry.player in entered:
            yield Problem(
                (*where, "player"),
                entry.player,
                _("{player} already has an entry in event {number}").format(
                    player=entry.player, number=event.number
                ),
            )
        entered[entry.player] = index
        if counts(entry):
            if entry.finish is None:
                yield Problem(
                    (*where, "finish"),
                    None,
                    _("{player} needs a finish").format(player=entry.player),
                )
            elif entry.finish < 1:
                yield Problem((*where, "finish"), entry.finish, _("a finish starts at 1"))
        elif entry.finish is not None:
            yield Problem(
                (*where, "finish"),
                entry.finish,
                _no_finish(entry.status),
            )
        for key in ("rebuys", "addons"):
            if getattr(entry, key) < 0:
                yield Problem((*where, key), getattr(entry, key), _("cannot be negative"))
        if entry.bounties_won is not None and money_problem(entry.bounties_won):
            yield Problem(
                (*where, "bounties_won"), entry.bounties_won, money_problem(entry.bounties_won)
            )
        if rules.rebuy_or_addon and entry.rebuys and entry.addons:
            yield Problem(
                (*where, "addons"),
                entry.addons,
                _(
                    "{player} has {rebuys} and {addons} in event {number}; the season allows "
                    "a rebuy or an add-on, not both"
                ).format(
                    player=entry.player,
                    rebuys=_rebuys(entry.rebuys),
                    addons=ngettext("{count} add-on", "{count} add-ons", entry.addons).format(
                        count=entry.addons
                    ),
                    number=event.number,
                ),
            )
        if terms.max_rebuys is not None and entry.rebuys > terms.max_rebuys:
            yield Problem(
                (*where, "rebuys"),
                entry.rebuys,
                _("{player} has {rebuys} rebuys; event {number} allows {max_rebuys}").format(
                    player=entry.player,
                    rebuys=entry.rebuys,
                    number=event.number,
                    max_rebuys=terms.max_rebuys,
                ),
            )
        if entry.buyin is not None:
            if not event.pick_a_stack:
                yield Problem(
                    (*where, "buyin"),
                    entry.buyin,
                    _("an entry's own buy-in is for pick-a-stack events"),
                )
            elif entry.buyin < 0:
                yield Problem((*where, "buyin"), entry.buyin, _("a price cannot be negative"))
        for bust, buster in enumerate(entry.busted_by):
            if buster == entry.player:
                yield Problem(
                    (*where, "busted_by", bust), buster, _("a player cannot bust themself")
                )
            elif buster not in players:
                yield Problem((*where, "busted_by", bust), buster, _("unknown player"))
            elif buster not in counting_players:
                yield Problem(
                    (*where, "busted_by", bust),
                    buster,
                    _("{buster} did not play event {number}").format(
                        buster=buster, number=event.number
                    ),
                )
        if len(entry.busted_by) > entry.rebuys + 1:
            yield Problem(
                (*where, "busted_by"),
                list(entry.busted_by),
                _(
                    "{player} was busted {busts} times with {rebuys} rebuys (Busted by names "
                    "one player a bust: of two who shared a bust, name one)"
                ).format(player=entry.player, busts=len(entry.busted_by), rebuys=entry.rebuys),
            )
        elif (
            entry.finish == 1
            and entry.busted_by
            and len(entry.busted_by) > entry.rebuys
            and _pays_a_bounty_a_bust(event, rules)
        ):
            # A rebuy follows a bust, and the winner's last stack was never busted (SPEC 2.5):
            # under fixed bounties each bust named pays one, so a bust too many is money.
            yield Problem(
                (*where, "busted_by"),
                list(entry.busted_by),
                _(
                    "{player} won event {number} and was busted {busts} with {rebuys}: "
                    "a winner is busted once before each rebuy, never at the end"
                ).format(
                    player=entry.player,
                    number=event.number,
                    busts=ngettext("{count} time", "{count} times", len(entry.busted_by)).format(
                        count=len(entry.busted_by)
                    ),
                    rebuys=_rebuys(entry.rebuys),
                ),
            )
    finished = [e for e in event.entries if counts(e) and e.finish is not None and e.finish >= 1]
    unnamed = event.others.entries if event.others is not None else 0
    taken: list[int] | str = ""
    if len(finished) == len(counting_players):
        taken = unnamed_finishes([e.finish or 0 for e in finished], unnamed)
        reason = taken if isinstance(taken, str) else None
        if reason and unnamed:
            reason += ngettext(
                " (with {count} unnamed entry)", " (with {count} unnamed entries)", unnamed
            ).format(count=unnamed)
        if reason:
            listing = ", ".join(f"{e.player} {e.finish}" for e in sorted(finished, key=_by_finish))
            yield Problem(
                (*at, "entries"),
                listing,
                _("the finishes of event {number} are not a valid sequence: {reason}").format(
                    number=event.number, reason=reason
                ),
            )
    dealt: set[str] = set()
    for index, dealer in enumerate(event.dealers):
        if dealer.player not in players:
            yield Problem((*at, "dealers", index, "player"), dealer.player, _("unknown player"))
        elif dealer.player in dealt:
            yield Problem((*at, "dealers", index, "player"), dealer.player, _("listed twice"))
        dealt.add(dealer.player)
    if event.kind is EventKind.REGULAR:
        money = _event_money(event, rules)  # one money for the pool and what was paid
        yield from _money_problems(event, rules, at, len(counting_players) + unnamed, money)
        if len(finished) == len(counting_players) and not isinstance(taken, str):
            yield from _unnamed_paid_problems(event, rules, at, taken)
        yield from _recorded_payout_problems(event, rules, at, money)
        yield from cash_out_problems(event, rules, at)
        n = len(counting_players) + unnamed
        by_field = rules.points.formula is None and rules.points.preset == "table_by_field"
        if n and by_field and range_for(rules.points.ranges, n) is None:
            yield Problem(
                (*at, "entries"),
                n,
                _("the points table has no range for a field of {n} (event {number})").format(
                    n=n, number=event.number
                ),
            )


def _rebuys(number: int) -> str:
    return ngettext("{count} rebuy", "{count} rebuys", number).format(count=number)


_NO_FINISH = {
    EntryStatus.DISQUALIFIED: N_("a disqualified entry has no finish"),
    EntryStatus.FORFEIT: N_("a forfeit entry has no finish"),
    EntryStatus.NO_SHOW: N_("a no show entry has no finish"),
    EntryStatus.LATE_CANCEL: N_("a late cancel entry has no finish"),
}


def _no_finish(status: EntryStatus) -> str:
    message = _NO_FINISH.get(status)
    if message is None:  # a status without a message of its own (none yet)
        return f"a {status.value.replace('_', ' ')} entry has no finish"
    return _(message)


def _unnamed_paid_problems(
    event: Event, rules: SeasonRules, at: Location, taken: Sequence[int]
) -> Iterator[Problem]:
    """A paid place of the payout table that falls to an unnamed entry (SPEC 8)."""
    if event.payouts is not None or not taken or is_cash_out(event, rules):
        return
    entries = sum(1 for entry in event.entries if counts(entry)) + len(taken)
    try:
        places = len(percents_for(rules.payout_table, entries))
    except NoPayoutRow:
        return  # said by the money check
    for finish in taken:
        if finish <= places:
            yield Problem(
                (*at, "others"),
                finish,
                _(
                    "place {finish} of event {number} is paid but falls to an unnamed "
                    "entry: name the player who finished there"
                ).format(finish=finish, number=event.number),
            )
            return


def _recorded_payout_problems(
    event: Event, rules: SeasonRules, at: Location, money: EventMoney
) -> Iterator[Problem]:
    """What was paid or cashed out (SPEC 8) must add up to the pool, to the cent."""
    if event.payouts is None and not is_cash_out(event, rules):
        return
    if event.payouts is None:  # a cash-out night with none typed: everyone cashed out 0
        event = replace(event, payouts=())
    for index, (_player, amount) in enumerate(event.payouts):
        if amount < 0:
            yield Problem(
                (*at, "payouts", index, "amount"), amount, _("a payout cannot be negative")
            )
            return
    paid = sum((amount for _player, amount in event.payouts), ZERO)
    if paid != money.pool:
        difference = paid - money.pool
        yield Problem(
            (*at, "payouts"),
            str(paid),
            (
                _("event {number} paid {paid}, {difference} more than its pool of {pool}")
                if difference > 0
                else _("event {number} paid {paid}, {difference} less than its pool of {pool}")
            ).format(
                number=event.number,
                paid=format_money(paid),
                difference=format_money(abs(difference)),
                pool=format_money(money.pool),
            ),
        )


def event_looks_clean(event: Event, rules: SeasonRules, players: AbstractSet[str]) -> bool:
    """A quick pass that is true only when :func:`event_problems` would find nothing.

    Checking a whole season runs this on every event; most events are fine, and only those
    it cannot clear go through :func:`event_problems`, which says what is wrong and where.
    Each test below mirrors one check of :func:`event_problems`.
    """
    for value in (event.buyin, event.rebuy_cost, event.addon_cost):
        if value is not None and value < 0:
            return False
    if event.added < 0:
        return False
    if event.knockout_set and next(knockout_rule_problems(event.knockout, ()), None):
        return False
    rarer = event.payouts is not None or rules.rebuy_or_addon or is_cash_out(event, rules)
    if event.others is not None or rarer:
        return False  # rarer rules (SPEC 8): the full check says whether they hold
    if rules.points.preset == "table_by_field" and rules.points.formula is None:
        return False
    entries = event.entries
    entered = [entry.player for entry in entries]
    if len(set(entered)) != len(entered) or not players.issuperset(entered):
        return False  # a player entered twice, or an unknown player
    counting = counting_entries(entries)
    counting_players = {entry.player for entry in counting}
    limit = event.max_rebuys if event.max_rebuys_set else rules.max_rebuys
    pick_a_stack = event.pick_a_stack
    attending = ATTENDING
    no_show = EntryStatus.NO_SHOW
    stated = False  # whether an entry states bounties won (SPEC 9), seen in the one pass
    for entry in entries:
        finish = entry.finish
        if entry.status in attending or (entry.status is no_show and entry.paid):
            if finish is None or finish < 1:
                return False
        elif finish is not None:
            return False
        rebuys = entry.rebuys
        if rebuys < 0 or entry.addons < 0 or (limit is not None and rebuys > limit):
            return False
        if entry.bounties_won is not None:
            stated = True
            if money_problem(entry.bounties_won):
                return False
        if entry.buyin is not None and (not pick_a_stack or entry.buyin < 0):
            return False
        busted_by = entry.busted_by
        if busted_by:
            if len(busted_by) > rebuys + 1 or entry.player in busted_by:
                return False
            if finish == 1 and len(busted_by) > rebuys and _pays_a_bounty_a_bust(event, rules):
                return False
            if not counting_players.issuperset(busted_by):
                return False  # busters who did not play (counting players are all known)
    if finish_sequence_problem([entry.finish or 0 for entry in counting]) is not None:
        return False
    dealers = [dealer.player for dealer in event.dealers]
    if len(set(dealers)) != len(dealers) or not players.issuperset(dealers):
        return False
    if event.kind is EventKind.REGULAR:
        if counting:
            try:
                percents_for(rules.payout_table, len(counting))
            except NoPayoutRow:
                return False
        terms = event_terms(event, rules)
        knockout = event_knockout(event, rules)
        money = money_of_counting(
            counting,
            terms,
            pick_a_stack,
            rules.set_asides,
            rules.bounty,
            event.added,
            knockout,
            event.others,
        )
        if money.pool < 0:
            return False
        if (knockout is not None or stated) and stated_bounties_problem(
            knockout, counting, money.knockouts, event.number
        ):
            return False
    return True


def _pays_a_bounty_a_bust(event: Event, rules: SeasonRules) -> bool:
    """Whether each bust ``busted_by`` names pays a fixed bounty at this event (SPEC 9)."""
    knockout = event_knockout(event, rules)
    return knockout is not None and knockout.kind is KnockoutKind.FIXED and not knockout.recorded


def _event_money(event: Event, rules: SeasonRules) -> EventMoney:
    return compute_event_money(
        event.entries,
        event_terms(event, rules),
        event.pick_a_stack,
        rules.set_asides,
        rules.bounty,
        event.added,
        event_knockout(event, rules),
        event.others,
    )


def _money_problems(
    event: Event, rules: SeasonRules, at: Location, entries: int, money: EventMoney
) -> Iterator[Problem]:
    recorded = event.payouts is not None or is_cash_out(event, rules)
    if entries and not recorded:  # what was paid, or cashed out, needs no row (SPEC 8)
        try:
            percents_for(rules.payout_table, entries)
        except NoPayoutRow as exc:
            yield Problem((*at, "entries"), entries, str(exc))
    knockout = event_knockout(event, rules)
    reason = stated_bounties_problem(
        knockout, counting_entries(event.entries), money.knockouts, event.number
    )
    if reason is not None:
        yield Problem((*at, "entries"), f"event {event.number}", reason)
    if money.pool < 0:
        yield Problem(
            at,
            f"event {event.number}",
            _(
                "the set-asides ({set_asides}) are more than the gross ({gross}): "
                "the pool would be {pool}"
            ).format(
                set_asides=sum((a for _fund, a in money.set_asides), ZERO),
                gross=money.gross,
                pool=money.pool,
            ),
        )


def _by_finish(entry: Entry) -> int:
    return entry.finish or 0

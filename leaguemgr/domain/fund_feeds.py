"""What each fund of a season feeds, and renaming a fund (SPEC 8, "What each fund feeds").

A fund's name decides where its money goes: the championship pool takes the fund its rules
name (``ChampionshipRules.fund``), the season prizes the fund they name, the bounty pot its
own; any other fund is kept and nothing pays it out. Season setup shows this beside every
fund, so money never sits in a fund by accident of its name, and warns where a kept fund
looks like one: a pool the season pays out gets no set-aside, or the name is a slip.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from difflib import SequenceMatcher
from enum import StrEnum

from leaguemgr.domain.event_money import BOUNTY_FUND
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import Season, SeasonRules
from leaguemgr.language.texts import N_, _


class Feeds(StrEnum):
    """Where a fund's money goes at the season's end."""

    CHAMPIONSHIP = N_("the championship pool")
    SEASON_PRIZES = N_("the season prizes")
    BOUNTY = N_("the bounty pot")
    KEPT = N_("kept: nothing pays it out")

    @property
    def text(self) -> str:
        """What the fund feeds as a person reads it, in the language spoken."""
        return _(self.value)


@dataclass(frozen=True, slots=True)
class FundLine:
    """One fund of the season: what feeds it, what it feeds, and its total so far."""

    fund: str
    feeds: Feeds
    total: Decimal
    set_aside: bool
    """Whether a set-aside of the season's rules puts money into it."""
    kept_on_purpose: bool = False
    """A kept fund the season means to keep (its expenses): every pool the season pays
    out is fed by a set-aside of its own, and the name is not a slip of one of theirs."""

    @property
    def warning(self) -> str:
        """Why the fund deserves a look ("" when it does not)."""
        if self.set_aside and self.feeds is Feeds.KEPT and not self.kept_on_purpose:
            return _(
                "The set-aside to '{fund}' feeds nothing: choose it as the championship "
                "pool's fund or the season prizes' fund, or rename it to one of those"
            ).format(fund=self.fund)
        fed = self.set_aside or self.total != ZERO
        if not fed and self.feeds in (Feeds.CHAMPIONSHIP, Feeds.SEASON_PRIZES):
            return _("No set-aside puts money into '{fund}', which feeds {feeds}").format(
                fund=self.fund, feeds=self.feeds.text
            )
        return ""


def fund_lines(rules: SeasonRules, totals: Mapping[str, Decimal]) -> tuple[FundLine, ...]:
    """Every fund the season names or holds money in, in the order the set-asides name them,
    with what it feeds and its total so far (``totals``: the report's funds)."""
    names = [s.fund for s in rules.set_asides]
    if rules.bounty is not None:
        names.append(BOUNTY_FUND)
    if rules.championship is not None:
        names.append(rules.championship.fund)
    if rules.season_prizes is not None:
        names.append(rules.season_prizes.fund)
    names += sorted(totals)
    set_aside = {s.fund for s in rules.set_asides}
    if rules.bounty is not None:
        set_aside.add(BOUNTY_FUND)
    pools = [r.fund for r in (rules.championship, rules.season_prizes) if r is not None]
    # Money set aside while a pool the season pays out gets none, or under a name a letter
    # away from a pool's, is likely meant for that pool; with every pool fed, a fund of
    # another name (AZ's expenses) is kept on purpose and only said to be kept.
    all_fed = bool(pools) and all(pool in set_aside for pool in pools)
    return tuple(
        FundLine(
            name,
            feeds_of(rules, name),
            totals.get(name, ZERO),
            name in set_aside,
            kept_on_purpose=all_fed and not any(_slip_of(name, pool) for pool in pools),
        )
        for name in dict.fromkeys(names)
    )


def _slip_of(name: str, fund: str) -> bool:
    """Whether ``name`` reads as a slip of the fund name ``fund`` ("Championship",
    "champonship"), not a name of its own ("expenses")."""
    if name == fund:
        return False
    return SequenceMatcher(None, name.casefold(), fund.casefold()).ratio() >= SLIP_RATIO


SLIP_RATIO = 0.8
"""How alike two names are (difflib's ratio) for one to be taken as a slip of the other."""


def feeds_of(rules: SeasonRules, fund: str) -> Feeds:
    """What ``fund`` feeds under ``rules``."""
    if rules.championship is not None and rules.championship.fund == fund:
        return Feeds.CHAMPIONSHIP
    if rules.season_prizes is not None and rules.season_prizes.fund == fund:
        return Feeds.SEASON_PRIZES
    if fund == BOUNTY_FUND and rules.bounty is not None:
        return Feeds.BOUNTY
    return Feeds.KEPT


def fund_warnings(lines: Iterable[FundLine]) -> list[str]:
    return [line.warning for line in lines if line.warning]


def funds_in_use(season: Season) -> set[str]:
    """The funds any set-aside of the season names: its rules' and its closed events' own."""
    rules = [season.rules, *(e.frozen_rules for e in season.events if e.frozen_rules)]
    return {s.fund for r in rules for s in r.set_asides}


def renamed_rules(rules: SeasonRules, old: str, new: str) -> SeasonRules:
    """``rules`` with the fund ``old`` called ``new`` wherever a rule names it."""
    set_asides = tuple(
        dataclasses.replace(s, fund=new) if s.fund == old else s for s in rules.set_asides
    )
    champ = rules.championship
    if champ is not None and champ.fund == old:
        champ = dataclasses.replace(champ, fund=new)
    prizes = rules.season_prizes
    if prizes is not None and prizes.fund == old:
        prizes = dataclasses.replace(prizes, fund=new)
    return dataclasses.replace(
        rules, set_asides=set_asides, championship=champ, season_prizes=prizes
    )


def with_fund_renamed(season: Season, old: str, new: str) -> Season:
    """The season with fund ``old`` called ``new`` in its rules and in the rules its closed
    events keep (a closed event's frozen rules are renamed too: the money stays where it
    was paid, under the new name)."""
    events = tuple(
        dataclasses.replace(e, frozen_rules=renamed_rules(e.frozen_rules, old, new))
        if e.frozen_rules is not None
        else e
        for e in season.events
    )
    return dataclasses.replace(season, rules=renamed_rules(season.rules, old, new), events=events)


def rename_problem(season: Season, old: str, new: str) -> str | None:
    """Why ``old`` cannot be renamed ``new`` in ``season`` (``None``: it can)."""
    used = funds_in_use(season)
    if old not in used:
        return _("no set-aside of season {season} puts money into '{fund}'").format(
            season=season.name, fund=old
        )
    if not new.strip():
        return _("a fund needs a name")
    if new != new.strip():
        return _("a fund's name does not begin or end with a space")
    if new in used:
        return _("'{fund}' is already a fund of this season: pick a name no set-aside uses").format(
            fund=new
        )
    if new == BOUNTY_FUND:
        return _("'{fund}' is the bounty pot's own fund").format(fund=BOUNTY_FUND)
    return None

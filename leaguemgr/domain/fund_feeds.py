"""What each fund of a season feeds, and renaming a fund (SPEC 8, "What each fund feeds").

A fund's name decides where its money goes: the championship pool takes the fund its rules
name (``ChampionshipRules.fund``), the season prizes the fund they name, the bounty pot its
own; any other fund is kept and nothing pays it out. Season setup shows this beside every
fund, so money never sits in a fund by accident of its name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from leaguemgr.domain.event_money import BOUNTY_FUND
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import Season, SeasonRules


class Feeds(StrEnum):
    """Where a fund's money goes at the season's end."""

    CHAMPIONSHIP = "the championship pool"
    SEASON_PRIZES = "the season prizes"
    BOUNTY = "the bounty pot"
    KEPT = "kept: nothing pays it out"


@dataclass(frozen=True, slots=True)
class FundLine:
    """One fund of the season: what feeds it, what it feeds, and its total so far."""

    fund: str
    feeds: Feeds
    total: Decimal
    set_aside: bool
    """Whether a set-aside of the season's rules puts money into it."""

    @property
    def warning(self) -> str:
        """Why the fund deserves a look ("" when it does not)."""
        if self.set_aside and self.feeds is Feeds.KEPT:
            return (
                f"The set-aside to '{self.fund}' feeds nothing: choose it as the championship "
                "pool's fund or the season prizes' fund, or rename it to one of those"
            )
        fed = self.set_aside or self.total != ZERO
        if not fed and self.feeds in (Feeds.CHAMPIONSHIP, Feeds.SEASON_PRIZES):
            return f"No set-aside puts money into '{self.fund}', which feeds {self.feeds}"
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
    return tuple(
        FundLine(name, feeds_of(rules, name), totals.get(name, ZERO), name in set_aside)
        for name in dict.fromkeys(names)
    )


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
        return f"no set-aside of season {season.name} puts money into '{old}'"
    if not new.strip():
        return "a fund needs a name"
    if new != new.strip():
        return "a fund's name does not begin or end with a space"
    if new in used:
        return f"'{new}' is already a fund of this season: pick a name no set-aside uses"
    if new == BOUNTY_FUND:
        return f"'{BOUNTY_FUND}' is the bounty pot's own fund"
    return None

"""An import of TD3 files, worked out whole before anything is stored (SPEC 5).

:func:`plan_import` reads nothing and writes nothing: given the tournaments read from the
files, the league's players and the fingerprints of the events already imported, it says
which events come in (with each entry in league terms), which players are new, which are
matched by name (for the app to confirm), and which files are left out and why. The CLI and
the app show this as the preview, then hand it to the service that stores it in one
transaction. Importing the same files again plans nothing: every event is already there.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from leaguemgr.domain.names import collation_key
from leaguemgr.language.texts import _
from leaguemgr.td3 import results
from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.matching import KnownPlayer, Matching, PlayerMatch, match_players
from leaguemgr.td3.tournament import Td3Tournament


@dataclass(frozen=True, slots=True)
class ImportedEntry:
    player: str  # league player id
    finish: int
    buyin: Decimal  # paid for the first stack, rake included
    rebuy_amounts: tuple[Decimal, ...]
    addon_amounts: tuple[Decimal, ...]
    busts: tuple[tuple[str, ...], ...]  # the hitmen (league ids) of each bust, in order
    knockouts: Fraction  # hits as TD3 counts them, adjustment included
    hits_adjustment: Decimal
    formula_points: float  # by the file's formula, before the adjustment
    points_adjustment: Decimal
    prize: Decimal  # what TD3 paid
    bounties_won: Decimal = Decimal(0)  # TD3's bounties collected (SPEC 9)

    @property
    def rebuys(self) -> int:
        return len(self.rebuy_amounts)

    @property
    def addons(self) -> int:
        return len(self.addon_amounts)

    @property
    def points(self) -> float:
        """What TD3's statistics show for this entry."""
        return self.formula_points + float(self.points_adjustment)


@dataclass(frozen=True, slots=True)
class ImportedEvent:
    source: str
    fingerprint: str  # the same tournament gives the same fingerprint, from any file
    td3_uuid: str
    season: str
    date: str | None
    name: str
    formula: str  # TD3's text, kept as TD3 evaluates it
    full_credit_hit: bool
    entries: tuple[ImportedEntry, ...]  # by finish
    gross: Decimal  # every payment, rake included
    rake: Decimal
    payouts: tuple[tuple[str, Decimal], ...]  # (league player id, amount) as TD3 paid, best first
    bounty_money: Decimal = Decimal(0)
    """TD3's bounties: kept outside its take-in (``gross``), collected as ``bounties_won``."""
    bounty: Decimal = Decimal(0)
    """The bounty on most stacks (``PersonalBounty``), the knockout rule's amount."""
    bounty_stacks: tuple[int, int] = (0, 0)
    """How many stacks carried a bounty, of how many (each player chose, stack by stack)."""
    fixed_rake: Decimal = Decimal(0)
    """The part of ``rake`` that is TD3's fixed rake, taken from the pot once."""
    chips_outside: Decimal = Decimal(0)
    """Bounty chips' money paid with the fees while TD3 paid no bounties: outside its
    take-in (``gross``), in the entries' prices."""

    @property
    def pot(self) -> Decimal:
        return self.gross - self.rake


@dataclass(frozen=True, slots=True)
class LeftOut:
    source: str
    reason: str


@dataclass(frozen=True, slots=True)
class ImportPlan:
    events: tuple[ImportedEvent, ...]  # in order of play
    matching: Matching
    left_out: tuple[LeftOut, ...]  # unfinished tournaments, files already imported
    warnings: tuple[str, ...]

    @property
    def new_players(self) -> tuple[PlayerMatch, ...]:
        used = {entry.player for event in self.events for entry in event.entries}
        return tuple(match for match in self.matching.new_players if match.player in used)

    @property
    def seasons(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(event.season for event in self.events))


def fingerprint(tournament: Td3Tournament) -> str:
    """``td3:<uuid>:<digest>``: TD3 keeps a tournament's id on "save as", so the id alone
    does not tell two tournaments apart; the id with the players and their times does."""
    players = sorted(
        (
            player.uuid,
            [stack.time for stack in player.stacks],
            [stack.bust.time if stack.bust else None for stack in player.stacks],
        )
        for player in tournament.entrants
    )
    content = json.dumps([tournament.uuid, tournament.start_time, players], separators=(",", ":"))
    return f"td3:{tournament.uuid}:{hashlib.sha256(content.encode()).hexdigest()[:16]}"


def _printable(text: str) -> str:
    """One line of printable text of at most 100 characters: a name the league can hold."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())[:100]


def plan_import(
    tournaments: Sequence[Td3Tournament],
    known_players: Sequence[KnownPlayer],
    imported: Collection[str] = (),
    season: str | None = None,
    zone: str | None = None,
) -> ImportPlan:
    """The import of ``tournaments`` into a league that has ``known_players`` and events of
    the fingerprints ``imported``. ``season`` puts every event in that season; without it
    each goes to the season TD3 filed it under, or where TD3 names none to a season of its
    own, "YEAR other" (never the league's regular season of that year).

    Raises :class:`Td3FileError` naming the file for a formula that does not parse or
    cannot be evaluated: the whole import is refused, not just that file.
    """
    left_out: list[LeftOut] = []
    kept: list[tuple[Td3Tournament, str]] = []
    seen = set(imported)
    for tournament in tournaments:
        reason = results.unfinished_reason(tournament)
        if reason is not None:
            left_out.append(LeftOut(tournament.source, reason))
            continue
        key = fingerprint(tournament)
        if key in seen:
            left_out.append(LeftOut(tournament.source, _("already imported")))
            continue
        seen.add(key)
        kept.append((tournament, key))
    kept.sort(key=lambda item: (item[0].start_time or item[0].end_time or 0, item[0].source))
    matching = match_players(
        (player for tournament, _ in kept for player in tournament.entrants), known_players
    )
    warnings = list(matching.warnings)
    events = []
    for tournament, key in kept:
        event, event_warnings = _event(tournament, key, matching, season, zone)
        events.append(event)
        warnings.extend(event_warnings)
    return ImportPlan(tuple(events), matching, tuple(left_out), tuple(warnings))


def _event(
    tournament: Td3Tournament,
    key: str,
    matching: Matching,
    season: str | None,
    zone: str | None,
) -> tuple[ImportedEvent, list[str]]:
    source = tournament.source
    warnings: list[str] = []
    formula = results.formula_of(tournament)
    points = results.formula_points(tournament, formula)
    places = results.finishes(tournament)
    hits = results.hits(tournament)
    money = results.money(tournament)
    won = results.prize_money(tournament)
    collected = results.bounties(tournament)
    ids = {uuid: match.player for uuid, match in matching.matches.items()}
    entrants = {player.uuid for player in tournament.entrants}
    if tournament.deal_awarded:
        warnings.append(
            _("{source}: a deal was awarded; the prizes TD3 recorded are imported").format(
                source=source
            )
        )
    fixed = tournament.fixed_rake
    if fixed.kind not in results.FIXED_KINDS and (fixed.amount or fixed.percent):
        warnings.append(
            _(
                "{source}: its fixed rake (Financials.FixedRake) is of a type {kind} TD3 is "
                "not known to write; no fixed rake is set aside"
            ).format(source=source, kind=fixed.kind)
        )
    entries = []
    for player in sorted(
        tournament.entrants, key=lambda p: (places[p.uuid], collation_key(p.name))
    ):
        busts = []
        for stack in player.stacks:
            if stack.bust is None:
                continue
            hitmen = tuple(ids[h] for h in stack.bust.hitmen if h in entrants and h != player.uuid)
            if len(hitmen) != len(stack.bust.hitmen):
                warnings.append(
                    _(
                        "{source}: a bust of {name} names a hitman who did not play; "
                        "it is imported without him"
                    ).format(source=source, name=player.name)
                )
            busts.append(hitmen)
        entries.append(
            ImportedEntry(
                player=ids[player.uuid],
                finish=places[player.uuid],
                buyin=player.stacks[0].amount + results.chip_outside(tournament, player.stacks[0]),
                rebuy_amounts=tuple(
                    stack.amount + results.chip_outside(tournament, stack)
                    for stack in player.stacks[1:]
                ),
                addon_amounts=tuple(addon.amount for addon in player.addons),
                busts=tuple(busts),
                knockouts=hits.get(player.uuid, Fraction(0)),
                hits_adjustment=player.hits_adjustment,
                formula_points=points[player.uuid],
                points_adjustment=player.points_adjustment,
                prize=won.get(player.uuid, Decimal(0)),
                bounties_won=collected.get(player.uuid, Decimal(0)),
            )
        )
    for uuid in won:
        if uuid not in entrants:
            raise Td3FileError(source, _("a prize is awarded to a player who did not play"))
    payouts = tuple((entry.player, entry.prize) for entry in entries if entry.prize != 0)
    date = results.event_date(tournament, zone)
    filed_under = _printable(tournament.season_name or "")
    if season is None and not filed_under:
        # Never the league's regular season of that year: a side event must not add wins.
        season = f"{(date or 'TD3')[:4]} other"
        warnings.append(
            _("{source} names no TD3 season: it goes into season {season}").format(
                source=source, season=season
            )
        )
    event = ImportedEvent(
        source=source,
        fingerprint=key,
        td3_uuid=tournament.uuid,
        season=season or filed_under,
        date=date,
        name=_printable(tournament.title) or _printable(source),
        formula=tournament.formula,
        full_credit_hit=tournament.full_credit_hit,
        entries=tuple(entries),
        gross=money.gross,
        rake=money.rake,
        payouts=payouts,
        bounty_money=sum(collected.values(), Decimal(0)),
        bounty=_usual_bounty(tournament) if collected else Decimal(0),
        bounty_stacks=results.bounty_stacks(tournament),
        fixed_rake=money.fixed_rake,
        chips_outside=sum(
            (results.chip_outside(tournament, s) for p in tournament.entrants for s in p.stacks),
            Decimal(0),
        ),
    )
    return event, warnings


def _usual_bounty(tournament: Td3Tournament) -> Decimal:
    """The bounty most stacks carry (the smallest of the most common, for a tie)."""
    counted = Counter(
        stack.bounty for player in tournament.entrants for stack in player.stacks if stack.bounty
    )
    if not counted:
        return Decimal(0)
    most = max(counted.values())
    return min(amount for amount, count in counted.items() if count == most)

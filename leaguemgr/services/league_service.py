"""The use cases an organizer performs on a league database.

Every screen of the app, every command and every exporter goes through
:class:`LeagueService`: it keeps the league's records in memory (reading them is
:mod:`.league_reading`'s job, files :mod:`.league_transfer`'s), checks each edit against the
rules before anything is written, writes it in one transaction and tells the caller what
changed (:class:`~.league_change.Change`).
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Sequence

from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.frozen_money import with_new_rules
from leaguemgr.domain.fund_feeds import rename_problem, with_fund_renamed
from leaguemgr.domain.league_formats import formats_problem
from leaguemgr.domain.names import name_problem
from leaguemgr.domain.night.setup import setup_problem, structure_problem
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Event,
    EventState,
    League,
    LedgerLine,
    Player,
    Season,
    SeasonRules,
    event_state,
)
from leaguemgr.services.league_change import NIGHT, NIGHT_ONLY, Change
from leaguemgr.services.league_reading import WholeLeagueReader
from leaguemgr.services.league_transfer import LeagueTransfer, create_league_file
from leaguemgr.services.time_zones import known_zone
from leaguemgr.storage import kept_answers, repository
from leaguemgr.storage.fast_load import load_whole_league

__all__ = [
    "NIGHT",
    "NIGHT_ONLY",
    "Change",
    "LeagueService",
    "WholeLeagueReader",
    "create_league_file",
]


class LeagueService(LeagueTransfer):
    """One open league database: read, in and out of files, and edited."""

    # Players --------------------------------------------------------------------------------

    def add_player(self, player: Player) -> Change:
        if player.id in self.players_by_id():
            raise _problem(("players",), player.id, "a player with this id already exists")
        _check_name(("players",), player.name, "a player's name")
        with self._database.transaction() as session:
            repository.add_player(session, player)
        self._set(dataclasses.replace(self.league, players=(*self.league.players, player)))
        return Change.of("players")

    def update_player(self, player: Player) -> Change:
        """Rename a player, or change the sub or active flag."""
        _check_name(("players",), player.name, "a player's name")
        players = tuple(player if p.id == player.id else p for p in self.league.players)
        with self._database.transaction() as session:
            repository.update_player(session, player)
        self._set(dataclasses.replace(self.league, players=players))
        return Change.of("players")

    def merge_players(self, keep: str, remove: str) -> Change:
        """Merge a duplicate player into another: all history moves to ``keep``."""
        with self._database.transaction() as session:
            repository.merge_players(session, keep, remove)
            merged = load_whole_league(session)
        self._set(merged)
        return Change.of("players", "events", "championship")

    def delete_player(self, player_id: str) -> Change:
        with self._database.transaction() as session:
            repository.delete_player(session, player_id)
        players = tuple(p for p in self.league.players if p.id != player_id)
        self._set(dataclasses.replace(self.league, players=players))
        return Change.of("players")

    def next_player_id(self) -> str:
        taken = {player.id for player in self.league.players}
        number = len(taken) + 1
        while f"p{number:02d}" in taken:
            number += 1
        return f"p{number:02d}"

    # Seasons --------------------------------------------------------------------------------

    def create_season(self, name: str, rules: SeasonRules) -> Change:
        _check_name(("seasons",), name, "a season's name")
        if name in self.season_names():
            raise _problem(("seasons",), name, "a season with this name already exists")
        league = dataclasses.replace(
            self.league, seasons=(*self.league.seasons, Season(name=name, rules=rules))
        )
        _refuse_bad_setup(name, rules)
        self._check(league, name)
        with self._database.transaction() as session:
            repository.create_season(session, name, rules)
        self._set(league)
        return Change.of("seasons", season=name)

    def save_rules(
        self, season: str, rules: SeasonRules, *, recompute_closed: bool = False
    ) -> Change:
        """New rules for the season, from the next event on: each closed event keeps the
        money rules it was paid with (SPEC 4), unless ``recompute_closed`` (after the
        organizer saw :func:`~leaguemgr.services.money_moves.rule_change_moves`)."""
        before = self.season(season).events
        league = self._with_season(season, lambda s: with_new_rules(s, rules, recompute_closed))
        _refuse_bad_setup(season, rules)
        self._check(league, season)
        with self._database.transaction() as session:
            repository.save_season_rules(session, season, rules)
            for old, new in zip(before, league.season(season).events, strict=True):
                if new is not old:  # its frozen rules changed
                    repository.save_event(session, season, new)
        self._set(league)
        return Change.of("rules", "events", "championship", season=season)

    def rename_fund(self, season: str, old: str, new: str) -> Change:
        """Call fund ``old`` ``new`` in the season's rules and in its closed events' kept
        rules (SPEC 8), in one transaction; the money stays where it was paid."""
        problem = rename_problem(self.season(season), old, new)
        if problem is not None:
            raise _problem(("seasons", season, "rules", "set_asides"), new, problem)
        return self.save_fund_names(season, with_fund_renamed(self.season(season), old, new))

    def save_fund_names(self, season: str, named: Season) -> Change:
        """Take the rules and the closed events' kept rules of ``named`` (the season before
        a fund was renamed: its undo), the events otherwise as they are."""
        frozen = {event.number: event.frozen_rules for event in named.events}

        def replace(s: Season) -> Season:
            events = tuple(
                dataclasses.replace(e, frozen_rules=frozen[e.number])
                if e.number in frozen and frozen[e.number] is not e.frozen_rules
                else e
                for e in s.events
            )
            return dataclasses.replace(s, rules=named.rules, events=events)

        before = self.season(season).events
        league = self._with_season(season, replace)
        self._check(league, season)
        changed = [new for old, new in zip(before, league.season(season).events, strict=True)
                   if new is not old]  # fmt: skip
        with (
            self._database.transaction() as session,
            kept_answers.answers_kept(session, season, {e.number: e.number for e in changed}),
        ):
            repository.save_season_rules(session, season, named.rules)
            for new in changed:
                repository.save_event(session, season, new)
        self._set(league)
        return Change.of("rules", "events", "championship", season=season)

    def save_starting_points(self, season: str, points: tuple[tuple[str, float], ...]) -> Change:
        """The points players start the season with (handicaps, SPEC 8), by player id."""
        league = self._with_season(season, lambda s: dataclasses.replace(s, starting_points=points))
        self._check(league, season)
        with (
            self._database.transaction() as session,
            kept_answers.answers_kept(session, season),
        ):
            repository.save_season(session, league.season(season))
        self._set(league)
        return Change.of("rules", "championship", season=season)

    def save_season_complete(
        self, season: str, complete: bool, on: str | None = None, at_line: int | None = None
    ) -> Change:
        """Mark the regular season complete on ``on`` (ISO date; today if ``None``), or take
        the mark back: its season prizes become owed, or expected again (SPEC 7).

        The prizes sit after the ledger lines recorded before the mark: ``at_line`` of them
        (an undo putting a mark back), else as many as the season has now; a season already
        marked keeps its place, and taking the mark back forgets it."""
        if complete and on is None:
            on = datetime.date.today().isoformat()
        completed_on = on if complete else None
        record = self.season(season)
        place = None
        if complete:
            place = at_line
            if place is None:
                place = record.completed_at_line if record.complete else len(record.ledger)
        league = self._with_season(
            season,
            lambda s: dataclasses.replace(
                s, complete=complete, completed_on=completed_on, completed_at_line=place
            ),
        )
        with self._database.transaction() as session:
            repository.save_season_complete(session, season, complete, completed_on, place)
        self._set(league)
        return Change.of("rules", "ledger", season=season)

    def rename_season(self, season: str, new_name: str) -> Change:
        _check_name(("seasons",), new_name, "a season's name")
        if new_name in self.season_names():
            raise _problem(("seasons",), new_name, "a season with this name already exists")
        league = self._with_season(season, lambda s: dataclasses.replace(s, name=new_name))
        with self._database.transaction() as session:
            repository.rename_season(session, season, new_name)
        self._reports.forget(season)
        self._set(league)
        return Change.of("seasons", season=new_name)

    def delete_season(self, season: str) -> Change:
        self.season(season)
        seasons = tuple(s for s in self.league.seasons if s.name != season)
        with self._database.transaction() as session:
            repository.delete_season(session, season)
        self._reports.forget(season)
        self._set(dataclasses.replace(self.league, seasons=seasons))
        return Change.of("seasons", season=season)

    def save_league_structure(self, structure: Structure | None) -> Change:
        """The blind structure of seasons that name none (``None``: the built-in one)."""
        if structure is not None:
            problem = structure_problem(structure)
            if problem is not None:
                raise _problem(("league", "structure"), structure.name, problem)
        with self._database.transaction() as session:
            repository.save_league_structure(session, structure)
        self._set(dataclasses.replace(self.league, structure=structure))
        return Change.of("league")

    def save_time_zone(self, time_zone: str | None) -> Change:
        """The league's IANA time zone (SPEC 10: deadlines are judged in it); ``None``: the
        computer's own. Refused, naming it, if this computer does not know the zone."""
        if time_zone is not None and not known_zone(time_zone):
            raise _problem(("league", "time_zone"), time_zone, "is not a time zone")
        with self._database.transaction() as session:
            repository.save_league_time_zone(session, time_zone)
        self._set(dataclasses.replace(self.league, time_zone=time_zone))
        return Change.of("league")

    def save_formats(self, currency: str, locale: str | None, language: str | None) -> Change:
        """The league's currency (ISO 4217), locale and language (SPEC 12), in one
        transaction; each refused, naming it, if it is not one (``None``: as before)."""
        problem = formats_problem(currency, locale, language)
        if problem is not None:
            raise _problem(*problem)
        with self._database.transaction() as session:
            repository.save_league_formats(session, currency, locale, language)
        changed = dataclasses.replace(
            self.league, currency=currency, locale=locale, language=language
        )
        self._set(changed)
        return Change.of("league")

    # Events ---------------------------------------------------------------------------------

    def event(self, season: str, number: int) -> Event | None:
        return next((e for e in self.season(season).events if e.number == number), None)

    def save_event(
        self,
        season: str,
        event: Event,
        replaces: int | None = None,
        ledger: Sequence[LedgerLine] = (),
    ) -> Change:
        """Insert or replace the event with ``event.number``, after checking it.

        ``replaces`` is the number the event had before it was renumbered: that event goes
        in the same transaction, so a renumbering is never half done; so do the ``ledger``
        lines a night's close nets from the winnings (SPEC 7).
        """
        renumbered = replaces is not None and replaces != event.number
        if renumbered and self.event(season, event.number) is not None:
            raise _problem(
                ("seasons", season, "events"),
                event.number,
                f"event {event.number} already exists: pick another number for event {replaces}",
            )
        event = self._placed(season, event, replaces)
        gone = {event.number, replaces}
        for number in gone - {None}:
            stored = self.event(season, number)
            if stored is not None and stored.night and event.state is None:
                # An editor that does not know the night would throw its log away.
                raise _problem(
                    ("seasons", season, "events"),
                    number,
                    f"event {number} is running: close the night before editing it",
                )

        def replace(s: Season) -> Season:
            others = [e for e in s.events if e.number not in gone]
            events = sorted([*others, event], key=lambda e: e.number)
            return dataclasses.replace(s, events=tuple(events), ledger=(*s.ledger, *ledger))

        # The answers stay as stored (players may have answered since this was read): the
        # record in memory keeps the answers it knew; the next read brings the rest.
        known = self.event(season, replaces if renumbered else event.number)
        if known is not None and known.rsvp != event.rsvp:
            event = dataclasses.replace(event, rsvp=known.rsvp)
        league = self._with_season(season, replace)
        if event.structure is not None:
            problem = structure_problem(event.structure)
            if problem is not None:
                at = ("seasons", season, "events", event.number, "structure")
                raise _problem(at, event.structure.name, problem)
        self._check(league, season)
        if ledger:
            self._reports.report(league, season)  # as record_ledger_lines: a gate may move
        kept = {replaces if renumbered else event.number: event.number}
        with (
            self._database.transaction() as session,
            kept_answers.answers_kept(session, season, kept),
        ):
            if renumbered:
                repository.delete_event(session, season, replaces)
            repository.save_event(session, season, event)
            if ledger:
                repository.append_ledger_lines(session, season, ledger)
        self._set(league)
        if ledger:
            return Change.of("events", "championship", "ledger", season=season)
        return Change.of("events", "championship", season=season)

    def _placed(self, season: str, event: Event, replaces: int | None) -> Event:
        """``event`` with where its effect sits in the ledger (SPEC 7): becoming closed, after
        the lines the season has now (before the ones its close nets); closed already, where
        it closed (an edit never moves it); not closed, nowhere."""
        if event_state(event) is not EventState.CLOSED:
            at = None
        else:
            stored = self.event(season, event.number if replaces is None else replaces)
            if stored is not None and event_state(stored) is EventState.CLOSED:
                at = stored.closed_at_line  # None: closed before the count was kept, by date
            elif event.closed_at_line is not None:  # an undo putting a closed event back
                at = event.closed_at_line
            else:
                at = len(self.season(season).ledger)
        if at == event.closed_at_line:
            return event
        return dataclasses.replace(event, closed_at_line=at)

    def event_written(self, season: str, event: Event) -> Change:
        """Take ``event`` as it now is in the database, written by a unit of work of this
        league's database (a night's action, ``night_service``), without reading it again."""

        def replace(s: Season) -> Season:
            events = [event if e.number == event.number else e for e in s.events]
            return dataclasses.replace(s, events=tuple(events))

        self._set(self._with_season(season, replace))
        return Change.of("events", season=season)

    def delete_event(self, season: str, number: int) -> Change:
        league = self._with_season(
            season,
            lambda s: dataclasses.replace(
                s, events=tuple(e for e in s.events if e.number != number)
            ),
        )
        self._check(league, season)
        known = self.event(season, number)
        with self._database.transaction() as session:
            if known is not None:
                kept_answers.refuse_unseen_answers(session, season, number, len(known.rsvp))
            repository.delete_event(session, season, number)
        self._set(league)
        return Change.of("events", "championship", season=season)

    def save_championship_decisions(self, season: str, decisions: ChampionshipDecisions) -> Change:
        league = self._with_season(season, lambda s: dataclasses.replace(s, championship=decisions))
        # A make-up the standings do not offer is kept and counts for nothing (SPEC 2.8).
        self._check(league, season)
        with self._database.transaction() as session:
            repository.save_championship_decisions(session, season, decisions)
        self._set(league)
        return Change.of("championship", season=season)

    def record_ledger_lines(self, season: str, lines: Sequence[LedgerLine]) -> Change:
        """Append lines to the season's ledger (SPEC 7), checked first, in one transaction."""
        league = self._with_season(
            season, lambda s: dataclasses.replace(s, ledger=(*s.ledger, *lines))
        )
        self._check(league, season)
        # Dues paid move the standings (the points gate) and the field (the championship
        # gate): a season they would leave without a report is refused, as a make-up is.
        self._reports.report(league, season)
        with self._database.transaction() as session:
            repository.append_ledger_lines(session, season, lines)
        self._set(league)
        # A line can move the standings (the points gate) and the field (the championship
        # gate): the screens that show those refresh on "championship".
        return Change.of("ledger", "championship", season=season)

    def _with_season(self, name: str, change) -> League:
        self.season(name)
        seasons = tuple(change(s) if s.name == name else s for s in self.league.seasons)
        return dataclasses.replace(self.league, seasons=seasons)

    def _check(self, league: League, season: str) -> None:
        """Refuse a change that would break the season or any later one (dealer credits).

        The same as ``first_problem(league, only_season=i)`` for each of those seasons; the
        calculators check again only the events that changed.
        """
        names = [s.name for s in league.seasons]
        for later in names[names.index(season) :]:
            problem = self._reports.first_problem(league, later)
            if problem is not None:
                raise RuleError(problem)


def _refuse_bad_setup(season: str, rules: SeasonRules) -> None:
    """Refuse night settings or a blind structure that no night could run on."""
    problem = setup_problem(rules)
    if problem is not None:
        where, value, message = problem
        raise _problem(("seasons", season, "rules", *where), value, message)


def _check_name(location: tuple, name: str, what: str) -> None:
    """Names typed in the app follow the same rule as names in a league file."""
    problem = name_problem(name, what)
    if problem is not None:
        raise _problem(location, name[:40], problem)


def _problem(location: tuple, value: object, message: str) -> RuleError:
    return RuleError(Problem(location, value, message))

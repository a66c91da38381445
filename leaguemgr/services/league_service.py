"""The use cases an organizer performs on a league database.

Every screen of the app, every command and every exporter goes through this class: it keeps
the league's records in memory, checks each change against the rules before anything is
written, writes it in one transaction and tells the caller what changed.

Reports and checks go through one :class:`~leaguemgr.domain.season_calculator.SeasonCalculator`
per season: after an edit only the changed event is checked and computed again. The league
is read with plain SQL (``storage.fast_load``); SQLAlchemy comes with the first write, so
opening a league and showing it does not wait for it.

The app shows a league sooner with :meth:`LeagueService.read_latest_season`: until the whole
league is read, the few questions the first screen asks (league name, currency, player and
season names, the latest season's report) are answered from that season alone, with the same
answers. Everything else reads the whole league first.

The rest can be read on another thread meanwhile (:meth:`LeagueService.whole_league_reader`,
:meth:`LeagueService.take_whole_league`): the service takes that league only if it would have
read the same, that is if it has neither read nor written anything since.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.frozen_money import with_new_rules
from leaguemgr.domain.names import name_problem
from leaguemgr.domain.night.setup import setup_problem, structure_problem
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Event,
    League,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_calculator import SeasonCalculator
from leaguemgr.domain.validation import first_problem
from leaguemgr.services.league_files import load_league_file, save_league_file
from leaguemgr.services.season_reports import SeasonReports
from leaguemgr.storage import repository
from leaguemgr.storage.database import Database, read_counter
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.fast_load import (
    SeasonSlice,
    latest_season_name,
    load_league_for_season,
    load_whole_league,
)
from leaguemgr.storage.faults import reading_league, translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path
from leaguemgr.storage.locations import ServerLocation, locate
from leaguemgr.storage.opening import open_database


@dataclass(frozen=True)
class Change:
    """What a call changed, so that each screen refreshes only what it shows."""

    parts: frozenset[str]
    season: str | None = None

    @classmethod
    def of(cls, *parts: str, season: str | None = None) -> Change:
        return cls(frozenset(parts), season)


#: The parts of a running night's action (an arrival, a bust): its event's entries, money
#: and standings change only when the night closes.
NIGHT = "night"
NIGHT_ONLY = frozenset({NIGHT})


class LeagueService:
    """One open league database."""

    def __init__(self, database: Database):
        self._database = database
        self._league: League | None = None
        self._latest: _LatestSeason | None = None
        self._reports = SeasonReports()
        # Replaced by every read of the whole league and every write (both end in _set): a
        # reader made before either, or by another service, never matches it.
        self._version = object()

    @classmethod
    def open(cls, path: Path | str | ServerLocation, **options: Any) -> LeagueService:
        """Open (creating it if needed) the league database at ``path`` (a file or a server
        URL); ``options`` go to :func:`~leaguemgr.storage.opening.open_database`
        (``read_only``, ``create``)."""
        return cls(open_database(locate(path), **options))

    @property
    def database(self) -> Database:
        return self._database

    @property
    def read_only_reason(self) -> str | None:
        """Why this league may only be read (``None`` when it may be changed)."""
        return self._database.read_only_reason

    @property
    def backup_problem(self) -> str | None:
        """Why today's automatic backup could not be made, if it could not."""
        return self._database.backup_problem

    def changed_elsewhere(self) -> bool:
        """Whether another program changed the league since this service read it."""
        return self._database.changed_elsewhere()

    def reload(self) -> Change:
        """Forget what was read and read the league again (after another program changed
        it); every screen must refresh."""
        self._league = None
        self._latest = None
        self._reports.forget()
        self._version = object()
        self.league  # noqa: B018 - read now: a damaged file is reported here
        return Change.of("league", "players", "seasons", "rules", "events", "championship")

    def close(self) -> None:
        self._database.close()

    @property
    def path(self) -> Path:
        return self._database.path

    @property
    def league(self) -> League:
        """The whole league (read from the database the first time it is asked for)."""
        if self._league is None:
            with reading_league(self.path), self._database.read_raw() as raw:
                loaded = load_whole_league(raw)
            self._set(loaded)
            self._database.seen = self._database.snapshot_version
        return self._league

    def read_latest_season(self) -> None:
        """Read only what showing the latest season needs, not the whole league yet.

        Until :attr:`league` is first asked for, :meth:`league_name`, :meth:`currency`,
        :meth:`player_names`, :meth:`season_names` and :meth:`report` of the latest season
        answer from that season alone (``fast_load.load_league_for_season``), exactly as
        from the whole league; every other call reads the whole league first. A league
        without seasons is read whole: there is nothing more to read.
        """
        if self._league is not None or self._latest is not None:
            return
        with reading_league(self.path), self._database.read_raw() as raw:
            try:
                loaded = load_league_for_season(raw, latest_season_name(raw))
            except NotFoundError:
                loaded = None
        if loaded is None:
            self.league  # noqa: B018 - no season (or no league yet): read what there is
        else:
            self._latest = _LatestSeason(loaded, SeasonCalculator(loaded.carried))
            self._database.seen = self._database.snapshot_version

    def whole_league_reader(self) -> WholeLeagueReader | None:
        """A reader of the whole league for another thread (``None`` if it is read already).

        Its :meth:`WholeLeagueReader.read` uses a connection of its own; hand what it returns
        to :meth:`take_whole_league` on this service's thread.
        """
        if self._league is not None or self._database.read_only or self._database.on_server:
            # Read-only: perhaps a copy in memory that no other connection sees. A server's
            # league is read on the service's own connection.
            return None
        return WholeLeagueReader(self._database.path, self._version)

    def take_whole_league(self, reader: WholeLeagueReader, league: League | None) -> bool:
        """Make ``league``, read by ``reader``, the whole league, as if :attr:`league` had read
        it; ``False`` (and nothing changes) if the service read the whole league or wrote
        anything since ``reader`` was made, or if it was made by another service: ``league``
        may then be out of date.
        """
        if reader.version is not self._version:
            return False
        self._set(league)
        self._database.seen = reader.counters.get("read", self._database.seen)
        return True

    def is_empty(self) -> bool:
        return not self.league.name and not self.league.seasons and not self.league.players

    def league_name(self) -> str:
        return self._outline().name

    def currency(self) -> str:
        return self._outline().currency

    def player_names(self) -> dict[str, str]:
        """Every player's name by id."""
        return {player.id: player.name for player in self._outline().players}

    def season_names(self) -> list[str]:
        return [season.name for season in self._outline().seasons]

    def league_structure(self) -> Structure | None:
        """The league's blind structure, for seasons that name none (``None``: built in)."""
        return self._outline().structure

    def season(self, name: str) -> Season:
        try:
            return self.league.season(name)
        except KeyError:
            raise RuleError(
                Problem(("seasons",), name, "there is no season of that name")
            ) from None

    def players_by_id(self) -> dict[str, Player]:
        return {player.id: player for player in self.league.players}

    def report(self, season: str) -> SeasonReport:
        """The season report (kept until the league changes; then only what changed is
        computed again)."""
        latest = self._latest
        if latest is not None and season == latest.slice.season.name:
            return latest.calculator.report(latest.slice.league, season)
        self.season(season)
        return self._reports.report(self.league, season)

    # League files ---------------------------------------------------------------------------

    def import_league_file(self, path: Path) -> Change:
        """Create or update the league from a league file: all of it, or nothing."""
        return self.import_league(load_league_file(path))

    def import_league(self, incoming: League) -> Change:
        """Create or update the league from a league file already read and checked."""
        with self._database.transaction() as session:
            repository.replace_league(session, incoming)
            merged = load_whole_league(session)
        self._set(merged)
        return Change.of("league", "players", "seasons", "rules", "events", "championship")

    def export_league_file(self, path: Path) -> None:
        """Write the league as a league file; never over the league's own database."""
        save_league_file(self.league, path, league_path=self.path)

    def restore_league(self, league: League) -> Change:
        """Put the league back exactly as ``league`` (the undo of merges, imports, deletions).

        Seasons and players that are not in the snapshot are removed, the others replaced.
        Every season is checked first, and it is one transaction: a refused snapshot changes
        nothing.
        """
        for index in range(len(league.seasons)):
            problem = first_problem(league, only_season=index)
            if problem is not None:
                raise RuleError(problem)
        keep_seasons = {season.name for season in league.seasons}
        keep_players = {player.id for player in league.players}
        with self._database.transaction() as session:
            for season in self.league.seasons:
                if season.name not in keep_seasons:
                    repository.delete_season(session, season.name)
            repository.replace_league(session, league)
            for player in self.league.players:
                if player.id not in keep_players:
                    repository.delete_player(session, player.id)
            merged = load_whole_league(session)
        self._set(merged)
        return Change.of("league", "players", "seasons", "rules", "events", "championship")

    def backup_to(self, path: Path) -> Path:
        """Copy the database to ``path`` with SQLite's online backup (safe while it is open).

        The copy is checked and moved into place, so an interrupted backup never leaves a
        half-written file under the chosen name.
        """
        from leaguemgr.storage.backups import copy_database

        target = Path(path)
        if self._database.on_server:
            # A league on a server is kept in a file by copying it (``leaguemgr copy``).
            from leaguemgr.services.league_copy import copy_league

            copy_league(self.path, target, replace=True)
            return target
        copy_database(self._database.connection(), target)
        return target

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

    # Events ---------------------------------------------------------------------------------

    def event(self, season: str, number: int) -> Event | None:
        return next((e for e in self.season(season).events if e.number == number), None)

    def save_event(self, season: str, event: Event, replaces: int | None = None) -> Change:
        """Insert or replace the event with ``event.number``, after checking it.

        ``replaces`` is the number the event had before it was renumbered: that event goes
        in the same transaction, so a renumbering is never half done.
        """
        renumbered = replaces is not None and replaces != event.number
        if renumbered and self.event(season, event.number) is not None:
            raise _problem(
                ("seasons", season, "events"),
                event.number,
                f"event {event.number} already exists: pick another number for event {replaces}",
            )
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
            return dataclasses.replace(s, events=tuple(events))

        league = self._with_season(season, replace)
        if event.structure is not None:
            problem = structure_problem(event.structure)
            if problem is not None:
                at = ("seasons", season, "events", event.number, "structure")
                raise _problem(at, event.structure.name, problem)
        self._check(league, season)
        with self._database.transaction() as session:
            if renumbered:
                repository.delete_event(session, season, replaces)
            repository.save_event(session, season, event)
        self._set(league)
        return Change.of("events", "championship", season=season)

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
        with self._database.transaction() as session:
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

    # Internals ------------------------------------------------------------------------------

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

    def league_for_season(self, season: str) -> League:
        """A league holding ``season`` whole, without reading the rest of the league: the
        latest season's slice while only that is read, else the whole league."""
        latest = self._latest
        if latest is not None and season == latest.slice.season.name:
            return latest.slice.league
        return self.league

    def _outline(self) -> League:
        """The whole league, or the latest season's slice of it while only that is read: its
        name, currency, players and season names are the whole league's, its events not."""
        return self._latest.slice.league if self._latest is not None else self.league

    def _set(self, league: League | None) -> None:
        # The calculators keep their per-event results: unchanged events are found again.
        self._league = league or League(name="")
        self._latest = None
        self._version = object()


def create_league_file(path: Path, league: League) -> None:
    """A new league database at ``path`` (missing or empty) holding ``league``.

    It is built in a temporary file beside ``path`` and renamed into place: a first import
    that is killed or fails leaves no league file, only a temporary one that the next start
    removes.
    """
    path = Path(path)
    temporary = temporary_path(path)
    try:
        service = LeagueService.open(temporary)
        try:
            service.import_league(league)
        finally:
            service.close()
        with translate_errors(path):
            move_into_place(temporary, path)
    finally:
        remove_temporary(temporary)


@dataclass(frozen=True)
class WholeLeagueReader:
    """Reads the whole league of a service on any thread; made by
    :meth:`LeagueService.whole_league_reader`, which notes the service's state then."""

    path: Path
    version: object
    #: ``"read"``: the change counter of what :meth:`read` read.
    counters: dict[str, int] = field(default_factory=dict, compare=False)

    def read(self) -> League | None:
        """The whole league, as :attr:`LeagueService.league` reads it (``None`` if the file
        holds no league yet); errors are the same ``StorageError``.

        It opens a connection of its own, and closes it, on the calling thread: the service's
        connection belongs to the service's thread. WAL lets it read while the service writes;
        one transaction makes every SELECT see the same snapshot.
        """
        with reading_league(self.path):
            uri = f"{self.path.absolute().as_uri()}?mode=rw"  # rw: a missing file is not made
            raw = sqlite3.connect(uri, uri=True, isolation_level=None)
            try:
                # Read-only by pragma rather than by opening the file read-only: if the service
                # closes first, a read-only connection, closing last, would leave the -wal file
                # beside the database instead of folding it in.
                raw.execute("PRAGMA query_only = ON")
                raw.execute("BEGIN")
                self.counters["read"] = read_counter(raw)
                return load_whole_league(raw)
            finally:
                raw.close()


@dataclass(frozen=True)
class _LatestSeason:
    """The latest season read alone, and the calculator that reports it (with the dealer
    credits the earlier seasons carry into it). Never written or exported."""

    slice: SeasonSlice
    calculator: SeasonCalculator


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

"""Reading an open league: the records in memory, the reports, and the league read sooner.

Reports and checks go through one :class:`~leaguemgr.domain.season_calculator.SeasonCalculator`
per season: after an edit only the changed event is checked and computed again. The league
is read with plain SQL (``storage.fast_load``); SQLAlchemy comes with the first write, so
opening a league and showing it does not wait for it.

The app shows a league sooner with :meth:`LeagueReading.read_latest_season`: until the whole
league is read, the few questions the first screen asks (league name, currency, player and
season names, the latest season's report) are answered from that season alone, with the same
answers. Everything else reads the whole league first.

The rest can be read on another thread meanwhile (:meth:`LeagueReading.whole_league_reader`,
:meth:`LeagueReading.take_whole_league`): the service takes that league only if it would have
read the same, that is if it has neither read nor written anything since.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.records import League, Player, Season
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_calculator import SeasonCalculator
from leaguemgr.language.texts import _
from leaguemgr.services.league_change import WHOLE_LEAGUE, Change
from leaguemgr.services.season_reports import SeasonReports
from leaguemgr.storage.answer_counter import read_answers
from leaguemgr.storage.database import Database, read_counter
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.fast_load import (
    SeasonSlice,
    latest_season_name,
    load_league_for_season,
    load_whole_league,
)
from leaguemgr.storage.faults import reading_league
from leaguemgr.storage.locations import ServerLocation, locate
from leaguemgr.storage.opening import open_database


class LeagueReading:
    """One open league database, read: what every screen, command and exporter asks of it.
    The use cases that change it build on this (:class:`~.league_service.LeagueService`)."""

    def __init__(self, database: Database):
        self._database = database
        self._league: League | None = None
        self._latest: _LatestSeason | None = None
        self._reports = SeasonReports()
        # Replaced by every read of the whole league and every write (both end in _set): a
        # reader made before either, or by another service, never matches it.
        self._version = object()

    @classmethod
    def open(cls, path: Path | str | ServerLocation, **options: Any) -> Self:
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

    def answers_only(self) -> bool:
        """After :meth:`changed_elsewhere` said ``True``: whether all that changed is players'
        answers from the web (SPEC 10), not an edit: the organizer's undo history stands."""
        return self._database.answers_only()

    def reload(self) -> Change:
        """Forget what was read and read the league again (after another program changed
        it); every screen must refresh."""
        self._league = None
        self._latest = None
        self._reports.forget()
        self._version = object()
        self.league  # noqa: B018 - read now: a damaged file is reported here
        return WHOLE_LEAGUE

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
            self._database.seen_answers = self._database.snapshot_answers
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
            self._database.seen_answers = self._database.snapshot_answers

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
        self._database.seen_answers = reader.counters.get("answers", self._database.seen_answers)
        return True

    def is_empty(self) -> bool:
        return not self.league.name and not self.league.seasons and not self.league.players

    def league_name(self) -> str:
        return self._outline().name

    def currency(self) -> str:
        return self._outline().currency

    def locale(self) -> str | None:
        """How the league writes money, numbers and dates ("de_DE"); ``None``: "$1,234.50"."""
        return self._outline().locale

    def language(self) -> str | None:
        """The language of what the league's players read ("de"); ``None``: English."""
        return self._outline().language

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
                Problem(("seasons",), name, _("there is no season of that name"))
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


@dataclass(frozen=True)
class WholeLeagueReader:
    """Reads the whole league of a service on any thread; made by
    :meth:`LeagueReading.whole_league_reader`, which notes the service's state then."""

    path: Path
    version: object
    #: ``"read"``: the change counter of what :meth:`read` read.
    counters: dict[str, int] = field(default_factory=dict, compare=False)

    def read(self) -> League | None:
        """The whole league, as :attr:`LeagueReading.league` reads it (``None`` if the file
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
                self.counters["answers"] = read_answers(raw.execute)
                return load_whole_league(raw)
            finally:
                raw.close()


@dataclass(frozen=True)
class _LatestSeason:
    """The latest season read alone, and the calculator that reports it (with the dealer
    credits the earlier seasons carry into it). Never written or exported."""

    slice: SeasonSlice
    calculator: SeasonCalculator

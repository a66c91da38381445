"""An open league in and out of files: importing a league file, exporting one, putting a
snapshot back (the undo of merges, imports and deletions), backing up, and a new league
database made whole from a league file."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.ledger_places import with_places_kept
from leaguemgr.domain.records import League
from leaguemgr.domain.validation import first_problem
from leaguemgr.services.computer_zone import computer_time_zone
from leaguemgr.services.league_change import Change
from leaguemgr.services.league_files import load_league_file, save_league_file
from leaguemgr.services.league_reading import LeagueReading
from leaguemgr.storage import repository
from leaguemgr.storage.data_revision import counted_once, read_revision
from leaguemgr.storage.fast_load import load_league_outline, load_whole_league
from leaguemgr.storage.faults import reading_league, translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


class LeagueTransfer(LeagueReading):
    """The open league's file use cases; the edits build on these
    (:class:`~.league_service.LeagueService`)."""

    def import_league_file(self, path: Path) -> Change:
        """Create or update the league from a league file: all of it, or nothing."""
        return self.import_league(load_league_file(path))

    def import_league(self, incoming: League) -> Change:
        """Create or update the league from a league file already read and checked.

        A season it replaces keeps where its nights closed and where it was marked complete
        in the ledger (:mod:`leaguemgr.domain.ledger_places`).

        A league made here without a time zone is given this computer's (SPEC 10: its
        deadlines are judged in it later, whatever the zone of the server that serves it);
        a league file without one keeps the league's, and so with its locale and language
        (a league made from a file without them writes as always, "$1,234.50")."""
        # The tables' module is imported on a write only: opening and reading never needs it.
        from leaguemgr.storage import rsvp_writes

        with self._database.transaction() as session:
            made, zone = rsvp_writes.league_time_zone(session)
            if incoming.time_zone is None:
                zone = zone if made else computer_time_zone()
                incoming = dataclasses.replace(incoming, time_zone=zone)
            locale, language = repository.league_locale(session)
            incoming = dataclasses.replace(
                incoming,
                locale=incoming.locale or locale,
                language=incoming.language or language,
            )
            with counted_once(session):
                # A stored value the loaders cannot read is a damaged file, not a crash.
                with reading_league(self.path):
                    incoming = _with_places_kept(session, incoming)
                repository.replace_league(session, incoming)
            merged = load_whole_league(session)
            revision = None if self._database.on_server else read_revision(session)
        self._set(merged)
        if merged is not None and merged.seasons and revision is not None:
            self._store_latest_report(merged.seasons[-1].name, revision)
        return Change.of("league", "players", "seasons", "rules", "events", "championship")

    def _store_latest_report(self, season: str, revision: int) -> None:
        """Keep the latest season's report in the file (what a cold ``leaguemgr report``
        reads). Only the latest: computing every season would add about a tenth to a big
        league's import (bench/README.md, seventh pass); the others are computed when asked
        for, as before, and stored by the next write that changes them."""
        from leaguemgr.storage.stored_reports import write_stored

        try:
            report = self.report(season)
        except RuleError:
            return  # no stored report for a season the rules refuse
        write_stored(self._database.connection(), {season: report}, revision)

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
        with self._database.transaction() as session, counted_once(session):
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


def create_league_file(path: Path, league: League) -> None:
    """A new league database at ``path`` (missing or empty) holding ``league``.

    It is built in a temporary file beside ``path`` and renamed into place: a first import
    that is killed or fails leaves no league file, only a temporary one that the next start
    removes.
    """
    path = Path(path)
    temporary = temporary_path(path)
    try:
        service = LeagueTransfer.open(temporary)
        try:
            service.import_league(league)
        finally:
            service.close()
        with translate_errors(path):
            move_into_place(temporary, path)
    finally:
        remove_temporary(temporary)


def _with_places_kept(session: Session, incoming: League) -> League:
    """``incoming`` with the places of the seasons it replaces; the stored league is read
    whole only when it holds one of them (a first import reads no events)."""
    outline = load_league_outline(session)
    names = {season.name for season in incoming.seasons}
    if outline is None or not names & {season.name for season in outline.seasons}:
        return incoming
    stored = load_whole_league(session)
    if stored is None:
        return incoming
    by_name = {season.name: season for season in stored.seasons}
    seasons = tuple(with_places_kept(by_name.get(s.name), s) for s in incoming.seasons)
    return dataclasses.replace(incoming, seasons=seasons)

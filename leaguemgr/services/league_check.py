"""``leaguemgr check``: is the league whole? Like ``bean-check`` for a ledger.

Three layers, each only when the one below holds: SQLite's own ``integrity_check`` (pages,
indexes), ``foreign_key_check`` (rows pointing nowhere), then the rules: every season is
checked as an edit would be and its report computed (a formula that fails on real data).
What is valid but worth the organizer's eye is said besides, as notes: a make-up buy-in the
standings no longer offer (SPEC 2.8). Reading only: the file is opened read-only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from leaguemgr.domain.championship import no_longer_offered_text
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.validation import first_problem
from leaguemgr.language.texts import _
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.faults import translate_errors
from leaguemgr.storage.locations import locate
from leaguemgr.storage.opening import open_database

_MOST = 20  # integrity problems listed; past a few, the file is damaged all the same


@dataclass(frozen=True, slots=True)
class LeagueCheck:
    """What ``check`` found: ``problems`` make the league not whole; ``notes`` do not."""

    problems: list[str]
    notes: list[str]


def check_league(path: Path) -> list[str]:
    """What is wrong with the league at ``path``, one line each; ``[]`` when it is whole.

    A file that cannot be opened at all raises ``StorageError`` (missing, not a league,
    from a newer leaguemgr).
    """
    return league_check(path).problems


def league_check(path: Path) -> LeagueCheck:
    """The problems of the league at ``path`` and, season by season, its notes."""
    path = locate(path)
    # Its own integrity check lists every damaged page SQLite finds, not only the first.
    service = LeagueService(open_database(path, read_only=True, look_at_pages=False))
    try:
        problems = _database_problems(service, path)
        if problems:
            return LeagueCheck(problems, [])
        return _rule_check(service)
    finally:
        service.close()


def _database_problems(service: LeagueService, path: Path) -> list[str]:
    if service.database.on_server:
        return []  # the server checks its own pages, and enforces every foreign key always
    raw = service.database.connection()
    with translate_errors(path):
        integrity = [row[0] for row in raw.execute(f"PRAGMA integrity_check({_MOST})")]
        if integrity != ["ok"]:
            # SQLite heads its first line with the schema's name ("*** in database main ***").
            lines = [part for row in integrity for part in row.splitlines()]
            return [
                _("damaged: {line}").format(line=line)
                for line in lines
                if not line.startswith("***")
            ]
        broken = raw.execute("PRAGMA foreign_key_check").fetchall()
    return [
        _("table {table} row {row} points at a missing row of {parent}").format(
            table=table, row=row, parent=parent
        )
        for table, row, parent, _key in broken[:_MOST]
    ]


def _rule_check(service: LeagueService) -> LeagueCheck:
    league = service.league
    names = {player.id: player.name for player in league.players}
    problems, notes = [], []
    for index, season in enumerate(league.seasons):
        problem = first_problem(league, only_season=index)
        if problem is not None:
            problems.append(
                _("season {season}: {problem}").format(
                    season=season.name, problem=problem.describe()
                )
            )
            continue
        try:
            report = service.report(season.name)
        except (RuleError, ArithmeticError, ValueError) as exc:
            problems.append(_("season {season}: {problem}").format(season=season.name, problem=exc))
            continue
        late = report.championship.makeups_no_longer_offered if report.championship else ()
        notes += [
            _("season {season}: {problem}").format(
                season=season.name,
                problem=no_longer_offered_text(m, f"{names.get(m.player, m.player)} ({m.player})"),
            )
            for m in late
        ]
    return LeagueCheck(problems, notes)

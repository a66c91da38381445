"""The ``leaguemgr`` command: no arguments opens the app; subcommands are for scripting.

The subcommands are a public contract (SPEC 3). Each error is one line on stderr naming what
is wrong and where, the exit status is 2, and nothing in the database has changed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from leaguemgr import __version__
from leaguemgr.domain.errors import RuleError
from leaguemgr.services.atomic_write import ExportError
from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.storage.errors import StorageError

USER_ERROR = 2


class CommandError(Exception):
    """A problem with the command's arguments, worded for the person who typed them."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="leaguemgr",
        description="Run a poker league. With no command, opens the desktop app.",
    )
    parser.add_argument("--version", action="version", version=f"leaguemgr {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    imp = commands.add_parser("import", help="create or update a league from a league file")
    imp.add_argument("file", type=Path, metavar="LEAGUE.json")
    imp.add_argument("--db", type=Path, required=True, help="league database (created if new)")

    exp_json = commands.add_parser("export-json", help="write the whole league as a league file")
    exp_json.add_argument("--db", type=Path, required=True)
    exp_json.add_argument("-o", "--output", type=Path, required=True, metavar="LEAGUE.json")

    report = commands.add_parser("report", help="print a season report")
    report.add_argument("--db", type=Path, required=True)
    report.add_argument("--season", help="season name (default: the latest season)")
    report.add_argument("--format", choices=("json", "text"), default="text")

    export = commands.add_parser(
        "export", help="export a season as a workbook, CSV, PDF or web page"
    )
    export.add_argument("--db", type=Path, required=True)
    export.add_argument("--season", help="season name (default: the latest season)")
    export.add_argument(
        "-o", "--output", type=Path, required=True, metavar="FILE.xlsx|.csv|.pdf|.html"
    )
    export.add_argument(
        "--what",
        help="for .csv: standings or payouts; for .pdf: standings, event or night-sheet",
    )
    export.add_argument("--event", type=int, help="event number, for --what event")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments:
        from leaguemgr.ui.app import run_app

        return run_app(sys.argv[:1])
    parser = build_parser()
    options = parser.parse_args(arguments)
    try:
        return _run(options)
    except (CommandError, RuleError, StorageError, LeagueFileUnreadable, ExportError) as exc:
        print(f"leaguemgr: error: {exc}", file=sys.stderr)
        return USER_ERROR
    except KeyboardInterrupt:
        return 130


def _run(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_service import LeagueService

    if options.command == "import":
        from leaguemgr.services.league_files import load_league_file

        # The whole file is checked before the database is opened (or created).
        incoming = load_league_file(options.file)
        service = LeagueService.open(options.db)
        try:
            service.import_league(incoming)
            league = service.league
            print(
                f"imported {options.file} into {options.db}: {league.name}, "
                f"{len(league.players)} players, {len(league.seasons)} seasons"
            )
        finally:
            service.close()
        return 0

    if options.command == "report":
        return _report(options)
    service = LeagueService.open(_existing(options.db))
    try:
        if options.command == "export-json":
            service.export_league_file(options.output)
            print(f"wrote {options.output}")
            return 0
        season = _season(service, options.season)
        report = service.report(season)
        # Exports read the whole league: the night sheet walks every season's dealer credits.
        from leaguemgr.exporters.dispatch import export_season

        export_season(
            service.league, report, options.output, what=options.what, event=options.event
        )
        print(f"wrote {options.output}")
        return 0
    finally:
        service.close()


def _report(options: argparse.Namespace) -> int:
    """Print one season's report, reading only that season (and the credits carried in)."""
    from leaguemgr.services.season_reports import open_season_report
    from leaguemgr.storage.errors import NotFoundError

    db = _existing(options.db)
    try:
        opened = open_season_report(db, options.season, validate=True)
    except NotFoundError:
        _season_names_error(db, options.season)
        raise
    if options.format == "json":
        from leaguemgr.exporters.report_json import report_document

        print(json.dumps(report_document(opened.report), indent=2, ensure_ascii=False))
    else:
        from leaguemgr.exporters.report_text import report_text

        sys.stdout.write(report_text(opened.slice.league, opened.report))
    return 0


def _season_names_error(db: Path, name: str | None) -> None:
    """Raise the error that lists the league's seasons, as every command words it."""
    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(db)
    try:
        _season(service, name)
    finally:
        service.close()


def _existing(db: Path) -> Path:
    if not db.exists():
        raise CommandError(f"{db}: no such league database")
    return db


def _season(service, name: str | None) -> str:
    names = service.season_names()
    if name is None:
        if not names:
            raise CommandError(f"{service.path}: the league has no seasons yet")
        return names[-1]
    if name not in names:
        listed = ", ".join(names) or "none"
        raise CommandError(f"there is no season named '{name}' (seasons: {listed})")
    return name


if __name__ == "__main__":
    sys.exit(main())

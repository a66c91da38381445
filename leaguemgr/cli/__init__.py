"""The ``leaguemgr`` command: no arguments opens the app; subcommands are for scripting.

The subcommands are a public contract (SPEC 3). Each error is one line on stderr naming what
is wrong and where, the exit status is 2, and nothing in the database has changed.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from leaguemgr import __version__
from leaguemgr.cli.argparse_words import speak_argparse
from leaguemgr.cli.db import (
    CommandError,
    add_db_option,
    is_new_league,
    league_at,
    season_named,
    tidy_beside,
)
from leaguemgr.cli.ledger import LedgerCommandError, run_ledger
from leaguemgr.cli.ledger import add_parsers as add_ledger_parsers
from leaguemgr.cli.night import NightCommandError, run_deal, run_live
from leaguemgr.cli.night import add_parsers as add_night_parsers
from leaguemgr.cli.phones import add_parsers as add_phones_parsers
from leaguemgr.cli.phones import run_phones
from leaguemgr.cli.publish import add_parsers as add_publish_parsers
from leaguemgr.cli.publish import run_publish
from leaguemgr.cli.serve import add_parsers as add_serve_parsers
from leaguemgr.cli.serve import run_links, run_serve
from leaguemgr.cli.sheets import SheetCommandError, run_import_sheet
from leaguemgr.cli.sheets import add_parsers as add_sheet_parsers
from leaguemgr.domain.errors import FormulaError, RuleError
from leaguemgr.language import environment_language
from leaguemgr.language.texts import _, ngettext, set_user_language
from leaguemgr.services.atomic_write import ExportError
from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.storage.errors import StorageError
from leaguemgr.storage.locations import ServerLocation, is_server
from leaguemgr.td3.errors import Td3FileError

USER_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="leaguemgr",
        description=_("Run a poker league. With no command, opens the desktop app."),
    )
    parser.add_argument("--version", action="version", version=f"leaguemgr {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    imp = commands.add_parser("import", help=_("create or update a league from a league file"))
    imp.add_argument("file", type=Path, metavar="LEAGUE.json")
    add_db_option(imp, _("league database: a file or a postgresql:// URL (created if new)"))

    exp_json = commands.add_parser("export-json", help=_("write the whole league as a league file"))
    add_db_option(exp_json)
    exp_json.add_argument(
        "-o", "--output", type=Path, required=True, metavar="LEAGUE.json",
        help=_("the file to write; - (or /dev/stdout) for standard output"),
    )  # fmt: skip

    report = commands.add_parser("report", help=_("print a season report"))
    add_db_option(report)
    report.add_argument("--season", help=_("season name (default: the latest season)"))
    report.add_argument("--format", choices=("json", "text"), default="text")

    export = commands.add_parser(
        "export", help=_("export a season as a workbook, CSV, PDF, web page or card image")
    )
    add_db_option(export)
    export.add_argument("--season", help=_("season name (default: the latest season)"))
    export.add_argument(
        "-o", "--output", type=Path, required=True, metavar="FILE.xlsx|.csv|.pdf|.html|.png"
    )
    export.add_argument(
        "--what",
        help=_(
            "for .csv: standings, payouts or ledger; for .pdf: standings, event, night-sheet, "
            "cash-sheet or statements; for .html: cash-sheet; "
            "for .png: standings-card or night-card"
        ),
    )
    export.add_argument(
        "--event",
        type=int,
        help=_("event number, for --what event, night-sheet, cash-sheet or night-card"),
    )
    export.add_argument("--theme", choices=("light", "dark"), default="light", help=_("for .png"))

    check = commands.add_parser("check", help=_("check that a league database is whole"))
    add_db_option(check)

    restore = commands.add_parser(
        "restore", help=_("put a backup back as the league (the league now is kept as a backup)")
    )
    restore.add_argument("backup", type=Path, nargs="?", metavar="BACKUP.sqlite")
    add_db_option(restore)
    restore.add_argument(
        "--list", action="store_true", help=_("list the league's automatic backups, newest first")
    )
    td3 = commands.add_parser(
        "import-td3", help=_("add The Tournament Director 3's tournaments (.tdt) as closed events")
    )
    td3.add_argument("files", type=Path, nargs="+", metavar="FILE.tdt|FOLDER")
    add_db_option(td3, _("league database: a file or a postgresql:// URL (created if new)"))
    td3.add_argument("--season", help=_("put every event in this season (default: TD3's season)"))
    td3.add_argument(
        "--time-zone",
        metavar="ZONE",
        help=_(
            "the club's time zone for the dates, e.g. Europe/Stockholm (default: this computer's)"
        ),
    )
    copy = commands.add_parser(
        "copy", help=_("copy a whole league between two databases (files or postgresql:// URLs)")
    )
    copy.add_argument("source", type=league_at, metavar="SRC")
    copy.add_argument("destination", type=league_at, metavar="DST")
    copy.add_argument(
        "--replace", action="store_true", help=_("replace the league DST holds (else refused)")
    )
    add_night_parsers(commands)
    add_publish_parsers(commands)
    add_phones_parsers(commands)
    add_sheet_parsers(commands)
    add_ledger_parsers(commands)
    add_serve_parsers(commands)
    return parser


COMMANDS = ("import", "export-json", "report", "export", "check", "restore", "import-td3")
COMMANDS += ("live", "deal", "copy", "publish", "phones", "import-sheet", "ledger")
COMMANDS += ("serve", "links")


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or _opens_a_league(arguments[0]):
        # `leaguemgr` or `leaguemgr PATH|URL`: the app, on that league.
        from leaguemgr.ui.app import run_app

        return run_app([*sys.argv[:1], *arguments[:1]])
    # The commands speak the user's language (LANG); --format json stays neutral.
    set_user_language(environment_language())
    speak_argparse()
    parser = build_parser()
    unknown = _unknown_command(parser, arguments[0])
    if unknown is not None:
        print(f"leaguemgr: error: {unknown}", file=sys.stderr)
        return USER_ERROR
    options = parser.parse_args(arguments)
    from leaguemgr.storage.who_writes import acting_as

    try:
        with acting_as(f"leaguemgr {options.command}"):
            code = _run(options)
        if code == 0:
            _keep_reports(options)
        return code
    except (
        CommandError,
        RuleError,
        FormulaError,  # a pick-a-stack night's mean buy-in that a formula cannot take
        StorageError,
        LeagueFileUnreadable,
        ExportError,
        Td3FileError,
        NightCommandError,
        SheetCommandError,
        SheetFileError,
        LedgerCommandError,
    ) as exc:
        print(f"leaguemgr: error: {exc}", file=sys.stderr)
        return USER_ERROR
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return _reader_gone()


def _reader_gone() -> int:
    """The program reading the output stopped (``leaguemgr report | head``): nothing more
    to say, as other command-line tools, and no second error when Python flushes stdout
    on its way out."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return USER_ERROR


def _keep_reports(options: argparse.Namespace) -> None:
    """After a command that changed the league's results, keep the reports it changed in
    the file, so that the next ``leaguemgr report`` reads them (``leaguemgr import`` does it
    itself, and so does ``leaguemgr copy``; a reading command never writes)."""
    from leaguemgr.services.report_store import refresh_after_write, refresh_stored_reports

    command = options.command
    if command == "restore" and not options.list:
        refresh_stored_reports(options.db)
    elif (
        command in ("import-td3", "import-sheet")
        or (command == "ledger" and options.ledger_action != "show")
        or (command == "live" and options.action == "close")
    ):
        refresh_after_write(options.db, options.season)


def _opens_a_league(first: str) -> bool:
    """``leaguemgr PATH|URL``: a league file that exists, or a server URL (any case)."""
    if first in COMMANDS or first.startswith("-"):
        return False
    return is_server(first) or Path(first).is_file()


def _unknown_command(parser: argparse.ArgumentParser, first: str) -> str | None:
    """What is wrong with a first argument that is no option and no command the parser
    knows, naming the nearest command; ``None`` when it is one."""
    if first.startswith("-"):
        return None
    known = next(
        list(action.choices)
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    if first in known:
        return None
    nearest = difflib.get_close_matches(first, known, n=1, cutoff=0)[0]
    return _(
        "unknown command '{command}' (nearest: '{nearest}'; leaguemgr --help lists them all)"
    ).format(command=first, nearest=nearest)


def _run(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_service import LeagueService

    if options.command == "import":
        return _import(options)
    if options.command == "report":
        return _report(options)
    if options.command == "check":
        return _check(options)
    if options.command == "restore":
        return _restore(options)
    if options.command == "import-td3":
        return _import_td3(options)
    if options.command == "live":
        return run_live(options)
    if options.command == "deal":
        return run_deal(options)
    if options.command == "copy":
        return _copy(options)
    if options.command == "publish":
        return run_publish(options)
    if options.command == "phones":
        return run_phones(options)
    if options.command == "import-sheet":
        return run_import_sheet(options)
    if options.command == "ledger":
        return run_ledger(options)
    if options.command == "serve":
        return run_serve(options)
    if options.command == "links":
        return run_links(options)
    service = LeagueService.open(options.db, read_only=True)
    try:
        # ``-o -``: the league file on standard output (a pipe is no file to replace).
        if options.command == "export-json" and str(options.output) in ("-", "/dev/stdout"):
            from leaguemgr.services.league_files import league_file_bytes

            sys.stdout.buffer.write(league_file_bytes(service.league))
            sys.stdout.flush()
            return 0
        output = check_output_path(options.output, options.db)
        if options.command == "export-json":
            service.export_league_file(output)
            print(_("wrote {file}").format(file=options.output))
            return 0
        season = season_named(service, options.season)
        report = service.report(season)
        # Exports read the whole league: the night sheet walks every season's dealer credits.
        from leaguemgr.exporters.dispatch import export_season

        export_season(
            service.league,
            report,
            output,
            what=options.what,
            event=options.event,
            theme=options.theme,
        )
        print(_("wrote {file}").format(file=options.output))
        return 0
    finally:
        service.close()


def _import(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_files import load_league_file
    from leaguemgr.services.league_service import LeagueService, create_league_file

    tidy_beside(options.db)
    # The whole file is checked before the database is opened (or created).
    incoming = load_league_file(options.file)
    if is_new_league(options.db):
        create_league_file(options.db, incoming)
        league = incoming
    elif isinstance(options.db, ServerLocation):
        # An empty database becomes a league here; the import is one transaction.
        service = LeagueService.open(options.db)
        try:
            service.import_league(incoming)
            league = service.league
        finally:
            service.close()
    else:
        service = LeagueService.open(options.db, create=False)
        try:
            service.import_league(incoming)
            league = service.league
        finally:
            service.close()
    players = ngettext(
        # English says "1 players" here, as it always has (scripts read it).
        "{count} players",
        "{count} players",
        len(league.players),
    ).format(count=len(league.players))
    seasons = ngettext("{count} seasons", "{count} seasons", len(league.seasons)).format(
        count=len(league.seasons)
    )
    print(
        _("imported {file} into {db}: {league}, {players}, {seasons}").format(
            file=options.file, db=options.db, league=league.name, players=players, seasons=seasons
        )
    )
    return 0


def _copy(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_copy import copy_league

    if isinstance(options.destination, Path):
        tidy_beside(options.destination)
    copied = copy_league(options.source, options.destination, replace=options.replace)
    print(copied.summary(options.source, options.destination))
    return 0


def _import_td3(options: argparse.Namespace) -> int:
    from leaguemgr.domain.names import name_problem
    from leaguemgr.services.league_service import LeagueService, create_league_file
    from leaguemgr.services.td3_import import plan_td3_import, read_tournaments

    tidy_beside(options.db)
    zone = _time_zone(options.time_zone)
    if options.season is not None:
        problem = name_problem(options.season, "the season name")
        if problem is not None:
            raise CommandError("--season: " + problem)
    # Every file is read and checked before the database is opened (or created).
    tournaments, backups = read_tournaments(options.files)
    planned = {"season": options.season, "zone": zone, "skipped_backups": backups}
    if is_new_league(options.db):
        result = plan_td3_import(None, tournaments, **planned)
        if result.changes_anything:
            create_league_file(options.db, result.league)
    else:
        # A server's empty database becomes a league here, as a new file does above.
        on_server = isinstance(options.db, ServerLocation)
        service = LeagueService.open(options.db, create=on_server)
        try:
            known = None if on_server and service.is_empty() else service.league
            result = plan_td3_import(known, tournaments, **planned)
            if result.changes_anything:
                touched = set(result.seasons)
                service.import_league(
                    replace(
                        result.league,
                        seasons=tuple(s for s in result.league.seasons if s.name in touched),
                    )
                )
        finally:
            service.close()
    for line in result.summary():
        print(line)
    if not result.changes_anything:
        if isinstance(options.db, Path) and not options.db.exists():
            print(_("nothing imported: {db} was not created").format(db=options.db))
        else:
            print(_("nothing imported: {db} is unchanged").format(db=options.db))
    else:
        count = len(result.plan.events)
        print(
            ngettext(
                "imported {count} TD3 tournament(s) into {db}",
                "imported {count} TD3 tournament(s) into {db}",
                count,
            ).format(count=count, db=options.db)
        )
    return 0


def _time_zone(name: str | None) -> str | None:
    if name is None:
        return None
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise CommandError(
            _("--time-zone: no time zone named {name}").format(name=repr(name))
        ) from None
    return name


def _check(options: argparse.Namespace) -> int:
    from leaguemgr.services.league_check import league_check

    checked = league_check(_existing(options.db))
    for line in checked.notes + checked.problems:
        print(f"{options.db}: {line}")
    if not checked.problems:
        print(_("ok"))
        return 0
    return USER_ERROR


def _restore(options: argparse.Namespace) -> int:
    from leaguemgr.services.backup_service import backups_folder, backups_of, restore_backup

    if isinstance(options.db, ServerLocation):
        raise CommandError(
            _(
                "{db}: a league on a server is restored by its server's own backups; "
                "`leaguemgr copy BACKUP.sqlite {db} --replace` puts a league file there"
            ).format(db=options.db)
        )
    if options.list:
        backups = backups_of(options.db)
        for backup in backups:
            print(f"{backup.path}  ({backup.describe()})")
        if not backups:
            print(
                _("no automatic backups of {db} in {folder}").format(
                    db=options.db, folder=backups_folder()
                )
            )
        return 0
    if options.backup is None:
        raise CommandError(
            _("name the backup to put back (leaguemgr restore --list --db {db} lists them)").format(
                db=options.db
            )
        )
    if not options.backup.is_file():
        raise CommandError(_("{backup}: no such backup").format(backup=options.backup))
    tidy_beside(options.db)
    kept = restore_backup(options.backup, options.db)
    print(_("restored {db} from {backup}").format(db=options.db, backup=options.backup))
    if kept is not None:
        print(_("the league as it was is kept in {kept}").format(kept=kept))
    return 0


def _report(options: argparse.Namespace) -> int:
    """Print one season's report: the one the file keeps if it still holds, else computed
    from that season alone (and the credits carried in)."""
    from leaguemgr.services.report_store import read_season_report
    from leaguemgr.storage.errors import NotFoundError

    db = _existing(options.db)
    try:
        reading = read_season_report(db, options.season)
    except NotFoundError:
        _season_names_error(db, options.season)
        raise
    if options.format == "json":
        from leaguemgr.exporters.report_json import report_json_text

        print(report_json_text(reading.report))
    else:
        from leaguemgr.exporters.report_text import report_text

        sys.stdout.write(report_text(reading.league, reading.report))
    return 0


def _season_names_error(db: Path, name: str | None) -> None:
    """Raise the error that lists the league's seasons, as every command words it."""
    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(db, read_only=True)
    try:
        season_named(service, name)
    finally:
        service.close()


def _existing(db: Path | ServerLocation) -> Path | ServerLocation:
    if isinstance(db, ServerLocation):
        return db  # opening it says if there is no such database, or no league in it
    if not db.exists():
        raise CommandError(_("{path}: no such league database").format(path=db))
    return db


def check_output_path(output: Path, db: Path) -> Path:
    """Where an export goes: never over the league itself (or the files beside it)."""
    from leaguemgr.services.output_paths import check_output_path as checked

    return checked(output, db)

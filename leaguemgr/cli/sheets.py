"""``leaguemgr import-sheet``: a league's history from Excel, LibreOffice and CSV files.

Every file is read, its layout detected and every cell checked before the database is
opened: a cell that is not what its column means is one line naming the file, the sheet and
the cell, exit 2, nothing written. ``--dry-run`` prints the preview and writes nothing.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from leaguemgr.cli.db import add_db_option
from leaguemgr.language.texts import _, ngettext
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import Field, Layout

COMMAND = "import-sheet"


class SheetCommandError(Exception):
    """A problem with the command's arguments, worded for the person who typed them."""


def add_parsers(commands: Any) -> None:
    sheet = commands.add_parser(
        COMMAND, help=_("add a league's history from .xlsx, .ods or .csv files as closed events")
    )
    sheet.add_argument("files", type=Path, nargs="+", metavar="FILE.xlsx|.ods|.csv")
    add_db_option(sheet, _("league database: a file or a postgresql:// URL (created if new)"))
    sheet.add_argument(
        "--season", help=_("put every night in this season (default: the file's name)")
    )
    sheet.add_argument(
        "--sheet", action="append", default=[], metavar="NAME", help=_("import only this sheet")
    )
    sheet.add_argument(
        "--layout",
        choices=("auto", "grid", "results"),
        default="auto",
        help=_("grid: a row per player, a column per night; results: a row per player per night"),
    )
    sheet.add_argument(
        "--map",
        metavar="COLUMN=FIELD,...",
        help=_("say what a column (letter or header) means: {fields}").format(
            fields=", ".join(f.value for f in Field)
        ),
    )
    sheet.add_argument(
        "--recompute",
        action="store_true",
        help=_("score the places with the season's formula instead of keeping the sheet's points"),
    )
    sheet.add_argument("--dry-run", action="store_true", help=_("show the import; write nothing"))


def parse_mapping(text: str | None) -> dict[str, Field]:
    """``D=points,Score=points`` as a mapping; a bad pair is one line saying which."""
    mapping: dict[str, Field] = {}
    for pair in filter(None, (part.strip() for part in (text or "").split(","))):
        column, sep, meaning = pair.partition("=")
        try:
            field = Field(meaning.strip().lower())
        except ValueError:
            field = None
        if not sep or not column.strip() or field is None:
            known = ", ".join(f.value for f in Field)
            raise SheetCommandError(
                _("--map: {pair} is not COLUMN=FIELD (FIELD one of {known})").format(
                    pair=repr(pair), known=known
                )
            )
        mapping[column.strip()] = field
    return mapping


def run_import_sheet(options: argparse.Namespace) -> int:
    """Plan the import, print the preview, and write it unless ``--dry-run``."""
    from leaguemgr.cli.db import is_new_league, tidy_beside
    from leaguemgr.domain.names import name_problem
    from leaguemgr.services.league_service import LeagueService, create_league_file
    from leaguemgr.services.sheet_import import (
        plan_sheet_import,
        read_sheet_files,
        touched_league,
    )
    from leaguemgr.storage.locations import ServerLocation

    if options.season is not None:
        problem = name_problem(options.season, "the season name")
        if problem is not None:
            raise SheetCommandError("--season: " + problem)
    layout = None if options.layout == "auto" else Layout(options.layout)
    reading = read_sheet_files(
        options.files,
        layout=layout,
        mapping=parse_mapping(options.map),
        sheets=options.sheet,
    )
    if not reading.nights:
        skipped = "; ".join(reading.skipped) or _("the files are empty")
        raise SheetFileError(_("no results found ({skipped})").format(skipped=skipped))
    planned_as = {"season": options.season, "recompute": options.recompute}
    if not options.dry_run:
        tidy_beside(options.db)
    if is_new_league(options.db):
        result = plan_sheet_import(None, reading, **planned_as)
        if result.changes_anything and not options.dry_run:
            create_league_file(options.db, result.league)
    else:
        on_server = isinstance(options.db, ServerLocation)
        service = LeagueService.open(
            options.db, create=on_server and not options.dry_run, read_only=options.dry_run
        )
        try:
            known = None if on_server and service.is_empty() else service.league
            result = plan_sheet_import(known, reading, **planned_as)
            if result.changes_anything and not options.dry_run:
                service.import_league(touched_league(result))
        finally:
            service.close()
    for line in result.summary():
        print(line)
    for season in result.seasons:
        print(_("standings of {season}:").format(season=season))
        for row in result.standings(season):
            nights = ngettext("{count} night", "{count} nights", row.played).format(
                count=row.played
            )
            print(f"  {row.rank:>3}  {row.name:<30} {row.points:>8g}  ({nights})")
    if not result.changes_anything:
        print(_("nothing imported: {db} is unchanged").format(db=options.db))
    elif options.dry_run:
        print(_("dry run: {db} is unchanged").format(db=options.db))
    else:
        changed = len(result.added) + len(result.updated)
        print(
            ngettext(
                "imported {count} night(s) into {db}",
                "imported {count} night(s) into {db}",
                changed,
            ).format(count=changed, db=options.db)
        )
    return 0

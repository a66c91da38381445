"""One season table as a CSV file (UTF-8, header row, the workbook's values).

Numbers are written plainly ("1234.50", points to two places as the workbook shows them) so
any spreadsheet reads them as numbers. Text that a spreadsheet would run as a formula (it
starts with = + - @ or their full-width forms, maybe after spaces, or with a tab or a line
break) is written with a leading apostrophe, the usual defence against CSV injection: the
apostrophe is visible if the file is read as plain text, which is a fair price for a player
name that cannot run code on the organizer's computer. Numbers (a negative penalty, say)
are never prefixed.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.money_tables import ledger_lines_table
from leaguemgr.exporters.season_tables import payouts_table, standings_table
from leaguemgr.exporters.tables import Kind, Table, looks_like_formula, plain_cell
from leaguemgr.language.texts import _, speaking
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically

CSV_TABLES = {
    "standings": standings_table,
    "payouts": payouts_table,
    "ledger": ledger_lines_table,
}


def write_csv(
    league: League, report: SeasonReport, path: Path | str, table: str | None = None
) -> None:
    """Write the standings (the default), the payouts or the ledger lines to ``path`` as CSV,
    its header and its words in the league's language (the tables' keys stay English)."""
    name = (table or "standings").strip().lower()
    if name not in CSV_TABLES:
        choices = " or ".join(CSV_TABLES)
        raise ExportError(
            _("cannot write {path}: a CSV export is {choices}, not '{table}'").format(
                path=path, choices=choices, table=table
            )
        )
    with speaking(league.language):
        text = csv_text(CSV_TABLES[name](league, report))
    # A byte-order mark lets Excel on Windows recognize UTF-8 (accents in player names).
    write_bytes_atomically(Path(path), text.encode("utf-8-sig"))


def csv_text(table: Table) -> str:
    """The table as CSV text: a header row, then one line per row."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([safe_text(column.title) for column in table.columns])
    for row in table.rows:
        writer.writerow(
            [
                safe_text(plain_cell(value, column.kind))
                if column.kind in (Kind.TEXT, Kind.DATE)
                else plain_cell(value, column.kind)
                for value, column in zip(row, table.columns, strict=True)
            ]
        )
    return out.getvalue()


def safe_text(text: str) -> str:
    """Text that a spreadsheet will show, never evaluate."""
    return "'" + text if looks_like_formula(text) else text

"""One entry point for every season export: the file's suffix chooses the writer."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.language.texts import _
from leaguemgr.services.atomic_write import ExportError
from leaguemgr.services.output_paths import check_output_path

SUFFIXES = (".xlsx", ".csv", ".pdf", ".html", ".png")
#: The money exports (SPEC 7) each format has: the night's cash sheet, player statements.
MONEY_EXPORTS = {".pdf": ("cash-sheet", "statements"), ".html": ("cash-sheet",)}


def export_season(
    league: League,
    report: SeasonReport,
    path: Path | str,
    *,
    what: str | None = None,
    event: int | None = None,
    league_path: Path | str | None = None,
    theme: str = "light",
) -> Path:
    """Write the season to ``path`` in the format its suffix names; return the path.

    ``what`` picks the content where a format has several: for .csv "standings" (default)
    or "payouts"; for .pdf "standings" (default), "event" (``event`` or the last event
    played) or "night-sheet" (the next event). Raises :class:`ExportError` for an unknown
    suffix, a ``what`` the format does not have, or a file that cannot be written: a folder,
    a device, or (given ``league_path``, the league's database) the league itself.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        known = ", ".join(SUFFIXES)
        if target.suffix:
            message = _("cannot export to {path}: '{suffix}' is not one of {known}")
        else:
            message = _("cannot export to {path}: no suffix is not one of {known}")
        raise ExportError(message.format(path=target, suffix=target.suffix, known=known))
    money = (what or "").strip().lower()
    if money in MONEY_EXPORTS.get(suffix, ()):
        check_output_path(target, league_path)
        from leaguemgr.exporters import money_exports

        if suffix == ".html":
            money_exports.write_cash_sheet_html(league, report, target, event)
        else:
            money_exports.write_money_pdf(league, report, target, money, event)
        return target
    if what is not None and suffix in (".xlsx", ".html"):
        raise ExportError(
            _(
                "cannot export to {path}: a {suffix} export has no choice of content "
                "(got --what {what}); use .csv or .pdf for that"
            ).format(path=target, suffix=suffix, what=what)
        )
    check_output_path(target, league_path)
    # Each writer speaks the league's language itself (the app calls some directly); the
    # errors above are the organizer's, in the user's.
    # Writers are imported on demand: the PDF one loads Qt, the workbook one openpyxl.
    if suffix == ".xlsx":
        from leaguemgr.exporters.xlsx import write_xlsx

        write_xlsx(league, report, target)
    elif suffix == ".csv":
        from leaguemgr.exporters.csv_export import write_csv

        write_csv(league, report, target, table=what)
    elif suffix == ".pdf":
        from leaguemgr.exporters.pdf import write_pdf

        write_pdf(league, report, target, what=what or "standings", event_number=event)
    elif suffix == ".png":
        from leaguemgr.exporters.cards import CARD_KINDS, write_card

        if what is not None and what not in CARD_KINDS:
            choices = " or ".join(CARD_KINDS)
            raise ExportError(
                _("cannot write {path}: a PNG export is {choices}, not '{what}'").format(
                    path=target, choices=choices, what=what
                )
            )

        write_card(league, report, what or "standings-card", target, event=event, theme=theme)
    else:
        from leaguemgr.exporters.standings_page import write_html

        write_html(league, report, target)
    return target

"""Season setup's "Regular season complete" box (SPEC 7): ticked, the season's prizes are
owed from the day it was ticked; unticked (or undone), they are expected again.

The mark belongs to the season, not its rules: like the handicaps it is saved at once as an
undoable edit of its own, never waiting for Apply.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QCheckBox, QWidget

from leaguemgr.domain.league_formats import date as league_date
from leaguemgr.domain.ledger_earned import season_earned
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand

LABEL = QT_TRANSLATE_NOOP("SeasonCompleteBox", "Regular season complete")
_TIP = QT_TRANSLATE_NOOP(
    "SeasonCompleteBox",
    "Tick when the regular season is over (say a night was cancelled): its season prizes are "
    "owed from today, on the Money screen and in the report. They are owed anyway once the "
    "season's last planned night is closed.",
)


class SeasonCompleteBox(QCheckBox):
    """Shows and sets whether the regular season of the selected season is marked complete."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(translate("SeasonCompleteBox", LABEL), parent)
        self.setObjectName("season_complete")
        self.setToolTip(translate("SeasonCompleteBox", _TIP))
        self._context = context
        self._season = ""
        self.today = datetime.date.today  # the day a mark is dated (tests set their own)
        self.clicked.connect(self._clicked)

    def show_season(self, season: str, editable: bool) -> None:
        """Show ``season``'s mark (unticked for no season); ``editable``: may be changed."""
        self._season = season
        service = self._context.service
        record = service.season(season) if season in service.season_names() else None
        # Its last planned night closed: complete whatever the mark says, nothing to tick.
        by_night = None
        if record is not None:
            by_night = season_earned(dataclasses.replace(record, complete=False))
        self.setEnabled(editable and record is not None and by_night is None)
        self.setChecked(record is not None and (record.complete or by_night is not None))
        if by_night is not None:
            self.setText(
                translate(
                    "SeasonCompleteBox",
                    "Regular season complete (its last planned night, {event}, is closed)",
                ).format(event=by_night.event)
            )
        elif record is not None and record.complete and record.completed_on:
            since = record.completed_on
            with contextlib.suppress(ValueError):  # else shown as it was saved
                since = league_date(
                    datetime.date.fromisoformat(since), service.league.locale or None
                )
            self.setText(
                translate("SeasonCompleteBox", "Regular season complete (since {day})").format(
                    day=since
                )
            )
        else:
            self.setText(translate("SeasonCompleteBox", LABEL))

    def _clicked(self, checked: bool) -> None:
        season = self._season
        service = self._context.service
        if season not in service.season_names():
            return
        before = service.season(season)
        was, was_on, was_at = before.complete, before.completed_on, before.completed_at_line
        on = self.today().isoformat()
        what = (
            translate("SeasonCompleteBox", "Regular season {season} complete")
            if checked
            else translate("SeasonCompleteBox", "Regular season {season} not complete")
        )
        command = ServiceCommand(
            self._context,
            what.format(season=season),
            lambda: service.save_season_complete(season, checked, on),
            lambda: service.save_season_complete(season, was, was_on, was_at),
        )
        push_or_explain(self._context, command, self, translate("SeasonCompleteBox", LABEL))
        self.show_season(season, self._context.writable)

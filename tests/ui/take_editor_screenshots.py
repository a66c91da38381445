"""Render the season set-up and event editor screens on the sample league, at 1400x900.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_editor_screenshots.py

It imports the sample league into a temporary database, so no real league is touched, and
writes ``docs/screenshots/season-setup.png`` and ``docs/screenshots/event-editor.png``. The
event editor shows a new night typed in, with $50 the house adds to the pool, complete but
not yet saved. At 1024x600, the
smallest screen the app supports, ``season-night.png`` shows the season set-up scrolled to
its Night group (filled by the AZ preset) and ``structure-editor.png`` the blind structure
editor with a level just inserted, its problem listed under the table.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.season_presets import PRESETS
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.events.events_view import EventsView
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.season.season_editor import SeasonEditor
from leaguemgr.ui.season.structure_editor import StructureEditor

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.ui.take_screenshots import SAMPLE, save, screenshot_app  # noqa: E402

SIZE = (1400, 900)
SMALL = (1024, 600)
# Tonight, in finishing order: a few letters of each name, as the organizer types them.
NIGHT = ["Uma", "Ned", "Cathy", "Gus", "Rae", "Ann", "Vic", "Bob", "Lou", "Kim", "Tess",
         "Hal", "Ivy", "Jon"]  # fmt: skip


def type_the_night(view: EventsView) -> None:
    """A new event with the night's players, finishes, a rebuy, busts and a free entry."""
    view.new_event()
    editor = view.editor
    editor.fields.name.setText("December")
    editor.fields.name.textEdited.emit("December")
    for name in NIGHT:
        editor.add_bar.edit.setText(name)
        editor.add_bar.choose()
    model = editor.model
    model.fill_finishes_from_order()
    winner = editor.roster.label(model.entries()[0].player)
    for row in range(1, len(NIGHT)):
        model.setData(model.index(row, Column.BUSTED_BY), winner if row % 3 else "Ned")
        model.setData(model.index(row, Column.ON_TIME), Qt.CheckState.Checked.value,
                      Qt.ItemDataRole.CheckStateRole)  # fmt: skip
    model.setData(model.index(3, Column.REBUYS), "1")
    model.setData(model.index(3, Column.BUSTED_BY), "Rae, Ned")
    cathy = model.row_of(editor.roster.matches("Cathy")[0])
    model.setData(model.index(cathy, Column.FREE_ENTRY), Qt.CheckState.Checked.value,
                  Qt.ItemDataRole.CheckStateRole)  # fmt: skip
    model.setData(model.index(cathy, Column.EXACT_CHANGE), Qt.CheckState.Checked.value,
                  Qt.ItemDataRole.CheckStateRole)  # fmt: skip
    editor.dealers.add_edit.setText("Bob")
    editor.dealers.add_typed()
    editor.add_bar.edit.setText("Sam")
    editor.add_bar.choose()  # a late arrival, out first
    model.setData(model.index(len(NIGHT), Column.FINISH), str(len(NIGHT) + 1))
    model.setData(model.index(len(NIGHT), Column.BUSTED_BY), "Uma")
    editor.table.setCurrentIndex(model.index(len(NIGHT), Column.BUSTED_BY))
    editor.side_panel.added.setText("50")  # the house adds $50 to the pool (Alt+B)
    editor.side_panel.added.edited.emit()


def main() -> int:
    work, app = screenshot_app("leaguemgr-editor-shots-")
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    context = LeagueContext(service)

    season = SeasonEditor(context)
    season.resize(*SIZE)
    season.show()
    save(season, "season-setup.png", app)
    season.resize(*SMALL)
    season.apply_preset(next(iter(PRESETS)))
    season.night.one_table_max.setFocus()
    scroll = season.findChild(QScrollArea)
    scroll.ensureWidgetVisible(season.night, 0, 0)
    save(season, "season-night.png", app)

    dialog = StructureEditor(season.structure.chooser.effective(), season)
    dialog.resize(*SMALL)
    dialog.show()
    dialog.table.setCurrentIndex(dialog.model.index(3, 0))
    dialog.insert_level()
    save(dialog, "structure-editor.png", app)
    dialog.reject()
    season.revert()
    season.hide()

    events = EventsView(context)
    events.resize(*SIZE)
    events.show()
    type_the_night(events)
    save(events, "event-editor.png", app)
    events.editor.revert()  # nothing to ask about on the way out
    service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

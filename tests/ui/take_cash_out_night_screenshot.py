"""Render the event editor on a night played to a cash-out (SPEC 8), at 1400x900.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1600x1000x24" \
        .venv/bin/python tests/ui/take_cash_out_night_screenshot.py

It imports the timed euro league of tests/leaguefile/test_cash_out_keys.py (its players
given names) into a temporary database and types its first night anew: ten players, each
one's cash-out in the Cash out column beside them, the finishes following from the amounts
(two level at 31.25 share 3rd, two who went home with nothing share 9th). It writes
``docs/screenshots/event-cash-out.png``, complete but not yet saved.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.ui.events.entries_table_model import Column  # noqa: E402
from leaguemgr.ui.events.events_view import EventsView  # noqa: E402
from leaguemgr.ui.league_context import LeagueContext  # noqa: E402
from leaguemgr.ui.money_labels import follow_currency  # noqa: E402
from tests.leaguefile.test_cash_out_keys import CASHED, TIMED  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app  # noqa: E402

SIZE = (1400, 900)
NAMES = ["Anke", "Bram", "Chloé", "Daan", "Eva", "Femke", "Gijs", "Hanna", "Ilse", "Joost"]


def main() -> int:
    work, app = screenshot_app("leaguemgr-cash-out-shots-")
    document = copy.deepcopy(TIMED)
    for player, name in zip(document["players"], NAMES, strict=True):
        player["name"] = name
    document["seasons"][0]["events"] = document["seasons"][0]["events"][1:]
    path = work / "timed.json"
    path.write_text(json.dumps(document), "utf-8")
    service = LeagueService.open(work / "timed.sqlite")
    service.import_league_file(path)
    events = EventsView(LeagueContext(service))
    follow_currency(events, service.currency())  # as the main window does for its screens
    events.resize(*SIZE)
    events.show()
    events.new_event()
    editor = events.editor
    editor.fields.name.setText("Friday 6 November")
    editor.fields.name.textEdited.emit("Friday 6 November")
    for name in NAMES:
        editor.add_bar.edit.setText(name)
        editor.add_bar.choose()
    model = editor.model
    for row, amount in enumerate(CASHED.values()):  # Joost is left empty: nothing cashed out
        model.setData(model.index(row, Column.CASH_OUT), amount)
    editor.table.setCurrentIndex(model.index(len(NAMES) - 1, Column.CASH_OUT))
    save(events, "event-cash-out.png", app)
    editor.revert()  # nothing to ask about on the way out
    service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

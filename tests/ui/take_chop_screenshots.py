"""Render the chop in the event editor (issue 30) on the sample league, at 1400x900.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_chop_screenshots.py

It imports the sample league into a temporary database, types a night (as
``take_editor_screenshots.py`` does), and writes ``docs/screenshots/event-chop-dialog.png``,
the "Record what was paid / Deal" dialog after Alt+C chopped 1st and 2nd evenly, and
``docs/screenshots/event-chop.png``, the editor after it: the payouts "paid by a deal".
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.ui.events.events_view import EventsView  # noqa: E402
from leaguemgr.ui.league_context import LeagueContext  # noqa: E402
from tests.ui.take_editor_screenshots import SIZE, type_the_night  # noqa: E402
from tests.ui.take_screenshots import SAMPLE, save, screenshot_app  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-chop-shots-")
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    context = LeagueContext(service)

    events = EventsView(context)
    events.resize(*SIZE)
    events.show()
    type_the_night(events)
    editor = events.editor
    dialog = editor.paid_dialog()
    if dialog is None:
        raise SystemExit("the night typed has no payouts to chop")
    dialog.show()
    dialog.deal()  # Alt+C: the top 2, an even split
    save(dialog, "event-chop-dialog.png", app)
    editor.set_payouts(dialog.payouts())
    dialog.reject()
    save(events, "event-chop.png", app)
    editor.revert()  # nothing to ask about on the way out
    service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

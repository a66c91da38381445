"""Screenshots of a league on a PostgreSQL server (SPEC 6).

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_server_screenshots.py

Writes ``docs/screenshots/open-server.png`` (File ▸ Open League on a Server…, filled in) and,
where a throwaway PostgreSQL server can be started here (tests/pg_cluster.py), also
``server-league.png``: the sample league opened from that server, the status bar saying so.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

WORK = Path(tempfile.mkdtemp(prefix="leaguemgr-server-shots-"))
os.environ["XDG_DATA_HOME"] = str(WORK / "data")


from leaguemgr.services.league_copy import copy_league  # noqa: E402
from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.storage.locations import server_location  # noqa: E402
from leaguemgr.ui.files.server_actions import open_server_league  # noqa: E402
from leaguemgr.ui.files.server_dialog import ServerDialog  # noqa: E402
from leaguemgr.ui.main_window import MainWindow  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.pg_cluster import ClusterUnavailable, start_cluster  # noqa: E402
from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, settle  # noqa: E402


def main() -> int:
    _work, app = screenshot_app(work=WORK)

    dialog = ServerDialog()
    dialog.host.setText("db.club.example")
    dialog.database.setText("thursday_league")
    dialog.user.setText("anna")
    dialog.show()
    save(dialog, "open-server.png", app)
    dialog.close()

    try:
        cluster = start_cluster()
    except ClusterUnavailable as exc:
        print(f"no server-league.png: {exc}")
        return 0
    try:
        file = WORK / "sample.sqlite"
        service = LeagueService.open(file)
        service.import_league_file(SAMPLE)
        service.close()
        cluster.sql("CREATE DATABASE thursday_league")
        location = server_location(cluster.url("thursday_league"))
        copy_league(file, location)
        window = MainWindow()
        window.load_service(open_server_league(location))
        window.resize(1200, 800)
        window.show()
        settle(app)
        save(window, "server-league.png", app)
        window.close()
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

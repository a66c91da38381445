"""Open League on a Server and the recent leagues never show or keep a password (issue 27)."""

from __future__ import annotations

import pytest

from leaguemgr.storage.locations import server_location
from leaguemgr.ui import settings
from leaguemgr.ui.files.server_actions import refusal_text
from leaguemgr.ui.files.server_dialog import ServerDialog

SECRET = "hunter2secret"


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql://owner:{SECRET}@[::1/league",
        f"Postgres://owner:{SECRET}@127.0.0.1:1/league",
        f"postgresql://owner:{SECRET}%zz@127.0.0.1:1/league",
        f"postgresql://owner@127.0.0.1:1/league?sslmode=require&sslpassword={SECRET}",
    ],
)
def test_the_server_dialog_shows_no_password(qtbot, url: str) -> None:
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.url.setText(url)
    shown = f"{dialog.preview.text()} {dialog.problem.text()}"
    assert SECRET not in shown
    assert dialog.problem.text(), "a URL that cannot be read, or a password, is pointed out"


def test_a_refusal_on_opening_shows_no_password(tmp_path) -> None:
    from leaguemgr.storage import open_database
    from leaguemgr.storage.errors import StorageError

    location = server_location(f"PostgreSQL://owner:{SECRET}@127.0.0.1:1/league")
    with pytest.raises(StorageError) as refused:
        open_database(location)
    assert SECRET not in refusal_text(refused.value)


def test_the_recent_leagues_keep_no_sslpassword() -> None:
    url = f"postgresql://owner@db.club.example/league?sslmode=require&sslpassword={SECRET}"
    settings.remember_file(server_location(url))
    assert SECRET not in str(settings.settings().value("recent_files"))
    assert [str(s) for s in settings.recent_servers()] == [
        "postgresql://owner@db.club.example/league?sslmode=require"
    ]


def test_a_password_an_older_version_kept_is_dropped_from_the_settings() -> None:
    settings.settings().setValue(
        "recent_files", [f"postgresql://owner@db.club.example/league?sslpassword={SECRET}"]
    )
    assert [str(s) for s in settings.recent_servers()] == [
        "postgresql://owner@db.club.example/league"
    ]
    assert SECRET not in str(settings.settings().value("recent_files"))


def test_a_role_that_may_only_read_is_not_told_to_copy_to_a_folder() -> None:
    from leaguemgr.storage.server_faults import read_only_on_server
    from leaguemgr.ui.files.fault_dialog import advice_for

    location = server_location("postgresql://reader@db.club.example/league")
    error = read_only_on_server(location, "your role on the server may only read this league")
    advice = advice_for(error)
    assert "owner" in advice.what_to_do and "folder" not in advice.what_to_do
    assert "may only be read" in str(error) and "GRANT" in str(error)

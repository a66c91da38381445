"""No password in a league URL is ever shown back, and libpq's words become the organizer's
(issue 27). Every server named here is on this computer: 127.0.0.1, a socket folder, or a
URL no connection is tried for."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr.cli import main as cli_main
from leaguemgr.domain.records import League, Player
from leaguemgr.storage import open_database
from leaguemgr.storage.errors import Fault, StorageError
from leaguemgr.storage.locations import (
    locate,
    server_location,
    without_password,
    without_secrets,
)
from leaguemgr.storage.players import add_player
from leaguemgr.storage.repository import replace_league

SECRET = "hunter2secret"
NOWHERE = "127.0.0.1:1"  # nothing listens on port 1: refused at once, never sent elsewhere

HOSTILE_URLS = [
    f"postgresql://owner:{SECRET}@[::1/league",  # libpq quotes the whole URL back
    f"Postgres://owner:{SECRET}@{NOWHERE}/league",  # any case of the scheme
    f"POSTGRESQL://owner:{SECRET}@{NOWHERE}/league",
    f"postgresql://owner:{SECRET}%zz@{NOWHERE}/league",  # a raw % in the password
    f"postgresql://owner:{SECRET}%@{NOWHERE}/league",
    f"postgresql://owner:{SECRET}/x@{NOWHERE}/league",  # a raw / in the password
    f"postgresql://owner:{SECRET}@x@{NOWHERE}/league",  # a raw @ in the password
    f"postgresql://owner@{NOWHERE}/league?sslpassword={SECRET}",
    f"postgresql://owner@{NOWHERE}/league?sslpassword={SECRET}&sslmode=bogus",
    f"postgresql://owner@{NOWHERE}/league?password={SECRET}&service=nosuch",
    f"postgresql://owner:{SECRET}@{NOWHERE}/league?hostaddr=nothere",
    f"postgresql://owner:{SECRET}@{NOWHERE}/league?colour=red",
    f"postgresql://owner:{SECRET}@{NOWHERE}:notaport/league",
]


@pytest.fixture(autouse=True)
def no_service_file(tmp_path: Path, monkeypatch) -> None:
    """libpq reads no service file of this machine's user."""
    (tmp_path / "pg_service.conf").write_text("")
    monkeypatch.setenv("PGSERVICEFILE", str(tmp_path / "pg_service.conf"))
    monkeypatch.delenv("PGSERVICE", raising=False)


@pytest.mark.parametrize("url", HOSTILE_URLS)
def test_no_command_prints_the_password(url: str, capsys) -> None:
    try:
        status = cli_main(["check", "--db", url])
    except SystemExit as usage:  # a URL libpq cannot read: a usage error
        status = usage.code
    assert status == 2
    out, err = capsys.readouterr()
    assert SECRET not in out + err
    assert err.strip(), "the organizer is told what is wrong"


@pytest.mark.parametrize("url", HOSTILE_URLS)
def test_no_message_about_a_url_holds_its_password(url: str) -> None:
    shown = without_password(url)
    assert SECRET not in shown
    try:
        location = locate(url)
    except StorageError as exc:
        assert SECRET not in str(exc)
        return
    assert SECRET not in str(location) and SECRET not in repr(location)
    with pytest.raises(StorageError) as refused:
        open_database(location)
    assert SECRET not in str(refused.value)


def test_what_libpq_quotes_back_is_cleaned() -> None:
    url = f"postgresql://owner:{SECRET}%zz@host/league"
    said = f'invalid percent-encoded token: "{SECRET}%zz" in URI: "{url}"'
    assert without_secrets(said, url) == (
        'invalid percent-encoded token: "…" in URI: "postgresql://owner@host/league"'
    )
    assert SECRET not in without_secrets(f"the password {SECRET}%zz was wrong", url)


def test_the_scheme_is_read_in_any_case(pg_url: str) -> None:
    for scheme in ("PostgreSQL", "POSTGRES"):
        location = locate(pg_url.replace("postgresql", scheme, 1))
        assert location.url.startswith(scheme.lower() + "://")
        with open_database(location) as database, database.read() as session:
            assert session is not None


def test_sslpassword_is_a_password() -> None:
    location = server_location(
        f"postgresql://owner@host/league?sslmode=require&sslpassword={SECRET}"
    )
    assert str(location) == "postgresql://owner@host/league?sslmode=require"
    assert without_password(f"postgresql://h/l?SSLPassword={SECRET}&port=5") == (
        "postgresql://h/l?port=5"
    )


@pytest.mark.parametrize(
    ("query", "setting"),
    [("sslmode=bogus", "sslmode"), ("service=nosuch", "service"), ("hostaddr=nothere", "hostaddr")],
)
def test_a_wrong_setting_is_named_not_taken_for_a_server_gone(query: str, setting: str) -> None:
    with pytest.raises(StorageError) as wrong:
        open_database(f"postgresql://owner@{NOWHERE}/league?{query}")
    message = str(wrong.value)
    assert f"wrong setting, {setting}" in message
    assert "went away" not in message and "try again" in message


def test_a_role_that_may_only_read_is_told_who_can_grant_writing(
    pg_cluster, pg_url: str, league: League
) -> None:
    with open_database(pg_url) as database, database.transaction() as session:
        replace_league(session, league)
    dbname = locate(pg_url).dbname
    role = f"select_only_{dbname}"
    pg_cluster.sql(f"CREATE ROLE {role} LOGIN")
    pg_cluster.sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}", dbname)
    with (
        open_database(pg_cluster.url(dbname, user=role)) as reader,
        pytest.raises(StorageError) as refused,
        reader.transaction() as session,
    ):
        add_player(session, Player("gus", "Gus Hale"))
    message = str(refused.value)
    assert refused.value.fault is Fault.READ_ONLY
    assert "may only be read" in message and "owner" in message and "GRANT" in message
    assert "folder" not in message

"""The commands speak the user's language (SPEC 12): ``LANG`` chooses it, an error is still one
line on stderr with exit status 2, and ``--format json`` says the same whatever the language."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from leaguemgr.language.texts import set_user_language
from tests.conftest import REPO, SHARED_EXAMPLES
from tests.language.pseudo_checks import stray_words

AZ = SHARED_EXAMPLES / "az-2026.league.json"
_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _leaguemgr(*arguments: str, lang: str | None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in _LOCALE_VARIABLES}
    environ.pop("LEAGUEMGR_DB", None)
    if lang is not None:
        environ["LANG"] = lang
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr", *arguments],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=environ,
        check=False,
    )


@pytest.fixture
def damaged(tmp_path):
    path = tmp_path / "damaged.sqlite"
    path.write_bytes(b"this is no league, only some bytes " * 40)
    return path


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de_DE.UTF-8", "ist keine Ligadatenbank von leaguemgr"),
        ("fr_FR.UTF-8", "n’est pas une base de ligue leaguemgr"),
        (None, "is not a leaguemgr league database"),
        ("C", "is not a leaguemgr league database"),
    ],
)
def test_a_damaged_league_is_one_line_in_the_users_language(damaged, lang, said):
    done = _leaguemgr("report", "--db", str(damaged), lang=lang)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0] == f"leaguemgr: error: {damaged} {said}", lines[0]


def test_a_missing_league_is_said_in_german(tmp_path):
    missing = tmp_path / "nowhere.sqlite"
    done = _leaguemgr("report", "--db", str(missing), lang="de_DE.UTF-8")
    assert done.returncode == 2
    assert done.stderr == f"leaguemgr: error: {missing}: keine solche Ligadatenbank\n"


def test_the_json_report_is_the_same_in_every_language(tmp_path):
    from leaguemgr.cli import main

    db = tmp_path / "league.sqlite"
    try:
        assert main(["import", str(AZ), "--db", str(db)]) == 0
    finally:
        set_user_language("en")
    english = _leaguemgr("report", "--db", str(db), "--format", "json", lang="C")
    german = _leaguemgr("report", "--db", str(db), "--format", "json", lang="de_DE.UTF-8")
    assert english.returncode == german.returncode == 0, german.stderr
    assert english.stdout.startswith("{")
    assert german.stdout == english.stdout


def _messages(tmp_path) -> dict[str, str]:
    """A few messages of the services and the storage, made in the language spoken now."""
    from leaguemgr.cli.db import CommandError
    from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file
    from leaguemgr.services.output_paths import ExportError, check_output_path
    from leaguemgr.storage.errors import Fault, fault_message
    from leaguemgr.storage.opening import open_database

    said = {}
    league = tmp_path / "league.sqlite"
    for fault in (Fault.CORRUPT, Fault.DISK_FULL, Fault.READ_ONLY, Fault.LOCKED):
        said[fault.value] = fault_message(fault, league, "")
    said["server gone"] = fault_message(Fault.SERVER_GONE, league, "")
    try:
        load_league_file(tmp_path / "missing.league.json")
    except LeagueFileUnreadable as exc:
        said["league file"] = str(exc)
    try:
        check_output_path(tmp_path, None)
    except ExportError as exc:
        said["export"] = str(exc)
    folder = tmp_path / "a folder"
    folder.mkdir()
    try:
        open_database(folder)
    except Exception as exc:
        said["folder"] = str(exc)
    try:
        from leaguemgr.services.league_service import LeagueService

        LeagueService.open(tmp_path / "empty.sqlite", create=True).close()
        service = LeagueService.open(tmp_path / "empty.sqlite", read_only=True)
        try:
            from leaguemgr.cli.db import season_named

            season_named(service, None)
        finally:
            service.close()
    except CommandError as exc:
        said["no seasons"] = str(exc)
    return said


def test_the_services_errors_are_wholly_translated(pseudo_outputs, tmp_path):
    said = _messages(tmp_path)
    assert len(said) >= 8, said
    paths = [str(tmp_path / name) for name in ("league.sqlite", "missing.league.json")]
    paths += [str(tmp_path / "a folder"), str(tmp_path / "empty.sqlite"), str(tmp_path)]
    untranslated = {
        what: (text, words)
        for what, text in said.items()
        if (words := stray_words(text, data=[*paths, "leaguemgr restore BACKUP --db FILE"]))
    }
    assert untranslated == {}


def test_the_services_errors_stay_english_by_default(tmp_path):
    said = _messages(tmp_path)
    assert said["locked"].endswith("is being written by another program; close it and try again")
    assert said["league file"].endswith("missing.league.json: no such file")

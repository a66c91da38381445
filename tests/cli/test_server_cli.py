"""The subcommands on a league on a PostgreSQL server (SPEC 6): ``--db`` takes a
``postgresql://`` URL wherever it takes a file, ``$LEAGUEMGR_DB`` is its default, and a
fault of the server is one line and exit status 2, like a fault of a file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.storage.locations import locate
from tests.conftest import REPO, SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"


def run(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """The installed command as a person types it, in a process of its own."""
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr.cli", *arguments],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )


def test_import_report_and_export_through_a_url_match_a_file(
    pg_url: str, tmp_path: Path, capsys
) -> None:
    file = tmp_path / "league.sqlite"
    reports, exports = [], []
    for db in (pg_url, str(file)):
        assert main(["import", str(AZ), "--db", db]) == 0
        assert capsys.readouterr().out.startswith(f"imported {AZ} into {locate(db)}:")
        assert main(["report", "--db", db, "--format", "json"]) == 0
        reports.append(json.loads(capsys.readouterr().out))
        exported = tmp_path / f"export-{len(exports)}.league.json"
        assert main(["export-json", "--db", db, "-o", str(exported)]) == 0
        exports.append(json.loads(exported.read_text()))
        assert main(["check", "--db", db]) == 0
        capsys.readouterr()
    assert reports[0] == reports[1]
    assert exports[0] == exports[1]


def test_leaguemgr_db_is_the_default_for_db(pg_url: str, monkeypatch, capsys) -> None:
    monkeypatch.setenv("LEAGUEMGR_DB", pg_url)
    assert main(["import", str(AZ)]) == 0
    capsys.readouterr()
    assert main(["report", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["season"] == "2026"


def test_a_role_that_may_only_select_cannot_write_and_says_so(
    pg_cluster, pg_url: str, tmp_path: Path
) -> None:
    assert main(["import", str(AZ), "--db", pg_url]) == 0
    dbname = locate(pg_url).dbname
    role = f"reader_{dbname}"
    pg_cluster.sql(f"CREATE ROLE {role} LOGIN")
    pg_cluster.sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}", dbname)
    reader = pg_cluster.url(dbname, user=role)

    refused = run("import", str(AZ), "--db", reader)
    assert refused.returncode == 2
    assert refused.stdout == ""
    assert refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
    assert "read-only" in refused.stderr and "may only read" in refused.stderr

    report = run("report", "--db", reader, "--format", "json")
    assert report.returncode == 0, report.stderr
    assert json.loads(report.stdout)["season"] == "2026"


def test_a_server_that_is_not_there_is_one_line_and_status_2(tmp_path: Path) -> None:
    done = run("report", "--db", f"postgresql:///league?host={tmp_path}")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "the league's server went away" in done.stderr
    assert "try again" in done.stderr


def test_a_password_in_the_url_is_never_printed(tmp_path: Path) -> None:
    done = run("report", "--db", f"postgresql://ann:hunter2@/league?host={tmp_path}")
    assert done.returncode == 2
    assert "hunter2" not in done.stderr and "postgresql://ann@/league" in done.stderr


def test_a_url_libpq_cannot_read_is_a_usage_error() -> None:
    done = run("report", "--db", "postgresql://host/league?colour=red")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert 'invalid URI query parameter: "colour"' in done.stderr


@pytest.mark.parametrize("command", [["restore", "--list"]])
def test_file_only_commands_say_what_to_use_on_a_server(pg_url: str, command, capsys) -> None:
    assert main([*command, "--db", pg_url]) == 2
    assert "server's own backups" in capsys.readouterr().err


def test_td3_tournaments_come_into_a_server_as_into_a_file(
    league_target: str, tmp_path: Path, capsys
) -> None:
    samples = REPO.parent / "shared" / "td3-samples"
    files = [str(samples / "sample-plain.tdt"), str(samples / "sample-rebuys-two-hitmen.tdt")]
    reference = str(tmp_path / "reference.sqlite")
    for db in (reference, league_target):
        assert main(["import-td3", *files, "--db", db]) == 0
        assert "imported 2 TD3 tournament(s)" in capsys.readouterr().out
    assert main(["import-td3", *files, "--db", league_target]) == 0
    assert "is unchanged" in capsys.readouterr().out  # the same files twice add nothing
    reports = []
    for db in (reference, league_target):
        assert main(["report", "--db", db, "--format", "json"]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert reports[0] == reports[1]


def test_a_server_league_is_backed_up_into_a_league_file(pg_url: str, tmp_path: Path, capsys):
    from leaguemgr.services.league_service import LeagueService

    assert main(["import", str(AZ), "--db", pg_url]) == 0
    service = LeagueService.open(pg_url)
    try:
        kept = service.backup_to(tmp_path / "kept.sqlite")
    finally:
        service.close()
    capsys.readouterr()
    reports = []
    for db in (pg_url, str(kept)):
        assert main(["report", "--db", db, "--format", "json"]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert reports[0] == reports[1]

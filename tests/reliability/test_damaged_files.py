"""A damaged, odd or foreign file is one clear line from every command, and stays as it was."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.older_schema import make_older
from tests.reliability.conftest import digest

READING = [
    ("report",),
    ("report", "--format", "json"),
    ("export-json", "-o", "{out}.league.json"),
    ("export", "-o", "{out}.xlsx"),
    ("export", "-o", "{out}.html"),
    ("check",),
]


def truncated(league: Path) -> Path:
    league.write_bytes(league.read_bytes()[: league.stat().st_size // 2])
    return league


def damaged_pages(league: Path) -> Path:
    data = bytearray(league.read_bytes())
    page = 4096
    for number in range(2, len(data) // page, 3):
        data[number * page + 8 : number * page + 400] = b"\xa5" * 392
    league.write_bytes(bytes(data))
    return league


def missing_table(league: Path) -> Path:
    connection = sqlite3.connect(league)
    connection.execute("DROP TABLE bust")
    connection.commit()
    connection.close()
    return league


def empty_file(league: Path) -> Path:
    league.write_bytes(b"")
    return league


def text_file(league: Path) -> Path:
    league.write_text("this is not a league\n")
    return league


def newer_schema(league: Path) -> Path:
    connection = sqlite3.connect(league)
    connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.commit()
    connection.close()
    return league


DAMAGE = [
    (truncated, "is damaged"),
    (damaged_pages, "is damaged"),
    (missing_table, "table bust is missing"),
    (empty_file, "not a leaguemgr league database (the file is empty)"),
    (text_file, "not a leaguemgr league database"),
    (newer_schema, "newer version of leaguemgr"),
]


@pytest.mark.parametrize(("damage", "says"), DAMAGE, ids=lambda d: getattr(d, "__name__", ""))
@pytest.mark.parametrize("command", READING, ids=lambda c: " ".join(c).split(" -o")[0])
def test_a_damaged_league_is_one_line_from_every_reading_command_and_is_not_touched(
    league: Path, cli, tmp_path: Path, damage, says: str, command: tuple[str, ...]
) -> None:
    damage(league)
    before = digest(league)
    out = str(tmp_path / "out")
    arguments = [part.format(out=out) for part in command]
    ran = cli(*arguments[:1], "--db", league, *arguments[1:])
    if command == ("check",) and ran.code == 2 and not ran.err:
        # check lists what SQLite's integrity check found, a line each, on stdout.
        assert ran.out.splitlines()[0].startswith(f"{league}: damaged: "), ran.out
    else:
        assert says in ran.refused()
    assert digest(league) == before
    assert not list(tmp_path.glob("out*"))


@pytest.mark.parametrize(("damage", "says"), DAMAGE[:3], ids=["truncated", "pages", "table"])
def test_importing_into_a_damaged_league_is_refused_and_changes_nothing(
    league: Path, cli, damage, says: str
) -> None:
    from tests.reliability.conftest import FNC

    damage(league)
    before = digest(league)
    assert says in cli("import", FNC, "--db", league).refused()
    assert digest(league) == before


def test_a_missing_league_is_named(cli, tmp_path: Path) -> None:
    line = cli("report", "--db", tmp_path / "nowhere.sqlite").refused()
    assert "nowhere.sqlite: no such league database" in line
    assert not (tmp_path / "nowhere.sqlite").exists()


@pytest.mark.parametrize("command", ["report", "check", "import"])
def test_a_device_or_a_folder_is_not_a_league(cli, tmp_path: Path, command: str) -> None:
    from tests.reliability.conftest import AZ

    extra = [AZ] if command == "import" else []
    assert "not a regular file" in cli(command, *extra, "--db", "/dev/null").refused()
    assert "it is a folder" in cli(command, *extra, "--db", tmp_path).refused()


def test_reading_an_empty_file_writes_nothing_into_it(cli, tmp_path: Path) -> None:
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    for command in (["report"], ["check"], ["export", "-o", tmp_path / "x.csv"]):
        cli(command[0], "--db", empty, *command[1:]).refused()
    assert empty.stat().st_size == 0


def test_importing_into_an_empty_file_makes_it_a_league(cli, tmp_path: Path) -> None:
    from tests.reliability.conftest import AZ

    empty = tmp_path / "empty.sqlite"
    empty.touch()
    assert cli("import", AZ, "--db", empty).code == 0
    assert cli("check", "--db", empty).out == "ok\n"


def test_reading_an_older_schema_leaves_it_older(league: Path, cli) -> None:
    make_older(league, "0002")
    before = digest(league)
    report = cli("report", "--db", league, "--format", "json")
    assert report.code == 0, report.err
    assert '"season": "2026"' in report.out
    assert digest(league) == before


def test_check_names_rows_that_point_nowhere(league: Path, cli) -> None:
    connection = sqlite3.connect(league)
    connection.execute("UPDATE bust SET buster_id = 9999 WHERE id = 1")
    connection.commit()
    connection.close()
    ran = cli("check", "--db", league)
    assert ran.code == 2
    assert "table bust row 1 points at a missing row of player" in ran.out


def test_check_names_a_formula_that_fails_on_the_recorded_nights(league: Path, cli) -> None:
    # Written behind the app's back: the rules would have refused it at import or Apply.
    connection = sqlite3.connect(league)
    connection.execute(
        "UPDATE season_rules SET points = ?",
        ('{"formula": "10 / (place - 3)", "participation": 0.0, "places": [], "preset": null}',),
    )
    connection.commit()
    connection.close()
    ran = cli("check", "--db", league)
    assert ran.code == 2
    assert "season 2026" in ran.out
    assert "Traceback" not in ran.out + ran.err


def test_check_says_ok_for_a_whole_league(league: Path, cli) -> None:
    assert (cli("check", "--db", league).code, cli("check", "--db", league).out) == (0, "ok\n")


# In-process (the command's own code, no interpreter start), each on a copy of one import.
READING_IN_PROCESS = [
    ("report", "--db", "{db}"),
    ("report", "--db", "{db}", "--format", "json"),
    ("ledger", "show", "--db", "{db}", "--season", "2026"),
    ("ledger", "show", "--db", "{db}", "--season", "2026", "--format", "json"),
    ("live", "--db", "{db}", "--season", "2026", "--event", "1", "status"),
    ("export-json", "--db", "{db}", "-o", "{out}.league.json"),
    ("export", "--db", "{db}", "-o", "{out}.csv", "--what", "standings"),
    ("links", "--db", "{db}"),
    ("check", "--db", "{db}"),  # SQLite's check itself stops at the tree's damaged top
]


@pytest.fixture(scope="module")
def az_league(tmp_path_factory) -> Path:
    from leaguemgr.cli import main
    from tests.reliability.conftest import AZ

    path = tmp_path_factory.mktemp("az") / "az.sqlite"
    assert main(["import", str(AZ), "--db", str(path)]) == 0
    return path


def entry_pages_overwritten(league: Path, kinds: tuple[str, ...] = ("internal", "leaf")) -> Path:
    """The pages of the entries' table, in the middle of the file, overwritten: pages the
    report the file keeps never reads."""
    raw = sqlite3.connect(league)
    try:
        pages = [
            page
            for (page, kind) in raw.execute(
                "SELECT pageno, pagetype FROM dbstat WHERE name = 'entry'"
            )
            if kind in kinds
        ]
    finally:
        raw.close()
    data = bytearray(league.read_bytes())
    assert pages and max(pages) < len(data) // 4096
    for number in pages:
        data[(number - 1) * 4096 + 8 : (number - 1) * 4096 + 400] = b"\xa5" * 392
    league.write_bytes(bytes(data))
    return league


@pytest.mark.parametrize(
    "command",
    READING_IN_PROCESS,
    ids=lambda c: " ".join(p for p in c if p[:4] not in ("--db", "{db}")),
)
def test_pages_overwritten_where_a_command_does_not_read_are_said_all_the_same(
    az_league: Path, tmp_path: Path, capsys, command: tuple[str, ...]
) -> None:
    from leaguemgr.cli import main
    from leaguemgr.services.report_store import read_season_report

    league = tmp_path / "league.sqlite"
    shutil.copy(az_league, league)
    assert read_season_report(league).stored  # the report would be read, not computed
    entry_pages_overwritten(league)
    before = digest(league)
    out = str(tmp_path / "out")
    capsys.readouterr()
    code = main([part.format(out=out, db=league) for part in command])
    printed = capsys.readouterr()
    lines = printed.err.splitlines()
    assert (code, printed.out, len(lines)) == (2, "", 1), printed
    assert lines[0].startswith(f"leaguemgr: error: {league} is damaged ("), lines[0]
    assert digest(league) == before
    assert not list(tmp_path.glob("out*"))


def test_check_lists_the_overwritten_pages_without_sqlites_heading(
    az_league: Path, tmp_path: Path, capsys
) -> None:
    from leaguemgr.cli import main

    league = Path(shutil.copy(az_league, tmp_path / "league.sqlite"))
    entry_pages_overwritten(league, kinds=("leaf",))
    capsys.readouterr()
    code = main(["check", "--db", str(league)])
    printed = capsys.readouterr()
    lines = printed.out.splitlines()
    assert code == 2, printed
    assert lines and lines[0].startswith(f"{league}: damaged: On tree page "), printed
    assert all(line.startswith(f"{league}: damaged: ") for line in lines)

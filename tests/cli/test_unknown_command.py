"""A first argument that is no command and no league opens nothing: one line naming the
nearest command, exit 2 (issue 21). A league file that exists, or a server URL, opens the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr import cli


@pytest.fixture
def app_runs(monkeypatch) -> list[list[str]]:
    """The arguments the app was started with, each time it was (it is not, here)."""
    import leaguemgr.ui.app

    started: list[list[str]] = []
    monkeypatch.setattr(leaguemgr.ui.app, "run_app", lambda argv: started.append(argv) or 0)
    return started


@pytest.mark.parametrize(
    ("typed", "nearest"),
    [
        (["import-shet", "x.csv"], "import-sheet"),
        (["imprt", "x.json"], "import"),
        (["repot"], "report"),
        (["chek"], "check"),
    ],
)
def test_an_unknown_command_is_one_line_naming_the_nearest_and_exit_2(
    typed, nearest, app_runs, capsys
):
    assert cli.main(typed) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"leaguemgr: error: unknown command '{typed[0]}' "
        f"(nearest: '{nearest}'; leaguemgr --help lists them all)\n"
    )
    assert app_runs == []


def test_the_nearest_command_comes_from_the_commands_the_parser_knows(
    monkeypatch, app_runs, capsys
):
    # A command another part of the program registers is suggested without a list to update.
    build = cli.build_parser

    def with_lobby():
        parser = build()
        commands = next(a for a in parser._actions if a.dest == "command")
        commands.add_parser("lobby", help="a command added later")
        return parser

    monkeypatch.setattr(cli, "build_parser", with_lobby)
    assert cli.main(["lobb"]) == 2
    assert "nearest: 'lobby'" in capsys.readouterr().err


def test_a_league_file_that_exists_opens_the_app(tmp_path: Path, app_runs):
    league = tmp_path / "club.sqlite"
    league.write_bytes(b"")
    assert cli.main([str(league)]) == 0
    assert app_runs[0][1:] == [str(league)]


@pytest.mark.parametrize("url", ["postgresql://host/club", "POSTGRESQL://host/club"])
def test_a_server_url_opens_the_app_whatever_the_case_of_its_scheme(url, app_runs):
    assert cli.main([url]) == 0
    assert app_runs[0][1:] == [url]


def test_a_league_file_that_does_not_exist_is_no_command_either(tmp_path: Path, app_runs, capsys):
    assert cli.main([str(tmp_path / "gone.sqlite")]) == 2
    assert "unknown command" in capsys.readouterr().err
    assert app_runs == []

"""An export never replaces the league it was read from, a link, a folder or a device."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically
from leaguemgr.services.league_files import load_league_file, save_league_file
from leaguemgr.services.output_paths import check_output_path
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"


@pytest.fixture
def league_db(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite"
    path.write_bytes(b"SQLite format 3\x00 the league")
    return path


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal"])
def test_the_league_and_its_journals_are_refused(league_db, suffix):
    target = Path(f"{league_db}{suffix}")
    with pytest.raises(ExportError, match=f"cannot write {target}: it is .*league.sqlite"):
        check_output_path(target, league_db)


def test_the_league_by_another_spelling_or_a_link_or_a_hard_link_is_refused(league_db, tmp_path):
    (tmp_path / "sub").mkdir()
    spelled = tmp_path / "sub" / ".." / "league.sqlite"
    linked = tmp_path / "link.sqlite"
    linked.symlink_to(league_db)
    hard = tmp_path / "hard.sqlite"
    os.link(league_db, hard)
    for target in (spelled, linked, hard):
        with pytest.raises(ExportError, match="the league being exported"):
            check_output_path(target, league_db)
    # The league opened through a link: its journal is named after the link.
    with pytest.raises(ExportError, match="the league being exported"):
        check_output_path(Path(f"{league_db}-wal"), linked)


def test_another_file_is_fine_and_a_server_league_is_no_file(league_db, tmp_path):
    target = tmp_path / "season.xlsx"
    assert check_output_path(target, league_db) == target.resolve()
    assert check_output_path(target, "postgresql://db.example/league") == target.resolve()
    assert check_output_path(target) == target.resolve()


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(ExportError, match=f"cannot write {tmp_path}: it is a folder"):
        check_output_path(tmp_path, None)


def test_a_device_a_pipe_and_a_socket_are_refused(tmp_path):
    null = Path("/dev/null")
    if null.exists():
        with pytest.raises(ExportError, match="/dev/null: it is not a regular file"):
            write_bytes_atomically(null, b"data")
        assert null.is_char_device()
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(ExportError, match="not a regular file"):
        check_output_path(pipe, None)
    place = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(place))
        with pytest.raises(ExportError, match="not a regular file"):
            check_output_path(place, None)


def test_a_link_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "real" / "standings.html"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "standings.html"
    link.symlink_to(real)
    write_bytes_atomically(link, b"new")
    assert link.is_symlink() and link.resolve() == real
    assert real.read_bytes() == b"new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["standings.html"]


def test_a_link_to_a_file_not_made_yet_makes_it(tmp_path):
    link = tmp_path / "out.csv"
    link.symlink_to(tmp_path / "made.csv")
    write_bytes_atomically(link, b"x")
    assert link.is_symlink() and (tmp_path / "made.csv").read_bytes() == b"x"


def test_a_loop_of_links_is_a_clear_error(tmp_path):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    with pytest.raises(ExportError, match=r"cannot write .*a: "):
        write_bytes_atomically(tmp_path / "a", b"x")


def test_saving_a_league_file_over_its_own_league_is_refused(league_db):
    league = load_league_file(AZ)
    before = league_db.read_bytes()
    with pytest.raises(ExportError, match="the league being exported"):
        save_league_file(league, league_db, league_path=league_db)
    assert league_db.read_bytes() == before


def test_exporting_a_season_over_its_own_league_is_refused(tmp_path):
    from leaguemgr.domain.season_report import compute_season_report
    from leaguemgr.exporters.dispatch import export_season

    league = load_league_file(AZ)
    report = compute_season_report(league, league.seasons[0].name)
    league_db = tmp_path / "league.csv"  # a league under a name an export could have
    league_db.write_bytes(b"the league")
    link = tmp_path / "season.csv"
    link.symlink_to(league_db)
    for target in (league_db, link):
        with pytest.raises(ExportError, match="the league being exported"):
            export_season(league, report, target, league_path=league_db)
    assert league_db.read_bytes() == b"the league" and link.is_symlink()

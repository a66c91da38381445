"""The look at every page of a league file: whole files pass, overwritten pages are named."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from leaguemgr.storage import page_check
from leaguemgr.storage.errors import Fault, StorageError
from leaguemgr.storage.opening import open_database
from tests.conftest import make_seasons_league

PAGE = 4096


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    """Three seasons of a league: entries and busts over many pages, with long rows (the
    stored reports) running on overflow pages."""
    path = tmp_path_factory.mktemp("pages") / "seasons.sqlite"
    make_seasons_league(path)
    return path


@pytest.fixture
def league(pristine: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "league.sqlite"
    shutil.copy(pristine, copy)
    return copy


def pages_of(league: Path, name: str, kind: str) -> list[int]:
    """The pages of table or index ``name`` of one kind: leaf, internal or overflow."""
    raw = sqlite3.connect(league)
    try:
        return [
            number
            for (number,) in raw.execute(
                "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ?", (name, kind)
            )
        ]
    finally:
        raw.close()


def overwrite(league: Path, pages: list[int], start: int = 8, end: int = 400) -> None:
    assert pages
    data = bytearray(league.read_bytes())
    for number in pages:
        base = (number - 1) * PAGE
        data[base + start : base + end] = b"\xa5" * (end - start)
    league.write_bytes(bytes(data))


def walk(league: Path) -> None:
    """The walk alone, without SQLite's confirmation."""
    raw = sqlite3.connect(f"{league.as_uri()}?mode=ro", uri=True)
    try:
        roots = [root for (root,) in raw.execute("SELECT rootpage FROM sqlite_master") if root]
    finally:
        raw.close()
    page_check._walk(league.read_bytes(), [1, *roots])


def test_a_whole_league_passes(league: Path) -> None:
    walk(league)
    open_database(league, read_only=True).close()


def test_a_league_with_its_last_writes_still_in_the_wal_passes(league: Path) -> None:
    """The app open on the league: its writes are in the WAL, the file behind them."""
    writer = sqlite3.connect(league, isolation_level=None)
    try:
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("BEGIN")
        writer.execute("DELETE FROM bust")
        writer.execute("UPDATE player SET name = name || ' the second'")
        writer.execute("COMMIT")
        assert Path(f"{league}-wal").stat().st_size > 0
        walk(league)
        open_database(league, read_only=True).close()
    finally:
        writer.close()


def test_a_league_with_free_pages_passes(league: Path) -> None:
    writer = sqlite3.connect(league, isolation_level=None)
    try:
        writer.execute("DELETE FROM entry")  # its pages go to the free list
        writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        assert writer.execute("PRAGMA freelist_count").fetchone()[0] > 0
    finally:
        writer.close()
    walk(league)


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("entry", "leaf"),
        ("bust", "leaf"),
        ("entry", "internal"),
        ("sqlite_autoindex_entry_1", "leaf"),
    ],
)
def test_overwritten_pages_of_a_table_or_index_are_damage(league: Path, name: str, kind: str):
    overwrite(league, pages_of(league, name, kind)[:1])
    with pytest.raises(page_check._Damaged):
        walk(league)
    with pytest.raises(StorageError) as refused:
        open_database(league, read_only=True)
    assert refused.value.fault is Fault.CORRUPT
    assert "is damaged (integrity check: On tree page " in str(refused.value)
    assert "\n" not in str(refused.value)


def test_an_overflow_page_overwritten_from_its_start_is_damage(league: Path) -> None:
    overwrite(league, pages_of(league, "stored_report", "overflow")[:1], start=0)
    with pytest.raises(page_check._Damaged):
        walk(league)


def test_a_page_made_zeros_is_damage(league: Path) -> None:
    data = bytearray(league.read_bytes())
    [number, *_] = pages_of(league, "entry", "leaf")
    data[(number - 1) * PAGE : number * PAGE] = bytes(PAGE)
    league.write_bytes(bytes(data))
    with pytest.raises(page_check._Damaged):
        walk(league)


def test_what_the_walk_alone_calls_damage_is_refused_only_if_sqlite_agrees(
    league: Path, monkeypatch
) -> None:
    def alarmed(_data, _roots):
        raise page_check._Damaged

    monkeypatch.setattr(page_check, "_walk", alarmed)
    open_database(league, read_only=True).close()

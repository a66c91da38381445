"""Test-wide setup: Qt runs offscreen (CI has no display) and example data is found."""

from __future__ import annotations

import os
from pathlib import Path

# Must be set before any Qt module is imported: without a display Qt would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_EXAMPLES = REPO.parent / "shared" / "examples"
SAMPLE_LEAGUE = REPO / "resources" / "sample.league.json"


@pytest.fixture
def seasons_db(tmp_path: Path) -> Path:
    """A league database of three seasons (2000-2002) whose dealer credits carry over."""
    from leaguemgr.services.league_service import LeagueService
    from tests import synthetic

    path = tmp_path / "seasons.sqlite"
    service = LeagueService.open(path)
    service.import_league(synthetic.league(3, 6, 12, 24, seed=7))
    service.close()
    return path


@pytest.fixture
def whole(seasons_db: Path):
    """A service over ``seasons_db`` that read the whole league (before ``whole_reads``, when
    asked for first, starts counting): what every other way of reading must give."""
    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(seasons_db)
    service.league  # noqa: B018
    yield service
    service.close()


@pytest.fixture
def whole_reads(monkeypatch) -> list[str]:
    """The name of the thread, each time a league service reads the whole league."""
    import threading

    from leaguemgr.services import league_service

    reads: list[str] = []
    read = league_service.load_whole_league

    def counted(session):
        reads.append(threading.current_thread().name)
        return read(session)

    monkeypatch.setattr(league_service, "load_whole_league", counted)
    return reads


@pytest.fixture
def examples_dir() -> Path:
    return SHARED_EXAMPLES


@pytest.fixture
def az_league_file() -> Path:
    return SHARED_EXAMPLES / "az-2026.league.json"


@pytest.fixture
def fnc_league_file() -> Path:
    return SHARED_EXAMPLES / "fnc-2017.league.json"


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path_factory, monkeypatch):
    """Keep QSettings and the user data folder of tests away from the real ones."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("HOME", str(home))

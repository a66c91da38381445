"""Test-wide setup: Qt runs offscreen (CI has no display) and example data is found."""

from __future__ import annotations

import os
from pathlib import Path

# Must be set before any Qt module is imported: without a display Qt would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# The tests read English (the source language) unless a test asks for another: a developer's
# own language must not change what the commands and the app say here.
for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
if not os.environ.get("LANG", "C").startswith(("C", "POSIX", "en")):
    os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402 (after the environment above)

REPO = Path(__file__).resolve().parents[1]
SHARED_EXAMPLES = REPO.parent / "shared" / "examples"
SAMPLE_LEAGUE = REPO / "resources" / "sample.league.json"


def make_seasons_league(target: str | Path) -> None:
    """Three seasons (2000-2002) whose dealer credits carry over, stored at ``target``."""
    from leaguemgr.services.league_service import LeagueService
    from tests import synthetic

    service = LeagueService.open(target)
    service.import_league(synthetic.league(3, 6, 12, 24, seed=7))
    service.close()


@pytest.fixture
def seasons_db(tmp_path: Path) -> Path:
    """A league database of three seasons (2000-2002) whose dealer credits carry over."""
    path = tmp_path / "seasons.sqlite"
    make_seasons_league(path)
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

    from leaguemgr.services import league_reading, league_service, league_transfer

    reads: list[str] = []
    read = league_reading.load_whole_league

    def counted(session):
        reads.append(threading.current_thread().name)
        return read(session)

    for module in (league_reading, league_transfer, league_service):
        monkeypatch.setattr(module, "load_whole_league", counted)
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


# A league on a server (SPEC 6) -------------------------------------------------------------

_PG_PROBLEM: list[str] = []


@pytest.fixture(scope="session")
def pg_cluster():
    """The session's throwaway PostgreSQL server (tests/pg_cluster.py), started on first use.

    Skipped only when PostgreSQL cannot be installed or started here, and then the run's
    summary says so loudly; under CI (``CI`` set) or where tests/run_all.py could install
    it (``LEAGUEMGR_REQUIRE_PG`` set) that is a failure instead.
    """
    from tests.pg_cluster import ClusterUnavailable, start_cluster

    if _PG_PROBLEM:
        pytest.skip(_PG_PROBLEM[0])
    try:
        cluster = start_cluster()
    except ClusterUnavailable as exc:
        _PG_PROBLEM.append(str(exc))
        if os.environ.get("CI") or os.environ.get("LEAGUEMGR_REQUIRE_PG"):
            pytest.fail(f"PostgreSQL is needed in CI: {exc}")
        pytest.skip(str(exc))
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster) -> str:
    """A fresh league database on the test server (migrated, no league yet)."""
    return pg_cluster.new_database()


@pytest.fixture(params=["file", "server"])
def league_target(request, tmp_path: Path) -> str:
    """Where a test's league lives: a new SQLite file, or a fresh PostgreSQL database."""
    if request.param == "file":
        return str(tmp_path / "league.sqlite")
    return request.getfixturevalue("pg_url")


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "file_only: a test of what only a SQLite file has (not run on a server)"
    )


def pytest_collection_modifyitems(config, items) -> None:
    """A ``file_only`` test that takes ``league_target`` runs on the file alone."""
    dropped = [
        item
        for item in items
        if item.get_closest_marker("file_only") is not None
        and getattr(item, "callspec", None) is not None
        and item.callspec.params.get("league_target") == "server"
    ]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        gone = set(map(id, dropped))
        items[:] = [item for item in items if id(item) not in gone]


def pytest_terminal_summary(terminalreporter) -> None:
    if _PG_PROBLEM:
        terminalreporter.section("POSTGRESQL TESTS DID NOT RUN", sep="!", red=True, bold=True)
        terminalreporter.line(f"every test on a PostgreSQL server was skipped: {_PG_PROBLEM[0]}")


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """After a test of the app's windows, delete what it left for deleting and collect its
    garbage while Qt is idle. A Qt object Python collects later, at whatever point the next
    test's allocations set the collector off, may go with its C++ side half gone: a worker
    crashed so, in a test of the site that had no window of its own."""
    yield
    if "qapp" not in getattr(item, "fixturenames", ()):
        return
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    app = QCoreApplication.instance()
    if app is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
    gc.collect()

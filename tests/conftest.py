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

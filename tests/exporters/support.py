"""Helpers for the exporter tests: example leagues and tools that read files back."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.leaguefile import read_league

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "examples"

# Names a spreadsheet or a browser would run if they were not escaped.
HOSTILE_NAMES = {
    "p19": '=HYPERLINK("http://evil.example","click")',
    "p08": "+1",
    "p07": "<script>alert('x')</script> & Co",
    "p00": "@SUM(A1:A9)",
    "p11": "-2+3",
}


def load_example(name: str) -> tuple[League, SeasonReport]:
    league = read_league(json.loads((EXAMPLES / f"{name}.league.json").read_text("utf-8")))
    return league, compute_season_report(league, league.seasons[0].name)


def needs_tool(tool: str, package: str) -> str:
    """The tool's path, or skip the test saying which Debian package provides it."""
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (apt-get install -y {package})")
    return path


def pdf_pages(path: Path, *, layout: bool = True) -> list[str]:
    """The text of each page of a PDF (pdftotext, from poppler-utils).

    ``layout`` keeps table rows on one line; without it, side-by-side blocks of text (the
    night sheet's columns) come out one after the other.
    """
    tool = needs_tool("pdftotext", "poppler-utils")
    mode = ["-layout"] if layout else []
    text = subprocess.run(
        [tool, *mode, str(path), "-"], check=True, capture_output=True, text=True
    ).stdout
    return text.split("\f")[:-1] if text.endswith("\f") else text.split("\f")


CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]


def chromium(*arguments: str, profile: Path) -> str:
    """Run headless Chromium (Debian package ``chromium``) and return what it prints."""
    tool = shutil.which("chromium") or shutil.which("chromium-browser")
    if tool is None:
        pytest.skip("chromium is not installed (apt-get install -y chromium)")
    done = subprocess.run(
        [tool, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *arguments],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return done.stdout

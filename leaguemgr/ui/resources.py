"""Where the app's bundled files are, whether run from a checkout, a wheel or PyInstaller."""

from __future__ import annotations

import sys
from pathlib import Path

import leaguemgr


def resource_path(name: str) -> Path:
    """The bundled file ``resources/<name>``.

    In a checkout (or an editable install) it sits beside the package; in a PyInstaller bundle
    the spec copies ``resources/`` under ``sys._MEIPASS``.
    """
    candidates = [Path(leaguemgr.__file__).resolve().parents[1] / "resources" / name]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources" / name)
    candidates.append(Path(leaguemgr.__file__).resolve().parent / "resources" / name)
    for candidate in candidates:
        if candidate.exists():
            return candidate
    return candidates[0]


def sample_league_file() -> Path:
    return resource_path("sample.league.json")


def sample_league_name() -> str:
    """The name the bundled sample league goes by (how the app tells it is the one open)."""
    import json

    try:
        return str(json.loads(sample_league_file().read_text(encoding="utf-8"))["league"]["name"])
    except (OSError, ValueError, KeyError, TypeError):
        return ""

"""A league with a planned night open for answers (SPEC 10): the AZ example, its time zone,
and event 12 with 6 seats, a deadline and answers (one player changing their mind)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conftest import SHARED_EXAMPLES

ANSWERS = [
    ("p01", "yes", "2026-12-01T19:00:00"),
    ("p02", "yes", "2026-12-01T19:05:00"),
    ("p03", "no", "2026-12-01T19:06:00"),
    ("p02", "no", "2026-12-02T08:00:00"),
    ("p02", "yes", "2026-12-02T08:30:00"),
]


def rsvp_document(seats: int = 6, answers=ANSWERS) -> dict[str, Any]:
    document = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text())
    document["league"]["time_zone"] = "America/Phoenix"
    document["seasons"][0]["events"].append(
        {
            "number": 12,
            "date": "2026-12-04",
            "entries": [],
            "dealers": [],
            "seats": seats,
            "rsvp_by": "2026-12-04T18:00",
            "rsvp": [{"player": p, "answer": a, "at": at} for p, a, at in answers],
        }
    )
    return document


def rsvp_league_file(tmp_path: Path, **options: Any) -> Path:
    path = tmp_path / "rsvp.league.json"
    path.write_text(json.dumps(rsvp_document(**options)))
    return path

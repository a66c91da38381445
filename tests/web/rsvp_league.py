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


def rsvp_document(
    seats: int = 6, answers=ANSWERS, time: str | None = None, place: str | None = None
) -> dict[str, Any]:
    """``answers`` are (player, answer, at) or (player, answer, at, by); ``time`` and
    ``place`` are event 12's (SPEC 10), not written when ``None``."""
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
            "rsvp": [answer_document(*answer) for answer in answers],
        }
    )
    night = document["seasons"][0]["events"][-1]
    for key, value in (("time", time), ("place", place)):
        if value is not None:
            night[key] = value
    return document


def answer_document(player: str, answer: str, at: str, by: str | None = None) -> dict[str, str]:
    document = {"player": player, "answer": answer, "at": at}
    if by is not None:
        document["by"] = by
    return document


def rsvp_league_file(tmp_path: Path, **options: Any) -> Path:
    path = tmp_path / "rsvp.league.json"
    path.write_text(json.dumps(rsvp_document(**options)))
    return path

"""The AZ example league, ready for more nights: what the night tests start from."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from leaguemgr.services.league_service import LeagueService
from tests.conftest import SHARED_EXAMPLES

AZ_EXAMPLE = SHARED_EXAMPLES / "az-2026.league.json"


def make_night_league(
    target: str | Path, work: Path, *, night: dict[str, Any] | None = None
) -> str | Path:
    """The AZ example league imported at ``target`` (a file or a server URL), with the
    season's ``night`` settings if given; returns ``target``.

    The example's accepted make-ups are dropped: a season with another night played no
    longer offers the same make-ups (SPEC 2.8), which the night tests leave aside."""
    document = json.loads(AZ_EXAMPLE.read_text())
    document["seasons"][0]["championship"]["makeups"] = []
    if night:
        document["seasons"][0]["rules"]["night"] = night
    source = work / "az-nights.league.json"
    source.write_text(json.dumps(document))
    service = LeagueService.open(target)
    try:
        service.import_league_file(source)
    finally:
        service.close()
    return target

"""The season rule "best N results count" (TD3's overall score), beside the plain total."""

from __future__ import annotations

import json
from dataclasses import replace

from leaguemgr.cli import main
from leaguemgr.services.league_service import LeagueService
from tests.conftest import REPO

SAMPLES = REPO.parent / "shared" / "td3-samples"


def test_best_one_result_ranks_by_each_players_best_night(tmp_path, capsys):
    db = tmp_path / "league.sqlite"
    plain, rebuys = SAMPLES / "sample-plain.tdt", SAMPLES / "sample-rebuys-two-hitmen.tdt"
    assert main(["import-td3", str(plain), str(rebuys), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        season = service.season("2025")
        service.save_rules("2025", replace(season.rules, best_results=1))
        names = {player.id: player.name for player in service.league.players}
        rows = {
            names[r.player]: (r.rank, r.best_points, r.points)
            for r in service.report("2025").standings
        }
    finally:
        service.close()
    # Bert K: 219 + 31 = 250 in all, his best night 219; Egon T (2): one night of 252.
    assert rows["Egon T (2)"] == (1, 252.0, 252.0)
    assert rows["Bert K"] == (2, 219.0, 250.0)
    # TD3 id 4c9a9200 ("Frida L" in the first file, "Hedda S" in the second): 31 + 173 = 204,
    # best 173; Åsa B: 161 + 67 = 228, best 161. Best-1 puts Frida above Åsa, the total not.
    assert rows["Frida L"][1:] == (173.0, 204.0)
    assert rows["Åsa B"][1:] == (161.0, 228.0)
    assert rows["Frida L"][0] < rows["Åsa B"][0]
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", "2025", "--format", "json"]) == 0
    first = json.loads(capsys.readouterr().out)["standings"][0]
    assert first["best_points"] == 252.0
    assert main(["report", "--db", str(db), "--season", "2025"]) == 0
    assert "Best" in capsys.readouterr().out

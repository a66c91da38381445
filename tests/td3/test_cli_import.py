"""``leaguemgr import-td3``: the samples come in as TD3 showed them; bad files change nothing.

The standings figures are worked out by hand in ``test_samples.py`` (each file's arithmetic
is written out there); here they must come out of the league after a real import.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from tests.conftest import REPO

SAMPLES = REPO.parent / "shared" / "td3-samples"
PLAIN = SAMPLES / "sample-plain.tdt"
REBUYS = SAMPLES / "sample-rebuys-two-hitmen.tdt"
OLD = SAMPLES / "sample-old-cp1252.tdt"


def standings(db: Path, season: str) -> dict[str, tuple[int, int, float, float]]:
    """{name: (events played, wins, knockouts, points)} from the league's season report."""
    service = LeagueService.open(db, read_only=True)
    try:
        names = {player.id: player.name for player in service.league.players}
        return {
            names[row.player]: (row.events_played, row.wins, row.knockouts, row.points)
            for row in service.report(season).standings
        }
    finally:
        service.close()


def imported(tmp_path: Path, *files: Path, args: tuple[str, ...] = ()) -> Path:
    db = tmp_path / "league.sqlite"
    code = main(["import-td3", *map(str, files), "--db", str(db), *args])
    assert code == 0
    return db


def test_plain_sample(tmp_path, capsys):
    db = imported(tmp_path, PLAIN)
    assert "1 event(s) into season(s) 2025; 10 new player(s)" in capsys.readouterr().out
    # Finishes, hits and points as worked out in test_samples.test_plain_2025_variant_c.
    assert standings(db, "2025") == {
        "Bert K": (1, 1, 2, 219.0),
        "Åsa B": (1, 0, 2, 161.0),
        "Gustav R": (1, 0, 2, 135.0),
        "Ivar O": (1, 0, 1, 82.0),
        "Doris P": (1, 0, 1, 58.0),
        "Frida L": (1, 0, 1, 31.0),
        "Hedda S": (1, 0, 0, 29.0),
        "Egon T": (1, 0, 0, 12.0),
        "Jenny W": (1, 0, 0, 0.0),
        "Cilla M": (1, 0, 0, 0.0),
    }


def test_rebuys_sample_with_a_bust_by_two_hitmen(tmp_path):
    db = imported(tmp_path, REBUYS)
    # test_samples.test_rebuys_and_a_bust_with_two_hitmen_2025_variant_c: Doris's first bust
    # credits Egon and Gustav a whole knockout each (FullCreditHit), so 14 knockouts for 13
    # busts.
    rows = standings(db, "2025")
    assert rows == {
        "Egon T": (1, 1, 5, 252.0),
        "Hedda S": (1, 0, 3, 173.0),
        "Ivar O": (1, 0, 2, 137.0),
        "Åsa B": (1, 0, 0, 67.0),
        "Frida L": (1, 0, 1, 58.0),
        "Bert K": (1, 0, 1, 31.0),
        "Cilla M": (1, 0, 0, 29.0),
        "Doris P": (1, 0, 0, 0.0),
        "Gustav R": (1, 0, 2, 0.0),
    }
    assert sum(row[2] for row in rows.values()) == 14


def test_old_windows_1252_sample_with_rebuy_penalties(tmp_path):
    db = imported(tmp_path, OLD)
    # test_samples.test_old_windows_1252_file_2019_variant_a_with_rake_and_penalties:
    # Doris 142 - 50 = 92 and Egon 62 - 50 = 12 (PointsAdjustment, the rebuy penalty).
    assert standings(db, "2019") == {
        "Hedda S": (1, 1, 3, 217.0),
        "Frida L": (1, 0, 2, 128.0),
        "Doris P": (1, 0, 1, 92.0),
        "Bert K": (1, 0, 3, 54.0),
        "Cilla M": (1, 0, 0, 27.0),
        "Egon T": (1, 0, 0, 12.0),
        "Gustav R": (1, 0, 0, 0.0),
        "Åsa B": (1, 0, 0, 0.0),
    }


def test_two_files_of_a_season_add_up_by_td3_player_id(tmp_path):
    db = imported(tmp_path, PLAIN, REBUYS)
    rows = standings(db, "2025")
    # The samples were renamed file by file, so one TD3 id can carry two names: the league
    # keeps the first name it met (2025-06-05) and adds the later file's points to it.
    # d808eed0 "Bert K": 219 (1st, 2 hits) + 31 (7th, 1 hit) = 250, 2 events, 1 win, 3 KOs.
    assert rows["Bert K"] == (2, 1, 3, 250.0)
    # 6ee720f0 "Åsa B": 161 (2nd, 2 hits) + 67 (4th, 0 hits) = 228.
    assert rows["Åsa B"] == (2, 0, 2, 228.0)
    # ab4dc614 is "Egon T" in the second file but a new TD3 id: a second player.
    assert rows["Egon T (2)"] == (1, 1, 5, 252.0)
    # f482b4f0 "Egon T" (8th, 12) + the same id as "Gustav R" (9th, 0, 2 hits) = 12.
    assert rows["Egon T"] == (2, 0, 2, 12.0)


def test_importing_the_same_files_again_changes_nothing(tmp_path, capsys):
    db = imported(tmp_path, PLAIN, REBUYS)
    before = db.read_bytes()
    capsys.readouterr()
    assert main(["import-td3", str(PLAIN), str(REBUYS), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "left out sample-plain.tdt: already imported" in out
    assert "nothing imported" in out
    assert db.read_bytes() == before


def test_a_folder_skips_td3_backups_and_takes_a_season(tmp_path, capsys):
    folder = tmp_path / "saves"
    folder.mkdir()
    shutil.copy(PLAIN, folder / "ORF_Poker_20250605.tdt")
    shutil.copy(REBUYS, folder / "ORF_Poker_20250605.tdt.20250605-201500")  # a backup
    db = imported(tmp_path, folder, args=("--season", "Imported"))
    out = capsys.readouterr().out
    assert "skipped 1 TD3 backup file(s)" in out
    assert len(standings(db, "Imported")) == 10


def test_an_unfinished_tournament_is_reported_not_imported(tmp_path, capsys):
    text = PLAIN.read_text(encoding="utf-8")
    # Åsa's bust (the last one) undone: two players never busted, as in a file saved mid-game.
    last_bust = (
        "BustOut: new GameBustOut({Time: 1749163813000, Round: 17, "
        'HitmanUUID: ["d808eed0-d073-11e7-39ca-db13413f82d6"], '
    )
    unfinished = text.replace(last_bust, "Ignored: new GameBustOut({")
    assert unfinished != text
    path = tmp_path / "unfinished.tdt"
    path.write_text(unfinished, encoding="utf-8")
    db = tmp_path / "league.sqlite"
    assert main(["import-td3", str(path), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "left out unfinished.tdt: the tournament is unfinished (2 of 10 players" in out
    assert not db.exists()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


FIRST_STATEMENT = 'assign (\\"points\\", 1)'  # as the file writes it, quotes escaped


def bad_files(tmp_path: Path) -> list[tuple[str, Path, str]]:
    # Another tournament than the plain sample (imported beside it), with a defect.
    text = PLAIN.read_text(encoding="utf-8").replace("2f84caab-", "3f84caab-", 1)
    cases = {
        "truncated": (text[:120_000], "truncated.tdt: not a TD3 file:"),
        "not-td3": ('{"format": "leaguemgr-league", "version": 1}', "not a TD3 tournament file"),
        "bad-formula": (
            text.replace(FIRST_STATEMENT, FIRST_STATEMENT[:-1], 1),
            "bad-formula.tdt: the points formula: expected ')'",
        ),
        "unknown-variable": (
            text.replace(FIRST_STATEMENT, "leagueRank", 1),
            "unknown-variable.tdt: the points formula: unknown variable 'leaguerank'",
        ),
    }
    result = []
    for name, (content, expected) in cases.items():
        path = tmp_path / f"{name}.tdt"
        path.write_text(content, encoding="utf-8")
        result.append((name, path, expected))
    return result


@pytest.mark.parametrize("case", ["truncated", "not-td3", "bad-formula", "unknown-variable"])
def test_a_bad_file_is_one_line_exit_2_and_the_league_untouched(tmp_path, case):
    db = imported(tmp_path, OLD)
    before = _digest(db)
    _, path, expected = next(item for item in bad_files(tmp_path) if item[0] == case)
    # The good file first: nothing of it may be written either.
    done = subprocess.run(
        [sys.executable, "-m", "leaguemgr", "import-td3", str(PLAIN), str(path), "--db", str(db)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("leaguemgr: error: ")
    assert expected in lines[0]
    assert _digest(db) == before


def test_a_bad_file_into_a_new_league_creates_nothing(tmp_path):
    _, path, _ = bad_files(tmp_path)[0]
    db = tmp_path / "new.sqlite"
    assert main(["import-td3", str(PLAIN), str(path), "--db", str(db)]) == 2
    assert not db.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{name}.tdt" for name in ("truncated", "not-td3", "bad-formula", "unknown-variable")
    )


def test_a_missing_file_and_a_bad_time_zone(tmp_path, capsys):
    db = tmp_path / "league.sqlite"
    assert main(["import-td3", str(tmp_path / "none.tdt"), "--db", str(db)]) == 2
    assert "none.tdt: no such file" in capsys.readouterr().err
    assert main(["import-td3", str(PLAIN), "--db", str(db), "--time-zone", "Mars/Base"]) == 2
    assert "no time zone named 'Mars/Base'" in capsys.readouterr().err
    assert not db.exists()


def test_the_league_file_keeps_what_the_import_recorded(tmp_path):
    db = imported(tmp_path, PLAIN, OLD)
    exported = tmp_path / "league.json"
    assert main(["export-json", "--db", str(db), "-o", str(exported)]) == 0
    again = tmp_path / "again.sqlite"
    assert main(["import", str(exported), "--db", str(again)]) == 0
    for season in ("2019", "2025"):
        assert standings(again, season) == standings(db, season)
    text = exported.read_text(encoding="utf-8")
    assert '"td3_id": "116a21f0-23d2-11e4-0aa0-b23e49a8daa1"' in text
    assert '"points_adjustment": -50' in text
    assert '"source": "td3:' in text
    # The league file says the events are TD3's: importing the tournaments again adds nothing.
    assert main(["import-td3", str(PLAIN), str(OLD), "--db", str(again)]) == 0
    assert standings(again, "2025") == standings(db, "2025")


def test_a_merge_keeps_the_td3_id_so_a_later_import_finds_the_player(tmp_path):
    db = imported(tmp_path, PLAIN)
    service = LeagueService.open(db)
    try:
        service.add_player(Player("robert", "Robert Karlsson"))
        imported_bert = next(p.id for p in service.league.players if p.name == "Bert K")
        service.merge_players("robert", imported_bert)
        assert service.players_by_id()["robert"].td3_id == "d808eed0-d073-11e7-39ca-db13413f82d6"
    finally:
        service.close()
    assert main(["import-td3", str(REBUYS), "--db", str(db)]) == 0
    # d808eed0: 219 (1st, 2 hits) on 2025-06-05, then 31 (7th, 1 hit) on 2025-06-18.
    assert standings(db, "2025")["Robert Karlsson"] == (2, 1, 3, 250.0)


def test_prizes_the_season_table_pays_anyway_are_left_to_the_table(tmp_path):
    from decimal import Decimal

    from leaguemgr.domain.records import Basis, League, PayoutRange, Season, SeasonRules, SetAside

    # ORF in 2019: 220 kr a buy-in of which 20 kr rake, 50/30/20 to the top three.
    rules = SeasonRules(
        buyin=Decimal(220),
        rebuy_cost=Decimal(200),
        set_asides=(SetAside("rake", Basis.PER_ENTRY, Decimal(20)),),
        payout_table=(PayoutRange(1, 40, (Decimal(50), Decimal(30), Decimal(20))),),
    )
    db = tmp_path / "league.sqlite"
    service = LeagueService.open(db)
    try:
        service.import_league(League("ORF", seasons=(Season("2019", rules),)))
    finally:
        service.close()
    assert main(["import-td3", str(OLD), "--db", str(db)]) == 0
    service = LeagueService.open(db, read_only=True)
    try:
        (event,) = service.season("2019").events
        # Pool 2,160 - 8 x 20 = 2,000: the table pays 1,000 / 600 / 400, as TD3 did.
        assert event.payouts is None
        amounts = [str(p.amount) for p in service.report("2019").events[0].payouts]
        assert amounts == ["1000.00", "600.00", "400.00"]
    finally:
        service.close()


def test_a_tie_comes_in_as_equal_finishes(tmp_path):
    tied = tmp_path / "tied.tdt"
    text = PLAIN.read_text(encoding="utf-8")
    tied.write_text(text.replace("Time: 1749157309000", "Time: 1749157098000", 1), "utf-8")
    db = imported(tmp_path, tied)
    service = LeagueService.open(db, read_only=True)
    try:
        (event,) = service.season("2025").events
        names = {player.id: player.name for player in service.league.players}
        finishes = {names[entry.player]: entry.finish for entry in event.entries}
    finally:
        service.close()
    assert finishes["Hedda S"] == finishes["Frida L"] == 6
    # Each keeps the points TD3 gives at rank 6 (see test_samples): 29 and 42.
    rows = standings(db, "2025")
    assert (rows["Hedda S"][3], rows["Frida L"][3]) == (29.0, 42.0)


def test_titles_and_season_names_become_names_the_league_can_hold(tmp_path, capsys):
    odd = tmp_path / "odd.tdt"
    text = PLAIN.read_text(encoding="utf-8")
    text = text.replace('Title: "ORF Poker 20250605"', 'Title: "ORF\\nPoker  ' + "x" * 200 + '"')
    odd.write_text(text.replace('SeasonName: "2025"', 'SeasonName: "\\t"'), encoding="utf-8")
    db = imported(tmp_path, odd)
    service = LeagueService.open(db, read_only=True)
    try:
        (season,) = service.league.seasons
        assert season.name == "2025 other"  # a blank TD3 season: a season of its own
        assert season.events[0].name == "ORF Poker " + "x" * 90
    finally:
        service.close()
    assert main(["import-td3", str(PLAIN), "--db", str(db), "--season", "\x07"]) == 2
    assert "--season: the season name holds an invisible control character" in (
        capsys.readouterr().err
    )

"""``leaguemgr live close`` settles the night as the app's close does (SPEC 7, issue 31):
it prints the cash-out, nets what each player owes against the winnings in the close's
transaction, and ``--no-net P`` leaves P's debt standing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
# Cat A2 (p02) comes unpaid, is fined $5 during the night and wins; Dan A3 (p03) comes unpaid.
NIGHT = [
    ["start"],
    *[["arrive", p] for p in ("p01", "p04", "p05", "p06", "p07")],
    ["arrive", "p02", "--unpaid"],
    ["arrive", "p03", "--unpaid"],
    ["draw", "--seed", "3"],
    *[["bust", p, "--by", "p02"] for p in ("p03", "p04", "p05", "p06", "p07", "p01")],
]


def _night(tmp_path: Path, capsys) -> tuple[str, list[str]]:
    db = str(tmp_path / "league.sqlite")
    assert main(["import", str(AZ), "--db", db]) == 0
    live = ["live", "--db", db, "--season", "2026", "--event", "12"]
    for action in NIGHT[:8]:
        assert main([*live, *action]) == 0
    fine = ["ledger", "record", "--db", db, "--season", "2026", "charge", "p02", "5"]
    assert main([*fine, "--for", "fine"]) == 0
    for action in NIGHT[8:]:
        assert main([*live, *action]) == 0
    capsys.readouterr()
    return db, live


def _balances(db: str, capsys) -> dict[str, str]:
    capsys.readouterr()
    assert main(["ledger", "show", "--db", db, "--season", "2026", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    # (the example's season prizes are owed to others: only tonight's two are looked at)
    return {b["player"]: b["owes"] for b in shown["ledger"]["balances"] if b["player"] < "p04"}


def test_live_close_nets_the_entry_and_the_fine_and_prints_the_cash_out(
    tmp_path: Path, capsys
) -> None:
    db, live = _night(tmp_path, capsys)
    assert main([*live, "close"]) == 0
    said = capsys.readouterr().out
    assert "Cat A2: won " in said and "owes 35.00: hand over" in said
    assert "Dan A3: owes 30.00; still owes 30.00" in said
    assert "Closing records 35.00 paid from the winnings." in said
    assert _balances(db, capsys) == {"p03": "30.00"}  # Cathy is square, Dan owes his entry


def test_no_net_leaves_the_debt_standing(tmp_path: Path, capsys) -> None:
    db, live = _night(tmp_path, capsys)
    assert main([*live, "close", "--no-net", "Cat A2"]) == 0
    said = capsys.readouterr().out
    assert "still owes 35.00 (left standing)" in said
    assert _balances(db, capsys) == {"p02": "35.00", "p03": "30.00"}


@pytest.mark.parametrize("who", ["nobody", "Cat"])
def test_no_net_naming_no_player_is_one_line_and_closes_nothing(
    tmp_path: Path, capsys, who: str
) -> None:
    _db, live = _night(tmp_path, capsys)
    assert main([*live, "close", "--no-net", who]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"--no-net: '{who}'" in err[0]
    assert main([*live, "status"]) == 0
    assert json.loads(capsys.readouterr().out)["state"] == "running"

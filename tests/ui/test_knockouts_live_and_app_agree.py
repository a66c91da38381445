"""Issue 32's Done-when: a progressive knockout night played through ``leaguemgr live`` and
the same night played on the Night screen pay the same bounties to the cent: the same
collections and heads after every bust, and the same knockout money and bounties paid in
the closed night's report."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt

from leaguemgr.cli import main
from leaguemgr.domain.night.bounty_words import collections_said
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_night_knockouts import heads, knockout_league
from tests.ui.test_night_screen import EVENT, SEASON, arrive, open_window, press, start_with

PROGRESSIVE = {"kind": "progressive", "amount": "20", "share": "50"}
PLAYERS = 7
SEED = 11  # the Night screen's draw in these tests is seeded with 11 (open_night)

# The night, by index into the league's first seven players: (out, hitmen, rebuys at once);
# "undo" takes the last bust back. A rebuy after a bust, a bust shared by two hitmen, a
# bust nobody won (its head waits for the winner), an undone bust, then busts until one
# player is left.
NIGHT: list[tuple[int, list[int], bool] | str] = [
    (6, [0], True),
    (5, [1, 2], False),
    (6, [0], False),
    (4, [], False),
    (3, [1], False),
    "undo",
    (3, [2], False),
    (2, [0], False),
    (1, [0], False),
]


def _live(db: Path, capsys, *action: str) -> tuple[list[str], dict]:
    """The lines ``live`` printed before its status, and the status."""
    capsys.readouterr()
    assert main(["live", "--db", str(db), "--season", SEASON, "--event", str(EVENT), *action]) == 0
    lines = capsys.readouterr().out.splitlines()
    return lines[:-1], json.loads(lines[-1])


def _closed_event(db: Path, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", SEASON, "--format", "json"]) == 0
    event = json.loads(capsys.readouterr().out)["events"][-1]
    assert event["number"] == EVENT
    return event


def _cents(items: list[dict]) -> dict[str, Decimal]:
    return {item["player"]: Decimal(item["amount"]) for item in items}


def _play_live(db: Path, ids: list[str], capsys) -> list[tuple[list[str], dict[str, Decimal]]]:
    """The night through ``leaguemgr live``: after each step, what the bust printed and
    the heads the status shows."""
    _live(db, capsys, "start")
    for player in ids:
        _live(db, capsys, "arrive", player)
    _live(db, capsys, "draw", "--seed", str(SEED))
    seen = []
    for step in NIGHT:
        if step == "undo":
            said, status = _live(db, capsys, "undo")
        else:
            out, hitmen, rebuys = step
            by = [arg for h in hitmen for arg in ("--by", ids[h])]
            said, status = _live(db, capsys, "bust", ids[out], *by)
            if rebuys:
                _, status = _live(db, capsys, "rebuy", ids[out])
        seen.append((said, _cents(status["heads"])))
    capsys.readouterr()
    assert main(["live", "--db", str(db), "--season", SEASON, "--event", str(EVENT), "close"]) == 0
    return seen


def _bust_by_keys(qtbot, view, out: str, hitmen: list[str], rebuys: bool) -> None:
    """One player out as the organizer types it: name, Enter, each hitman (Ctrl+Enter
    between them, Esc for none), then R or Enter if the rebuy is asked."""
    qtbot.keyClicks(view.bust.name_field, out)
    press(qtbot, "Return")
    for index, hitman in enumerate(hitmen):
        qtbot.keyClicks(view.bust.by_field, hitman)
        press(qtbot, "Ctrl+Return" if index < len(hitmen) - 1 else "Return")
    if not hitmen:
        press(qtbot, "Escape")
    assert view.bust.asking_rebuy or not rebuys
    if view.bust.asking_rebuy:
        press(qtbot, "R" if rebuys else "Return")


def test_a_progressive_night_pays_the_same_live_and_in_the_app(
    qtbot, tmp_path: Path, capsys
) -> None:
    for copy in ("live", "app"):
        (tmp_path / copy).mkdir()
    live_db = knockout_league(tmp_path / "live", PROGRESSIVE)
    app_db = knockout_league(tmp_path / "app", PROGRESSIVE)

    window = open_window(qtbot, app_db)
    view, ids = start_with(qtbot, window, PLAYERS)
    names = [view.names.name(p) for p in ids]
    by_name = dict(zip(names, ids, strict=True))
    said_live = _play_live(live_db, ids, capsys)

    for name in names:
        arrive(qtbot, view, name)
    press(qtbot, "Ctrl+D")
    assert set(heads(view).values()) == {"$20.00"}
    for step, (said, live_heads) in zip(NIGHT, said_live, strict=True):
        if step == "undo":
            press(qtbot, "Ctrl+Z")
        else:
            out, hitmen, rebuys = step
            _bust_by_keys(qtbot, view, names[out], [names[h] for h in hitmen], rebuys)
            # "Hal collects 10.00, Ann's bounty" live, a line a hitman; here one sentence
            # of the same amounts ("Hal and Bob collect $5.00 each, Ann's bounty").
            hits = [line for line in said if " wins and collects " not in line]
            collected = [line.split(" collects ") for line in hits]
            shown = [(hitman, f"${amount.split(',')[0]}") for hitman, amount in collected]
            if hits:
                assert collections_said(shown, [names[out]]) in view.message.text()
            for line in said[len(hits) :]:  # the last bust: what the winner collects too
                winner, amount = line.split(" wins and collects ")
                assert f"{winner} wins and collects ${amount}" in view.message.text()
            if not said:
                assert view.message.text().startswith(f"{names[out]} out. Nobody won")
        shown = {by_name[n]: Decimal(a.lstrip("$")) for n, a in heads(view).items()}
        assert shown == live_heads, step

    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+C")
    assert view.data is None, view.message.text()

    live, app = _closed_event(live_db, capsys), _closed_event(app_db, capsys)
    assert app["knockouts"] == live["knockouts"]
    paid = _cents(live["knockouts"]["paid"])
    # 7 heads and one rebuy's head of $20; the winner's own head is in what they are paid.
    assert Decimal(live["knockouts"]["money"]) == sum(paid.values()) == Decimal("160.00")
    assert {p: paid.get(p, Decimal(0)) for p in ids} == {
        p: _cents(app["knockouts"]["paid"]).get(p, Decimal(0)) for p in ids
    }
    assert (app["gross"], app["pool"], app["set_asides"]) == (
        live["gross"],
        live["pool"],
        live["set_asides"],
    )

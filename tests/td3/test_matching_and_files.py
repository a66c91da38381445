"""Players matched by TD3 id, then by name; files chosen without TD3's backups; the td3
package stays pure."""

from __future__ import annotations

import ast
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.files import is_backup, select_tdt_files
from leaguemgr.td3.matching import KnownPlayer, MatchedBy, match_players
from leaguemgr.td3.tournament import Td3Player

PACKAGE = Path(__file__).resolve().parents[2] / "leaguemgr" / "td3"


def td3(uuid: str, nickname: str) -> Td3Player:
    zero = Decimal(0)
    return Td3Player(uuid, nickname, "", "", (), (), zero, zero, zero)


def test_td3_id_first_then_name_then_new():
    known = [
        KnownPlayer("ann", "Ann Lee", td3_id="id-ann"),
        KnownPlayer("bob", "Bob  KING"),  # no TD3 id yet: matched by name, to confirm
        KnownPlayer("cat", "Cat", td3_id="id-other-cat"),
    ]
    matching = match_players(
        [
            td3("id-ann", "Ann L"),  # renamed in TD3: the id decides
            td3("id-bob", "bob king"),
            td3("id-cat", "Cat"),  # another TD3 id under a known name: another person
            td3("id-dan", "Dan"),
            td3("id-dan", "Dan"),  # the same id from another file
        ],
        known,
    )
    by = {uuid: (m.player, m.name, m.by) for uuid, m in matching.matches.items()}
    assert by == {
        "id-ann": ("ann", "Ann Lee", MatchedBy.TD3_ID),
        "id-bob": ("bob", "Bob  KING", MatchedBy.NAME),
        "id-cat": ("td3-idcat", "Cat (2)", MatchedBy.NEW),
        "id-dan": ("td3-iddan", "Dan", MatchedBy.NEW),
    }
    assert matching.warnings == (
        "two TD3 players are called Cat; the one with TD3 id id-cat is imported as Cat (2)",
    )
    assert [m.td3_id for m in matching.name_matches] == ["id-bob"]


def test_a_name_match_is_claimed_once_and_ids_stay_unique():
    known = [KnownPlayer("td3-116a21f0", "Someone"), KnownPlayer("eve", "Eve")]
    matching = match_players(
        [td3("116a21f0-aaaa", "Eve"), td3("116a21f0-bbbb", "Eve"), td3("x", "\tBad\x00 name ")],
        known,
    )
    players = [(m.player, m.name, m.by) for m in matching.matches.values()]
    assert players == [
        ("eve", "Eve", MatchedBy.NAME),
        ("td3-116a21f0bbbb", "Eve (2)", MatchedBy.NEW),
        ("td3-x", "Bad name", MatchedBy.NEW),
    ]


def test_backups_are_skipped_and_folders_read_flat(tmp_path):
    (tmp_path / "ORF_Poker_20250605.tdt").write_text("x")
    (tmp_path / "ORF_Poker_20250605.tdt.20250605-201500").write_text("x")
    (tmp_path / "notes.txt").write_text("x")
    (tmp_path / "Old").mkdir()
    (tmp_path / "Old" / "ORF_Poker_20240101.tdt").write_text("x")
    selection = select_tdt_files([tmp_path, tmp_path / "ORF_Poker_20250605.tdt"])
    assert [p.name for p in selection.files] == ["ORF_Poker_20250605.tdt"]
    assert [p.name for p in selection.skipped_backups] == ["ORF_Poker_20250605.tdt.20250605-201500"]
    assert is_backup(Path("A.TDT.20190328-190102"))
    assert not is_backup(Path("A.tdt.bak"))
    with pytest.raises(Td3FileError, match="no such file"):
        select_tdt_files([tmp_path / "missing.tdt"])


FORBIDDEN = (
    "PySide6",
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "leaguemgr.storage",
    "leaguemgr.services",
    "leaguemgr.ui",
    "leaguemgr.exporters",
    "leaguemgr.leaguefile",
)


def test_the_td3_package_is_pure():
    offending = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN):
                    offending.append(f"{path.name} imports {name}")
    assert offending == []

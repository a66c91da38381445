"""The layers import one way: language <- domain <- storage <- services <- {ui, exporters, cli}.

A rule that slipped into the GUI, or Qt that slipped into the rules core, would make the
command line and the app disagree; this test reads every module's imports and refuses that.
The app and the command line reach storage only through services, but for the errors it
raises and where a league is (``storage.errors``, ``storage.locations``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "leaguemgr"

FORBIDDEN = {
    # The languages sit under every layer: each says its texts through them.
    "language": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.domain", "leaguemgr.leaguefile",
                 "leaguemgr.storage", "leaguemgr.services", "leaguemgr.exporters", "leaguemgr.ui",
                 "leaguemgr.web", "leaguemgr.cli"),
    "domain": ("PySide6", "sqlalchemy", "sqlmodel", "alembic", "openpyxl", "leaguemgr.leaguefile",
               "leaguemgr.storage", "leaguemgr.services", "leaguemgr.exporters", "leaguemgr.ui"),
    "leaguefile": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.storage", "leaguemgr.services",
                   "leaguemgr.exporters", "leaguemgr.ui"),
    "storage": ("PySide6", "openpyxl", "leaguemgr.services", "leaguemgr.exporters", "leaguemgr.ui"),
    "services": ("PySide6", "leaguemgr.exporters", "leaguemgr.ui"),
    # The PDF writer may create a QApplication to lay out text, but never a widget screen.
    "exporters": ("leaguemgr.ui",),
    # Reading a spreadsheet is pure: the services store what it read.
    "sheets": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.storage", "leaguemgr.services",
               "leaguemgr.exporters", "leaguemgr.ui"),
    # The phones' page server runs on its own threads: no Qt object may cross into it.
    "web": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.storage", "leaguemgr.ui"),
    # Reading a TD3 file is pure, as reading a spreadsheet is.
    "td3": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.storage", "leaguemgr.services",
            "leaguemgr.exporters", "leaguemgr.ui"),
    "ui": ("leaguemgr.storage",),
    "cli": ("PySide6", "sqlalchemy", "sqlmodel", "leaguemgr.storage"),
}  # fmt: skip

# What a layer may import all the same from a package it may not use.
ALLOWED = {
    "ui": ("leaguemgr.storage.errors", "leaguemgr.storage.locations"),
    # The command line also names itself as the writer of what a command changes.
    "cli": ("leaguemgr.storage.errors", "leaguemgr.storage.locations",
            "leaguemgr.storage.who_writes"),
    # The web pages tell a player's phone "try again in a minute" on a storage fault.
    "web": ("leaguemgr.storage.errors",),
}  # fmt: skip


def files_of(layer: str) -> list[Path]:
    """The modules of ``layer``: its package."""
    return sorted((PACKAGE / layer).rglob("*.py"))


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_never_imports_the_layers_above_it(layer):
    offending = []
    for path in files_of(layer):
        for module in imported_modules(path):
            if module in ALLOWED.get(layer, ()):
                continue
            if any(module == bad or module.startswith(bad + ".") for bad in FORBIDDEN[layer]):
                offending.append(f"{path.relative_to(PACKAGE.parent)} imports {module}")
    assert offending == []


def test_every_layer_named_has_modules():
    assert all(files_of(layer) for layer in FORBIDDEN)

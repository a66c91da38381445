"""Keys to type a 30-player night with 5 named cashers, 25 others and a chop, on the real
window (issue 30; goal: under 60 keys after the names).

The league is the AZ example with the issue's rules ($60 a seat, nothing set aside, the
payout table 50/30/20, points = half the cash won). On the Events screen: Alt+W opens the
new night, its date is typed over (Ctrl+A, "2013-03-18"), the five cashers are typed by name
in finish order (not counted: names are what the organizer reads off the sheet), then
counted: the finishes filled from the row order, the 25 unnamed entries, the chop between
1st and 2nd (Ctrl+Shift+D, Alt+C, Enter) and the save.

    .venv/bin/python bench/chop_keys.py
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GOAL = 60
CASHERS = ["Bob", "Eve", "Ann", "Fay", "Oda"]  # in finish order
# The shared examples sit beside the repository (as tests/conftest.py finds them).
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "az-2026.league.json"


def main() -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    from leaguemgr.domain.records import PayoutRange, PointsRule
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    counted = 0

    def key(keys: str, count: bool = True) -> None:
        """One chord ("Ctrl+Shift+D") or one character, to the focused widget."""
        nonlocal counted
        target = QApplication.focusWidget() or QApplication.activeWindow()
        if len(keys) == 1:
            QTest.keyClicks(target, keys)
        else:
            *mods, name = keys.split("+")
            modifiers = Qt.KeyboardModifier.NoModifier
            for mod in mods:
                modifiers |= {
                    "Ctrl": Qt.KeyboardModifier.ControlModifier,
                    "Shift": Qt.KeyboardModifier.ShiftModifier,
                    "Alt": Qt.KeyboardModifier.AltModifier,
                }[mod]
            QTest.keyClick(target, getattr(Qt.Key, f"Key_{name}"), modifiers)
        app.processEvents()
        counted += count

    def type_text(text: str, count: bool = True) -> None:
        for char in text:
            key(char, count)

    def wait_for(condition) -> None:
        for _ in range(500):
            if condition():
                return
            QTest.qWait(10)
        raise RuntimeError("the window did not get there")

    with tempfile.TemporaryDirectory() as work:
        service = LeagueService.open(Path(work) / "league.sqlite")
        service.import_league_file(EXAMPLE)
        rules = dataclasses.replace(
            service.season("2026").rules,
            buyin=Decimal(60),
            rebuy_cost=Decimal(60),
            set_asides=(),
            bounty=None,
            payout_table=(PayoutRange(2, 100, (Decimal(50), Decimal(30), Decimal(20))),),
            points=PointsRule(preset=None, formula="prize / 2"),
            rounding_unit=Decimal(1),
            season_prizes=None,
            championship=None,
        )
        service.save_rules("2026", rules)
        window = MainWindow()
        window.load_service(service)
        window.resize(1400, 900)
        window.show()
        window.activateWindow()
        wait_for(window.isActiveWindow)
        view = window.show_screen("events")
        editor = view.editor

        key("Alt+W")
        wait_for(lambda: editor.draft is not None and editor.number is None)
        key("Alt+D")
        key("Ctrl+A")
        type_text("2013-03-18")
        key("Alt+A")
        for name in CASHERS:  # the names: not counted
            type_text(name, count=False)
            key("Return", count=False)
        editor.table.setFocus()  # where the add bar leaves the organizer after the last name
        key("Ctrl+Shift+F")  # finishes 1-5 from the row order
        key("Alt+I")
        key("Ctrl+A")
        type_text("25")

        def chop(dialog: QDialog) -> None:
            wait_for(lambda: dialog.isActiveWindow())
            key("Alt+C")
            key("Return")

        def poll() -> None:
            dialog = QApplication.activeModalWidget()
            if isinstance(dialog, QDialog) and dialog.isVisible():
                chop(dialog)
            else:
                QTimer.singleShot(10, poll)

        QTimer.singleShot(0, poll)
        key("Ctrl+Shift+D")
        window.activateWindow()
        wait_for(lambda: QApplication.focusWidget() is not None)
        key("Ctrl+S")

        stored = service.event("2026", 12)
        ok = (
            stored is not None
            and stored.date == "2013-03-18"
            and len(stored.entries) == len(CASHERS)
            and stored.others is not None
            and stored.others.entries == 25
            and stored.payouts is not None
            and stored.payouts[0][1] == stored.payouts[1][1]
        )
        print(f"chop night keys after the names: {counted} keys (goal < {GOAL})")
        if stored is not None:
            print(f"  stored: date {stored.date}, payouts {stored.payouts}, others {stored.others}")
        print(f"  the night typed as meant: {'yes' if ok else 'NO'}")
        window.close()
        service.close()
    return 0 if ok and counted < GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())

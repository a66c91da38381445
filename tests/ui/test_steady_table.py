"""A :class:`SteadyTable` whose model's rows change through ``update_rows`` shows, after each
change, what a fresh paint of it shows: rows taken out, put in, moved elsewhere in blocks
(a table broken up), all in a new order (a redraw), texts and bands changed, the table
scrolled anywhere and a row selected. Seeded random changes, each checked on screen."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from leaguemgr.ui.night.row_updates import update_rows
from leaguemgr.ui.steady_table import SteadyTable
from leaguemgr.ui.table_helpers import configure_table, select_row
from tests.ui.test_bust_repaint import on_screen, painted_afresh, settle
from tests.ui.test_kept_scroll_bar import largest_difference

ROOT = QModelIndex()
Shown = tuple[tuple[str, str, str], bool]


class Banded(QAbstractTableModel):
    """Rows (key, ((texts), banded)), as the seats keep theirs."""

    def __init__(self):
        super().__init__()
        self.shown: list[tuple[int, Shown]] = []

    def set_rows(self, rows: list[tuple[int, Shown]]) -> None:
        update_rows(self, self.shown, rows)

    def banded(self, row: int) -> bool:
        return self.shown[row][1][1]

    def rowCount(self, parent: Any = ROOT) -> int:
        return 0 if parent.isValid() else len(self.shown)

    def columnCount(self, parent: Any = ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        return self.shown[index.row()][1][0][index.column()]


def row(rng: random.Random, key: int) -> tuple[int, Shown]:
    group = rng.randint(1, 3)
    return key, ((str(group), f"p{key}", rng.choice(["", "$10.00", "$15.00"])), group % 2 == 0)


def changed(rng: random.Random, rows: list[tuple[int, Shown]], fresh: list[int]):
    """The rows after one random change, as a night's might be."""
    rows = list(rows)
    kind = rng.choice(["out", "out", "in", "break", "texts", "redraw", "several"])
    if kind == "out" and rows:
        del rows[rng.randrange(len(rows))]
    elif kind == "in":
        rows.insert(rng.randint(0, len(rows)), row(rng, fresh.pop()))
    elif kind == "break" and len(rows) > 4:  # a block goes, its rows put in elsewhere
        start = rng.randrange(len(rows) - 3)
        block = rows[start : start + rng.randint(2, 4)]
        del rows[start : start + len(block)]
        for moved in block:
            rows.insert(rng.randint(0, len(rows)), moved)
    elif kind == "texts":
        for at in rng.sample(range(len(rows)), min(3, len(rows))):
            rows[at] = row(rng, rows[at][0])
    elif kind == "redraw":
        rng.shuffle(rows)
    else:
        for _ in range(rng.randint(2, 4)):
            if rows and rng.random() < 0.5:
                del rows[rng.randrange(len(rows))]
            else:
                rows.insert(rng.randint(0, len(rows)), row(rng, fresh.pop()))
    return rows


@pytest.mark.parametrize(
    ("seed", "spare"),
    # The viewport a whole number of rows tall, or the last row cut (these seeds reach the
    # end of the scroll bar without its value changing).
    [(seed, 0) for seed in range(4)] + [(seed, 7) for seed in range(3)],
)
def test_each_change_of_rows_shows_as_a_fresh_paint(qtbot, seed: int, spare: int) -> None:
    rng = random.Random(seed)
    view = SteadyTable()
    qtbot.addWidget(view)
    model = Banded()
    view.setModel(model)
    configure_table(view, stretch_column=1)
    view.fix_columns(stretch=(1,))
    fresh = list(range(1000, 0, -1))
    rows = [row(rng, fresh.pop()) for _ in range(rng.randint(14, 24))]
    model.set_rows(rows)
    view.resize(360, 360)
    view.show()
    qtbot.waitExposed(view)
    settle()
    height = view.verticalHeader().defaultSectionSize()
    view.resize(360, view.height() + 12 * height + spare - view.viewport().height())
    settle()
    assert view.viewport().height() == 12 * height + spare
    for step in range(30):
        if rng.random() < 0.3:
            view.verticalScrollBar().setValue(rng.randint(0, view.verticalScrollBar().maximum()))
        if rng.random() < 0.3 and rows:
            select_row(view, model.index(rng.randrange(len(rows)), 0))
        settle()
        rows = changed(rng, rows, fresh)
        model.set_rows(rows)
        view.lay_out_now()
        settle()
        assert model.shown == rows
        # Within 1 of a colour: a focus frame moved with its row may blend its rounded
        # corners a shade otherwise than one painted there.
        difference = largest_difference(on_screen(view), painted_afresh(view))
        assert difference <= 1, (seed, step, difference)

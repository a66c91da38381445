"""Swap a table model's rows without a reset: a reset makes the view lay out every row
again before its next paint, which costs more than the bust it shows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex


def swap_rows(model: QAbstractTableModel, rows: list[Any], new: list[Any]) -> None:
    """Make ``rows`` (the model's own list) equal to ``new``: the rows both have that differ
    announced as changed (each run of them apart, so a row far below does not repaint
    every row between), then rows removed or inserted at the end."""
    root = QModelIndex()
    both = min(len(rows), len(new))
    changed = [i for i in range(both) if rows[i] != new[i]]
    rows[:both] = new[:both]
    last = model.columnCount() - 1
    for first, end in _runs(changed):
        model.dataChanged.emit(model.index(first, 0), model.index(end, last))
    if len(new) < len(rows):
        model.beginRemoveRows(root, len(new), len(rows) - 1)
        del rows[len(new) :]
        model.endRemoveRows()
    elif len(new) > len(rows):
        model.beginInsertRows(root, len(rows), len(new) - 1)
        rows.extend(new[len(rows) :])
        model.endInsertRows()


def _runs(indexes: list[int]) -> list[tuple[int, int]]:
    """Consecutive ``indexes`` (sorted) as (first, last) pairs."""
    runs: list[tuple[int, int]] = []
    for i in indexes:
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs

"""Swap a table model's rows without a reset: a reset makes the view lay out every row
again before its next paint, which costs more than the bust it shows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex


def swap_rows(model: QAbstractTableModel, rows: list[Any], new: list[Any]) -> None:
    """Make ``rows`` (the model's own list) equal to ``new``: rows removed or inserted at
    the end, the cells that differ announced as changed."""
    root = QModelIndex()
    if len(new) < len(rows):
        model.beginRemoveRows(root, len(new), len(rows) - 1)
        del rows[len(new) :]
        model.endRemoveRows()
    elif len(new) > len(rows):
        model.beginInsertRows(root, len(rows), len(new) - 1)
        rows.extend(new[len(rows) :])
        model.endInsertRows()
    changed = [i for i, (a, b) in enumerate(zip(rows, new, strict=True)) if a != b]
    if changed:
        rows[:] = new
        last = model.columnCount() - 1
        model.dataChanged.emit(model.index(changed[0], 0), model.index(changed[-1], last))

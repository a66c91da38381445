"""Bring a table model's rows up to date the way they changed: the rows that went are
removed, the rows that came inserted, and the rows that stayed but read otherwise announced
as changed, never a reset.

A reset makes the view lay out every row again before its next paint, which costs more than
the bust it shows; and told where rows came and went, a :class:`SteadyTable` moves the rows
below on screen instead of painting them again.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from difflib import SequenceMatcher
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex

Row = tuple[Hashable, Any]
"""A row as a model keeps it: what tells it apart from the others (a player, a place), and
what it shows."""


def update_rows(model: QAbstractTableModel, rows: list[Row], new: Sequence[Row]) -> None:
    """Make ``rows`` (the model's own list, changed in place as each step is announced)
    equal to ``new``, rows told apart by their keys."""
    old_keys = [key for key, _shown in rows]
    new_keys = [key for key, _shown in new]
    # From the last change to the first, so that the rows a step names are still where
    # the steps before left them.
    for tag, i1, i2, j1, j2 in reversed(_steps(old_keys, new_keys)):
        if tag == "equal":
            continue
        if i2 > i1:
            model.beginRemoveRows(QModelIndex(), i1, i2 - 1)
            del rows[i1:i2]
            model.endRemoveRows()
        if j2 > j1:
            model.beginInsertRows(QModelIndex(), i1, i1 + j2 - j1 - 1)
            rows[i1:i1] = new[j1:j2]
            model.endInsertRows()
    changed = [i for i, (row, now) in enumerate(zip(rows, new, strict=True)) if row != now]
    rows[:] = new
    last = model.columnCount() - 1
    for first, end in _runs(changed):
        model.dataChanged.emit(model.index(first, 0), model.index(end, last))


def _steps(old: list[Hashable], new: list[Hashable]) -> list[tuple[str, int, int, int, int]]:
    """What turns the keys ``old`` into ``new``, as difflib's opcodes. A bust takes one row
    out and a rebuy puts one back: the rows both lists start and end with are set aside
    first, so the usual change costs no comparison of every row with every other."""
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    middle = SequenceMatcher(None, old[start : len(old) - end], new[start : len(new) - end])
    steps = [("equal", 0, start, 0, start)] if start else []
    steps += [
        (tag, i1 + start, i2 + start, j1 + start, j2 + start)
        for tag, i1, i2, j1, j2 in middle.get_opcodes()
    ]
    if end:
        steps.append(("equal", len(old) - end, len(old), len(new) - end, len(new)))
    return steps


def _runs(indexes: list[int]) -> list[tuple[int, int]]:
    """Consecutive ``indexes`` (sorted) as (first, last) pairs."""
    runs: list[tuple[int, int]] = []
    for i in indexes:
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs

"""``update_rows`` brings a table model's rows up to date the way they changed (random old and
new rows, hypothesis): the model then holds the new rows, Qt's own model tester sees every
step announced consistently, nothing is reset, a row kept keeps its place in the view's
eyes (a persistent index follows it), each row kept but shown otherwise is announced as
changed, and a single row taken out or put in is announced as that one row, where it was
or is: what lets a view move the rows below instead of painting them again."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    qInstallMessageHandler,
)
from PySide6.QtTest import QAbstractItemModelTester

from leaguemgr.ui.night.row_updates import update_rows

ROOT = QModelIndex()
KEYS = st.integers(0, 40)
TEXTS = st.sampled_from(["a", "b", "c"])


class Rows(QAbstractTableModel):
    """Rows (key, text): column 0 shows the key, column 1 the text."""

    def __init__(self, rows: list[tuple[int, str]]):
        super().__init__()
        self.rows = list(rows)

    def rowCount(self, parent: Any = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Any = ROOT) -> int:
        return 0 if parent.isValid() else 2

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        key, text = self.rows[index.row()]
        return str(key) if index.column() == 0 else text


class Announced:
    """What a model announced: its removals and insertions (first, last) in order, the
    rows it said changed, whether it was reset; and the keys as a view following the
    announcements would have them."""

    def __init__(self, model: Rows):
        self.steps: list[tuple[str, int, int]] = []
        self.changed: set[int] = set()
        self.reset = False
        self.keys = [key for key, _text in model.rows]
        model.rowsRemoved.connect(self._removed)
        model.rowsInserted.connect(lambda _p, first, last: self._inserted(model, first, last))
        model.dataChanged.connect(self._data_changed)
        model.modelAboutToBeReset.connect(self._reset)
        model.layoutAboutToBeChanged.connect(self._reset)

    def _removed(self, _parent, first: int, last: int) -> None:
        self.steps.append(("removed", first, last))
        del self.keys[first : last + 1]

    def _inserted(self, model: Rows, first: int, last: int) -> None:
        self.steps.append(("inserted", first, last))
        self.keys[first:first] = [model.rows[row][0] for row in range(first, last + 1)]

    def _data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, *_roles) -> None:
        assert top_left.column() == 0 and bottom_right.column() == 1  # whole rows
        self.changed.update(range(top_left.row(), bottom_right.row() + 1))

    def _reset(self, *_args) -> None:
        self.reset = True


@contextmanager
def qt_warnings():
    """The messages Qt writes meanwhile (the model tester's complaints among them)."""
    said: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, text: said.append(text))
    try:
        yield said
    finally:
        qInstallMessageHandler(previous)


def _rows(draw, keys: list[int]) -> list[tuple[int, str]]:
    return [(key, draw(TEXTS)) for key in keys]


@st.composite
def old_and_new(draw):
    """Unique keys before and after, drawn apart or from one another (some kept, some
    taken out, some put in, some moved), each row with a text that may change."""
    old = draw(st.lists(KEYS, unique=True, max_size=25))
    if old and draw(st.booleans()):
        new = [key for key in old if draw(st.booleans())]  # kept, in their order
        for key in draw(st.lists(KEYS.filter(lambda k: k not in old), unique=True, max_size=5)):
            new.insert(draw(st.integers(0, len(new))), key)
        if draw(st.booleans()):
            new = list(draw(st.permutations(new)))
    else:
        new = draw(st.lists(KEYS, unique=True, max_size=25))
    return _rows(draw, old), _rows(draw, new)


def _update(old: list[tuple[int, str]], new: list[tuple[int, str]]):
    """``old`` brought up to ``new`` under the model tester: the model, what it announced,
    the persistent indexes of the old rows, and what Qt said meanwhile."""
    model = Rows(old)
    with qt_warnings() as said:
        tester = QAbstractItemModelTester(
            model, QAbstractItemModelTester.FailureReportingMode.Warning
        )
        announced = Announced(model)
        followed = {
            key: QPersistentModelIndex(model.index(row, 1)) for row, (key, _t) in enumerate(old)
        }
        update_rows(model, model.rows, list(new))
        del tester
    return model, announced, followed, said


@settings(max_examples=100, deadline=None)
@given(old_and_new())
def test_the_rows_become_the_new_ones_each_step_announced_and_never_a_reset(rows) -> None:
    old, new = rows
    model, announced, followed, said = _update(old, new)

    assert model.rows == new
    assert [model.index(row, 1).data() for row in range(model.rowCount())] == [
        text for _key, text in new
    ]
    assert said == []  # the model tester found every step consistent
    assert not announced.reset
    assert announced.keys == [key for key, _text in new]  # a view following along agrees
    before = dict(old)
    now = {key: row for row, (key, _text) in enumerate(new)}
    for key, index in followed.items():
        if index.isValid():  # kept all along: it followed its row
            assert model.rows[index.row()][0] == key
            if before[key] != model.rows[index.row()][1]:
                assert index.row() in announced.changed, key
        else:  # gone, or taken out and put back elsewhere
            assert key not in now or any(step == "removed" for step, *_ in announced.steps)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_one_row_taken_out_is_announced_as_that_one_row(data) -> None:
    keys = data.draw(st.lists(KEYS, unique=True, min_size=1, max_size=25))
    old = _rows(data.draw, keys)
    gone = data.draw(st.integers(0, len(old) - 1))
    new = [(key, data.draw(TEXTS)) for key, _text in old[:gone] + old[gone + 1 :]]
    model, announced, _followed, said = _update(old, new)

    assert said == [] and model.rows == new
    assert announced.steps == [("removed", gone, gone)]
    assert announced.changed == {
        row for row, (key, text) in enumerate(new) if dict(old)[key] != text
    }


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_one_row_put_in_is_announced_as_that_one_row(data) -> None:
    keys = data.draw(st.lists(KEYS, unique=True, min_size=1, max_size=25))
    *kept, came = keys
    old = _rows(data.draw, kept)
    at = data.draw(st.integers(0, len(old)))
    new = [*old[:at], (came, data.draw(TEXTS)), *old[at:]]
    model, announced, _followed, said = _update(old, new)

    assert said == [] and model.rows == new
    assert announced.steps == [("inserted", at, at)]
    assert announced.changed == set()  # the others read as before: nothing else repaints

"""Big tables sorted in Python, in the order QSortFilterProxyModel gave them.

QSortFilterProxyModel sorts by asking the source model's data() for two cells per comparison;
with a model written in Python each of those is a call into Python (sorting 5,000 players made
about 120,000 of them). A ``SortedRowsModel`` keeps its rows in the order the view asks for,
sorting its list once with a key (the comparisons run in C), and a ``SourceSortProxy`` in front
of it still filters but hands the view's ``sort()`` (a header click) to the model.

The order is the one the proxy gave, ties included:

- values compare as QSortFilterProxyModel compares them with its default settings
  (case-sensitive, not locale-aware), see ``qt_sort_key``; the sort is stable in both
  directions;
- a header click keeps tied rows in the order they were shown in;
- new rows (``reset_rows``) are sorted from the order they are given in;
- an update of the same rows (``update_rows``) keeps the order shown while it is still sorted,
  and otherwise sorts the rows again from the order given, as the proxy's dynamic re-sort did.

One difference is left on purpose: rows that a filter hid keep their place while hidden and come
back to it, where the proxy put them back after the rows that tie with them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from operator import ge, le
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from leaguemgr.domain.names import collation_key

_ASCENDING = Qt.SortOrder.AscendingOrder
_DESCENDING = Qt.SortOrder.DescendingOrder
_NO_VALUE = (1,)
_NUMBERS = {int, float, bool}
# More separate runs of changed rows than this are announced as one range.
_MAX_CHANGED_RUNS = 32


def qt_sort_key(value: Any) -> tuple:
    """A key that orders values as QSortFilterProxyModel compares them by default.

    Text compares case-sensitively by UTF-16 code units (Python compares code points, which
    orders characters beyond U+FFFF differently), numbers by value, and ``None`` (an invalid
    QVariant) comes after every value. The values of one column are of one kind.
    """
    if value is None:
        return _NO_VALUE
    if isinstance(value, str):
        return (0, value.encode("utf-16-be", "surrogatepass"))
    if isinstance(value, int | float):
        return (0, value)
    raise TypeError(f"no Qt order known for sort values of type {type(value).__name__}")


def name_order(name: str, locale: str | None = None) -> str:
    """One text that sorts a name where the league's collation puts it ("Özil" beside "Ozil"):
    the parts of :func:`collation_key` joined by NUL, which sorts before every character a
    name may hold, so the text compares as the tuple does, a sort role Qt can order."""
    return "\x00".join(collation_key(name, locale))


def qt_sort_keys(values: list[Any]) -> list[Any]:
    """``qt_sort_key`` of each value of a column; a column of only text or only numbers is its
    own key (text needs no conversion when it has no character beyond U+FFFF)."""
    kinds = set(map(type, values))
    if kinds == {str}:
        text = "".join(values)
        if len(text.encode("utf-16-le", "surrogatepass")) == 2 * len(text):
            return values
        return [value.encode("utf-16-be", "surrogatepass") for value in values]
    if kinds <= _NUMBERS:
        return values
    return [qt_sort_key(value) for value in values]


class SortedRowsModel(QAbstractTableModel):
    """A table model over a list of rows that keeps them in the order of the view's sort column.

    Subclasses say what each cell sorts by in ``sort_value`` (also what their data() gives for
    the sort role), read the row shown at a position with ``row_at``, and show new rows with
    ``reset_rows`` or ``update_rows``.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._given: list[Any] = []  # the rows in the order given: ties fall back to it
        self._given_ids: list[Hashable] | None = None  # their ids, when update_rows had them
        self._order: list[int] = []  # positions in ``_given``, in the order shown
        self._shown: list[Any] = []  # ``_given`` in the order shown
        self._sort_column = -1
        self._sort_order = _ASCENDING

    # What subclasses say ---------------------------------------------------------------------

    def sort_value(self, row: Any, column: int) -> Any:
        """The value ``row`` sorts by in ``column``: a str, a number or None."""
        raise NotImplementedError

    # Reading ---------------------------------------------------------------------------------

    def row_at(self, position: int) -> Any:
        return self._shown[position]

    def rowCount(
        self,
        parent: QModelIndex | QPersistentModelIndex = QModelIndex(),  # noqa: B008 - Qt signature
    ) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def rows(self) -> list[Any]:
        """The rows in the order shown."""
        return list(self._shown)

    @property
    def sort_column(self) -> int:
        return self._sort_column

    @property
    def sort_order(self) -> Qt.SortOrder:
        return self._sort_order

    # Showing rows ----------------------------------------------------------------------------

    def reset_rows(self, rows: Iterable[Any]) -> None:
        """Show ``rows`` instead of the rows shown (a model reset), sorted by the sort column."""
        self.beginResetModel()
        self._given = list(rows)
        self._given_ids = None
        self._set_order(self._sorted(range(len(self._given))))
        self.endResetModel()

    def update_rows(self, rows: Sequence[Any], row_id: Callable[[Any], Hashable]) -> None:
        """Show new versions of the rows shown: the rows whose ``row_id`` is the same, given in
        the same order; anything else resets the model.

        Selections and other persistent indexes follow their rows, and only the rows that
        differ are announced as changed.
        """
        old = self._given
        old_ids = self._given_ids
        if old_ids is None:
            old_ids = list(map(row_id, old))
        ids = list(map(row_id, rows))
        if ids != old_ids:
            self.reset_rows(rows)
            self._given_ids = ids
            return
        self._given = list(rows)
        self._given_ids = ids
        keys = self._keys()
        if self._still_sorted(self._order, keys):
            self._set_order(self._order)
        else:
            self._move_rows(self._sorted(range(len(rows)), keys))
        changed = [
            i for i, (a, b) in enumerate(zip(old, rows, strict=True)) if a is not b and a != b
        ]
        self._announce_changed(changed)

    # Sorting ---------------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = _ASCENDING) -> None:
        """Sort by ``column`` (-1: the order given); tied rows keep the order they are shown in."""
        if (column, order) == (self._sort_column, self._sort_order):
            return  # already in this order: sorting again would change nothing
        self._sort_column, self._sort_order = column, order
        self._move_rows(self._sorted(self._order))

    def _keys(self) -> list[Any] | None:
        """The sort key of each given row, by position in ``_given`` (None: no sort column)."""
        column, value = self._sort_column, self.sort_value
        if column < 0:
            return None
        return qt_sort_keys([value(row, column) for row in self._given])

    def _sorted(self, positions: Iterable[int], keys: list[Any] | None = None) -> list[int]:
        descending = self._sort_order == _DESCENDING
        if self._sort_column < 0:  # the proxy's "no sort column": the source order, or reversed
            return sorted(positions, reverse=descending)
        if keys is None:
            keys = self._keys()
        # Stable in both directions: with reverse=True, equal keys keep their order (as the
        # proxy's std::stable_sort with its greater-than comparison did).
        return sorted(positions, key=keys.__getitem__, reverse=descending)

    def _still_sorted(self, order: list[int], keys: list[Any] | None) -> bool:
        """Whether no row shown would sort before the one above it (the proxy's check)."""
        if keys is None:
            return True
        shown = [keys[i] for i in order]
        in_order = ge if self._sort_order == _DESCENDING else le
        return all(map(in_order, shown, shown[1:]))

    def _set_order(self, order: list[int]) -> None:
        given = self._given
        self._order = order
        self._shown = [given[i] for i in order]

    def _move_rows(self, order: list[int]) -> None:
        """Show the rows in ``order``, moving persistent indexes (the selection) with them."""
        if order == self._order:
            self._set_order(order)
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        old_order = self._order
        self._set_order(order)
        if before:
            position = {given: shown for shown, given in enumerate(order)}
            after = [self.index(position[old_order[i.row()]], i.column()) for i in before]
            self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _announce_changed(self, given_positions: list[int]) -> None:
        if not given_positions:
            return
        position = {given: shown for shown, given in enumerate(self._order)}
        shown = sorted(position[i] for i in given_positions)
        runs: list[list[int]] = []
        for row in shown:
            if runs and runs[-1][1] == row - 1:
                runs[-1][1] = row
            else:
                runs.append([row, row])
        if len(runs) > _MAX_CHANGED_RUNS:
            runs = [[shown[0], shown[-1]]]
        last_column = self.columnCount() - 1
        for first, last in runs:
            self.dataChanged.emit(self.index(first, 0), self.index(last, last_column))


class SourceSortProxy(QSortFilterProxyModel):
    """Filters as QSortFilterProxyModel does; sorting is left to the source, a SortedRowsModel.

    The view still sorts through the proxy (a header click calls ``sort()`` here); the proxy
    passes it on, and the source reorders its rows (a layout change the proxy follows). The
    proxy shows every column of the source, so its columns are the source's; its own sort role,
    case sensitivity and locale setting play no part.
    """

    def sort(self, column: int, order: Qt.SortOrder = _ASCENDING) -> None:
        self.sourceModel().sort(column, order)

    def sortColumn(self) -> int:
        return self.sourceModel().sort_column

    def sortOrder(self) -> Qt.SortOrder:
        return self.sourceModel().sort_order

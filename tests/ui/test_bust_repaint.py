"""A bust repaints what changed on the Night screen, in one pass of the event loop, and
only that: the seats and the finishes on screen are what a fresh paint of them shows, and
a bust whose rows are off screen leaves the seats on screen unpainted. So too after a
table broken up, a finish put back by a rebuy, an undo, with the seats scrolled or a seat
selected; a bust repaints a row or two, not the viewport; and the bands (every other table,
every other place) are painted behind their rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from leaguemgr.ui.table_helpers import select_row
from tests.ui.test_night_knockouts import (
    PROGRESSIVE,
    knockout_league,
    progressive_window,  # noqa: F401 (a fixture)
    seated,
)
from tests.ui.test_night_screen import (
    bust,
    open_window,
    press,
    table_sizes,
    type_in,
)


def on_screen(widget: QWidget) -> QImage:
    """The pixels of ``widget`` as the window last painted them (not painted again)."""
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    screen = window.screen()
    shot = screen.grabWindow(
        window.winId(), corner.x(), corner.y(), widget.width(), widget.height()
    )
    return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)


def painted_afresh(widget: QWidget) -> QImage:
    """The pixels of ``widget`` painted again from scratch."""
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


class CellPaints(QObject):
    """The area of the paints a table's viewport received (the rectangles of each paint's
    region: a table paints the cells under each, not those between two)."""

    def __init__(self, viewport: QWidget):
        super().__init__()
        self.area = 0
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.area += sum(rect.width() * rect.height() for rect in event.region())
        return False


def settle() -> None:
    """Let Qt lay out and paint what the key presses changed (a layout a level a pass)."""
    for _ in range(8):
        QApplication.processEvents()


def _seated(qtbot, window, players: int):
    view, names = seated(qtbot, window, players)
    settle()
    return view, names


def _three_busts(qtbot, view, names: list[str]):
    """Three busts typed with their hitmen, each settled on screen before it is yielded."""
    for out, by in ((names[3], names[0]), (names[12], names[1]), (names[7], names[0])):
        bust(qtbot, view, [out], by, answer="Return")
        settle()
        yield out


def test_after_each_bust_the_tables_on_screen_are_what_a_fresh_paint_shows(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, names = _seated(qtbot, progressive_window, 14)
    for _bust in _three_busts(qtbot, view, names):
        for table in (view.seats_view, view.busts_view):
            assert on_screen(table) == painted_afresh(table), table.model()
    assert len(view.seats.rows()) == 11
    assert view.busts.rowCount() == 3


def test_a_bust_off_screen_leaves_the_seats_on_screen_unpainted(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, _names = _seated(qtbot, progressive_window, 14)
    table = view.seats_view
    table.setFixedHeight(table.horizontalHeader().height() + 4 * table.rowHeight(0) + 4)
    settle()
    last, hitman = view.seats.rows()[-1], view.seats.rows()[-2]
    paints = CellPaints(table.viewport())
    header = CellPaints(table.horizontalHeader().viewport())
    asked = []  # the seats' texts asked for: none is on screen, none need be read
    read = view.seats.data
    view.seats.data = lambda *args: asked.append(args) or read(*args)

    view.actions.record_bust([_id(view, last[2])], [_id(view, hitman[2])], [])
    QApplication.processEvents()
    painted = paints.area + header.area
    view.seats.data = read
    assert asked == []
    assert on_screen(table) == painted_afresh(table)  # one pass shows the bust (scroll bar)
    paints.area = header.area = 0  # what grab() painted
    settle()

    # The last two seats are below the four shown: neither they nor the headings repaint.
    assert painted == 0 and paints.area == 0 and header.area == 0
    assert len(view.seats.rows()) == 13


def _id(view, name: str) -> str:
    return next(p.id for p in view.session.players() if view.names.name(p.id) == name)


def test_the_finishes_keep_their_size_whether_a_bust_moves_a_player_or_not(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, _names = _seated(qtbot, progressive_window, 14)
    progressive_window.resize(1024, 600)
    settle()
    heights, moves = set(), []
    for _ in range(6):
        first_table = [row for row in view.seats.rows() if row[0] == 1]
        view.actions.record_bust([_id(view, first_table[-1][2])], [], [])
        settle()
        moves.append(view.panel.moves.text())
        heights.add(view.history.height())

    assert "none" in moves and any("→" in text for text in moves)  # moves, then none
    assert len(heights) == 1  # the side panel never grew or shrank: the finishes stayed


def _knockout_night_window(qtbot, tmp_path: Path, night: dict):
    """A window on the AZ league whose season pays progressive bounties and seats its
    nights by ``night``."""
    night = {"redraw_at": [], "rebuy_until_level": 4, **night}
    return open_window(qtbot, knockout_league(tmp_path, PROGRESSIVE, night))


@pytest.fixture
def breaking_window(qtbot, tmp_path: Path):
    """A progressive knockout night of tables of 8 at most and no redraw: 17 players sit at
    three tables (6, 6, 5), and the first bust breaks the third, its players moved into the
    seats of the other two (rows taken out at the end, put in among the others)."""
    return _knockout_night_window(qtbot, tmp_path, {"max_per_table": 8, "one_table_max": 8})


def _assert_as_painted_afresh(view, when: str) -> None:
    for table in (view.seats_view, view.busts_view):
        assert on_screen(table) == painted_afresh(table), (when, type(table.model()).__name__)


def _bust_breaking_the_third_table(view) -> str:
    """Bust the second seat (a hitman named), which breaks table 3; the player out."""
    assert table_sizes(view) == [6, 6, 5]
    rows = view.seats.rows()
    out, hitman = rows[1][2], rows[8][2]
    view.actions.record_bust([_id(view, out)], [_id(view, hitman)], [])
    settle()
    assert table_sizes(view) == [8, 8]  # table 3 broken: its five players moved
    assert {row[0] for row in view.seats.rows()} == {1, 2}
    assert "5 players" in view.panel.moves.text()
    return out


def _rebuy_and_undo(qtbot, view, out: str) -> None:
    """``out`` rebuys (typed, Ctrl+R): their finish goes and table 3 is back; then Ctrl+Z
    twice (the rebuy, then the bust), the tables on screen checked after each."""
    type_in(qtbot, out, view.bust.name_field)
    press(qtbot, "Ctrl+R")
    settle()
    assert view.message.text() == f"{out} rebought"
    assert view.busts.rowCount() == 0 and table_sizes(view) == [6, 6, 5]
    _assert_as_painted_afresh(view, "the rebuy that put the finish back")

    press(qtbot, "Ctrl+Z")
    settle()
    assert view.message.text().startswith(f"Undone: {out} rebought")
    assert view.busts.rowCount() == 1 and table_sizes(view) == [8, 8]
    _assert_as_painted_afresh(view, "the rebuy undone")

    press(qtbot, "Ctrl+Z")
    settle()
    assert view.message.text().startswith(f"Undone: {out} out")
    assert view.busts.rowCount() == 0 and table_sizes(view) == [6, 6, 5]
    _assert_as_painted_afresh(view, "the bust undone")


def test_a_table_broken_a_finish_put_back_by_a_rebuy_and_undos_show_as_painted_afresh(
    qtbot, breaking_window
) -> None:
    view, _names = _seated(qtbot, breaking_window, 17)
    _assert_as_painted_afresh(view, "the draw")
    out = _bust_breaking_the_third_table(view)
    _assert_as_painted_afresh(view, "the table broken")
    _rebuy_and_undo(qtbot, view, out)


def test_with_the_seats_scrolled_down_rows_going_above_show_as_painted_afresh(
    qtbot, breaking_window
) -> None:
    view, _names = _seated(qtbot, breaking_window, 17)
    table = view.seats_view
    table.setFixedHeight(table.horizontalHeader().height() + 6 * table.rowHeight(0) + 4)
    settle()
    bar = table.verticalScrollBar()
    bar.setValue(5)  # rows 0-4 above the viewport
    settle()
    assert table.rowAt(0) == 5
    _assert_as_painted_afresh(view, "scrolled")

    # A seat above the viewport goes, table 3 (below) breaks into the seats shown.
    out = _bust_breaking_the_third_table(view)
    _assert_as_painted_afresh(view, "a seat above gone, a table broken")
    _rebuy_and_undo(qtbot, view, out)

    # Scrolled to the end: each bust of the top seat takes the scroll bar's end back too.
    bar.setValue(bar.maximum())
    settle()
    for _ in range(4):
        top = bar.value()
        view.actions.record_bust([_id(view, view.seats.rows()[0][2])], [], [])
        settle()
        assert bar.value() == top - 1 == bar.maximum()
        _assert_as_painted_afresh(view, f"scrolled to the end, {view.busts.rowCount()} out")


def test_with_a_seat_selected_the_busts_around_it_show_as_painted_afresh(
    qtbot, breaking_window
) -> None:
    view, _names = _seated(qtbot, breaking_window, 17)
    table = view.seats_view
    table.setFocus()
    select_row(table, view.seats.index(10, 0))
    settle()
    chosen = view.seats.player_at(10)
    _assert_as_painted_afresh(view, "selected")

    out = _bust_breaking_the_third_table(view)  # the seat above the selection goes
    assert view.seats.player_at(table.currentIndex().row()) == chosen
    _assert_as_painted_afresh(view, "a table broken around the selection")
    for seat in (2, 12):  # above the selection, then below it
        view.actions.record_bust([_id(view, view.seats.rows()[seat][2])], [], [])
        settle()
        assert view.seats.player_at(table.currentIndex().row()) == chosen
        assert table.selectionModel().isRowSelected(table.currentIndex().row())
        _assert_as_painted_afresh(view, f"seat {seat} out, a seat selected")
    press(qtbot, "Ctrl+Z")
    settle()
    _assert_as_painted_afresh(view, "undone, a seat selected")
    assert out not in [row[2] for row in view.seats.rows()]


def test_a_bust_in_the_middle_of_the_seats_repaints_far_less_than_the_viewport(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, _names = _seated(qtbot, progressive_window, 22)
    table = view.seats_view
    viewport = table.viewport()
    assert table.rowViewportPosition(view.seats.rowCount() - 1) > viewport.height() // 2
    whole = viewport.width() * viewport.height()
    moved = []
    for seat in (10, 3, 10):  # the first moves a player from table 1 to table 2
        paints = CellPaints(viewport)
        view.actions.record_bust([_id(view, view.seats.rows()[seat][2])], [], [])
        settle()
        viewport.removeEventFilter(paints)
        moved.append(view.panel.moves.text() != "none")
        assert 0 < paints.area < whole // 4, (seat, paints.area, whole)
        _assert_as_painted_afresh(view, f"seat {seat} out")
    assert moved[0]  # a move too: a row taken out above and put in below


def _colour_behind(table: QTableView, row: int) -> QColor:
    """The colour on screen at the left end of ``row`` (the right-aligned first column
    leaves it blank)."""
    y = table.rowViewportPosition(row) + table.rowHeight(row) // 2
    at = table.viewport().mapTo(table, QPoint(2, y))
    return on_screen(table).pixelColor(at)


def test_the_seats_of_every_other_table_and_every_other_finish_are_banded(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, names = _seated(qtbot, progressive_window, 14)
    list(_three_busts(qtbot, view, names))
    seats = view.seats_view
    base = seats.palette().base().color()
    band = seats.palette().alternateBase().color()
    assert base != band
    tables = [row[0] for row in view.seats.rows()]
    assert set(tables) == {1, 2}
    for row, number in enumerate(tables):
        assert _colour_behind(seats, row) == (band if number == 2 else base), (row, number)
    places = [row[0] for row in view.busts.rows()]
    assert places == [12, 13, 14]
    # Every other finish, counted from the first bust at the bottom (so the rows below a
    # new one keep their bands as they move down).
    shown = [_colour_behind(view.busts_view, row) for row in range(len(places))]
    assert shown == [base, band, base]


def _panel_sizes(view) -> tuple[int, int, int]:
    """The heights of the side panel, of the finishes below it, and of the moves line."""
    return view.panel.height(), view.history.height(), view.panel.moves.height()


@pytest.fixture
def tables_of_five(qtbot, tmp_path: Path):
    """Tables of 5 at most, the window at its usual size: 11 players sit at three tables
    (4, 4, 3); a bust at the first breaks the third, its three players moved."""
    return _knockout_night_window(qtbot, tmp_path, {"max_per_table": 5, "one_table_max": 5})


def test_the_moves_line_has_three_lines_of_room_from_the_start(qtbot, tables_of_five) -> None:
    view, _names = _seated(qtbot, tables_of_five, 11)
    moves = view.panel.moves
    line = moves.fontMetrics().lineSpacing()
    assert moves.height() >= 3 * line  # its room in the panel, from the start
    view.actions.record_bust([_id(view, view.seats.rows()[0][2])], [], [])  # the break
    settle()
    sizes, shown = set(), []
    for _ in range(3):  # none, one move, none (two tables of 5, then of 4)
        view.actions.record_bust([_id(view, view.seats.rows()[0][2])], [], [])
        settle()
        shown.append(moves.text())
        sizes.add(_panel_sizes(view))
    press(qtbot, "Ctrl+Z")  # the last bust undone: its move shown again
    settle()
    shown.append(moves.text())
    sizes.add(_panel_sizes(view))

    assert [text.count("→") for text in shown] == [0, 1, 0, 1], shown
    assert len(sizes) == 1, sizes


def test_a_table_broken_grows_the_side_panel_once_and_it_keeps_that_room(
    qtbot, tables_of_five
) -> None:
    view, _names = _seated(qtbot, tables_of_five, 11)
    moves = view.panel.moves
    shown, sizes = [], []
    for _ in range(3):  # the third table broken (three moves listed), none, then one
        view.actions.record_bust([_id(view, view.seats.rows()[0][2])], [], [])
        settle()
        shown.append(moves.text())
        sizes.append(_panel_sizes(view))
        assert moves.height() >= moves.heightForWidth(moves.width())  # every move readable
    assert [text.count("→") for text in shown] == [3, 0, 1], shown
    # Three moves need more than the three lines kept from the start at the panel's usual
    # width: the panel grew for them, and the busts after (fewer moves) never shrink it,
    # so the finishes below are not laid out and painted again twice.
    assert len(set(sizes)) == 1, sizes


def test_a_bust_one_row_short_of_the_end_of_the_seats_shows_as_painted_afresh(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, _names = _seated(qtbot, progressive_window, 22)  # the window at its usual size
    table = view.seats_view
    bar = table.verticalScrollBar()
    assert (bar.value(), bar.maximum()) == (0, 2)
    bar.setValue(1)  # scrolled down one row, one short of the end
    settle()
    _assert_as_painted_afresh(view, "scrolled one row down")

    view.actions.record_bust([_id(view, view.seats.rows()[8][2])], [], [])
    settle()
    assert (bar.value(), bar.maximum()) == (1, 1)  # now at the end: the last row at the bottom
    _assert_as_painted_afresh(view, "a seat out, the scroll bar at its end")


def test_an_undo_at_the_end_of_the_seats_shows_as_painted_afresh(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, _names = _seated(qtbot, progressive_window, 22)
    table = view.seats_view
    bar = table.verticalScrollBar()
    view.actions.record_bust([_id(view, view.seats.rows()[3][2])], [], [])
    settle()
    bar.setValue(bar.maximum())  # at the end: the last row at the bottom
    settle()
    _assert_as_painted_afresh(view, "at the end")

    press(qtbot, "Ctrl+Z")  # the seat back: the scroll bar no longer at its end
    settle()
    assert (bar.value(), bar.maximum()) == (1, 2)
    _assert_as_painted_afresh(view, "the bust undone")

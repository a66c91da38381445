"""A bust repaints what changed on the Night screen, in one pass of the event loop, and
only that: the seats and the finishes on screen are what a fresh paint of them shows, and
a bust whose rows are off screen leaves the seats on screen unpainted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.test_night_knockouts import progressive_window  # noqa: F401 (a fixture)
from tests.ui.test_night_screen import arrive, bust, press, start_with


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
    """The area of the paints a table's viewport received."""

    def __init__(self, viewport: QWidget):
        super().__init__()
        self.area = 0
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            rect = event.region().boundingRect()
            self.area += rect.width() * rect.height()
        return False


def settle() -> None:
    """Let Qt lay out and paint what the key presses changed (a layout a level a pass)."""
    for _ in range(8):
        QApplication.processEvents()


def _seated(qtbot, window, players: int):
    view, ids = start_with(qtbot, window, players)
    names = [view.names.name(p) for p in ids]
    for name in names:
        arrive(qtbot, view, name)
    press(qtbot, "Ctrl+D")
    settle()
    return view, names


def test_after_each_bust_the_tables_on_screen_are_what_a_fresh_paint_shows(
    qtbot,
    progressive_window,  # noqa: F811
) -> None:
    view, names = _seated(qtbot, progressive_window, 14)
    for out, by in ((names[3], names[0]), (names[12], names[1]), (names[7], names[0])):
        bust(qtbot, view, [out], by, answer="Return")
        settle()
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

"""A line chart of the points race: running totals of the leading players after each event."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QT_TRANSLATE_NOOP, QMargins, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from leaguemgr.services.points_race import PointsRace
from leaguemgr.ui.i18n import translate

# Every other player's line is dashed so that neighbouring colours can be told apart.
DASHED_NOTE = QT_TRANSLATE_NOOP(
    "PointsRaceChart",
    "Points race (top {count}): dashed lines only tell neighbouring players apart",
)
POINTS_SHOWN_UP_TO = 12  # events: with more, the dots crowd the lines


class PointsRaceChart(QChartView):
    """Shows a :class:`PointsRace`; colors come from the palette so dark mode just works."""

    def __init__(self, parent: QWidget | None = None):
        self._chart = QChart()
        super().__init__(self._chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(240)
        self._chart.setTitle(
            translate("PointsRaceChart", "Points race (top {count})").format(count=8)
        )
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        self._chart.setMargins(QMargins(4, 4, 4, 4))
        self._apply_palette()

    def show_race(self, race: PointsRace, names: dict[str, str]) -> None:
        """Replace the lines with those of ``race``."""
        chart = self._chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
            axis.setVisible(False)  # still drawn until deleted, on the next turn of the loop
            axis.deleteLater()  # the chart gives up ownership of a removed axis
        if not race.events or not race.lines:
            chart.setTitle(translate("PointsRaceChart", "Points race: no events yet"))
            return
        chart.setTitle(translate("PointsRaceChart", DASHED_NOTE).format(count=len(race.lines)))
        axis_x = QValueAxis()
        axis_x.setTitleText(translate("PointsRaceChart", "Event"))
        axis_x.setLabelFormat("%d")
        first, last = min(race.events), max(race.events)
        if first == last:  # one event: a point in the middle, not a range of no width
            axis_x.setRange(first - 1, last + 1)
            axis_x.setTickCount(3)
        else:
            axis_x.setRange(first, last)
            axis_x.setTickCount(min(len(race.events), 12))
        axis_y = QValueAxis()
        axis_y.setTitleText(translate("PointsRaceChart", "Points"))
        axis_y.setLabelFormat("%.0f")
        top = max(max(line.totals) for line in race.lines)
        bottom = min(0.0, *(min(line.totals) for line in race.lines))
        axis_y.setRange(bottom, top * 1.05 if top > 0 else 1.0)
        axis_y.applyNiceNumbers()
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        for number, line in enumerate(race.lines):
            series = QLineSeries()
            series.setName(names.get(line.player, line.player))
            series.setPen(self._pen(number, len(race.lines)))
            # A line needs two events; until then (and on a short season) each total is a dot.
            series.setPointsVisible(len(race.events) <= POINTS_SHOWN_UP_TO)
            if len(race.events) == 1:
                series.setMarkerSize(10.0)  # a lone dot must be seen
            for number, total in zip(race.events, line.totals, strict=True):
                series.append(float(number), total)
            chart.addSeries(series)
            series.attachAxis(axis_x)
            series.attachAxis(axis_y)
        self._apply_palette()

    def _pen(self, number: int, count: int) -> QPen:
        """A distinct line per player: hues spread round the wheel, every other one dashed.

        The lightness follows the palette's text so the lines stay readable in dark mode.
        """
        text = self.palette().color(QPalette.ColorRole.Text)
        value = 230 if text.lightness() > 128 else 190
        color = QColor.fromHsv(int(360 * number / max(count, 1)) % 360, 200, value)
        pen = QPen(color, 2)
        if number % 2:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self._apply_palette()

    def _apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        self._chart.setBackgroundBrush(palette.brush(QPalette.ColorRole.Base))
        self._chart.setTitleBrush(text)
        self._chart.legend().setLabelColor(text)
        for axis in self._chart.axes():
            axis.setLabelsColor(text)
            axis.setTitleBrush(text)
            axis.setGridLineColor(palette.color(QPalette.ColorRole.Mid))
            axis.setLinePenColor(palette.color(QPalette.ColorRole.Mid))

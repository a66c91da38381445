"""Amounts typed in a German league's window are read as Germans write them (SPEC 12):
"12,50" is twelve and a half, "1,234" is refused with the reading it would take, and an
amount shown for editing is written with the league's decimal comma; the events screen
shows the night's pool as "1.234,50 €"."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractItemView

from leaguemgr.cli import main
from leaguemgr.ui.events.events_view import EventsView
from leaguemgr.ui.form_fields import MoneyEdit
from leaguemgr.ui.money_text import money_text
from tests.leaguefile.german_league import german_document
from tests.ui.test_night_screen import open_window


@pytest.fixture
def german_window(qtbot, tmp_path: Path):
    source, db = tmp_path / "skat.json", tmp_path / "skat.sqlite"
    source.write_text(json.dumps(german_document()))
    assert main(["import", str(source), "--db", str(db)]) == 0
    return open_window(qtbot, db)


def test_a_field_in_a_german_league_reads_and_writes_the_decimal_comma(german_window) -> None:
    field = MoneyEdit(german_window)
    field.setText("12,50")
    assert field.value() == Decimal("12.50")
    field.setText("1,234")
    with pytest.raises(ValueError, match="it would be read as 1,2340"):
        field.value()
    field.set_value(Decimal("7.5"))
    assert field.text() == "7,5"
    outside = MoneyEdit()  # no league: as always
    outside.setText("1,250.50")
    assert outside.value() == Decimal("1250.50")


def test_the_events_screen_shows_the_night_s_pool_in_euros(qtbot, german_window) -> None:
    view = EventsView(german_window.context)
    qtbot.addWidget(view)
    assert "1.234,50\xa0€" in _all_table_texts(view)
    assert money_text(Decimal("-5"), "EUR", "de_DE") == "-5,00\xa0€"


def _all_table_texts(widget) -> set[str]:
    texts = set()
    for table in widget.findChildren(QAbstractItemView):
        model = table.model()
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                value = model.index(row, column).data()
                if isinstance(value, str):
                    texts.add(value)
    return texts


def test_season_setup_writes_and_reads_chips_and_points_as_germans_do(
    qtbot, german_window, discard_unsaved_changes
):
    from dataclasses import replace

    from leaguemgr.domain.records import ChipRules, PointsRule, SeasonPrizes

    screen = german_window.show_screen("season")
    rules = german_window.context.service.season(german_window.context.season).rules
    screen.load_rules(
        replace(
            rules,
            chips=ChipRules(starting=12_500),
            points=PointsRule(preset="table", places=(10, 7.5, 5), participation=1.5),
            season_prizes=SeasonPrizes("points", (Decimal("62.5"), Decimal("37.5"))),
        )
    )
    starting = screen.chips.starting
    assert starting.text() == "12.500 T"
    starting.lineEdit().selectAll()
    qtbot.keyClicks(starting.lineEdit(), "15.000")
    starting.interpretText()
    assert starting.value() == 15_000
    points = screen.points
    assert points.places.text() == "10; 7,5; 5"
    assert "10; 7; 5" in points.places.placeholderText()
    assert points.participation.text() == "1,50"
    assert points.preview_values()[:3] == ["11,50", "9,00", "6,50"]
    points.places.setText("12; 8,5")
    found: list = []
    assert screen.points.read(found)["points"].places == (12.0, 8.5)
    assert found == []
    assert screen.prizes.percents.text() == "62,5; 37,5"
    assert "50; 30; 20" in screen.prizes.percents.placeholderText()
    rounding = screen.payouts.rounding
    assert [rounding.itemText(i) for i in (1, 2)] == ["1\xa0€", "5\xa0€"]
    # Handicaps… asks in a window of its own: still in the league's writing.
    from leaguemgr.ui.season.starting_points_dialog import StartingPointsDialog

    player = german_window.context.service.league.players[0]
    dialog = StartingPointsDialog("2026", [player], [(player.id, 2.5)], screen)
    qtbot.addWidget(dialog)
    assert dialog.spins[player.id].text() == "2,50"


def test_the_money_screen_writes_a_german_league_s_amounts_as_germans_do(qtbot, german_window):
    import re

    money = german_window.show_screen("money")
    qtbot.waitUntil(lambda: money.isVisible())
    figures = [label.text() for label in money.cash.values.values()]
    assert figures and all(re.fullmatch(r"-?[\d.]+,\d\d\xa0€", text) for text in figures)
    assert "1.234,50\xa0€" in figures
    assert "Owed to the league: 0,00\xa0€" in money.summary.text()


def test_the_standings_write_a_german_league_s_points_with_the_decimal_comma(german_window):
    import re

    from leaguemgr.ui.standings.standings_table_model import StandingsColumn

    model = german_window.show_screen("standings").model
    column = StandingsColumn.POINTS
    points = [model.index(row, column).data() for row in range(model.rowCount())]
    assert points and all(re.fullmatch(r"-?\d+,\d\d", text) for text in points)

"""The Standings screen shows what ``leaguemgr report`` prints, and the points race chart."""

from __future__ import annotations

import re

from PySide6.QtCharts import QLineSeries
from PySide6.QtCore import Qt

from leaguemgr.cli import main as cli_main
from leaguemgr.ui.standings.standings_table_model import StandingsColumn
from tests.ui.conftest import column_texts, row_texts


def _report_standings(db, capsys) -> list[list[str]]:
    assert cli_main(["report", "--db", str(db), "--season", "2026", "--format", "text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    start = lines.index("Standings") + 3  # title, column names, dashes
    rows = []
    for line in lines[start:]:
        if not line.strip():
            break
        rows.append(re.split(r"\s{2,}", line.strip()))
    return rows


def test_standings_match_the_printed_report(window, league_db, capsys):
    screen = window.show_screen("standings")
    shown = screen.proxy
    printed = _report_standings(league_db, capsys)
    assert shown.rowCount() == len(printed) == 22
    printed_columns = (StandingsColumn.RANK, StandingsColumn.PLAYER, StandingsColumn.POINTS,
                       StandingsColumn.EVENTS, StandingsColumn.WINS, StandingsColumn.KNOCKOUTS,
                       StandingsColumn.PENALTIES)  # fmt: skip
    for row, values in enumerate(printed):
        texts = row_texts(shown, row)
        # The report's last column is the championship word, the screen's its first word.
        *values, word = values
        assert [texts[column] for column in printed_columns] == values
        assert texts[StandingsColumn.CHAMPIONSHIP].split(":")[0].startswith(word)
    assert screen.table.isColumnHidden(StandingsColumn.BEST)  # the season counts every result
    texts = row_texts(shown, 0)
    assert [texts[StandingsColumn.PLAYER], texts[StandingsColumn.POINTS]] == [
        "Tess Morgan",
        "33.15",
    ]


def test_championship_status_says_why(window):
    screen = window.show_screen("standings")
    status = dict(
        zip(
            column_texts(screen.proxy, StandingsColumn.PLAYER),
            column_texts(screen.proxy, StandingsColumn.CHAMPIONSHIP),
            strict=True,
        )
    )
    assert status["Tess Morgan"] == "Qualified"
    assert status["Hal Jensen"] == "Qualified by make-up ($60.00)"
    assert status["Uma Patel"] == "Out: subs may not play the championship"
    assert status["Cathy Nguyen"] == "Out: a no-show this season"
    assert status["Kim Walsh"] == (
        "Out: played 6 of the 7 events needed; no seat left for a make-up"
    )


def test_filter_and_sort(window, qtbot):
    screen = window.show_screen("standings")
    qtbot.keyClicks(screen.search, "ann")
    assert column_texts(screen.proxy, StandingsColumn.PLAYER) == ["Ann Lee"]
    screen.search.clear()
    screen.table.sortByColumn(StandingsColumn.EVENTS, Qt.SortOrder.DescendingOrder)
    events = [int(t) for t in column_texts(screen.proxy, StandingsColumn.EVENTS)]
    assert events == sorted(events, reverse=True)
    screen.table.sortByColumn(StandingsColumn.PLAYER, Qt.SortOrder.AscendingOrder)
    assert column_texts(screen.proxy, StandingsColumn.PLAYER)[0] == "Ann Lee"


def test_numbers_are_right_aligned(window):
    screen = window.show_screen("standings")
    index = screen.proxy.index(0, StandingsColumn.POINTS)
    alignment = Qt.AlignmentFlag(index.data(Qt.ItemDataRole.TextAlignmentRole))
    assert alignment & Qt.AlignmentFlag.AlignRight


def test_points_race_chart_has_the_top_eight(window):
    screen = window.show_screen("standings")
    series = [s for s in screen.chart.chart().series() if isinstance(s, QLineSeries)]
    assert [s.name() for s in series][:3] == ["Tess Morgan", "Ivy Chen", "Hal Jensen"]
    assert len(series) == 8
    last = series[0].points()[-1]
    assert last.x() == 11
    assert round(last.y(), 2) == 33.15


def test_double_click_opens_the_player_page(window, qtbot):
    screen = window.show_screen("standings")
    screen.table.activated.emit(screen.proxy.index(1, StandingsColumn.PLAYER))
    players = window.screens["players"]
    assert window.tabs.currentWidget() is players
    assert players.detail.title.text() == "Ivy Chen"


def test_decline_from_the_standings_and_invite_again(window):
    screen = window.show_screen("standings")
    screen.table.selectRow(0)
    assert screen.decline_action.isEnabled()
    assert not screen.reinstate_action.isEnabled()
    screen.decline_action.trigger()
    status = column_texts(screen.proxy, StandingsColumn.CHAMPIONSHIP)
    assert status[0] == "Declined"
    championship = window.screens["championship"]
    assert "Tess Morgan" not in column_texts(championship.field_model, 1)

    screen.table.selectRow(0)
    assert screen.reinstate_action.isEnabled()
    screen.reinstate_action.trigger()
    assert column_texts(screen.proxy, StandingsColumn.CHAMPIONSHIP)[0] == "Qualified"
    assert column_texts(championship.field_model, 1)[0] == "Tess Morgan"


def test_a_season_with_knockout_bounties_shows_each_players_bounties(qtbot, league_db):
    import dataclasses
    from decimal import Decimal

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules
    from leaguemgr.exporters.season_tables import standings_table
    from tests.ui.test_night_screen import open_window

    def fixed_bounties(service) -> None:
        rules = service.season("2026").rules
        knockout = KnockoutRules(KnockoutKind.FIXED, Decimal("5"))
        service.save_rules(
            "2026", dataclasses.replace(rules, knockout=knockout), recompute_closed=True
        )

    window = open_window(qtbot, league_db, fixed_bounties)
    screen = window.show_screen("standings")
    assert not screen.table.isColumnHidden(StandingsColumn.BOUNTIES)
    service = window.context.service
    table = standings_table(service.league, service.report("2026"))
    titles = [column.title for column in table.columns]
    exported = {
        row[titles.index("Player")]: f"${row[titles.index('Bounties')]:,.2f}" for row in table.rows
    }
    shown = {
        row_texts(screen.proxy, row)[StandingsColumn.PLAYER]: row_texts(screen.proxy, row)[
            StandingsColumn.BOUNTIES
        ]
        for row in range(screen.proxy.rowCount())
    }
    assert shown == exported and len(set(shown.values())) > 2


def test_a_season_without_knockout_bounties_has_no_bounties_column(window):
    screen = window.show_screen("standings")
    assert screen.table.isColumnHidden(StandingsColumn.BOUNTIES)

"""The Championship screen's Draw (SPEC 8): players tied at the cut, ordered by a fair draw
or by the cards drawn at the table, recorded and undoable."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from leaguemgr.domain.draws import drawn_order
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.championship.championship_view import ChampionshipView
from leaguemgr.ui.championship.draw_dialog import DrawDialog
from leaguemgr.ui.league_context import LeagueContext
from tests.exporters.test_one_vocabulary import TIE


@pytest.fixture
def screen(qtbot, tmp_path):
    service = LeagueService.open(tmp_path / "tie.sqlite")
    service.restore_league(TIE)
    context = LeagueContext(service)
    context.select_season("Season 1 2013")
    view = ChampionshipView(context)
    qtbot.addWidget(view)
    view.show()
    yield view
    service.close()


def test_draw_shows_where_players_are_tied_at_the_cut_and_records_the_order(
    qtbot, screen, monkeypatch
):
    assert not screen.draw_button.isHidden()
    assert "Draw for the seat" in screen.notice.text()

    def cards_at_the_table(dialog: DrawDialog) -> int:
        assert [dialog.order.item(i).text() for i in range(2)] == ["B Player", "C Player"]
        dialog.order.setCurrentRow(1)
        qtbot.mouseClick(dialog.up_button, Qt.MouseButton.LeftButton)  # C was drawn first
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DrawDialog, "exec", cards_at_the_table)
    qtbot.mouseClick(screen.draw_button, Qt.MouseButton.LeftButton)
    context = screen._context
    assert context.service.season("Season 1 2013").championship.drawn == (("c", "b"),)
    assert context.undo_stack.undoText() == "Draw between B Player, C Player"
    context.undo()
    assert context.service.season("Season 1 2013").championship.drawn == ()


def test_a_decline_keeps_the_draws_recorded(screen):
    from leaguemgr.ui.championship import championship_commands as commands

    context = screen._context
    context.push(commands.record_draw(context, "Season 1 2013", ("c", "b"), "B, C"))
    context.push(commands.decline(context, "Season 1 2013", "a", "A Player"))
    decisions = context.service.season("Season 1 2013").championship
    assert decisions.drawn == (("c", "b"),) and decisions.declined == ("d", "a")


def test_the_random_draw_is_fair():
    firsts = Counter(drawn_order(["a", "b", "c"])[0] for _ in range(3000))
    assert set(firsts) == {"a", "b", "c"}
    assert all(800 < count < 1200 for count in firsts.values())

"""Season setup's funds (issue 30 item 3): what each fund feeds, its total, and a rename."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.season.season_editor import SeasonEditor

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _rows(view) -> list[list[str]]:
    table = view.table
    return [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]


def _feeds_color(view, fund: str):
    """The colour the Feeds cell of ``fund`` is written in."""
    table = view.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == fund)
    return table.item(row, 1).foreground().color()


def _editor(qtbot, context) -> SeasonEditor:
    editor = SeasonEditor(context)
    qtbot.addWidget(editor)
    editor.resize(1400, 900)
    editor.show()
    return editor


def test_every_fund_says_what_it_feeds_and_what_it_holds(qtbot, context):
    editor = _editor(qtbot, context)
    funds = dict(context.service.report("2026").funds)
    rows = {row[0]: row[1:] for row in _rows(editor.funds_view)}
    assert rows["championship"] == ["the championship pool", money_text(funds["championship"])]
    assert rows["points"] == ["the season prizes", money_text(funds["points"])]
    assert rows["expenses"] == ["kept: nothing pays it out", money_text(funds["expenses"])]
    assert rows["bounty"][0] == "the bounty pot"
    # AZ keeps its expenses on purpose (its pools each have a set-aside of their own): the
    # screen says that nothing pays them out, and warns of nothing.
    assert not editor.funds_view.warnings.isVisibleTo(editor)
    assert _feeds_color(editor.funds_view, "expenses") != Qt.GlobalColor.darkRed

    # A set-aside under a slip of a pool's name is said to feed nothing, as it is typed.
    editor.set_asides.add_row()
    fund = editor.set_asides.table.cellWidget(3, 0)
    fund.setCurrentText("Championship")
    assert {row[0]: row[1] for row in _rows(editor.funds_view)}["Championship"] == (
        "kept: nothing pays it out"
    )
    assert "The set-aside to 'Championship' feeds nothing" in editor.funds_view.warnings.text()
    assert _feeds_color(editor.funds_view, "Championship") == Qt.GlobalColor.darkRed
    fund.setCurrentText("trip")  # a name of its own, the pools fed: kept on purpose
    assert {row[0]: row[1] for row in _rows(editor.funds_view)}["trip"] == (
        "kept: nothing pays it out"
    )
    assert "feeds nothing" not in editor.funds_view.warnings.text()
    # Chosen as the championship's fund, it feeds the pool.
    editor.championship.fund.setCurrentText("trip")
    assert {row[0]: row[1] for row in _rows(editor.funds_view)}["trip"] == "the championship pool"
    assert "No set-aside puts money into" not in editor.funds_view.warnings.text()


def test_renaming_a_fund_shows_the_money_that_moves_and_undoes(qtbot, context, monkeypatch):
    editor = _editor(qtbot, context)
    expenses = dict(context.service.report("2026").funds)["expenses"]
    asked: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("trip", True)))

    def answer(_parent, _title, text, *_args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: asked.append(a[2])))
    view = editor.funds_view
    view.select_fund("expenses")
    assert view.rename_button.isEnabled()
    qtbot.mouseClick(view.rename_button, Qt.MouseButton.LeftButton)

    assert "Event 1: $15.00" in asked[0] and f"In all: {money_text(expenses)}" in asked[0]
    assert "Renamed, 'trip' feeds kept: nothing pays it out." in asked[0]
    rows = {row[0]: row[2] for row in _rows(view)}
    assert "expenses" not in rows and rows["trip"] == money_text(expenses)
    assert [s.fund for s in context.service.season("2026").rules.set_asides][-1] == "trip"

    context.undo()
    assert len(asked) == 1, asked  # the question, and no warning
    rows = {row[0]: row[2] for row in _rows(view)}
    assert "trip" not in rows and rows["expenses"] == money_text(expenses)


def test_a_fund_no_set_aside_fills_cannot_be_renamed(qtbot, context):
    editor = _editor(qtbot, context)
    editor.funds_view.select_fund("bounty")
    assert not editor.funds_view.rename_button.isEnabled()


def test_a_season_without_a_bounty_on_the_winner_has_no_bounty_fund(qtbot, tmp_path):
    """A knockout league's own rules: no "bounty" fund that nothing pays out (in red)."""
    from dataclasses import replace
    from decimal import Decimal

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.season_start import own_rules_default
    from leaguemgr.ui.league_context import LeagueContext

    service = LeagueService.open(tmp_path / "ko.sqlite")
    knockouts = KnockoutRules(KnockoutKind.FIXED, Decimal(10))
    service.create_season("Spring", replace(own_rules_default(), knockout=knockouts))
    context = LeagueContext(service)
    context.select_season("Spring")
    editor = _editor(qtbot, context)
    assert _rows(editor.funds_view) == []
    assert not editor.funds_view.warnings.isVisibleTo(editor)
    service.close()

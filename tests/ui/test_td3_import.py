"""File ▸ Import from TD3…: a preview first, then one undoable edit."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog

from leaguemgr.services.td3_import import plan_td3_import, read_tournaments
from leaguemgr.ui.files.td3_import_dialog import Td3ImportDialog
from tests.conftest import REPO

SAMPLES = REPO.parent / "shared" / "td3-samples"


@pytest.fixture
def accept_preview(monkeypatch) -> list[Td3ImportDialog]:
    shown: list[Td3ImportDialog] = []

    def accept(dialog: Td3ImportDialog) -> int:
        shown.append(dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(Td3ImportDialog, "exec", accept)
    return shown


def test_the_preview_lists_events_new_players_and_what_is_left_out(qtbot):
    tournaments, _ = read_tournaments([SAMPLES])
    planned = plan_td3_import(None, tournaments, zone="Europe/Stockholm")
    dialog = Td3ImportDialog(planned)
    qtbot.addWidget(dialog)
    assert dialog.heading.text() == "3 event(s) into season(s) 2019, 2025; 15 new player(s)"
    dates = [dialog.events.item(row, 0).text() for row in range(dialog.events.rowCount())]
    assert dates == ["2019-06-06", "2025-06-05", "2025-06-18"]
    assert dialog.new_players.count() == 15
    assert dialog.import_button.isEnabled()
    assert not dialog.same_people.isVisibleTo(dialog)


def test_the_preview_says_how_a_bounty_nights_money_was_reconciled(qtbot):
    fixtures = REPO / "tests" / "td3" / "fixtures"
    names = ("ko-bounty-on-12-of-14-stacks.tdt", "chip-in-fee-without-bounties.tdt")
    tournaments, _ = read_tournaments([fixtures / name for name in names])
    planned = plan_td3_import(None, tournaments, season="2025")
    dialog = Td3ImportDialog(planned)
    qtbot.addWidget(dialog)
    notes = [dialog.notes.item(row).text() for row in range(dialog.notes.count())]
    # The same lines import-td3 prints: the bounties, the rebuy priced apart, the chips'
    # money kept outside TD3's take-in with bounties off.
    assert notes == planned.summary()[1:]
    assert any("bounties 600.00, kept by TD3 outside its take-in" in note for note in notes)
    assert any("Åsa B (-100.00), Cilla M (-100.00)" in note for note in notes)
    assert any("TD3 took in 0.00 and kept the 700.00" in note for note in notes)
    assert dialog.notes.isVisibleTo(dialog)


def test_import_then_undo(window, monkeypatch, accept_preview):
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileNames",
        staticmethod(lambda *a, **k: ([str(SAMPLES / "sample-plain.tdt")], "")),
    )
    before = window.context.service.season_names()
    window.file_actions.import_td3.trigger()
    assert len(accept_preview) == 1
    service = window.context.service
    assert service.season_names() == [*before, "2025"]
    rows = {row.player: row.points for row in service.report("2025").standings}
    names = {player.id: player.name for player in service.league.players}
    assert {names[p]: points for p, points in rows.items()}["Bert K"] == 219.0
    window.undo_action.trigger()
    assert window.context.service.season_names() == before


def test_a_name_match_can_be_kept_apart(window, monkeypatch, accept_preview):
    service = window.context.service
    known = service.league.players[0].name
    text = (SAMPLES / "sample-plain.tdt").read_text(encoding="utf-8")
    path = window.context.service.path.parent / "renamed.tdt"
    path.write_text(text.replace('Nickname: "Bert K"', f'Nickname: "{known}"'), encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(path)], ""))
    )

    def declined(dialog: Td3ImportDialog) -> int:
        assert dialog.same_people.isVisibleTo(dialog)
        assert known in dialog.same_people.text()
        dialog.same_people.setChecked(False)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(Td3ImportDialog, "exec", declined)
    window.file_actions.import_td3.trigger()
    called = [p for p in window.context.service.league.players if p.name.startswith(known)]
    assert len(called) == 2  # the league's player and the TD3 player, kept apart
    assert called[0].td3_id is None


def test_the_points_section_keeps_the_best_results_rule(qtbot):
    from decimal import Decimal

    from leaguemgr.domain.records import SeasonRules
    from leaguemgr.ui.season.points_editor import PointsEditor

    editor = PointsEditor()
    qtbot.addWidget(editor)
    editor.load(SeasonRules(buyin=Decimal(200), rebuy_cost=Decimal(200), best_results=10))
    assert editor.best_results.text() == "10 best results"
    assert editor.read([])["best_results"] == 10
    editor.best_results.setValue(0)
    assert editor.best_results.text() == "every result"
    assert editor.read([])["best_results"] is None

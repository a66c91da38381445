"""The season set-up screen, used as the organizer uses it."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from leaguemgr.leaguefile import read_rules
from leaguemgr.services.season_presets import AZWINE, FISH_N_CHIPS, azwine_rules
from leaguemgr.ui.form_fields import INVALID_BACKGROUND
from leaguemgr.ui.season.season_editor import SeasonEditor

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


@pytest.fixture
def editor(qtbot, context):
    widget = SeasonEditor(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    return widget


def _example_rules(path):
    document = json.loads(path.read_text())
    known = {player["id"] for player in document["players"]}
    return read_rules(document["seasons"][0]["rules"], ("rules",), known)


def test_the_form_shows_the_saved_rules(editor, context):
    rules, problems = editor.current_rules()
    assert problems == []
    assert rules == context.service.season("2026").rules
    assert editor.prices.buyin.text() == "30"
    assert not editor.apply_button.isEnabled()


def test_preset_buttons_fill_the_rules_of_each_league(
    qtbot, editor, az_league_file, fnc_league_file
):
    qtbot.mouseClick(editor.preset_buttons[FISH_N_CHIPS], Qt.MouseButton.LeftButton)
    rules, problems = editor.current_rules()
    assert problems == []
    # The money and points rules are the example league's; the preset adds how FNC's
    # nights run (seat 3 for late seats, level-2 absent rule) and its T2,000 schedule.
    assert replace(rules, night=None, structure=None) == _example_rules(fnc_league_file)
    assert rules.night.late_seat == "seat_3"
    assert rules.structure.name.startswith("FNC")
    assert editor.payouts.rounding.currentText() == "$5"
    assert editor.apply_button.isEnabled()  # filled, not applied

    assert editor.preset_note.isHidden()  # FNC's rulebook gives every figure

    qtbot.mouseClick(editor.preset_buttons[AZWINE], Qt.MouseButton.LeftButton)
    rules, problems = editor.current_rules()
    assert problems == []
    assert rules == azwine_rules()
    assert rules.payout_table == _example_rules(az_league_file).payout_table
    # Where AZ's rulebook is silent the form says so, rather than inventing figures.
    assert not editor.preset_note.isHidden()
    assert "AZ's rulebook does not say" in editor.preset_note.text()
    assert "Set these to your league's figures" in editor.preset_note.text()
    editor.revert()
    assert editor.preset_note.isHidden()


def test_a_payout_row_that_does_not_add_up_is_marked_and_blocks_apply(editor):
    editor.payouts.table.item(1, 5).setText("9.5")  # 40 + 30 + 20 + 9.5
    sum_cell = editor.payouts.table.item(1, editor.payouts.table.columnCount() - 1)
    assert sum_cell.text() == "99.5%"
    assert sum_cell.background().color().name() == INVALID_BACKGROUND
    assert "Row 13–20 adds up to 99.5%, not 100%" in editor.payouts.problem.text()
    assert not editor.apply_button.isEnabled()
    assert "Cannot apply" in editor.status.text()


def test_a_bad_formula_is_reported_with_its_position_as_it_is_typed(qtbot, editor):
    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    points.formula.clear()
    qtbot.keyClicks(points.formula, "sqrt(n) / plce")
    assert points.formula_problem.text() == "unknown name 'plce' at position 11"
    assert points.formula.error_position == 10
    assert points.formula.extraSelections()[0].cursor.selectedText() == "p"
    assert not editor.apply_button.isEnabled()
    assert points.preview.rowCount() == 0

    qtbot.keyClick(points.formula, Qt.Key.Key_Backspace)
    qtbot.keyClick(points.formula, Qt.Key.Key_Backspace)
    qtbot.keyClicks(points.formula, "ace + 1")  # sqrt(n) / place + 1
    assert points.formula_problem.text() == ""
    assert editor.apply_button.isEnabled()
    # 14 entries: sqrt(14) / 1 + 1 for the winner.
    assert points.preview_values()[0] == f"{14**0.5 + 1:.2f}"


def test_the_points_preview_follows_the_field_size_and_the_table_preset(editor):
    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("table"))
    points.places.setText("10, 7, 5")
    points.places.textEdited.emit("10, 7, 5")
    points.participation.setValue(1)
    points.field_size.setValue(4)
    assert points.preview_values() == ["11.00", "8.00", "6.00", "1.00"]
    rules, problems = editor.current_rules()
    assert problems == [] and rules.points.places == (10.0, 7.0, 5.0)


def test_an_amount_that_is_not_a_number_is_explained_beside_the_field(qtbot, editor):
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "3O")
    label = editor.prices.marks._fields[("buyin",)][1]
    assert label.text() == "'3O' is not a number"
    assert not editor.apply_button.isEnabled()


def test_apply_saves_the_rules_and_undo_restores_them(qtbot, editor, context):
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "35")
    editor.championship.setChecked(False)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    saved = context.service.season("2026").rules
    assert saved.buyin == Decimal("35") and saved.championship is None
    assert "saved rules" in editor.status.text()

    context.undo_stack.undo()
    assert context.service.season("2026").rules.buyin == Decimal("30")
    assert editor.prices.buyin.text() == "30"
    assert editor.championship.isChecked()


def test_set_asides_rows_can_be_added_and_removed(qtbot, editor):
    table = editor.set_asides
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    table._fund(3).setCurrentText("pizza")
    table._amount(3).setText("12.50")
    table._amount(3).edited.emit()
    rules, problems = editor.current_rules()
    assert problems == []
    assert rules.set_asides[-1].fund == "pizza" and rules.set_asides[-1].amount == Decimal("12.50")
    table.table.setCurrentCell(3, 0)
    qtbot.mouseClick(table.remove_button, Qt.MouseButton.LeftButton)
    assert len(editor.current_rules()[0].set_asides) == 3


def test_unlimited_rebuys_and_custom_rounding(qtbot, editor):
    editor.prices.unlimited.setChecked(True)
    editor.payouts.rounding.setCurrentIndex(editor.payouts.rounding.findText("Custom"))
    editor.payouts.custom_unit.clear()
    qtbot.keyClicks(editor.payouts.custom_unit, "0.25")
    rules, problems = editor.current_rules()
    assert problems == []
    assert rules.max_rebuys is None and rules.rounding_unit == Decimal("0.25")


def test_switching_season_with_unapplied_changes_offers_to_apply(
    qtbot, editor, context, monkeypatch
):
    from leaguemgr.services.season_presets import fish_n_chips_rules

    context.service.create_season("2027", fish_n_chips_rules())
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "32")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Apply)
    context.select_season("2027")
    assert context.service.season("2026").rules.buyin == Decimal("32")
    assert editor.title.text() == "Season 2027: rules"
    assert editor.prices.buyin.text() == "40"


def test_the_new_season_dialog_says_what_the_az_rulebook_leaves_open(qtbot):
    from leaguemgr.ui.season.new_season_wizard import NewSeasonWizard

    dialog = NewSeasonWizard([], [], "2027")
    qtbot.addWidget(dialog)
    dialog.start.preset.setChecked(True)
    dialog.start.presets.setCurrentText(AZWINE)
    assert not dialog.start.note.isHidden()
    assert "AZ's rulebook does not say" in dialog.start.note.text()
    dialog.start.presets.setCurrentText(FISH_N_CHIPS)
    assert dialog.start.note.isHidden()


def test_the_dues_group_is_off_by_default_and_applies_the_dues_rule(qtbot, editor, context):
    from leaguemgr.domain.records import DuesGate

    assert not editor.dues.isChecked()
    assert editor.current_rules()[0].dues is None
    editor.dues.setChecked(True)
    qtbot.keyClicks(editor.dues.amount, "40")
    editor.dues.due_by_event.setValue(3)
    # (A gate here would move this season's recorded make-up out of the offers: i21a's
    # "no longer offered" keeps such a season reporting.)
    editor.dues.subs.setChecked(True)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    dues = context.service.season("2026").rules.dues
    assert (dues.amount, dues.due_by_event, dues.gate, dues.subs) == (
        Decimal("40"),
        3,
        DuesGate.NONE,
        True,
    )
    # Another section's edit keeps the dues (every section reads back what it shows).
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "35")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert context.service.season("2026").rules.dues == dues


def test_apply_keeps_the_rules_the_form_does_not_show(qtbot, context):
    from leaguemgr.domain.records import TieBreak

    rules = context.service.season("2026").rules
    own = replace(rules, events_planned=10, rebuy_or_addon=True, tie_break=TieBreak.DRAW)
    context.service.save_rules("2026", own, recompute_closed=False)
    editor = SeasonEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "35")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    saved = context.service.season("2026").rules
    assert saved.buyin == Decimal("35")
    assert (saved.events_planned, saved.rebuy_or_addon, saved.tie_break) == (
        10,
        True,
        TieBreak.DRAW,
    )


def test_apply_keeps_the_championship_fund_and_stacks_by_points(qtbot, context):
    rules = context.service.season("2026").rules
    champ = replace(rules.championship, fund="points", chips_per_point=100, bonus_chip_percent=None)
    context.service.save_rules("2026", replace(rules, championship=champ), recompute_closed=False)
    editor = SeasonEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "35")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    saved = context.service.season("2026").rules.championship
    assert (saved.fund, saved.chips_per_point) == ("points", 100)


def test_the_points_preview_scores_a_real_sample_night_with_prize(qtbot, editor):
    """Issue 30 item 2: a formula over ``prize`` shows the points a night scores, not 0.00."""
    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    points.formula.clear()
    qtbot.keyClicks(points.formula, "prize / 2")
    points.field_size.setValue(14)
    prizes = [points.preview.item(row, 1).text() for row in range(4)]
    # AZ at $30: 14 entries pay 420 less the set-asides, 40/30/20/10 to the top four.
    assert "a pool of $" in points.buyin_label.text()
    pool = Decimal(points.buyin_label.text().rsplit("$", 1)[1].replace(",", ""))
    assert sum(Decimal(p.lstrip("$")) for p in prizes) == pool
    assert points.preview_values()[:4] == [f"{Decimal(p.lstrip('$')) / 2:.2f}" for p in prizes]
    assert points.preview_values()[0] != "0.00" and points.preview_values()[4:] == ["0.00"] * 10
    # The buy-in typed in the form is the sample night's: the prizes follow it.
    editor.prices.buyin.clear()
    qtbot.keyClicks(editor.prices.buyin, "60")
    assert Decimal(points.preview_values()[0]) > Decimal(prizes[0].lstrip("$")) / 2


def test_the_rules_of_spec_8_are_set_in_season_setup(qtbot, editor):
    """Issue 30 item 7: the rules a league has and the app could not say."""
    from leaguemgr.domain.records import TieBreak

    editor.standings.events_planned.setFocus()
    editor.standings.events_planned.selectAll()
    qtbot.keyClicks(editor.standings.events_planned, "10")
    editor.standings.tie_break.setCurrentIndex(editor.standings.tie_break.findData("draw"))
    qtbot.keyClick(editor.prices.rebuy_or_addon, Qt.Key.Key_Space)
    champ = editor.championship
    champ.per_point.setChecked(True)
    champ.chips_per_point.setValue(10)
    champ.bonus.setChecked(True)  # a percent instead: never both
    assert not champ.per_point.isChecked()
    champ.per_point.setChecked(True)
    assert not champ.bonus.isChecked()
    assert "championship" in [champ.fund.itemText(i) for i in range(champ.fund.count())]
    editor.prizes.setChecked(True)
    editor.prizes.by_points.setChecked(True)
    editor.prizes.among.setValue(10)
    assert not editor.prizes.percents.isEnabled()

    rules, _ = editor.current_rules()
    assert rules.events_planned == 10
    assert rules.tie_break is TieBreak.DRAW
    assert rules.rebuy_or_addon is True
    assert rules.championship.chips_per_point == 10
    assert rules.championship.bonus_chip_percent is None
    assert rules.championship.fund == "championship"
    assert rules.season_prizes.shared_by_points and rules.season_prizes.among == 10
    editor.load_rules(rules)  # shown again as typed
    assert editor.standings.events_planned.value() == 10
    assert editor.prizes.by_points.isChecked() and champ.per_point.isChecked()


def test_handicaps_are_typed_per_player_and_undone(qtbot, editor, context, monkeypatch):
    """SPEC 8: last season's leader starts 15 points up, the last 10 points down."""
    from leaguemgr.ui.season.starting_points_dialog import StartingPointsDialog

    def type_handicaps(dialog: StartingPointsDialog) -> int:
        dialog.spins["p19"].setValue(15)
        dialog.spins["p10"].setValue(-10)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(StartingPointsDialog, "exec", type_handicaps)
    qtbot.mouseClick(editor.handicaps_button, Qt.MouseButton.LeftButton)
    assert dict(context.service.season("2026").starting_points) == {"p19": 15.0, "p10": -10.0}
    assert context.undo_stack.undoText() == "Handicaps of season 2026"
    context.undo()
    assert context.service.season("2026").starting_points == ()


def test_points_by_field_size_are_typed_as_the_league_publishes_them(qtbot, editor):
    """SPEC 8 table_by_field: one line per range, as a real league's table (issue 30 item 11)."""
    from leaguemgr.domain.records import PointsRange

    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("table_by_field"))
    assert not points.ranges.isHidden() and points.formula.isHidden()
    points.ranges.setFocus()
    qtbot.keyClicks(points.ranges, "4-6: 10, 7, 5 + 1")
    qtbot.keyClick(points.ranges, Qt.Key.Key_Return)
    qtbot.keyClicks(points.ranges, "7-20: 15, 10, 7, 4 + 1")
    rules, _ = editor.current_rules()
    assert rules.points.preset == "table_by_field"
    assert rules.points.ranges == (
        PointsRange(4, 6, (10.0, 7.0, 5.0), 1.0),
        PointsRange(7, 20, (15.0, 10.0, 7.0, 4.0), 1.0),
    )
    editor.load_rules(rules)  # shown again as typed
    assert points.ranges.toPlainText() == "4-6: 10, 7, 5 + 1\n7-20: 15, 10, 7, 4 + 1"

    points.ranges.setPlainText("4 to six: 10")
    label = points.marks._fields[("points", "ranges")][1]
    assert label.text() == "line 1 is not like '4-6: 10, 7, 5 + 1'"
    assert not editor.apply_button.isEnabled()


def test_the_knockout_group_applies_a_progressive_bounty_and_previews_the_pool(
    qtbot, editor, context
):
    from leaguemgr.domain.records import KnockoutKind, KnockoutRules

    group = editor.knockout
    assert group.kind.currentData() == "" and not group.amount.isVisible()
    group.kind.setFocus()
    qtbot.keyClick(group.kind, Qt.Key.Key_End)  # the last choice: progressive
    assert group.amount.isVisible() and group.share.text() == "50"
    qtbot.keyClicks(group.amount, "10")
    editor.points.field_size.setValue(10)
    # AZ: 10 x $30 = $300; $100 of knockout bounties first, then $3 + $2 a head, $15 a
    # night and the $10 bounty on last month's winner.
    assert group.preview.text() == (
        "10 entries at $30.00: $100.00 in bounties first, a pool of $125.00"
    )
    group.share.clear()
    qtbot.keyClicks(group.share, "140")
    assert not editor.apply_button.isEnabled()
    group.share.clear()
    qtbot.keyClicks(group.share, "60")
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    saved = context.service.season("2026").rules.knockout
    assert saved == KnockoutRules(KnockoutKind.PROGRESSIVE, Decimal("10"), Decimal("60"))

    context.undo_stack.undo()
    assert context.service.season("2026").rules.knockout is None
    assert group.kind.currentData() == "" and not group.amount.isVisible()

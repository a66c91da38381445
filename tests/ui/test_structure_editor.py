"""The blind structure editor and the season's "Night" group, used by keyboard."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from leaguemgr.domain.clock.presets import PRESET_TITLES, PRESETS
from leaguemgr.domain.clock.structure import Break, Game, Level, Structure
from leaguemgr.domain.records import NightSettings
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.season_presets import AZWINE
from leaguemgr.ui.events.event_editor import EventEditor
from leaguemgr.ui.season.season_editor import SeasonEditor
from leaguemgr.ui.season.structure_editor import StructureEditor
from leaguemgr.ui.season.structure_table_model import Field
from tests.ui.conftest import column_texts, when_dialog_opens
from tests.ui.test_shortcuts import _mnemonics

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")

SMALL = Structure(
    "Small",
    periods=(
        Level(20, 25, 50),
        Level(20, 50, 100),
        Break(10, "Colour up", (25,)),
        Level(20, 100, 200),
    ),
)


@pytest.fixture
def season_editor(qtbot, context):
    widget = SeasonEditor(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def _shown(qtbot, dialog: StructureEditor) -> StructureEditor:
    """The editor on screen with the keyboard focus (its keys work in the active window)."""
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _reopened(context) -> LeagueService:
    """The league read again from its file: what was saved, not what is in memory."""
    return LeagueService.open(context.service.path)


def _type(qtbot, table, row: int, column: int, text: str) -> None:
    """Go to a cell, open it with F2, type ``text`` and press Enter, as the organizer does."""
    table.setCurrentIndex(table.model().index(row, column))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop.
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def test_levels_are_numbered_as_the_clock_counts_them(qtbot):
    dialog = StructureEditor(SMALL)
    qtbot.addWidget(dialog)
    model = dialog.model
    assert column_texts(model, model.column_of(Field.PERIOD)) == [
        "Level 1", "Level 2", "Break", "Level 3",
    ]  # fmt: skip
    assert column_texts(model, model.column_of(Field.STARTS)) == ["0:00", "0:20", "0:40", "0:50"]
    assert "3 levels, 1 break: 1 h 10 min in all" in dialog.total.text()
    assert dialog.problems == []
    assert dialog.ok_button.isEnabled()


def test_a_new_level_is_a_problem_until_its_blinds_are_typed(qtbot):
    dialog = _shown(qtbot, StructureEditor(SMALL))
    table, model = dialog.table, dialog.model
    table.setFocus()
    table.setCurrentIndex(model.index(3, 0))
    qtbot.keyClick(table, Qt.Key.Key_Insert, Qt.KeyboardModifier.ControlModifier)
    assert model.rowCount() == 5
    assert model.index(4, model.column_of(Field.PERIOD)).data() == "Level 4"
    assert dialog.problems, "a level with no blinds is a problem"
    assert not dialog.problem_list.isHidden()
    assert any("4" in text for text in dialog.problems)  # the problem names the level
    assert not dialog.ok_button.isEnabled()
    assert dialog.ok_button.toolTip().startswith("Cannot save: ")

    _type(qtbot, table, 4, model.column_of(Field.SMALL), "200")
    _type(qtbot, table, 4, model.column_of(Field.BIG), "400")
    assert dialog.problems == []
    assert dialog.ok_button.isEnabled()
    assert "4 levels, 1 break: 1 h 30 min" in dialog.total.text()

    # A break after level 2, then taken out again.
    table.setCurrentIndex(model.index(1, 1))
    qtbot.keyClick(table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert model.index(2, 0).data() == "Break"
    qtbot.keyClick(table, Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier)
    assert model.rowCount() == 5
    assert column_texts(model, 0)[:3] == ["Level 1", "Level 2", "Break"]


def test_a_value_that_is_not_a_number_is_refused_and_said(qtbot):
    dialog = _shown(qtbot, StructureEditor(SMALL))
    _type(qtbot, dialog.table, 0, dialog.model.column_of(Field.BIG), "lots")
    assert dialog.model.periods()[0].big == 50
    assert "Row 1 (level 1), Big blind: 'lots' is not a whole number" in dialog.notice.text()


def test_starting_chips_add_up_to_the_stack(qtbot):
    dialog = StructureEditor(SMALL)
    qtbot.addWidget(dialog)
    dialog.chips.setText("25×8, 100×8, 500×4, 1000×2")
    dialog.chips.textEdited.emit(dialog.chips.text())
    assert dialog.stack.text() == "= T5,000 each"
    typed = dialog.structure()
    assert typed.starting_stack == 5000
    again = StructureEditor(typed)  # shown again, read back the same
    qtbot.addWidget(again)
    assert again.structure() == typed
    dialog.chips.setText("25 by 8")
    dialog.chips.textEdited.emit(dialog.chips.text())
    assert "Starting chips: '25 by 8' is not written chip×count" in dialog.problems[0]
    assert not dialog.ok_button.isEnabled()


def test_generate_replaces_the_rows(qtbot):
    dialog = _shown(qtbot, StructureEditor(SMALL))

    def fill(generator) -> None:
        qtbot.waitUntil(generator.isActiveWindow)
        generator.starting_stack.setValue(5000)
        generator.smallest_chip.setValue(25)
        generator.level_minutes.setValue(15)
        generator.target_hours.setValue(3)
        qtbot.keyClick(generator.ok_button, Qt.Key.Key_Space)

    seen = when_dialog_opens(qtbot, fill)
    qtbot.keyClick(dialog, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(seen))  # Alt+G opens the generator (an animated click)
    levels = [p for p in dialog.model.periods() if isinstance(p, Level)]
    assert len(levels) > 3
    assert all(level.minutes == 15 for level in levels)
    assert dialog.problems == []


def test_a_bad_generator_input_is_said_in_the_form(qtbot):
    from leaguemgr.ui.season.structure_generate import GenerateDialog

    generator = GenerateDialog("Test", 5000, 20)
    qtbot.addWidget(generator)
    generator.starting_stack.setValue(10)
    generator.smallest_chip.setValue(25)
    generator.accept()
    assert generator.structure is None
    assert generator.problem.text().startswith("Not generated: ")
    assert not generator.problem.isHidden()


def test_a_stud_structure_shows_antes_bring_ins_and_limits(qtbot):
    dialog = StructureEditor(PRESETS["fnc-stud"])
    qtbot.addWidget(dialog)
    model = dialog.model
    headers = [
        model.headerData(c, Qt.Orientation.Horizontal, 0) for c in range(model.columnCount())
    ]
    assert headers[3:7] == ["Ante", "Bring-in", "Small bet", "Big bet"]
    assert "Small blind" not in headers
    assert dialog.problems == []
    assert dialog.game.currentText().startswith("Stud")


def test_every_mnemonic_of_the_editor_is_unique(qtbot):
    from leaguemgr.ui.season.structure_generate import GenerateDialog

    for dialog in (StructureEditor(SMALL), GenerateDialog("Test", 5000, 20)):
        qtbot.addWidget(dialog)
        letters = Counter(letter for letter, _text in _mnemonics(dialog))
        assert [letter for letter, count in letters.items() if count > 1] == []


def test_the_seasons_structure_is_edited_by_keyboard_and_saved(qtbot, season_editor, context):
    edited: list[Structure] = []

    def add_a_level(dialog) -> None:
        try:
            type_a_level(dialog)
        finally:
            if dialog.isVisible():  # a failed check must not leave the dialog waiting
                dialog.reject()

    def type_a_level(dialog) -> None:
        qtbot.waitUntil(dialog.isActiveWindow)
        table, model = dialog.table, dialog.model
        table.setFocus()
        table.setCurrentIndex(model.index(model.rowCount() - 1, 0))
        qtbot.keyClick(table, Qt.Key.Key_Insert, Qt.KeyboardModifier.ControlModifier)
        assert not dialog.ok_button.isEnabled()
        last = [p for p in model.periods() if isinstance(p, Level)][-2]
        row = model.rowCount() - 1
        if model.game is Game.HOLDEM:
            _type(qtbot, table, row, model.column_of(Field.SMALL), str(last.small * 2))
            _type(qtbot, table, row, model.column_of(Field.BIG), str(last.big * 2))
            _type(qtbot, table, row, model.column_of(Field.ANTE), str(last.ante * 2))
        assert dialog.problems == [], dialog.problems
        edited.append(dialog.structure())
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        assert dialog.result() == dialog.DialogCode.Accepted

    seen = when_dialog_opens(qtbot, add_a_level)
    qtbot.keyClick(season_editor, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(seen))  # Alt+L opens the structure editor
    season_editor.activateWindow()  # the offscreen platform does not give it back itself
    qtbot.waitUntil(season_editor.isActiveWindow)
    assert edited, "the level was typed in"
    assert season_editor.structure.chooser.combo.currentText() == "Custom…"
    assert season_editor.apply_button.isEnabled()
    qtbot.keyClick(season_editor, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not season_editor.is_dirty())  # Alt+A: Apply
    again = _reopened(context)
    try:
        assert again.season("2026").rules.structure == edited[0]
    finally:
        again.close()


def test_choosing_a_preset_structure_saves_it(qtbot, season_editor, context):
    combo = season_editor.structure.chooser.combo
    key = next(iter(PRESETS))
    combo.setFocus()
    while combo.currentData() != key:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == PRESET_TITLES[key]
    assert PRESETS[key].name in season_editor.structure.summary.text()
    assert season_editor.apply()
    again = _reopened(context)
    try:
        assert again.season("2026").rules.structure == PRESETS[key]
    finally:
        again.close()


def test_the_night_group_saves_and_the_az_preset_fills_it(qtbot, season_editor, context):
    night = season_editor.night
    night.setChecked(True)
    night.max_per_table.setValue(9)
    night.one_table_max.setValue(11)
    night.card_draw.setChecked(True)
    night.redraw_at.setText("18, 9")
    night.redraw_at.textEdited.emit("18, 9")
    night.late_seat.setCurrentIndex(night.late_seat.findData("seat_3"))
    night.rebuy_until_level.setValue(3)
    night.rebuy_in_bust_level.setChecked(True)
    night.hitman_credit.setCurrentIndex(night.hitman_credit.findData("half"))
    night.late_registration.setValue(4)
    night.absent_chips_removed.setValue(2)
    night.forfeit_after.setValue(20)
    night.max_addons.setValue(2)
    expected = NightSettings(
        max_per_table=9,
        one_table_max=11,
        card_draw=True,
        redraw_at=(18, 9),
        late_seat="seat_3",
        rebuy_until_level=3,
        rebuy_in_bust_level=True,
        hitman_credit="half",
        late_registration_until_level=4,
        absent_chips_removed_at_level=2,
        forfeit_after_minutes=20,
        max_addons=2,
    )
    rules, problems = season_editor.current_rules()
    assert problems == []
    assert rules.night == expected
    assert season_editor.apply()
    again = _reopened(context)
    try:
        assert again.season("2026").rules.night == expected
    finally:
        again.close()

    season_editor.apply_preset(AZWINE)
    assert night.isChecked()
    assert night.one_table_max.value() == 12
    assert night.card_draw.isChecked()
    assert night.redraw_at.text() == "18, 10"
    assert night.rebuy_until_level.text() == "4"
    assert season_editor.structure.chooser.combo.currentText() == PRESET_TITLES["az"]


def test_a_table_bigger_than_one_table_is_marked(season_editor):
    night = season_editor.night
    night.setChecked(True)
    night.max_per_table.setValue(10)
    night.one_table_max.setValue(8)
    assert not season_editor.apply_button.isEnabled()
    assert "a single table seats at least the 10" in season_editor.status.text()


def test_an_events_own_structure_is_saved(qtbot, context):
    editor = EventEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    editor.open_event("2026", 1)
    combo = editor.structure_choice.combo
    assert combo.currentText() == "Season's structure"
    key = list(PRESETS)[-1]
    combo.setFocus()
    while combo.currentData() != key:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert editor.is_dirty()
    assert editor.save()
    again = _reopened(context)
    try:
        assert again.event("2026", 1).structure == PRESETS[key]
    finally:
        again.close()
    # Back to the season's: the event keeps no structure of its own.
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert editor.save()
    assert context.service.event("2026", 1).structure is None


def test_each_preset_reads_back_from_the_form_as_it_is(season_editor):
    from leaguemgr.services.season_presets import PRESETS as SEASON_PRESETS

    for name, rules_of in SEASON_PRESETS.items():
        season_editor.apply_preset(name)
        rules, problems = season_editor.current_rules()
        assert problems == [], name
        assert rules == rules_of(), name  # night settings and structure included

"""New season (issue 30 item 4): your own rules in a few steps, from the keyboard alone."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWizard

from leaguemgr.domain.records import Basis, KnockoutKind, KnockoutRules, TieBreak
from leaguemgr.services.season_presets import FISH_N_CHIPS, fish_n_chips_rules
from leaguemgr.services.season_start import own_rules_default
from leaguemgr.ui.season.new_season_wizard import NewSeasonWizard

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ANIMATED_CLICK_MS = 150
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def wizard(qtbot):
    dialog = NewSeasonWizard(["2026"], [("2026", fish_n_chips_rules())], "")
    qtbot.addWidget(dialog)
    dialog.resize(900, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    return dialog


def _focused():
    return QApplication.focusWidget()


def _press(qtbot, wizard, key, modifier) -> None:
    """A key as the organizer presses it, to the widget with the focus; an Alt+letter clicks
    its button animated, so the test waits out the animation."""
    qtbot.keyClick(QApplication.focusWidget() or wizard, key, modifier)
    if modifier == ALT:
        qtbot.wait(ANIMATED_CLICK_MS)


def _type_over(qtbot, text: str) -> None:
    widget = _focused()
    qtbot.keyClick(widget, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(widget, text)


def test_a_weekly_league_types_its_own_rules_with_the_keyboard(qtbot, wizard):
    """$60 buy-in, a rebuy or an add-on but not both, a third to a trip fund, points = half
    the cash won, the top 10 to a playoff with stacks = points x 10 paid by the trip fund."""
    start = wizard.start
    assert start.own.isChecked()  # your own rules come first, no preset to undo
    start.name.setFocus()
    qtbot.keyClicks(start.name, "Season 1 2013")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)  # Next

    prices = wizard.steps[0].section
    assert wizard.currentPage() is wizard.steps[0]
    prices.buyin.setFocus()
    _type_over(qtbot, "60")
    prices.rebuy_cost.setFocus()
    _type_over(qtbot, "60")
    _press(qtbot, wizard, Qt.Key.Key_Tab, NONE)  # past the add-on and the rebuy limit
    _press(qtbot, wizard, Qt.Key.Key_Tab, NONE)
    _press(qtbot, wizard, Qt.Key.Key_Tab, NONE)
    _press(qtbot, wizard, Qt.Key.Key_Tab, NONE)
    assert _focused() is prices.rebuy_or_addon
    _press(qtbot, wizard, Qt.Key.Key_Space, NONE)  # a rebuy or an add-on, not both
    assert prices.rebuy_or_addon.isChecked()
    sample = wizard.steps[0].sample.text.text()
    assert "gross $840.00" in sample and "pool $840.00" in sample  # 14 x $60
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)

    asides = wizard.steps[1].section
    assert asides.table.rowCount() == 0  # nothing set aside until asked
    _press(qtbot, wizard, Qt.Key.Key_I, ALT)  # add a set-aside: the amount has the focus
    _type_over(qtbot, "33.3333")
    qtbot.keyClick(_focused(), Qt.Key.Key_Backtab)  # the basis
    basis = _focused()
    basis.setCurrentIndex(basis.findData(Basis.PERCENT_OF_GROSS.value))
    qtbot.keyClick(_focused(), Qt.Key.Key_Backtab)  # the fund
    _type_over(qtbot, "trip")
    sample = wizard.steps[1].sample.text.text()
    assert "$280.00 to trip" in sample and "pool $560.00" in sample
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)  # the payouts' defaults are kept

    points = wizard.steps[3].section
    assert wizard.currentPage() is wizard.steps[3]
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    points.formula.setFocus()
    _type_over(qtbot, "prize / 2")
    # 14 players pay a $560 pool 50/30/20: half of it as points, not 0.00.
    assert points.preview_values()[:4] == ["140.00", "84.00", "56.00", "0.00"]
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)

    champ = wizard.steps[4].section
    champ.setChecked(True)
    champ.seats.setValue(10)
    champ.per_point.setChecked(True)
    champ.chips_per_point.setValue(10)
    assert [champ.fund.itemText(i) for i in range(champ.fund.count())] == ["championship", "trip"]
    champ.fund.setCurrentText("trip")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)

    season = wizard.steps[5].section  # ten nights, a tie at the cut drawn at random
    assert wizard.currentPage() is wizard.steps[5]
    season.events_planned.setFocus()
    _type_over(qtbot, "10")
    season.tie_break.setCurrentIndex(season.tie_break.findData(TieBreak.DRAW.value))
    _press(qtbot, wizard, Qt.Key.Key_C, ALT)  # Create
    assert wizard.result() == QWizard.DialogCode.Accepted

    rules = wizard.rules()
    assert wizard.season_name() == "Season 1 2013"
    assert (rules.buyin, rules.rebuy_cost, rules.rebuy_or_addon) == (60, 60, True)
    assert [(s.fund, s.basis, s.amount) for s in rules.set_asides] == [
        ("trip", Basis.PERCENT_OF_GROSS, Decimal("33.3333"))
    ]
    assert rules.points.formula == "prize / 2"
    assert rules.championship.fund == "trip" and rules.championship.chips_per_point == 10
    assert (rules.events_planned, rules.tie_break) == (10, TieBreak.DRAW)
    # Nothing of a preset came along.
    assert not rules.late_cancel_penalty and rules.bounty is None and not rules.dealer_credits
    assert rules.payout_table == own_rules_default().payout_table


def test_a_step_with_a_problem_does_not_go_on(qtbot, wizard):
    wizard.start.name.setText("2027")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    prices = wizard.steps[0].section
    prices.buyin.setFocus()
    _type_over(qtbot, "6O")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    assert wizard.currentPage() is wizard.steps[0]
    assert "'6O' is not a number" in prices.marks._fields[("buyin",)][1].text()


def test_the_first_step_asks_for_knockout_bounties_part_of_the_buyin(qtbot, wizard):
    """ "$40 + $10 KO": a $50 buy-in with a $10 fixed bounty, said in the sample night; a
    bounty bigger than the buy-in that buys it does not go on."""
    wizard.start.name.setText("2027")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    step = wizard.steps[0]
    prices, knockout = step.sections
    assert '"$40 + $10 KO" is a $50 buy-in' in step.subTitle()
    prices.buyin.setFocus()
    _type_over(qtbot, "50")
    knockout.kind.setFocus()
    _press(qtbot, wizard, Qt.Key.Key_Down, NONE)
    assert knockout.kind.currentData() == KnockoutKind.FIXED.value
    knockout.amount.setFocus()
    _type_over(qtbot, "10")
    assert step.sample.text.text().startswith(
        "gross $700.00; $140.00 in knockout bounties; pool $560.00"
    )
    prices.buyin.setFocus()
    _type_over(qtbot, "5")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    assert wizard.currentPage() is step
    said = knockout.marks._fields[("knockout", "amount")][1].text()
    assert said.startswith("the bounty is more than the buy-in (5.00) that buys it")
    prices.buyin.setFocus()
    _type_over(qtbot, "50")
    _press(qtbot, wizard, Qt.Key.Key_N, ALT)
    assert wizard.currentPage() is wizard.steps[1]
    assert wizard.rules_so_far().knockout == KnockoutRules(KnockoutKind.FIXED, Decimal(10))


def test_a_taken_name_cannot_be_created(qtbot, wizard):
    wizard.start.name.setText("2026")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert "already a season named 2026" in wizard.start.problem.text()


def test_a_copy_a_preset_and_a_file_create_at_once(qtbot, wizard, tmp_path, fnc_league_file):
    start = wizard.start
    start.name.setText("2027")
    start.name.setFocus()
    _press(qtbot, wizard, Qt.Key.Key_S, ALT)  # a copy of a season
    assert start.copy.isChecked()
    assert wizard.button(QWizard.WizardButton.FinishButton).isVisible()
    assert wizard.rules() == fish_n_chips_rules()

    start.preset.setChecked(True)
    start.presets.setCurrentText(FISH_N_CHIPS)
    assert wizard.rules() == fish_n_chips_rules()

    start.file.setChecked(True)
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    start.path.setText(str(broken))
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.isVisible() and "broken.json" in start.problem.text()
    start.path.setText(str(fnc_league_file))
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.result() == QWizard.DialogCode.Accepted
    expected = json.loads(fnc_league_file.read_text())["seasons"][-1]["rules"]["buyin"]
    assert wizard.rules().buyin == Decimal(str(expected))


def test_every_step_has_one_meaning_for_each_alt_letter(wizard):
    from tests.ui.test_shortcuts import _mnemonic, _mnemonics

    back, next_, create = (
        wizard.button(which).text()
        for which in (
            QWizard.WizardButton.BackButton,
            QWizard.WizardButton.NextButton,
            QWizard.WizardButton.FinishButton,
        )
    )
    # Create shows on the start page (a copy, a file, a preset) and on the last step only.
    shown = {wizard.start: (next_, create), wizard.steps[-1]: (back, create)}
    for page in (wizard.start, *wizard.steps):
        letters = [letter for letter, _ in _mnemonics(page)]
        letters += [_mnemonic(text) for text in shown.get(page, (back, next_))]
        assert len(letters) == len(set(letters)), page.title()

"""Season ▸ New season…: a name and where the rules come from (SPEC 8, "Starting a season").

Your own rules are asked in a few steps, each with a default a league has nothing to undo in
and a sample night worked out by the rules typed so far; or the rules of a season of this
league, of a file (league file or TD3), or of a preset. Every step is the Season setup's own
section, so what is typed here reads the same there afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import SeasonRules
from leaguemgr.domain.validation import rules_problems
from leaguemgr.language.texts import _
from leaguemgr.services.season_presets import PRESET_NOTES, PRESETS
from leaguemgr.services.season_start import (
    RulesFileUnreadable,
    own_rules_default,
    rules_from_file,
)
from leaguemgr.ui.form_fields import PROBLEM_COLOR, league_locale_of, league_qlocale
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import DEFAULT_CURRENCY, follow_currency, with_money
from leaguemgr.ui.season.championship_rules_form import ChampionshipRulesForm
from leaguemgr.ui.season.knockout_form import KnockoutForm
from leaguemgr.ui.season.payout_table_editor import PayoutTableEditor
from leaguemgr.ui.season.points_editor import PointsEditor
from leaguemgr.ui.season.prices_chips_form import PricesForm
from leaguemgr.ui.season.rules_section import RulesSection
from leaguemgr.ui.season.sample_line import SAMPLE_FIELD, SampleLine
from leaguemgr.ui.season.set_asides_editor import SetAsidesEditor
from leaguemgr.ui.season.standings_form import StandingsForm

OWN, COPY, FILE, PRESET = "own", "copy", "file", "preset"
START_PAGE = 0
ROOMY_SIZE = (900, 700)
FILE_FILTER = QT_TRANSLATE_NOOP(
    "StartPage", "League files and TD3 tournaments (*.json *.tdt);;All files (*)"
)


class NewSeasonWizard(QWizard):
    """Name the season, then take its rules from one of four places."""

    def __init__(
        self,
        taken: Sequence[str],
        seasons: Sequence[tuple[str, SeasonRules]],
        suggested_name: str,
        parent: QWidget | None = None,
        *,
        currency: str = DEFAULT_CURRENCY,
    ):
        super().__init__(parent)
        # A window takes the app's locale, not its parent's: the points in the league's.
        self.setLocale(league_qlocale(league_locale_of(parent)))
        self.setWindowTitle(translate("NewSeasonWizard", "New season"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.setButtonText(
            QWizard.WizardButton.FinishButton, translate("NewSeasonWizard", "&Create")
        )
        # Alt+B is the Buy-in field's: Back takes K.
        self.setButtonText(QWizard.WizardButton.BackButton, translate("NewSeasonWizard", "< Bac&k"))
        self.start = StartPage(taken, seasons, suggested_name)
        self.setPage(START_PAGE, self.start)
        self.steps: list[RulesStep] = [
            RulesStep(
                translate("NewSeasonWizard", "Buy-in, rebuys and add-ons"),
                with_money(
                    translate(
                        "NewSeasonWizard",
                        "What a player pays. Tick the box if a player may rebuy or add on, not "
                        'both. A knockout bounty is part of the buy-in: "{money}40 + {money}10 '
                        'KO" is a {money}50 buy-in with a {money}10 bounty.',
                    ),
                    currency,
                ),
                PricesForm(),
                (
                    "buyin",
                    "rebuy_cost",
                    "addon_cost",
                    "max_rebuys",
                    "rebuy_or_addon",
                    "cash_out",
                    "knockout",
                ),
                more=(KnockoutForm(),),
            ),
            RulesStep(
                translate("NewSeasonWizard", "What is set aside"),
                translate(
                    "NewSeasonWizard",
                    "Money taken from each night into a fund before the payouts: a championship, "
                    "a trip, the expenses. Nothing is set aside until you add a row; name the "
                    "fund after its purpose, the Championship step says which fund pays its pool.",
                ),
                SetAsidesEditor(),
                ("set_asides",),
            ),
            RulesStep(
                translate("NewSeasonWizard", "Payouts"),
                translate(
                    "NewSeasonWizard",
                    "The percent of the pool paid to each place, by the size of the field.",
                ),
                PayoutTableEditor(),
                ("payout_table", "rounding_unit"),
            ),
            RulesStep(
                translate("NewSeasonWizard", "Points"),
                translate(
                    "NewSeasonWizard",
                    "How a night scores: a formula over the night's figures (prize, n, place, "
                    "buyin …), a table by place, or the Neau formula. The preview is a real "
                    "night worked out by the rules of the steps before.",
                ),
                PointsEditor(),
                ("points", "best_results"),
                sample=False,
            ),
            RulesStep(
                translate("NewSeasonWizard", "Championship"),
                translate(
                    "NewSeasonWizard",
                    "A playoff for the top of the standings, if the league has one: its seats, "
                    "the fund that pays its pool, and its starting stacks (bonus chips per "
                    "season point for stacks = points x N).",
                ),
                ChampionshipRulesForm(),
                ("championship",),
            ),
            RulesStep(
                translate("NewSeasonWizard", "Season and standings"),
                translate(
                    "NewSeasonWizard",
                    'How many regular nights the season will hold ("after 3 of 10 events"; left '
                    "at its first value, the app estimates it from the dates), and how players "
                    "level on points are ordered: count-back, a draw, or net winnings.",
                ),
                StandingsForm(),
                ("events_planned", "tie_break"),
                sample=False,
            ),
        ]
        for number, step in enumerate(self.steps, start=1):
            step.wizard_rules = self.rules_so_far
            self.setPage(number, step)
        self._last_step = len(self.steps)
        for step in self.steps:
            step.load(own_rules_default())
        follow_currency(self, currency)
        self._roomy_size()

    def _roomy_size(self) -> None:
        """Room for the fullest step from the start (the payouts by field size, the prices
        with the knockout rows a choice shows): a wizard does not grow when a page does, it
        squeezes the page. Never beyond the screen (a 1024x600 netbook)."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = ROOMY_SIZE
        if screen is not None:
            width, height = min(width, screen.width()), min(height, screen.height() - 40)
        self.resize(max(width, self.sizeHint().width()), height)

    def nextId(self) -> int:
        current = self.currentId()
        if current == START_PAGE:
            return 1 if self.start.choice() == OWN else -1
        return current + 1 if current < self._last_step else -1

    def season_name(self) -> str:
        return self.start.name.text().strip()

    def rules(self) -> SeasonRules:
        """The rules of the new season, as chosen."""
        if self.start.choice() == OWN:
            return self.rules_so_far()
        return self.start.chosen_rules()

    def rules_so_far(self) -> SeasonRules:
        """Own rules as typed in every step (a field that cannot be read keeps its default)."""
        rules = own_rules_default()
        for step in self.steps:
            for section in step.sections:
                problems: list[Problem] = []
                values = section.read(problems)
                if not problems:
                    rules = replace(rules, **values)
        return rules


class StartPage(QWizardPage):
    """The season's name and where its rules come from."""

    def __init__(
        self, taken: Sequence[str], seasons: Sequence[tuple[str, SeasonRules]], suggested: str
    ):
        super().__init__()
        self.setTitle(translate("StartPage", "New season"))
        self.setSubTitle(
            translate(
                "StartPage",
                "Its name, and where its rules come from. Season setup changes them later.",
            )
        )
        self._taken = set(taken)
        self._file_rules: SeasonRules | None = None
        self.name = QLineEdit(suggested)
        self.own = QRadioButton(translate("StartPage", "&Your own rules, in a few steps"))
        self.copy = QRadioButton(
            translate("StartPage", "A copy of the rules of a &season of this league")
        )
        self.file = QRadioButton(
            translate("StartPage", "The rules of a &file (a league file or a TD3 tournament)")
        )
        self.preset = QRadioButton(translate("StartPage", "A p&reset"))
        self.group = QButtonGroup(self)
        for button, key in ((self.own, OWN), (self.copy, COPY), (self.file, FILE)):
            self.group.addButton(button)
            button.setProperty("choice", key)
        self.group.addButton(self.preset)
        self.preset.setProperty("choice", PRESET)
        self.seasons = QComboBox()
        for name, rules in seasons:
            self.seasons.addItem(name, rules)
        self.copy.setEnabled(bool(seasons))
        self.path = QLineEdit()
        self.path.setPlaceholderText(translate("StartPage", "league.json or tournament.tdt"))
        self.browse = QPushButton(translate("StartPage", "Bro&wse…"))
        self.presets = QComboBox()
        for name in PRESETS:
            self.presets.addItem(name)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {PROBLEM_COLOR};")

        form = QFormLayout()
        form.addRow(translate("StartPage", "Season na&me:"), self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.own)
        layout.addWidget(self.copy)
        layout.addWidget(_indented(self.seasons))
        layout.addWidget(self.file)
        file_row = QWidget()
        file_layout = QHBoxLayout(file_row)
        file_layout.setContentsMargins(0, 0, 0, 0)
        file_layout.addWidget(self.path, 1)
        file_layout.addWidget(self.browse)
        layout.addWidget(_indented(file_row))
        layout.addWidget(self.preset)
        layout.addWidget(_indented(self.presets))
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self.own.setChecked(True)

        self.name.textChanged.connect(self._changed)
        self.group.buttonToggled.connect(self._changed)
        self.path.textChanged.connect(self._path_changed)
        self.presets.currentIndexChanged.connect(self._changed)
        self.seasons.currentIndexChanged.connect(self._changed)
        self.browse.clicked.connect(self._browse)
        self._changed()

    def choice(self) -> str:
        button = self.group.checkedButton()
        return button.property("choice") if button is not None else OWN

    def chosen_rules(self) -> SeasonRules:
        """The rules of a copy, a file or a preset (own rules come from the steps)."""
        choice = self.choice()
        if choice == COPY:
            return self.seasons.currentData()
        if choice == FILE and self._file_rules is not None:
            return self._file_rules
        return PRESETS[self.presets.currentText()]()

    def isComplete(self) -> bool:
        name = self.name.text().strip()
        if not name or name in self._taken:
            return False
        return self.choice() != FILE or bool(self.path.text().strip())

    def validatePage(self) -> bool:
        """A file's rules are read here: one that cannot be read says why and stays."""
        if self.choice() != FILE:
            return True
        try:
            self._file_rules = rules_from_file(Path(self.path.text().strip()))
        except RulesFileUnreadable as exc:
            self.problem.setText(str(exc))
            return False
        return True

    def _changed(self, *_args: object) -> None:
        choice = self.choice()
        self.seasons.setEnabled(choice == COPY)
        self.path.setEnabled(choice == FILE)
        self.browse.setEnabled(choice == FILE)
        self.presets.setEnabled(choice == PRESET)
        note = PRESET_NOTES.get(self.presets.currentText(), "") if choice == PRESET else ""
        note = _(note) if note else ""  # the services mark their notes (N_)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        name = self.name.text().strip()
        taken = (
            translate("StartPage", "There is already a season named {season}.").format(season=name)
            if name in self._taken
            else ""
        )
        self.problem.setText(taken)
        if self.wizard() is not None:
            last = choice != OWN
            self.setFinalPage(last)
            self.setCommitPage(False)
        self.completeChanged.emit()

    def _path_changed(self) -> None:
        self._file_rules = None
        self.problem.setText("")
        self.completeChanged.emit()

    def _browse(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("StartPage", "Rules from a file"),
            "",
            translate("StartPage", FILE_FILTER),
        )
        if path:
            self.path.setText(path)


class RulesStep(QWizardPage):
    """One step of "your own rules": a Season setup section (and any ``more`` asked on the
    same page) and a sample night below it."""

    def __init__(
        self,
        title: str,
        text: str,
        section: RulesSection,
        keys: tuple[str, ...],
        *,
        sample: bool = True,
        more: tuple[RulesSection, ...] = (),
    ):
        super().__init__()
        self.setTitle(title)
        self.setSubTitle(text)
        self.section = section
        self.sections = (section, *more)
        self.keys = keys
        self.wizard_rules = own_rules_default
        layout = QVBoxLayout(self)
        for each in self.sections:
            # One section fills the page (a payout table grows); several stack at the top.
            layout.addWidget(each, 0 if more else 1)
            each.edited.connect(self._edited)
        if more:
            layout.addStretch(1)
        self.sample = SampleLine() if sample else None
        if self.sample is not None:
            layout.addWidget(self.sample)
            self.sample.field.valueChanged.connect(self._edited)

    def load(self, rules: SeasonRules) -> None:
        for section in self.sections:
            blocked = section.blockSignals(True)
            section.load(rules)
            section.blockSignals(blocked)

    def initializePage(self) -> None:
        rules = self.wizard_rules()
        funds = sorted({s.fund for s in rules.set_asides} | {"championship"})
        if isinstance(self.section, ChampionshipRulesForm):
            self.section.set_funds(funds)
        if isinstance(self.section, PointsEditor):
            self.section.set_preview_rules(rules)
        self._edited()

    def validatePage(self) -> bool:
        """Go on only when this step's fields hold rules a season can have."""
        problems = self._problems()
        for section in self.sections:
            section.show_problems(problems)
        return not problems

    def _problems(self) -> list[Problem]:
        problems: list[Problem] = []
        for section in self.sections:
            section.read(problems)
        if problems:
            return problems
        found = rules_problems(self.wizard_rules(), (), set())
        return [p for p in found if p.location and p.location[0] in self.keys]

    def _edited(self) -> None:
        problems = self._problems()
        rules = self.wizard_rules()
        for section in self.sections:
            section.show_problems(problems)
            if isinstance(section, KnockoutForm):
                field = self.sample.field.value() if self.sample is not None else SAMPLE_FIELD
                section.show_preview(rules, field)
        if self.sample is not None:
            self.sample.show_night(rules)


def _indented(widget: QWidget) -> QWidget:
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(24, 0, 0, 0)
    layout.addWidget(widget, 1)
    return holder

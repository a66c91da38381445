"""The season set-up screen: every rule of the season, edited as a form, applied as one edit.

The form is read back into :class:`SeasonRules` on every keystroke and checked with the
domain's ``rules_problems``; each problem is shown beside its field and the Apply button
stays disabled until there are none. Apply saves through the undo stack, so the previous
rules come back with Undo.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.night.setup import setup_problem
from leaguemgr.domain.records import SeasonRules
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.validation import rules_problems
from leaguemgr.domain.words import season_title
from leaguemgr.language.texts import _
from leaguemgr.services.change_parts import Part
from leaguemgr.services.league_service import Change
from leaguemgr.services.money_moves import rule_change_moves
from leaguemgr.services.season_presets import PRESET_NOTES, PRESETS
from leaguemgr.ui.close_guard import CloseGuard
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.form_fields import PROBLEM_COLOR, league_qlocale
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_moves_dialog import Decision, ask_about_moves
from leaguemgr.ui.roster import Roster
from leaguemgr.ui.season.championship_rules_form import ChampionshipRulesForm, SeasonPrizesForm
from leaguemgr.ui.season.dues_form import DuesForm
from leaguemgr.ui.season.funds_view import FundsView
from leaguemgr.ui.season.knockout_form import KnockoutForm
from leaguemgr.ui.season.night_form import NightForm
from leaguemgr.ui.season.payout_table_editor import PayoutTableEditor
from leaguemgr.ui.season.points_editor import PointsEditor
from leaguemgr.ui.season.policies_form import PoliciesForm
from leaguemgr.ui.season.prices_chips_form import ChipsForm, PricesForm
from leaguemgr.ui.season.rules_section import RulesSection
from leaguemgr.ui.season.season_complete import SeasonCompleteBox
from leaguemgr.ui.season.season_words import season_title_text
from leaguemgr.ui.season.section_columns import SectionColumns
from leaguemgr.ui.season.set_asides_editor import SetAsidesEditor
from leaguemgr.ui.season.standings_form import StandingsForm
from leaguemgr.ui.season.starting_points_dialog import StartingPointsDialog
from leaguemgr.ui.season.structure_section import StructureSection
from leaguemgr.ui.undo_commands import ServiceCommand


class SeasonEditor(QWidget):
    """Edit the rules of the season the context shows."""

    #: Changes not applied yet came or went (the window's status bar follows).
    editing_changed = Signal()
    #: The "New season…" button of a league with no season yet (the window asks the name).
    new_season_requested = Signal()

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self._season = ""
        self._saved: SeasonRules | None = None
        self._rules: SeasonRules | None = None
        self.problems: list[Problem] = []

        self.prices = PricesForm()
        self.standings = StandingsForm()
        self.chips = ChipsForm()
        self.set_asides = SetAsidesEditor()
        self.policies = PoliciesForm()
        self.payouts = PayoutTableEditor()
        self.prizes = SeasonPrizesForm()
        self.championship = ChampionshipRulesForm()
        self.points = PointsEditor()
        self.structure = StructureSection(self._league_structure)
        self.night = NightForm()
        self.dues = DuesForm()
        self.funds_view = FundsView(context)
        self._report: SeasonReport | None = None
        self.knockout = KnockoutForm()
        self.sections: list[RulesSection] = [
            self.prices,
            self.standings,
            self.chips,
            self.set_asides,
            self.policies,
            self.payouts,
            self.prizes,
            self.championship,
            self.points,
            self.structure,
            self.night,
            self.dues,
            self.knockout,
        ]
        self._build()
        for section in self.sections:
            section.edited.connect(self._edited)
        context.season_selected.connect(self._season_selected)
        context.changed.connect(self._league_changed)
        self.policies.set_roster(Roster(context.service.league.players))
        self.points.field_size.valueChanged.connect(
            lambda size: self.knockout.show_preview(self._rules, size)
        )
        self._close_guard = CloseGuard(self, self.maybe_save)
        self._follow_locale()
        self._load_season(context.season)

    def showEvent(self, event: QShowEvent) -> None:
        self._close_guard.watch()
        super().showEvent(event)

    def maybe_save(self) -> bool:
        """Before the league closes: ask what to do with unapplied rules; False means stay."""
        return self.maybe_apply()

    def has_unsaved_changes(self) -> bool:
        return self.is_dirty()

    def focus_search(self) -> None:
        """Edit ▸ Find (Ctrl+F): to the first rule of the form, the buy-in."""
        field = self.prices.buyin
        if field.isEnabled():
            field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            field.selectAll()
        elif self.new_season_button.isVisible():
            self.new_season_button.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def unsaved_text(self) -> str | None:
        """What is unsaved, for the status bar (``None``: nothing)."""
        return (
            translate("SeasonEditor", "{season} setup has unapplied changes").format(
                season=season_title_text(self._season)
            )
            if self.is_dirty()
            else None
        )

    # Layout --------------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15pt; font-weight: 600;")
        bar.addWidget(self.title)
        bar.addSpacing(16)
        bar.addWidget(QLabel(translate("SeasonEditor", "Fill with the rules of:")))
        self.preset_buttons: dict[str, QPushButton] = {}
        for name in PRESETS:
            button = QPushButton(name)
            button.setToolTip(
                translate(
                    "SeasonEditor",
                    "Fill the form with the {preset} rules (then Apply to keep them)",
                ).format(preset=name)
            )
            button.clicked.connect(lambda _checked=False, n=name: self.apply_preset(n))
            bar.addWidget(button)
            self.preset_buttons[name] = button
        bar.addStretch(1)
        self.revert_button = QPushButton(translate("SeasonEditor", "Rever&t"))
        self.revert_button.clicked.connect(self.revert)
        self.apply_button = QPushButton(translate("SeasonEditor", "&Apply"))
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        # Handicaps belong to the season, not its rules: saved at once, as their own edit.
        self.handicaps_button = QPushButton(translate("SeasonEditor", "Handicaps…"))
        self.handicaps_button.setToolTip(
            translate("SeasonEditor", "Points each player starts the season with")
        )
        self.handicaps_button.clicked.connect(self.edit_starting_points)
        bar.addWidget(self.handicaps_button)
        bar.addWidget(self.revert_button)
        bar.addWidget(self.apply_button)
        layout.addLayout(bar)
        # So is the mark that the regular season is over (its season prizes owed, SPEC 7): on
        # a line of its own below the buttons, where the bar would no longer fit 1024x600.
        self.complete_box = SeasonCompleteBox(self.context)
        layout.addWidget(self.complete_box, 0, Qt.AlignmentFlag.AlignRight)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        # A league without seasons: the way on is right here, not only in the Season menu.
        # No letter of its own: Alt+N opens the Season menu, whose N is this.
        self.new_season_button = QPushButton(translate("SeasonEditor", "New season…"))
        self.new_season_button.setToolTip(
            translate("SeasonEditor", "Start a season: its name and its rules (Alt+N, N)")
        )
        self.new_season_button.clicked.connect(self.new_season_requested)
        self.new_season_button.hide()
        layout.addWidget(self.new_season_button, 0, Qt.AlignmentFlag.AlignLeft)
        # Where a preset's rulebook is silent (AZ: amounts, formula), say so beside the form.
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet("color: #8a5a00;")
        self.preset_note.hide()
        layout.addWidget(self.preset_note)
        self._preset_applied: str | None = None

        self.form = SectionColumns(
            (
                (
                    self.prices,
                    self.standings,
                    self.chips,
                    self.set_asides,
                    self.knockout,
                    self.policies,
                ),
                (self.payouts, self.prizes, self.championship, self.funds_view, self.dues),
                (self.points, self.structure, self.night),
            ),
            # The points preview takes the height its column has to spare.
            stretched=self.points,
        )
        # A choice's longest text must not widen its whole column (a longer language would
        # push the form past the window's width): the list opens as wide as it needs.
        for combo in self.form.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(max(combo.minimumContentsLength(), 16))
        scroll = QScrollArea()
        self.scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        self.form.follow(scroll)  # two columns where three do not fit (1200x800)
        layout.addWidget(scroll, 1)

    def _league_structure(self) -> Structure:
        """What a season that names no structure runs: the league's, else the built-in one."""
        return self.context.service.league_structure() or DEFAULT_STRUCTURE

    # Reading the form ----------------------------------------------------------------------------

    def current_rules(self) -> tuple[SeasonRules | None, list[Problem]]:
        """The rules as typed and every problem with them (``None`` if a field cannot be read)."""
        problems: list[Problem] = []
        values: dict = {}
        for section in self.sections:
            values.update(section.read(problems))
        # Rules the form does not show (SPEC 8's season length, rebuy-or-add-on, tie-break)
        # stay as saved: Apply must not switch them off.
        saved = self._saved
        rules = SeasonRules(**values) if saved is None else dataclasses.replace(saved, **values)
        players = {player.id for player in self.context.service.league.players}
        readable = not problems
        problems.extend(rules_problems(rules, (), players))
        # What the service refuses to save: night settings or a structure no night can run.
        setup = setup_problem(rules) if readable else None
        if setup is not None:
            problems.append(Problem(*setup))
        return (rules if readable else None), problems

    def is_dirty(self) -> bool:
        """Whether the form differs from the saved rules."""
        return self._saved is not None and self._rules != self._saved

    def _edited(self) -> None:
        self._rules, self.problems = self.current_rules()
        for section in self.sections:
            section.show_problems(self.problems)
        self.prizes.set_funds(self.set_asides.funds())
        self.championship.set_funds(self.set_asides.funds())
        self._show_funds()
        self.knockout.show_preview(self._rules, self.points.field_size.value())
        self._show_preset_note()
        # An unreadable field is explained beside it; the preview keeps the last rules.
        if self._rules is not None:
            self.points.set_preview_rules(self._rules)
        self._show_state()

    def _show_state(self, failure: str | None = None) -> None:
        dirty = self.is_dirty()
        editing = bool(self._season) and self.context.writable
        self.apply_button.setEnabled(editing and dirty and not self.problems)
        self.revert_button.setEnabled(editing and dirty)
        if failure:
            text = translate("SeasonEditor", "Not applied: {reason}").format(reason=failure)
            color = PROBLEM_COLOR
        elif self.problems:
            count = len(self.problems)
            first = self.problems[0].message
            if count == 1:
                text = translate("SeasonEditor", "Cannot apply: 1 problem (first: {first})")
            else:
                text = translate("SeasonEditor", "Cannot apply: {count} problems (first: {first})")
            text = text.format(count=count, first=first)
            color = PROBLEM_COLOR
        elif dirty:
            text, color = translate("SeasonEditor", "Changes not applied yet."), "#8a5a00"
        else:
            text = translate("SeasonEditor", "These are the saved rules of the season.")
            color = "#2e7d32"
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {color};")
        self.editing_changed.emit()

    # Actions -------------------------------------------------------------------------------------

    def load_rules(self, rules: SeasonRules) -> None:
        """Show ``rules`` in the form (nothing is saved until Apply)."""
        for section in self.sections:
            blocked = section.blockSignals(True)
            section.load(rules)
            section.blockSignals(blocked)
        self._edited()

    def apply_preset(self, name: str) -> None:
        """Fill the form with a preset's rules; Apply keeps them."""
        self._preset_applied = name
        self.load_rules(PRESETS[name]())

    def _show_preset_note(self) -> None:
        """The note of the preset just applied, or of the preset the rules still are."""
        note = ""
        for name, text in PRESET_NOTES.items():
            if name == self._preset_applied or self._rules == PRESETS[name]():
                note = _(text)  # the services mark their notes (N_)
        self.preset_note.setText(note)
        self.preset_note.setVisible(bool(note))

    def edit_starting_points(self) -> None:
        """Ask the points each player starts with and save them as one undoable edit."""
        service = self.context.service
        if self._season not in service.season_names():
            return
        season = self._season
        typed = None
        while season in service.season_names():  # read again after another program's change
            before = service.season(season).starting_points
            shown = before if typed is None else typed
            dialog = StartingPointsDialog(season, service.league.players, shown, self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            after = dialog.starting_points()
            if after == before:
                return
            command = ServiceCommand(
                self.context,
                translate("SeasonEditor", "Handicaps of season {season}").format(season=season),
                lambda after=after: service.save_starting_points(season, after),
                lambda before=before: service.save_starting_points(season, before),
            )
            if push_or_explain(self.context, command, self, translate("SeasonEditor", "Handicaps")):
                return
            typed = after  # not saved: asked again with every figure as typed

    def revert(self) -> None:
        if self._saved is not None:
            self._preset_applied = None
            self.load_rules(self._saved)

    def apply(self) -> bool:
        """Save the rules as typed (one undoable edit); ``False`` if they were not saved."""
        rules, problems = self.current_rules()
        if rules is None or problems or not self._season:
            self._show_state()
            return False
        if rules == self._saved:
            return True
        season, old = self._season, self._saved
        service = self.context.service
        try:
            moves = rule_change_moves(service.league, season, rules)
        except RuleError:
            # The closed nights cannot be worked out again with these rules (progressive
            # bounties ask what each player collected, which a night typed without them
            # never said): they keep what they paid, as Apply does by default.
            moves = None
        decision = (
            Decision.KEEP
            if moves is None
            else ask_about_moves(
                self,
                moves,
                service.player_names(),
                service.currency(),
                question=translate(
                    "SeasonEditor",
                    "The new rules of season {season} apply from the next event on: the "
                    "nights already closed keep the money they paid. Worked out again with the "
                    "new rules, they would pay this instead:",
                ).format(season=season),
                keep_text=translate("SeasonEditor", "Apply from the next event on"),
                move_text=translate("SeasonEditor", "Recompute the closed nights too"),
            )
        )
        if decision is Decision.CANCEL:
            return False
        recompute = decision is Decision.MOVE
        command = ServiceCommand(
            self.context,
            translate("SeasonEditor", "Change the rules of season {season}").format(season=season),
            lambda: service.save_rules(season, rules, recompute_closed=recompute),
            lambda: service.save_rules(season, old, recompute_closed=recompute),
        )
        if not self.context.push(command):
            self._show_state(command.failure)
            return False
        return True

    def maybe_apply(self, *, can_cancel: bool = True) -> bool:
        """Ask what to do with unapplied changes; ``False`` if the organizer cancels."""
        if not self.is_dirty():
            return True
        buttons = QMessageBox.StandardButton.Apply | QMessageBox.StandardButton.Discard
        if can_cancel:
            buttons |= QMessageBox.StandardButton.Cancel
        answer = QMessageBox.question(
            self,
            translate("SeasonEditor", "Unapplied rule changes"),
            translate(
                "SeasonEditor",
                "The rules of season {season} have changes that are not applied yet.",
            ).format(season=self._season),
            buttons,
        )
        if answer == QMessageBox.StandardButton.Apply:
            return self.apply() or not can_cancel
        if answer == QMessageBox.StandardButton.Discard:
            self.revert()
            return True
        return False

    # Following the context -----------------------------------------------------------------------

    def _load_season(self, name: str) -> None:
        self._season = name
        self._preset_applied = None
        service = self.context.service
        known = name in service.season_names()
        self._saved = service.season(name).rules if known else None
        self._report = self._season_report()
        if not known:
            self.title.setText(translate("SeasonEditor", "No season yet"))
        elif season_title(name) == name:  # the name says season already: "Season 1 2013"
            self.title.setText(translate("SeasonEditor", "{season}: rules").format(season=name))
        else:
            self.title.setText(
                translate("SeasonEditor", "Season {season}: rules").format(season=name)
            )
        self.new_season_button.setVisible(not known)
        self.new_season_button.setEnabled(self.context.writable)
        # A read-only league's rules are shown, greyed: they cannot be applied.
        editable = known and self.context.writable
        self.form.setEnabled(editable)
        for button in self.preset_buttons.values():
            button.setEnabled(editable)
        self.handicaps_button.setEnabled(editable)
        self.complete_box.show_season(name, editable)
        if self._saved is not None:
            self.load_rules(self._saved)
        else:
            self._rules, self.problems = None, []
            self._show_state()

    def _show_funds(self) -> None:
        shown = self._rules if self._rules is not None else self._saved
        self.funds_view.show_funds(self._season, shown, self._report, saved=not self.is_dirty())

    def _season_report(self) -> SeasonReport | None:
        """The season's report for the funds' totals (``None``: no season, or none to show)."""
        service = self.context.service
        if self._season not in service.season_names():
            return None
        try:
            return service.report(self._season)
        except (RuleError, ValueError):
            return None  # the screens that show the report say why

    def _season_selected(self, name: str) -> None:
        if name != self._season:
            self.maybe_apply(can_cancel=False)
            self._load_season(name)

    def _follow_locale(self) -> None:
        """The spin boxes below (chips, points) write and read in the league's locale."""
        self.setLocale(league_qlocale(self.context.service.locale()))

    def _league_changed(self, change: Change) -> None:
        if Part.LEAGUE in change.parts and self.locale() != league_qlocale(
            self.context.service.locale()
        ):
            self._follow_locale()
            if self._saved is not None and not self.is_dirty():
                self.load_rules(self._saved)  # the points and chips typed out again
        if Part.PLAYERS in change.parts:
            self.policies.set_roster(Roster(self.context.service.league.players))
        if self._season not in self.context.service.season_names():
            self._load_season(self.context.season)
            return
        if change.season not in (None, self._season):
            return
        self.complete_box.show_season(self._season, self.context.writable)
        if Part.EVENTS in change.parts or Part.RULES in change.parts:
            self._report = self._season_report()  # the funds' totals
            self._show_funds()
        if Part.RULES not in change.parts:
            return
        was_clean = not self.is_dirty()
        self._saved = self.context.service.season(self._season).rules
        if was_clean:
            self.load_rules(self._saved)
        else:
            self._show_state()

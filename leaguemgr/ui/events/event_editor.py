"""The event editor: a league night typed in, checked and priced as it is typed.

Edits go into a draft :class:`Event` held in memory. After every edit the draft is previewed
(:func:`leaguemgr.services.event_preview.preview_event`): the side panel shows the money,
payouts, bounty and points, and the problems are marked on their cells. Save (Ctrl+S) stores
the draft as one undoable edit, and only when it has no problem; leaving an event with
unsaved changes asks first, so nothing typed is lost.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.records import Event, EventKind, KnockoutKind, Player, event_knockout
from leaguemgr.services.event_preview import EventPreview, preview_event
from leaguemgr.services.league_service import NIGHT_ONLY, Change
from leaguemgr.services.money_warnings import entries_paid_since
from leaguemgr.services.season_money import owed_with_event
from leaguemgr.ui.events.add_player_bar import AddPlayerBar
from leaguemgr.ui.events.dealers_editor import DealersEditor
from leaguemgr.ui.events.draft_undo import DraftEdit, describe_edit
from leaguemgr.ui.events.entries_table_model import Column, EntriesTableModel
from leaguemgr.ui.events.entries_table_view import EntriesTableView
from leaguemgr.ui.events.entries_toolbar import EntriesToolbar, editor_action
from leaguemgr.ui.events.event_commands import add_player_command, save_event_command
from leaguemgr.ui.events.event_fields_form import EventFieldsForm
from leaguemgr.ui.events.event_money_check import money_may_move
from leaguemgr.ui.events.event_side_panel import EventSidePanel
from leaguemgr.ui.events.paid_dialog import Entrant, PaidDialog, table_amount
from leaguemgr.ui.events.paid_difference import explain_difference
from leaguemgr.ui.form_fields import PROBLEM_COLOR, restyle
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.roster import Roster
from leaguemgr.ui.season.structure_chooser import StructureChooser

#: Where the rules put "paid less (or more) than the pool" (SPEC 8), explained on save.
PAID_DIFFERENCE = ("payouts",)


class EventEditor(QWidget):
    """Edits one event of the context's league; see the module docstring."""

    #: The banner was updated: saved or unsaved may have changed.
    state_shown = Signal()

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.season = ""
        self.original: Event | None = None
        self.draft: Event | None = None
        self.preview: EventPreview | None = None
        self.problems: list[Problem] = []
        self._number: int | None = None  # the stored event the draft replaces
        self._kind = EventKind.REGULAR
        #: A new event as opened, not stored: it is saved only once it differs from this.
        self._blank: Event | None = None
        self._parse_problems: list[Problem] = []
        self.roster = Roster(context.service.league.players)
        #: The draft's own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).
        self.undo_stack = QUndoStack(self)
        self._showing_draft = False

        self.fields = EventFieldsForm()
        self.add_bar = AddPlayerBar(self.roster)
        self.model = EntriesTableModel(self.roster, self)
        self.table = EntriesTableView(self.roster)
        self.table.setModel(self.model)
        self.dealers = DealersEditor(self.roster)
        self.structure_choice = StructureChooser(
            translate("EventEditor", "Season's structure"),
            self._season_structure,
            translate("EventEditor", "Edit &levels…"),
        )
        self.side_panel = EventSidePanel()
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self._build()
        if not context.writable:
            self._show_only()

        self.fields.edited.connect(self._edited)
        self.model.edited.connect(self._edited)
        self.dealers.edited.connect(self._edited)
        self.structure_choice.edited.connect(self._edited)
        self.add_bar.player_chosen.connect(self.add_entry)
        self.add_bar.unknown_name.connect(self._offer_new_player)
        self.side_panel.problem_activated.connect(self.table.go_to_problem)
        self.side_panel.added_edited.connect(self._edited)
        self.side_panel.paid_requested.connect(self.record_paid)
        self.model.notice.connect(self.side_panel.show_notice)
        context.changed.connect(self._league_changed)
        self._show_nothing()

    @property
    def number(self) -> int | None:
        """The number of the stored event being edited (``None``: none, or not stored)."""
        return self._number

    # Layout and actions --------------------------------------------------------------------------

    def _build(self) -> None:
        self.save_action = editor_action(
            self, translate("EventEditor", "&Save event"), QKeySequence.StandardKey.Save, self.save
        )
        self.revert_action = editor_action(
            self, translate("EventEditor", "Revert"), None, self.revert
        )
        # The live night's deal key (Ctrl+Shift+D) records a deal made at the table, typed
        # afterwards: a chop, or a place paid otherwise than the table.
        self.paid_action = editor_action(
            self,
            translate("EventEditor", "Record what was &paid / Deal…"),
            "Ctrl+Shift+D",
            self.record_paid,
        )
        self.paid_action.setIconText(translate("EventEditor", "Paid / Deal…"))
        # Save and Revert sit beside the banner, where they are seen.
        self.save_button, self.revert_button = QToolButton(), QToolButton()
        self.save_button.setDefaultAction(self.save_action)
        self.revert_button.setDefaultAction(self.revert_action)
        self.toolbar = EntriesToolbar(self.table, self.model, self)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.paid_action)

        editor = QWidget()
        column = QVBoxLayout(editor)
        column.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.banner, 1)
        top.addWidget(self.revert_button)
        top.addWidget(self.save_button)
        column.addLayout(top)
        column.addWidget(self.fields)
        column.addWidget(self.add_bar)
        column.addWidget(self.toolbar)
        # The entries get the height; the dealers share it through a splitter (on a small
        # screen the organizer drags it), so neither is cut off.
        self.entries_splitter = QSplitter(Qt.Orientation.Vertical)
        self.entries_splitter.addWidget(self.table)
        self.entries_splitter.addWidget(self.dealers)
        self.entries_splitter.setChildrenCollapsible(False)
        self.entries_splitter.setStretchFactor(0, 1)
        self.entries_splitter.setStretchFactor(1, 0)
        self.entries_splitter.setSizes([1000, 1])  # the dealers at their smallest height
        column.addWidget(self.entries_splitter, 1)
        # The panel scrolls when the window is short instead of piling its tables up.
        self.side_scroll = QScrollArea()
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(self.side_panel)
        self.side_panel.paid_action = self.paid_action
        self.side_scroll.setMinimumWidth(210)
        # The night's structure heads the panel: beside the entries it would take rows from
        # the table on a 600-pixel screen.
        structure_caption = QLabel(translate("EventEditor", "Blind str&ucture"))
        structure_caption.setStyleSheet("font-weight: 600;")
        structure_caption.setBuddy(self.structure_choice.combo)
        # Below "Added to the pool": the entries the league does not name count in the money.
        self.side_panel.layout().insertWidget(2, self.fields.others_row)
        self.side_panel.layout().insertWidget(0, structure_caption)
        self.side_panel.layout().insertWidget(1, self.structure_choice)
        others_at = self.side_panel.layout().indexOf(self.fields.others_row)
        self.side_panel.layout().insertWidget(others_at + 1, self.fields.knockout_row)
        # Never narrower than the panel itself: squeezed, its right edge (the amounts) was
        # cut off at the default 1200x800 window.
        bar = self.side_scroll.verticalScrollBar().sizeHint().width()
        self.side_scroll.setMinimumWidth(max(210, self.side_panel.minimumSizeHint().width() + bar))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(editor)
        splitter.addWidget(self.side_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([835, 275])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    def _show_only(self) -> None:
        """A read-only league: every event can be looked at, nothing in it changed."""
        self.model.read_only = True
        for part in (
            self.fields,
            self.fields.others_row,
            self.fields.knockout_row,
            self.add_bar,
            self.dealers,
            self.structure_choice,
        ):
            part.setEnabled(False)
        self.side_panel.added.setReadOnly(True)
        self.toolbar.set_read_only()
        self.paid_action.setEnabled(False)

    # Opening and following the league ------------------------------------------------------------

    def open_event(self, season: str, number: int | None, draft: Event | None = None) -> None:
        """Show stored event ``number`` of ``season`` (``None``: nothing to edit).

        ``draft``: unsaved changes kept from before, shown instead of the stored event.
        """
        self.season = season
        self._number = number
        self.original = None
        if number is not None and season in self.context.service.season_names():
            self.original = self.context.service.event(season, number)
        if self.original is None and draft is None:
            self._number = None
            self._show_nothing()
        else:
            self._load(draft or self.original)  # type: ignore[arg-type]

    def open_new(self, season: str, event: Event) -> None:
        """Show ``event``, a new one, as a draft: nothing is stored until something is typed
        and saved (an empty night dated today is never saved by itself)."""
        self.season = season
        self._number = None
        self.original = None
        self._load(event)
        self._blank = event
        self._show_state()

    def _load(self, event: Event) -> None:
        self._blank = None
        rules = self.context.service.season(self.season).rules
        self.setEnabled(True)
        self.fields.load(event, rules)
        self.side_panel.set_added(event.added, event.kind is EventKind.REGULAR)
        self.structure_choice.set_structure(event.structure)
        self.model.set_entries(event.entries)
        self._show_cash_outs(event)
        self.dealers.load(event.dealers)
        self.draft = event
        self._kind = event.kind
        self._parse_problems = []
        self.undo_stack.clear()  # a new starting point: nothing typed to take back
        self.add_bar.say("")  # "Added …" was about the draft just replaced
        self.side_panel.show_notice("")  # so was the last notice
        self._recompute()

    def _show_draft(self, event: Event) -> None:
        """Put a draft back on screen (an undo or redo of an edit), keeping the cursor."""
        current = self.table.currentIndex()
        self._showing_draft = True
        try:
            self.fields.load(event, self.context.service.season(self.season).rules)
            self.side_panel.set_added(event.added, event.kind is EventKind.REGULAR)
            self.structure_choice.set_structure(event.structure)
            self.model.set_entries(event.entries)
            self._show_cash_outs(event)
            self.dealers.load(event.dealers)
        finally:
            self._showing_draft = False
        self.draft = event
        self._parse_problems = []
        if current.isValid():
            row = min(current.row(), self.model.rowCount() - 1)
            self.table.setCurrentIndex(self.model.index(row, current.column()))
        self._recompute()

    def _show_nothing(self) -> None:
        self.draft = self.original = self.preview = self._blank = None
        self.undo_stack.clear()
        self.model.set_entries(())
        self.dealers.load(())
        self.side_panel.clear()  # a deleted event's money and bounty go with it
        self.add_bar.say("")
        self.problems = []
        self.setEnabled(False)
        self.banner.setText(
            translate(
                "EventEditor", "No event selected: choose one in the list or create a new one."
            )
        )
        restyle(self.banner, "")
        self.state_shown.emit()

    def _league_changed(self, change: Change) -> None:
        if change.parts == NIGHT_ONLY:
            return  # a running night's action: the event it edits changes only at close
        service = self.context.service
        if "players" in change.parts:
            self.roster = Roster(service.league.players)
            for part in (self.model, self.table, self.dealers, self.add_bar):
                part.set_roster(self.roster)
        if self.draft is None or change.season not in (None, self.season):
            return
        if self.season not in service.season_names():
            self.open_event(self.season, None)
            return
        if self.original is None and self._number is None:
            self._recompute()  # a new event not stored yet stays on screen as typed
            return
        was_clean = not self.is_dirty()
        stored = service.event(self.season, self._number) if self._number is not None else None
        self.original = stored
        if was_clean:
            if stored is None:
                self.open_event(self.season, None)
            else:
                self._load(stored)
        else:
            self._recompute()  # the rules or earlier events may have changed

    def _show_cash_outs(self, event: Event) -> None:
        """A night played to a cash-out types each player's cash-out beside them (SPEC 8)."""
        rules = rules_at(event, self.context.service.season(self.season).rules)
        self.model.set_cash_out_night(is_cash_out(event, rules), event.payouts or ())

    def _season_structure(self) -> Structure:
        """What the night runs without a structure of its own: the season's, the league's,
        else the built-in one."""
        service = self.context.service
        rules = service.season(self.season).rules if self.season else None
        own = rules.structure if rules is not None else None
        return own or service.league_structure() or DEFAULT_STRUCTURE

    # Editing -------------------------------------------------------------------------------------

    def _edited(self) -> None:
        if self._showing_draft or (self.original is None and self.draft is None):
            return
        before = self.draft
        problems: list[Problem] = []
        values = self.fields.read(problems)
        values["added"] = self.side_panel.read_added(problems)
        problems.extend(self.model.parse_problems())
        self._parse_problems = problems
        # What the fields do not show stays as the draft has it: what was paid (recorded
        # with Ctrl+Shift+D, or an import's), the source (so that importing its file again
        # still adds nothing), and a closed night's state and the rules its money was paid
        # with (paid money stays paid).
        kept = before if before is not None else self.original
        self.draft = Event(
            kind=self._kind,
            entries=self.model.entries(),
            dealers=self.dealers.dealers(),
            payouts=None if kept is None else kept.payouts,
            source=None if kept is None else kept.source,
            state=None if kept is None else kept.state,
            frozen_rules=None if kept is None else kept.frozen_rules,
            closed_at_line=None if kept is None else kept.closed_at_line,
            night=() if kept is None else kept.night,
            structure=self.structure_choice.structure(),
            **values,
        )
        if kept is not None:
            # Nor does it show yet a night's RSVP, start time and place (SPEC 10): they stay
            # as recorded (the unnamed entries, the points factor and the knockout rule are
            # on the form).
            self.draft = dataclasses.replace(
                self.draft,
                seats=kept.seats,
                rsvp_by=kept.rsvp_by,
                rsvp=kept.rsvp,
                time=kept.time,
                place=kept.place,
            )
        self._follow_cash_outs(kept)
        if before is not None and self.draft != before and self.context.writable:
            text = describe_edit(before, self.draft, self.roster.label)
            self.undo_stack.push(DraftEdit(self._show_draft, before, self.draft, text))
        self._recompute()

    def _follow_cash_outs(self, kept: Event | None) -> None:
        """A cash-out night's payouts are the Cash out column, its finishes follow from them;
        a night no longer played to a cash-out goes back to the payout table."""
        assert self.draft is not None
        rules = rules_at(self.draft, self.context.service.season(self.season).rules)
        cash_out = is_cash_out(self.draft, rules)
        if cash_out != self.model.cash_out_night:  # the form's box was ticked or cleared
            self.model.set_cash_out_night(cash_out, (kept.payouts or ()) if kept else ())
            self.model.follow_cash_outs()
            if not cash_out:
                self.draft = dataclasses.replace(self.draft, payouts=None)
        if cash_out:
            self.draft = dataclasses.replace(
                self.draft, entries=self.model.entries(), payouts=self.model.cash_outs()
            )

    def _recompute(self) -> None:
        if self.draft is None:
            return
        service = self.context.service
        self.preview = preview_event(service.league, self.season, self.draft, replaces=self._number)
        self.problems = [*self._parse_problems, *self.preview.problems]
        rules = service.season(self.season).rules
        self.model.set_preview_context(
            rules.chips, self.preview.free_entries, self.preview.dealer_credits
        )
        self.model.set_problems(self.problems)
        self.fields.show_problems(self.problems)
        self.dealers.show_problems(self.problems)
        self.side_panel.currency = service.league.currency
        self.side_panel.money_locale = service.league.locale
        paid_since = None
        owes = None
        if self.season in service.season_names():
            if self._number is not None:
                paid_since = entries_paid_since(service.season(self.season), self._number)
            owes = owed_with_event(service, self.season, self.draft, self._number)
        self.side_panel.show_preview(self.preview, self.draft, self.roster, paid_since, owes)
        self.side_panel.show_problems(self.problems, self.roster)
        own_buyins = self.draft.pick_a_stack or any(e.buyin is not None for e in self.draft.entries)
        self.table.setColumnHidden(Column.BUYIN, not own_buyins)
        self.table.setColumnHidden(Column.CHIPS, rules.chips is None)
        self.table.setColumnHidden(Column.FREE_ENTRY, not rules.dealer_credits)
        # A league without add-ons (Azwine) gets its column back only if someone bought one.
        no_addons = self.preview.terms.addon_cost == 0 and not any(
            e.addons for e in self.draft.entries
        )
        self.table.setColumnHidden(Column.ADDONS, no_addons)
        # What each player collected: asked where the night's bounties are progressive
        # (typed afterwards, the order of the busts is not known) or were stated anyway.
        knockout = event_knockout(self.draft, rules)
        progressive = knockout is not None and knockout.kind is KnockoutKind.PROGRESSIVE
        stated = any(e.bounties_won is not None for e in self.draft.entries)
        self.table.setColumnHidden(Column.BOUNTIES, not (progressive or stated))
        # A cash-out night is typed by its cash-outs: no deal to record, no finishes to fill,
        # no busts to name unless its knockout bounties ask for them.
        cash_night = self.model.cash_out_night
        self.table.setColumnHidden(Column.CASH_OUT, not cash_night)
        busts = knockout is not None or any(e.busted_by for e in self.draft.entries)
        self.table.setColumnHidden(Column.BUSTED_BY, cash_night and not busts)
        writable = self.context.writable
        self.paid_action.setEnabled(writable and not cash_night)
        self.toolbar.fill_action.setEnabled(writable and not cash_night)
        self._show_state()

    def _show_state(self, refusal: str | None = None) -> None:
        number = self.draft.number if self.draft else ""
        if refusal:
            # Side by side, not one inside the other: the refusal is translated on its own.
            said = translate("EventEditor", "Event {number} not saved:").format(number=number)
            text, color = f"{said} {refusal}", PROBLEM_COLOR
        elif self._blank is not None and not self.is_dirty():
            text = translate(
                "EventEditor",
                "New event {number}: stored once you type its night and save (Ctrl+S).",
            ).format(number=number)
            color = "palette(window-text)"
        elif not self.context.writable:
            text = translate("EventEditor", "Event {number}: shown read-only.").format(
                number=number
            )
            color = "palette(window-text)"
        elif self.is_dirty():
            text = translate(
                "EventEditor", "Event {number}: unsaved changes (Ctrl+S saves)."
            ).format(number=number)
            color = "#8a5a00"
        else:
            text = translate("EventEditor", "Event {number}: saved.").format(number=number)
            color = "#2e7d32"
        self.banner.setText(text)
        restyle(self.banner, f"color: {color}; font-weight: 600;")
        writable = self.context.writable
        self.save_action.setEnabled(writable and self.is_dirty())
        self.revert_action.setEnabled(writable and self.is_dirty() and self.original is not None)
        self.state_shown.emit()

    def is_dirty(self) -> bool:
        """Whether the draft has changes that are not saved."""
        if self.draft is None:
            return False
        if self._blank is not None and self.draft == self._blank:
            return bool(self._parse_problems)  # a new event with nothing typed yet
        return bool(self._parse_problems) or self.draft != self.original

    def add_entry(self, player: str) -> None:
        """Enter ``player`` (played, paid) at the end of the table, or point at their entry."""
        existing = self.model.row_of(player)
        name = self.roster.label(player)
        if existing is not None:
            # Go to their entry (to tick a rebuy, say): the row is selected and shown.
            index = self.model.index(existing, Column.PLAYER)
            self.table.setCurrentIndex(index)
            self.table.selectRow(existing)
            self.table.scrollTo(index)
            self.add_bar.say(
                translate("EventEditor", "{name} is already entered: row {row} is selected").format(
                    name=name, row=existing + 1
                )
            )
            return
        row = self.model.add_player(player)
        self.table.scrollTo(self.model.index(row, 0))
        free = self.preview.free_entries.get(player, 0) if self.preview else 0
        if free and self.preview is not None and self.preview.dealer_credits:
            said = self.tr(
                "Added {name}: has %n free entries from dealing (tick Free entry)", "", free
            )
        else:
            said = translate("EventEditor", "Added {name}")
        self.add_bar.say(said.format(name=name))

    def record_paid(self) -> None:
        """Ctrl+Shift+D: record what was really paid (a chop, a deal, a place paid otherwise),
        as one undoable edit of the draft."""
        dialog = self.paid_dialog()
        if dialog is None:
            return
        try:
            if dialog.exec() != PaidDialog.DialogCode.Accepted:
                return
            payouts = dialog.payouts()
        finally:
            dialog.deleteLater()
        result = self.preview.result if self.preview is not None else None
        table = tuple((p.player, p.amount) for p in result.payouts) if result else ()
        if self.draft.payouts is None and payouts == table:
            return  # the table's own amounts, recorded with no change: the table still pays
        self.set_payouts(payouts)

    def paid_dialog(self) -> PaidDialog | None:
        """The dialog of what was paid for the draft, from the table's amounts or what was
        recorded; ``None`` (and said why) while the finishes are not all in."""
        draft, preview = self.draft, self.preview
        if draft is None or not self.context.writable or draft.kind is not EventKind.REGULAR:
            return None
        if self.model.cash_out_night:
            self.side_panel.show_notice(
                translate(
                    "EventEditor",
                    "A cash-out night: type what each player cashed out in the Cash out column.",
                )
            )
            return None
        # Every finish typed, the night can be paid as it was even where the payout table has
        # no row for its field (SPEC 8): what was paid needs none.
        counting = [e for e in draft.entries if counts(e)]
        finished = bool(counting) and all(e.finish for e in counting)
        if preview is None or (preview.result is None and not finished):
            self.side_panel.show_notice(
                translate(
                    "EventEditor", "Type every finish first: what was paid is recorded by finish."
                )
            )
            return None
        entrants = [
            Entrant(e.player, e.finish, table_amount(e.finish, preview.place_payouts))
            for e in draft.entries
            if e.finish is not None  # a counting entry: the preview has every finish
        ]
        paid = [(p.player, p.amount) for p in preview.result.payouts] if preview.result else []
        rules = rules_at(draft, self.context.service.season(self.season).rules)
        return PaidDialog(
            entrants,
            paid,
            preview.money.pool,
            self.roster,
            self.context.service.league.currency,
            rules.rounding_unit,
            self,
        )

    def set_payouts(self, payouts: tuple[tuple[str, Decimal], ...] | None) -> None:
        """Make ``payouts`` what the draft paid (``None``: the payout table), undoably."""
        before = self.draft
        if before is None or before.payouts == payouts:
            return
        after = dataclasses.replace(before, payouts=payouts)
        text = (
            translate("EventEditor", "Back to the payout table")
            if payouts is None
            else translate("EventEditor", "Record what was paid")
        )
        self.draft = after
        self._recompute()
        self.undo_stack.push(DraftEdit(self._show_draft, before, after, text))

    def _offer_new_player(self, name: str) -> None:
        answer = QMessageBox.question(
            self,
            translate("EventEditor", "New player"),
            translate(
                "EventEditor", "'{name}' is not on the roster. Add {name} as a new player?"
            ).format(name=name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            self.add_bar.say(
                translate("EventEditor", "No player matches '{name}'").format(name=name), True
            )
            return
        service = self.context.service
        player = Player(service.next_player_id(), name)
        command = add_player_command(self.context, player)
        if self.context.push(command):
            self.add_bar.edit.clear()
            self.add_entry(player.id)
        else:
            self.add_bar.say(command.failure or "", True)

    # Saving --------------------------------------------------------------------------------------

    def save(self) -> bool:
        """Store the draft as one undoable edit; refused (and said why) while it has problems."""
        if self.draft is None or not self.is_dirty():
            return True
        # What was paid not summing to the pool is no refusal: the organizer explains the
        # difference below (added, or set aside into a fund) and the saved night then sums.
        blocking = [p for p in self.problems if p.location != PAID_DIFFERENCE]
        if blocking:
            self._show_state(self.roster.humanize(blocking[0].message))
            return False
        season, new, old = self.season, self.draft, self.original
        service = self.context.service
        if self.preview is not None and new.payouts is not None:
            rules = rules_at(new, service.season(season).rules)
            explained = explain_difference(
                self, new, self.preview.money.pool, rules, service.league.currency
            )
            if explained is None:
                self._show_state(
                    translate("EventEditor", "what was paid does not sum to the prize pool.")
                )
                return False
            new = explained
        if not money_may_move(self, service, season, old, new):
            self._show_state(translate("EventEditor", "Not saved: the money paid stays as it was."))
            return False

        self._number = new.number  # follow the event under its (new) number
        command = save_event_command(self.context, season, new, old)
        if not self.context.push(command):
            self._number = old.number if old is not None else None
            # The draft stays as typed. The league may have been read again meanwhile (another
            # program changed it): "unsaved" is now measured against what is stored.
            self.original = self._stored(self._number)
            self._show_state(command.failure)
            return False
        self.original = service.event(season, new.number)
        self._blank = None
        if new != self.draft and self.original is not None:
            self._load(self.original)  # the difference explained: the added money shows
        elif self.original is not None:
            # Where the night closed in the ledger is the service's to say (SPEC 7).
            self.draft = dataclasses.replace(
                self.draft, closed_at_line=self.original.closed_at_line
            )
        self.undo_stack.clear()  # saved: Undo now takes back the save, on the league's stack
        self._show_state()
        return True

    def _stored(self, number: int | None) -> Event | None:
        service = self.context.service
        if number is None or self.season not in service.season_names():
            return None
        return service.event(self.season, number)

    def revert(self) -> None:
        """Drop the unsaved changes."""
        if self.original is not None:
            self._load(self.original)

    def maybe_save(self, *, can_cancel: bool = True) -> bool:
        """Before leaving the event: ask to save unsaved changes; ``False`` means stay."""
        if not self.is_dirty():
            return True
        buttons = QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
        if can_cancel:
            buttons |= QMessageBox.StandardButton.Cancel
        number = self.draft.number if self.draft else ""
        answer = QMessageBox.question(
            self,
            translate("EventEditor", "Unsaved event"),
            translate("EventEditor", "Event {number} has unsaved changes. Save them?").format(
                number=number
            ),
            buttons,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()  # if refused, the banner says why and the draft stays
        if answer == QMessageBox.StandardButton.Discard:
            self.revert()
            return True
        return False

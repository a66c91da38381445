"""Undo inside the event editor: the edits of a draft not saved yet, one command each.

The event editor keeps its own :class:`QUndoStack` of draft edits. The main window puts it in
its undo group and makes it the active stack while the editor shows unsaved edits, so
Edit ▸ Undo takes back what is on the screen ("Undo Finish of Ann Lee") before anything
saved. Saving, reverting or opening another event empties it: the save itself is one edit of
the league's own stack ("Undo Save event 3").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QUndoCommand

from leaguemgr.domain.records import Entry, Event
from leaguemgr.ui.i18n import translate

# The event's own fields, as the editor labels them.
FIELD_NAMES = {
    "number": QT_TRANSLATE_NOOP("DraftUndo", "Event number"),
    "date": QT_TRANSLATE_NOOP("DraftUndo", "Date"),
    "name": QT_TRANSLATE_NOOP("DraftUndo", "Name"),
    "buyin": QT_TRANSLATE_NOOP("DraftUndo", "Buy-in"),
    "rebuy_cost": QT_TRANSLATE_NOOP("DraftUndo", "Rebuy price"),
    "addon_cost": QT_TRANSLATE_NOOP("DraftUndo", "Add-on price"),
    "max_rebuys": QT_TRANSLATE_NOOP("DraftUndo", "Max rebuys"),
    "max_rebuys_set": QT_TRANSLATE_NOOP("DraftUndo", "Max rebuys"),
    "pick_a_stack": QT_TRANSLATE_NOOP("DraftUndo", "Pick-a-stack"),
    "added": QT_TRANSLATE_NOOP("DraftUndo", "Added to the pool"),
    "others": QT_TRANSLATE_NOOP("DraftUndo", "Unnamed entries"),
    "points_factor": QT_TRANSLATE_NOOP("DraftUndo", "Points factor"),
    "knockout": QT_TRANSLATE_NOOP("DraftUndo", "Knockout bounties"),
    "knockout_set": QT_TRANSLATE_NOOP("DraftUndo", "Knockout bounties"),
    "cash_out": QT_TRANSLATE_NOOP("DraftUndo", "Cash-out night"),
    "payouts": QT_TRANSLATE_NOOP(
        "DraftUndo", "Cash out"
    ),  # what was paid with the dialog is its own edit (set_payouts)
}
ENTRY_FIELD_NAMES = {
    "player": QT_TRANSLATE_NOOP("DraftUndo", "Player"),
    "status": QT_TRANSLATE_NOOP("DraftUndo", "Status"),
    "paid": QT_TRANSLATE_NOOP("DraftUndo", "Paid"),
    "finish": QT_TRANSLATE_NOOP("DraftUndo", "Finish"),
    "buyin": QT_TRANSLATE_NOOP("DraftUndo", "Buy-in"),
    "rebuys": QT_TRANSLATE_NOOP("DraftUndo", "Rebuys"),
    "addons": QT_TRANSLATE_NOOP("DraftUndo", "Add-ons"),
    "on_time": QT_TRANSLATE_NOOP("DraftUndo", "On time"),
    "exact_change": QT_TRANSLATE_NOOP("DraftUndo", "Exact change"),
    "free_entry": QT_TRANSLATE_NOOP("DraftUndo", "Free entry"),
    "busted_by": QT_TRANSLATE_NOOP("DraftUndo", "Busted by"),
    "bounties_won": QT_TRANSLATE_NOOP("DraftUndo", "Bounties"),
}
# The same, changed in several entries at once ("Finishes").
ENTRY_FIELDS_CHANGED = {
    "player": QT_TRANSLATE_NOOP("DraftUndo", "Players"),
    "status": QT_TRANSLATE_NOOP("DraftUndo", "Statuses"),
    "paid": QT_TRANSLATE_NOOP("DraftUndo", "Paid"),
    "finish": QT_TRANSLATE_NOOP("DraftUndo", "Finishes"),
    "buyin": QT_TRANSLATE_NOOP("DraftUndo", "Buy-ins"),
    "rebuys": QT_TRANSLATE_NOOP("DraftUndo", "Rebuys"),
    "addons": QT_TRANSLATE_NOOP("DraftUndo", "Add-ons"),
    "on_time": QT_TRANSLATE_NOOP("DraftUndo", "On time"),
    "exact_change": QT_TRANSLATE_NOOP("DraftUndo", "Exact change"),
    "free_entry": QT_TRANSLATE_NOOP("DraftUndo", "Free entries"),
    "busted_by": QT_TRANSLATE_NOOP("DraftUndo", "Busted by"),
    "bounties_won": QT_TRANSLATE_NOOP("DraftUndo", "Bounties"),
}
_MERGE_ID = 0x0E17


def describe_edit(before: Event, after: Event, name: Callable[[str], str]) -> str:
    """What changed from ``before`` to ``after``, in the editor's words ("Finish of Ann Lee");
    ``name`` turns a player id into the name shown."""
    old, new = before.entries, after.entries
    if len(new) > len(old):
        added = [e.player for e in new if e.player not in {o.player for o in old}]
        if len(added) == 1:
            return translate("DraftUndo", "Add {player}").format(player=name(added[0]))
        return translate("DraftUndo", "Add entries")
    if len(new) < len(old):
        removed = [e.player for e in old if e.player not in {n.player for n in new}]
        if len(removed) == 1:
            return translate("DraftUndo", "Remove {player}").format(player=name(removed[0]))
        return translate("DraftUndo", "Remove entries")
    changed = [(o, n) for o, n in zip(old, new, strict=True) if o != n]
    if changed:
        return _describe_entries(changed, name)
    for field, label in FIELD_NAMES.items():
        if getattr(before, field) != getattr(after, field):
            return translate("DraftUndo", label)
    if before.dealers != after.dealers:
        return translate("DraftUndo", "Dealers")
    return translate("DraftUndo", "Edit event")


def _describe_entries(changed: list[tuple[Entry, Entry]], name: Callable[[str], str]) -> str:
    if {o.player for o, _ in changed} == {n.player for _, n in changed} and any(
        o.player != n.player for o, n in changed
    ):
        return translate("DraftUndo", "Order of entries")
    fields = {
        field
        for old, new in changed
        for field in ENTRY_FIELD_NAMES
        if getattr(old, field) != getattr(new, field)
    }
    field = min(fields, key=list(ENTRY_FIELD_NAMES).index) if fields else None
    if len(changed) == 1:
        label = translate("DraftUndo", ENTRY_FIELD_NAMES[field] if field else "Entry")
        return translate("DraftUndo", "{field} of {player}").format(
            field=label, player=name(changed[0][1].player)
        )
    if len(fields) == 1:
        return translate("DraftUndo", ENTRY_FIELDS_CHANGED[field])
    return translate("DraftUndo", "Entries")


class DraftEdit(QUndoCommand):
    """One edit of the draft: undo shows the draft as it was before, redo as it was after.

    Typing on in the same field merges into one command ("Name", not one per letter).
    """

    def __init__(self, show: Callable[[Event], None], before: Event, after: Event, text: str):
        super().__init__(text)
        self._show = show
        self.before = before
        self.after = after
        self._pushed = False

    def id(self) -> int:
        return _MERGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, DraftEdit) or other.text() != self.text():
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        if not self._pushed:  # pushed after the edit was made: it is on screen already
            self._pushed = True
            return
        self._show(self.after)

    def undo(self) -> None:
        self._show(self.before)

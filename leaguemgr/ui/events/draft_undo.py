"""Undo inside the event editor: the edits of a draft not saved yet, one command each.

The event editor keeps its own :class:`QUndoStack` of draft edits. The main window puts it in
its undo group and makes it the active stack while the editor shows unsaved edits, so
Edit ▸ Undo takes back what is on the screen ("Undo Finish of Ann Lee") before anything
saved. Saving, reverting or opening another event empties it: the save itself is one edit of
the league's own stack ("Undo Save event 3").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from leaguemgr.domain.records import Entry, Event

# The event's own fields, as the editor labels them.
FIELD_NAMES = {
    "number": "Event number",
    "date": "Date",
    "name": "Name",
    "buyin": "Buy-in",
    "rebuy_cost": "Rebuy price",
    "addon_cost": "Add-on price",
    "max_rebuys": "Max rebuys",
    "max_rebuys_set": "Max rebuys",
    "pick_a_stack": "Pick-a-stack",
    "added": "Added to the pool",
    "others": "Unnamed entries",
    "points_factor": "Points factor",
    "knockout": "Knockout bounties",
    "knockout_set": "Knockout bounties",
    "cash_out": "Cash-out night",
    "payouts": "Cash out",  # what was paid with the dialog is its own edit (set_payouts)
}
ENTRY_FIELD_NAMES = {
    "player": "Player",
    "status": "Status",
    "paid": "Paid",
    "finish": "Finish",
    "buyin": "Buy-in",
    "rebuys": "Rebuys",
    "addons": "Add-ons",
    "on_time": "On time",
    "exact_change": "Exact change",
    "free_entry": "Free entry",
    "busted_by": "Busted by",
    "bounties_won": "Bounties",
}
_MERGE_ID = 0x0E17


def describe_edit(before: Event, after: Event, name: Callable[[str], str]) -> str:
    """What changed from ``before`` to ``after``, in the editor's words ("Finish of Ann Lee");
    ``name`` turns a player id into the name shown."""
    old, new = before.entries, after.entries
    if len(new) > len(old):
        added = [e.player for e in new if e.player not in {o.player for o in old}]
        return f"Add {name(added[0])}" if len(added) == 1 else "Add entries"
    if len(new) < len(old):
        removed = [e.player for e in old if e.player not in {n.player for n in new}]
        return f"Remove {name(removed[0])}" if len(removed) == 1 else "Remove entries"
    changed = [(o, n) for o, n in zip(old, new, strict=True) if o != n]
    if changed:
        return _describe_entries(changed, name)
    for field, label in FIELD_NAMES.items():
        if getattr(before, field) != getattr(after, field):
            return label
    if before.dealers != after.dealers:
        return "Dealers"
    return "Edit event"


def _describe_entries(changed: list[tuple[Entry, Entry]], name: Callable[[str], str]) -> str:
    if {o.player for o, _ in changed} == {n.player for _, n in changed} and any(
        o.player != n.player for o, n in changed
    ):
        return "Order of entries"
    fields = {
        field
        for old, new in changed
        for field in ENTRY_FIELD_NAMES
        if getattr(old, field) != getattr(new, field)
    }
    label = ENTRY_FIELD_NAMES[min(fields, key=list(ENTRY_FIELD_NAMES).index)] if fields else ""
    if len(changed) == 1:
        return f"{label or 'Entry'} of {name(changed[0][1].player)}"
    return f"{label}s" if len(fields) == 1 and not label.endswith("s") else "Entries"


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

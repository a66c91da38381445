"""The cash-out the close asks about: who is handed what, one line a player."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.night.state import NightError
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import NightCashOut, closing_cash_out
from leaguemgr.ui.money_text import money_text


def cash_out_or_none(
    service: LeagueService, nights, season: str, number: int, no_net: Collection[str] = ()
) -> NightCashOut | None:
    """The running night's cash-out (the debts of ``no_net`` left standing), or ``None`` when
    its result is not whole yet (the close then says what is missing, as it always did)."""
    try:
        return closing_cash_out(service, nights, season, number, no_net)
    except (NightError, RuleError, ValueError, KeyError):
        return None


def cash_out_text(cash: NightCashOut, name: Callable[[str], str], service: LeagueService) -> str:
    """ "Cash-out:" and a line a player: "Carl: won $143.00 (1st place), owes $35.00: hand
    over $108.00"; then what closing records (the same text ``live close`` prints)."""
    currency = service.currency()
    return cash.text(name, lambda amount: money_text(amount, currency))


def cash_out_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """The close's question, wide enough for a cash-out line on one line."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 34em; }")
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return box


def wide_question(
    parent: QWidget,
    title: str,
    text: str,
    buttons,
    default,
    standing: Sequence[tuple[str, str]] = (),
) -> bool | str:
    """Ask as ``QMessageBox.question`` does, in a box as wide as a cash-out line.

    ``standing``: the (player, name) pairs whose debt the cash-out nets; a button then lets
    the organizer leave one standing (SPEC 7): the answer is that player's id ("" when the
    choice was cancelled: ask again)."""
    box = cash_out_box(parent, title, text)
    box.setStandardButtons(buttons)
    box.setDefaultButton(default)
    leave = None
    if standing:
        leave = box.addButton("&Leave a debt standing…", QMessageBox.ButtonRole.ActionRole)
        leave.setToolTip("Hand a player the prize whole: what they owe stays owed")
    answer = box.exec()
    if leave is not None and box.clickedButton() is leave:
        names = [name for _, name in standing]
        name, ok = QInputDialog.getItem(
            parent, "Leave a debt standing", "Hand the whole prize to:", names, 0, False
        )
        return standing[names.index(name)][0] if ok and name in names else ""
    return answer == QMessageBox.StandardButton.Yes

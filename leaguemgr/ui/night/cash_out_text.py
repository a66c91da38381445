"""The cash-out the close asks about: who is handed what, one line a player."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QLabel, QMessageBox, QWidget

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.night.state import NightError
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import NightCashOut, closing_cash_out
from leaguemgr.ui.i18n import translate
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
    currency, locale = service.currency(), service.locale()
    return cash.text(name, lambda amount: money_text(amount, currency, locale))


MIN_EMS = 34
"""The question's narrowest width, in ems: a cash-out line of a short name fits it."""


def cash_out_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """The close's question, as wide as its longest cash-out line: a line wrapped split
    "hand over" from its amount (the question's sentences wrap at that width instead)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    label = box.findChild(QLabel, "qt_msgbox_label")
    metrics = (label or box).fontMetrics()
    lines = [line for line in text.splitlines() if line.startswith("  ")]  # one a player
    # The text's own width, and a little: a label breaks a line that fills it exactly.
    widest = max((metrics.horizontalAdvance(line + "  ") for line in lines), default=0)
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    room = round(screen.availableGeometry().width() * 0.8) if screen is not None else widest
    width = max(MIN_EMS * metrics.horizontalAdvance("M"), min(widest, room))
    box.setStyleSheet(f"QLabel#qt_msgbox_label {{ min-width: {width}px; }}")
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
        leave = box.addButton(
            translate("CashOut", "&Leave a debt standing…"), QMessageBox.ButtonRole.ActionRole
        )
        leave.setToolTip(
            translate("CashOut", "Hand a player the prize whole: what they owe stays owed")
        )
    answer = box.exec()
    if leave is not None and box.clickedButton() is leave:
        names = [name for _, name in standing]
        name, ok = QInputDialog.getItem(
            parent,
            translate("CashOut", "Leave a debt standing"),
            translate("CashOut", "Hand the whole prize to:"),
            names,
            0,
            False,
        )
        return standing[names.index(name)][0] if ok and name in names else ""
    return answer == QMessageBox.StandardButton.Yes

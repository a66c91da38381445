"""The Record payment dialog makes room for its refusal (issue 40, item 8): the dues
refusal wraps and the dialog grows, no field overlaps it and no word of it is cut."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from leaguemgr.domain.records import LedgerFor, LedgerKind
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.money.ledger_dialog import LedgerLineDialog

SEASON = "2026"


def dues_refused(qtbot, window: MainWindow) -> LedgerLineDialog:
    """Record payment, for dues, in a season without dues: refused with the reason."""
    service = window.context.service
    rules = service.season(SEASON).rules
    window.context.announce(service.save_rules(SEASON, dataclasses.replace(rules, dues=None)))
    players = list(service.league.players)
    view = window.screens["money"]
    dialog = LedgerLineDialog(
        LedgerKind.PAYMENT, players, view.suggest, "p02", LedgerFor.DUES, parent=window, dues=False
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.amount.setText("40")
    QApplication.processEvents()
    return dialog


def test_the_dues_refusal_wraps_and_the_dialog_grows_for_it(qtbot, window) -> None:
    dialog = dues_refused(qtbot, window)
    reason = dialog.reason
    assert "or set the dues in Season setup first" in reason.text()
    QApplication.processEvents()
    # Every line of it shown: the label is as tall as its text wrapped at its width.
    assert reason.height() >= reason.heightForWidth(reason.width())
    assert reason.height() > reason.fontMetrics().height()  # it wraps, it is not cut
    # Nothing overlaps it: not the fields, not the buttons.
    fields = [dialog.player, dialog.amount, dialog.purpose, dialog.date, dialog.note]
    for other in [*fields, dialog.buttons]:
        assert not place(reason, dialog).intersects(place(other, dialog)), other.objectName()
    for above, below in pairwise(fields):
        assert place(above, dialog).bottom() < place(below, dialog).top()  # none crushed
    assert dialog.height() >= dialog.minimumSizeHint().height()


def place(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())

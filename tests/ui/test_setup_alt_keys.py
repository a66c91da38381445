"""Season setup's underlined letters reach their fields (issue 40, item 7): Alt+B, Alt+R
and Alt+D put the cursor in the buy-in, the rebuy and the add-on price."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def test_alt_b_r_d_put_the_cursor_in_the_prices(window, qtbot) -> None:
    setup = window.show_screen("season")
    QApplication.processEvents()
    prices = setup.prices
    for letter, field in (
        (Qt.Key.Key_B, prices.buyin),
        (Qt.Key.Key_R, prices.rebuy_cost),
        (Qt.Key.Key_D, prices.addon_cost),
    ):
        setup.apply_button.setFocus()  # from somewhere else on the screen
        QApplication.processEvents()
        qtbot.keyClick(QApplication.focusWidget(), letter, Qt.KeyboardModifier.AltModifier)
        QApplication.processEvents()
        assert QApplication.focusWidget() is field, (letter, QApplication.focusWidget())

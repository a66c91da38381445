"""The phone page's address as a QR code (issue #23): the Players' Phones dialog shows the
code of the address it serves, drawn module for module with its quiet zone."""

from __future__ import annotations

import segno
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from leaguemgr.ui.qr_code import QUIET_ZONE, QrCode, qr_modules
from tests.ui.test_phones_dialog import dialog, publisher  # noqa: F401

URL = "http://192.0.2.2:8765/BDAltQl54NaTXVJkrhMxpg/"


def test_the_modules_are_the_addresss_qr_code_with_its_quiet_zone() -> None:
    modules = qr_modules(URL)
    code = segno.make(URL, error="m", micro=False)
    inner = [row[QUIET_ZONE:-QUIET_ZONE] for row in modules[QUIET_ZONE:-QUIET_ZONE]]
    assert inner == [tuple(bool(m) for m in row) for row in code.matrix]
    assert not any(modules[0]) and not any(row[0] for row in modules)  # light all round
    assert len(modules) == code.symbol_size(border=QUIET_ZONE)[0]


def test_the_widget_paints_every_module_dark_or_light(qtbot) -> None:
    widget = QrCode()
    qtbot.addWidget(widget)
    widget.resize(300, 300)
    widget.set_text(URL)
    widget.show()
    QApplication.processEvents()
    image = widget.grab().toImage()
    area, modules = widget.code_rect(), widget.modules()
    size = area.width() // len(modules)
    assert size >= 5  # whole pixels per module, large enough for a camera
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            pixel = QColor(
                image.pixel(area.x() + x * size + size // 2, area.y() + y * size + size // 2)
            )
            assert (pixel.lightness() < 128) == dark, (x, y)


def test_the_dialog_shows_the_code_of_the_address_while_the_page_is_on(dialog) -> None:  # noqa: F811
    assert dialog.qr.isHidden()
    dialog.switch.setChecked(True)
    assert dialog.qr.isVisible() and dialog.qr.text() == dialog.url.text()
    assert dialog.qr.modules() == qr_modules(dialog.url.text())
    dialog.switch.setChecked(False)
    assert dialog.qr.isHidden() and dialog.qr.text() == ""

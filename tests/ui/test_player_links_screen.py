"""Personal links in the Players screen (SPEC 10): Ctrl+L shows the selected player's link
and its QR code, Copy puts it on the clipboard, Reissue gives a new one and the old one
stops working at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QMessageBox

from leaguemgr.services import player_links
from leaguemgr.ui.players.link_dialog import paint_link_card
from tests.ui.conftest import when_dialog_opens


def test_ctrl_l_shows_copies_and_reissues_the_link(window, qtbot, monkeypatch):
    screen = window.show_screen("players")
    service = window.context.service
    player = service.league.players[0]
    assert screen.select_player(player.id)
    screen.table.setFocus()
    seen = {}

    def use(dialog) -> None:
        seen["first"] = dialog.url
        assert dialog.qr.text() == dialog.url and "/p/" in dialog.url
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
        seen["copied"] = QGuiApplication.clipboard().text()
        monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
        qtbot.mouseClick(dialog.reissue_button, Qt.MouseButton.LeftButton)
        seen["second"] = dialog.url
        dialog.reject()

    dialogs = when_dialog_opens(qtbot, use)
    qtbot.keyClick(screen.table, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert dialogs, "Ctrl+L did not open the link"
    assert seen["copied"] == seen["first"]
    assert seen["second"] != seen["first"]
    old, new = (url.rsplit("/p/", 1)[1] for url in (seen["first"], seen["second"]))
    assert player_links.player_of_token(service, old) is None
    assert player_links.player_of_token(service, new).id == player.id


def test_the_card_prints_the_name_and_a_code(qtbot):
    image = QImage(600, 800, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    paint_link_card(image, "Ann Lee", "Friday League", "https://poker.example.org/p/abc")
    dark = sum(
        1
        for y in range(400, 800, 4)
        for x in range(150, 450, 4)
        if image.pixelColor(x, y).black() > 200
    )
    assert dark > 300  # the QR code is on the card

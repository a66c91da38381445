"""Share ▸: the standings image on the clipboard, and Publish to a chat's webhook without ever
freezing the window or stopping the night with a dialog."""

from __future__ import annotations

import json
import random
import socket
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from leaguemgr.services.night_service import NightService
from leaguemgr.ui import settings
from leaguemgr.ui.night import night_actions
from leaguemgr.ui.share.share_actions import COPY_KEY
from leaguemgr.ui.share.share_dialog import ShareChoice, ShareDialog
from tests.cli.test_publish import SECRET, Webhook
from tests.night_league import make_night_league
from tests.ui.test_night_screen import open_window


@pytest.fixture
def hook():
    server = Webhook()
    yield server
    server.close()


@pytest.fixture
def silent():
    """A webhook that accepts the connection and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}{SECRET}"
    listener.close()


def status_text(window) -> str:
    return window.share_actions.status.label.text()


def test_copy_standings_image_by_its_key_pastes_as_an_image(window, qtbot):
    QGuiApplication.clipboard().clear()
    key = QKeySequence(COPY_KEY)[0]
    qtbot.keyClick(window, key.key(), key.keyboardModifiers())
    image = QGuiApplication.clipboard().image()
    assert not image.isNull()
    assert image.width() == 1080 and image.height() <= 2700
    assert QGuiApplication.clipboard().mimeData().hasImage()
    assert "copied" in window.statusBar().currentMessage()


def test_save_image_writes_the_chosen_card(window, tmp_path, monkeypatch):
    target = tmp_path / "tonight"
    monkeypatch.setattr(
        "leaguemgr.ui.share.share_actions.ask_card_file",
        lambda *args, **kwargs: (str(target), "night-card"),
    )
    assert window.share_actions.save_card_image() == tmp_path / "tonight.png"
    assert QImage(str(tmp_path / "tonight.png")).width() == 1080


def test_publish_now_reaches_the_webhook_and_says_when(window, qtbot, hook):
    settings.remember_share_choice(hook.url, "", "dark", False)
    started = time.monotonic()
    window.share_actions.publish_now.trigger()
    assert time.monotonic() - started < 3  # only the drawing is done before it returns
    qtbot.waitUntil(lambda: status_text(window).startswith("Published season"), timeout=10_000)
    assert "to 127.0.0.1: standings-card.png, night-card.png at " in status_text(window)
    assert "secret" not in status_text(window)
    [(_path, form)] = hook.posts
    assert json.loads(form["payload_json"][1])["content"].startswith(
        "Azwine Group Poker Tour (sample), season 2026, after 11 events: Tess Morgan leads"
    )
    assert QImage.fromData(form["files[0]"][1], "PNG").width() == 1080
    assert not window.share_actions.status.retry.isVisible()
    assert "Tess Morgan leads" in window.share_actions.status.label.toolTip()
    # The address is a secret: kept in the user's settings, never in the league.
    assert settings.share_choice()[0] == hook.url
    league_files = [window.context.service.path, Path(f"{window.context.service.path}-wal")]
    for path in league_files:
        if path.exists():
            assert b"very-secret-token" not in path.read_bytes()


def test_a_webhook_address_that_is_not_one_is_refused_in_the_dialog(qtbot):
    dialog = ShareDialog(ShareChoice())
    qtbot.addWidget(dialog)
    dialog.webhook.setText("discord webhook")
    dialog.accept()
    assert dialog.result() != ShareDialog.DialogCode.Accepted
    assert dialog.problem.text() == "The webhook address must be an http:// or https:// URL"


def test_a_silent_webhook_never_freezes_the_window_and_is_a_line_with_retry(
    window, qtbot, silent, hook
):
    settings.remember_share_choice(silent, "", "light", False)
    actions = window.share_actions
    actions.timeout = 0.5
    started = time.monotonic()
    assert actions.publish()
    assert time.monotonic() - started < 3
    assert status_text(window).startswith("Publishing season")
    # The window keeps answering meanwhile: a screen change is shown at once.
    window.show_screen("players")
    assert window.tabs.currentWidget() is window.screens["players"]
    qtbot.waitUntil(lambda: status_text(window).startswith("Not published"), timeout=10_000)
    assert status_text(window) == (
        "Not published: the webhook at 127.0.0.1 did not answer within 0.5 s"
    )
    assert actions.status.retry.isVisible()
    assert QApplication.activeModalWidget() is None  # a line, never a dialog
    # The chat is back: Retry sends it.
    settings.remember_share_choice(hook.url, "", "light", False)
    qtbot.mouseClick(actions.status.retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: status_text(window).startswith("Published"), timeout=10_000)
    assert len(hook.posts) == 1


def test_the_app_gives_a_webhook_ten_seconds(window):
    assert window.share_actions.timeout == 10


def test_publish_when_a_night_closes(qtbot, tmp_path: Path, hook, monkeypatch):
    settings.remember_share_choice(hook.url, "", "light", False)
    db = make_night_league(tmp_path / "az.sqlite", tmp_path)
    window = open_window(qtbot, db)
    actions = window.share_actions
    assert not actions.publish_on_close.isChecked()  # off until chosen
    actions.publish_on_close.trigger()
    assert settings.share_choice()[3] is True
    nights = NightService(window.context.service, random.Random(3))
    context = window.context
    context.announce(nights.start("2026", 12))
    for player in ("p01", "p02"):
        context.announce(nights.arrive("2026", 12, player))
    context.announce(nights.draw("2026", 12))
    context.announce(nights.bust("2026", 12, ["p02"], by=["p01"]))
    assert hook.posts == []  # a night's actions publish nothing
    # The director closes it on the Night screen (and says yes to the question).
    view = window.show_screen("night")
    view.refresh()
    assert view.data is not None and view.data.number == 12
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes
    )
    monkeypatch.setattr(night_actions, "wide_question", lambda *args: True)
    view.actions.close_night()
    qtbot.waitUntil(lambda: len(hook.posts) == 1, timeout=10_000)
    message = json.loads(hook.posts[0][1]["payload_json"][1])["content"]
    assert "Event 12 won by" in message


def test_save_images_file_name_follows_the_card_chosen(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QLineEdit

    from leaguemgr.ui.share.card_file_dialog import CardFileDialog

    dialog = CardFileDialog(None, "2026")
    qtbot.addWidget(dialog)
    dialog.show()
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name.text() == "2026 standings.png"
    types = dialog.findChild(QComboBox, "fileTypeCombo")
    types.setFocus()
    qtbot.keyClick(types, Qt.Key.Key_Down)  # the night card
    assert name.text() == "2026 night card.png" and dialog.card() == "night-card"
    name.setText("for the chat.png")  # a name of the director's own stays
    qtbot.keyClick(types, Qt.Key.Key_Up)
    assert name.text() == "for the chat.png" and dialog.card() == "standings-card"

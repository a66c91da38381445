"""A main window on a copy of the sample league, and helpers to read it like a user does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.main_window import MainWindow

SAMPLE_LEAGUE = Path(__file__).resolve().parents[2] / "resources" / "sample.league.json"


@pytest.fixture(autouse=True)
def _fresh_settings(tmp_path_factory) -> None:
    """Each test starts with no recent files or window layout.

    Qt reads the settings folder once per process, so the XDG variables set for each test
    do not reach QSettings; pointing it at a new folder does.
    """
    folder = str(tmp_path_factory.mktemp("qsettings"))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, folder)


@pytest.fixture(scope="session")
def sample_db(tmp_path_factory) -> Path:
    """The sample league imported once; each test works on its own copy."""
    path = tmp_path_factory.mktemp("sample") / "sample.sqlite"
    service = LeagueService.open(path)
    service.import_league_file(SAMPLE_LEAGUE)
    service.close()
    return path


@pytest.fixture
def league_db(sample_db: Path, tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite"
    source = LeagueService.open(sample_db)
    try:
        source.backup_to(path)
    finally:
        source.close()
    return path


@pytest.fixture
def discard_unsaved_changes(monkeypatch) -> None:
    """Answer "Discard" to every question: one nobody answers would hang the test."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def context(tmp_path: Path, az_league_file: Path):
    """A screen's context on a fresh copy of the AZ example league."""
    service = LeagueService.open(tmp_path / "l.sqlite")
    service.import_league_file(az_league_file)
    yield LeagueContext(service)
    service.close()


@pytest.fixture
def window(qtbot, league_db: Path) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    main.load_service(LeagueService.open(league_db))
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    # Settled, as the organizer finds it a moment after it opens: the rest of the league
    # read and the other screens imported and built (after the first paint), so that a test
    # timing the window's answers does not time that start-up work too.
    qtbot.waitUntil(lambda: len(main.screens.built()) == len(main.screens), timeout=60_000)
    return main


def column_texts(model: QAbstractItemModel, column: int) -> list[str]:
    """The texts of one column, top to bottom, as shown."""
    return [str(model.index(row, column).data()) for row in range(model.rowCount())]


def row_texts(model: QAbstractItemModel, row: int) -> list[str]:
    return [str(model.index(row, column).data()) for column in range(model.columnCount())]


def when_dialog_opens(qtbot, handle: Callable[[QDialog], None]) -> list[QDialog]:
    """Run ``handle`` on the next modal dialog as soon as it is shown (its exec() blocks)."""
    seen: list[QDialog] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            seen.append(dialog)
            handle(dialog)
        else:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


def answered_dialog(qtbot, answer) -> tuple[list[QDialog], list[BaseException]]:
    """Run ``answer(qtbot, dialog)`` on the next modal dialog; a failure closes the dialog
    instead of hanging the test, and is handed back to be raised once exec() returns."""
    failures: list[BaseException] = []

    def handle(dialog) -> None:
        try:
            answer(qtbot, dialog)
        except BaseException as exc:  # reported by the test once exec() returns
            failures.append(exc)
        if dialog.isVisible():
            dialog.reject()

    return when_dialog_opens(qtbot, handle), failures


def find_child(parent: QWidget, kind: type, name: str | None = None):
    for child in parent.findChildren(kind):
        if name is None or child.objectName() == name:
            return child
    raise LookupError(f"no {kind.__name__} in {parent}")


# Dialogs about faults ---------------------------------------------------------------------------


@pytest.fixture
def faults_shown(monkeypatch) -> list:
    """Every FaultDialog shown (closed at once with OK, as if read and dismissed)."""
    from leaguemgr.ui.files.fault_dialog import FaultDialog

    shown: list[FaultDialog] = []
    monkeypatch.setattr(FaultDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    return shown


@pytest.fixture
def informed(monkeypatch) -> list[str]:
    """The texts of every information box (each answered with OK)."""
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "information",
        staticmethod(lambda _parent, _title, text, *a, **k: shown.append(text)),
    )
    return shown


class ScriptedRecovery:
    """Answers the recovery dialog from ``answers`` (a ``Way``, or a function of the dialog
    that returns one), in order; ``shown`` keeps each dialog with what it said."""

    def __init__(self) -> None:
        self.answers: list = []
        self.shown: list = []

    def ask(self, dialog):
        from types import SimpleNamespace

        from PySide6.QtWidgets import QLabel

        # What it said, kept as text: the dialog itself is deleted once answered.
        self.shown.append(
            SimpleNamespace(
                text="\n".join(label.text() for label in dialog.findChildren(QLabel)),
                backups=[dialog.backups.item(i).text() for i in range(dialog.backups.count())],
                give_up=dialog.give_up_button.text(),
                can_restore=dialog.restore_button.isEnabled(),
            )
        )
        answer = self.answers.pop(0) if self.answers else None
        if answer is None:
            raise AssertionError("the recovery dialog was shown once more than expected")
        return answer(dialog) if callable(answer) else answer


@pytest.fixture
def recovery(monkeypatch) -> ScriptedRecovery:
    from leaguemgr.ui.files.recovery_dialog import RecoveryDialog

    script = ScriptedRecovery()
    monkeypatch.setattr(RecoveryDialog, "ask", lambda dialog: script.ask(dialog))
    return script


class MoneyMovesAnswers(list):
    """Each money-moves dialog shown (its rows); answered with Enter, its default button
    (never moving paid money), unless a test sets ``answer``."""

    answer = None


@pytest.fixture(autouse=True)
def money_moves(monkeypatch, qtbot) -> MoneyMovesAnswers:
    """Every screen test answers like an organizer pressing Enter: paid money stays paid
    (tests that look at what was asked take this fixture by name)."""
    from PySide6.QtCore import Qt

    from leaguemgr.ui.money_moves_dialog import MoneyMovesDialog

    shown = MoneyMovesAnswers()

    def answer(dialog: MoneyMovesDialog) -> int:
        shown.append(dialog.rows())
        if shown.answer is None:
            dialog.show()
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
        else:
            dialog._decide(shown.answer)
        return dialog.result()

    monkeypatch.setattr(MoneyMovesDialog, "exec", answer)
    return shown

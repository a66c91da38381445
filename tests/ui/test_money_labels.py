"""A euro league's app names its money "€" wherever a dollar league's says "$" (#43): every
screen, the event editor, the new season wizard, the payment dialog and League settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTextEdit,
    QWidget,
    QWizard,
)

from leaguemgr.domain.records import LedgerKind
from leaguemgr.services.change_parts import Part
from leaguemgr.services.league_change import Change
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.money.ledger_dialog import LedgerLineDialog
from leaguemgr.ui.money_labels import currency_label, follow_currency, with_money
from leaguemgr.ui.season.new_season_wizard import NewSeasonWizard
from tests.conftest import SHARED_EXAMPLES


def _header_texts(model: QAbstractItemModel) -> list[str]:
    texts = []
    root = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for section in range(columns):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if value:
                texts.append(str(value))
    for row in range(min(model.rowCount(root), 60)):
        for column in range(columns):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.index(row, column).data(role)
                if isinstance(value, str) and value:
                    texts.append(value)
    return texts


def shown_texts(root: QWidget) -> list[str]:
    """Every text the organizer can read under ``root``, hidden widgets too (they show when
    a choice changes): labels, buttons, titles, tooltips, placeholders, combo items, spin box
    prefixes and suffixes, tabs, and the tables' headers and cells."""
    texts: list[str] = []
    for widget in (root, *root.findChildren(QWidget)):
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QTextEdit | QPlainTextEdit):
            texts += [widget.toPlainText(), widget.placeholderText()]
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            texts += [widget.prefix(), widget.suffix()]
        if isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QWizard):
            texts += [widget.page(i).subTitle() for i in widget.pageIds()]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts += _header_texts(widget.model())
    return [text for text in texts if text]


def dollars(texts: list[str]) -> list[str]:
    return [text for text in texts if "$" in text]


@pytest.fixture(scope="module")
def euro_league(tmp_path_factory) -> Path:
    """The AZ example league, its money in euros."""
    data = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text())
    data["league"]["currency"] = "EUR"
    folder = tmp_path_factory.mktemp("euro")
    source = folder / "az-eur.league.json"
    source.write_text(json.dumps(data))
    path = folder / "euro.sqlite"
    service = LeagueService.open(path)
    service.import_league_file(source)
    service.close()
    return path


@pytest.fixture
def euro_window(qtbot, euro_league: Path, tmp_path: Path) -> MainWindow:
    path = tmp_path / "league.sqlite"
    source = LeagueService.open(euro_league)
    source.backup_to(path)
    source.close()
    main = MainWindow()
    qtbot.addWidget(main)
    main.load_service(LeagueService.open(path))
    main.show()
    qtbot.waitExposed(main)
    return main


def test_the_symbol_of_a_currency():
    assert [currency_label(c) for c in ("USD", "EUR", "GBP", "CHF")] == ["$", "€", "£", "CHF"]
    assert with_money("Buy-in ({money})", "EUR") == "Buy-in (€)"


def test_a_euro_league_shows_no_dollar_anywhere(euro_window, qtbot):
    window = euro_window
    euros: list[str] = []
    for key in window.screens:
        screen = window.show_screen(key)
        QApplication.processEvents()
        texts = shown_texts(screen)
        assert not dollars(texts), (key, dollars(texts))
        euros += [text for text in texts if "€" in text]
    # Where a dollar league says "$", this one says "€": the labels and the amounts.
    for label in ("&Buy-in (€)", "Bounty per head (€)", "Dues per player (€)", "€5", "€ per entry"):
        assert any(label in text for text in euros), label
    # A set-aside added now names the league's money too.
    season_setup = window.screens["season"]
    table = season_setup.set_asides.table
    season_setup.set_asides.add_row()
    assert table.cellWidget(table.rowCount() - 1, 1).itemText(3) == "€ per event"
    season_setup.revert()

    # The event editor on a played night: its fields and the entries' headers.
    events = window.show_screen("events")
    events.editor.open_event(window.context.season, 1)
    QApplication.processEvents()
    texts = shown_texts(events.editor)
    assert not dollars(texts), dollars(texts)
    assert "Buy-in €" in texts and "Bounty €" in texts and "Exact €" in texts

    # Recording a payment, from the Money screen.
    money = window.show_screen("money")
    dialog = LedgerLineDialog(LedgerKind.PAYMENT, [], lambda *_: None, parent=money)
    assert not dollars(shown_texts(dialog))
    dialog.deleteLater()

    # League settings.
    settings = window.show_league_settings()
    assert settings is not None
    assert not dollars(shown_texts(settings))
    settings.close()


def test_the_new_season_wizard_says_euros(euro_window):
    service = euro_window.context.service
    seasons = [(name, service.season(name).rules) for name in service.season_names()]
    wizard = NewSeasonWizard(service.season_names(), seasons, "2027", currency="EUR")
    for page in wizard.pageIds()[1:]:  # each step as it opens, with its sample night
        wizard.page(page).initializePage()
    texts = shown_texts(wizard)
    assert not dollars(texts), dollars(texts)
    assert any('"€40 + €10 KO" is a €50 buy-in' in text for text in texts)
    assert any(text.startswith("gross €") for text in texts)  # the sample night
    wizard.deleteLater()


def test_labels_follow_a_new_currency(euro_window):
    """The same screens, the league's money changed to pounds: every label says "£"."""
    window = euro_window
    for key in window.screens:
        window.show_screen(key)
    season_setup = window.screens["season"]
    follow_currency(season_setup, "GBP")
    texts = shown_texts(season_setup)
    assert "&Buy-in (£)" in texts and "£5" in texts
    assert not [text for text in texts if "€" in text and "(€)" in text]
    window.context.announce(Change.of(Part.LEAGUE))  # the league's own money: still euros
    assert "&Buy-in (€)" in shown_texts(season_setup)


def test_another_league_opened_names_its_own_money(euro_window, tmp_path):
    window = euro_window
    dollars_league = tmp_path / "usd.sqlite"
    service = LeagueService.open(dollars_league)
    service.import_league_file(SHARED_EXAMPLES / "az-2026.league.json")
    window.load_service(service)
    texts = shown_texts(window.show_screen("season"))
    assert "&Buy-in ($)" in texts and "$5" in texts
    assert not [text for text in texts if "€" in text]

"""The Players screen as the organizer uses it: add, rename, undo, merge, deactivate."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from leaguemgr.domain.records import Player
from leaguemgr.ui.players.player_detail import EventColumn
from leaguemgr.ui.players.players_table_model import PlayerColumn
from tests.ui.conftest import column_texts, when_dialog_opens


def _names(screen) -> list[str]:
    return column_texts(screen.proxy, PlayerColumn.NAME)


def _select(screen, name: str) -> None:
    assert name in _names(screen)
    player = next(p for p in screen._context.service.league.players if p.name == name)
    assert screen.select_player(player.id)


def test_add_a_player_with_the_keyboard(window, qtbot):
    number = list(window.screens).index("players") + 1
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier)
    screen = window.screens["players"]
    assert window.tabs.currentWidget() is screen
    assert screen.table.hasFocus()  # so Ctrl+N means "new player" straight away
    new_id = window.context.service.next_player_id()

    def type_name(dialog) -> None:
        qtbot.keyClicks(dialog.name, "Wes Carter")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    dialogs = when_dialog_opens(qtbot, type_name)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert dialogs, "Ctrl+N did not open the Add player dialog"
    assert "Wes Carter" in _names(screen)
    added = next(p for p in window.context.service.league.players if p.name == "Wes Carter")
    assert added.id == new_id
    assert not added.sub
    assert screen.detail.title.text() == "Wes Carter"
    assert screen.selected_player().name == "Wes Carter"


def test_rename_inline_and_undo(window, qtbot):
    screen = window.show_screen("players")
    _select(screen, "Bob Martinez")
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_F2)
    editor = screen.table.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "Robert Martinez")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The editor hands its text to the model on the next turn of the event loop.
    qtbot.waitUntil(lambda: "Robert Martinez" in _names(screen))
    assert "Bob Martinez" not in _names(screen)
    assert screen.detail.title.text() == "Robert Martinez"
    standings = window.screens["standings"]
    assert "Robert Martinez" in column_texts(standings.proxy, 1)

    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Bob Martinez" in _names(screen)
    assert "Robert Martinez" not in _names(screen)
    assert "Bob Martinez" in column_texts(standings.proxy, 1)
    assert window.undo_action.isEnabled() is False
    window.redo_action.trigger()
    assert "Robert Martinez" in _names(screen)


def test_an_empty_name_is_refused(window, qtbot):
    screen = window.show_screen("players")
    _select(screen, "Bob Martinez")
    index = screen.table.currentIndex()
    assert not screen.proxy.setData(index.siblingAtColumn(PlayerColumn.NAME), "  ")
    assert "Bob Martinez" in _names(screen)


def test_the_player_page_shows_the_season(window):
    screen = window.show_screen("players")
    _select(screen, "Tess Morgan")
    detail = screen.detail
    assert detail.title.text() == "Tess Morgan"
    assert detail.subtitle.text().startswith("Season 2026: rank 1, 33.15 points, 8 events played")
    assert detail.figures["Season prize"].text() == "$153.00"
    assert detail.figures["Bounties won"].text() == "$30.00 (2)"
    prizes = column_texts(detail.events_model, EventColumn.PRIZE)
    assert [p for p in prizes if p] == ["$39.00", "$76.00", "$166.00", "$188.00"]
    assert detail.figures["Prizes"].text() == "$469.00"


def test_merge_moves_the_history_to_the_kept_player(window, qtbot):
    service = window.context.service
    # A duplicate of Ann was entered for one event under another name (a typing slip).
    duplicate = Player("p22", "Ann Lee (dup)")
    service.add_player(duplicate)
    event = next(
        e for e in service.season("2026").events if any(x.player == "p00" for x in e.entries)
    )
    moved = event.name  # "Event 4": the page lists events by name

    def swap(pid: str) -> str:
        return "p22" if pid == "p00" else pid

    entries = tuple(
        dataclasses.replace(e, player=swap(e.player), busted_by=tuple(map(swap, e.busted_by)))
        for e in event.entries
    )
    dealers = tuple(dataclasses.replace(d, player=swap(d.player)) for d in event.dealers)
    changed = dataclasses.replace(event, entries=entries, dealers=dealers)
    window.context.announce(service.save_event("2026", changed))

    screen = window.show_screen("players")
    _select(screen, "Ann Lee")
    events = column_texts(screen.detail.events_model, EventColumn.EVENT)
    assert moved not in events
    played_before = len(events)

    def choose_duplicate(dialog) -> None:
        dialog.duplicate.setCurrentIndex(dialog.duplicate.findText("Ann Lee (dup) (p22)"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    dialogs = when_dialog_opens(qtbot, choose_duplicate)
    screen.merge_action.trigger()
    assert dialogs
    assert "Ann Lee (dup)" not in _names(screen)
    assert screen.detail.title.text() == "Ann Lee"
    events = column_texts(screen.detail.events_model, EventColumn.EVENT)
    assert events[0] == moved
    assert len(events) == played_before + 1

    window.undo_action.trigger()
    assert "Ann Lee (dup)" in _names(screen)
    _select(screen, "Ann Lee")
    assert moved not in column_texts(screen.detail.events_model, EventColumn.EVENT)


def test_deactivate_hides_with_the_filter_and_can_be_undone(window, qtbot):
    screen = window.show_screen("players")
    _select(screen, "Kim Walsh")
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    row = _names(screen).index("Kim Walsh")
    assert screen.proxy.index(row, PlayerColumn.ACTIVE).data() == "Inactive"
    assert screen.active_action.text() == "&Reactivate"
    screen.show_inactive.setChecked(False)
    assert "Kim Walsh" not in _names(screen)
    window.undo_action.trigger()
    assert "Kim Walsh" in _names(screen)


def test_sub_flag_is_a_checkbox(window):
    screen = window.show_screen("players")
    _select(screen, "Ann Lee")
    index = screen.table.currentIndex().siblingAtColumn(PlayerColumn.SUB)
    assert screen.proxy.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    row = _names(screen).index("Ann Lee")
    assert screen.proxy.index(row, PlayerColumn.SUB).data() == "Sub"
    assert window.context.service.players_by_id()["p00"].sub


def test_guest_flag_is_a_checkbox_and_undoes(window):
    """SPEC 8: a guest plays and is paid but has no line in the league table."""
    screen = window.show_screen("players")
    _select(screen, "Ann Lee")
    index = screen.table.currentIndex().siblingAtColumn(PlayerColumn.GUEST)
    assert screen.proxy.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    row = _names(screen).index("Ann Lee")
    assert screen.proxy.index(row, PlayerColumn.GUEST).data() == "Guest"
    assert window.context.service.players_by_id()["p00"].guest
    assert window.undo_action.text().replace("&", "") == "Undo Make Ann Lee a guest"
    window.undo_action.trigger()
    assert not window.context.service.players_by_id()["p00"].guest


def test_the_add_player_dialog_adds_a_guest(qtbot):
    from leaguemgr.ui.players.player_dialogs import AddPlayerDialog

    dialog = AddPlayerDialog("p99", set())
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name, "Walk In")
    dialog.guest.setChecked(True)
    player = dialog.player()
    assert (player.name, player.guest, player.sub) == ("Walk In", True, False)


def test_search_focuses_with_ctrl_f_and_filters(window, qtbot):
    screen = window.show_screen("players")
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert screen.search.hasFocus()
    qtbot.keyClicks(screen.search, "ch")
    assert _names(screen) == ["Ivy Chen"] or set(_names(screen)) >= {"Ivy Chen"}
    assert all(
        "ch" in n.lower() or "ch" in i
        for n, i in zip(_names(screen), column_texts(screen.proxy, PlayerColumn.ID), strict=True)
    )


def test_a_merge_the_rules_refuse_is_explained(window, qtbot, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text))
    )
    screen = window.show_screen("players")
    _select(screen, "Ann Lee")

    def choose_bob(dialog) -> None:
        dialog.duplicate.setCurrentIndex(dialog.duplicate.findText("Bob Martinez (p01)"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    when_dialog_opens(qtbot, choose_bob)
    screen.merge_action.trigger()
    assert len(shown) == 1
    assert shown[0].startswith("Nothing was changed.")
    assert "both have an entry in" in shown[0]
    assert "Bob Martinez" in _names(screen)
    assert not window.undo_action.isEnabled()


def _merge_dialog_seen(window, qtbot, selected: str, act) -> dict:
    """Opens Merge duplicate… on ``selected`` and reads the dialog as it opens."""
    screen = window.show_screen("players")
    _select(screen, selected)
    seen: dict = {}

    def read(dialog) -> None:
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.update(
            title=dialog.windowTitle(),
            kept=dialog.kept.text(),
            duplicate=dialog.duplicate.currentText(),
            first=dialog.duplicate.itemText(0),
            merge_enabled=ok.isEnabled(),
            explanation=dialog.explanation.text(),
        )
        act(dialog)

    dialogs = when_dialog_opens(qtbot, read)
    screen.merge_action.trigger()
    assert dialogs
    return seen


def _with_namesake(window) -> str:
    """Tess Morgan's namesake, as a TD3 import names a second one: no entries, made last."""
    service = window.context.service
    window.context.announce(service.add_player(Player("p22", "Tess Morgan (2)")))
    return next(p.id for p in service.league.players if p.name == "Tess Morgan")


def test_merge_duplicate_proposes_the_namesake_not_the_first_of_the_list(window, qtbot):
    tess = _with_namesake(window)
    ok = QDialogButtonBox.StandardButton.Ok
    seen = _merge_dialog_seen(
        window, qtbot, "Tess Morgan", lambda dialog: dialog.buttons.button(ok).click()
    )
    assert seen["kept"] == f"Tess Morgan ({tess})"
    assert seen["duplicate"] == "Tess Morgan (2) (p22)" != seen["first"]
    assert seen["merge_enabled"]
    screen = window.screens["players"]
    assert "Tess Morgan (2)" not in _names(screen)
    assert screen.detail.title.text() == "Tess Morgan"
    assert screen.detail.subtitle.text().startswith("Season 2026: rank 1, 33.15 points, 8 events")


def test_merge_duplicate_on_the_duplicate_keeps_its_namesake_and_swap_turns_it_round(window, qtbot):
    tess = _with_namesake(window)
    swapped: dict = {}

    def swap(dialog) -> None:
        dialog.swap.click()
        swapped.update(kept=dialog.kept.text(), duplicate=dialog.duplicate.currentText())
        dialog.reject()

    seen = _merge_dialog_seen(window, qtbot, "Tess Morgan (2)", swap)
    # The selected player has fewer entries and was made later: it is the one merged away.
    assert seen["title"] == "Merge a duplicate into Tess Morgan"
    assert (seen["kept"], seen["duplicate"]) == (f"Tess Morgan ({tess})", "Tess Morgan (2) (p22)")
    assert swapped == {"kept": "Tess Morgan (2) (p22)", "duplicate": f"Tess Morgan ({tess})"}
    assert "Tess Morgan (2)" in _names(window.screens["players"])  # cancelled: nothing merged


def test_merge_duplicate_without_a_namesake_proposes_nobody(window, qtbot):
    seen = _merge_dialog_seen(window, qtbot, "Bob Martinez", lambda dialog: dialog.reject())
    assert seen["duplicate"] == "" and not seen["merge_enabled"]
    assert seen["explanation"] == "Choose the player to merge away."

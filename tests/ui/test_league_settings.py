"""File ▸ League Settings… (SPEC 10): the league's time zone picked from a searchable list of
IANA zones, saved as one edit (Ctrl+Z takes it back), with the currency shown; a new league
is made with the computer's own zone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.time_zones import computer_time_zone, time_zones
from leaguemgr.ui.files.league_formats_fields import NOT_SET
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_going_list import rsvp_db
from tests.ui.test_night_screen import open_window, press


def _visible(dialog) -> list[str]:
    zones = dialog.zones
    return [zones.item(r).text() for r in range(zones.count()) if not zones.item(r).isHidden()]


def _stored_zone(db: Path) -> str | None:
    reader = LeagueService.open(db)
    try:
        return reader.league.time_zone
    finally:
        reader.close()


def test_find_a_zone_save_it_and_undo(qtbot, tmp_path: Path) -> None:
    db = rsvp_db(tmp_path)
    window = open_window(qtbot, db)
    window.file_actions.update()
    dialog = window.show_league_settings()
    assert dialog.isVisible() and dialog.windowTitle() == "League settings"
    assert dialog.currency.currentData() == window.context.service.league.currency
    assert dialog.zone_now.text() == "America/Phoenix"
    assert dialog.zones.currentItem().text() == "America/Phoenix (UTC−07:00)"
    qtbot.keyClicks(dialog.search, "tokyo")
    assert _visible(dialog) == ["Asia/Tokyo (UTC+09:00)"]
    assert dialog.chosen() == "Asia/Tokyo"
    dialog.save_button.click()
    assert not dialog.isVisible()
    assert window.context.service.league.time_zone == "Asia/Tokyo"
    assert _stored_zone(db) == "Asia/Tokyo"
    assert window.context.undo_stack.undoText() == "Set the league's time zone to Asia/Tokyo"
    press(qtbot, "Ctrl+Z")
    assert _stored_zone(db) == "America/Phoenix"


def test_a_search_with_spaces_finds_the_zone_and_a_cancel_changes_nothing(
    qtbot, tmp_path: Path
) -> None:
    db = rsvp_db(tmp_path)
    window = open_window(qtbot, db)
    dialog = window.show_league_settings()
    qtbot.keyClicks(dialog.search, "new york")
    assert _visible(dialog)[0].startswith("America/New_York (UTC−0")
    dialog.reject()
    assert _stored_zone(db) == "America/Phoenix"
    assert not window.context.undo_stack.canUndo()


def test_a_new_league_is_made_with_the_computer_s_zone_and_locale(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("TZ", "Europe/Lisbon")
    monkeypatch.setenv("LC_ALL", "pt_PT.UTF-8")
    target = tmp_path / "friday.sqlite"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )

    def name_it(dialog) -> None:
        qtbot.keyClicks(dialog.name, "Friday Poker")
        dialog.accept()

    when_dialog_opens(qtbot, name_it)
    window.file_actions.new.trigger()
    league = window.context.service.league
    assert (league.time_zone, league.locale, league.language) == ("Europe/Lisbon", "pt_PT", "pt")
    dialog = window.show_league_settings()
    assert dialog.zone_now.text() == "Europe/Lisbon"
    assert dialog.locale_choice.currentText() == "português (Portugal) — pt_PT"
    dialog.reject()


def _stored_formats(db: Path) -> tuple[str, str | None, str | None]:
    reader = LeagueService.open(db)
    try:
        return reader.currency(), reader.locale(), reader.language()
    finally:
        reader.close()


def test_currency_locale_and_language_are_saved_as_one_edit_and_undone(
    qtbot, tmp_path: Path
) -> None:
    db = rsvp_db(tmp_path)
    window = open_window(qtbot, db)
    dialog = window.show_league_settings()
    assert dialog.currency.currentText() == "USD — US Dollar"
    assert dialog.locale_choice.currentText() == NOT_SET
    assert dialog.language.currentText() == "English"
    assert dialog.sample.text() == "$1,234.50 · 2026-01-31"
    dialog.currency.setCurrentIndex(dialog.currency.findText("EUR — Euro"))
    dialog.locale_choice.setCurrentIndex(
        dialog.locale_choice.findText("Deutsch (Deutschland) — de_DE")
    )
    dialog.language.setCurrentIndex(dialog.language.findText("Deutsch"))
    assert dialog.sample.text() == "1.234,50\xa0€ · 31.01.2026"
    assert [dialog.language.itemText(i) for i in range(dialog.language.count())] == [
        "English", "Deutsch", "Français", "Español", "Nederlands"
    ]  # fmt: skip
    dialog.save_button.click()
    assert _stored_formats(db) == ("EUR", "de_DE", "de")
    assert window.context.undo_stack.undoText() == (
        "Set the league's money and formats to EUR, de_DE, de"
    )
    press(qtbot, "Ctrl+Z")
    assert _stored_formats(db) == ("USD", None, None)


def test_a_typed_currency_or_locale_is_taken_and_a_wrong_one_named(qtbot, tmp_path) -> None:
    db = rsvp_db(tmp_path)
    window = open_window(qtbot, db)
    dialog = window.show_league_settings()
    dialog.currency.setEditText("chf")
    dialog.locale_choice.setEditText("de_CH")
    assert dialog.sample.text() == "CHF\xa01'234.50 · 31.01.2026"
    dialog.locale_choice.setEditText("xx_YY")
    assert dialog.problem.text() == "'xx_YY' is not a locale (e.g. de_DE)"
    assert not dialog.save_button.isEnabled()
    dialog.locale_choice.setEditText("fr_CH")
    dialog.save_button.click()
    assert _stored_formats(db) == ("CHF", "fr_CH", None)


def test_the_computer_s_zone_from_tz_or_etc_localtime(tmp_path: Path) -> None:
    assert computer_time_zone("Asia/Tokyo") == "Asia/Tokyo"
    assert computer_time_zone(":Europe/Paris") == "Europe/Paris"
    zoneinfo = tmp_path / "usr/share/zoneinfo/America"
    zoneinfo.mkdir(parents=True)
    (zoneinfo / "Denver").write_bytes(b"")
    link = tmp_path / "localtime"
    link.symlink_to(zoneinfo / "Denver")
    missing = tmp_path / "no-timezone"
    assert computer_time_zone("", link, missing) == "America/Denver"
    assert computer_time_zone("Not/AZone", tmp_path / "none", missing) is None
    named = tmp_path / "timezone"
    named.write_text("Africa/Nairobi\n")
    assert computer_time_zone("", tmp_path / "none", named) == "Africa/Nairobi"
    assert "UTC" in time_zones() and "America/Phoenix" in time_zones()
    assert not any(z.startswith(("posix/", "right/")) for z in time_zones())

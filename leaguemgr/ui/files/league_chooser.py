"""How the organizer gets a league open: a file they pick, a new league, or a way out of one
that cannot be opened.

:func:`open_or_recover` is the one way a league file is opened, at start (the last league,
the default one, or ``leaguemgr PATH``) and from File ▸ Open: when the file cannot be opened
the :class:`~leaguemgr.ui.files.recovery_dialog.RecoveryDialog` says why and offers the league's
backups, another league or a new one, until the organizer has a league or gives up.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from leaguemgr.domain.records import League
from leaguemgr.services.backup_service import backups_of
from leaguemgr.services.computer_locale import computer_language, computer_locale
from leaguemgr.services.league_service import LeagueService, create_league_file
from leaguemgr.services.time_zones import computer_time_zone
from leaguemgr.ui import settings
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.league_opening import OPEN_ERRORS, default_league_path, open_existing
from leaguemgr.ui.i18n import translate

DB_FILTER = QT_TRANSLATE_NOOP("LeagueChooser", "League databases (*.sqlite *.db);;All files (*)")
QUIT = QT_TRANSLATE_NOOP("LeagueChooser", "&Quit")
KEEP_CURRENT = QT_TRANSLATE_NOOP("LeagueChooser", "&Keep the current league")
NO_LEAGUE = QT_TRANSLATE_NOOP("LeagueChooser", "&Close")


def choose_league_file(parent: QWidget | None, folder: Path | None = None) -> Path | None:
    """Ask for an existing league database; ``None`` if the organizer cancels."""
    start = folder or default_league_path().parent
    path_text, _ = QFileDialog.getOpenFileName(
        parent,
        translate("LeagueChooser", "Open league database"),
        str(start),
        translate("LeagueChooser", DB_FILTER),
    )
    return Path(path_text) if path_text else None


def create_new_league(parent: QWidget | None, folder: Path | None = None) -> LeagueService | None:
    """Ask for a new file and the league's name, create it and open it; ``None`` if the
    organizer cancels or it cannot be made (the dialog said why)."""
    start = folder or default_league_path().parent
    path_text, _ = QFileDialog.getSaveFileName(
        parent,
        translate("LeagueChooser", "New league database"),
        str(start),
        translate("LeagueChooser", DB_FILTER),
        options=QFileDialog.Option.DontConfirmOverwrite,
    )
    if not path_text:
        return None
    path = Path(path_text)
    if not path.suffix:
        path = path.with_suffix(".sqlite")
    if path.exists():
        QMessageBox.warning(
            parent,
            translate("LeagueChooser", "New league"),
            translate(
                "LeagueChooser",
                "{file} already exists. Choose another name, or use File ▸ Open… to open it.",
            ).format(file=path),
        )
        return None
    from leaguemgr.ui.files.new_league_dialog import NewLeagueDialog

    dialog = NewLeagueDialog(path.name, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # The computer's own zone, kept with the league: deadlines judged on a server in
        # another zone stay the organizer's (SPEC 10; File ▸ League settings changes it);
        # so with its locale and language: amounts and dates as the organizer writes them.
        system = QLocale.system().name()
        league = League(
            name=dialog.league_name(),
            currency=dialog.currency_code(),
            time_zone=computer_time_zone(),
            locale=computer_locale(system),
            language=computer_language(system),
        )
        create_league_file(path, league)
        return open_existing(path)
    except OPEN_ERRORS as exc:
        show_error(parent, translate("LeagueChooser", "New league"), exc)
        return None


def open_or_recover(
    parent: QWidget | None, path: Path, give_up: str = KEEP_CURRENT
) -> LeagueService | None:
    """Open ``path``, or whatever the organizer chooses when it cannot be opened; ``None``
    if they give up (``give_up`` labels that choice)."""
    try:
        return open_existing(path)
    except OPEN_ERRORS as exc:
        return recover(parent, path, exc, give_up)


def recover(
    parent: QWidget | None, path: Path, error: BaseException, give_up: str = KEEP_CURRENT
) -> LeagueService | None:
    """``path`` could not be opened (``error``): ask what to do until a league is open or the
    organizer gives up. A league that cannot be opened is dropped from the recent files."""
    # Only a league that cannot be opened needs these: a good start never imports them.
    from leaguemgr.ui.files.recovery_dialog import RecoveryDialog, Way
    from leaguemgr.ui.files.restoring import put_back

    while True:
        settings.forget_file(path)
        dialog = RecoveryDialog(path, error, backups_of(path), give_up, parent)
        way = dialog.ask()
        backup = dialog.chosen_backup()
        dialog.deleteLater()
        if way is Way.GIVE_UP:
            return None
        if way is Way.NEW_LEAGUE:
            service = create_new_league(parent, path.parent)
            if service is not None:
                return service
            continue  # cancelled: back to the ways out
        if way is Way.RESTORE:
            if backup is None or not put_back(parent, backup.path, path):
                continue
            target = path
        else:
            target = choose_league_file(parent, path.parent)
            if target is None:
                continue
        try:
            return open_existing(target)
        except OPEN_ERRORS as exc:
            path, error = target, exc  # that one cannot be opened either: its own ways out

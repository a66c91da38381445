"""The preview of an import from TD3: the events, the new players, what is left out.

Nothing is written until the organizer presses Import. Players that TD3 knows by an id the
league has never seen, but whose name a league player has, are listed with a choice (the
merge prompt): the same people (their TD3 history joins theirs) or new players.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.td3_import import Td3Import
from leaguemgr.ui.i18n import translate

EVENT_COLUMNS = (
    QT_TRANSLATE_NOOP("Td3Import", "Date"),
    QT_TRANSLATE_NOOP("Td3Import", "Event"),
    QT_TRANSLATE_NOOP("Td3Import", "Season"),
    QT_TRANSLATE_NOOP("Td3Import", "Entries"),
    QT_TRANSLATE_NOOP("Td3Import", "File"),
)


class Td3ImportDialog(QDialog):
    """Shows a planned :class:`Td3Import`; ``same_people`` says how name matches go."""

    def __init__(self, planned: Td3Import, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Td3Import", "Import from TD3"))
        self.resize(760, 520)
        plan = planned.plan
        layout = QVBoxLayout(self)
        self.heading = QLabel(planned.summary()[0])
        layout.addWidget(self.heading)

        self.events = QTableWidget(len(plan.events), len(EVENT_COLUMNS))
        self.events.setHorizontalHeaderLabels([translate("Td3Import", c) for c in EVENT_COLUMNS])
        self.events.verticalHeader().setVisible(False)
        self.events.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, event in enumerate(plan.events):
            cells = (
                event.date or "",
                event.name,
                event.season,
                str(len(event.entries)),
                event.source,
            )
            for column, text in enumerate(cells):
                self.events.setItem(row, column, QTableWidgetItem(text))
        self.events.resizeColumnsToContents()
        self.events.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.events, 3)

        layout.addWidget(
            QLabel(
                translate("Td3Import", "New players ({count}):").format(count=len(plan.new_players))
            )
        )
        self.new_players = QListWidget()
        self.new_players.addItems([match.name for match in plan.new_players])
        layout.addWidget(self.new_players, 1)

        matches = plan.matching.name_matches
        self.same_people = QCheckBox(
            translate(
                "Td3Import", "These TD3 players are the league's players of the same name: {names}"
            ).format(names=", ".join(match.name for match in matches))
        )
        self.same_people.setChecked(True)
        self.same_people.setVisible(bool(matches))
        layout.addWidget(self.same_people)

        notes = planned.summary()[1:]
        self.notes = QListWidget()
        self.notes.setWordWrap(True)
        self.notes.addItems(notes)
        self.notes.setVisible(bool(notes))
        notes_label = QLabel(translate("Td3Import", "Notes (files left out, names, money):"))
        notes_label.setVisible(bool(notes))
        layout.addWidget(notes_label)
        layout.addWidget(self.notes, 1)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.import_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(translate("Td3Import", "Import"))
        self.import_button.setEnabled(planned.changes_anything)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

"""Turning a league database back into one an older leaguemgr wrote, to test upgrades.

Each step takes out what one migration added, newest first; a test that needs an older file
asks for the revision and gets exactly the schema that version had (its data kept).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

# What each migration added, undone by the statements beside it.
_UNDO = {
    # On a file, make_older drops the triggers first (PostgreSQL has none, and words
    # DROP TRIGGER differently).
    "0016": ["ALTER TABLE league DROP COLUMN language", "ALTER TABLE league DROP COLUMN locale"],
    "0015": ["DROP TABLE night_director", "ALTER TABLE night_action DROP COLUMN director"],
    "0014": [
        "ALTER TABLE league DROP COLUMN form_key",
        "ALTER TABLE rsvp DROP COLUMN recorded_by",
        "ALTER TABLE event DROP COLUMN place",
        "ALTER TABLE event DROP COLUMN time",
    ],
    "0013": [
        "ALTER TABLE event DROP COLUMN closed_at_line",
        "ALTER TABLE season DROP COLUMN completed_at_line",
        "ALTER TABLE season DROP COLUMN completed_on",
        "ALTER TABLE season DROP COLUMN complete",
        "ALTER TABLE event DROP COLUMN cash_out",
        "ALTER TABLE season_rules DROP COLUMN cash_out",
    ],
    "0012": ["DROP TABLE stored_report", "DROP TABLE data_revision"],
    "0011": [
        "DROP TABLE player_link",
        "DROP TABLE rsvp",
        "ALTER TABLE event DROP COLUMN rsvp_by",
        "ALTER TABLE event DROP COLUMN seats",
        "ALTER TABLE league DROP COLUMN public_url",
        "ALTER TABLE league DROP COLUMN time_zone",
    ],
    "0010": [
        "ALTER TABLE entry DROP COLUMN bounties_won",
        "ALTER TABLE event DROP COLUMN knockout",
        "ALTER TABLE season_rules DROP COLUMN knockout",
    ],
    "0009": [
        f"ALTER TABLE {table} DROP COLUMN {column}"
        for table, column in (
            ("player", "guest"),
            ("season", "starting_points"),
            ("season_rules", "events_planned"),
            ("season_rules", "rebuy_or_addon"),
            ("season_rules", "tie_break"),
            ("event", "points_factor"),
            ("event", "others"),
        )
    ],
    "0008": ["DROP TABLE ledger_line", "ALTER TABLE season_rules DROP COLUMN dues"],
    "0007": ["ALTER TABLE event DROP COLUMN added"],
    "0006": [
        f"ALTER TABLE {table} DROP COLUMN {column}"
        for table, column in (
            ("season_rules", "night"),
            ("season_rules", "structure"),
            ("event", "structure"),
            ("league", "structure"),
        )
    ],
    "0005": [
        "DROP TABLE night_action",
        "ALTER TABLE event DROP COLUMN state",
        "ALTER TABLE event DROP COLUMN frozen_rules",
    ],
    "0004": [
        f"ALTER TABLE {table} DROP COLUMN {column}"
        for table, column in (
            ("player", "td3_id"),
            ("entry", "prize"),
            ("entry", "points"),
            ("entry", "points_adjustment"),
            ("entry", "knockout_adjustment"),
            ("event", "source"),
            ("event", "payouts_recorded"),
            ("season_rules", "best_results"),
        )
    ],
    "0003": ["DROP TABLE league_change"],
    "0002": ["DROP INDEX ix_entry_free_entry"],
}


def make_older(path: Path, revision: str) -> None:
    """Make the league at ``path`` what revision ``revision`` of the schema was."""
    connection = sqlite3.connect(path)
    try:
        if revision < "0012":
            triggers = connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'trigger'"
                " AND name LIKE 'data_revision_%'"
            ).fetchall()
            for (name,) in triggers:
                connection.execute(f"DROP TRIGGER {name}")
        for undone in sorted(_UNDO, reverse=True):
            if undone <= revision:
                break
            for statement in _UNDO[undone]:
                connection.execute(statement)
        connection.execute("UPDATE alembic_version SET version_num = ?", (revision,))
        connection.commit()
    finally:
        connection.close()

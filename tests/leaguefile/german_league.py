"""A German euro league (SPEC 12): locale de_DE, language de, one night on 31 January 2026
whose pool is 1.234,50 €, all of it won by the first player."""

from __future__ import annotations

from typing import Any


def german_document(**league: str) -> dict[str, Any]:
    """The league file; ``league`` keys replace the league object's (``locale="fr_FR"``)."""
    header = {"name": "Skatrunde", "currency": "EUR", "locale": "de_DE", "language": "de"}
    return {
        "format": "leaguemgr-league",
        "version": 1,
        "league": {**header, **league},
        "players": [{"id": f"p{i:02d}", "name": f"Spieler {i:02d}"} for i in range(1, 11)],
        "seasons": [
            {
                "name": "2026",
                "rules": {
                    "buyin": "123.45",
                    "payout_table": [{"min": 2, "max": 40, "percents": ["100"]}],
                    "points": {"formula": "prize * 10"},
                },
                "events": [
                    {
                        "number": 1,
                        "date": "2026-01-31",
                        "entries": [{"player": f"p{i:02d}", "finish": i} for i in range(1, 11)],
                        "payouts": [{"player": "p01", "amount": "1234.50"}],
                    }
                ],
            }
        ],
    }

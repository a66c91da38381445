"""Sheets shaped like the ones leagues publish (issue 39), written as their organizers keep
them: Windows-1252 with € amounts, spaces after the commas, a blank line and a totals row,
CamelCase and underscored headers, no places, a rebuy column of money; a UK club's season
grid headed by dates, day first."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.records import League, Player, PointsRule, Season, SeasonRules
from leaguemgr.services.td3_import import WHOLE_FIELD

IRELAND_HEADER = "Game_Number, PlayerNo, BuyIn, Rebuy, CashOut, ROI, PlayerName"
# Three nights of a timed game at €30, rebuys €20, played to a cash-out. Night 1 paid €5
# more than it took in (215 of 210), night 2 €60 less (80 of 140, and Liam's rebuy of
# €30 is one €20 rebuy and €10 left out), night 3 what it took in (120).
IRELAND_ROWS = [
    "1, 3, €30.00, €20.00, €95.00, 217%, Seán Ó Briain",
    "1, 7, €30.00, €0.00, €60.00, 100%, Aoife Kelly",
    "1, 2, €30.00, €0.00, €60.00, 100%, Liam Murphy",
    "1, 9, €30.00, €0.00, €0.00, -100%, Ciarán Walsh",
    "1, 5, €30.00, €40.00, €0.00, -100%, Niamh Byrne",
    "",
    "2, 7, €30.00, €0.00, €50.00, 67%, Aoife Kelly",
    "2, 3, €30.00, €0.00, €30.00, 0%, Seán Ó Briain",
    "2, 2, €30.00, €30.00, €0.00, -100%, Liam Murphy",
    "2, 5, €30.00, €0.00, €0.00, -100%, Niamh Byrne",
    "",
    "3, 5, €30.00, €0.00, €70.00, 133%, Niamh Byrne",
    "3, 9, €30.00, €0.00, €50.00, 67%, Ciarán Walsh",
    "3, 3, €30.00, €0.00, €0.00, -100%, Seán Ó Briain",
    "3, 7, €30.00, €0.00, €0.00, -100%, Aoife Kelly",
    ", , €360.00, €90.00, €415.00, , Total",
]
IRELAND_PLAYERS = ("Seán Ó Briain", "Aoife Kelly", "Liam Murphy", "Ciarán Walsh", "Niamh Byrne")
# Points = cash-out x 50: the leaderboard the league publishes.
IRELAND_STANDINGS = [
    (1, "Seán Ó Briain", 6250.0, 3),
    (2, "Aoife Kelly", 5500.0, 3),
    (3, "Niamh Byrne", 3500.0, 3),
    (4, "Liam Murphy", 3000.0, 2),
    (5, "Ciarán Walsh", 2500.0, 2),
]


def ireland_csv(folder: Path, header: str = IRELAND_HEADER, name: str = "results.csv") -> Path:
    """The league's results as it publishes them: Windows-1252, CRLF, € amounts."""
    path = folder / name
    path.write_bytes("\r\n".join([header, *IRELAND_ROWS, ""]).encode("cp1252"))
    return path


def ireland_rules() -> SeasonRules:
    return SeasonRules(
        buyin=Decimal(30),
        rebuy_cost=Decimal(20),
        payout_table=(WHOLE_FIELD,),
        points=PointsRule(preset=None, formula="prize * 50"),
    )


def ireland_league() -> League:
    """The league as the newcomer set it up: its players typed in, a season of its rules."""
    players = tuple(Player(id=f"p{i:02d}", name=name) for i, name in enumerate(IRELAND_PLAYERS, 1))
    season = Season(name="2026", rules=ireland_rules())
    return League(name="Thursday Game", currency="EUR", players=players, seasons=(season,))


def newcomer_league() -> League:
    """The league as the issue's newcomer had it: one player spelled otherwise than the
    sheet does (a merge to confirm), one not typed in yet (new), the rest as written."""
    league = ireland_league()
    players = [replace(p, name="Sean O Briain") if p.id == "p01" else p for p in league.players]
    return replace(league, players=tuple(p for p in players if p.name != "Ciarán Walsh"))


# A UK club's season grid: Player, then a night per column headed by its date, day first.
UK_DATES = [
    "22/10/2025", "29/10/2025", "5/11/2025", "12/11/2025", "19/11/2025", "26/11/2025",
    "3/12/2025", "10/12/2025", "17/12/2025", "7/1/2026", "14/1/2026", "21/1/2026",
    "28/1/2026", "4/2/2026", "11/2/2026",
]  # fmt: skip
UK_POINTS = {
    "Alfie Green": [10, 7, 5, 10, 7, 5, 10, 7, 5, 10, 7, 5, 10, 7, 5],
    "Priya Shah": [7, 10, 7, 5, 10, 7, 5, 10, 7, 5, 10, 7, 5, 10, 7],
    "Tom Hughes": [5, 5, 10, 7, 5, 10, 7, 5, 10, 7, 5, 10, 7, 5, 10],
}


def uk_grid(folder: Path, dates: list[str] = UK_DATES) -> Path:
    lines = [",".join(["Player", *dates])]
    lines += [",".join([name, *map(str, points)]) for name, points in UK_POINTS.items()]
    path = folder / "Club Season 2025-26.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path

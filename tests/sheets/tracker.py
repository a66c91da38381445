"""A league's Excel tracker as a real league keeps it (issue 30, item 10)."""

from __future__ import annotations

import datetime
from decimal import Decimal
from pathlib import Path

import openpyxl

# Event 1's results: place, player, points, payout, knockouts.
EVENT_1 = [
    (1, "Dana Whitfield", 290, 530, 3),
    (2, "Marcus Bell", 190, 320, 2),
    (3, "Priya Nair", 150, 190, 1),
    (4, "Tom Okafor", 120, 80, 2),
    (5, "Lena Fischer", 100, None, 0),
    (6, "Ray Costa", 85, None, 1),
    (7, "Jo Park", 70, None, 0),
    (8, "Sam Reyes", 60, None, 0),
]
SKIPPED = ("Events", "Supplies", "Pools_Ledger", "Players", "Series_BuyIns", "Financial_Summary")


def league_tracker(folder: Path, name: str = "Poker League Tracker 2025.xlsx") -> Path:
    workbook = openpyxl.Workbook()
    events = workbook.active
    events.title = "Events"
    events.append(["Event #", "Date", "Location", "Buy-In", "Entrants", "Prize Pool", "Status"])
    schedule = ["2025-09-05", "2025-09-19", "2025-10-03", "2025-10-17", "2025-10-31"]
    for number, day in enumerate(schedule, 1):
        played = number == 1
        events.append(
            [
                number,
                day,
                "Marcus's garage",
                60,
                32 if played else None,
                1920 if played else None,
                "Played" if played else "Scheduled",
            ]
        )
    supplies = workbook.create_sheet("Supplies")
    supplies.append(["Item", "Qty", "Unit Cost", "Total", "Purchased"])
    supplies.append(["Clay chips (500)", 1, 89.99, 89.99, datetime.date(2025, 8, 30)])
    supplies.append(["Playing cards", 12, 3.5, 42, datetime.date(2025, 8, 30)])
    supplies.append(["Dealer button", 1, 8, 8, datetime.date(2025, 9, 1)])
    ledger = workbook.create_sheet("Pools_Ledger")
    ledger.append(["Date", "Event", "Description", "Main Pool", "Series Fund", "Balance"])
    ledger.append([datetime.date(2025, 9, 5), 1, "Event 1 buy-ins", 1280, 640, 640])
    ledger.append([datetime.date(2025, 9, 5), 1, "Event 1 payouts", -1280, 0, 640])
    standings = workbook.create_sheet("Event_1_Standings")
    standings.append(["Event 1 — September 5, 2025"])
    standings.append(["Place", "Player", "Points", "Payout", "KOs"])
    for row in EVENT_1:
        standings.append(list(row))
    players = workbook.create_sheet("Players")
    players.append(["Player", "Email", "Phone", "Joined"])
    for _, player, *_ in EVENT_1:
        players.append([player, f"{player.split()[0].lower()}@example.com", "555-0100", 2024])
    series = workbook.create_sheet("Series_BuyIns")
    series.append(["Player", "Series Event", "Buy-In", "Paid", "Date"])
    series.append(["Dana Whitfield", "Main Event", 250, 250, datetime.date(2025, 9, 5)])
    series.append(["Marcus Bell", "Main Event", 250, 100, datetime.date(2025, 9, 5)])
    summary = workbook.create_sheet("Financial_Summary")
    summary.append(["Category", "Amount"])
    summary.append(["Total buy-ins", 1920])
    summary.append(["Paid out", 1120])
    summary.append(["Series fund", 640])
    summary.append(["Supplies", -139.99])
    path = folder / name
    workbook.save(path)
    return path


def paid() -> dict[str, Decimal]:
    return {player: Decimal(money) for _, player, _, money, _ in EVENT_1 if money is not None}

"""Spreadsheets as organizers write them, built in the tests (no binary fixtures).

``organizer_grid`` and ``organizer_results`` were written as a league's organizer keeps a
season, not tuned to the detection: a title row, a blank column, an unnamed rank column
with ties repeated, a totals column and a totals row, cells typed as "41 pts", extra sheets
(a schedule, a player list, a ledger, a summary), money as "$280".
"""

from __future__ import annotations

import csv
import datetime
import zipfile
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

import openpyxl

# The grid: name, then the points of 10 nights (None: not there that night).
GRID_PLAYERS: list[tuple[str, list[float | None]]] = [
    ("Lori H.", [41, 30, None, 22, 41, 15, 30, None, 41, 22]),
    ("José Álvarez", [30, 41, 22, None, 30, 41, 15, 22, None, 30]),
    ("Bert K", [22, None, 41, 30, 15, 30, 41, 30, 22, None]),
    ("Mo", [15, 22, 30, 41, None, 22, None, 41, 30, 41]),
    ("Sigge", [None, 15, 15, 15, 22, None, 22, 15, 15, 15]),
    ("Sigge X", [0, 10, 10, 10, 10, 10, None, 10, 10, 10]),
    ("Ann-Marie O'Neil", [10, 0, None, None, 0, 0, 10, 0, None, 0]),
]
GRID_NIGHTS = [
    "Week 1",
    "Week 2",
    "Week 3",
    "Week 4",
    datetime.datetime(2024, 2, 2),
    datetime.datetime(2024, 2, 9),
    "Wk 7",
    "Wk 8",
    "Round 9",
    "Event 10",
]


def grid_totals() -> dict[str, float]:
    return {name: float(sum(p or 0 for p in points)) for name, points in GRID_PLAYERS}


def grid_ranks() -> dict[str, int]:
    """Ranks as the organizer typed them: ties repeated (1, 2, 2, 4)."""
    totals = grid_totals()
    ordered = sorted(totals.values(), reverse=True)
    return {name: ordered.index(total) + 1 for name, total in totals.items()}


def organizer_grid(folder: Path, name: str = "Thursday League 2024.xlsx") -> Path:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Standings"
    sheet.append(["THURSDAY NIGHT POKER — 2024 SEASON"])
    sheet.append(["Updated after week 10"])
    sheet.append([])
    sheet.append([None, "Player", None, *GRID_NIGHTS, "Total", "Avg"])
    ranks = grid_ranks()
    totals = grid_totals()
    ordered = sorted(GRID_PLAYERS, key=lambda item: ranks[item[0]])
    for number, (player, points) in enumerate(ordered):
        cells: list[object] = []
        for index, value in enumerate(points):
            if value is None:
                cells.append(None)
            elif (index + number) % 5 == 0:
                cells.append(f"{value:g} pts")  # typed in by hand
            elif (index + number) % 7 == 0:
                cells.append(f"{value:g} points")
            else:
                cells.append(value)
        played = sum(p is not None for p in points)
        sheet.append([ranks[player], player, None, *cells, totals[player], totals[player] / played])
    sheet.append([])
    sheet.append(
        [None, "Totals", None, *[sum(p[i] or 0 for _, p in GRID_PLAYERS) for i in range(10)]]
    )
    schedule = workbook.create_sheet("Schedule")
    schedule.append(["Date", "Host", "Address"])
    schedule.append([datetime.date(2024, 1, 4), "Mo", "12 Elm St"])
    players = workbook.create_sheet("Players")
    players.append(["Name", "Phone", "Email"])
    players.append(["Lori H.", "555-0101", "lori@example.com"])
    ledger = workbook.create_sheet("Bank")
    ledger.append(["Date", "What", "Amount"])
    ledger.append([datetime.date(2024, 1, 4), "Chips", -80])
    path = folder / name
    workbook.save(path)
    return path


# The results workbook: one sheet per night; rows (place, name, KOs, winnings, points).
RESULTS_NIGHTS: list[tuple[str, str, list[tuple[int, str, int, str | None, float]]]] = [
    (
        "Jan 5",
        "2024-01-05",
        [
            (1, "Lori H", 2, "$280", 100),
            (2, "Jose Alvarez", 1, "$120", 80),
            (3, "Bert K", 3, None, 64),
            (4, "Mo", 0, None, 52),
            (5, "Sigge", 0, None, 40),
        ],
    ),
    (
        "Jan 12",
        "2024-01-12",
        [
            (1, "Bert K", 1, "$300", 100),
            (2, "Mo", 2, "$100", 80),
            (3, "lori h.", 1, None, 64),
            (4, "Åsa B", 0, None, 52),
        ],
    ),
    (
        "Jan 19",
        "2024-01-19",
        [
            (1, "Mo", 3, "$250.00", 100),
            (2, "Lori H", 0, "$150", 80),
            (2, "Sigge", 1, "$0", 80),  # a chop: two second places
            (4, "José Álvarez", 0, None, 52),
            (5, "Bert K", 1, None, 40),
        ],
    ),
]


def results_totals() -> dict[str, tuple[float, Decimal, int]]:
    """Points, winnings and knockouts of each player over the nights (names as first met)."""
    from leaguemgr.td3.matching import loose_name_key

    totals: dict[str, tuple[float, Decimal, int]] = {}
    first: dict[str, str] = {}
    for _, _, rows in RESULTS_NIGHTS:
        for _, name, kos, money, points in rows:
            key = first.setdefault(loose_name_key(name), name)
            before = totals.get(key, (0.0, Decimal(0), 0))
            won = Decimal(money.replace("$", "")) if money else Decimal(0)
            totals[key] = (before[0] + points, before[1] + won, before[2] + kos)
    return totals


def organizer_results(folder: Path, name: str = "Poker Nights.xlsx") -> Path:
    workbook = openpyxl.Workbook()
    summary = workbook.active
    summary.title = "Season Standings"
    summary.append(["Rank", "Player", "Points", "Winnings"])
    summary.append([1, "Mo", 232, 350])
    for title, day, rows in RESULTS_NIGHTS:
        sheet = workbook.create_sheet(title)
        sheet.append([f"Poker night {day}"])
        sheet.append(["Pos", "Name", "KOs", "Winnings", "Pts"])
        for row in rows:
            sheet.append(list(row))
        sheet.append([])
        sheet.append([None, "Total", sum(r[2] for r in rows)])
    players = workbook.create_sheet("Players")
    players.append(["Name", "Joined"])
    players.append(["Mo", 2019])
    path = folder / name
    workbook.save(path)
    return path


def write_csv(
    path: Path, rows: list[list[object]], delimiter: str = ",", encoding: str = "utf-8"
) -> Path:
    with path.open("w", newline="", encoding=encoding) as handle:
        csv.writer(handle, delimiter=delimiter).writerows(rows)
    return path


def results_csv(path: Path) -> Path:
    """One row per player per night, with the night's date in a column; semicolons, a BOM."""
    rows: list[list[object]] = [
        ["Date", "Finish", "Player", "Points", "Payout", "Hits", "Rebuys", "Buy-in"]
    ]
    rows += [
        ["2024-03-01", 1, "Ann", "30", "$200", 2, 1, "$20"],
        ["2024-03-01", 2, "Bo", "20", "$60", 1, 0, "$20"],
        ["2024-03-01", 3, "Cy", "10", "", 0, 2, "$20"],
        ["2024-03-08", 1, "Bo", "30", "$180", 0, 0, "$20"],
        ["", 2, "Cy", "20", "$60", 3, 0, "$20"],  # the date left blank under the first row
        ["", 3, "Ann", "10", "", 0, 0, "$20"],
    ]
    return write_csv(path, rows, ";", "utf-8-sig")


def home_game_grid(folder: Path) -> Path:
    """Another organizer's grid: "Pos." and "Name", month-day nights, "-" and "DNP" for a
    night missed, a blank column, "TOTAL PTS" and a count of games."""
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "2023"
    sheet.append(["2023 Home Game Series"])
    sheet.append(["Points: 1st=10, 2nd=7, 3rd=5, 4th=3, others 1"])
    sheet.append([])
    sheet.append(
        ["Pos.", "Name", "Jan 7", "Jan 21", "Feb 4", "Feb 18", "Mar 4", None, "TOTAL PTS", "Games"]
    )
    rows = [
        ("Dave R.", [10, 7, "-", 10, 5]),
        ("Kim", [7, 10, 10, "DNP", 3]),
        ("Raúl", [5, 1, 7, 7, 10]),
        ("Pete", [1, 3, 5, 5, 7]),
        ("Tina", ["-", 5, 3, 3, 1]),
    ]
    for position, (name, nights) in enumerate(rows, 1):
        scores = [n for n in nights if isinstance(n, int)]
        sheet.append([position, name, *nights, None, sum(scores), len(scores)])
    workbook.create_sheet("Payouts").append(["Date", "1st", "2nd"])
    path = folder / "Home game league 2023.xlsx"
    workbook.save(path)
    return path


def tuesday_csv(folder: Path) -> Path:
    """Another organizer's results: US dates, "1st", "$45.00", Bounties, Re-buys."""
    rows: list[list[object]] = [
        ["Date", "Player", "Finish", "Points", "Winnings", "Bounties", "Re-buys"],
        ["1/4/2022", "Kim", "1st", 20, "$45.00", 2, 0],
        ["1/4/2022", "Dave R", "2nd", 14, "$15.00", 1, 1],
        ["1/4/2022", "Raul", "3rd", 10, "", 0, 0],
        ["1/11/2022", "raul", "1st", 20, "$60.00", 3, 2],
        ["1/11/2022", "Kim", "2nd", 14, "$20.00", 0, 0],
        ["1/11/2022", "Tina", "3rd", 10, "", 1, 0],
        [],
    ]
    return write_csv(folder / "Tuesday Poker 2022.csv", rows)


def write_ods(path: Path, sheets: dict[str, list[list[object]]]) -> Path:
    """A LibreOffice spreadsheet (.ods) written by hand: a zip of content.xml and a manifest."""
    tables = []
    for name, rows in sheets.items():
        xml_rows = []
        for row in rows:
            cells = []
            for value in row:
                if value is None:
                    cells.append("<table:table-cell/>")
                elif isinstance(value, (int, float)):
                    cells.append(
                        f'<table:table-cell office:value-type="float" office:value="{value}">'
                        f"<text:p>{value}</text:p></table:table-cell>"
                    )
                else:
                    cells.append(
                        '<table:table-cell office:value-type="string">'
                        f"<text:p>{escape(str(value))}</text:p></table:table-cell>"
                    )
            xml_rows.append(f"<table:table-row>{''.join(cells)}</table:table-row>")
        tables.append(f'<table:table table:name="{escape(name)}">{"".join(xml_rows)}</table:table>')
    office = "urn:oasis:names:tc:opendocument:xmlns"
    content = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<office:document-content xmlns:office="{office}:office:1.0" '
        f'xmlns:table="{office}:table:1.0" xmlns:text="{office}:text:1.0" office:version="1.2">'
        f"<office:body><office:spreadsheet>{''.join(tables)}</office:spreadsheet></office:body>"
        "</office:document-content>"
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<manifest:manifest xmlns:manifest="{office}:manifest:1.0" manifest:version="1.2">'
        '<manifest:file-entry manifest:full-path="/" '
        'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        "</manifest:manifest>"
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("META-INF/manifest.xml", manifest)
        archive.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
    return path

"""The season's exports speak the league's language (SPEC 12): in the pseudo-language every
word of the standings page, the workbook's cells and sheet names, the CSV's header and the
PDF went through the translation layer, or is the league's own data."""

from __future__ import annotations

import io
import subprocess

import pytest
from openpyxl import load_workbook

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import CHAMPIONSHIP_WORDS, capitalized, season_label, season_title
from leaguemgr.exporters.csv_export import csv_text
from leaguemgr.exporters.pdf import pdf_bytes, standings_document
from leaguemgr.exporters.season_tables import SHEET_NAMES, payouts_table, standings_table
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.exporters.xlsx import season_workbook
from leaguemgr.language.texts import set_user_language, user_language
from leaguemgr.services.season_progress import (
    PROVISIONAL_PRIZE,
    championship_race_texts,
    season_progress,
)
from tests.exporters.support import load_example, needs_tool
from tests.language.pseudo_checks import stray_words
from tests.language.test_pseudo_web import visible_text

# The sheets whose tables are this area's (the ledger's and the money's are the printed area's).
OWN_SHEETS = [name for name in SHEET_NAMES if name not in ("Funds and ledger", "Money")]


def league_data(league: League, report: SeasonReport) -> list[str]:
    """The league's own words (names of the league, players, season, funds, events), and the
    texts other areas word, each with its own pseudo-language test: the championship's
    words and reasons and the season's season title (rules), the race and the progress
    (services), the printed standings' own lines (printed)."""
    season = league.season(report.season)
    data = [league.name, *(p.name for p in league.players), season.name]
    data += [fund for fund, _amount in report.funds]
    data += [e.name for e in season.events if e.name]
    data += [season_title(season.name), season_label(season.name), PROVISIONAL_PRIZE]
    data += [capitalized(word) for word in CHAMPIONSHIP_WORDS]
    progress = season_progress(league, report).after_text()
    data += [progress, *championship_race_texts(league, report).values()]
    champ = report.championship
    if champ is not None:
        data += [row.reason for row in champ.eligibility if row.reason]
        data += [m.reason for m in champ.makeups_no_longer_offered]
        data += [f"{progress} (last on", "players in the field, pool", "Championship:"]
    return [*data, "Standings, season"]


@pytest.fixture(scope="module")
def outputs():
    """The AZ season's exports, made in the pseudo-language (a league with no language of
    its own speaks the user's), and what they may hold untranslated."""
    league, report = load_example("az-2026")
    kept = user_language()
    set_user_language("pseudo")
    try:
        made = {
            "page": visible_text(standings_page(league, report)),
            "book": season_workbook(league, report),
            "csv": csv_text(standings_table(league, report)),
            "payouts csv": csv_text(payouts_table(league, report)),
            "pdf": pdf_bytes(standings_document(league, report)),
            "sheet names": [name for name in SHEET_NAMES],
        }
    finally:
        set_user_language(kept)
    made["data"] = league_data(league, report)
    return made


def test_the_standings_page_leaves_no_word_untranslated(outputs):
    assert stray_words(outputs["page"], outputs["data"]) == []


def test_the_workbook_leaves_no_word_untranslated(outputs):
    buffer = io.BytesIO()
    outputs["book"].save(buffer)
    book = load_workbook(io.BytesIO(buffer.getvalue()))
    names = book.sheetnames
    assert len(names) == len(SHEET_NAMES)
    own = [names[SHEET_NAMES.index(name)] for name in OWN_SHEETS]
    stray = {name: stray_words(name) for name in own if stray_words(name)}
    for name in own:
        for row in book[name].iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and stray_words(cell.value, outputs["data"]):
                    stray[cell.coordinate + " " + name] = cell.value
    assert stray == {}
    # Excel's page number and count stay codes in every language.
    footer = book[own[0]].oddFooter.center.text
    assert "&P" in footer and "&N" in footer and stray_words(footer) == []


@pytest.mark.parametrize("which", ["csv", "payouts csv"])
def test_the_csv_header_leaves_no_word_untranslated(outputs, which):
    header = outputs[which].splitlines()[0]
    assert header.count(",") >= 5
    assert stray_words(header, outputs["data"]) == []


def test_the_pdf_leaves_no_word_untranslated(outputs, tmp_path):
    tool = needs_tool("pdftotext", "poppler-utils")
    path = tmp_path / "standings.pdf"
    path.write_bytes(outputs["pdf"])
    text = subprocess.run(
        [tool, "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    # A phrase wraps where the page ends a line: the data is looked for in one line.
    text = " ".join(text.split())
    assert "⟦" in text
    assert stray_words(text, outputs["data"]) == []

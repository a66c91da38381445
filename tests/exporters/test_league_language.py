"""A league's season exports speak its language, whoever makes them (SPEC 12): a French
league's CSV header, workbook sheets and PDF are in French for an English organizer."""

from __future__ import annotations

import dataclasses
import io
import subprocess

import pytest
from openpyxl import load_workbook

from leaguemgr.exporters.csv_export import write_csv
from leaguemgr.exporters.pdf import pdf_bytes, standings_document
from leaguemgr.exporters.xlsx import season_workbook
from leaguemgr.language.texts import user_language
from tests.exporters.support import load_example, needs_tool


@pytest.fixture(scope="module")
def french():
    league, report = load_example("az-2026")
    return dataclasses.replace(league, language="fr", locale="fr_FR", currency="EUR"), report


def test_the_csv_header_is_the_league_s(french, tmp_path):
    path = tmp_path / "standings.csv"
    write_csv(*french, path)
    header = path.read_text("utf-8-sig").splitlines()[0]
    assert header.startswith("Rang,Joueur,Points,Tournois,Victoires,Pénalités")
    assert user_language() == "en"  # the organizer's language is left as it was


def test_the_workbook_s_sheets_are_the_league_s(french):
    buffer = io.BytesIO()
    season_workbook(*french).save(buffer)
    book = load_workbook(io.BytesIO(buffer.getvalue()))
    assert book.sheetnames[:3] == ["Classement", "Tournois", "Paiements"]
    assert book["Classement"]["B1"].value == "Joueur"
    assert book["Classement"].oddFooter.center.text == "Page &P sur &N"


def test_the_pdf_is_the_league_s(french, tmp_path):
    tool = needs_tool("pdftotext", "poppler-utils")
    path = tmp_path / "standings.pdf"
    path.write_bytes(pdf_bytes(standings_document(*french)))
    text = subprocess.run(
        [tool, "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Classement" in text and "Joueur" in text
    assert "Page 1 sur 1" in text

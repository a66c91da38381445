"""A euro league's outputs say "€", never "$" (#43): the text report, the standings page, the
cash sheet, the cards and the workbook's money formats."""

from __future__ import annotations

import dataclasses

import pytest
from openpyxl import load_workbook

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.cards import render_card
from leaguemgr.exporters.money_exports import cash_sheet_html
from leaguemgr.exporters.report_text import report_text
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.exporters.xlsx import write_xlsx
from tests.exporters.support import load_example


@pytest.fixture(scope="module")
def euro() -> tuple[League, SeasonReport]:
    """The AZ example, its money in euros."""
    league, _ = load_example("az-2026")
    league = dataclasses.replace(league, currency="EUR")
    return league, compute_season_report(league, league.seasons[0].name)


def test_the_text_report_and_the_pages_say_euros(euro):
    league, report = euro
    for name, text in (
        ("report", report_text(league, report)),
        ("standings page", standings_page(league, report)),
        ("cash sheet", cash_sheet_html(league, report, None)),
    ):
        assert "$" not in text, name
        # The text report writes bare amounts ("260.00"), as the examples' reports have it.
        assert name == "report" or "€" in text, name


@pytest.mark.parametrize("what", ["standings-card", "night-card"])
def test_the_cards_say_euros(euro, what):
    league, report = euro
    texts = render_card(league, report, what).texts
    assert not [text for text in texts if "$" in text]
    assert any("€" in text for text in texts)


def test_the_workbook_formats_amounts_in_euros(euro, tmp_path):
    league, report = euro
    path = tmp_path / "euro.xlsx"
    write_xlsx(league, report, path)
    book = load_workbook(path)
    formats = {cell.number_format for sheet in book for row in sheet.iter_rows() for cell in row}
    texts = [
        cell.value for sheet in book for row in sheet.iter_rows() for cell in row
        if isinstance(cell.value, str)
    ]  # fmt: skip
    assert '"€"#,##0.00' in formats
    assert not [f for f in formats if "$" in f]
    assert not [text for text in texts if "$" in text]

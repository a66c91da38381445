"""The table cards printed: one page per table, each player on their own table's page."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.exporters.pdf import write_document_pdf
from leaguemgr.exporters.seating_chart import SeatLine, TableSeats, table_cards_document
from tests.exporters.support import pdf_pages

CARDS = ["A♠", "K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠", "5♠"]


def _tables() -> list[TableSeats]:
    """Three full ten-seat tables: the most a card has to hold."""
    return [
        TableSeats(
            table,
            tuple(
                SeatLine(seat, f"Player T{table}S{seat}", CARDS[seat - 1]) for seat in range(1, 11)
            ),
        )
        for table in (1, 2, 3)
    ]


def test_each_table_gets_its_own_page_with_its_players(tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    document = table_cards_document("AZ — season 2026 — Table cards", "Event 12", _tables())
    write_document_pdf(document, path)
    pages = pdf_pages(path)
    assert len(pages) == 3
    for table, page in zip((1, 2, 3), pages, strict=True):
        assert f"Table {table}" in page
        for seat in range(1, 11):
            assert f"Player T{table}S{seat}" in page
        others = [t for t in (1, 2, 3) if t != table]
        assert not any(f"Player T{t}S" in page for t in others)
        assert "A♠" in page and "5♠" in page  # AZ: the card each seat drew


def test_no_cards_before_the_draw(tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    write_document_pdf(table_cards_document("AZ", "Event 12", []), path)
    assert "not been drawn" in pdf_pages(path)[0]

"""PDFs read back with pdftotext: headers, page numbers, the figures of the report."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

import pytest
from PySide6.QtGui import QTextDocument, QTextOption

from leaguemgr.domain.payouts import payouts_by_place, percents_for
from leaguemgr.domain.records import Player
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.pdf import (
    event_payout_document,
    night_sheet_document,
    standings_document,
    write_night_sheet_pdf,
    write_pdf,
)
from leaguemgr.services.atomic_write import ExportError
from tests.exporters.support import pdf_pages


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_standings_pdf_has_header_page_number_and_every_player(az, tmp_path):
    league, report = az
    path = tmp_path / "standings.pdf"
    write_pdf(league, report, path)
    pages = pdf_pages(path)
    assert len(pages) == 1
    text = squash(pages[0])
    assert "AZ league — season 2026 — Standings" in text
    assert dt.date.today().isoformat() in text
    assert "Page 1 of 1" in text
    assert "1 Tess A19 33.15 8 2 0.00 $153.00 Qualified" in text
    for player in league.players:
        assert player.name in text


def test_long_standings_break_across_pages_with_the_header_repeated(big, tmp_path):
    league, report = big
    path = tmp_path / "big.pdf"
    write_pdf(league, report, path)
    pages = pdf_pages(path)
    assert len(pages) >= 3
    for number, page in enumerate(pages, 1):
        text = squash(page)
        assert f"Page {number} of {len(pages)}" in text
        assert "Big league — season Big — Standings" in text
        assert "Rank Player Points Events Wins Penalties" in text  # header row on every page
    everything = squash(" ".join(pages))
    rows = re.findall(r"\b(\d+) Player \d{3} \d+\.\d\d", everything)
    assert [int(rank) for rank in rows] == list(range(1, 151))  # no row lost or repeated


def test_event_pdf_shows_money_payouts_and_results(fnc, tmp_path):
    league, report = fnc
    path = tmp_path / "event.pdf"
    write_pdf(league, report, path, what="event", event_number=2)
    text = squash(" ".join(pdf_pages(path)))
    assert "FNC league — season 2017-2018 — Event 2" in text
    assert "Event 2: 20 entries, 2026-02-15" in text
    assert "Gross (buy-ins, rebuys, add-ons) $1,160.00" in text
    assert "Prize pool $1,080.00" in text
    assert "1st Max A12 $520.00" in text
    assert "4th (tie) Bob A1 $60.00" in text


def test_event_pdf_defaults_to_the_last_event(az, tmp_path):
    league, report = az
    path = tmp_path / "event.pdf"
    write_pdf(league, report, path, what="event")
    text = squash(" ".join(pdf_pages(path)))
    assert "Event 11: 10 entries, 2026-11-15" in text
    assert "Bounty on Ned A13" not in text and "won by Ned A13" in text


def test_night_sheet_is_one_page_with_credits_bounty_and_payouts(az, tmp_path):
    league, report = az
    path = tmp_path / "night.pdf"
    write_night_sheet_pdf(league, report.season, report, path)
    pages = pdf_pages(path)
    assert len(pages) == 1
    text = squash(pages[0])
    assert "Night sheet: Event 12" in text
    assert "Target: Gus A6" in text  # won the last event
    assert "Bob A1, Cat A2" in text  # free entries earned by dealing
    assert "Bob A1 FREE ENTRY 5,000" in text
    assert "Gus A6 BOUNTY 5,000" in text
    assert "On time" in text and "Exact change" in text and "+500" in text
    assert "Sign-in" in text and "Starting stack 5,000; with both bonuses 6,000." in text
    plan = night_plan(league, report.season, report)
    rules = league.season(report.season).rules
    for field in plan.fields:
        amounts = payouts_by_place(field.pool, percents_for(rules.payout_table, field.entries),
                                   rules.rounding_unit)  # fmt: skip
        assert amounts == list(field.payouts)  # the rules core's payouts ...
        printed = [f"${amount:,.0f}" for amount in (field.pool, *amounts)]
        assert " ".join([str(field.entries), *printed]) in text  # ... are the ones printed


def test_night_sheet_without_chips_or_bounty(fnc, tmp_path):
    league, report = fnc
    path = tmp_path / "night.pdf"
    write_night_sheet_pdf(league, report.season, report, path)
    pages = pdf_pages(path)
    assert len(pages) == 1
    text = squash(pages[0])
    assert "Player Paid Sign-in" in text  # no chip or note columns to fill in
    assert "Bounty" not in text
    assert "21 $1,196 $525 $260 $175 $130 $106" in text


def test_night_sheet_field_sizes_follow_recent_events(az):
    league, report = az
    plan = night_plan(league, report.season, report)
    recent = [r.money.entries for r in report.events[-4:]]
    sizes = [field.entries for field in plan.fields]
    assert sizes == list(range(min(recent) - 2, max(recent) + 3))
    assert all(sum(field.payouts) == field.pool for field in plan.fields)


def test_documents_for_the_print_preview_carry_their_title(az):
    league, report = az
    document = standings_document(league, report)
    title = document.metaInformation(QTextDocument.MetaInformation.DocumentTitle)
    assert title == "AZ league — season 2026 — Standings"
    assert "Tess A19" in event_payout_document(league, report, 2).toPlainText()
    assert "Sign-in" in night_sheet_document(league, report.season, report).toPlainText()


def test_unknown_pdf_kind_and_event_are_refused(az, tmp_path):
    league, report = az
    with pytest.raises(ExportError, match="standings, event, night-sheet, not 'ledger'"):
        write_pdf(league, report, tmp_path / "x.pdf", what="ledger")
    with pytest.raises(ExportError, match="no regular event number 40"):
        write_pdf(league, report, tmp_path / "x.pdf", what="event", event_number=40)
    assert list(tmp_path.iterdir()) == []


def test_names_with_markup_print_as_written(hostile, tmp_path):
    league, report = hostile
    path = tmp_path / "h.pdf"
    write_pdf(league, report, path)
    # Long names wrap inside their cell; reading order keeps a cell's lines together.
    text = "".join(" ".join(pdf_pages(path, layout=False)).split())
    assert "<script>alert('x')</script>&Co" in text
    assert '=HYPERLINK("http://evil.example","click")' in text


def test_night_sheet_of_a_big_roster_still_fits_one_page(az, tmp_path):
    league, report = az
    extra = tuple(Player(f"x{i:02d}", f"Extra Player {i:02d}") for i in range(22))
    league = dataclasses.replace(league, players=league.players + extra)  # 42 regulars
    path = tmp_path / "night.pdf"
    write_night_sheet_pdf(league, report.season, report, path)
    pages = pdf_pages(path)
    assert len(pages) == 1
    assert "Extra Player 21" in pages[0] and "Tess A19" in pages[0]


def test_a_60_player_night_sheet_breaks_no_word_and_repeats_its_header(az, tmp_path):
    league, _ = az
    extra = tuple(Player(f"x{i:02d}", f"Extra Player {i:02d} Fitzgerald") for i in range(40))
    league = dataclasses.replace(league, players=league.players + extra)
    report = compute_season_report(league, league.seasons[0].name)
    document = night_sheet_document(league, report.season, report)
    # Qt's default would break a word that does not fit its column ("Chip" / "s").
    assert document.defaultTextOption().wrapMode() == QTextOption.WrapMode.WordWrap
    path = tmp_path / "night.pdf"
    write_night_sheet_pdf(league, report.season, report, path)
    pages = pdf_pages(path)
    assert len(pages) >= 2
    for number, page in enumerate(pages, 1):
        text = squash(page)
        assert f"Page {number} of {len(pages)}" in text
        assert "Player Note Chips On time +500 Exact change +500 Paid Sign-in" in text
    everything = squash(" ".join(pages))
    words = set(everything.split())
    assert {"Chips", "FREE", "ENTRY", "Sign-in", "Fitzgerald"} <= words
    assert not {"Chip", "ENTR", "Fitzger"} & words
    regulars = [p for p in league.players if not p.sub]
    for player in regulars:  # every row there, none cut off
        assert re.search(rf"{re.escape(player.name)} (FREE ENTRY |BOUNTY )?5,000 ☐", everything)
    assert everything.count("5,000 ☐ ☐ ☐") == len(regulars)  # and none printed twice

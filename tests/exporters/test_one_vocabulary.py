"""One vocabulary (SPEC 8): every output names a championship status with the same words."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.records import (
    ChampionshipDecisions,
    ChampionshipRules,
    Entry,
    Event,
    League,
    PayoutRange,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.words import CHAMPIONSHIP_WORDS, season_label, season_title
from leaguemgr.exporters.cards import render_card
from leaguemgr.exporters.cards.canvas import MIN_TEXT_PX
from leaguemgr.exporters.csv_export import csv_text
from leaguemgr.exporters.report_text import report_text
from leaguemgr.exporters.season_tables import standings_table
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.exporters.xlsx import season_workbook
from leaguemgr.ui.championship.championship_labels import eligibility_text

OLD_WORDS = ("In (points)", "Bubble", "Outside the field", "Ineligible", "Not eligible")
PLAYERS = tuple(Player(p, p.upper() + " Player") for p in "abcdef")


def _night(number: int, finishes: dict[str, int]) -> Event:
    entries = tuple(Entry(player, finish=finish) for player, finish in finishes.items())
    return Event(number, entries=entries)


def _league(seats: int, events: tuple[Event, ...], declined: tuple[str, ...] = ()) -> League:
    rules = SeasonRules(
        buyin=Decimal(10),
        rebuy_cost=Decimal(10),
        payout_table=(PayoutRange(1, 100, (Decimal(100),)),),
        championship=ChampionshipRules(
            seats=seats, min_events=2, makeup_fee_per_missed_event=Decimal(5)
        ),
    )
    decisions = ChampionshipDecisions(declined=declined)
    season = Season("Season 1 2013", rules, events, championship=decisions)
    return League("Riverside Thursday Night Hold'em League", players=PLAYERS, seasons=(season,))


TIE = _league(
    2,
    tuple(_night(n, {"a": 1, "b": 2, "c": 2, "d": 4, "e": 5}) for n in (1, 2)),
    declined=("d",),
)
"""a qualifies; b and c tie at the last seat; d declined; e is out."""
MAKEUP = _league(
    3,
    (_night(1, {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}), _night(2, {"a": 2, "b": 1})),
)
"""a and b qualify; c is offered the last seat by a make-up; d and e are out."""


def _outputs(league: League) -> dict[str, str]:
    """Each output's text of the season, as the organizer or a player reads it."""
    report = compute_season_report(league, "Season 1 2013")
    book = season_workbook(league, report)
    cells = [str(c) for row in book["Standings"].iter_rows(values_only=True) for c in row if c]
    card = render_card(league, report, "standings-card", today=dt.date(2013, 6, 1))
    screen = [
        eligibility_text(e, report.championship, "USD") for e in report.championship.eligibility
    ]
    return {
        "screen": "\n".join(screen),
        "csv/pdf": csv_text(standings_table(league, report)),
        "xlsx": "\n".join(cells),
        "page": re.sub(r"<[^>]+>", " ", standings_page(league, report)),
        "card": "\n".join(card.texts),
        "text": report_text(league, report),
    }


@pytest.mark.parametrize(
    ("league", "expected"),
    [
        (TIE, {"qualified", "tied at the cut", "declined", "out"}),
        (MAKEUP, {"qualified", "make-up offered", "out"}),
    ],
    ids=["tie", "makeup"],
)
def test_every_output_says_each_status_with_the_same_word(league, expected):
    for output, text in _outputs(league).items():
        lowered = text.lower()
        for word in expected - ({"qualified", "out"} if output == "card" else set()):
            assert re.search(rf"\b{re.escape(word)}\b", lowered), (output, word)
        for old in OLD_WORDS:
            assert old not in text, (output, old)


def test_a_season_named_season_is_not_titled_twice():
    outputs = _outputs(TIE)
    assert season_title("2026") == "Season 2026"
    assert season_title("Season 1 2013") == "Season 1 2013"
    for output in ("page", "card", "text"):
        assert "Season 1 2013" in outputs[output]
    for output, text in outputs.items():
        assert "season season" not in text.lower(), output
    assert season_label("2026") == "season 2026"
    assert season_label("Spring season 2013") == "Spring season 2013"


def test_the_words_are_the_five_of_the_spec():
    assert CHAMPIONSHIP_WORDS == (
        "qualified",
        "make-up offered",
        "tied at the cut",
        "declined",
        "out",
    )


def test_a_long_league_and_season_name_fit_on_the_card_uncut():
    long_name = "The Riverside Thursday Night Hold'em Poker League"
    season = "Season 1 2013 (spring, 12 nights)"
    league = League(long_name, players=PLAYERS, seasons=(replace(TIE.seasons[0], name=season),))
    report = compute_season_report(league, season)
    card = render_card(league, report, "standings-card", today=dt.date(2013, 6, 1))
    assert long_name.upper() in card.texts  # shrunk, not cut off
    assert f"{season} standings" in card.texts
    assert all(item.pixels >= MIN_TEXT_PX for item in card.drawn)

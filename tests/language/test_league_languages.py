"""A German league and a French league each print and publish in their own language with
their money (SPEC 12, #43's "done when"): the standings page, the cash sheet, the cards and
the published post say no English word and no "$", and write euros the locale's way."""

from __future__ import annotations

import dataclasses
import re

import pytest

from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.cards import render_card
from leaguemgr.exporters.money_exports import cash_sheet_html
from leaguemgr.exporters.publish import publication
from leaguemgr.exporters.standings_page import standings_page
from tests.exporters.support import load_example
from tests.language.test_pseudo_web import visible_text

# Words an English output has and a German or French one must not (whole words): French
# writes "Points", "Place", "Total" and a poker "prize pool" too.
_ENGLISH = (
    "Standings|Player|Players|Event|Balance|Payouts?|Season|Night|Cash|Paid|Rebuys?|won|"
    "leads?|after|and|the|of|played|needed"
)
ENGLISH = re.compile(rf"\b({_ENGLISH}|Points|Place|Total|Prize)\b")
FRENCH_OK = re.compile(rf"\b({_ENGLISH})\b")
LEAGUES = {
    # language, locale, the words of its standings and its cash sheet, how 1.234,50 € is written
    "de": ("de_DE", ("Rangliste", "Kassenblatt"), re.compile(r"\d,\d\d\u00a0€")),
    "fr": ("fr_FR", ("classement", "Feuille de caisse"), re.compile(r"\d,\d\d\u00a0€")),
}


@pytest.fixture(scope="module", params=sorted(LEAGUES))
def league(request):
    """The AZ example as a league of ``request.param``'s language, in euros."""
    language = request.param
    locale = LEAGUES[language][0]
    league, _ = load_example("az-2026")
    league = dataclasses.replace(league, currency="EUR", locale=locale, language=language)
    return language, league, compute_season_report(league, league.seasons[0].name)


def _english(language: str, text: str) -> list[str]:
    return (FRENCH_OK if language == "fr" else ENGLISH).findall(text)


def _speaks(language: str, text: str, what: str) -> None:
    _locale, (standings, cash_sheet), euros = LEAGUES[language]
    assert "$" not in text, what
    assert _english(language, text) == [], what
    assert euros.search(text), what
    assert (cash_sheet if what == "cash sheet" else standings).lower() in text.lower(), what


def test_the_standings_page_and_the_cash_sheet_speak_the_leagues_language(league):
    language, record, report = league
    _speaks(language, visible_text(standings_page(record, report)), "standings page")
    _speaks(language, visible_text(cash_sheet_html(record, report, None)), "cash sheet")


def test_the_cards_and_the_published_post_speak_the_leagues_language(qapp, league):
    language, record, report = league
    for what in ("standings-card", "night-card"):
        texts = "\n".join(render_card(record, report, what).texts)
        assert "$" not in texts, what
        assert _english(language, texts) == [], what
    post = publication(record, report)
    assert _english(language, post.message) == [] and "$" not in post.message
    _speaks(language, visible_text(post.page.decode()), "published page")

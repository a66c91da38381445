"""``leaguemgr report`` is the organizer's, so it speaks the user's language (``LANG``, SPEC
12), whatever the league's; its amounts are written as the league's locale writes them, and
``--format json`` says the same in every language."""

from __future__ import annotations

import json
import re

import pytest

from leaguemgr.cli import main
from leaguemgr.language.texts import set_user_language
from tests.conftest import SHARED_EXAMPLES
from tests.language.test_command_language import _leaguemgr

GERMAN, ENGLISH = "de_DE.UTF-8", "C"
# "1.234,50 €": a thousands dot, a decimal comma and the euro after a no-break space.
GERMAN_EUROS = re.compile(r"\b\d{1,3}(?:\.\d{3})*,\d{2}\u00a0€")


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[tuple[str, str], str]:
    """The AZ league in euros, written the German way and read by French players: its
    report as text and as JSON, under a German and a C ``LANG``."""
    folder = tmp_path_factory.mktemp("report-language")
    document = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text("utf-8"))
    document["league"].update(currency="EUR", locale="de_DE", language="fr")
    # Dearer nights, so that a pool passes a thousand euros.
    document["seasons"][0]["rules"].update(buyin="300", rebuy_cost="300")
    source, db = folder / "euro.league.json", folder / "euro.sqlite"
    source.write_text(json.dumps(document), "utf-8")
    try:
        assert main(["import", str(source), "--db", str(db)]) == 0
    finally:
        set_user_language("en")
    said = {}
    for lang in (GERMAN, ENGLISH):
        for form in ("text", "json"):
            done = _leaguemgr("report", "--db", str(db), "--format", form, lang=lang)
            assert done.returncode == 0, done.stderr
            said[lang, form] = done.stdout
    return said


def test_the_report_speaks_german_under_a_german_lang(reports):
    text = reports[GERMAN, "text"]
    assert "Rangliste" in text and "Punkte" in text and "Auszahlung" in text
    assert "Meisterschaft" in text
    assert not re.search(r"\b(Standings|Points|Payout|Championship|entries|pool)\b", text)


def test_the_report_speaks_english_under_lang_c(reports):
    text = reports[ENGLISH, "text"]
    assert text.startswith("AZ league: Season 2026\n\nStandings\n")
    assert "Points" in text and "Rangliste" not in text
    # The league's French is the players' language, not the organizer's.
    assert "Classement" not in text


def test_the_amounts_are_the_league_s_in_every_language(reports):
    german, english = reports[GERMAN, "text"], reports[ENGLISH, "text"]
    amounts = GERMAN_EUROS.findall(german)
    assert len(amounts) > 20
    assert any("." in amount for amount in amounts)  # a thousand or more: "1.234,50 €"
    assert GERMAN_EUROS.findall(english) == amounts
    assert "$" not in german + english


def test_the_json_report_is_the_same_in_every_language(reports):
    english = reports[ENGLISH, "json"]
    assert json.loads(english)["season"] == "2026"
    assert reports[GERMAN, "json"] == english

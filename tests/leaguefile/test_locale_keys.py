"""The league's ``locale`` and ``language`` in the league file (SPEC 12, league-file.md):
read, refused naming the key and the value when Babel does not know them, written back,
kept through a league database (import, export-json), and not written when unset."""

from __future__ import annotations

import json

import pytest

from leaguemgr.cli import main
from leaguemgr.leaguefile import LeagueFileError, league_document, read_league
from leaguemgr.services.league_service import LeagueService
from tests.leaguefile.german_league import german_document


def test_the_locale_and_language_are_read_and_written_back() -> None:
    league = read_league(german_document())
    assert (league.locale, league.language) == ("de_DE", "de")
    header = league_document(league)["league"]
    assert (header["locale"], header["language"]) == ("de_DE", "de")


def test_a_league_without_them_writes_neither() -> None:
    document = german_document()
    del document["league"]["locale"], document["league"]["language"]
    league = read_league(document)
    assert (league.locale, league.language) == (None, None)
    assert "locale" not in league_document(league)["league"]
    assert "language" not in league_document(league)["league"]


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("locale", "xx_YY", '$.league.locale: is not a locale (e.g. de_DE) (value: "xx_YY")'),
        ("locale", "de-DE", '$.league.locale: is not a locale (e.g. de_DE) (value: "de-DE")'),
        ("language", "tlh", '$.league.language: is not a language (e.g. de) (value: "tlh")'),
        ("language", "de_DE", '$.league.language: is not a language (e.g. de) (value: "de_DE")'),
    ],
)
def test_one_babel_does_not_know_is_refused_naming_the_key_and_value(key, value, message):
    with pytest.raises(LeagueFileError) as refused:
        read_league(german_document(**{key: value}))
    assert str(refused.value) == message


def test_they_survive_import_and_export_json(tmp_path) -> None:
    source, db, out = tmp_path / "in.json", tmp_path / "league.sqlite", tmp_path / "out.json"
    source.write_text(json.dumps(german_document(locale="fr_FR", language="fr")))
    assert main(["import", str(source), "--db", str(db)]) == 0
    assert main(["export-json", "-o", str(out), "--db", str(db)]) == 0
    header = json.loads(out.read_text())["league"]
    assert (header["locale"], header["language"]) == ("fr_FR", "fr")


def test_a_file_without_them_keeps_the_league_s(tmp_path) -> None:
    db = tmp_path / "league.sqlite"
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    first.write_text(json.dumps(german_document()))
    plain = german_document()
    del plain["league"]["locale"], plain["league"]["language"]
    second.write_text(json.dumps(plain))
    assert main(["import", str(first), "--db", str(db)]) == 0
    assert main(["import", str(second), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        assert (service.locale(), service.language()) == ("de_DE", "de")
    finally:
        service.close()

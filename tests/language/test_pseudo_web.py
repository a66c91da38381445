"""What the players see on the league's site speaks the league's language (SPEC 12): in the
pseudo-language every word of the standings page, a player's page, the director's page and
the TV page went through the translation layer (or is the league's own data), and a German
league's player's page is in German, its days in words the German way."""

from __future__ import annotations

import json
import re
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

import pytest

from leaguemgr.cli import main as cli_main
from leaguemgr.exporters.standings_page import standings_parts
from leaguemgr.language.pseudo import unmarked
from leaguemgr.language.texts import set_user_language, user_language
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from leaguemgr.web.tv_page import tv_page, tv_state
from tests.language.pseudo_checks import stray_words
from tests.web.rsvp_league import rsvp_document


def main(arguments: list[str]) -> int:
    """The command, which speaks LANG, and the test's language again after it."""
    kept = user_language()
    try:
        return cli_main(arguments)
    finally:
        set_user_language(kept)


class _Visible(HTMLParser):
    """The text a reader sees: text nodes (the title too), not scripts nor styles."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag, attrs) -> None:
        if tag in ("script", "style"):
            self._hidden += 1
        for name, value in attrs:
            if name in ("placeholder", "aria-label", "title") and value:
                self.parts.append(value)

    def handle_endtag(self, tag) -> None:
        if tag in ("script", "style"):
            self._hidden -= 1

    def handle_data(self, data) -> None:
        if not self._hidden and data.strip():
            self.parts.append(data)


def visible_text(page: str) -> str:
    parser = _Visible()
    parser.feed(page)
    return "\n".join(parser.parts)


def league_data(db: Path | str) -> list[str]:
    """The league's own words: its name, its players', seasons' and venues' names."""
    service = LeagueService.open(db)
    try:
        league = service.league
        data = [league.name, *(p.name for p in league.players)]
        for season in league.seasons:
            data.append(season.name)
            data += [e.place or "" for e in season.events if getattr(e, "place", None)]
            data += [e.name or "" for e in season.events if getattr(e, "name", None)]
        return data
    finally:
        service.close()


def other_areas(*texts: str) -> list[str]:
    """Texts the page shows as other parts of the program word them (the standings'
    tables of the exports, the night's log of the services): each has its own
    pseudo-language test; here they count as data. Their translated parts (the rules' words
    inside them) are left out as the check leaves them out of the page's text."""
    lines = (unmarked(line).strip() for text in texts for line in text.split("\n"))
    return [line for line in lines if line]


def served_page(db: Path, path: str) -> str:
    site = LeagueSite.open(str(db))
    server = WebServer(league_site_app(site), "127.0.0.1", 0)
    server.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}") as response:
            return response.read().decode()
    finally:
        server.stop()
        site.close()


def rsvp_db(tmp_path: Path, **league: str) -> tuple[Path, str]:
    """The RSVP league (``league``: its keys replaced), and p01's link."""
    document = rsvp_document(seats=3, time="19:30", place="The Back Room")
    document["league"].update(league)
    source, db = tmp_path / "rsvp.league.json", tmp_path / "rsvp.sqlite"
    source.write_text(json.dumps(document))
    assert main(["import", str(source), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        token = player_links.issue_links(service, ["p01"])["p01"]
    finally:
        service.close()
    return db, token


def test_the_standings_page_and_a_player_s_page_leave_no_word_untranslated(
    tmp_path: Path, pseudo_outputs
) -> None:
    db, token = rsvp_db(tmp_path)
    data = [*league_data(db), "The Back Room"]
    player = served_page(db, f"/p/{token}")
    assert '<html lang="en">' in player  # the pseudo-language is nobody's
    assert stray_words(visible_text(player), data) == []
    standings = served_page(db, "/")
    service = LeagueService.open(db)
    try:
        season = service.season_names()[-1]
        parts = standings_parts(service.league, service.report(season))
    finally:
        service.close()
    pieces = (parts.title, parts.league, parts.heading, parts.meta, parts.links, parts.sections)
    theirs = other_areas(*(visible_text(piece) for piece in pieces))
    # The day the page was made, as the exports write it (the footer's words are ours).
    theirs.append(parts.updated)
    assert stray_words(visible_text(standings), [*data, *theirs]) == []


def test_the_director_s_page_leaves_no_word_untranslated(tmp_path: Path, pseudo_outputs) -> None:
    from tests.web.director_league import knockout_league, seated_night, served
    from tests.web.test_player_page import ask

    kept = user_language()
    db = knockout_league(tmp_path / "desk")
    set_user_language(kept)
    tokens = seated_night(db)
    with served(db) as server:
        url = f"{server.base}/d/{tokens['Bob']}"
        page = ask(url)[2]
        state = json.loads(ask(url + "/state.json")[2])
    theirs = other_areas(state["phase"], *state["last"])
    assert stray_words(visible_text(page), [*league_data(db), "Ann", "Bob", *theirs]) == []


def test_the_tv_page_leaves_no_word_untranslated(tmp_path: Path, pseudo_outputs) -> None:
    from tests.web.tv_night import knockout_night

    (tmp_path / "tv").mkdir()
    kept = user_language()
    tv = knockout_night(tmp_path / "tv")
    set_user_language(kept)
    try:
        snapshot = tv.snapshot()
        page = tv_page(snapshot, tv.now[0])
        texts = tv_state(snapshot, tv.now[0])
        league = tv.service.league
        data = [league.name, *(p.name for p in league.players)]
    finally:
        tv.service.close()
    # The clock's words (rules) and the places' ordinals (exports).
    words = texts["texts"]
    theirs = other_areas(*(words[f"t-{key}"] for key in ("rebuys", "state", "blinds", "next")))
    theirs += other_areas(words["t-breaks"], *texts["lines"])
    assert stray_words(visible_text(page), [*data, *theirs]) == []


def test_a_german_league_s_player_page_is_in_german(tmp_path: Path) -> None:
    db, token = rsvp_db(tmp_path, language="de", locale="de_DE", currency="EUR")
    page = served_page(db, f"/p/{token}")
    text = visible_text(page)
    assert '<html lang="de">' in page
    assert "Rangliste" in text and "Kontostand" in text and "Ich bin dabei" in text
    assert "Freitag, 4. Dezember 2026" in text
    assert "Freitag, 4. Dezember um 18:00" in text  # the answer-by time
    assert "Beginn um 19:30" in text
    assert not re.search(r"\b(Friday|December|Standings|Balance|late cancel)\b", text)
    assert not re.search(r"\b\d+\.\d\d\b(?!\.)", text)  # points "9,87", never "9.87"


@pytest.mark.parametrize(
    ("language", "locale", "day"),
    [
        ("fr", "fr_FR", "vendredi 4 décembre 2026"),
        ("es", "es_ES", "viernes, 4 de diciembre de 2026"),
        ("nl", "nl_NL", "vrijdag 4 december 2026"),
    ],
)
def test_a_league_s_player_page_speaks_its_language(tmp_path, language, locale, day) -> None:
    db, token = rsvp_db(tmp_path, language=language, locale=locale, currency="EUR")
    page = served_page(db, f"/p/{token}")
    assert f'<html lang="{language}">' in page
    assert day in visible_text(page)


def test_a_german_league_s_error_page_is_in_german(tmp_path: Path) -> None:
    from tests.web.test_player_page import ask

    db, _token = rsvp_db(tmp_path, language="de", locale="de_DE", currency="EUR")
    site = LeagueSite.open(str(db))
    server = WebServer(league_site_app(site), "127.0.0.1", 0)
    server.start()
    try:
        status, _headers, page = ask(f"http://127.0.0.1:{server.port}/p/{'x' * 22}")
    finally:
        server.stop()
        site.close()
    assert status == 404 and '<html lang="de">' in page
    assert "Seite nicht gefunden" in page and "Zur Rangliste der Liga" in page

"""Mid-season the championship wording says what a player still needs, in every export.

Before the season's last regular event nobody is "offered a make-up of $360 for 6 missed
events" or left with "no seat left for a make-up"; the season prize is what the standings
would pay if the season ended now.
"""

from __future__ import annotations

import dataclasses
import re

from leaguemgr.domain.records import ChampionshipDecisions, League
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.dispatch import export_season
from leaguemgr.services.player_history import player_history
from leaguemgr.services.season_progress import (
    championship_race_texts,
    needs_wording,
    season_progress,
)
from tests.exporters.support import load_example, pdf_pages


def _after(played: int, *, keep_planned: bool) -> League:
    """The AZ example after ``played`` events; the others planned (or not there at all)."""
    league, _ = load_example("az-2026")
    season = league.seasons[0]
    events = []
    for event in season.events:
        if event.number <= played:
            events.append(event)
        elif keep_planned:
            events.append(dataclasses.replace(event, entries=(), dealers=()))
    season = dataclasses.replace(season, events=tuple(events), championship=ChampionshipDecisions())
    return dataclasses.replace(league, seasons=(season,))


def _report(league: League):
    return compute_season_report(league, league.seasons[0].name)


def test_after_one_event_of_eleven_planned_each_player_needs_events():
    league = _after(1, keep_planned=True)
    report = _report(league)
    progress = season_progress(league, report)
    assert (progress.played, progress.total, progress.left) == (1, 11, 10)
    assert progress.after_text() == "After 1 of 11 events"
    race = championship_race_texts(league, report)
    played_once = {e.player for e in league.seasons[0].events[0].entries}
    regulars = {p.id for p in league.players if not p.sub}
    assert set(race) == played_once & regulars  # subs are never in the race
    assert "Needs 6 of the 10 events left" in race.values()  # played the first night
    # (one who only late-cancelled has played none: 7 still needed)
    assert set(race.values()) <= {"Needs 6 of the 10 events left", "Needs 7 of the 10 events left"}


def test_after_three_events_without_planned_ones_the_cadence_gives_the_season():
    league = _after(3, keep_planned=False)
    progress = season_progress(league, _report(league))
    # Monthly events: a year is 12 of them, so about 9 left.
    assert (progress.total, progress.estimated) == (12, True)
    assert progress.after_text() == "After 3 of about 12 events"
    race = championship_race_texts(league, _report(league))
    assert any(text.startswith("Needs ") and "of about 9 events left" in text
               for text in race.values())  # fmt: skip
    assert not any("the about" in text for text in race.values())


def test_a_player_who_cannot_reach_the_minimum_is_told_so():
    league = _after(8, keep_planned=True)  # 3 left
    race = championship_race_texts(league, _report(league))
    assert any(
        re.fullmatch(r"Can reach \d of the 7 events needed: a make-up at season end if a seat "
                     r"is left", text)
        for text in race.values()
    )  # fmt: skip


def test_the_finished_example_keeps_its_end_of_season_wording():
    league, report = load_example("az-2026")
    assert season_progress(league, report).over
    assert championship_race_texts(league, report) == {}


def test_every_export_says_what_is_still_needed_and_no_make_up(tmp_path):
    league = _after(1, keep_planned=True)
    report = _report(league)
    csv_path, pdf_path, html_path = tmp_path / "s.csv", tmp_path / "s.pdf", tmp_path / "s.html"
    export_season(league, report, csv_path, what="standings")
    export_season(league, report, pdf_path, what="standings")
    export_season(league, report, html_path)
    csv_text = csv_path.read_text("utf-8")
    pdf_text = re.sub(r"\s+", " ", " ".join(pdf_pages(pdf_path)))
    html = html_path.read_text("utf-8")
    for text in (csv_text, pdf_text, html):
        assert "Needs 6 of the 10 events left" in text
        assert "Make-up offer" not in text and "no seat left" not in text
        assert "missed" not in text
    assert "Season prize if it ended now" in csv_text
    assert "After 1 of 11 events" in pdf_text and "After 1 of 11 events" in html


def test_a_provisional_season_prize_is_not_paid_out():
    league = _after(3, keep_planned=True)
    report = _report(league)
    award = report.season_prizes[0]
    history = player_history(league, report, award.player)
    assert history.season_prize == award.amount and history.season_prize_provisional
    assert history.money_out == history.prizes + history.bounties_won  # nothing paid yet
    full, full_report = load_example("az-2026")
    winner = full_report.season_prizes[0]
    final = player_history(full, full_report, winner.player)
    assert not final.season_prize_provisional
    assert final.money_out == final.prizes + final.bounties_won + final.season_prize


def test_the_needs_wording_reads_right_when_every_event_left_is_needed():
    assert needs_wording(4, 8, estimated=False) == "Needs 4 of the 8 events left"
    assert needs_wording(6, 6, estimated=False) == "Needs every one of the 6 events left"
    assert needs_wording(1, 1, estimated=False) == "Needs the last event"
    assert needs_wording(4, 9, estimated=True) == "Needs 4 of about 9 events left"
    assert needs_wording(6, 6, estimated=True) == "Needs 6 events, of about 6 left"
    assert needs_wording(1, 1, estimated=True) == "Needs 1 event, of about 1 left"


def test_every_export_words_an_estimated_season_as_the_screens_do(tmp_path):
    league = _after(3, keep_planned=False)  # about 12 events: an estimate
    report = _report(league)
    race = championship_race_texts(league, report)
    assert race and all("of about" in text for text in race.values() if "Needs" in text)
    csv_path, pdf_path, html_path = tmp_path / "s.csv", tmp_path / "s.pdf", tmp_path / "s.html"
    export_season(league, report, csv_path, what="standings")
    export_season(league, report, pdf_path, what="standings")
    export_season(league, report, html_path)
    pdf_text = re.sub(r"\s+", " ", " ".join(pdf_pages(pdf_path)))
    for text in (csv_path.read_text("utf-8"), pdf_text, html_path.read_text("utf-8")):
        assert "the about" not in text
        for wording in set(race.values()):
            assert wording in text

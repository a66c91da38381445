"""The rules' own words in the league's language (SPEC 12): what the clock says on the
Night screen and the big screen, and a season's title, in German inside ``speaking("de")``
and as before in English."""

from __future__ import annotations

import pytest

from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, read_clock
from leaguemgr.domain.clock.clock_words import (
    blinds_now_text,
    break_text,
    color_up_text,
    entry_short_text,
    next_text,
    phase_text,
    state_text,
)
from leaguemgr.domain.clock.presets import AZ, PRESET_TITLES
from leaguemgr.domain.night.bounty_words import collections_said
from leaguemgr.domain.night.table_names import Names
from leaguemgr.domain.words import MAKEUP_OFFERED, capitalized, season_label, season_title
from leaguemgr.language.texts import _, speaking

T0 = 1_764_020_000.0
STARTED = (ClockEvent(ClockMove.START, T0),)
IN_LEVEL_1 = T0 + 60
ON_FIRST_BREAK = T0 + 4 * 20 * 60 + 60


def _clock_words(now: float, events=STARTED) -> list[str]:
    reading = read_clock(AZ, events, now)
    return [
        phase_text(reading),
        state_text(reading),
        blinds_now_text(reading, AZ.game),
        next_text(reading, AZ.game),
        break_text(reading),
        entry_short_text(True, False),
    ]


def test_the_clock_speaks_german_inside_speaking_de():
    with speaking("de"):
        assert _clock_words(IN_LEVEL_1) == [
            "Stufe 1",
            "",
            "25 / 50",
            "Als Nächstes: 50 / 100",
            "Pause in 1:19:00",
            "Nur Rebuys",
        ]
        on_break = _clock_words(ON_FIRST_BREAK)
        assert on_break[0] == "Pause nach Stufe 4"
        assert on_break[3] == "Danach: 200 / 400"
        # The preset's own note, stored in English, reads in German.
        assert on_break[4].startswith("Pause — Ende von Stufe 4: Rebuys und Re-Entries schließen")
        assert _clock_words(T0, events=())[:2] == [
            "Stufe 1 — Uhr nicht gestartet",
            "Nicht gestartet",
        ]
        assert (
            color_up_text((25, 5))
            == "Chips einfärben: die Chips zu 5 und 25 von den Tischen nehmen"
        )
        assert _(PRESET_TITLES["fnc-t2000"]) == "FNC: T2.000 ohne Ante, 20 Stufen (8:15)"


def test_the_clock_says_in_english_what_it_always_said():
    assert _clock_words(IN_LEVEL_1) == [
        "Level 1",
        "",
        "25 / 50",
        "Next: 50 / 100",
        "Break in 1:19:00",
        "Rebuys only",
    ]
    assert color_up_text((25, 5)) == "Colour up: take the 5 and 25 chips off the tables"


def test_a_season_title_and_the_championship_words_speak_german():
    with speaking("de"):
        assert season_title("2026") == "Saison 2026"
        assert season_label("2026") == "Saison 2026"
        # A name that says season already, in English or in German, is left as it is.
        assert season_title("Season 1 2013") == "Season 1 2013"
        assert season_title("Saison 3") == "Saison 3"
        assert capitalized(MAKEUP_OFFERED) == "Nachzahlung angeboten"
        assert collections_said([("Ann", "5,00 €"), ("Bob", "5,00 €")], ["Eve"]) == (
            "Ann und Bob bekommen je 5,00 €, das Kopfgeld von Eve"
        )
    assert season_title("2026") == "Season 2026"
    assert season_label("2026") == "season 2026"
    assert capitalized(MAKEUP_OFFERED) == "Make-up offered"


def test_a_name_the_table_does_not_know_is_refused_in_german():
    with speaking("de"), pytest.raises(LookupError, match="„Zed“ ist keiner der Spieler hier"):
        Names([]).match("Zed", [])


def test_a_german_league_s_clock_and_big_screen_write_chips_and_money_its_way() -> None:
    from decimal import Decimal

    from leaguemgr.domain.clock.clock_words import blinds_text
    from leaguemgr.domain.clock.structure import Game, Level
    from leaguemgr.exporters.big_screen_text import room_money
    from leaguemgr.services.phone_page import blinds_text as phone_blinds

    level = Level(20, small=1000, big=2000, ante=200)
    with speaking("de"):
        assert blinds_text(level, Game.HOLDEM, "de_DE") == "1.000 / 2.000 Ante 200"
        assert phone_blinds({"small": 1000, "big": 2000, "ante": 200}, "de_DE") == (
            "1.000 / 2.000 · Ante 200"
        )
    assert blinds_text(level, Game.HOLDEM) == "1,000 / 2,000 ante 200"  # no locale: as ever
    assert room_money(Decimal("195"), "EUR", "de_DE") == "195\u00a0€"
    assert room_money(Decimal("97.50"), "EUR", "fr_FR") == "97,50\u00a0€"

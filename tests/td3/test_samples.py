"""The three real TD3 files: every player's finish, hits and points, worked out by hand.

The figures below come from reading each file's records (td3-format.md 4-5) and the
arithmetic of td3-format.md 13, not from the code under test:

    n   = entrants; G = every payment, rake included; a = G / n; L = 1 + ln(a + 0.25)
    T33 = round(n / 3); T80 = floor(0.9 n)
    top    (r <= T33):       round(10 sqrt(n) / sqrt(r) L) + 10 h
    middle (T33 < r < T80):  m = (10 sqrt(n) / sqrt(T33 + 1) L + 10 h) 0.66^(r - T33)
                             A: round(m);  B, C: round(m) + 10 h
    bottom (r >= T80):       0
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from leaguemgr.td3 import results
from leaguemgr.td3.plan import plan_import
from leaguemgr.td3.tournament import read_tournament, read_tournament_file

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "td3-samples"
ZONE = "Europe/Stockholm"


def figures(name: str) -> dict[str, tuple[int, Fraction, float]]:
    """{player name: (finish, hits, points with the adjustment)} as the import plans it."""
    tournament = read_tournament_file(SAMPLES / name)
    plan = plan_import([tournament], [], zone=ZONE)
    (event,) = plan.events
    names = {match.player: match.name for match in plan.matching.matches.values()}
    return {
        names[entry.player]: (entry.finish, entry.knockouts, entry.points)
        for entry in event.entries
    }


def test_plain_2025_variant_c():
    # 10 entrants, each one stack of 200 kr without rake: G = 2,000, a = 200,
    # L = 1 + ln(200.25) = 6.299566; T33 = round(3.33) = 3; T80 = floor(9.0) = 9.
    # Finishes from the last bust times: Cilla 2906000 (10th), Jenny 3115000, Egon 5563000,
    # Frida 7098000, Hedda 7309000, Doris 9601000, Ivar 2405000 (…62405000), Gustav 3595000,
    # Åsa 3813000 (2nd); Bert never busted (1st).
    # Top:    10 sqrt(10) L = 199.2098
    #   r=1 Bert  (2 hits: Frida, Åsa):    round(199.2098)        + 20 = 199 + 20 = 219
    #   r=2 Åsa   (2 hits: Doris, Gustav): round(199.2098 / 1.4142) + 20 = 141 + 20 = 161
    #   r=3 Gustav(2 hits: Ivar, Hedda):   round(199.2098 / 1.7321) + 20 = 115 + 20 = 135
    # Middle: 10 sqrt(10) / sqrt(4) L = 99.6049
    #   r=4 Ivar  (1): round(109.6049 x 0.66)      = round(72.34) = 72 + 10 = 82
    #   r=5 Doris (1): round(109.6049 x 0.4356)    = round(47.74) = 48 + 10 = 58
    #   r=6 Hedda (0): round( 99.6049 x 0.287496)  = round(28.64) = 29
    #   r=7 Frida (1): round(109.6049 x 0.189747)  = round(20.80) = 21 + 10 = 31
    #   r=8 Egon  (0): round( 99.6049 x 0.125233)  = round(12.47) = 12
    # Bottom: r=9 Jenny, r=10 Cilla: 0 (the last IF's test is false).
    assert figures("sample-plain.tdt") == {
        "Bert K": (1, 2, 219.0),
        "Åsa B": (2, 2, 161.0),
        "Gustav R": (3, 2, 135.0),
        "Ivar O": (4, 1, 82.0),
        "Doris P": (5, 1, 58.0),
        "Hedda S": (6, 0, 29.0),
        "Frida L": (7, 1, 31.0),
        "Egon T": (8, 0, 12.0),
        "Jenny W": (9, 0, 0.0),
        "Cilla M": (10, 0, 0.0),
    }


def test_rebuys_and_a_bust_with_two_hitmen_2025_variant_c():
    # 9 entrants, 9 buy-ins + 5 rebuys ("Double", Doris, Egon, Åsa, Bert, Cilla) of 200 kr:
    # G = 2,800 (rebuys count in G but not in n), a = 311.11, L = 1 + ln(311.36) = 6.740953;
    # T33 = round(3) = 3; T80 = floor(8.1) = 8.
    # Finishes by each player's LAST bust: Gustav 3488000 (9th), Doris 4792000, Bert 7173000,
    # Cilla 8105000, Frida 8397000, Åsa 8768000, Ivar 81896000, Hedda 82692000 (2nd);
    # Egon's rebuy was never busted (1st).
    # Hits, every bust counted (Doris's first bust names Egon AND Gustav, full credit each):
    #   Egon 5 (Doris twice, Hedda, Ivar, Frida), Hedda 3 (Gustav, Bert, Cilla),
    #   Ivar 2 (Åsa, Cilla), Gustav 2 (Doris, Egon), Bert 1 (Åsa), Frida 1 (Bert).
    # Top:    10 sqrt(9) L = 202.2286
    #   r=1 Egon  (5): round(202.2286)          + 50 = 202 + 50 = 252
    #   r=2 Hedda (3): round(202.2286 / 1.4142) + 30 = 143 + 30 = 173
    #   r=3 Ivar  (2): round(202.2286 / 1.7321) + 20 = 117 + 20 = 137
    # Middle: 10 x 3 / 2 x L = 101.1143
    #   r=4 Åsa   (0): round(101.1143 x 0.66)     = round(66.74) = 67
    #   r=5 Frida (1): round(111.1143 x 0.4356)   = round(48.40) = 48 + 10 = 58
    #   r=6 Cilla (0): round(101.1143 x 0.287496) = round(29.07) = 29
    #   r=7 Bert  (1): round(111.1143 x 0.189747) = round(21.08) = 21 + 10 = 31
    # Bottom: r=8 Doris and r=9 Gustav (despite his 2 hits): 0.
    assert figures("sample-rebuys-two-hitmen.tdt") == {
        "Egon T": (1, 5, 252.0),
        "Hedda S": (2, 3, 173.0),
        "Ivar O": (3, 2, 137.0),
        "Åsa B": (4, 0, 67.0),
        "Frida L": (5, 1, 58.0),
        "Cilla M": (6, 0, 29.0),
        "Bert K": (7, 1, 31.0),
        "Doris P": (8, 0, 0.0),
        "Gustav R": (9, 2, 0.0),
    }


def test_old_windows_1252_file_2019_variant_a_with_rake_and_penalties():
    # 8 entrants, 8 buy-ins of 220 kr (20 kr rake each) and 2 rebuys of 200 kr:
    # G = 1,760 + 400 = 2,160 (rake included, td3-format.md 14), a = 270,
    # L = 1 + ln(270.25) = 6.599347; T33 = round(2.67) = 3; T80 = floor(7.2) = 7.
    # Finishes: Åsa (8th), Gustav, Cilla, Bert, Egon, Frida, Doris (2nd); Hedda 1st.
    # Hits: Hedda 3 (Doris, Egon, Frida), Bert 3 (Doris, Egon, Åsa), Frida 2 (Cilla, Gustav),
    #   Doris 1 (Bert).
    # Top:    10 sqrt(8) L = 186.658
    #   r=1 Hedda (3): round(186.658)          + 30 = 187 + 30 = 217
    #   r=2 Doris (1): round(186.658 / 1.4142) + 10 = 132 + 10 = 142, rebuy penalty -50 = 92
    #   r=3 Frida (2): round(186.658 / 1.7321) + 20 = 108 + 20 = 128
    # Middle (variant A: hits only inside the decayed part): 186.658 / 2 = 93.329
    #   r=4 Egon  (0): round( 93.329 x 0.66)     = round(61.60) = 62, penalty -50 = 12
    #   r=5 Bert  (3): round(123.329 x 0.4356)   = round(53.72) = 54
    #   r=6 Cilla (0): round( 93.329 x 0.287496) = round(26.83) = 27
    # Bottom: r=7 Gustav, r=8 Åsa: 0.
    assert figures("sample-old-cp1252.tdt") == {
        "Hedda S": (1, 3, 217.0),
        "Doris P": (2, 1, 92.0),
        "Frida L": (3, 2, 128.0),
        "Egon T": (4, 0, 12.0),
        "Bert K": (5, 3, 54.0),
        "Cilla M": (6, 0, 27.0),
        "Gustav R": (7, 0, 0.0),
        "Åsa B": (8, 0, 0.0),
    }


@pytest.mark.parametrize(
    ("name", "version", "date", "gross", "rake", "payouts"),
    [
        ("sample-plain.tdt", "3.7.2", "2025-06-05", "2000", "0", ["1300", "600"]),
        # 1st: 70 % of 2,800 rounded to 100 kr, with a manual -100: TD3 paid 1,900.
        ("sample-rebuys-two-hitmen.tdt", "3.7.2", "2025-06-18", "2800", "0", ["1900", "800"]),
        ("sample-old-cp1252.tdt", "3.4.3", "2019-06-06", "2160", "160", ["1000", "600", "400"]),
    ],
)
def test_money_dates_and_prizes(name, version, date, gross, rake, payouts):
    tournament = read_tournament_file(SAMPLES / name)
    assert tournament.version == version
    (event,) = plan_import([tournament], [], zone=ZONE).events
    assert event.date == date
    assert (event.gross, event.rake) == (Decimal(gross), Decimal(rake))
    assert [amount for _, amount in event.payouts] == [Decimal(p) for p in payouts]
    assert [entry.finish for entry in event.entries] == list(range(1, len(event.entries) + 1))


def test_the_windows_1252_names_are_read_as_their_letters():
    raw = (SAMPLES / "sample-old-cp1252.tdt").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")
    tournament = read_tournament_file(SAMPLES / "sample-old-cp1252.tdt")
    assert "Åsa B" in {player.name for player in tournament.players}


def test_both_map_styles_give_the_same_players():
    # 3.4.3 writes new Map({...}), 3.7.2 Map.from([[...]]): both read as one mapping.
    old = read_tournament_file(SAMPLES / "sample-old-cp1252.tdt")
    new = read_tournament_file(SAMPLES / "sample-plain.tdt")
    assert len(old.entrants) == 8 and len(new.entrants) == 10
    assert all(player.uuid and player.stacks for player in (*old.players, *new.players))


def test_the_two_hitman_bust_is_one_bust_with_both_hitmen():
    tournament = read_tournament_file(SAMPLES / "sample-rebuys-two-hitmen.tdt")
    (event,) = plan_import([tournament], []).events
    doris = next(entry for entry in event.entries if entry.finish == 8)
    assert doris.rebuys == 1
    assert [len(bust) for bust in doris.busts] == [2, 1]


def test_half_credit_when_the_file_says_so():
    tournament = read_tournament_file(SAMPLES / "sample-rebuys-two-hitmen.tdt")
    shared = type(tournament)(**{**_fields(tournament), "full_credit_hit": False})
    # Egon: 4 whole hits and half of Doris's first bust; Gustav: Egon's bust and the other half.
    hits = results.hits(shared)
    by_name = {tournament.player(uuid).name: count for uuid, count in hits.items()}
    assert by_name["Egon T"] == Fraction(9, 2)
    assert by_name["Gustav R"] == Fraction(3, 2)


def _fields(tournament):
    return {name: getattr(tournament, name) for name in tournament.__dataclass_fields__}


def test_players_busted_at_the_same_second_tie_at_the_better_place():
    text = (SAMPLES / "sample-plain.tdt").read_text(encoding="utf-8")
    # Hedda S (6th, busted 1749157309000) now goes out with Frida L (7th, 1749157098000).
    tied = text.replace("Time: 1749157309000", "Time: 1749157098000", 1)
    assert tied != text
    tournament = read_tournament(tied, "tied.tdt")
    by_name = {p.name: p.uuid for p in tournament.players}
    places = results.finishes(tournament)
    assert places[by_name["Hedda S"]] == places[by_name["Frida L"]] == 6
    assert places[by_name["Egon T"]] == 8  # the next place is skipped: 1..5, 6, 6, 8, 9, 10
    (event,) = plan_import([tournament], [], zone=ZONE).events
    # TD3 counts both at rank 6 (its prize records treat a tie so): Hedda 29 as before;
    # Frida (1 hit): round(109.6049 x 0.287496) = round(31.51) = 32 + 10 = 42.
    assert sorted(e.points for e in event.entries if e.finish == 6) == [29.0, 42.0]
    assert not any(entry.finish == 7 for entry in event.entries)

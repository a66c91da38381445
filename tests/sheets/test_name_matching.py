"""Players of a spreadsheet are matched by name ignoring case, accents and punctuation."""

from __future__ import annotations

import pytest

from leaguemgr.td3.matching import KnownPlayer, MatchedBy, loose_name_key, match_names
from tests.sheets.samples import write_csv


@pytest.mark.parametrize(
    ("one", "other"),
    [("Lori H.", "lori h"), ("José Álvarez", "Jose Alvarez"),
     ("Ann-Marie O'Neil", "ann marie oneil"), ("  Bo   K ", "BO K"), ("Åsa", "asa"),
     ("J.R. Smith", "JR Smith")],
)  # fmt: skip
def test_names_written_alike_are_one(one, other):
    assert loose_name_key(one) == loose_name_key(other)


def test_different_names_stay_different():
    assert loose_name_key("Sigge") != loose_name_key("Sigge X")


def test_spellings_merge_into_one_player_matched_to_the_league():
    known = [KnownPlayer("p1", "Lori H"), KnownPlayer("p2", "Mo", td3_id="abc")]
    matches = match_names(["lori h.", "Lori H", "mo", "Zed", "zed."], known)
    assert matches["lori h."] is matches["Lori H"]
    assert (matches["Lori H"].player, matches["Lori H"].by) == ("p1", MatchedBy.NAME)
    assert matches["mo"].player == "p2"  # a TD3 player is the sheet's Mo too
    assert matches["Zed"] is matches["zed."]
    assert (matches["Zed"].name, matches["Zed"].player, matches["Zed"].by) == (
        "Zed",
        "zed",
        MatchedBy.NEW,
    )


def test_a_spelling_kept_apart_is_a_player_of_its_own():
    known = [KnownPlayer("p1", "Lori H")]
    matches = match_names(["Lori H.", "lori h"], known, apart={"Lori H."})
    assert matches["lori h"].player == "p1"
    assert matches["Lori H."].by is MatchedBy.NEW
    assert matches["Lori H."].name == "Lori H."


def test_tabs_are_a_delimiter_too(tmp_path):
    from leaguemgr.sheets.plan import detect_sheets, read_nights
    from leaguemgr.sheets.reading import read_sheets

    path = write_csv(tmp_path / "tabs.tsv", [["Place", "Player"], [1, "Ann"], [2, "Bo"]], "\t")
    read = read_nights(detect_sheets(read_sheets([path])))
    assert [e.name for e in read.nights[0].entries] == ["Ann", "Bo"]

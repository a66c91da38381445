"""The JavaScript-literal reader: what TD3 writes reads back; nothing else gets through."""

from __future__ import annotations

import time
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.literal import MAX_DEPTH, MAX_STRING, Typed, read_literal
from leaguemgr.td3.tournament import read_tournament, read_tournament_file

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "td3-samples"


def test_the_values_td3_writes():
    text = (
        '{ V: "3.7.2", a: -12, b: 0.25, c: true, d: false, e: null, f: undefined, '
        '"quoted key": [1, [2], {}], g: new PerPlayerRake([20]), h: new LO.Layout({x: 1}), '
        'i: new Empty(), s: "say \\"hi\\"\\nC:\\\\sounds" }'
    )
    assert read_literal(text) == {
        "V": "3.7.2",
        "a": -12,
        "b": Decimal("0.25"),
        "c": True,
        "d": False,
        "e": None,
        "f": None,
        "quoted key": [1, [2], {}],
        "g": Typed("PerPlayerRake", [20]),
        "h": Typed("LO.Layout", {"x": 1}),
        "i": Typed("Empty", None),
        "s": 'say "hi"\nC:\\sounds',
    }


def test_both_map_styles_read_the_same():
    old = read_literal('new Map({"k1": new P({A: 1}), "k2": 2})')
    new = read_literal('Map.from([["k1", new P({A: 1})], ["k2", 2]])')
    assert old == new == {"k1": Typed("P", {"A": 1}), "k2": 2}


def test_numbers_are_exact():
    assert read_literal("[0.1, 33.33, 1e3, -0.5]") == [
        Decimal("0.1"),
        Decimal("33.33"),
        Decimal("1e3"),
        Decimal("-0.5"),
    ]


def test_skipped_keys_are_passed_over_even_with_brackets_in_strings():
    text = '{a: 1, L: new X({t: "} ] ) {", u: [1, {v: "\\""}]}), b: 2}'
    assert read_literal(text, skip={"L"}) == {"a": 1, "b": 2}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "the end of the file"),
        ('{a: "x', "a string is not closed"),
        ("{a: 1", "the end of the file"),
        ("{a: 1,", "the end of the file"),
        ("[1, 2", "the end of the file"),
        ("{a: eval(1)}", "unexpected 'eval'"),
        ("{a: require('fs')}", "unexpected 'require'"),
        ("{a: 1} trailing", "after the end of the document"),
        ("{a: 01}", "malformed number"),
        ("{a: 1.2.3}", "malformed number"),
        ('{a: "\\q"}', "unknown escape"),
        ("{a: 1 b: 2}", "expected ',' or '}'"),
        ("{a.b: 1}", "expected a key"),
        ("{a: new 5}", "expected a type name"),
        ("{a: Map.from({})}", "list of [key, value] pairs"),
        ("{a: Map.from([[1, 2]])}", "list of [key, value] pairs"),
        ("{a: new Map([1])}", "new Map(...) takes an object"),
        ("{a: `x`}", "unexpected '`'"),
        ("{a: 1e99999}", "malformed number"),
        ("{a: " + "9" * 50 + "}", "a number longer than"),
    ],
)
def test_what_is_not_td3_is_one_clear_error(text, expected):
    with pytest.raises(Td3FileError) as caught:
        read_literal(text, "bad.tdt")
    message = str(caught.value)
    assert message.startswith("bad.tdt: not a TD3 file: ")
    assert expected in message
    assert "\n" not in message


@pytest.mark.parametrize("skip", [frozenset(), frozenset({"L"})])
def test_deep_nesting_is_refused_before_python_recursion_runs_out(skip):
    for opener in ("[", "{L: ", "new X(", "Map.from(["):
        text = "{L: " + opener * 100_000
        with pytest.raises(Td3FileError, match=f"nested more than {MAX_DEPTH} levels"):
            read_literal(text, "deep.tdt", skip)


def test_a_string_too_long_is_refused():
    text = '{a: "' + "x" * (MAX_STRING + 1) + '"}'
    with pytest.raises(Td3FileError, match="a string longer than"):
        read_literal(text)
    # A string passed over is never kept, so only the file's size bounds it.
    assert read_literal(text.replace("{a", "{L"), skip={"L"}) == {}


@pytest.mark.parametrize(
    "text",
    [
        '{a: "' + "\\" * 2_000_001,  # escapes without an end
        '{L: "' + '\\"' * 1_000_000,
        "{a: " + "[" * 60 + "1," * 200_000,
        "{L: [" + '"x",' * 500_000,
        " " * 5_000_000,
    ],
    ids=["backslashes", "escaped-quotes", "long-list", "skipped-strings", "blanks"],
)
def test_hostile_text_fails_fast(text):
    start = time.perf_counter()
    with pytest.raises(Td3FileError):
        read_literal(text, "hostile.tdt", {"L"})
    assert time.perf_counter() - start < 5


def test_a_sample_cut_anywhere_is_one_error_naming_the_file_and_position():
    text = (SAMPLES / "sample-plain.tdt").read_text(encoding="utf-8")
    for cut in (1, 100, 1_000, 10_000, 50_000, 100_000, len(text) - 1):
        with pytest.raises(Td3FileError) as caught:
            read_tournament(text[:cut], "cut.tdt")
        assert str(caught.value).startswith("cut.tdt: ")
        assert "at character" in str(caught.value) or "not a TD3" in str(caught.value)


def test_a_file_that_is_not_td3():
    with pytest.raises(Td3FileError, match="no tournament in it"):
        read_tournament('{ V: "1", X: 1 }', "x.tdt")
    with pytest.raises(Td3FileError, match="T must be a Tournament"):
        read_tournament("{ T: new Other({}) }", "x.tdt")
    with pytest.raises(Td3FileError, match=r"x\.tdt: not a TD3 tournament file"):
        read_tournament('{"format": "leaguemgr-league", "version": 1}', "x.tdt")
    with pytest.raises(Td3FileError, match=r"x\.tdt: not a TD3 file: unexpected"):
        read_tournament("PK\x03\x04 zip", "x.tdt")


def test_a_value_of_the_wrong_type_names_its_path():
    text = (SAMPLES / "sample-plain.tdt").read_text(encoding="utf-8")
    broken = text.replace("Amount: 200,", 'Amount: "200",', 1)
    with pytest.raises(Td3FileError) as caught:
        read_tournament(broken, "typed.tdt")
    assert ".Buyins[0].Amount must be a number" in str(caught.value)
    assert str(caught.value).startswith("typed.tdt: not a TD3 tournament: T.Players.Players[")


def test_amounts_are_bounded():
    text = (SAMPLES / "sample-plain.tdt").read_text(encoding="utf-8")
    for value in ("-200", "1e300", "99999999999"):
        with pytest.raises(Td3FileError, match="Amount is out of range"):
            read_tournament(text.replace("Amount: 200,", f"Amount: {value},", 1), "big.tdt")


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.tdt"
    with open(path, "wb") as file:
        file.truncate(21 * 1024 * 1024)
    with pytest.raises(Td3FileError, match=r"huge.tdt: is too large"):
        read_tournament_file(path)


def test_a_missing_file(tmp_path):
    with pytest.raises(Td3FileError, match=r"gone\.tdt: cannot be read"):
        read_tournament_file(tmp_path / "gone.tdt")

"""Whatever a file holds, reading it gives a tournament or one Td3FileError; whatever a
formula says, it parses and evaluates or gives one Td3FormulaError."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.formula import VARIABLES, Td3FormulaError, parse_td3_formula
from leaguemgr.td3.plan import plan_import
from leaguemgr.td3.tournament import read_tournament

SAMPLE = (Path(__file__).resolve().parents[2].parent / "shared" / "td3-samples"
          / "sample-rebuys-two-hitmen.tdt").read_text(encoding="utf-8")  # fmt: skip
# Where the records an import reads are: the players and prizes, not the layout.
PLAYERS = SAMPLE.index("Players: new GamePlayers")
PRIZES_END = SAMPLE.index("StartTime:")

TOKENS = ["assign(", '"x"', "x", "if(", "round(", "pow(", "log(", "max(", "switch(", "lswitch(",
          "(", ")", ",", ";", "\n", "+", "-", "*", "/", "%", "=", "<", ">=", "!", "and", "or",
          "n", "r", "nh", "0", "1", "2.5", "1e308", "-1", "sqrt(", "exp(", "oneof(", "triangle(",
          "roundToNearest(", "min("]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_any_formula_is_a_value_or_one_formula_error(tokens):
    try:
        formula = parse_td3_formula(" ".join(tokens))
    except Td3FormulaError:
        return
    values = dict.fromkeys(VARIABLES, 3.0)
    try:
        result = formula.evaluate(values)
    except Td3FormulaError:
        return
    assert result == result  # not NaN


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(PLAYERS, PRIZES_END),
    st.integers(0, 40),
    st.sampled_from(["", "{", "}", "[", "]", '"', "new X(", ",", "null", "-1", "1e9", "\\", ":"]),
)
def test_any_damage_to_the_records_is_one_file_error_or_a_tournament(start, length, insert):
    text = SAMPLE[:start] + insert + SAMPLE[start + length :]
    try:
        tournament = read_tournament(text, "damaged.tdt")
        plan_import([tournament], [])
    except Td3FileError as exc:
        assert str(exc).startswith("damaged.tdt: ")
        assert "\n" not in str(exc)

"""League files made to break the reader: each is refused in one line naming the path and the
value, quickly, and nothing else ever escapes (no traceback, no hang, no gigabyte read)."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import json
import time
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from leaguemgr.domain.records import League
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.report_json import report_json_text
from leaguemgr.services.league_files import (
    LeagueFileUnreadable,
    league_file_bytes,
    load_league_file,
)
from tests.conftest import SHARED_EXAMPLES

AZ_TEXT = (SHARED_EXAMPLES / "az-2026.league.json").read_text("utf-8")
AZ = json.loads(AZ_TEXT)


def refusal(path: Path) -> str:
    """The one-line message ``load_league_file`` refuses ``path`` with."""
    with pytest.raises(LeagueFileUnreadable) as caught:
        load_league_file(path)
    message = str(caught.value)
    assert "\n" not in message and "\r" not in message, message
    message.encode("utf-8")  # printable on any terminal: no unpaired surrogate
    return message


def written(tmp_path: Path, document: object) -> Path:
    """``document`` as a file; NaN and surrogates are written as JSON allows (NaN, \\ud800)."""
    path = tmp_path / "hostile.league.json"
    path.write_text(json.dumps(document, ensure_ascii=True), "utf-8")
    return path


def season(d: dict) -> dict:
    return d["seasons"][0]


def rules(d: dict) -> dict:
    return d["seasons"][0]["rules"]


def setter(where: Callable[[dict], dict], key: str, value: object) -> Callable[[dict], None]:
    def change(d: dict) -> None:
        where(d)[key] = value

    change.__name__ = f"{key}={str(value)[:20]!r}"
    return change


def first_player(d: dict) -> dict:
    return d["players"][0]


def first_event(d: dict) -> dict:
    return d["seasons"][0]["events"][0]


def league_part(d: dict) -> dict:
    return d["league"]


HOSTILE = [
    # Numbers no league value may be: the reports would crash on them, or write them out.
    (
        setter(rules, "points", {"preset": "table", "places": [float("nan")]}),
        "$.seasons[0].rules.points.places[0]",
        "NaN",
    ),
    (
        setter(rules, "points", {"preset": "table", "places": [10, float("-inf")]}),
        "$.seasons[0].rules.points.places[1]",
        "-Infinity",
    ),
    (
        setter(rules, "points", {"preset": "table", "places": [1e300]}),
        "$.seasons[0].rules.points.places[0]",
        "1e+300",
    ),
    (setter(rules, "buyin", "1e30"), "$.seasons[0].rules.buyin", '"1e30"'),
    (setter(rules, "buyin", 10**100), "$.seasons[0].rules.buyin", "10000000000"),
    (setter(rules, "buyin", "1000000000.01"), "$.seasons[0].rules.buyin", "1000000000.01"),
    (setter(rules, "rounding_unit", "1e-999999"), "$.seasons[0].rules.rounding_unit", "1e-999999"),
    (setter(rules, "rounding_unit", "0.001"), "$.seasons[0].rules.rounding_unit", '"0.001"'),
    (setter(rules, "rounding_unit", "0"), "$.seasons[0].rules.rounding_unit", "at least 0.01"),
    (setter(rules, "buyin", "3_0"), "$.seasons[0].rules.buyin", '"3_0"'),
    (setter(rules, "buyin", "\u0663\u0660"), "$.seasons[0].rules.buyin", '"\u0663\u0660"'),
    (setter(rules, "buyin", " 30"), "$.seasons[0].rules.buyin", '" 30"'),
    (setter(rules, "buyin", "-5"), "$.seasons[0].rules.buyin", "from 0 to"),
    (setter(rules, "buyin", 30.0), "$.seasons[0].rules.buyin", "30.0"),
    (setter(first_event, "number", 2**63), "$.seasons[0].events[0].number", "9223372036854775808"),
    (setter(first_event, "number", 0), "$.seasons[0].events[0].number", "from 1 to 100,000"),
    (setter(first_event, "number", 3.0), "$.seasons[0].events[0].number", "3.0"),
    (setter(rules, "max_rebuys", 10**6), "$.seasons[0].rules.max_rebuys", "1000000"),
    (
        lambda d: rules(d)["payout_table"][0].__setitem__("percents", ["150", "-50"]),
        "$.seasons[0].rules.payout_table[0].percents[0]",
        '"150"',
    ),
    (
        lambda d: rules(d)["championship"].__setitem__("seats", 10**9),
        "$.seasons[0].rules.championship.seats",
        "1000000000",
    ),
    # Names: unwritable characters, invisible ones, and sizes that stall every exporter.
    (setter(first_player, "name", "\ud800"), "$.players[0].name", '"\\ud800"'),
    (setter(first_player, "name", "Ann\x00"), "$.players[0].name", '"Ann\\x00"'),
    (setter(first_player, "name", "Ann\x07"), "$.players[0].name", "control character"),
    (setter(first_player, "name", "Ann\u202e"), "$.players[0].name", "U+202E"),
    (setter(first_player, "name", "x" * 1_000_000), "$.players[0].name", "1,000,000 characters"),
    (setter(first_player, "name", "   "), "$.players[0].name", "cannot be empty"),
    (setter(first_player, "id", "p\x1b[31m"), "$.players[0].id", '"p\\x1b[31m"'),
    (setter(league_part, "name", ""), "$.league.name", "cannot be empty"),
    (setter(league_part, "currency", "US\x00"), "$.league.currency", "control character"),
    (setter(season, "name", ""), "$.seasons[0].name", "a season name cannot be empty"),
    (setter(first_event, "name", "E" * 101), "$.seasons[0].events[0].name", "101 characters"),
    (
        lambda d: rules(d)["set_asides"][0].__setitem__("fund", "f\ud800"),
        "$.seasons[0].rules.set_asides[0].fund",
        "surrogate",
    ),
    # Dates of the calendar, written one way.
    (setter(first_event, "date", "2026-13-45"), "$.seasons[0].events[0].date", '"2026-13-45"'),
    (setter(first_event, "date", "2026-02-30"), "$.seasons[0].events[0].date", "calendar"),
    (setter(first_event, "date", "20260117"), "$.seasons[0].events[0].date", "YYYY-MM-DD"),
    (setter(first_event, "date", "\u0662026-01-17"), "$.seasons[0].events[0].date", "YYYY-MM-DD"),
    # Keys: an unknown key may be anything the file holds, and is shown short and printable.
    (
        setter(first_player, "\udc00" * 500, 1),
        "$.players[0].\\udc00",
        "unknown key",
    ),
]


@pytest.mark.parametrize(
    ("change", "where", "what"), HOSTILE, ids=lambda c: getattr(c, "__name__", "")
)
def test_a_hostile_value_is_refused_naming_its_path_and_value(change, where, what, tmp_path):
    document = copy.deepcopy(AZ)
    change(document)
    message = refusal(written(tmp_path, document))
    assert where in message and what in message, message
    assert len(message) < 400, message  # a megabyte value is shown cut


def test_a_make_up_the_standings_do_not_offer_imports_and_is_listed_in_the_report(tmp_path):
    document = copy.deepcopy(AZ)
    # p00 played every event: the standings offer make-ups only to players short of events.
    season(document)["championship"]["makeups"] = ["p00", "p07"]
    league = load_league_file(written(tmp_path, document))
    report = json.loads(report_json_text(compute_season_report(league, "2026")))
    assert report["championship"]["makeups_no_longer_offered"] == ["p00"]
    assert {"player": "p07", "via": "makeup", "fee": "60.00", "bonus_chips": 6750} in report[
        "championship"
    ]["field"]


def raw(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "raw.league.json"
    path.write_text(text, "utf-8")
    return path


def test_nan_written_as_python_json_writes_it_is_refused(tmp_path):
    text = AZ_TEXT.replace('"rounding_unit": "1"', '"rounding_unit": NaN', 1)
    message = refusal(raw(tmp_path, text))
    assert "$.seasons[0].rules.rounding_unit" in message and "NaN" in message


def test_a_key_given_twice_is_refused_not_silently_overwritten(tmp_path):
    text = AZ_TEXT.replace('"buyin": "30",', '"buyin": "30", "buyin": "3000",', 1)
    message = refusal(raw(tmp_path, text))
    assert "$.seasons[0].rules.buyin" in message and "appears twice" in message
    assert '"3000"' in message


def test_a_number_of_five_thousand_digits_is_refused_by_its_path(tmp_path):
    text = AZ_TEXT.replace('"version": 1', '"version": ' + "9" * 5000, 1)
    message = refusal(raw(tmp_path, text))
    assert "$.version" in message and "5,000 digits" in message


def test_a_file_nested_100000_deep_is_refused_quickly(tmp_path):
    path = raw(tmp_path, "[" * 100_000 + "]" * 100_000)
    started = time.monotonic()
    message = refusal(path)
    assert time.monotonic() - started < 5
    assert "nested deeper than 64 levels" in message


def test_nesting_just_past_the_limit_names_where(tmp_path):
    document = copy.deepcopy(AZ)
    deep: object = 1
    for _ in range(70):
        deep = {"a": deep}
    first_player(document)["sub"] = deep
    message = refusal(written(tmp_path, document))
    assert "$.players[0].sub.a.a.a.a.a.\u2026: nested more than 64 levels" in message


def test_a_60_mb_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.league.json"
    with path.open("wb") as stream:
        stream.write(b'{"format": "leaguemgr-league", "padding": "')
        stream.write(b"x" * (60 * 1024 * 1024))
        stream.write(b'"}')
    started = time.monotonic()
    message = refusal(path)
    assert time.monotonic() - started < 2
    assert "is 60 MB; a league file is at most 50 MB" in message


def test_a_file_of_empty_lists_within_the_size_limit_is_refused_before_parsing(tmp_path):
    path = raw(tmp_path, "[" + "[]," * 6_000_000 + "[]]")  # 18 MB; gigabytes once parsed
    started = time.monotonic()
    message = refusal(path)
    assert time.monotonic() - started < 5
    assert "a league file holds at most 5,000,000" in message


def test_an_endless_device_is_read_no_further_than_the_limit(tmp_path):
    zero = Path("/dev/zero")
    if not zero.exists():
        pytest.skip("no /dev/zero here")
    assert "more than 50 MB" in refusal(zero)


def test_text_that_is_not_utf8_says_so(tmp_path):
    path = tmp_path / "latin1.league.json"
    path.write_bytes(AZ_TEXT.replace("Ann A0", "Ann \xe90").encode("latin-1"))
    assert "is not UTF-8 text" in refusal(path)


def test_a_byte_order_mark_is_not_content(tmp_path):
    path = tmp_path / "bom.league.json"
    path.write_bytes(b"\xef\xbb\xbf" + AZ_TEXT.encode())
    assert isinstance(load_league_file(path), League)


# Hypothesis: the example with random values put in random places -------------------------


def value_paths(document: object, at: tuple = ()) -> list[tuple]:
    """The path of every value in ``document`` (objects and lists included)."""
    paths = [at]
    if isinstance(document, dict):
        for key, item in document.items():
            paths += value_paths(item, (*at, key))
    elif isinstance(document, list):
        for index, item in enumerate(document):
            paths += value_paths(item, (*at, index))
    return paths


PATHS = value_paths(AZ)[1:]

hostile_text = st.one_of(
    st.text(max_size=30),
    st.text(st.characters(max_codepoint=0x1F), max_size=5),
    st.lists(st.integers(0xD800, 0xDFFF).map(chr), min_size=1, max_size=3).map("".join),
    st.sampled_from(["", " ", "\u0663\u0660", "3_0", "1e30", "2026-13-45", "\uff1d1+1", "NaN"]),
    st.integers(1, 200_000).map(lambda n: "x" * n),
)
hostile_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([2**63, -(2**63), 10**100, 0, -1, 10**9 + 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    hostile_text,
)
hostile_values = st.recursive(
    hostile_scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(hostile_text, children, max_size=3)
    ),
    max_leaves=12,
)


# Values the reader may well accept, so that what it accepts is computed and written too.
PLAYER_IDS = [player["id"] for player in AZ["players"]]
plausible_values = st.one_of(
    st.integers(0, 40),
    st.from_regex(r"[0-9]{1,4}(\.[0-9]{1,2})?", fullmatch=True),
    st.sampled_from(PLAYER_IDS),
    st.lists(st.sampled_from(PLAYER_IDS), max_size=3),
    st.floats(-1e9, 1e9, allow_nan=False),
    st.text(st.characters(codec="utf-8", exclude_categories=["Cc", "Cf", "Cs"]), max_size=12),
)


def put(document: dict, path: tuple, value: object) -> None:
    target: object = document
    for part in path[:-1]:
        target = target[part]  # type: ignore[index]
    target[path[-1]] = value  # type: ignore[index]


@st.composite
def mutated_documents(draw) -> dict:
    document = copy.deepcopy(AZ)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS))
        value = draw(st.one_of(hostile_values, plausible_values))
        # An earlier change may have replaced what held this path.
        with contextlib.suppress(KeyError, IndexError, TypeError):
            put(document, path, value)
    if draw(st.integers(0, 4)) == 0:
        put(document, (draw(hostile_text),), draw(hostile_values))  # an unknown key, maybe
    return document


@settings(
    max_examples=300,
    deadline=5000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(document=mutated_documents())
def test_any_mutation_of_the_example_is_read_or_refused_in_one_line(document, tmp_path):
    path = written(tmp_path, document)
    try:
        league = load_league_file(path)
    except LeagueFileUnreadable as refused:
        event("refused")
        message = str(refused)
        assert message.startswith(f"{path}: ") and "\n" not in message, message
        assert len(message) < 600, message
        message.encode("utf-8")
        return
    event("read")
    # What is read can be reported and written back, and reads back the same.
    for each in league.seasons:
        report_json_text(compute_season_report(league, each.name))
    again = path.with_name("again.league.json")
    again.write_bytes(league_file_bytes(league))
    assert load_league_file(again) == league


NAME_PATHS = [
    ("league", "name"),
    ("league", "currency"),
    ("seasons", 0, "name"),
    ("seasons", 0, "events", 0, "name"),
    *(("players", index, "name") for index in range(len(AZ["players"]))),
]
FORMULA_LEADS = st.sampled_from("=+-@\t\uff1d\"';&<")
any_text = st.text(
    st.one_of(st.characters(), st.integers(0xD800, 0xDFFF).map(chr), FORMULA_LEADS),
    max_size=120,
)
# Text a name may well be: no control characters, but quotes, ampersands and formula leads.
clean_text = st.text(
    st.one_of(st.characters(exclude_categories=["Cc", "Cf", "Cs", "Zl", "Zp"]), FORMULA_LEADS),
    min_size=1,
    max_size=100,
).filter(str.strip)
names = st.one_of(clean_text, clean_text, clean_text, any_text)


@settings(
    max_examples=60,
    deadline=10_000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(changes=st.lists(st.tuples(st.sampled_from(NAME_PATHS), names), min_size=1, max_size=4))
def test_any_name_is_refused_or_exported_to_every_format(changes, tmp_path):
    from openpyxl import load_workbook

    from leaguemgr.exporters.csv_export import write_csv
    from leaguemgr.exporters.xlsx import write_xlsx

    document = copy.deepcopy(AZ)
    for path, text in changes:
        put(document, path, text)
    try:
        league = load_league_file(written(tmp_path, document))
    except LeagueFileUnreadable as refused:
        event("refused")
        assert "\n" not in str(refused)
        str(refused).encode("utf-8")
        return
    event("exported")
    report = compute_season_report(league, league.seasons[0].name)
    report_json_text(report).encode("utf-8")
    write_csv(league, report, tmp_path / "season.csv")
    write_xlsx(league, report, tmp_path / "season.xlsx")
    book = load_workbook(tmp_path / "season.xlsx")
    shown = [row[1] for row in book["Standings"].iter_rows(min_row=2, values_only=True)]
    by_id = {player.id: player.name for player in league.players}
    assert shown[: len(report.standings)] == [by_id[row.player] for row in report.standings]


def largest_values_document() -> dict:
    """A league with every bound reached at once: the rules must still compute exactly."""
    billion = "1000000000"
    ids = [f"p{i:03d}" for i in range(60)]
    entries = [
        {"player": pid, "finish": i + 1, "rebuys": 1000, "addons": 1000, "busted_by": []}
        for i, pid in enumerate(ids)
    ]
    return {
        "format": "leaguemgr-league",
        "version": 1,
        "league": {"name": "L" * 100, "currency": '"0;@\\' + "Q" * 95},
        "players": [{"id": pid, "name": "N" * 97 + pid[-3:]} for pid in ids],
        "seasons": [
            {
                "name": "S" * 100,
                "rules": {
                    "buyin": billion,
                    "rebuy_cost": billion,
                    "addon_cost": billion,
                    "max_rebuys": 1000,
                    "chips": {"starting": 10**9, "on_time_bonus": 10**9, "rebuy": 10**9},
                    "set_asides": [
                        {"fund": "championship", "basis": "percent_of_gross", "amount": "33.3333"},
                        {"fund": "points", "basis": "per_entry", "amount": "999999.99"},
                    ],
                    "payout_table": [
                        {"min": 1, "max": 10_000, "percents": ["33.3333", "33.3333", "33.3334"]}
                    ],
                    "rounding_unit": "0.03",
                    "points": {"preset": "table", "places": [1e9, -1e9, 0.5], "participation": 1e9},
                    "championship": {
                        "seats": 10_000,
                        "min_events": 1000,
                        "makeup_fee_per_missed_event": billion,
                        "buyin": billion,
                        "starting_chips": 10**9,
                        "bonus_chip_percent": "1000",
                        "smallest_chip": 10**6,
                    },
                    "season_prizes": {"fund": "points", "percents": ["99.9999", "0.0001"]},
                },
                "events": [{"number": 100_000, "date": "9999-12-31", "entries": entries}],
            }
        ],
    }


def test_a_league_at_every_bound_computes_stores_and_exports(tmp_path):
    from leaguemgr.exporters.dispatch import export_season
    from leaguemgr.services.league_service import LeagueService

    league = load_league_file(written(tmp_path, largest_values_document()))
    report = compute_season_report(league, league.seasons[0].name)
    document = json.loads(report_json_text(report))
    assert document["events"][0]["gross"] == "120060000000000.00"  # 60 x 2001 x a billion
    payouts = [Decimal(p["amount"]) for p in document["events"][0]["payouts"]]
    assert sum(payouts) == Decimal(document["events"][0]["pool"])
    service = LeagueService.open(tmp_path / "bounds.sqlite")
    try:
        service.import_league(league)
        # A league made without a time zone takes the computer's (SPEC 10); all else as read.
        assert service.league == dataclasses.replace(league, time_zone=service.league.time_zone)
    finally:
        service.close()
    for suffix in (".xlsx", ".csv", ".html"):
        export_season(league, report, tmp_path / f"season{suffix}")


# The command line: no command writes its output over the league it reads ----------------


@pytest.fixture
def az_db(tmp_path: Path, capsys) -> Path:
    from leaguemgr.cli import main

    db = tmp_path / "league.sqlite"
    assert main(["import", str(SHARED_EXAMPLES / "az-2026.league.json"), "--db", str(db)]) == 0
    capsys.readouterr()
    return db


@pytest.mark.parametrize(
    "command",
    [["export-json", "-o", "{db}"], ["export", "-o", "{db}"], ["export-json", "-o", "{db}-wal"]],
    ids=" ".join,
)
def test_an_export_over_its_own_league_is_refused_and_the_league_kept(command, az_db, capsys):
    from leaguemgr.cli import main

    before = az_db.read_bytes()
    arguments = [part.format(db=az_db) for part in command]
    assert main([*arguments, "--db", str(az_db)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "the league being exported" in error, error
    assert az_db.read_bytes() == before


def test_an_export_through_a_link_writes_the_file_and_keeps_the_link(az_db, tmp_path, capsys):
    from leaguemgr.cli import main

    real = tmp_path / "real.csv"
    real.write_text("old")
    link = tmp_path / "standings.csv"
    link.symlink_to(real)
    assert main(["export", "--db", str(az_db), "-o", str(link)]) == 0
    assert link.is_symlink() and real.read_text("utf-8-sig").startswith("Rank,Player")


def test_an_event_number_past_a_database_integer_leaves_no_database(tmp_path, capsys):
    from leaguemgr.cli import main

    document = copy.deepcopy(AZ)
    first_event(document)["number"] = 2**63
    db = tmp_path / "new.sqlite"
    assert main(["import", str(written(tmp_path, document)), "--db", str(db)]) == 2
    error = capsys.readouterr().err
    assert "$.seasons[0].events[0].number" in error and "9223372036854775808" in error
    assert not db.exists()

"""The stored reports' codec: every example season comes back equal; damage reads as none."""

from __future__ import annotations

import dataclasses
import marshal
from decimal import Decimal

import pytest

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.leaguefile import read_league
from leaguemgr.services.league_files import load_league_file
from leaguemgr.storage import report_codec
from tests import synthetic
from tests.conftest import SHARED_EXAMPLES
from tests.web.rsvp_league import rsvp_document

EXAMPLES = sorted(
    [*SHARED_EXAMPLES.glob("*.league.json"), *SHARED_EXAMPLES.glob("next/*.league.json")]
)

D = Decimal
LINES = (
    LedgerLine("2026-03-01", "p03", LedgerKind.CHARGE, D("10.00"), LedgerFor.FINE, "late"),
    LedgerLine("2026-03-02", "p03", LedgerKind.PAYMENT, D("4.50"), LedgerFor.FINE, ""),
)


def _reports_of_examples() -> list[tuple[str, SeasonReport]]:
    reports = []
    for path in EXAMPLES:
        league = load_league_file(path)
        reports += [
            (f"{path.name}:{s.name}", compute_season_report(league, s.name)) for s in league.seasons
        ]
    # The examples hold no ledger and no planned night: the same league with both.
    az = read_league(rsvp_document())
    season = dataclasses.replace(az.seasons[0], ledger=LINES)
    az = dataclasses.replace(az, seasons=(season,))
    reports.append(("az with money and answers", compute_season_report(az, season.name)))
    # The benchmark's generator at its tiny and typical sizes (bench/generate_league.py).
    for size, shape in (("tiny", (2, 5, 12, 24)), ("typical", (1, 12, 20, 30))):
        league = synthetic.league(*shape, seed=3)
        reports += [
            (f"{size}:{s.name}", compute_season_report(league, s.name)) for s in league.seasons
        ]
    return reports


REPORTS = _reports_of_examples()


@pytest.mark.parametrize(("name", "report"), REPORTS, ids=[name for name, _ in REPORTS])
def test_every_example_season_comes_back_equal(name: str, report: SeasonReport) -> None:
    back = report_codec.decode(report_codec.encode(report))
    assert back == report
    # Money comes back as the same Decimals, digits and all ("30.50" stays "30.50").
    assert [str(f) for _, f in back.funds] == [str(f) for _, f in report.funds]


def test_the_examples_cover_every_part_of_a_report() -> None:
    assert len(EXAMPLES) >= 3
    reports = [report for _, report in REPORTS]
    assert any(r.championship and r.championship.results for r in reports)
    assert any(r.ledger for r in reports)
    assert any(r.next_events for r in reports)
    assert any(e.bounties for r in reports for e in r.events)
    assert any(r.dealer_credits for r in reports)


def test_money_is_never_pickled_or_floated() -> None:
    _, report = REPORTS[0]
    plain = marshal.loads(report_codec.encode(report))
    assert report_codec.decode(marshal.dumps(plain)) == report
    assert not _holds(plain, Decimal)


def _holds(value: object, kind: type) -> bool:
    if isinstance(value, tuple):
        return any(_holds(item, kind) for item in value)
    return isinstance(value, kind)


@pytest.mark.parametrize(
    "damage",
    [
        lambda payload: payload[: len(payload) // 2],
        lambda payload: payload[:1],
        lambda payload: b"",
        lambda payload: b"\x00garbage\xff" * 40,
        lambda payload: marshal.dumps((1, 2, 3)),
        lambda payload: marshal.dumps("a report"),
        lambda payload: marshal.dumps(None),
        lambda payload: _reshaped(payload),
        lambda payload: _bad_money(payload),
    ],
    ids=[
        "half",
        "one byte",
        "empty",
        "garbage",
        "short tuple",
        "text",
        "none",
        "reshaped",
        "bad money",
    ],
)
def test_a_damaged_payload_reads_as_no_report(damage) -> None:
    _, report = REPORTS[0]
    assert report_codec.decode(damage(report_codec.encode(report))) is None


def _reshaped(payload: bytes) -> bytes:
    plain = list(marshal.loads(payload))
    plain[1] = ("not", "events")
    return marshal.dumps(tuple(plain))


def _bad_money(payload: bytes) -> bytes:
    plain = list(marshal.loads(payload))
    plain[4] = "lots"  # bounty_pot_end
    return marshal.dumps(tuple(plain))

"""The TD3 nights a real league's import left unreconciled (issue 32, SPEC 5 and 9), each a
sample changed in the few fields that did it (``fixtures/make_bounty_nights.py``): bounty
chips TD3 kept outside its take-in (450, 800, 1,200 and 1,250 here, as in the issue), a
rebuy that bought a chip and so took in 50 less than the usual rebuy ("one 50 too many"),
rebuys at two prices (300 too many), and a fee holding a chip's cost with bounties off
(TD3's rake recorded on a take-in of nothing). Each imports to the cent with TD3's own
figures; before, each lost its bounties or took in what TD3 did not, or set aside no rake."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.td3_import import plan_td3_import
from leaguemgr.td3.plan import ImportedEntry
from leaguemgr.td3.prices import event_prices
from leaguemgr.td3.tournament import read_tournament_file

FIXTURES = Path(__file__).resolve().parent / "fixtures"
D = Decimal

# file: (TD3's take-in, its bounty money, its rake, money its fees held outside it)
NIGHTS = {
    "ko-chip-on-buyin.tdt": (D(2800), D(450), D(0), D(0)),
    "ko-chip-on-every-stack.tdt": (D(2160), D(800), D(160), D(0)),
    "ko-rebuy-with-chip.tdt": (D(2750), D(1250), D(0), D(0)),
    "ko-rebuys-at-two-prices.tdt": (D(2500), D(1200), D(0), D(0)),
    "chip-in-fee-without-bounties.tdt": (D(0), D(0), D(280), D(700)),
}


def _imported(*names: str):
    planned = plan_td3_import(
        None, [read_tournament_file(FIXTURES / name) for name in names], season="2025"
    )
    report = compute_season_report(planned.league, "2025")
    league = planned.league
    return planned, report.events, {player.id: player.name for player in league.players}


@pytest.mark.parametrize("name", NIGHTS)
def test_each_night_reconciles_to_the_cent_with_td3s_own_figures(name):
    take_in, bounties, rake, outside = NIGHTS[name]
    _, (event,), _ = _imported(name)
    money = event.money
    # The gross is what TD3 took in, plus the money it kept outside its take-in.
    assert money.gross == take_in + bounties + outside
    assert money.knockouts == bounties
    assert dict(money.set_asides).get("rake", D(0)) == rake
    set_aside = sum((amount for _, amount in money.set_asides), D(0))
    assert money.gross + money.added == money.knockouts + set_aside + money.pool
    assert money.pool == sum(payout.amount for payout in event.payouts)
    if bounties:
        assert sum(amount for _, amount in event.bounties.paid) == bounties


def test_a_chip_on_each_buy_in_goes_to_the_hitman_of_the_players_first_bust():
    _, (event,), names = _imported("ko-chip-on-buyin.tdt")
    paid = {names[player]: amount for player, amount in event.bounties.paid}
    # Rebuys bought no chip: Egon's own went to Gustav when he first busted; Doris's first
    # bust had two hitmen, Egon and Gustav, who share her 50.
    assert paid == {
        "Egon T": D("175.00"),  # Hedda, Ivar, Frida and half of Doris
        "Hedda S": D("100.00"),  # Cilla, Gustav
        "Gustav R": D("75.00"),  # Egon, half of Doris
        "Bert K": D("50.00"),  # Åsa
        "Frida L": D("50.00"),  # Bert
    }


def test_nights_priced_apart_say_how_they_were_reconciled_naming_file_event_and_amounts():
    planned, events, _ = _imported("ko-rebuy-with-chip.tdt", "ko-rebuys-at-two-prices.tdt")
    lines = "\n".join(planned.summary())
    assert (
        'ko-rebuy-with-chip.tdt, event 1 "ORF Poker 20250702": rebuys at 150.00 and 200.00; '
        "at the event's rebuy of 200.00 its entries would take in 2800.00 where TD3 took in "
        "2750.00: each player's difference is on their buy-in, Bert K (-50.00)"
    ) in lines
    assert (
        "rebuys at 50.00 and 200.00; at the event's rebuy of 200.00 its entries would take "
        "in 2800.00 where TD3 took in 2500.00: each player's difference is on their buy-in, "
        "Åsa B (-150.00), Cilla M (-150.00)"
    ) in lines
    assert (
        'ko-rebuy-with-chip.tdt, event 1 "ORF Poker 20250702": bounties 1250.00, kept by TD3 '
        "outside its take-in of 2750.00 (10 bounty chip(s) of its fee profiles, 1250.00), "
        "added to the gross and paid as TD3's busts say"
    ) in lines
    assert [event.money.gross - event.money.knockouts for event in events] == [2750, 2500]


def test_a_chip_held_in_the_fee_with_bounties_off_is_money_the_rake_is_set_aside_from():
    planned, (event,), _ = _imported("chip-in-fee-without-bounties.tdt")
    assert event.bounties is None and event.money.added == 0
    assert (event.money.gross, event.money.pool) == (D(700), D(420))
    assert (
        'chip-in-fee-without-bounties.tdt, event 1 "ORF Poker 20250716": TD3 took in 0.00 '
        "and kept the 700.00 its fees held for bounty chips outside it (UseBounties is off: "
        "no bounties); the gross is 700.00, and TD3's rake of 280.00 is set aside from it"
    ) in planned.summary()


def test_the_five_nights_import_through_the_command_line_and_again_change_nothing(tmp_path, capsys):
    db = str(tmp_path / "league.sqlite")
    files = [str(FIXTURES / name) for name in NIGHTS]
    assert main(["import-td3", *files, "--db", db, "--season", "2025"]) == 0
    out = capsys.readouterr().out
    assert out.count("kept by TD3 outside its take-in") == 4
    assert "its entries would take in" in out and "held for bounty chips" in out
    assert main(["report", "--db", db, "--season", "2025", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    by_gross = sorted(D(event["gross"]) for event in report["events"])
    assert by_gross == sorted(sum(figures[:2], D(0)) + figures[3] for figures in NIGHTS.values())
    for event in report["events"]:
        set_aside = sum((D(a) for a in event["set_asides"].values()), D(0))
        knockouts = D(event["knockouts"]["money"]) if event["knockouts"] else D(0)
        assert D(event["gross"]) + D(event["added"]) == knockouts + set_aside + D(event["pool"])
    assert main(["import-td3", *files, "--db", db, "--season", "2025"]) == 0
    assert "no event to import" in capsys.readouterr().out
    assert main(["check", "--db", db]) == 0
    # The league file keeps every figure: a copy made from it reports the same.
    exported = tmp_path / "league.json"
    assert main(["export-json", "--db", db, "-o", str(exported)]) == 0
    copy = str(tmp_path / "copy.sqlite")
    assert main(["import", str(exported), "--db", copy]) == 0
    capsys.readouterr()
    assert main(["report", "--db", copy, "--season", "2025", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == report


def test_a_bad_file_beside_them_imports_none_of_them(tmp_path, capsys):
    bad = tmp_path / "bad.tdt"
    text = (FIXTURES / "ko-rebuy-with-chip.tdt").read_text(encoding="utf-8")
    bad.write_text(text[: len(text) // 2], encoding="utf-8")
    db = tmp_path / "league.sqlite"
    files = [str(FIXTURES / name) for name in NIGHTS]
    assert main(["import-td3", *files, str(bad), "--db", str(db), "--season", "2025"]) == 2
    assert "bad.tdt" in capsys.readouterr().err
    assert not db.exists()


def _entry(player: str, buyin: int, rebuys=(), addons=()) -> ImportedEntry:
    return ImportedEntry(
        player=player,
        finish=1,
        buyin=D(buyin),
        rebuy_amounts=tuple(map(D, rebuys)),
        addon_amounts=tuple(map(D, addons)),
        busts=(),
        knockouts=0,  # type: ignore[arg-type]
        hits_adjustment=D(0),
        formula_points=0.0,
        points_adjustment=D(0),
        prize=D(0),
    )


def test_prices_keep_every_players_total_and_never_a_buy_in_below_zero():
    usual = [_entry("a", 50, (200,)), _entry("b", 50, (200,))]
    assert event_prices(usual).moved == {}
    # Add-ons at two prices: the usual one is the event's, the other player's difference
    # goes on their buy-in.
    addons = [
        _entry("a", 200, (), (100,)),
        _entry("b", 200, (), (100,)),
        _entry("c", 200, (), (50,)),
    ]
    prices = event_prices(addons)
    assert (prices.addon, prices.buyins["c"], prices.addons_paid) == (100, 150, (50, 100))
    # A 50 buy-in and two rebuys at 0 where the usual rebuy is 200 would be -350: the
    # cheapest rebuy is the event's instead and the others pay their difference.
    cheap = [_entry("a", 50, (0, 0)), _entry("b", 200, (200,)), _entry("c", 200, (200,))]
    prices = event_prices(cheap)
    assert (prices.rebuy, prices.buyins) == (0, {"a": 50, "b": 400, "c": 400})
    for entries in (usual, addons, cheap):
        prices = event_prices(entries)
        for entry in entries:
            paid = entry.buyin + sum(entry.rebuy_amounts) + sum(entry.addon_amounts)
            priced = prices.buyins[entry.player] + (prices.rebuy or 0) * entry.rebuys
            assert priced + (prices.addon or 0) * entry.addons == paid

"""TD3's bounties (SPEC 9): ``UseBounties`` with each stack's ``PersonalBounty`` import as
recorded bounties, their money on top of TD3's take-in, paid as TD3's busts say; with
``UseBounties`` off the bounty fields change nothing."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.td3_import import plan_td3_import
from leaguemgr.td3.tournament import Td3Tournament, read_tournament

SAMPLE = Path(__file__).resolve().parents[2].parent / "shared" / "td3-samples"
TWO_HITMEN = SAMPLE / "sample-rebuys-two-hitmen.tdt"
D = Decimal


def _tournament(use_bounties: bool, bounty: str) -> Td3Tournament:
    text = TWO_HITMEN.read_text()
    text = text.replace("UseBounties: false", f"UseBounties: {str(use_bounties).lower()}")
    return read_tournament(text.replace("PersonalBounty: 0", f"PersonalBounty: {bounty}"))


def _imported(tournament: Td3Tournament):
    planned = plan_td3_import(None, [tournament])
    league = planned.league
    names = {player.id: player.name for player in league.players}
    (season,) = league.seasons
    (event,) = compute_season_report(league, season.name).events
    return planned, event, names


def test_td3_bounties_come_on_top_of_the_take_in_and_pay_the_hitmen_of_each_bust():
    planned, event, names = _imported(_tournament(True, "50"))
    money = event.money
    # 9 entrants with 14 stacks of 200 (no rake): TD3 took in 2,800; 14 x 50 of bounties.
    assert (money.gross, money.knockouts) == (D("3500.00"), D("700.00"))
    set_aside = sum((amount for _, amount in money.set_asides), D(0))
    assert money.gross + money.added == money.knockouts + set_aside + money.pool
    assert money.pool == sum(payout.amount for payout in event.payouts)
    paid = {names[player]: amount for player, amount in event.bounties.paid}
    # Doris's first stack: Egon and Gustav share its 50; the winner Egon keeps his last.
    assert paid == {
        "Egon T": D("275.00"),  # 25 + 50 (Doris) + Hedda, Ivar, Frida + his own head
        "Hedda S": D("150.00"),  # Gustav, Bert's second stack, Cilla's first
        "Ivar O": D("100.00"),  # Åsa's second stack, Cilla's second
        "Gustav R": D("75.00"),  # half of Doris's first stack, Egon's first
        "Bert K": D("50.00"),
        "Frida L": D("50.00"),
    }
    assert any(
        "bounties 700.00, kept by TD3 outside its take-in of 2800.00 (the PersonalBounty of "
        "each of its 14 stacks), added to the gross" in line
        for line in planned.money_lines
    )


def test_bounty_fields_with_use_bounties_off_change_no_money():
    _, plain, _ = _imported(_tournament(False, "0"))
    _, marked, _ = _imported(_tournament(False, "50"))  # the file also has BountyChipCost: 50
    assert marked.bounties is None
    assert marked.money == plain.money
    assert marked.payouts == plain.payouts


def test_a_td3_file_with_bounties_imports_into_a_database_and_reconciles(tmp_path, capsys):
    import json

    from leaguemgr.cli import main

    text = TWO_HITMEN.read_text()
    text = text.replace("UseBounties: false", "UseBounties: true")
    path = tmp_path / "bounties.tdt"
    path.write_text(text.replace("PersonalBounty: 0", "PersonalBounty: 50"))
    db = str(tmp_path / "league.sqlite")
    assert main(["import-td3", str(path), "--db", db, "--season", "2024"]) == 0
    assert "bounties 700.00, kept by TD3 outside its take-in" in capsys.readouterr().out
    assert main(["report", "--db", db, "--season", "2024", "--format", "json"]) == 0
    (event,) = json.loads(capsys.readouterr().out)["events"]
    assert (event["gross"], event["knockouts"]["money"]) == ("3500.00", "700.00")
    set_aside = sum(D(amount) for amount in event["set_asides"].values())
    knockouts = D(event["knockouts"]["money"])
    assert D(event["gross"]) + D(event["added"]) == knockouts + set_aside + D(event["pool"])
    assert sum(D(p["amount"]) for p in event["knockouts"]["paid"]) == knockouts
    assert main(["import-td3", str(path), "--db", db, "--season", "2024"]) == 0  # again: nothing
    assert main(["check", "--db", db]) == 0


def test_a_td3_file_without_bounties_keeps_its_money_in_a_season_with_knockouts():
    from dataclasses import replace

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules

    planned = plan_td3_import(None, [_tournament(False, "0")])
    league = planned.league
    (season,) = league.seasons
    rules = replace(season.rules, knockout=KnockoutRules(KnockoutKind.PROGRESSIVE, D("10")))
    again = plan_td3_import(
        replace(league, seasons=(replace(season, rules=rules, events=()),)),
        [_tournament(False, "0")],
    )
    (event,) = compute_season_report(again.league, season.name).events
    assert event.bounties is None and event.money.knockouts == 0
    _, plain, _ = _imported(_tournament(False, "0"))
    assert event.money == plain.money

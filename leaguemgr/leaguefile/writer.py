"""Write domain records as a league file (version 1) that reads back to the same league."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    PointsRule,
    Season,
    SeasonRules,
)
from leaguemgr.leaguefile.money_keys import dues_document, ledger_document
from leaguemgr.leaguefile.night_keys import write_night_keys
from leaguemgr.leaguefile.reader import FORMAT, VERSION
from leaguemgr.leaguefile.setup_keys import night_settings_document, structure_document


def _money(value: Decimal) -> str:
    return format(value, "f")


def _optional_money(value: Decimal | None) -> str | None:
    return None if value is None else _money(value)


def league_document(league: League) -> dict[str, Any]:
    """The league file of ``league``, as a JSON-ready dict."""
    players = []
    for player in league.players:
        item: dict[str, Any] = {"id": player.id, "name": player.name}
        if player.sub:
            item["sub"] = True
        if player.td3_id is not None:
            item["td3_id"] = player.td3_id
        players.append(item)
    header: dict[str, Any] = {"name": league.name, "currency": league.currency}
    if league.structure is not None:
        header["structure"] = structure_document(league.structure)
    return {
        "format": FORMAT,
        "version": VERSION,
        "league": header,
        "players": players,
        "seasons": [_season(season) for season in league.seasons],
    }


def _season(season: Season) -> dict[str, Any]:
    document = {
        "name": season.name,
        "rules": rules_document(season.rules),
        "events": [_event(event) for event in season.events],
        "championship": {
            "declined": list(season.championship.declined),
            "makeups": list(season.championship.makeups),
        },
    }
    if season.ledger:
        document["ledger"] = ledger_document(season.ledger)
    return document


def rules_document(rules: SeasonRules) -> dict[str, Any]:
    """A season's ``rules`` object, every key written out."""
    document: dict[str, Any] = {
        "buyin": _money(rules.buyin),
        "rebuy_cost": _money(rules.rebuy_cost),
        "addon_cost": _money(rules.addon_cost),
        "max_rebuys": rules.max_rebuys,
    }
    if rules.chips is not None:
        chips = rules.chips
        document["chips"] = {
            "starting": chips.starting,
            "on_time_bonus": chips.on_time_bonus,
            "exact_change_bonus": chips.exact_change_bonus,
            "rebuy": chips.rebuy,
            "addon": chips.addon,
        }
    document["set_asides"] = [
        {"fund": s.fund, "basis": s.basis.value, "amount": _money(s.amount)}
        for s in rules.set_asides
    ]
    document["payout_table"] = [
        {"min": row.min, "max": row.max, "percents": [_money(p) for p in row.percents]}
        for row in rules.payout_table
    ]
    document["rounding_unit"] = _money(rules.rounding_unit)
    document["points"] = points_document(rules.points)
    document["late_cancel_penalty"] = rules.late_cancel_penalty
    document["no_show_policy"] = rules.no_show_policy.value
    document["bounty"] = (
        None
        if rules.bounty is None
        else {
            "amount_per_event": _money(rules.bounty.amount_per_event),
            "initial_target": rules.bounty.initial_target,
        }
    )
    document["dealer_credits"] = rules.dealer_credits
    champ = rules.championship
    document["championship"] = (
        None
        if champ is None
        else {
            "seats": champ.seats,
            "min_events": champ.min_events,
            "subs_allowed": champ.subs_allowed,
            "makeup_fee_per_missed_event": _optional_money(champ.makeup_fee_per_missed_event),
            "buyin": _money(champ.buyin),
            "starting_chips": champ.starting_chips,
            "bonus_chip_percent": _optional_money(champ.bonus_chip_percent),
            "smallest_chip": champ.smallest_chip,
        }
    )
    prizes = rules.season_prizes
    document["season_prizes"] = (
        None
        if prizes is None
        else {"fund": prizes.fund, "percents": [_money(p) for p in prizes.percents]}
    )
    if rules.best_results is not None:
        document["best_results"] = rules.best_results
    if rules.night is not None:
        document["night"] = night_settings_document(rules.night)
    if rules.structure is not None:
        document["structure"] = structure_document(rules.structure)
    if rules.dues is not None:
        document["dues"] = dues_document(rules.dues)
    return document


def points_document(rule: PointsRule) -> dict[str, Any]:
    if rule.formula is not None:
        return {"formula": rule.formula}
    if rule.preset == "table":
        return {
            "preset": "table",
            "places": [_plain_number(p) for p in rule.places],
            "participation": _plain_number(rule.participation),
        }
    return {"preset": rule.preset}


def _plain_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _event(event: Event) -> dict[str, Any]:
    document: dict[str, Any] = {"number": event.number}
    if event.date is not None:
        document["date"] = event.date
    if event.name is not None:
        document["name"] = event.name
    if event.kind is not EventKind.REGULAR:
        document["kind"] = event.kind.value
    for key in ("buyin", "rebuy_cost", "addon_cost"):
        value = getattr(event, key)
        if value is not None:
            document[key] = _money(value)
    if event.max_rebuys_set:
        document["max_rebuys"] = event.max_rebuys
    if event.pick_a_stack:
        document["pick_a_stack"] = True
    if event.added:
        document["added"] = _money(event.added)
    document["entries"] = [_entry(entry) for entry in event.entries]
    document["dealers"] = [{"player": d.player, "game": d.game.value} for d in event.dealers]
    if event.payouts is not None:
        document["payouts"] = [
            {"player": player, "amount": _money(amount)} for player, amount in event.payouts
        ]
    if event.source is not None:
        document["source"] = event.source
    if event.structure is not None:
        document["structure"] = structure_document(event.structure)
    write_night_keys(event, document)
    return document


def _entry(entry: Entry) -> dict[str, Any]:
    document: dict[str, Any] = {"player": entry.player}
    if entry.status is not EntryStatus.PLAYED:
        document["status"] = entry.status.value
    if not entry.paid:
        document["paid"] = False
    if entry.finish is not None:
        document["finish"] = entry.finish
    if entry.buyin is not None:
        document["buyin"] = _money(entry.buyin)
    for key in ("rebuys", "addons"):
        if getattr(entry, key):
            document[key] = getattr(entry, key)
    for key in ("on_time", "exact_change", "free_entry"):
        if getattr(entry, key):
            document[key] = True
    if entry.busted_by:
        document["busted_by"] = list(entry.busted_by)
    if entry.points is not None:
        document["points"] = _plain_number(entry.points)
    for key in ("points_adjustment", "knockout_adjustment"):
        if getattr(entry, key):
            document[key] = _plain_number(getattr(entry, key))
    return document

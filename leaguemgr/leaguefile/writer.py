"""Write domain records as a league file (version 1) that reads back to the same league.

Where a night closed and where a season was marked complete in the ledger
(``Event.closed_at_line``, ``Season.completed_at_line``) is not written: league-file.md has
no key for it, and a file read back places them by date (:mod:`leaguemgr.domain.ledger_places`
says what an import over a stored season keeps)."""

from __future__ import annotations

from typing import Any

from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    Season,
)
from leaguemgr.leaguefile.fields import money_text as _money
from leaguemgr.leaguefile.fields import plain_number as _plain_number
from leaguemgr.leaguefile.knockout_keys import write_bounties_won, write_event_knockout
from leaguemgr.leaguefile.money_keys import ledger_document
from leaguemgr.leaguefile.night_keys import write_night_keys
from leaguemgr.leaguefile.reader import FORMAT, VERSION
from leaguemgr.leaguefile.rsvp_keys import write_rsvp_keys
from leaguemgr.leaguefile.rules_keys import rules_document
from leaguemgr.leaguefile.setup_keys import structure_document


def league_document(league: League) -> dict[str, Any]:
    """The league file of ``league``, as a JSON-ready dict."""
    players = []
    for player in league.players:
        item: dict[str, Any] = {"id": player.id, "name": player.name}
        if player.sub:
            item["sub"] = True
        if player.td3_id is not None:
            item["td3_id"] = player.td3_id
        if player.guest:
            item["guest"] = True
        players.append(item)
    header: dict[str, Any] = {"name": league.name, "currency": league.currency}
    if league.structure is not None:
        header["structure"] = structure_document(league.structure)
    if league.time_zone is not None:
        header["time_zone"] = league.time_zone
    if league.locale is not None:
        header["locale"] = league.locale
    if league.language is not None:
        header["language"] = league.language
    return {
        "format": FORMAT,
        "version": VERSION,
        "league": header,
        "players": players,
        "seasons": [_season(season) for season in league.seasons],
    }


def _season(season: Season) -> dict[str, Any]:
    decisions: dict[str, Any] = {
        "declined": list(season.championship.declined),
        "makeups": list(season.championship.makeups),
    }
    if season.championship.drawn:
        decisions["drawn"] = [list(draw) for draw in season.championship.drawn]
    document: dict[str, Any] = {
        "name": season.name,
        "rules": rules_document(season.rules),
        "events": [_event(event) for event in season.events],
        "championship": decisions,
    }
    if season.starting_points:
        document["starting_points"] = {
            player: _plain_number(points) for player, points in season.starting_points
        }
    if season.ledger:
        document["ledger"] = ledger_document(season.ledger)
    if season.complete:
        document["complete"] = True
    return document


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
    if event.points_factor != 1:
        document["points_factor"] = _plain_number(event.points_factor)
    if event.cash_out is not None:
        document["cash_out"] = event.cash_out
    document["entries"] = [_entry(entry) for entry in event.entries]
    document["dealers"] = [{"player": d.player, "game": d.game.value} for d in event.dealers]
    if event.payouts is not None:
        document["payouts"] = [
            {"player": player, "amount": _money(amount)} for player, amount in event.payouts
        ]
    if event.others is not None:
        document["others"] = {
            key: getattr(event.others, key)
            for key in ("entries", "rebuys", "addons")
            if getattr(event.others, key)
        }
    if event.source is not None:
        document["source"] = event.source
    if event.structure is not None:
        document["structure"] = structure_document(event.structure)
    write_night_keys(event, document)
    write_event_knockout(event, document)
    write_rsvp_keys(event, document)
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
    write_bounties_won(entry, document)
    return document

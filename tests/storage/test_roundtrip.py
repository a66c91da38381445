"""What goes into the database comes back out unchanged, and imports merge as documented."""

from __future__ import annotations

import dataclasses
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import event

from leaguemgr.domain.records import Entry, Event, League, Player, Season, SeasonRules
from leaguemgr.storage import (
    Database,
    NotFoundError,
    StorageError,
    open_database,
    replace_league,
)
from leaguemgr.storage.fast_load import load_whole_league
from leaguemgr.storage.tables import DecimalText
from tests.storage.league_oracle import load_season, season_names


def _import(db: Database, league: League) -> None:
    with db.transaction() as session:
        replace_league(session, league)


def _load(db: Database) -> League | None:
    with db.read() as session:
        return load_whole_league(session)


def test_every_field_of_a_league_survives_save_and_load(db: Database, league: League) -> None:
    _import(db, league)
    assert _load(db) == league


def test_league_survives_closing_and_reopening_the_file(
    db: Database, db_path: Path, league: League
) -> None:
    _import(db, league)
    db.close()
    with open_database(db_path) as again, again.read() as session:
        assert load_whole_league(session) == league


def test_money_keeps_its_exact_digits(db: Database, db_path: Path, league: League) -> None:
    _import(db, league)
    loaded = _load(db)
    assert loaded is not None
    season = loaded.season("2026")
    # Dataclass equality would accept 30.5 for 30.50; the screen would not.
    assert str(season.rules.buyin) == "30.00"
    assert str(season.rules.addon_cost) == "10.50"
    assert [str(p) for p in season.rules.payout_table[1].percents] == ["66.7", "33.3"]
    assert str(season.events[1].entries[0].buyin) == "66.7"
    assert str(season.events[0].rebuy_cost) == "25.50"
    assert str(season.rules.championship.buyin) == "25.00"  # type: ignore[union-attr]
    raw = sqlite3.connect(db_path)
    try:
        stored = raw.execute("SELECT buyin, typeof(buyin) FROM season_rules").fetchall()
    finally:
        raw.close()
    assert ("30.00", "text") in stored


@given(st.decimals(allow_nan=False, allow_infinity=False))
def test_any_decimal_is_stored_as_its_exact_text(value: Decimal) -> None:
    column = DecimalText()
    stored = column.process_bind_param(value, None)  # type: ignore[arg-type]
    back = column.process_result_value(stored, None)  # type: ignore[arg-type]
    assert str(back) == str(value)


def test_a_float_is_refused_as_money() -> None:
    with pytest.raises(TypeError, match="money must be a Decimal"):
        DecimalText().process_bind_param(30.5, None)  # type: ignore[arg-type]


def test_empty_database_has_no_league(db: Database) -> None:
    assert _load(db) is None


def test_load_season_returns_only_that_season_with_all_players(
    db: Database, league: League
) -> None:
    _import(db, league)
    with db.read() as session:
        league = load_season(session, "2026")
    assert [season.name for season in league.seasons] == ["2026"]
    assert league.season("2026") == league.season("2026")
    assert league.players == league.players


def test_load_season_of_an_unknown_name_says_which(db: Database, league: League) -> None:
    _import(db, league)
    with db.read() as session, pytest.raises(NotFoundError, match='no season named "2027"'):
        load_season(session, "2027")


def test_loading_takes_the_same_few_queries_whatever_the_size(db: Database, league: League) -> None:
    def big(seasons: int) -> League:
        base = league
        template = base.season("2026")
        copies = tuple(dataclasses.replace(template, name=f"S{i}") for i in range(seasons))
        return dataclasses.replace(base, seasons=copies)

    counts = []
    for size in (1, 20):
        _import(db, big(size))
        with db.read() as session:
            statements: list[str] = []
            event.listen(
                session.connection(),
                "before_cursor_execute",
                lambda *args, log=statements: log.append(args[2]),
            )
            load_whole_league(session)
            counts.append(sum(s.lstrip().upper().startswith("SELECT") for s in statements))
    assert counts[0] == counts[1] <= 10


def test_import_updates_players_and_replaces_seasons_in_place(db: Database, league: League) -> None:
    _import(db, league)
    new_2026 = Season(
        name="2026",
        rules=SeasonRules(buyin=Decimal("35"), rebuy_cost=Decimal("35")),
        events=(Event(number=1, entries=(Entry("gus", finish=1),)),),
    )
    update = League(
        name="AGPT",
        currency="USD",
        players=(Player("ann", "Ann Lee-Smith", active=False), Player("gus", "Gus Hale")),
        seasons=(new_2026, Season(name="2027", rules=new_2026.rules)),
    )
    _import(db, update)
    loaded = _load(db)
    assert loaded is not None
    assert (loaded.name, loaded.currency) == ("AGPT", "USD")
    roster = {p.id: p for p in loaded.players}
    assert roster["ann"] == Player("ann", "Ann Lee-Smith", active=False)
    assert roster["bob"] == league.players[1], "players absent from the file are kept"
    assert roster["gus"].name == "Gus Hale"
    assert [s.name for s in loaded.seasons] == ["2025 FNC", "2026", "2027"]
    assert loaded.season("2026") == new_2026
    assert loaded.season("2025 FNC") == league.season("2025 FNC")


def test_a_bad_import_changes_nothing(db: Database, league: League) -> None:
    _import(db, league)
    before = _load(db)
    broken_event = Event(number=9, entries=(Entry("zed", finish=1),))
    season = dataclasses.replace(league.season("2026"), events=(broken_event,))
    bad = dataclasses.replace(league, name="Renamed", seasons=(season,))
    with pytest.raises(
        NotFoundError, match='Season "2026", event 9: there is no player with id "zed"'
    ):
        _import(db, bad)
    assert _load(db) == before


def test_two_entries_for_one_player_in_an_event_are_refused(db: Database, league: League) -> None:
    twice = Event(number=4, entries=(Entry("ann", finish=1), Entry("ann", finish=2)))
    season = Season("2026", league.season("2026").rules, events=(twice,))
    with pytest.raises(StorageError, match='Season "2026", event 4: "ann" has two entries'):
        _import(db, dataclasses.replace(league, seasons=(season,)))


def test_season_order_is_kept(db: Database, league: League) -> None:
    league = league
    _import(db, dataclasses.replace(league, seasons=tuple(reversed(league.seasons))))
    with db.read() as session:
        assert season_names(session) == ["2026", "2025 FNC"]


def test_flags_come_back_as_booleans_not_numbers(db: Database, league: League) -> None:
    # 1 == True, so equality alone would not catch it; a JSON export would print 1.
    _import(db, league)
    loaded = _load(db)
    assert loaded is not None
    entry = loaded.season("2026").events[0].entries[0]
    event = loaded.season("2026").events[1]
    flags = [entry.paid, entry.on_time, entry.exact_change, entry.free_entry]
    flags += [event.pick_a_stack, event.max_rebuys_set, loaded.players[1].sub]
    flags += [loaded.season("2026").rules.dealer_credits]
    assert all(type(flag) is bool for flag in flags)

"""The SQLite schema of a league database, as SQLModel tables.

One database file holds one league. Every table has an integer surrogate key; the text ids
that league files use for players ("p01") live in ``player.code``. Money columns are TEXT
holding the exact decimal string (``DecimalText``), never REAL, so "66.7" comes back as
``Decimal("66.7")``. Season rules that are lists or optional groups without player
references are JSON text in ``season_rules``; see ``codec.py`` for their shape.

Any change here needs an Alembic migration in ``migrations/versions`` (a test compares
the migrated schema with these tables).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, cast

from sqlalchemy import Column, Dialect, Index, MetaData, Table, Text, UniqueConstraint, text
from sqlalchemy.orm import registry
from sqlalchemy.types import TypeDecorator
from sqlmodel import Field, SQLModel

# Named constraints let Alembic's batch mode (table rebuilds on SQLite) find them again.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_N_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)


class DecimalText(TypeDecorator[Decimal]):
    """A ``Decimal`` stored as its exact string, in a column with TEXT affinity.

    TEXT matters: a NUMERIC column would let SQLite turn "30.50" into the REAL 30.5.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> str | None:
        if value is None:
            return None
        if not isinstance(value, Decimal):
            # A float slipping in here would be stored inexactly, which is the bug this
            # type exists to prevent.
            raise TypeError(f"money must be a Decimal, not {type(value).__name__}")
        return str(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        return None if value is None else Decimal(value)


def _money(nullable: bool) -> Any:
    return Field(default=None, sa_column=Column(DecimalText(), nullable=nullable))


class StorageModel(SQLModel, registry=registry(metadata=metadata)):
    """Base of the league tables; its own registry keeps them out of SQLModel.metadata."""


class LeagueRow(StorageModel, table=True):
    __tablename__ = "league"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    currency: str
    # The league's blind structure (JSON, ``structure_payload``); NULL: the built-in one.
    # Migration 0006.
    structure: str | None = None
    # The league's IANA time zone (NULL: the computer's own); the address ``leaguemgr serve``
    # last served under (the links' default base). Migration 0011.
    time_zone: str | None = None
    public_url: str | None = None
    # The key the site's form tokens are signed with (hex), kept so an open page's form
    # still posts after a restart (SPEC 10). Migration 0014.
    form_key: str | None = None
    # The league's Babel locale ("de_DE": how its money, numbers and dates are written;
    # NULL: as always, "$1,234.50") and language ("de"; NULL: English). Migration 0016.
    locale: str | None = None
    language: str | None = None


class PlayerRow(StorageModel, table=True):
    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    code: str = Field(unique=True)
    name: str
    sub: bool
    active: bool
    td3_id: str | None = None
    # Plays and counts in the field, has no standings line (SPEC 8). Migration 0009.
    guest: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})


class SeasonRow(StorageModel, table=True):
    __tablename__ = "season"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    position: int
    # Handicaps, JSON {player code: points} (SPEC 8); NULL: none. Migration 0009.
    starting_points: str | None = None
    # The organizer marked the regular season complete (its season prizes are owed, SPEC 7),
    # on ``completed_on`` (ISO date). Migration 0013.
    complete: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    completed_on: str | None = None
    # How many of the season's ledger lines there were when it was marked complete: the
    # prize lines sit after exactly those (NULL: by date). Migration 0013.
    completed_at_line: int | None = None


class SeasonRulesRow(StorageModel, table=True):
    __tablename__ = "season_rules"

    season_id: int = Field(primary_key=True, foreign_key="season.id", ondelete="CASCADE")
    buyin: Decimal = _money(nullable=False)
    rebuy_cost: Decimal = _money(nullable=False)
    addon_cost: Decimal = _money(nullable=False)
    max_rebuys: int | None = None
    rounding_unit: Decimal = _money(nullable=False)
    late_cancel_penalty: bool
    no_show_policy: str
    dealer_credits: bool
    bounty_amount: Decimal | None = _money(nullable=True)
    bounty_initial_target_id: int | None = Field(default=None, foreign_key="player.id", index=True)
    chips: str | None = None
    set_asides: str
    payout_table: str
    points: str
    championship: str | None = None
    season_prizes: str | None = None
    best_results: int | None = None
    # How the nights run and their blind structure (JSON); NULL: guessed from the rules, and
    # the league's structure. Migration 0006.
    night: str | None = None
    structure: str | None = None
    # The season's dues rule (JSON); NULL: no dues. Migration 0008.
    dues: str | None = None
    # Knockout bounties (JSON); NULL: none. Migration 0010.
    knockout: str | None = None
    # A league's own rules (SPEC 8); NULL / false: the rule is off. Migration 0009.
    events_planned: int | None = None
    rebuy_or_addon: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    tie_break: str | None = None
    # Nights played to a cash-out (SPEC 8). Migration 0013.
    cash_out: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})


class EventRow(StorageModel, table=True):
    __tablename__ = "event"
    __table_args__ = (UniqueConstraint("season_id", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", ondelete="CASCADE")
    number: int
    date: str | None = None
    name: str | None = None
    kind: str
    buyin: Decimal | None = _money(nullable=True)
    rebuy_cost: Decimal | None = _money(nullable=True)
    addon_cost: Decimal | None = _money(nullable=True)
    max_rebuys: int | None = None
    max_rebuys_set: bool
    pick_a_stack: bool
    source: str | None = None
    # The payouts are each entry's ``prize`` (as really paid), not the payout table's.
    payouts_recorded: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    # Planned, running or closed (NULL: as the entries say); the rules a closed event's money
    # was handed out with, once the season's changed (league-file JSON). Migration 0005.
    state: str | None = None
    frozen_rules: str | None = None
    # The night's own blind structure (JSON); NULL: the season's. Migration 0006.
    structure: str | None = None
    # Money added to the pool from outside the buy-ins; NULL: none. Migration 0007.
    added: Decimal | None = _money(nullable=True)
    # The event's own knockout rule (JSON, "null": none here); NULL: the season's. Migration 0010.
    knockout: str | None = None
    # A night worth more (NULL: 1) and its unnamed entries, JSON {"entries", "rebuys",
    # "addons"} (NULL: none) (SPEC 8). Migration 0009.
    points_factor: float | None = None
    others: str | None = None
    # A planned night's cap on seats and its RSVP deadline (league local time). Migration 0011.
    seats: int | None = None
    rsvp_by: str | None = None
    # A night played to a cash-out (NULL: as the season's rules say). Migration 0013.
    cash_out: bool | None = None
    # How many of the season's ledger lines there were when the event closed: its unpaid
    # entries and dues sit after exactly those (NULL: by date). Migration 0013.
    closed_at_line: int | None = None
    # When and where the night starts (SPEC 10): "19:30" in the league's time zone, and free
    # text. Migration 0014.
    time: str | None = None
    place: str | None = None


class EntryRow(StorageModel, table=True):
    __tablename__ = "entry"
    # (event_id, position) is the index behind "all entries of a season in order": a season's
    # events come from event(season_id, number), then each event's entries from this index.
    __table_args__ = (
        UniqueConstraint("event_id", "position"),
        UniqueConstraint("event_id", "player_id"),
        # Free entries are rare: the dealer-credit walk reads them through this partial index
        # instead of scanning every entry (migration 0002).
        Index(
            "ix_entry_free_entry",
            "event_id",
            sqlite_where=text("free_entry"),
            postgresql_where=text("free_entry"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    position: int
    player_id: int = Field(foreign_key="player.id", index=True)
    status: str
    paid: bool
    finish: int | None = None
    buyin: Decimal | None = _money(nullable=True)
    rebuys: int
    addons: int
    on_time: bool
    exact_change: bool
    free_entry: bool
    prize: Decimal | None = _money(nullable=True)
    points: float | None = None
    points_adjustment: float = Field(default=0.0, sa_column_kwargs={"server_default": "0"})
    knockout_adjustment: float = Field(default=0.0, sa_column_kwargs={"server_default": "0"})
    # Knockout money collected, as stated (SPEC 9); NULL: none stated. Migration 0010.
    bounties_won: Decimal | None = _money(nullable=True)


class BustRow(StorageModel, table=True):
    __tablename__ = "bust"
    __table_args__ = (UniqueConstraint("entry_id", "ordinal"),)

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="entry.id", ondelete="CASCADE")
    ordinal: int
    buster_id: int = Field(foreign_key="player.id", index=True)


class DealerRow(StorageModel, table=True):
    __tablename__ = "dealer"
    __table_args__ = (UniqueConstraint("event_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    position: int
    player_id: int = Field(foreign_key="player.id", index=True)
    game: str


class DecisionRow(StorageModel, table=True):
    """A championship decline or accepted make-up (``kind``), in the order recorded."""

    __tablename__ = "championship_decision"
    __table_args__ = (
        UniqueConstraint("season_id", "kind", "ordinal"),
        Index(None, "player_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", ondelete="CASCADE")
    kind: str
    ordinal: int
    player_id: int = Field(foreign_key="player.id")


class NightActionRow(StorageModel, table=True):
    """One action of a running night, in order (``seq``); the log is only appended to, and
    undo marks the last action ``undone`` (migration 0005)."""

    __tablename__ = "night_action"
    __table_args__ = (UniqueConstraint("event_id", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    seq: int
    kind: str
    payload: str
    undone: bool
    recorded_at: str
    # The director whose page took the action (NULL: the Night screen, ``leaguemgr live``).
    # Migration 0015.
    director: str | None = None


class LedgerLineRow(StorageModel, table=True):
    """One line of a season's ledger (SPEC 7), in the order recorded (``seq``); lines are
    only appended, never changed (migration 0008)."""

    __tablename__ = "ledger_line"
    __table_args__ = (UniqueConstraint("season_id", "seq"), Index(None, "player_id"))

    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", ondelete="CASCADE")
    seq: int
    date: str
    player_id: int = Field(foreign_key="player.id")
    kind: str
    amount: Decimal = _money(nullable=False)
    purpose: str
    note: str


class RsvpRow(StorageModel, table=True):
    """One answer for a planned night (SPEC 10), in the order given (``seq``); answers are
    only appended, every change kept (migration 0011)."""

    __tablename__ = "rsvp"
    __table_args__ = (UniqueConstraint("event_id", "seq"), Index(None, "player_id"))

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    seq: int
    player_id: int = Field(foreign_key="player.id")
    answer: str
    at: str
    # "organizer": an answer the organizer recorded for the player (SPEC 10); NULL: the
    # player's own. Migration 0014.
    recorded_by: str | None = None


class PlayerLinkRow(StorageModel, table=True):
    """A player's personal link (``/p/TOKEN``): one row per player, replaced on a reissue
    (migration 0011)."""

    __tablename__ = "player_link"

    player_id: int = Field(primary_key=True, foreign_key="player.id", ondelete="CASCADE")
    token: str = Field(unique=True)
    issued: str


class NightDirectorRow(StorageModel, table=True):
    """A director of a night with the token of their link ``/d/TOKEN`` (migration 0015); a
    reissue ends the row (``ended``) and adds a new one."""

    __tablename__ = "night_director"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    name: str
    token: str = Field(unique=True)
    made: str
    ended: str | None = None


class ChangeRow(StorageModel, table=True):
    """The league's change counter: one row, counted up by every write (migration 0003).

    A program that read the league at counter N may write only while the counter is still
    N; ``changed_at`` and ``changed_by`` tell the one that is refused who wrote meanwhile.
    """

    __tablename__ = "league_change"

    id: int | None = Field(default=None, primary_key=True)
    counter: int
    changed_at: str
    changed_by: str


class DataRevisionRow(StorageModel, table=True):
    """The file's data revision: one row, counted up by triggers on every change of a table
    that feeds a report (migration 0012, :mod:`.data_revision`). Not on a server."""

    __tablename__ = "data_revision"

    id: int | None = Field(default=None, primary_key=True)
    n: int


class StoredReportRow(StorageModel, table=True):
    """A season's report as last computed, valid only at ``data_revision`` and for the rules
    code ``code`` (migration 0012, :mod:`.stored_reports`). Not on a server."""

    __tablename__ = "stored_report"

    season_name: str = Field(primary_key=True)
    data_revision: int
    code: str
    payload: bytes


def _table(model: type[StorageModel]) -> Table:
    return cast(Table, model.__table__)  # type: ignore[attr-defined]


# Core tables: bulk loads and inserts go through these, skipping ORM object overhead.
league_t = _table(LeagueRow)
player_t = _table(PlayerRow)
season_t = _table(SeasonRow)
rules_t = _table(SeasonRulesRow)
event_t = _table(EventRow)
entry_t = _table(EntryRow)
bust_t = _table(BustRow)
dealer_t = _table(DealerRow)
decision_t = _table(DecisionRow)
change_t = _table(ChangeRow)
night_action_t = _table(NightActionRow)
ledger_t = _table(LedgerLineRow)
rsvp_t = _table(RsvpRow)
player_link_t = _table(PlayerLinkRow)
night_director_t = _table(NightDirectorRow)

"""One TD3 tournament, read from its ``.tdt`` file into plain records (td3-format.md, 1-8).

Only what an import uses is read: identity and dates, the points formula, the players with
their buy-ins, rebuys, add-ons, bust-outs and adjustments, the prize records and whether a
deal was awarded. The screen layout, blind schedule, tables, rules text and history are
passed over unread. Every value read is checked for its type and bounds, and a file that is
not what TD3 writes is refused with one :class:`Td3FileError` naming the file and the path of
the value in it (``T.Players.Players["…"].Buyins[0].Amount``).
"""

from __future__ import annotations

import codecs
import os
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.literal import Typed, read_literal

MAX_FILE_BYTES = 20 * 1024 * 1024  # real files are about 200 KB
MAX_PLAYERS = 5_000
MAX_RECORDS = 1_000  # stacks or add-ons of one player (6 rebuys is the most seen)
MAX_AMOUNT = Decimal(1_000_000_000)
MAX_TIME = 10**14  # epoch milliseconds: the year 5138
CENT = Decimal("0.01")
BUYIN_PROFILES = "Buyins"
REBUY_PROFILES = "Rebuys"
_PASSED_OVER = frozenset(
    {"L", "Levels", "Chips", "Tables", "Events", "Rules", "History", "Seat", "Info", "Portions"}
)


@dataclass(frozen=True, slots=True)
class Bust:
    """A stack lost: when (epoch ms, whole seconds) and who was credited (TD3 player ids)."""

    time: int
    hitmen: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Stack:
    """One paid stack: the first of a player is the buy-in, each further one a rebuy."""

    time: int | None
    amount: Decimal  # paid, rake included
    rake: Decimal
    profile: str | None
    bust: Bust | None
    bounty: Decimal = Decimal(0)
    """``PersonalBounty``: the bounty money on this stack, kept by TD3 outside its take-in."""
    chip_cost: Decimal = Decimal(0)
    """The ``BountyChipCost`` of the stack's fee profile: the chip's price on the menu,
    bought or not (the bounty a stack carries is its ``PersonalBounty``)."""
    fee: Decimal | None = None
    """The ``Fee`` of the stack's fee profile (``None``: the file has no such profile)."""


@dataclass(frozen=True, slots=True)
class FeeProfile:
    """A priced option of TD3's menu (td3-format.md 3): what a player pays for a stack
    (``Fee``, rake included) and the part of it that buys a bounty chip."""

    fee: Decimal
    bounty_chip_cost: Decimal


@dataclass(frozen=True, slots=True)
class FixedRake:
    """``Financials.FixedRake``: a rake TD3 takes from the pot once, whatever the players
    bought (its ``Type``: 0 an amount, ``Real``; 1 a percent of the pot, ``Percent``,
    rounded to the nearest ``RoundToNearest``). Each holds one figure per named rake."""

    kind: int
    amount: Decimal
    percent: Decimal
    nearest: Decimal


FIXED_AMOUNT, FIXED_PERCENT = 0, 1  # FixedRake's Type
NO_FIXED_RAKE = FixedRake(FIXED_AMOUNT, Decimal(0), Decimal(0), Decimal(1))


@dataclass(frozen=True, slots=True)
class AddOn:
    amount: Decimal
    rake: Decimal


@dataclass(frozen=True, slots=True)
class Td3Player:
    uuid: str  # TD3's player id: the same person in every file of a league
    nickname: str
    firstname: str
    lastname: str
    stacks: tuple[Stack, ...]
    addons: tuple[AddOn, ...]
    points_adjustment: Decimal
    hits_adjustment: Decimal
    cash_adjustment: Decimal

    @property
    def name(self) -> str:
        """The name TD3 shows: the nickname, or the full name where there is none."""
        full = f"{self.firstname} {self.lastname}".strip()
        return self.nickname.strip() or full or self.uuid

    @property
    def entered(self) -> bool:
        """Registered players who never bought in are not entrants (td3-format.md, 2)."""
        return bool(self.stacks)

    @property
    def rebuys(self) -> int:
        return max(len(self.stacks) - 1, 0)


@dataclass(frozen=True, slots=True)
class Td3Prize:
    """A prize TD3 paid: ``CalculatedAmount`` to the players of ``AwardedToPlayers``."""

    description: str
    rank: int | None  # the finishing rank it is for; None for a prize such as "High Hand"
    amount: Decimal
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Td3Tournament:
    source: str  # the file's name, for messages
    version: str
    uuid: str
    title: str
    league_name: str | None
    season_name: str | None
    start_time: int | None  # epoch ms, UTC
    end_time: int | None
    formula: str
    full_credit_hit: bool
    players: tuple[Td3Player, ...]
    prizes: tuple[Td3Prize, ...]
    deal_awarded: bool
    use_bounties: bool = False
    """``Financials.UseBounties``: the stacks' ``PersonalBounty`` count only when it is on."""
    fixed_rake: FixedRake = NO_FIXED_RAKE

    @property
    def entrants(self) -> tuple[Td3Player, ...]:
        return tuple(player for player in self.players if player.entered)

    def player(self, uuid: str) -> Td3Player | None:
        for player in self.players:
            if player.uuid == uuid:
                return player
        return None


def read_tournament_file(path: Path) -> Td3Tournament:
    """Read one ``.tdt`` file; :class:`Td3FileError` naming it if it cannot be imported."""
    source = path.name
    try:
        with open(path, "rb") as file:
            size = os.fstat(file.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise Td3FileError(source, _too_large(size))
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise Td3FileError(
            source, _("cannot be read ({reason})").format(reason=exc.strerror or exc)
        ) from None
    if len(data) > MAX_FILE_BYTES:  # it grew while being read
        raise Td3FileError(source, _too_large(len(data)))
    return read_tournament(decode(data, source), source)


def _too_large(size: int) -> str:
    return _("is too large for a TD3 file ({size} bytes; at most {largest})").format(
        size=f"{size:,}", largest=f"{MAX_FILE_BYTES:,}"
    )


# A letter UTF-8 writes in two to four bytes: text that holds one is UTF-8, never
# Windows-1252 (where "Ö" would read "Ã–").
_UTF8_LETTER = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
# TD3 3.7 and later write UTF-8 (td3-format.md 1); the version opens the file.
_VERSION = re.compile(rb'\A\s*\{\s*V\s*:\s*"(\d+)\.(\d+)')


def decode(data: bytes, source: str = "") -> str:
    """UTF-8 (with or without a BOM), or Windows-1252 as older TD3 versions wrote.

    A file is UTF-8 if it starts with UTF-8's byte order mark, says it was saved by TD3 3.7
    or later, or holds a letter written the UTF-8 way: then a byte that is not valid UTF-8
    refuses the file (:class:`Td3FileError` naming the byte's position) rather than
    reading every letter of it as Windows-1252. A file of Windows-1252 must be valid too.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        utf8 = exc.start
        if data.startswith(codecs.BOM_UTF8) or _declares_utf8(data) or _UTF8_LETTER.search(data):
            raise Td3FileError(source, _bad_byte(data, utf8, "UTF-8")) from None
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise Td3FileError(source, _bad_byte(data, exc.start, "Windows-1252")) from None


def _declares_utf8(data: bytes) -> bool:
    version = _VERSION.match(data[:64])
    return version is not None and (int(version[1]), int(version[2])) >= (3, 7)


def _bad_byte(data: bytes, index: int, encoding: str) -> str:
    return _(
        "byte {index} ({byte}) is not valid {encoding}, the file's encoding; the file is "
        "damaged or was not saved by TD3"
    ).format(index=f"{index + 1:,}", byte=f"0x{data[index]:02X}", encoding=encoding)


def read_tournament(text: str, source: str = "") -> Td3Tournament:
    """The tournament in a ``.tdt`` file's text."""
    document = read_literal(text, source, _PASSED_OVER)
    top = _Reader(source, document, "the file")
    if not isinstance(document, dict) or "T" not in document:
        raise Td3FileError(source, _("not a TD3 tournament file (no tournament in it)"))
    tournament = top.typed("T", "Tournament")
    players = tournament.typed("Players", "GamePlayers")
    roster = players.mapping("Players")
    if len(roster.keys()) > MAX_PLAYERS:
        raise Td3FileError(
            source,
            _("not a TD3 tournament: more than {count} players").format(count=f"{MAX_PLAYERS:,}"),
        )
    config = players.optional_typed("Config")
    chops = players.optional_typed("Chops")
    profiles = _profiles(tournament)
    return Td3Tournament(
        source=source,
        version=top.text("V", ""),
        uuid=tournament.text("UUID", ""),
        title=tournament.text("Title", ""),
        league_name=tournament.text("LeagueName", None),
        season_name=tournament.text("SeasonName", None),
        start_time=tournament.time("StartTime"),
        end_time=tournament.time("EndTime"),
        formula=_formula_text(tournament),
        full_credit_hit=config.boolean("FullCreditHit", True) if config else True,
        players=tuple(_player(roster.item(key), profiles) for key in roster.keys()),  # noqa: SIM118
        prizes=_prizes(tournament),
        deal_awarded=any(
            chop.boolean("Awarded", False) for chop in chops.each("Chops", optional=True)
        )
        if chops
        else False,
        use_bounties=_use_bounties(tournament),
        fixed_rake=_fixed_rake(tournament),
    )


def _use_bounties(tournament: _Reader) -> bool:
    financials = tournament.optional_typed("Financials")
    return financials.boolean("UseBounties", False) if financials else False


def _fixed_rake(tournament: _Reader) -> FixedRake:
    financials = tournament.optional_typed("Financials")
    config = financials.child("FixedRake", None) if financials else None
    if config is None or config.value is None:
        return NO_FIXED_RAKE
    if not isinstance(config.value, Typed):  # TD3 3.0's GameFinancials: the amount alone
        return FixedRake(FIXED_AMOUNT, config.money_value(), Decimal(0), Decimal(1))
    config = config.as_typed("FixedRakeConfig")
    kind = config.integer("Type", 0)
    nearest = config.money("RoundToNearest", Decimal(1))
    return FixedRake(
        kind=kind or 0,
        amount=_rake_figures(config.child("Real", None)),
        percent=_rake_figures(config.child("Percent", None)),
        nearest=nearest or Decimal(1),
    )


def _profiles(tournament: _Reader) -> dict[str, dict[str, FeeProfile]]:
    """The fee profiles of the buy-in and the rebuy menus, by name (the first of a name)."""
    financials = tournament.optional_typed("Financials")
    result: dict[str, dict[str, FeeProfile]] = {BUYIN_PROFILES: {}, REBUY_PROFILES: {}}
    if financials is None:
        return result
    for kind, menu in result.items():
        config = financials.optional_typed(kind)
        if config is None:
            continue
        for profile in config.each("Profiles", optional=True):
            profile = profile.as_typed("FeeProfile")
            menu.setdefault(
                profile.text("Name", ""),
                FeeProfile(
                    profile.money("Fee", Decimal(0)), profile.money("BountyChipCost", Decimal(0))
                ),
            )
    return result


def _formula_text(tournament: _Reader) -> str:
    financials = tournament.optional_typed("Financials")
    if financials is None:
        return ""
    formula = financials.optional_typed("PointsForPlaying")
    return formula.text("Text", "") if formula else ""


def _player(player: _Reader, profiles: dict[str, dict[str, FeeProfile]]) -> Td3Player:
    player = player.as_typed("GamePlayer")
    name = player.typed("Name", "PlayerName")
    # The first record is the buy-in (a profile of the buy-in menu), each later one a rebuy.
    stacks = tuple(
        _stack(record, profiles[REBUY_PROFILES if index else BUYIN_PROFILES])
        for index, record in enumerate(player.each("Buyins"))
    )
    addons = tuple(
        AddOn(record.money("Amount"), _rake(record)) for record in player.each("AddOns", True)
    )
    return Td3Player(
        uuid=player.text("UUID"),
        nickname=name.text("Nickname", ""),
        firstname=name.text("Firstname", ""),
        lastname=name.text("Lastname", ""),
        stacks=stacks,
        addons=addons,
        points_adjustment=player.money("PointsAdjustment", Decimal(0), signed=True),
        hits_adjustment=player.money("HitsAdjustment", Decimal(0), signed=True),
        cash_adjustment=player.money("CashAdjustment", Decimal(0), signed=True),
    )


def _stack(record: _Reader, menu: dict[str, FeeProfile]) -> Stack:
    record = record.as_typed("GameBuyin")
    bust = record.optional_typed("BustOut")
    name = record.text("ProfileName", None)
    profile = menu.get(name) if name is not None else None
    return Stack(
        time=record.time("Time"),
        amount=record.money("Amount"),
        rake=_rake(record),
        profile=name,
        bust=Bust(bust.required_time("Time"), tuple(bust.texts("HitmanUUID"))) if bust else None,
        bounty=record.money("PersonalBounty", Decimal(0)),
        chip_cost=profile.bounty_chip_cost if profile else Decimal(0),
        fee=profile.fee if profile else None,
    )


def _rake(record: _Reader) -> Decimal:
    """The raked part of a payment: the sum of its named rakes (``PerPlayerRake([20])``)."""
    rake = record.optional_typed("Rake")
    if rake is None:
        return Decimal(0)
    return _rake_figures(rake)


def _rake_figures(rake: _Reader) -> Decimal:
    if rake.value is None:
        return Decimal(0)
    return sum((item.money_value() for item in rake.each_value()), Decimal(0))


def _prizes(tournament: _Reader) -> tuple[Td3Prize, ...]:
    prizes = tournament.optional_typed("Prizes")
    if prizes is None:
        return ()
    result = []
    for prize in prizes.each("Prizes", True):
        prize = prize.as_typed("GamePrize")
        kind = prize.integer("Type", 0)
        result.append(
            Td3Prize(
                description=prize.text("Description", ""),
                rank=prize.integer("Recipient", None) if kind == 0 else None,
                amount=prize.money("CalculatedAmount", Decimal(0), signed=True),
                players=tuple(prize.texts("AwardedToPlayers", optional=True)),
            )
        )
    return tuple(result)


class _Reader:
    """A value of the document with the path that leads to it, for messages."""

    __slots__ = ("path", "source", "value")

    def __init__(self, source: str, value: object, path: str):
        self.source = source
        self.value = value
        self.path = path

    def fail(self, message: str, **fields: object) -> Td3FileError:
        """``message`` (translated, ``{path}`` where this value is) in the file's error."""
        path = _("the file") if self.path == "the file" else self.path
        problem = message.format(path=path, **fields)
        return Td3FileError(
            self.source, _("not a TD3 tournament: {problem}").format(problem=problem)
        )

    def _fields(self) -> dict:
        value = self.value.value if isinstance(self.value, Typed) else self.value
        if not isinstance(value, dict):
            raise self.fail(_("{path} must be an object"))
        return value

    def child(self, key: str, default: object = ..., *, label: str | None = None) -> _Reader:
        fields = self._fields()
        if key not in fields or fields[key] is None:
            if default is ...:
                raise self.fail(_("{path} has no {key}"), key=key)
            return _Reader(self.source, default, f"{self.path}.{key}")
        return _Reader(self.source, fields[key], label or _join(self.path, key))

    def as_typed(self, type_name: str) -> _Reader:
        if not isinstance(self.value, Typed) or self.value.type != type_name:
            raise self.fail(_("{path} must be a {type}"), type=type_name)
        return self

    def typed(self, key: str, type_name: str) -> _Reader:
        return self.child(key).as_typed(type_name)

    def optional_typed(self, key: str) -> _Reader | None:
        child = self.child(key, None)
        if child.value is None:
            return None
        if not isinstance(child.value, Typed):
            raise child.fail(_("{path} must be an object"))
        return child

    def mapping(self, key: str) -> _Reader:
        child = self.child(key)
        if not isinstance(child.value, dict):
            raise child.fail(_("{path} must be a map"))
        return child

    def keys(self) -> list[str]:
        return list(self._fields())

    def item(self, key: str) -> _Reader:
        return _Reader(self.source, self._fields()[key], f'{self.path}["{key}"]')

    def each(self, key: str, optional: bool = False) -> list[_Reader]:
        child = self.child(key, [] if optional else ...)
        items = child.value
        if isinstance(items, Typed):
            items = items.value
        if not isinstance(items, list):
            raise child.fail(_("{path} must be a list"))
        if len(items) > MAX_RECORDS:
            raise child.fail(_("{path} holds more than {count} items"), count=f"{MAX_RECORDS:,}")
        return [_Reader(self.source, item, f"{child.path}[{i}]") for i, item in enumerate(items)]

    def each_value(self) -> list[_Reader]:
        items = self.value.value if isinstance(self.value, Typed) else self.value
        if not isinstance(items, list) or len(items) > MAX_RECORDS:
            raise self.fail(_("{path} must be a short list"))
        return [_Reader(self.source, item, f"{self.path}[{i}]") for i, item in enumerate(items)]

    def text(self, key: str, default: object = ...) -> str:
        child = self.child(key, default)
        if child.value is default and default is not ...:
            return default  # type: ignore[return-value]
        if not isinstance(child.value, str):
            raise child.fail(_("{path} must be a string"))
        return child.value

    def texts(self, key: str, optional: bool = False) -> list[str]:
        result = []
        for item in self.each(key, optional):
            if not isinstance(item.value, str):
                raise item.fail(_("{path} must be a string"))
            result.append(item.value)
        return result

    def boolean(self, key: str, default: bool) -> bool:
        child = self.child(key, default)
        if not isinstance(child.value, bool):
            raise child.fail(_("{path} must be true or false"))
        return child.value

    def integer(self, key: str, default: object = ...) -> int | None:
        child = self.child(key, default)
        if child.value is default and default is not ...:
            return default  # type: ignore[return-value]
        value = child.value
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_PLAYERS:
            raise child.fail(_("{path} must be a small whole number"))
        return value

    def time(self, key: str) -> int | None:
        child = self.child(key, None)
        if child.value is None:
            return None
        return child._time_value()

    def required_time(self, key: str) -> int:
        return self.child(key)._time_value()

    def _time_value(self) -> int:
        value = self.value
        if isinstance(value, Decimal) and value == value.to_integral_value():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TIME:
            raise self.fail(_("{path} must be a time (milliseconds since 1970)"))
        return value

    def money(self, key: str, default: object = ..., *, signed: bool = False) -> Decimal:
        child = self.child(key, default)
        return child.money_value(signed=signed)

    def money_value(self, *, signed: bool = False) -> Decimal:
        value = self.value
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            raise self.fail(_("{path} must be a number"))
        amount = Decimal(value)
        if not amount.is_finite() or abs(amount) > MAX_AMOUNT or (amount < 0 and not signed):
            raise self.fail(_("{path} is out of range ({value})"), value=_short(value))
        return amount.quantize(CENT, rounding=ROUND_HALF_UP) if amount != int(amount) else amount


def _join(path: str, key: str) -> str:
    return key if path == "the file" else f"{path}.{key}"


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 20 else text[:20] + "\u2026"

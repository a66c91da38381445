"""A TD3 history of our own: small ``.tdt`` files written the way TD3 writes them.

Each night names its players, what each paid (and the raked part), who busted whom and
when, and TD3's prize records. What TD3 would also write (the layout, the blind levels, the
rules text) is left out: the reader passes over it anyway.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

DAY = 86_400_000  # milliseconds
FORMULA = "n-r+1"


@dataclass(frozen=True)
class Td3Player:
    name: str
    stacks: tuple[tuple[int, int], ...] = ((200, 0),)  # (amount, rake): buy-in, then rebuys
    out: int | None = None  # the minute of the last bust; None: never busted (the winner)
    by: str | None = None  # the hitman's name
    addons: tuple[tuple[int, int], ...] = ()
    cash_adjustment: int = 0

    @property
    def uuid(self) -> str:
        return uuid_of(self.name)


@dataclass(frozen=True)
class Td3Night:
    file: str
    day: int  # days after 2025-01-02
    players: tuple[Td3Player, ...]
    prizes: tuple[tuple[int, int, tuple[str, ...]], ...]  # (rank, amount, names)
    season: str | None = "2025"  # TD3's season name; None: the file names no league or season
    formula: str = FORMULA
    extra: dict = field(default_factory=dict)


def uuid_of(name: str) -> str:
    digits = "".join(f"{ord(c):02x}" for c in name)[:12].ljust(12, "0")
    return f"00000000-0000-4000-8000-{digits}"


def _text(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _player(player: Td3Player, start: int) -> str:
    stacks = []
    for index, (amount, rake) in enumerate(player.stacks):
        last = index == len(player.stacks) - 1
        bust = ""
        if not last or player.out is not None:
            # Every stack but the last was lost before the next was bought.
            minute = player.out if last else 10 + index
            hitmen = f"[{_text(uuid_of(player.by))}]" if player.by else "[]"
            bust = f", BustOut: new GameBustOut({{Time: {start + minute * 60_000}, Round: 3, HitmanUUID: {hitmen}}})"  # noqa: E501
        stacks.append(
            f"new GameBuyin({{Time: {start + index}, Round: 1, Amount: {amount}, "
            f'Rake: new PerPlayerRake([{rake}]), Chips: 10000{bust}, ProfileName: "Standard"}})'
        )
    addons = ", ".join(
        f"new GameAddOn({{Time: {start + 1}, Round: 4, Amount: {amount}, "
        f'Rake: new PerPlayerRake([{rake}]), Chips: 5000, ProfileName: "Add on"}})'
        for amount, rake in player.addons
    )
    return (
        f"[{_text(player.uuid)}, new GamePlayer({{UUID: {_text(player.uuid)}, "
        f"Name: new PlayerName({{UUID: {_text(player.uuid)}, Nickname: {_text(player.name)}, "
        f'Firstname: "", Lastname: ""}}), Buyins: [{", ".join(stacks)}], AddOns: [{addons}], '
        f"CashAdjustment: {player.cash_adjustment}, PointsAdjustment: 0, HitsAdjustment: 0}})]"
    )


def tdt_text(night: Td3Night) -> str:
    """The night as TD3 3.7 saves it: one line of JavaScript object literal."""
    start = 1_735_812_000_000 + night.day * DAY  # 2025-01-02 10:00 UTC
    names = {player.name: player.uuid for player in night.players}
    prizes = ", ".join(
        f'new GamePrize({{Description: "Place {rank}", Type: 0, Recipient: {rank}, '
        f"AmountType: 1, Amount: {amount}, CalculatedAmount: {amount}, "
        f"AwardedToPlayers: [{', '.join(_text(names[n]) for n in winners)}]}})"
        for rank, amount, winners in night.prizes
    )
    season = f'LeagueName: "ORF", SeasonName: {_text(night.season)}, ' if night.season else ""
    players = ", ".join(_player(player, start) for player in night.players)
    return (
        f'{{ V: "3.7.2", T: new Tournament({{UUID: {_text(uuid_of(night.file))}, {season}'
        f"Title: {_text(night.file)}, StartTime: {start}, EndTime: {start + 4 * 3_600_000}, "
        f"Financials: new FinancialConfig({{PointsForPlaying: new UserFormula({{"
        f"Text: {_text(night.formula)}, Strict: false}})}}), "
        f"Players: new GamePlayers({{Players: Map.from([{players}]), "
        f"Config: new GamePlayersConfig({{FullCreditHit: true}})}}), "
        f"Prizes: new GamePrizes({{Prizes: [{prizes}]}})}}) }}"
    )


def write_history(folder: Path, nights: tuple[Td3Night, ...]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for night in nights:
        path = folder / f"{night.file}.tdt"
        path.write_text(tdt_text(night), encoding="utf-8")
        paths.append(path)
    return paths


def field_of(
    names: str, winner: str, stack: tuple[int, int] = (200, 0), **special: Td3Player
) -> tuple[Td3Player, ...]:
    """Players named by ``names`` (space separated), each paying ``stack`` (amount, rake),
    busted in that order by ``winner`` (never busted); ``special`` replaces any by name."""
    result = []
    for minute, name in enumerate(names.split(), 1):
        if name in special:
            result.append(special[name])
        elif name == winner:
            result.append(Td3Player(name, (stack,)))
        else:
            result.append(Td3Player(name, (stack,), out=60 + minute, by=winner))
    return tuple(result)


# The history: the money of each night is one of the things real files showed.
HISTORY = (
    # TD3's rake (20 of each 200), a rebuy and an add-on: 1500 taken in, 140 raked, 1360 paid.
    Td3Night(
        "rake", 0,
        field_of("Ann Bob Cid Dan Eva Fay", "Fay", (200, 20),
                 Ann=Td3Player("Ann", ((200, 20), (200, 20)), out=61, by="Fay"),
                 Bob=Td3Player("Bob", ((200, 20),), out=62, by="Fay", addons=((100, 0),))),
        ((1, 700, ("Fay",)), (2, 400, ("Eva",)), (3, 260, ("Dan",))),
    ),
    # A final paid from the season's money: 1000 taken in, 1100 in prizes and 50 more by a
    # cash adjustment: 150 beyond the pot.
    Td3Night(
        "added", 7,
        field_of("Ann Bob Cid Dan Eva", "Eva",
                 Bob=Td3Player("Bob", out=62, by="Eva", cash_adjustment=50)),
        ((1, 600, ("Eva",)), (2, 300, ("Dan",)), (3, 200, ("Cid",))),
    ),
    # Money taken in and not paid out: 1000 in, 50 raked, 800 paid, 150 left.
    Td3Night(
        "unpaid", 14,
        field_of("Bob Cid Dan Eva Ann", "Ann", (200, 10)),
        ((1, 500, ("Ann",)), (2, 300, ("Eva",))),
    ),
    # Three busted at once tie for 2nd: the 2nd and 3rd prizes both list them (700 + 500).
    Td3Night(
        "tie", 21,
        (
            Td3Player("Ann", ((500, 0),), out=61, by="Fay"),
            Td3Player("Bob", ((500, 0),), out=90, by="Fay"),
            Td3Player("Cid", ((500, 0),), out=90, by="Fay"),
            Td3Player("Dan", ((500, 0),), out=90, by="Fay"),
            Td3Player("Fay", ((500, 0),)),
        ),
        ((1, 1300, ("Fay",)), (2, 700, ("Bob", "Cid", "Dan")), (3, 500, ("Bob", "Cid", "Dan"))),
    ),
    # A freeroll TD3 raked anyway: nothing taken in, a rake of 360 on paper.
    Td3Night(
        "freeroll", 28,
        field_of("Ann Bob Cid", "Cid", (0, 120)),
        (),
    ),
    # A side event: the file names no TD3 league or season.
    Td3Night(
        "side", 30,
        field_of("Bob Dan Eva Gus", "Gus", (100, 0)),
        ((1, 400, ("Gus",)),),
        season=None,
    ),
)  # fmt: skip

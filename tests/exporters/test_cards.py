"""The standings and night cards: PNGs a phone reads at a glance, in both themes."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from leaguemgr.domain.records import (
    BountyRules,
    ChampionshipDecisions,
    ChampionshipRules,
    Entry,
    Event,
    League,
    PayoutRange,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.cards import render_card
from leaguemgr.exporters.cards.canvas import DARK, LIGHT, MAX_HEIGHT, MIN_TEXT_PX, WIDTH
from leaguemgr.exporters.dispatch import export_season
from leaguemgr.services.atomic_write import ExportError
from leaguemgr.services.standings_movement import movements

SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
TODAY = dt.date(2026, 7, 16)
LONG_NAME = "Maximiliana Constantinopoulou-Vanderbilt-Hohenzollern the Third"


def mid_season(az) -> tuple[League, object]:
    """The AZ season after its seventh night: the championship race is still open."""
    league, _ = az
    season = league.seasons[0]
    season = dataclasses.replace(
        season, events=season.events[:7], championship=ChampionshipDecisions()
    )
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)


@pytest.fixture(scope="module")
def az_mid(az):
    return mid_season(az)


@pytest.fixture(scope="module")
def sixty() -> tuple[League, object]:
    """60 players over three nights; the third, a small one, is won by a newcomer with a
    very long name, who is then the bounty target far down the table."""
    players = tuple(Player(f"x{i:02d}", f"Player {i:02d}") for i in range(60))
    players = (*players[:-1], Player("x59", LONG_NAME))
    rules = SeasonRules(
        buyin=Decimal("20"),
        rebuy_cost=Decimal("20"),
        payout_table=(PayoutRange(1, 100, tuple(Decimal(p) for p in (40, 25, 15, 10, 10))),),
        bounty=BountyRules(Decimal("5")),
        championship=ChampionshipRules(seats=20, min_events=3),
    )
    ids = [p.id for p in players]

    def night(number: int, order: list[str]) -> Event:
        entries = [
            Entry(player, finish=place, busted_by=(order[0],) if place > 1 else ())
            for place, player in enumerate(order, 1)
        ]
        return Event(number, date=f"2026-0{number}-10", entries=tuple(entries))

    regulars = ids[:-1]
    events = (night(1, regulars), night(2, regulars[::-1]), night(3, [ids[-1], *regulars[:2]]))
    league = League("Sixty club", players=players, seasons=(Season("2026", rules, events),))
    return league, compute_season_report(league, "2026")


def background_share(image: QImage, color: str) -> float:
    """The share of sampled pixels that are the plain background (every 9th pixel)."""
    plain = QColor(color).rgb()
    samples = same = 0
    for y in range(0, image.height(), 9):
        for x in range(0, image.width(), 9):
            samples += 1
            same += image.pixel(x, y) == plain
    return same / samples


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("what", ["standings-card", "night-card"])
def test_cards_are_phone_sized_with_large_text_in_both_themes(az_mid, what, theme):
    league, report = az_mid
    card = render_card(league, report, what, theme=theme, today=TODAY)
    assert card.image.width() == WIDTH
    assert card.image.height() <= MAX_HEIGHT
    assert min(item.pixels for item in card.drawn) >= MIN_TEXT_PX
    colors = LIGHT if theme == "light" else DARK
    # Text and boxes were drawn on the plain background (not an empty image) …
    assert 0.2 < background_share(card.image, colors.background) < 0.95
    # … and the painted image says what the texts say: the league heads the card.
    assert card.texts[0] == "AZ LEAGUE"


def test_standings_card_tells_the_season_so_far(az_mid):
    league, report = az_mid
    card = render_card(league, report, "standings-card", today=TODAY)
    texts = card.texts
    assert "Season 2026 standings" in texts
    assert "After 7 of about 12 events · 15 July 2026" in texts
    assert texts[texts.index("Hal A7") - 1 : texts.index("Hal A7") + 3] == [
        "1",
        "Hal A7",
        "28.52",
        "5",
    ]
    assert "Bounty on Ned A13" in texts and "$10.00 next night" in texts
    assert "Championship: nights still needed" in texts
    assert "Needs 2 of about 5 events left" in texts
    assert "leaguemgr · 2026-07-16" in texts
    # 22 players: the top 15, then how many more (the named players are in the top).
    assert texts[texts.index("Oda A14") + 3] == "\u22ee  7 more players"


def test_a_season_before_its_first_night(fresh):
    league, report = fresh
    card = render_card(league, report, "standings-card", theme="dark", today=TODAY)
    assert "No night played yet" in card.texts
    assert "No results yet: the table fills after the first night." in card.texts
    with pytest.raises(ExportError, match="has no event with results yet"):
        render_card(league, report, "night-card")


def test_movement_is_the_rank_after_the_night_before(az_mid):
    league, report = az_mid
    moved = movements(league, report)
    before = compute_season_report(
        dataclasses.replace(
            league,
            seasons=(dataclasses.replace(league.seasons[0], events=league.seasons[0].events[:6]),),
        ),
        "2026",
    )
    earlier = {row.player: row.rank for row in before.standings}
    for row in report.standings:
        assert moved[row.player] == earlier[row.player] - row.rank
    card = render_card(league, report, "standings-card", today=TODAY)
    ned = card.texts.index("Ned A13")  # from 7th to 3rd: "▲ 4" beside the name
    assert card.texts[ned - 2 : ned] == ["3", "4"]


def test_night_card_names_winner_payouts_bounty_and_knockouts(az_mid):
    league, report = az_mid
    texts = render_card(league, report, "night-card", today=TODAY).texts
    assert "Event 7 results" in texts
    assert "15 July 2026 · 16 entries · pool $525.00" in texts
    assert texts[texts.index("WINNER") + 1 : texts.index("WINNER") + 3] == ["Ned A13", "$210.00"]
    paid = texts.index("Payouts")
    assert texts[paid + 1 : paid + 7] == ["1st", "Ned A13", "$210.00", "2nd", "Uma A20", "$158.00"]
    assert "Oda A14 took the bounty" in texts and "$10.00 for knocking out Dan A3" in texts
    assert "Ned A13 & Uma A20" in texts and "Most knockouts: 4 each" in texts
    assert "Paid by a deal" not in texts


def with_deal(league: League) -> tuple[League, object]:
    """The last night ended in a deal between its top four."""
    season = league.seasons[0]
    last = season.events[-1]
    dealt = dataclasses.replace(
        last,
        payouts=(
            ("p13", Decimal("190")),
            ("p20", Decimal("178")),
            ("p17", Decimal("105")),
            ("p01", Decimal("52")),
        ),
    )
    season = dataclasses.replace(season, events=(*season.events[:-1], dealt))
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)


def test_a_deal_is_said_on_the_night_card(az_mid):
    league, report = with_deal(az_mid[0])
    texts = render_card(league, report, "night-card", today=TODAY).texts
    assert "Paid by a deal" in texts
    assert texts[texts.index("WINNER") + 2] == "$190.00"


def test_sixty_players_fit_with_the_named_players_rank(sixty):
    league, report = sixty
    for theme in ("light", "dark"):
        card = render_card(league, report, "standings-card", theme=theme, today=TODAY)
        assert card.image.height() <= MAX_HEIGHT
        bottom = max(item.rect.bottom() for item in card.drawn)
        assert bottom <= card.image.height()  # nothing drawn off the card
    texts = card.texts
    assert "\u22ee  44 more players" in texts  # the top 15, then the bounty target's row
    assert next(t for t in texts if t.startswith("Bounty on ")).endswith("\u2026")
    rank = next(row.rank for row in report.standings if row.player == "x59")
    assert rank > 15
    tag = texts.index("Bounty")
    assert texts[tag - 2 : tag] == [str(rank), "NEW"]  # first night: new in the table
    assert LONG_NAME.startswith(texts[tag + 1].removesuffix("\u2026"))


def test_long_names_are_elided_within_their_column(sixty):
    league, report = sixty
    night = render_card(league, report, "night-card", today=TODAY)
    winner = night.texts[night.texts.index("WINNER") + 1]
    assert winner.endswith("\u2026") and LONG_NAME.startswith(winner[:-1])
    for item in night.drawn:
        assert item.rect.right() <= WIDTH


def test_card_export_writes_a_png_and_refuses_a_bad_choice(az_mid, tmp_path):
    league, report = az_mid
    target = tmp_path / "card.png"
    export_season(league, report, target, what="night-card", theme="dark")
    image = QImage(str(target))
    assert image.width() == WIDTH and image.height() <= MAX_HEIGHT
    with pytest.raises(ExportError, match="standings-card or night-card, not 'event'"):
        export_season(league, report, tmp_path / "other.png", what="event")
    assert not (tmp_path / "other.png").exists()


def test_screenshots_for_the_readme(az_mid):
    """With LEAGUEMGR_UPDATE_SCREENSHOTS=1 the README's card images are drawn again."""
    if not os.environ.get("LEAGUEMGR_UPDATE_SCREENSHOTS"):
        pytest.skip("set LEAGUEMGR_UPDATE_SCREENSHOTS=1 to redraw the README's cards")
    league, report = with_deal(az_mid[0])  # the night card then shows a deal
    for what in ("standings-card", "night-card"):
        for theme in ("light", "dark"):
            card = render_card(league, report, what, theme=theme, today=TODAY)
            (SCREENSHOTS / f"{what}-{theme}.png").write_bytes(card.png())


def _luminance(color: str) -> float:
    channels = [QColor(color).redF(), QColor(color).greenF(), QColor(color).blueF()]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
def test_every_text_colour_has_high_contrast(theme):
    """WCAG's AAA ratio (7:1) for each text colour on each ground it is drawn on."""
    pairs = [
        (text, ground)
        for text in (theme.text, theme.muted, theme.accent, theme.up, theme.down)
        for ground in (theme.background, theme.surface, theme.leader)
    ]
    pairs += [(theme.band_text, theme.band_top), (theme.band_muted, theme.band_bottom)]
    pairs += [(theme.background, theme.accent)]  # the tags' text on their pill
    for text, ground in pairs:
        light, dark = sorted((_luminance(text), _luminance(ground)), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 7, (text, ground)

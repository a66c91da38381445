"""The personal page's HTML without a server: every name escaped, the answer's form carries
the event and the form token, and the answer times are the league's local time."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services.player_view import NextNightView, PlayerView, StandingLine
from leaguemgr.services.rsvp_service import local_now
from leaguemgr.web.player_page import player_page

EVIL = '<script>alert("x")</script>'


def view() -> PlayerView:
    night = NextNightView(
        number=12, title="Event 12, 2026-12-04", seats=24, going=(EVIL, "Ann"), waitlist=(),
        answer=RsvpAnswer.YES, place=None, going_self=True, rsvp_by="2026-12-04T18:00",
        past_deadline=True,
    )  # fmt: skip
    return PlayerView(EVIL, "USD", "2026", "p01", EVIL, StandingLine(3, "12.5", 4, 1), (),
                      Decimal("40"), (night,))  # fmt: skip


def test_every_name_is_escaped_and_the_form_names_the_night() -> None:
    page = player_page(view(), 'tok"en', lambda amount: f"${amount}")
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert '<input type="hidden" name="event" value="12">' in page
    assert 'name="form" value="tok&#34;en"' in page  # Jinja2 escapes a quote so
    assert 'name="answer" value="yes"' in page and 'name="answer" value="no"' in page
    assert "You are going." in page and "A no now is a late cancel." in page
    assert "2 of 24 seats taken" in page and "You owe the league $40." in page


def test_answer_times_are_the_leagues_local_time() -> None:
    moment = dt.datetime(2026, 12, 4, 2, 30, tzinfo=dt.UTC)
    assert local_now("America/Phoenix", moment) == "2026-12-03T19:30:00.000000"
    assert local_now("Europe/Stockholm", moment) == "2026-12-04T03:30:00.000000"


def test_a_knockout_league_lists_the_bounties_collected_beside_the_prize() -> None:
    from dataclasses import replace

    from leaguemgr.services.player_view import NightLine

    nights = (
        NightLine(1, "2026-11-27", "1", "6", Decimal("182"), Decimal("55")),
        NightLine(2, "2026-12-04", "5", "2", Decimal("0"), Decimal("0")),
    )
    page = player_page(replace(view(), nights=nights), "t", lambda amount: f"${amount:.2f}")
    assert '<th class="num">Prize</th><th class="num">Bounties</th></tr>' in page
    assert '<td class="num">$182.00</td><td class="num">$55.00</td></tr>' in page
    plain = replace(view(), nights=tuple(replace(n, bounties=None) for n in nights))
    assert "Bounties" not in player_page(plain, "t", lambda amount: f"${amount:.2f}")


def test_the_nights_place_time_and_the_late_cancel_question_are_escaped() -> None:
    from dataclasses import replace

    from leaguemgr.web.player_page import late_cancel_page

    night = replace(view().next_nights[0], venue=EVIL, time=EVIL, date="2026-12-04", maybe=(EVIL,))
    page = player_page(replace(view(), next_nights=(night,)), "t", str, token="tok")
    assert "<script>" not in page and page.count("&lt;script&gt;") >= 5
    assert "At &lt;script&gt;" in page and '<form method="post" action="/p/tok">' in page
    question = late_cancel_page(view(), night, "t", token="tok", root="/league")
    assert "<script>" not in question and "This is a late cancel:" in question
    assert '<form method="post" action="/league/p/tok">' in question

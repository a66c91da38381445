"""A *maybe* (SPEC 10): neither going nor waiting, listed apart and changed like any answer;
and who moved up from the waitlist, for their page to say so first."""

from __future__ import annotations

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.domain.rsvp import rsvp_state
from tests.domain.test_rsvp import NO, YES, night

MAYBE = RsvpAnswer.MAYBE


def test_a_maybe_takes_no_seat_and_frees_one_and_is_listed_apart() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1"), ("m", MAYBE, "1")]
    state = rsvp_state(night(*answers, ("a", MAYBE, "2")), set(), {})
    assert state.going == ("b", "c") and state.waitlist == () and state.maybe == ("m", "a")
    assert state.answer_of("a") is MAYBE and state.declined == () and state.late_cancels == ()
    state = rsvp_state(night(*answers, ("m", YES, "2"), ("a", NO, "2")), set(), {})
    assert state.maybe == () and state.going == ("b", "c") and state.waitlist == ("m",)


def test_a_player_moved_up_from_the_waitlist_is_told_until_they_answer_again() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1"), ("a", NO, "2")]
    state = rsvp_state(night(*answers), set(), {})
    assert state.going == ("b", "c") and state.moved_up == ("c",)
    assert rsvp_state(night(*answers[:3]), set(), {}).moved_up == ()  # still waiting
    again = rsvp_state(night(*answers, ("c", NO, "2"), ("c", YES, "2")), set(), {})
    assert again.going == ("b", "c") and again.moved_up == ()  # a seat free at their yes

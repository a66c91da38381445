"""SPEC 10's answers, replayed: going in the order players became going, the waitlist in
its stated order (to the microsecond, then the player id), moves up, late cancels after the
deadline that stand, and *maybe*."""

from __future__ import annotations

from leaguemgr.domain.records import Event, Rsvp, RsvpAnswer
from leaguemgr.domain.rsvp import rsvp_state

YES, NO, MAYBE = RsvpAnswer.YES, RsvpAnswer.NO, RsvpAnswer.MAYBE


def night(*answers: tuple[str, RsvpAnswer, str], seats: int | None = 2) -> Event:
    given = tuple(Rsvp(p, a, f"2026-12-0{day}T19:00:00") for p, a, day in answers)
    return Event(number=12, seats=seats, rsvp_by="2026-12-03T18:00", rsvp=given)


def test_yes_while_seats_are_free_is_going_then_the_waitlist() -> None:
    state = rsvp_state(night(("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1")), set(), {})
    assert state.going == ("a", "b") and state.waitlist == ("c",) and state.free == 0
    assert state.place_on_waitlist("c") == 1 and state.answer_of("c") is YES


def test_the_waitlist_puts_regulars_first_then_standings_then_the_latest_yes() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1")]
    answers += [("sub", YES, "1"), ("new", YES, "1"), ("tenth", YES, "2"), ("first", YES, "2")]
    state = rsvp_state(night(*answers), {"sub"}, {"first": 1, "tenth": 10, "sub": 2})
    assert state.waitlist == ("first", "tenth", "new", "sub")


def test_a_no_from_a_going_player_moves_the_first_waiting_up() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1"), ("d", YES, "1")]
    state = rsvp_state(night(*answers, ("a", NO, "2")), set(), {"d": 1, "c": 5})
    assert state.going == ("b", "d") and state.waitlist == ("c",)
    assert state.declined == ("a",) and state.late_cancels == ()


def test_a_no_after_the_deadline_from_a_going_player_is_a_late_cancel_only() -> None:
    state = rsvp_state(night(("a", YES, "1"), ("b", YES, "1"), ("a", NO, "4")), set(), {})
    assert state.late_cancels == ("a",) and state.declined == () and state.going == ("b",)
    assert state.answer_of("a") is NO


def test_a_yes_again_keeps_the_place_and_a_change_of_mind_ends_at_the_back() -> None:
    answers = [("a", YES, "1"), ("a", YES, "2"), ("b", NO, "1"), ("b", YES, "2")]
    answers += [("c", YES, "2"), ("a", NO, "2"), ("a", YES, "2")]
    state = rsvp_state(night(*answers), set(), {})
    assert state.going == ("b", "c") and state.waitlist == ("a",) and state.declined == ()


def test_two_answers_for_the_last_seat_give_it_to_the_first_stored() -> None:
    state = rsvp_state(night(("a", YES, "1"), ("x", YES, "1"), ("y", YES, "1")), set(), {})
    assert state.going == ("a", "x") and state.waitlist == ("y",)


def test_without_a_cap_everyone_saying_yes_is_going() -> None:
    state = rsvp_state(night(*[(p, YES, "1") for p in "abcde"], seats=None), set(), {})
    assert state.going == tuple("abcde") and state.free is None


def at_times(*answers: tuple[str, RsvpAnswer, str], seats: int | None = 1) -> Event:
    given = tuple(Rsvp(p, a, f"2026-12-01T19:00:{moment}") for p, a, moment in answers)
    return Event(number=12, seats=seats, rsvp_by="2026-12-03T18:00", rsvp=given)


def test_yes_answers_in_the_same_microsecond_wait_in_player_id_order() -> None:
    # Level on standings and on time: the id decides, whatever order they were stored in.
    same = "07.250000"
    for order in (["zed", "mia", "amy", "bob"], ["zed", "bob", "amy", "mia"]):
        state = rsvp_state(at_times(*[(p, YES, same) for p in order]), set(), {})
        assert state.going == ("zed",) and state.waitlist == ("amy", "bob", "mia")
        freed = rsvp_state(at_times(*[(p, YES, same) for p in order], ("zed", NO, "08")), set(), {})
        assert freed.going == ("amy",) and freed.moved_up == ("amy",)


def test_the_waitlist_orders_by_the_microsecond_before_the_id() -> None:
    answers = [("a", YES, "07"), ("zed", YES, "07.000001"), ("amy", YES, "07.000002")]
    state = rsvp_state(at_times(*answers), set(), {})
    assert state.waitlist == ("zed", "amy")  # the time first: zed's yes came a microsecond earlier
    old_file = rsvp_state(
        at_times(("a", YES, "07"), ("zed", YES, "08"), ("amy", YES, "08")), set(), {}
    )
    assert old_file.waitlist == ("amy", "zed")  # a file to the second: level, then the id


def test_a_late_cancel_stands_through_a_yes_that_waits_and_a_no_again() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1"), ("a", NO, "4")]
    state = rsvp_state(night(*answers, ("a", YES, "4"), ("a", NO, "4")), set(), {})
    assert state.late_cancels == ("a",) and state.declined == () and state.going == ("b", "c")
    waiting = rsvp_state(night(*answers, ("a", YES, "4")), set(), {})
    assert waiting.waitlist == ("a",) and waiting.late_cancels == ("a",)
    assert waiting.answer_of("a") is YES


def test_a_late_cancel_going_again_when_the_night_starts_does_not_stand() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("a", NO, "4"), ("a", YES, "4")]
    state = rsvp_state(night(*answers), set(), {})
    assert state.going == ("b", "a") and state.late_cancels == () and state.declined == ()
    # Waiting at first, then moved up by another's no: going again, so it does not stand.
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "4"), ("a", NO, "4")]
    answers += [("a", YES, "4"), ("c", NO, "4")]
    moved = rsvp_state(night(*answers), set(), {})
    assert moved.going == ("b", "a") and moved.late_cancels == ("c",)
    assert moved.moved_up == ("a",)


def test_maybe_is_neither_going_nor_waiting_and_frees_the_seat() -> None:
    answers = [("a", YES, "1"), ("b", YES, "1"), ("c", YES, "1"), ("d", MAYBE, "1")]
    state = rsvp_state(night(*answers, ("a", MAYBE, "2")), set(), {})
    assert state.going == ("b", "c") and state.maybe == ("d", "a") and state.waitlist == ()
    assert state.declined == () and state.answer_of("a") is MAYBE and state.moved_up == ("c",)
    changed = night(*answers, ("a", MAYBE, "2"), ("d", NO, "2"), ("a", YES, "2"))
    changed_state = rsvp_state(changed, set(), {})
    assert changed_state.maybe == () and changed_state.declined == ("d",)
    assert changed_state.going == ("b", "c") and changed_state.waitlist == ("a",)

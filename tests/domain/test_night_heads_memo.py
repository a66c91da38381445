"""``night_heads`` and ``last_collections`` play on from the log they played last: over random
calls on logs that grow an action at a time, shrink (an undo), jump to another night or
are asked under another rule, each answer is what playing the log afresh gives (the kept
log never leaks a wrong answer), and what a caller does to an answer does not change the
next one."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.knockouts import Heads
from leaguemgr.domain.night import knockouts
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.knockouts import last_collections, night_heads
from leaguemgr.domain.records import KnockoutKind, KnockoutRules

D = Decimal
RULES = [
    KnockoutRules(KnockoutKind.PROGRESSIVE, D("10"), D("50")),
    KnockoutRules(KnockoutKind.PROGRESSIVE, D("10"), D("40")),
    KnockoutRules(KnockoutKind.PROGRESSIVE, D("7.50"), D("100")),
    KnockoutRules(KnockoutKind.FIXED, D("5")),
]
NIGHTS = [[f"a{i}" for i in range(6)], [f"b{i}" for i in range(5)]]


def afresh(log: list[Action], rule: KnockoutRules) -> tuple[Heads, dict[str, Decimal]]:
    """The heads after ``log`` and what its last action paid, played from the start (as
    before the change: every action in turn on new heads)."""
    heads = Heads(rule)
    paid: dict[str, Decimal] = {}
    for action in log:
        paid = knockouts._play(heads, action)
    return heads, paid


@st.composite
def actions(draw, players: list[str]) -> Action:
    """One action of a night among ``players``: buying a head, a bust (by none, one or two
    hitmen, two out at once), a forfeit, a no-show taken off, or one without bounties."""
    kind = draw(
        st.sampled_from(
            [Kind.ARRIVE, Kind.REBUY, Kind.BUST, Kind.BUST, Kind.FORFEIT, Kind.REMOVE, Kind.LEVEL]
        )
    )
    out = draw(st.lists(st.sampled_from(players), min_size=1, max_size=2, unique=True))
    if kind is not Kind.BUST:
        return Action(kind, players=tuple(out[:1]), level=2 if kind is Kind.LEVEL else None)
    by = draw(st.lists(st.sampled_from(players), max_size=2, unique=True))
    return Action(kind, players=tuple(out), by=tuple(by))


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_every_answer_is_what_the_log_played_afresh_gives(data) -> None:
    logs = [[Action(Kind.ARRIVE, players=(p,)) for p in night] for night in NIGHTS]
    night, rule = 0, RULES[0]
    for _ in range(data.draw(st.integers(5, 25))):
        step = data.draw(st.sampled_from(["grow", "grow", "grow", "undo", "jump", "rule", "ask"]))
        log = logs[night]
        if step == "grow":
            log.append(data.draw(actions(NIGHTS[night])))
        elif step == "undo" and log:
            log.pop()
        elif step == "jump":
            night = 1 - night
            log = logs[night]
        elif step == "rule":
            rule = data.draw(st.sampled_from(RULES))
        if step != "ask" and data.draw(st.booleans()):
            continue  # not asked this time: the next ask may be more than one action on
        as_given = tuple(log) if data.draw(st.booleans()) else list(log)
        heads, paid = afresh(log, rule)
        # Asked in either order, either or both, as the screen and the services do.
        if data.draw(st.booleans()):
            assert night_heads(as_given, rule) == heads, step
            assert last_collections(as_given, rule) == paid, step
        else:
            assert last_collections(as_given, rule) == paid, step
            assert night_heads(as_given, rule) == heads, step
        assert night_heads(iter(log), rule) == heads  # any iterable, played the same


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_what_a_caller_does_to_an_answer_leaves_the_next_answer_alone(data) -> None:
    rule = data.draw(st.sampled_from(RULES))
    players = NIGHTS[0]
    log = [Action(Kind.ARRIVE, players=(p,)) for p in players]
    for _ in range(data.draw(st.integers(1, 12))):
        log.append(data.draw(actions(players)))
        heads, paid = afresh(log, rule)
        got = night_heads(log, rule)
        assert got == heads
        # The caller scribbles on what it was given: the heads, the pockets, the unclaimed.
        got.heads[players[0]] = D("999")
        got.heads.pop(players[1], None)
        got.collected[players[2]] = D("-1")
        got.unclaimed += D("1000")
        got.buy(players[3])
        collected = last_collections(log, rule)
        assert collected == paid
        collected[players[4]] = D("123")
        # The same log again, then one more action: neither sees the scribbles.
        assert night_heads(log, rule) == heads
        assert last_collections(log, rule) == paid
        after = [*log, Action(Kind.REBUY, players=(players[0],))]
        assert night_heads(after, rule) == afresh(after, rule)[0]


def test_an_empty_log_has_no_heads_and_paid_nobody() -> None:
    rule = RULES[0]
    assert night_heads([], rule) == Heads(rule)
    assert last_collections([], rule) == {}
    one = [Action(Kind.ARRIVE, players=("a0",))]
    assert night_heads(one, rule).heads == {"a0": D("10")}
    assert night_heads([], rule) == Heads(rule)  # shorter by one: not played on from one


def test_a_log_asked_after_one_that_is_not_its_start_is_played_afresh() -> None:
    rule = RULES[0]
    start = [Action(Kind.ARRIVE, players=(p,)) for p in NIGHTS[0]]
    a0_out = Action(Kind.BUST, players=("a0",), by=("a1",))
    a2_out = Action(Kind.BUST, players=("a2",), by=("a3",))
    a4_out = Action(Kind.BUST, players=("a4",), by=("a1",))
    other_night = [Action(Kind.ARRIVE, players=(p,)) for p in NIGHTS[1]]
    for asked_first, asked_then in (
        ([*start, a0_out], [*start, a2_out, a4_out]),  # undone, then two others
        ([*start, a0_out], [*start, a2_out]),  # undone, then another: as long
        ([*start, a0_out], [*start[:-1], a0_out, a2_out]),  # one longer, not its start
        (start[:3], [*other_night, a0_out][:4]),  # another night, one longer
    ):
        night_heads(asked_first, rule)
        assert night_heads(asked_then, rule) == afresh(asked_then, rule)[0]
        last_collections(asked_first, rule)
        assert last_collections(asked_then, rule) == afresh(asked_then, rule)[1]
    log = [*start, a0_out]
    night_heads(log, rule)
    for other in RULES[1:]:  # the same log under another rule
        assert night_heads(log, other) == afresh(log, other)[0]
        assert last_collections(log, other) == afresh(log, other)[1]

"""Money of an event: gross, set-asides in order, pool, comped (SPEC 2.2)."""

from decimal import Decimal

from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.records import Basis, BountyRules, EventTerms, SetAside
from tests.domain.builders import field, played, status

D = Decimal
TERMS = EventTerms(buyin=D("30"), rebuy_cost=D("30"), addon_cost=D("10"), max_rebuys=1)


def test_gross_counts_buyins_rebuys_and_addons_of_counting_entries_only():
    entries = (
        played("p01", 1, rebuys=1, addons=1),
        played("p02", 2),
        status("p03", "no_show", paid=True, finish=3),
        status("p04", "no_show", paid=False),
        status("p05", "late_cancel"),
    )
    money = compute_event_money(entries, TERMS, False, (), None)
    assert money.entries == 3
    assert money.gross == D("130.00")  # 3 x 30 + 30 + 10
    assert money.pool == D("130.00")


def test_set_asides_are_taken_in_order_rounded_to_the_cent_then_the_bounty():
    set_asides = (
        SetAside("championship", Basis.PERCENT_OF_BUYINS, D("10")),
        SetAside("points", Basis.PERCENT_OF_GROSS, D("3.333")),
        SetAside("admin", Basis.PER_ENTRY, D("1.50")),
        SetAside("expenses", Basis.PER_EVENT, D("5")),
    )
    entries = (*field(6)[:5], played("p06", 6, rebuys=1))
    money = compute_event_money(entries, TERMS, False, set_asides, BountyRules(D("10")))
    assert money.gross == D("210.00")
    assert money.set_asides == (
        ("championship", D("18.00")),
        ("points", D("7.00")),  # 6.9993 rounds half-up to 7.00
        ("admin", D("9.00")),
        ("expenses", D("5.00")),
        ("bounty", D("10.00")),
    )
    assert money.pool == D("161.00")


def test_a_free_entry_counts_at_its_buyin_value_and_is_comped():
    entries = (played("p01", 1, free_entry=True), played("p02", 2))
    money = compute_event_money(entries, TERMS, False, (), None)
    assert money.gross == D("60.00")
    assert money.comped == D("30.00")


def test_pick_a_stack_uses_each_players_own_buyin():
    entries = (played("p01", 1, buyin=D("50")), played("p02", 2, buyin=D("20")))
    money = compute_event_money(
        entries, TERMS, True, (SetAside("c", Basis.PERCENT_OF_BUYINS, D("10")),), None
    )
    assert money.gross == D("70.00")
    assert money.set_asides == (("c", D("7.00")),)


def test_a_planned_night_with_no_entries_moves_no_money():
    money = compute_event_money((), TERMS, False, (SetAside("e", Basis.PER_EVENT, D("5")),), None)
    assert (money.gross, money.pool, money.set_asides) == (D("0"), D("0"), ())

"""Player names sorted as the league's language sorts them (SPEC 12 "Names")."""

from __future__ import annotations

from leaguemgr.domain.names import collation_key, sorted_names


def test_ozil_sits_beside_ozil_in_german():
    names = ["Zoe", "Özil", "Ozil", "Oscar", "Paul"]
    assert sorted_names(names, "de_DE") == ["Oscar", "Ozil", "Özil", "Paul", "Zoe"]


def test_an_accent_is_only_a_tie_break():
    assert sorted_names(["Eric", "Élodie", "Emma"], "fr_FR") == ["Élodie", "Emma", "Eric"]
    assert collation_key("Ozil", "de_DE") < collation_key("Özil", "de_DE")


def test_case_is_ignored_then_breaks_the_tie():
    assert sorted_names(["bob", "Alice", "Bob", "alice"]) == ["Alice", "alice", "Bob", "bob"]


def test_a_name_written_decomposed_sorts_as_the_composed_one():
    composed, decomposed = "\u00d6zil", "O\u0308zil"
    assert collation_key(composed)[:2] == collation_key(decomposed)[:2]
    assert sorted_names(["Zoe", decomposed, "Ozil"]) == ["Ozil", decomposed, "Zoe"]


def test_sharp_s_and_ligatures_sort_by_their_letters():
    assert sorted_names(["Strauss", "Straub", "Strauß"], "de_DE")[:1] == ["Straub"]
    assert collation_key("Strauß")[0] == collation_key("Strauss")[0]


def test_names_in_other_scripts_are_kept_and_sorted():
    names = ["Zoë", "Андрей", "李雷", "Åsa"]
    assert sorted(sorted_names(names)) == sorted(names)
    assert sorted_names(names)[:2] == ["Åsa", "Zoë"]

"""How a bust's bounties are said at the table (SPEC 9): whose heads, who collects what.

A hand may put out two players and be won by two hitmen; the sentence is put together
here, once, so the Night screen and the ``night`` command say it alike.
"""

from __future__ import annotations

from collections.abc import Sequence


def listed(words: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def whose_bounties(heads: Sequence[str]) -> str:
    """ "Ann's bounty"; two heads: "Jake Jones's and Alice Ames's bounties"."""
    owners = listed([f"{name}'s" for name in heads])
    return f"{owners} bounty" if len(heads) == 1 else f"{owners} bounties"


def collections_said(collected: Sequence[tuple[str, str]], heads: Sequence[str]) -> str:
    """Who collects what of the ``heads`` (names) just busted: ``collected`` holds each
    hitman's name and amount as written. "Hal collects $10.00, Ann's bounty"; two hitmen:
    "Ann and Bob collect $5.00 each, Eve's bounty" (different amounts: "Ann collects $2.51
    and Bob $2.50, ..."); nobody: "Nobody won Dan's bounty: the winner collects it"."""
    whose = whose_bounties(heads)
    if not collected:
        it = "it" if len(heads) == 1 else "them"
        return f"Nobody won {whose}: the winner collects {it}"
    if len(collected) == 1:
        name, amount = collected[0]
        return f"{name} collects {amount}, {whose}"
    amounts = {amount for _name, amount in collected}
    if len(amounts) == 1:
        return f"{listed([name for name, _ in collected])} collect {amounts.pop()} each, {whose}"
    (first, first_amount), *others = collected
    said = listed([f"{first} collects {first_amount}", *(f"{n} {a}" for n, a in others)])
    return f"{said}, {whose}"

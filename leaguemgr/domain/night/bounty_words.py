"""How a bust's bounties are said at the table (SPEC 9): whose heads, who collects what.

A hand may put out two players and be won by two hitmen; the sentence is put together
here, once, so the Night screen and the ``night`` command say it alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from leaguemgr.language.texts import _, ngettext


def listed(words: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def whose_bounties(heads: Sequence[str]) -> str:
    """ "Ann's bounty"; two heads: "Jake Jones's and Alice Ames's bounties"."""
    if len(heads) == 1:
        return _("{name}'s bounty").format(name=heads[0])
    # TRANSLATORS: a name in "Jake's and Alice's bounties"; the whole is "{names} bounties".
    owners = listed([_("{name}'s").format(name=name) for name in heads])
    return _("{names} bounties").format(names=owners)


def collections_said(collected: Sequence[tuple[str, str]], heads: Sequence[str]) -> str:
    """Who collects what of the ``heads`` (names) just busted: ``collected`` holds each
    hitman's name and amount as written. "Hal collects $10.00, Ann's bounty"; two hitmen:
    "Ann and Bob collect $5.00 each, Eve's bounty" (different amounts: "Ann collects $2.51
    and Bob $2.50, ..."); nobody: "Nobody won Dan's bounty: the winner collects it"."""
    whose = whose_bounties(heads)
    if not collected:
        return ngettext(
            "Nobody won {bounties}: the winner collects it",
            "Nobody won {bounties}: the winner collects them",
            len(heads),
        ).format(bounties=whose)
    if len(collected) == 1:
        name, amount = collected[0]
        return _("{name} collects {amount}, {bounties}").format(
            name=name, amount=amount, bounties=whose
        )
    amounts = {amount for _name, amount in collected}
    if len(amounts) == 1:
        return _("{names} collect {amount} each, {bounties}").format(
            names=listed([name for name, _amount in collected]),
            amount=amounts.pop(),
            bounties=whose,
        )
    (first, first_amount), *others = collected
    said = listed(
        [
            _("{name} collects {amount}").format(name=first, amount=first_amount),
            *(f"{n} {a}" for n, a in others),
        ]
    )
    return f"{said}, {whose}"

"""The words the screens use for a player's championship status."""

from __future__ import annotations

from leaguemgr.domain.results import ChampionshipEligibility, ChampionshipResult
from leaguemgr.domain.words import OUT, capitalized, championship_word
from leaguemgr.ui.money_text import money_text


def eligibility_text(
    eligibility: ChampionshipEligibility, result: ChampionshipResult, currency: str
) -> str:
    """The status word with the detail where it matters, e.g. "Out: a no-show this season"."""
    word = championship_word(eligibility)
    label = capitalized(word)
    if eligibility.status == "makeup_offer":
        offer = next(o for o in result.makeup_offers if o.player == eligibility.player)
        missed = f"{offer.missed} missed event" + ("s" if offer.missed != 1 else "")
        return f"{label}: {money_text(offer.fee, currency)} for {missed}"
    if eligibility.status == "makeup":
        seat = next(s for s in result.field if s.player == eligibility.player)
        return f"{label} by make-up ({money_text(seat.fee, currency)})"
    if word == OUT:
        return f"{label}: {eligibility.reason}"
    return label


def via_text(via: str) -> str:
    return {"points": "Points", "makeup": "Make-up"}.get(via, via)

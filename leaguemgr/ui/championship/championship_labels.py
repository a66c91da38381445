"""The words the screens use for a player's championship status."""

from __future__ import annotations

from leaguemgr.domain.results import ChampionshipEligibility, ChampionshipResult
from leaguemgr.ui.money_text import money_text

_STATUS = {
    "qualified": "Qualified",
    "makeup": "In by make-up",
    "makeup_offer": "Make-up offer",
    "tie_at_cut": "Tied at the cut",
    "outside": "Outside the field",
    "ineligible": "Ineligible",
}


def eligibility_text(
    eligibility: ChampionshipEligibility, result: ChampionshipResult, currency: str
) -> str:
    """Short status with the reason where it matters, e.g. "Ineligible: a no-show this season"."""
    label = _STATUS.get(eligibility.status, eligibility.status)
    if eligibility.status == "makeup_offer":
        offer = next(o for o in result.makeup_offers if o.player == eligibility.player)
        missed = f"{offer.missed} missed event" + ("s" if offer.missed != 1 else "")
        return f"{label}: {money_text(offer.fee, currency)} for {missed}"
    if eligibility.status == "makeup":
        seat = next(s for s in result.field if s.player == eligibility.player)
        return f"{label} ({money_text(seat.fee, currency)})"
    if eligibility.status in ("ineligible", "outside"):
        return f"{label}: {eligibility.reason}"
    return label


def via_text(via: str) -> str:
    return {"points": "Points", "makeup": "Make-up"}.get(via, via)

"""The words the screens use for a player's championship status."""

from __future__ import annotations

from leaguemgr.domain.championship import reason_shown
from leaguemgr.domain.results import ChampionshipEligibility, ChampionshipResult
from leaguemgr.domain.words import OUT, capitalized, championship_word
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text


def eligibility_text(
    eligibility: ChampionshipEligibility,
    result: ChampionshipResult,
    currency: str,
    locale: str | None = None,
) -> str:
    """The status word with the detail where it matters, e.g. "Out: a no-show this season"."""
    word = championship_word(eligibility)
    label = capitalized(word)
    if eligibility.status == "makeup_offer":
        offer = next(o for o in result.makeup_offers if o.player == eligibility.player)
        return (
            translate("ChampionshipLabels", "{status}: {fee} for 1 missed event")
            if offer.missed == 1
            else translate("ChampionshipLabels", "{status}: {fee} for {count} missed events")
        ).format(status=label, fee=money_text(offer.fee, currency, locale), count=offer.missed)
    if eligibility.status == "makeup":
        seat = next(s for s in result.field if s.player == eligibility.player)
        return translate("ChampionshipLabels", "{status} by make-up ({fee})").format(
            status=label, fee=money_text(seat.fee, currency, locale)
        )
    if word == OUT:
        return f"{label}: {reason_shown(eligibility.reason)}"
    return label


def via_text(via: str) -> str:
    if via == "points":
        return translate("ChampionshipLabels", "Points")
    if via == "makeup":
        return translate("ChampionshipLabels", "Make-up")
    return via

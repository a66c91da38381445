"""The words every output uses for the same facts (SPEC 8, "one vocabulary").

The screens, the standings page, the CSV, PDF and XLSX, the cards and the text report all
name a championship status and a season through here, so an organizer reads one word for
one fact wherever they look.
"""

from __future__ import annotations

import re

from leaguemgr.domain.results import ChampionshipEligibility

QUALIFIED = "qualified"
MAKEUP_OFFERED = "make-up offered"
TIED_AT_THE_CUT = "tied at the cut"
DECLINED = "declined"
OUT = "out"

CHAMPIONSHIP_WORDS = (QUALIFIED, MAKEUP_OFFERED, TIED_AT_THE_CUT, DECLINED, OUT)
"""A player's championship status is always one of these."""

_WORD_OF_STATUS = {
    "qualified": QUALIFIED,
    "makeup": QUALIFIED,  # in the field by a make-up: qualified, the detail says how
    "makeup_offer": MAKEUP_OFFERED,
    "tie_at_cut": TIED_AT_THE_CUT,
    "outside": OUT,
    "ineligible": OUT,
}
_SEASON_WORD = re.compile(r"\bseason\b", re.IGNORECASE)


def championship_word(eligibility: ChampionshipEligibility) -> str:
    """The one word of :data:`CHAMPIONSHIP_WORDS` for a player's championship status."""
    # The championship gives a decline as a reason for being ineligible ("declined the
    # invitation"); the organizer's word for it is its own.
    if eligibility.status == "ineligible" and eligibility.reason.startswith("declined"):
        return DECLINED
    return _WORD_OF_STATUS.get(eligibility.status, OUT)


def capitalized(word: str) -> str:
    """A word as the head of a label or a table cell: "Make-up offered"."""
    return word[:1].upper() + word[1:]


def season_title(name: str) -> str:
    """ "Season 2026", but a name that already says season is left as it is: "Season 1 2013"
    is never "Season Season 1 2013"."""
    return name if _SEASON_WORD.search(name) else f"Season {name}"


def season_label(name: str) -> str:
    """``season_title`` inside a sentence or a header: "season 2026", "Season 1 2013"."""
    return name if _SEASON_WORD.search(name) else f"season {name}"

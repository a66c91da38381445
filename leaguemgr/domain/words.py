"""The words every output uses for the same facts (SPEC 8, "one vocabulary").

The screens, the standings page, the CSV, PDF and XLSX, the cards and the text report all
name a championship status and a season through here, so an organizer reads one word for
one fact wherever they look.
"""

from __future__ import annotations

import re

from leaguemgr.domain.records import TieBreak
from leaguemgr.domain.results import ChampionshipEligibility
from leaguemgr.language.texts import N_, _, pgettext

# The words are also the statuses' keys (a badge's class, a test of "undecided"): they
# stay English here and are translated where they are shown (``capitalized``, ``_``).
QUALIFIED = N_("qualified")
MAKEUP_OFFERED = N_("make-up offered")
TIED_AT_THE_CUT = N_("tied at the cut")
DECLINED = N_("declined")
OUT = N_("out")

CHAMPIONSHIP_WORDS = (QUALIFIED, MAKEUP_OFFERED, TIED_AT_THE_CUT, DECLINED, OUT)
"""A player's championship status is always one of these (in English: translate to show)."""

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
    """A championship word as the head of a label or a table cell, in the language spoken:
    "Make-up offered"."""
    shown = _(word) if word else word
    return shown[:1].upper() + shown[1:]


def _says_season(name: str) -> bool:
    # A name in the league's own language says it too: "Saison 3" is not "Saison Saison 3".
    word = pgettext("the word a season's name may hold", "season")
    return bool(_SEASON_WORD.search(name)) or (
        word != "season" and re.search(rf"\b{re.escape(word)}\b", name, re.IGNORECASE) is not None
    )


def season_title(name: str) -> str:
    """ "Season 2026", but a name that already says season is left as it is: "Season 1 2013"
    is never "Season Season 1 2013"."""
    return name if _says_season(name) else _("Season {season}").format(season=name)


def season_label(name: str) -> str:
    """``season_title`` inside a sentence or a header: "season 2026", "Season 1 2013"."""
    return name if _says_season(name) else _("season {season}").format(season=name)


_TIES_BROKEN_BY = {
    TieBreak.COUNT_BACK: N_("count-back of best finishes"),
    TieBreak.DRAW: N_("a draw"),
    TieBreak.NET_WINNINGS: N_("net winnings, then count-back of best finishes"),
}


def ties_broken_by(tie_break: TieBreak) -> str:
    """How the season separates players level on points, as every output says it."""
    return _(_TIES_BROKEN_BY[tie_break])


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st ... in the language spoken ("1.", "1er", "1.º")."""
    if number == 1:
        # French says "1er" but "21e": the first place is a text of its own.
        return pgettext("ordinal", "1st")
    if 10 <= number % 100 <= 20:
        text = pgettext("ordinal", "{n}th")
    elif number % 10 == 1:
        text = pgettext("ordinal", "{n}st")
    elif number % 10 == 2:
        text = pgettext("ordinal", "{n}nd")
    elif number % 10 == 3:
        text = pgettext("ordinal", "{n}rd")
    else:
        text = pgettext("ordinal", "{n}th")
    return text.format(n=number)

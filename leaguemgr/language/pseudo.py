"""The pseudo-language the tests run in (SPEC 12): every translated text comes out marked
(``⟦…⟧``), accented and 40% longer, so a text that did not go through a translation layer
is seen at once, and one that a longer language would cut off is cut off here first.

What a program fills in or reads is kept as it is: format fields (``{name}``, ``%n``,
``%1``, ``%(count)d``), markup tags and entities, and the letter after a keyboard
accelerator's ``&``.
"""

from __future__ import annotations

import math
import re

OPEN, CLOSE, PAD = "⟦", "⟧", "·"
LONGER = 1.4
_KEPT = re.compile(
    r"\{[^{}]*\}"  # str.format fields
    r"|%\([A-Za-z_]\w*\)[-#0 +]*\d*(?:\.\d+)?[sdifr]"  # %(count)d
    r"|%[nsdif%]|%L?\d"  # %n, %s, %1, %L1
    r"|<[^<>]*>"  # markup
    r"|&[A-Za-z]+;|&#\d+;"  # entities
    r"|&&|&\w"  # accelerators: the key stays the key
)
_ACCENTED = str.maketrans(
    "AaCcEeIiNnOoSsUuYyZz",
    "ÅåÇçÉéÎîÑñÖöŠšÛûÝýŽž",
)
_MARKED = re.compile(re.escape(OPEN) + "[^" + OPEN + CLOSE + "]*" + re.escape(CLOSE))


def pseudo(text: str) -> str:
    """``text`` as the pseudo-language writes it; the empty text stays empty."""
    if not text:
        return text
    parts, kept_at = [], 0
    for match in _KEPT.finditer(text):
        parts.append(text[kept_at : match.start()].translate(_ACCENTED))
        parts.append(match.group())
        kept_at = match.end()
    parts.append(text[kept_at:].translate(_ACCENTED))
    padding = PAD * max(1, math.ceil(len(text) * (LONGER - 1)))
    return OPEN + "".join(parts) + padding + CLOSE


def unmarked(text: str) -> str:
    """What is left of ``text`` outside its pseudo-translated parts: words there did not go
    through a translation layer (a test's check). A translated text may hold another (a
    name of a rule inside a sentence): the innermost parts go first, until none is left."""
    while True:
        rest = _MARKED.sub(" ", text)
        if rest == text:
            return rest
        text = rest

"""The rules a closed event was handed out with, as stored in ``event.frozen_rules``.

They are kept in the league file's own form of a season's ``rules`` (JSON), which reads
back exactly and is what a league file writes for them too.
"""

from __future__ import annotations

import json

from leaguemgr.domain.records import SeasonRules


def dump_rules(rules: SeasonRules | None) -> str | None:
    if rules is None:
        return None
    from leaguemgr.leaguefile.rules_keys import rules_document

    return json.dumps(rules_document(rules), separators=(",", ":"), sort_keys=True)


def load_rules(text: str | None) -> SeasonRules | None:
    if text is None:
        return None
    from leaguemgr.leaguefile.rules_keys import read_rules

    document = json.loads(text)
    bounty = document.get("bounty") or {}
    target = bounty.get("initial_target")
    return read_rules(document, ("frozen_rules",), {target} if target else set())

"""The players' names as the Night screen types and reads them: the rules' own
(:mod:`leaguemgr.domain.night.table_names`), which the director's page on a phone shares."""

from __future__ import annotations

from leaguemgr.domain.night.table_names import Names

__all__ = ["Names"]

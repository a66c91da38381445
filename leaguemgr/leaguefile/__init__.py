"""The league file (version 1): reading it into domain records and writing it back."""

from leaguemgr.leaguefile.fields import LeagueFileError
from leaguemgr.leaguefile.reader import read_league
from leaguemgr.leaguefile.rules_keys import read_rules, rules_document
from leaguemgr.leaguefile.writer import league_document

__all__ = ["LeagueFileError", "league_document", "read_league", "read_rules", "rules_document"]

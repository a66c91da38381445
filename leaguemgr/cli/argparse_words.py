"""argparse's own words (its usage line, the headings and the errors of ``--help``) in the
user's language, as the commands' own are (SPEC 12).

argparse asks gettext's default domain, which holds none of leaguemgr's catalogs; its
module-level ``_`` is pointed at the commands' catalogs instead. "%(prog)s: error:" stays
as it is: every error of the commands starts "leaguemgr: error:", whoever says it.
"""

from __future__ import annotations

import argparse

from leaguemgr.language.texts import N_, _, ngettext

# What argparse says to a person, marked here so that the catalogs hold it.
ARGPARSE_TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)
_KEPT = frozenset({"%(prog)s: error: %(message)s\n"})


def _said(message: str) -> str:
    return message if message in _KEPT else _(message)


def speak_argparse() -> None:
    """Make argparse say its words in the language spoken."""
    argparse._ = _said  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]

"""``leaguemgr publish``: the season's cards to a chat's webhook, or cards and standings page
to a folder.

The webhook's address is a secret: it comes from ``--webhook`` or ``LEAGUEMGR_WEBHOOK``,
is never stored, and only its host is printed. A webhook that refuses, cannot be reached or
stays silent for 10 seconds is one line on stderr and exit status 2; the league is only read.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from leaguemgr.cli.db import add_db_option
from leaguemgr.language.texts import _
from leaguemgr.services.webhook import DEFAULT_TIMEOUT, WebhookError

WEBHOOK_VARIABLE = "LEAGUEMGR_WEBHOOK"
USER_ERROR = 2


def add_parsers(commands: Any) -> None:
    publish = commands.add_parser(
        "publish",
        help=_("post the standings and night cards to a chat's webhook, or write them to a folder"),
    )
    add_db_option(publish)
    publish.add_argument("--season", help=_("season name (default: the latest season)"))
    publish.add_argument("--event", type=int, metavar="N", help=_("the night (default: the last)"))
    where = publish.add_mutually_exclusive_group()
    where.add_argument(
        "--webhook",
        metavar="URL",
        help=_(
            "a Discord-style webhook (default: ${variable}, which keeps it out of "
            "your shell history)"
        ).format(variable=WEBHOOK_VARIABLE),
    )
    where.add_argument("--folder", type=Path, metavar="DIR", help=_("write the files here"))
    publish.add_argument("--theme", choices=("light", "dark"), default="light")


def run_publish(options: argparse.Namespace, *, timeout: float = DEFAULT_TIMEOUT) -> int:
    """Draw the cards, then post or write them; one line says what was done (or what not)."""
    from leaguemgr.cli.db import CommandError, season_named
    from leaguemgr.exporters.publish import publication, publish_to_folder, publish_to_webhook
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.player_links import site_address

    webhook = options.webhook or (None if options.folder else os.environ.get(WEBHOOK_VARIABLE))
    if not webhook and options.folder is None:
        raise CommandError(
            _("say where to publish: --webhook URL (or {variable}) or --folder DIR").format(
                variable=WEBHOOK_VARIABLE
            )
        )
    service = LeagueService.open(options.db, read_only=True)
    try:
        season = season_named(service, options.season)
        report = service.report(season)
        site = site_address(service)
        item = publication(
            service.league, report, event=options.event, theme=options.theme, site=site
        )
    finally:
        service.close()
    if options.folder is not None:
        print(publish_to_folder(item, options.folder))
        return 0
    try:
        print(publish_to_webhook(item, webhook, timeout=timeout))
    except WebhookError as exc:
        print(
            _("leaguemgr: error: {problem}; nothing was published").format(problem=exc),
            file=sys.stderr,
        )
        return USER_ERROR
    return 0

"""``leaguemgr phones``: the players' phone page without the window (issue 27).

For a second computer driving the TV, or a small board by the door: the same page as
Night ▸ Players' Phones…, fed by the same snapshot services, following the night as the
app (or ``leaguemgr live``) changes it; the league's site beside it, with the night's
directors' pages (SPEC 11). The page's address, with its token, is the first
line of standard output; SIGTERM or Ctrl+C stops it cleanly (exit status 0).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from leaguemgr.cli.db import add_db_option
from leaguemgr.language.texts import _

if TYPE_CHECKING:
    from leaguemgr.services.league_site import LeagueSite

FOLLOW_SECONDS = 1.0
"""How often the league is asked whether it changed (one cheap query)."""


def add_parsers(commands: Any) -> None:
    from leaguemgr.web import PHONE_PAGE_PORT as DEFAULT_PORT

    phones = commands.add_parser(
        "phones", help=_("serve the players' phone page without the window, until stopped")
    )
    add_db_option(phones)
    phones.add_argument("--season", required=True)
    phones.add_argument(
        "--event",
        type=int,
        metavar="N",
        help=_("show this event's night (default: the running one)"),
    )
    phones.add_argument(
        "--address",
        default="127.0.0.1",
        metavar="ADDR",
        help=_(
            "the address to serve on; phones need this computer's network address "
            "(default 127.0.0.1: this computer only)"
        ),
    )
    phones.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        metavar="P",
        help=_("default {port}").format(port=DEFAULT_PORT),
    )


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(
            _("the port must be a number from 1 to 65535, not {text}").format(text=repr(text))
        )
    return int(text)


def run_phones(options: argparse.Namespace) -> int:
    """Serve until SIGTERM or Ctrl+C; 2 (one line on stderr) if it cannot start."""
    from leaguemgr.services.clock_source import WallClock
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.phone_feed import PhoneFeed
    from leaguemgr.services.phone_page import league_snapshot
    from leaguemgr.ui.money_text import money_text
    from leaguemgr.web.server import PhoneServer, start_problem

    service = LeagueService.open(options.db, read_only=True)
    try:
        names = service.season_names()
        if options.season not in names:
            listed = ", ".join(names) or _("none")
            season = options.season
            problem = _("there is no season named '{name}' (seasons: {listed})").format(
                name=season, listed=listed
            )
            print(
                f"leaguemgr: error: {problem}",
                file=sys.stderr,
            )
            return 2
        currency, locale = service.currency(), service.locale()

        def money(amount: Decimal) -> str:
            return money_text(amount, currency, locale)

        clock = WallClock()
        feed = PhoneFeed(
            lambda now: league_snapshot(service, options.season, money, now, number=options.event)
        )
        # The site's pages beside the phones', on a writable connection of their own: the
        # night's directors act from their phones here too. A league this computer may only
        # read still shows the phones' page.
        site = _writable_site(options.db)
        try:
            server = PhoneServer(options.address, options.port, clock=clock, site=site)
            server.publish(feed.snapshot(clock()) or server.snapshot())  # unreadable: 2
            try:
                server.start()
            except OSError as exc:
                print(f"leaguemgr: error: {start_problem(exc, options.address, options.port)}",
                      file=sys.stderr)  # fmt: skip
                return 2
            try:
                # Ctrl+C or SIGTERM from the moment the address is out stops it cleanly: a
                # script that reads the first line may signal at once.
                with _stopped_by_signals() as stop:
                    print(server.url, flush=True)
                    follow = _Follower(service, feed, server, clock)
                    while not stop.wait(FOLLOW_SECONDS):
                        follow()
            finally:
                server.stop()
            return 0
        finally:
            if site is not None:
                site.close()
    finally:
        service.close()


def _writable_site(db: str) -> LeagueSite | None:
    """The league's site for the directors' and players' pages, or ``None`` (said on
    standard error, the address staying the first line of standard output)."""
    from leaguemgr.services.league_site import LeagueSite
    from leaguemgr.storage.errors import StorageError

    try:
        site = LeagueSite.open(db)
    except StorageError as exc:
        reason = str(exc)
    else:
        reason = site.read_only_reason()
        if reason is None:
            return site
        site.close()
    print(
        _("leaguemgr: note: only the phones' page is served: {reason}").format(reason=reason),
        file=sys.stderr,
    )
    return None


@contextmanager
def _stopped_by_signals() -> Iterator[threading.Event]:
    """An event set by SIGTERM or SIGINT (Ctrl+C) while inside; the handlers before are put
    back after."""
    stop = threading.Event()
    previous = {
        number: signal.signal(number, lambda *_args: stop.set())
        for number in (signal.SIGTERM, signal.SIGINT)
    }
    try:
        yield stop
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


class _Follower:
    """Reads the league again when another program changed it and publishes a new snapshot
    when one is due. A league that cannot be read now leaves the phones the last good
    snapshot, and says so once (a server away for a minute is not sixty lines)."""

    def __init__(self, service, feed, server, clock) -> None:
        self._service, self._feed, self._server, self._clock = service, feed, server, clock
        self._said = ""

    def __call__(self) -> None:
        from leaguemgr.domain.errors import RuleError
        from leaguemgr.storage.errors import StorageError

        try:
            if self._service.changed_elsewhere():
                self._service.reload()
                self._feed.changed()
            snapshot = self._feed.snapshot(self._clock())
        except (RuleError, StorageError, KeyError, ValueError) as exc:
            problem = _(
                "leaguemgr phones: the phones show the last good snapshot: {problem}"
            ).format(problem=exc)
            if problem != self._said:
                print(problem, file=sys.stderr, flush=True)
                self._said = problem
            return
        self._said = ""
        if snapshot is not None:
            self._server.publish(snapshot)

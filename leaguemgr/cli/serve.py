"""``leaguemgr serve`` and ``leaguemgr links``: the league's web site from its server, for
players at home, and the players' personal links to it (SPEC 10).

The same application as the night's phone page, on the league's database (a file or a
PostgreSQL server), behind a reverse proxy that terminates TLS. The site's address is the
first line of standard output; SIGTERM or Ctrl+C stops it cleanly (exit status 0). uvicorn
runs on a thread of its own, so its ``Server.run()`` never sees the signal (on the main
thread it would re-raise it after its shutdown and the process would end with -15).
"""

from __future__ import annotations

import argparse
import ipaddress
import logging
import re
import sys
from typing import Any
from urllib.parse import urlsplit

from leaguemgr.cli.db import add_db_option
from leaguemgr.cli.phones import _port, _stopped_by_signals
from leaguemgr.language.texts import _

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
_PLAIN_PATH = re.compile(r"(/[A-Za-z0-9._~-]+)*/?")
"""The path a site may be under (``/league``): no spaces, escapes or empty parts."""


def add_parsers(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help=_("serve the league's web site (standings, players' pages, RSVP) until stopped"),
    )
    add_db_option(serve)
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        metavar="ADDR",
        help=_("the address to serve on (default {host}: behind a reverse proxy)").format(
            host=DEFAULT_HOST
        ),
    )
    serve.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        metavar="P",
        help=_("default {port}").format(port=DEFAULT_PORT),
    )
    serve.add_argument(
        "--answers-per-minute",
        type=_positive,
        default=30,
        metavar="N",
        help=_(
            "answers one address may give a minute (default 30; behind a proxy that hides "
            "the players' addresses, raise it)"
        ),
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        type=_public_url,
        help=_(
            "the address players use (https://poker.example.org, or with a path: "
            "https://example.org/league, served under it); links are made on it"
        ),
    )

    links = commands.add_parser(
        "links", help=_("print the players' personal links (id, name, link), issuing missing ones")
    )
    add_db_option(links)
    links.add_argument("--player", metavar="P", help=_("only this player (id or exact name)"))
    links.add_argument(
        "--reissue", action="store_true", help=_("new links: the old ones stop working at once")
    )
    links.add_argument(
        "--base",
        type=_public_url,
        metavar="URL",
        help=_(
            "the site's address (default: the --public-url last served, or http://127.0.0.1:8000)"
        ),
    )


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(
            _("must be a whole number from 1, not {text}").format(text=repr(text))
        )
    return int(text)


def _public_url(text: str) -> str:
    """An ``https://`` address (``http://`` only on this computer, for trying it out), with
    a path or none, and nothing after the path."""
    try:
        address = urlsplit(text)
        host = address.hostname or ""
        address.port  # noqa: B018 - a port that is no number is refused here
    except ValueError:
        host, address = "", urlsplit("")
    loopback = host == "localhost" or _is_loopback(host)
    if (
        not host
        or address.scheme not in ("https", "http")
        or (address.scheme == "http" and not loopback)
        or address.query
        or address.fragment
        or not _PLAIN_PATH.fullmatch(address.path)
    ):
        raise argparse.ArgumentTypeError(
            _(
                "the public URL must start with https:// (http:// only for 127.0.0.1, ::1 or "
                "localhost), with a plain path or none and no query, not {text}"
            ).format(text=repr(text))
        )
    return text.rstrip("/")


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run_serve(options: argparse.Namespace) -> int:
    """Serve until SIGTERM or Ctrl+C; 2 (one line on stderr) if it cannot start."""
    from leaguemgr.services.league_site import LeagueSite
    from leaguemgr.web.serving import WebServer, start_problem
    from leaguemgr.web.site import league_site_app

    site = LeagueSite.open(options.db)
    if options.public_url:
        site.remember_public_url(options.public_url)
    # The server's log (each request, each refusal) to standard error: the journal, under
    # systemd. Standard output keeps the address alone.
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(message)s")
    try:
        app = league_site_app(
            site, answers_per_minute=options.answers_per_minute, public_url=options.public_url
        )
        server = WebServer(app, options.host, options.port, log=True)
        try:
            server.start()
        except OSError as exc:
            problem = start_problem(exc, options.host, options.port)
            print(f"leaguemgr: error: {problem}", file=sys.stderr)
            return 2
        try:
            with _stopped_by_signals() as stop:
                host = f"[{options.host}]" if ":" in options.host else options.host
                under = urlsplit(options.public_url or "").path.rstrip("/")
                print(f"http://{host}:{server.port}{under}/", flush=True)
                stop.wait()
        finally:
            server.stop()
        return 0
    finally:
        site.close()


def run_links(options: argparse.Namespace) -> int:
    """Print ``id<TAB>name<TAB>link`` for each player (or the one asked for)."""
    from leaguemgr.cli.db import CommandError
    from leaguemgr.services import player_links
    from leaguemgr.services.league_service import LeagueService

    service = LeagueService.open(options.db, create=False)
    try:
        players = list(service.league.players)
        if options.player is not None:
            players = [p for p in players if options.player in (p.id, p.name)]
            if not players:
                raise CommandError(
                    _("there is no player '{name}' (by id or exact name)").format(
                        name=options.player
                    )
                )
        base = player_links.links_base(service, options.base)
        never_served = options.base is None and player_links.site_address(service) is None
        tokens = player_links.issue_links(service, [p.id for p in players], reissue=options.reissue)
    finally:
        service.close()
    if never_served:
        # Links nobody outside this computer can open: say so, on standard error (the lines
        # on standard output stay id, name, link; a refusal stays one line).
        print(
            _(
                "leaguemgr: links on {base}: the site was never served with --public-url "
                "(give --base URL for the address players use)"
            ).format(base=base),
            file=sys.stderr,
        )
    for player in players:
        print(f"{player.id}\t{player.name}\t{player_links.link(base, tokens[player.id])}")
    return 0

"""``leaguemgr live ... director add|end|reissue|list``: a night's directors (SPEC 11).

Each director's link ``/d/TOKEN`` is printed on the address the night's phone page is
served on: ``--base`` if given, else the address the app keeps for the night it serves
(its phone page switched on), else this computer's network address on the phone page's
port (where ``leaguemgr phones`` serves by default). A refusal is one line and exit 2,
with nothing written.
"""

from __future__ import annotations

import argparse
import json
import socket
from typing import Any
from urllib.parse import urlsplit

from leaguemgr.language.texts import _
from leaguemgr.web import PHONE_PAGE_PORT


class DirectorCommandError(Exception):
    """A director command that cannot be done, worded for the organizer."""


def add_parsers(actions: Any) -> None:
    director = actions.add_parser("director", help=_("the night's directors and their links"))
    commands = director.add_subparsers(dest="director_action", metavar="COMMAND", required=True)
    add = commands.add_parser("add", help=_("make a director: prints their link"))
    add.add_argument("name")
    reissue = commands.add_parser("reissue", help=_("a new link for a director: the old one ends"))
    reissue.add_argument("name")
    for parser in (add, reissue):
        _base_option(parser)
    commands.add_parser("end", help=_("end a director's link")).add_argument("name")
    listed = commands.add_parser("list", help=_("the night's directors with their links"))
    _base_option(listed)
    listed.add_argument("--format", choices=("text", "json"), default="text")


def _base_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--base",
        metavar="URL",
        help=_(
            "the address the links are made on (default: the night's phone page, else "
            "http://this computer's network address:{port})"
        ).format(port=PHONE_PAGE_PORT),
    )


def run_director(service: Any, options: argparse.Namespace) -> int:
    from leaguemgr.services.night_directors import (
        DirectorRefused,
        add_director,
        director_url,
        end_director,
        night_directors,
        reissue_director,
    )

    season, number, action = options.season, options.event, options.director_action
    base = _valid_base(options.base) if getattr(options, "base", None) else None
    try:
        if action == "end":
            end_director(service, season, number, options.name)
            print(
                _("{name}'s link for event {number} has ended").format(
                    name=options.name.strip(), number=number
                )
            )
            return 0
        base = base or links_base(service, season, number)
        if action == "list":
            directors = night_directors(service, season, number)
            if options.format == "json":
                rows = [
                    {"name": d.name, "made": d.made, "url": director_url(base, d.token)}
                    for d in directors
                ]
                print(json.dumps({"season": season, "event": number, "directors": rows}))
            else:
                for d in directors:
                    print(f"{d.name}\t{director_url(base, d.token)}")
            return 0
        made = (add_director if action == "add" else reissue_director)(
            service, season, number, options.name
        )
        print(director_url(base, made.token))
        return 0
    except DirectorRefused as exc:
        raise DirectorCommandError(
            _("event {number}: {problem}").format(number=number, problem=exc)
        ) from None


def _valid_base(text: str) -> str:
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query:
        raise DirectorCommandError(
            _("--base: '{text}' is not an address like {example}").format(
                text=text[:60], example=f"http://192.168.1.20:{PHONE_PAGE_PORT}"
            )
        )
    return text.strip().rstrip("/")


def links_base(service: Any, season: str, number: int) -> str:
    """The address the night's links are made on when none is given: the phone page the
    app serves for this night, else this computer's network address on the page's port."""
    kept = _kept_phone_page(str(service.path), season, number)
    if kept is not None:
        return kept
    return f"http://{network_address()}:{PHONE_PAGE_PORT}"


def _kept_phone_page(league: str, season: str, number: int) -> str | None:
    """The phone page's address the app keeps for the night it runs (its settings), if it
    is this night's."""
    from leaguemgr.ui import settings

    try:
        kept = json.loads(settings.night_on() or "null")
    except ValueError:
        return None
    if not isinstance(kept, dict):
        return None
    if (kept.get("league"), kept.get("season"), kept.get("number")) != (league, season, number):
        return None
    address, port = kept.get("address"), kept.get("port")
    if not isinstance(address, str) or not address or not isinstance(port, int):
        return None
    host = f"[{address}]" if ":" in address else address
    return f"http://{host}:{port}"


def network_address() -> str:
    """This computer's address on its network (the one its traffic leaves by), else
    127.0.0.1. A datagram socket "connected" to an outside address sends nothing: the
    system only picks the interface."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()

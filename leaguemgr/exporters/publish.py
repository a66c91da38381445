"""Publishing a season where the league talks: the cards to a chat's webhook, or the cards
and the standings page to a folder (one a web server or a synced drive serves).

Everything is drawn first (:func:`publication`), then sent: a refused or silent webhook, or
a folder that cannot be written, leaves nothing half done.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.cards import render_card
from leaguemgr.exporters.cards.content import publish_message
from leaguemgr.exporters.event_tables import played_events
from leaguemgr.exporters.next_nights import seats_lines
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.language.texts import _, speaking
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically
from leaguemgr.services.webhook import DEFAULT_TIMEOUT, Attachment, post_to_webhook, webhook_host

STANDINGS_CARD = "standings-card.png"
NIGHT_CARD = "night-card.png"
STANDINGS_PAGE = "standings.html"


@dataclass(frozen=True)
class Publication:
    """What a publish sends: the message, the cards (standings first) and the web page."""

    season: str
    message: str
    cards: tuple[Attachment, ...]
    page: bytes

    @property
    def names(self) -> list[str]:
        return [card.name for card in self.cards]


def publication(
    league: League,
    report: SeasonReport,
    *,
    event: int | None = None,
    theme: str = "light",
    today: dt.date | None = None,
    site: str | None = None,
) -> Publication:
    """The season's cards (the night card once a night was played, of ``event`` or the
    last one) and its standings page, drawn now; the message names the next nights' seats
    and the league's ``site`` when it has one."""
    options = {"theme": theme, "today": today}
    cards = [
        Attachment(STANDINGS_CARD, render_card(league, report, "standings-card", **options).png())
    ]
    if event is not None or played_events(league, report):
        night = render_card(league, report, "night-card", event=event, **options)
        cards.append(Attachment(NIGHT_CARD, night.png()))
    with speaking(league.language):  # the post speaks the league's language
        page = standings_page(league, report, today=today).encode()
        message = "\n".join(
            [publish_message(league, report), *seats_lines(league, report)]
            + ([_("Standings and answers: {address}").format(address=site)] if site else [])
        )
    return Publication(report.season, message, tuple(cards), page)


def publish_to_webhook(item: Publication, url: str, *, timeout: float = DEFAULT_TIMEOUT) -> str:
    """Post the message and the cards; returns what was done, in one line naming only the
    webhook's host. Raises :class:`~leaguemgr.services.webhook.WebhookError`."""
    post_to_webhook(url, item.message, list(item.cards), timeout=timeout)
    return _("published season {season} to {where}: {files}").format(
        season=item.season, where=webhook_host(url), files=", ".join(item.names)
    )


def publish_to_folder(item: Publication, folder: Path) -> str:
    """Write the cards and the standings page into ``folder`` (each file atomically), made
    with the folders above it that are not there yet; returns what was done. Raises
    :class:`ExportError` for a folder that cannot be: a file in the way (it, or a folder
    above it), or one the user may not write in."""
    folder = Path(folder)
    in_the_way = next((p for p in (folder, *folder.parents) if p.exists() and not p.is_dir()), None)
    if in_the_way == folder:
        raise ExportError(
            _("cannot publish to {folder}: it is a file, not a folder").format(folder=folder)
        )
    if in_the_way is not None:
        raise ExportError(
            _("cannot publish to {folder}: {path} is a file, not a folder").format(
                folder=folder, path=in_the_way
            )
        )
    if not folder.exists():
        try:
            folder.mkdir(parents=True)
        except OSError as exc:
            raise ExportError(
                _("cannot publish to {folder}: {reason}").format(
                    folder=folder, reason=exc.strerror or exc
                )
            ) from None
    files = [*((card.name, card.data) for card in item.cards), (STANDINGS_PAGE, item.page)]
    for name, data in files:
        write_bytes_atomically(folder / name, data)
    names = ", ".join(name for name, _data in files)
    return _("published season {season} to {where}: {files}").format(
        season=item.season, where=folder, files=names
    )

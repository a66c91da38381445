"""Who is coming on Friday (SPEC 10): a planned night's answers replayed into who is going,
who waits, who declined and who cancelled late.

Pure: the state is a function of the answers in the order given (every change is kept), the
seats, the deadline, who is a sub and the standings. Nothing is stored but the answers, so
two answers stored at once for the last seat cannot both take it: the one stored first has
it, the other waits.

- A yes while seats are free is *going*, in the order players became going; a yes when full
  joins the *waitlist*.
- The waitlist is ordered: regulars before subs, then by standings (best first; players
  with no standings yet after those with), then by the time of the player's latest yes.
- A no from a going player frees the seat: the first on the waitlist is going. A no after
  ``rsvp_by`` from a going player is a *late cancel* (not also in ``declined``).
- A yes from a player already going or waiting changes nothing (their place is kept).
- A *maybe* is neither going nor waiting, listed apart (in the order of the answers); from a
  going player it frees the seat like a no, but only a no is a late cancel.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventState,
    Player,
    RsvpAnswer,
    Season,
    event_state,
)


class Ranked(Protocol):
    """A line of the standings, as far as the waitlist reads it."""

    @property
    def player(self) -> str: ...

    @property
    def rank(self) -> int: ...


@dataclass(frozen=True, slots=True)
class RsvpState:
    """A planned night's answers as they stand."""

    number: int
    seats: int | None
    going: tuple[str, ...] = ()
    waitlist: tuple[str, ...] = ()
    declined: tuple[str, ...] = ()
    late_cancels: tuple[str, ...] = ()
    maybe: tuple[str, ...] = ()
    moved_up: tuple[str, ...] = ()
    """Going players whose latest yes had to wait: a seat came free for them since."""

    @property
    def free(self) -> int | None:
        """Seats still free (``None``: no cap)."""
        return None if self.seats is None else max(0, self.seats - len(self.going))

    def answer_of(self, player: str) -> RsvpAnswer | None:
        """The player's standing answer (a late cancel is a no), ``None`` if none."""
        if player in self.going or player in self.waitlist:
            return RsvpAnswer.YES
        if player in self.declined or player in self.late_cancels:
            return RsvpAnswer.NO
        if player in self.maybe:
            return RsvpAnswer.MAYBE
        return None

    def place_on_waitlist(self, player: str) -> int | None:
        """1 for the first waiting, ``None`` if the player is not waiting."""
        return self.waitlist.index(player) + 1 if player in self.waitlist else None


def late(at: str, rsvp_by: str | None) -> bool:
    """Whether an answer at ``at`` comes after the deadline (both league local time, ISO;
    ``rsvp_by`` to the minute: an answer in its minute is in time)."""
    return rsvp_by is not None and at[:16] > rsvp_by[:16]


def rsvp_state(
    event: Event, subs: frozenset[str] | set[str], ranks: Mapping[str, int]
) -> RsvpState:
    """The state of ``event``'s answers; ``subs`` are the players who are subs, ``ranks``
    each player's place in the season's standings (absent: no standings yet)."""
    going: list[str] = []
    waiting: set[str] = set()
    declined: list[str] = []
    late_cancels: list[str] = []
    maybe: list[str] = []
    latest_yes: dict[str, str] = {}
    queued: set[str] = set()  # players whose latest yes joined the waitlist

    def order(player: str) -> tuple[bool, bool, int, str]:
        rank = ranks.get(player)
        return (player in subs, rank is None, rank or 0, latest_yes[player])

    def fill() -> None:
        while waiting and (event.seats is None or len(going) < event.seats):
            first = min(waiting, key=order)
            waiting.discard(first)
            going.append(first)

    for answer in event.rsvp:
        player = answer.player
        if answer.answer is RsvpAnswer.YES:
            if player in going or player in waiting:
                continue
            for earlier in (declined, late_cancels, maybe):
                if player in earlier:
                    earlier.remove(player)
            latest_yes[player] = answer.at
            waiting.add(player)
            fill()
            if player in waiting:
                queued.add(player)
            continue
        queued.discard(player)
        if answer.answer is RsvpAnswer.MAYBE:
            if player in maybe or player in late_cancels:
                continue  # a late cancel stands; a second maybe changes nothing
            if player in declined:
                declined.remove(player)
            if player in going:
                going.remove(player)
                fill()
            waiting.discard(player)
            maybe.append(player)
            continue
        if player in declined or player in late_cancels:
            continue
        if player in maybe:
            maybe.remove(player)
        if player in going:
            going.remove(player)
            (late_cancels if late(answer.at, event.rsvp_by) else declined).append(player)
            fill()
        else:
            waiting.discard(player)
            declined.append(player)
    fill()  # seats added since
    return RsvpState(
        number=event.number,
        seats=event.seats,
        going=tuple(going),
        waitlist=tuple(sorted(waiting, key=order)),
        declined=tuple(declined),
        late_cancels=tuple(late_cancels),
        maybe=tuple(maybe),
        moved_up=tuple(p for p in going if p in queued),
    )


def next_events(
    season: Season, players: Mapping[str, Player], standings: Iterable[Ranked]
) -> tuple[RsvpState, ...]:
    """The state of every planned event of ``season`` with answers, by number."""
    subs = frozenset(code for code, player in players.items() if player.sub)
    ranks = {row.player: row.rank for row in standings}
    return tuple(
        rsvp_state(event, subs, ranks)
        for event in season.events
        if event.rsvp and event_state(event) is EventState.PLANNED
    )


def proposed_entries(state: RsvpState, arrived: Iterable[str]) -> tuple[Entry, ...]:
    """What the answers propose at a night's close (applied only on the organizer's word):
    a ``late_cancel`` entry for each late cancel who did not come anyway, and an unpaid
    ``no_show`` for each going player who did not arrive."""
    came = set(arrived)
    late_cancels = [Entry(player=p, status=EntryStatus.LATE_CANCEL)
                    for p in state.late_cancels if p not in came]  # fmt: skip
    no_shows = [Entry(player=p, status=EntryStatus.NO_SHOW, paid=False)
                for p in state.going if p not in came]  # fmt: skip
    return (*late_cancels, *no_shows)

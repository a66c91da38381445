"""A player's personal page (SPEC 10): one HTML page, its style inline, no script.

Readable on a 390 px phone: one column, large buttons. Every text from the league is
escaped; the Content-Security-Policy allows this style (by its hash) and forms posted back
to the page itself, nothing else.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
from collections.abc import Callable
from decimal import Decimal
from html import escape

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services.player_view import NextNightView, PlayerView

STYLE = """
:root{color-scheme:dark;--bg:#0f1412;--card:#18201c;--line:#2a352f;--text:#eef3ef;
--dim:#9fb0a6;--accent:#4fd18b;--warn:#f0b44c;--no:#e06c6c}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:640px;margin:0 auto;padding:12px 12px 24px}
.league{margin:4px 4px 0;color:var(--dim);font-size:14px;text-transform:uppercase;
letter-spacing:.06em}
h1{margin:2px 4px 12px;font-size:24px;line-height:1.2;overflow-wrap:anywhere}
h2{margin:0 0 8px;font-size:15px;color:var(--dim);text-transform:uppercase;letter-spacing:.06em}
h3{margin:0 0 6px;font-size:19px}
section{background:var(--card);border:1px solid var(--line);border-radius:14px;
padding:14px;margin:0 0 12px}
.stats{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;text-align:center}
.stats b{display:block;font-size:22px;font-variant-numeric:tabular-nums}
.stats span{color:var(--dim);font-size:12px}
.status{font-size:17px;font-weight:600;margin:6px 0 10px}
.status.going{color:var(--accent)}
.status.waiting{color:var(--warn)}
.status.no{color:var(--no)}
.seats{color:var(--dim);margin:0 0 8px}
form{display:flex;gap:10px;margin:8px 0 12px}
button{flex:1;font:inherit;font-size:18px;font-weight:700;padding:12px 8px;border-radius:12px;
border:2px solid var(--line);background:var(--bg);color:var(--text)}
button.yes{border-color:var(--accent)}
button.no{border-color:var(--no)}
button.chosen{background:var(--line)}
ol{margin:0 0 8px;padding-left:1.6em}
li{padding:2px 0;overflow-wrap:anywhere}
li.me{color:var(--accent);font-weight:700}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:6px 4px;border-top:1px solid var(--line);text-align:left}
th{color:var(--dim);font-size:13px;font-weight:600;border-top:0}
td.num,th.num{text-align:right}
.owes{font-size:20px;font-weight:700}
.note{color:var(--dim);margin:0}
details summary{color:var(--dim);cursor:pointer;margin:4px 0}
"""


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


CONTENT_SECURITY_POLICY = (
    f"default-src 'none'; style-src {_hash(STYLE)}; img-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)


def player_page(
    view: PlayerView, form_token: str, money: Callable[[Decimal], str], notice: str = ""
) -> str:
    """The whole page of ``view``; ``form_token`` goes into every form, ``notice`` (already
    worded) shows at the top."""
    parts = [
        f'<p class="league">{escape(view.league)}'
        + (f" · season {escape(view.season)}" if view.season else "")
        + "</p>",
        f"<h1>{escape(view.name)}</h1>",
    ]
    if notice:
        parts.append(f'<section><p class="status">{escape(notice)}</p></section>')
    parts += [_next(night, form_token) for night in view.next_nights]
    if not view.next_nights:
        parts.append('<section><h2>Next nights</h2><p class="note">No night is planned yet.'
                     "</p></section>")  # fmt: skip
    parts.append(_standing(view))
    parts.append(_balance(view, money))
    parts.append(_nights(view, money))
    body = "\n".join(parts)
    return (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{escape(view.name)}: {escape(view.league)}</title>"
        f"<style>{STYLE}</style></head>\n<body><main>\n{body}\n</main></body></html>\n"
    )


def _next(night: NextNightView, form_token: str) -> str:
    if night.going_self:
        status = '<p class="status going">You are going.</p>'
    elif night.place is not None:
        status = f'<p class="status waiting">You are on the waitlist: number {night.place}.</p>'
    elif night.answer is RsvpAnswer.NO:
        status = '<p class="status no">You said you are not coming.</p>'
    else:
        status = '<p class="status">Are you coming?</p>'
    seats = f"{len(night.going)} going"
    if night.seats is not None:
        seats = f"{len(night.going)} of {night.seats} seats taken"
    if night.waitlist:
        seats += f", {len(night.waitlist)} waiting"
    deadline = ""
    if night.rsvp_by:
        when = night.rsvp_by.replace("T", " at ")
        deadline = f" Answer by {escape(when)}." + (
            " A no now is a late cancel." if night.past_deadline and night.going_self else ""
        )
    yes_class = "yes chosen" if night.answer is RsvpAnswer.YES else "yes"
    no_class = "no chosen" if night.answer is RsvpAnswer.NO else "no"
    form = (
        '<form method="post">'
        f'<input type="hidden" name="event" value="{night.number}">'
        f'<input type="hidden" name="form" value="{escape(form_token)}">'
        f'<button class="{yes_class}" name="answer" value="yes">I\'m in</button>'
        f'<button class="{no_class}" name="answer" value="no">Not this time</button>'
        "</form>"
    )
    return (
        f"<section><h2>Next night</h2><h3>{escape(night.title)}</h3>{status}"
        f'<p class="seats">{seats}.{deadline}</p>{form}'
        + _names("Going", night.going, None)
        + (_names("Waitlist", night.waitlist, night.place) if night.waitlist else "")
        + "</section>"
    )


def _names(title: str, names: tuple[str, ...], mine: int | None) -> str:
    if not names:
        return f'<p class="note">{title}: nobody yet.</p>'
    items = "".join(
        f"<li{' class=me' if mine == i else ''}>{escape(name)}</li>"
        for i, name in enumerate(names, 1)
    )
    return f"<details{' open' if mine or len(names) <= 30 else ''}><summary>{title} " \
        f"({len(names)})</summary><ol>{items}</ol></details>"  # fmt: skip


def _standing(view: PlayerView) -> str:
    line = view.standing
    if line is None:
        return '<section><h2>Standings</h2><p class="note">No points yet this season.</p></section>'
    cells = (("Place", line.rank), ("Points", line.points), ("Nights", line.events),
             ("Wins", line.wins))  # fmt: skip
    stats = "".join(f"<div><b>{escape(str(v))}</b><span>{k}</span></div>" for k, v in cells)
    return f'<section><h2>Standings</h2><div class="stats">{stats}</div></section>'


def _balance(view: PlayerView, money: Callable[[Decimal], str]) -> str:
    if view.owes > 0:
        text = f"You owe the league {money(view.owes)}."
    elif view.owes < 0:
        text = f"The league owes you {money(-view.owes)}."
    else:
        text = "You are square with the league."
    return f'<section><h2>Balance</h2><p class="owes">{escape(text)}</p></section>'


def _nights(view: PlayerView, money: Callable[[Decimal], str]) -> str:
    if not view.nights:
        return '<section><h2>Your nights</h2><p class="note">None yet this season.</p></section>'
    # Knockout bounties (SPEC 9) beside the prize, where any of the nights paid them.
    knockouts = any(n.bounties is not None for n in view.nights)
    rows = "".join(
        f"<tr><td>{n.number}</td><td>{escape(_day(n.date))}</td><td>{escape(n.finish)}</td>"
        f'<td class="num">{escape(n.points)}</td>'
        f'<td class="num">{escape(money(n.prize)) if n.prize else ""}</td>'
        + (f'<td class="num">{escape(money(n.bounties)) if n.bounties else ""}</td>'
           if knockouts else "")
        + "</tr>"
        for n in view.nights
    )  # fmt: skip
    head = ('<tr><th>#</th><th>Date</th><th>Finish</th><th class="num">Points</th>'
            '<th class="num">Prize</th>'
            + ('<th class="num">Bounties</th>' if knockouts else "") + "</tr>")  # fmt: skip
    return f"<section><h2>Your nights</h2><table>{head}{rows}</table></section>"


def _day(date: str) -> str:
    """ "2026-01-15" -> "Jan 15" (the season says the year)."""
    try:
        return dt.date.fromisoformat(date).strftime("%b %-d")
    except ValueError:
        return date

"""The players' phone page: one HTML page (``templates/phone.html``, in the site's layout),
its style and its few lines of script inline.

Nothing is loaded from elsewhere (a phone on the club's Wi-Fi may have no internet), every
text from the league is escaped by the template, and the Content-Security-Policy allows
exactly this style and this script (by their hashes) plus the page's own JSON.

The script asks ``status.json`` every 3 seconds and counts the clock down each second in
between; when the snapshot's version changes (a bust, a move, a new level) it fetches the
page again and swaps its ``<main>``: the tables are rendered here only, never by script.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib

from leaguemgr.domain.clock.clock import clock_face
from leaguemgr.domain.words import season_title
from leaguemgr.language.texts import N_, _
from leaguemgr.services.phone_page import PhoneSnapshot
from leaguemgr.web.templating import league_speaking, render

POLL_MS = 3000
WAITING = N_("The clock and the seats show here as soon as the night starts.")
AFTER_CLOSE = N_("The next night's clock and seats show here as soon as it starts.")

STYLE = """
:root{color-scheme:dark;--bg:#0f1412;--card:#18201c;--line:#2a352f;--text:#eef3ef;
--dim:#9fb0a6;--accent:#4fd18b;--warn:#f0b44c}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);
font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:640px;margin:0 auto;padding:12px 12px 24px}
.top{padding:4px 4px 10px}
.league{margin:0;color:var(--dim);font-size:14px;text-transform:uppercase;letter-spacing:.06em}
h1{margin:2px 0 0;font-size:22px;line-height:1.2}
h2{margin:0 0 8px;font-size:15px;color:var(--dim);text-transform:uppercase;letter-spacing:.06em}
section{background:var(--card);border:1px solid var(--line);border-radius:14px;
padding:14px;margin:0 0 12px}
.clock{text-align:center;padding:16px 14px 14px}
.state{display:flex;justify-content:center;gap:8px;align-items:center;font-size:18px;
font-weight:600}
.tag{font-size:13px;font-weight:700;padding:2px 8px;border-radius:99px;background:var(--line)}
.tag.brk{background:var(--warn);color:#1b1300}
.tag.paused{background:#5b2a2a;color:#ffd9d9}
.time{font-size:min(26vw,120px);font-weight:700;line-height:1.05;
font-variant-numeric:tabular-nums;letter-spacing:-.02em;margin:4px 0}
.blinds{font-size:24px;font-weight:600;font-variant-numeric:tabular-nums}
.next{color:var(--dim);font-size:15px;margin-top:4px}
.stats{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:0 0 12px}
.stat{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:10px 12px}
.stat b{display:block;font-size:24px;font-variant-numeric:tabular-nums}
.stat span{color:var(--dim);font-size:13px}
.tables{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr));
gap:10px}
.table h3{margin:0 0 4px;font-size:15px;color:var(--accent)}
ol,ul{list-style:none;margin:0;padding:0}
li{display:flex;gap:8px;padding:5px 0;border-top:1px solid var(--line);align-items:baseline}
li:first-child{border-top:0}
.n{min-width:1.8em;color:var(--dim);font-variant-numeric:tabular-nums;text-align:right}
.who{flex:1;overflow-wrap:anywhere}
.amt{font-weight:600;font-variant-numeric:tabular-nums}
.card{color:var(--dim);font-size:14px}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:6px 4px;border-top:1px solid var(--line);text-align:left}
th{color:var(--dim);font-size:13px;font-weight:600;border-top:0}
td.num,th.num{text-align:right}
td.who{overflow-wrap:anywhere}
tr.lead td{color:var(--accent);font-weight:600}
.note{color:var(--dim);margin:0}
.waiting{padding:0 4px 12px}
nav{display:flex;gap:6px;flex-wrap:wrap;margin:8px 0 0}
nav a{color:var(--text);text-decoration:none;font-size:14px;padding:4px 10px;
border:1px solid var(--line);border-radius:99px}
footer{text-align:center;color:var(--dim);font-size:13px;padding:0 12px 24px}
.live::before{content:"";display:inline-block;width:8px;height:8px;border-radius:50%;
margin-right:6px;background:var(--dim)}
.live.on::before{background:var(--accent)}
.live.off{color:var(--warn)}
.live.off::before{background:var(--warn)}
"""

CLOCK_FACE_SCRIPT = """
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function face(s) {
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    return (h ? h + ":" + two(m) : m) + ":" + two(s % 60);
  }
"""
"""How a clock's seconds read on the pages' scripts ("12:34", "1:02:03"), as
:func:`~leaguemgr.domain.clock.clock.clock_face` writes them in the HTML."""

SCRIPT = (
    """
(function () {
  var base = location.pathname.replace(/\\/?$/, "/");
  var version = document.body.getAttribute("data-version");
  var left = null, running = false;
"""
    + CLOCK_FACE_SCRIPT
    + """
  function show() {
    var t = document.getElementById("c-time");
    if (t && left !== null) t.textContent = face(left);
  }
  function take(s) {
    var c = s.night && s.night.clock;
    left = c ? c.seconds_left : null;
    running = !!(c && c.running);
    var n = document.getElementById("c-next");
    if (n && c && c.next_break_in !== null) {
      n.textContent = n.getAttribute("data-words").replace("{}", Math.ceil(c.next_break_in / 60));
    }
    show();
  }
  function live(ok) {
    var e = document.getElementById("live");
    e.textContent = e.parentNode.getAttribute(ok ? "data-on" : "data-off");
    e.className = ok ? "live on" : "live off";
  }
  function poll() {
    fetch(base + "status.json", {cache: "no-store"}).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(function (s) {
      live(true);
      if (s.version === version) { take(s); return; }
      return fetch(base, {cache: "no-store"}).then(function (r) { return r.text(); })
        .then(function (text) {
          var m = new DOMParser().parseFromString(text, "text/html").querySelector("main");
          if (m) { document.querySelector("main").replaceWith(m); version = s.version; }
          take(s);
        });
    }).catch(function () { live(false); });
  }
  setInterval(function () { if (running && left > 0) { left -= 1; show(); } }, 1000);
  setInterval(poll, """
    + str(POLL_MS)
    + """);
  poll();
})();
"""
)


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def content_security_policy(style: str, script: str) -> str:
    """A page that may run exactly ``script``, be styled by exactly ``style`` (both inline)
    and fetch from its own server, and nothing else (the phone page, the TV)."""
    return (
        f"default-src 'none'; script-src {_hash(script)}; style-src {_hash(style)}; "
        "connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )


CONTENT_SECURITY_POLICY = content_security_policy(STYLE, SCRIPT)


def phone_page(snapshot: PhoneSnapshot, now: float) -> str:
    """The whole page as the snapshot stands at ``now`` (wall-clock seconds), in the
    league's language (the snapshot's ``language``; none: the user's)."""
    with league_speaking(getattr(snapshot, "language", None), getattr(snapshot, "locale", None)):
        return _phone_page(snapshot, now)


def _phone_page(snapshot: PhoneSnapshot, now: float) -> str:
    night, result = snapshot.night, snapshot.result
    if night is not None:
        heading = night.event
    elif result is not None:
        heading = _("{event}: result").format(event=result.event)
    else:
        heading = _standings_title(snapshot)
    seconds = face = minutes = None
    if night is not None:
        seconds = night.clock.seconds_left_at(now)
        face = clock_face(seconds) if seconds is not None else None
        next_break = night.clock.next_break_at(now)
        minutes = -(-next_break // 60) if next_break is not None else None
    # Without a night or a result the page's own title names the season already.
    shown_above = night is not None or result is not None
    return render(
        "phone.html",
        page_style=STYLE,
        script=SCRIPT,
        snapshot=snapshot,
        title=" · ".join(t for t in (snapshot.league, heading) if t),
        heading=heading,
        seconds=seconds,
        face=face,
        break_minutes=minutes,
        deal_note=_(DEAL_NOTE),
        deal_shares_note=_(DEAL_SHARES_NOTE),
        after_close=_(AFTER_CLOSE),
        waiting=_(WAITING),
        standings_title=_standings_title(snapshot) if shown_above else _("Standings"),
        updated=dt.datetime.fromtimestamp(now).strftime("%H:%M"),
    )


DEAL_NOTE = N_("Paid by a deal: the players who made it share the top prizes")
DEAL_SHARES_NOTE = N_("The players who made it share the top prizes")
"""Under the heading "Paid by a deal", which says the rest."""


def _standings_title(snapshot: PhoneSnapshot) -> str:
    if not snapshot.season:
        return _("Standings")
    return _("{season} standings").format(season=season_title(snapshot.season))

"""The TV by a link (SPEC 11): the app's big screen as one page (``templates/tv.html``) for any
TV or computer with a browser on the venue's network, full screen at 1920x1080 or 1280x720.

Its tiles are the big screen window's, in its words: the figures from
:meth:`~leaguemgr.services.tv_screen.TvScreen.figures` (the big screen's own
``big_screen_figures``, read at the time of the request) and the texts from the window's
:func:`~leaguemgr.exporters.big_screen_text.figure_texts` and ``result_texts``.

The HTML carries every figure as it stands; with scripts off a ``<noscript>`` refresh loads
it again every few seconds. The script (allowed by its hash, like the phone page's) counts
the clock down each second on its own and asks the TV's own ``state.json`` (the same texts
as JSON; the phone page's ``status.json`` has neither the average stack nor the heads) every
half second, so a change shows within a second: the wait for the next ask, and the app's
read of the change, both fit. Text sizes are shares of the screen's height
(``vh``), the clock over a fifth of it; the script shrinks a text that would not fit its
tile, as the window's labels do.
"""

from __future__ import annotations

import time
from typing import Any

from leaguemgr.exporters.big_screen_text import PANELS, FigureTexts, figure_texts, result_texts
from leaguemgr.language.texts import N_, _
from leaguemgr.services.phone_page import PhoneSnapshot
from leaguemgr.web.page import CLOCK_FACE_SCRIPT, content_security_policy
from leaguemgr.web.templating import league_speaking, render

POLL_MS = 500
REFRESH_SECONDS = 5
"""With scripts off, how often the page loads itself again."""
NO_NIGHT = N_("No night running")
WAITING = N_("The clock shows here as soon as the night starts.")
MOST_LINES = 10
"""Payout lines the box has sizes for (``figure_texts`` folds the rest into "and N more")."""


# Colours of the app's big screen window (ui/bigscreen/big_screen_window.py).
STYLE = """
:root{color-scheme:dark;--bg:#0d1f17;--text:#f4f1e8;--gold:#c8a850;--open:#7ee08a;
--closed:#c9c3b4;--stop:#f0b429;--brk:#8fd3ff;--tile:#12301f;--edge:#2f5a43}
*{box-sizing:border-box}
html,body{height:100%;margin:0;overflow:hidden}
body{background:var(--bg);color:var(--text);
font-family:"DejaVu Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
font-variant-numeric:tabular-nums;display:flex;flex-direction:column;
padding:1.2vh 1.5vw 1.8vh;gap:1vh}
.fit{white-space:pre;overflow:hidden;text-overflow:ellipsis;max-width:100%}
header{display:flex;align-items:center;gap:2vw;height:7vh;flex:none}
header h1{margin:0;flex:1;min-width:0;font-size:5.5vh;color:var(--gold);font-weight:700}
.entry{font-size:5.5vh;font-weight:700;color:var(--closed)}
.entry.open{color:var(--open)}
.tod{font-size:5.5vh;font-weight:700}
.middle{display:flex;gap:1.2vw;flex:55 1 0;min-height:0}
.clock{flex:7 1 0;min-width:0;display:flex;flex-direction:column;align-items:center;
justify-content:center;text-align:center}
.state{font-size:5vh;font-weight:700;color:var(--stop);min-height:5vh;line-height:1.1}
.time{font-size:min(28vh,15vw);font-weight:700;line-height:1;letter-spacing:-.01em}
.time.stopped{color:var(--stop)}
.time.brk{color:var(--brk)}
.time.words{font-size:min(14vh,7vw);line-height:1.15}
.blinds{font-size:8.5vh;font-weight:700;line-height:1.2;margin-top:1vh}
.note{font-size:5vh;line-height:1.2}
.waiting{font-size:5vh;color:var(--closed);white-space:normal}
.box{background:var(--tile);border:2px solid var(--edge);border-radius:10px;min-width:0;
display:flex;flex-direction:column;align-items:center;padding:.8vh 1vw}
.payouts{flex:3 1 0}
.box h2{margin:0;font-size:4vh;font-weight:400;color:var(--gold);line-height:1.15;
text-align:center}
ol{list-style:none;margin:0;padding:0;flex:1;display:flex;flex-direction:column;
justify-content:space-evenly;align-items:center;width:100%;font-weight:700;min-height:0}
ol li{line-height:1.1}
.n1 li,.n2 li,.n3 li,.n4 li{font-size:8.5vh}
.n5 li{font-size:7vh}.n6 li{font-size:6vh}.n7 li{font-size:5.2vh}.n8 li{font-size:4.6vh}
.n9 li{font-size:4.1vh}.n10 li{font-size:3.7vh}
.colorup{flex:none;background:var(--stop);color:#10241a;border-radius:8px;font-size:4.5vh;
font-weight:700;text-align:center;padding:.4vh 1vw}
.colorup[hidden]{display:none}
.tiles{flex:32 1 0;display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:1fr 1fr;
gap:1.1vh .6vw;min-height:0}
.tile{justify-content:center}
.tile b{font-size:6.5vh;line-height:1.2}
"""

SCRIPT = (
    """
(function () {
  var base = location.pathname.replace(/\\/?$/, "/");
  // The clock as the page's HTML has it, until the first answer: counted down from there.
  var given = document.body.getAttribute("data-left");
  var left = given ? parseInt(given, 10) : null;
  var running = !!document.body.getAttribute("data-running");
  function el(id) { return document.getElementById(id); }
"""
    + CLOCK_FACE_SCRIPT
    + """
  function fit() {
    var all = document.querySelectorAll(".fit");
    for (var i = 0; i < all.length; i++) {
      var e = all[i], heading = e.tagName === "H2", whole = e.getAttribute("data-text");
      if (whole !== null) { e.textContent = whole; e.removeAttribute("data-text"); }
      e.style.fontSize = "";
      e.style.whiteSpace = "";
      var size = parseFloat(getComputedStyle(e).fontSize);
      // A heading keeps three quarters of its size, on two lines if need be: read from 4 m.
      var least = size * (heading ? 0.75 : 0.4);
      while (e.scrollWidth > e.clientWidth + 1 && size * 0.92 >= least) {
        size *= 0.92;
        e.style.fontSize = size + "px";
      }
      if (heading && e.scrollWidth > e.clientWidth + 1) {
        // Two lines where the heading's parts meet, never inside a name.
        whole = e.textContent;
        e.setAttribute("data-text", whole);
        e.textContent = whole.replace(" \\u00b7 ", "\\n");
        e.style.whiteSpace = "pre-line";
      }
    }
  }
  function set(id, text) {
    var e = el(id);
    if (!e) return;
    var whole = e.getAttribute("data-text");
    if ((whole !== null ? whole : e.textContent) === text) return;
    e.removeAttribute("data-text");
    e.textContent = text;
  }
  function take(s) {
    var k;
    for (k in s.texts) set(k, s.texts[k]);
    el("t-time").className = s.time_class;
    el("t-rebuys").className = s.entry_class;
    el("t-colorup").hidden = !s.texts["t-colorup"];
    var list = el("t-payouts");
    if (list.getAttribute("data-lines") !== s.lines.join("\\n")) {
      while (list.firstChild) list.removeChild(list.firstChild);
      for (k = 0; k < s.lines.length; k++) {
        var li = document.createElement("li");
        li.className = "fit";
        li.textContent = s.lines[k];
        list.appendChild(li);
      }
      list.className = "n" + Math.max(1, s.lines.length);
      list.setAttribute("data-lines", s.lines.join("\\n"));
    }
    left = s.seconds_left;
    running = s.running;
    fit();
  }
  function poll() {
    fetch(base + "state.json", {cache: "no-store"}).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.json();
    }).then(take).catch(function () {});
  }
  setInterval(function () {
    if (running && left > 0) { left -= 1; set("t-time", face(left)); }
  }, 1000);
  setInterval(poll, """
    + str(POLL_MS)
    + """);
  window.addEventListener("resize", fit);
  fit();
  poll();
})();
"""
)

CONTENT_SECURITY_POLICY = content_security_policy(STYLE, SCRIPT)


def _speaking(snapshot: PhoneSnapshot):
    """The league's language (the snapshot's ``language``; none: the user's)."""
    return league_speaking(getattr(snapshot, "language", None), getattr(snapshot, "locale", None))


def tv_state(snapshot: PhoneSnapshot, now: float) -> dict[str, Any]:
    """Everything the page shows at ``now`` (wall-clock seconds), as the script takes it:
    each text by its element's id, the payout lines, and the clock to count down."""
    with _speaking(snapshot):
        return _tv_state(snapshot, now)


def _tv_state(snapshot: PhoneSnapshot, now: float) -> dict[str, Any]:
    league = snapshot.tv.league if snapshot.tv is not None else snapshot.league
    texts, seconds, running = _texts(snapshot, now)
    lines = texts.payouts.split("\n") if texts is not None and texts.payouts else []
    panels = texts.panels if texts is not None else {}
    titles = texts.panel_titles if texts is not None else {}
    shown = {
        "t-title": " · ".join(t for t in (league, texts.title if texts else _(NO_NIGHT)) if t),
        "t-rebuys": texts.rebuys if texts else "",
        "t-tod": time.strftime("%H:%M", time.localtime(now)),
        "t-state": texts.state if texts else "",
        "t-time": texts.time if texts else "",
        "t-blinds": texts.blinds if texts else "",
        "t-next": texts.next if texts else "",
        "t-breaks": texts.breaks if texts else _(WAITING),
        "t-colorup": texts.color_up if texts else "",
        "t-payouts-title": texts.payouts_title if texts else _("Payouts"),
    }
    for key, title in PANELS:
        shown[f"t-{key}"] = panels.get(key, "")
        shown[f"t-{key}-title"] = titles.get(key) or _(title)
    if texts is not None:
        shown["t-players-title"] = texts.players_title
    time_class = "time"
    if texts is not None and seconds is None:
        time_class += " words fit"  # the winner's name after the close, not a clock
    elif texts is not None:
        time_class += " stopped" if texts.state else ""
        time_class += " brk" if texts.on_break else ""
    return {
        "texts": shown,
        "lines": lines[:MOST_LINES],
        "seconds_left": seconds,
        "running": running,
        "time_class": time_class,
        "entry_class": "entry fit open" if texts is not None and texts.rebuys_open else "entry fit",
    }


def tv_page(snapshot: PhoneSnapshot, now: float) -> str:
    """The whole page as the night stands at ``now``."""
    with _speaking(snapshot):
        state = _tv_state(snapshot, now)
        return _page(state)


def _page(state: dict[str, Any]) -> str:
    return render(
        "tv.html",
        page_style=STYLE,
        script=SCRIPT,
        state=state,
        texts=state["texts"],
        panels=PANELS,
        refresh=REFRESH_SECONDS,
    )


def _texts(snapshot: PhoneSnapshot, now: float) -> tuple[FigureTexts | None, int | None, bool]:
    """The big screen's texts at ``now``, the seconds its clock has left and whether it
    runs (``None``, ``False`` after the close: no clock; no texts: nothing to show yet)."""
    tv = snapshot.tv
    if tv is None:
        return None, None, False
    figures = tv.figures(now)
    if figures is not None:
        clock = figures.clock
        return figure_texts(figures, tv.currency, tv.locale), clock.seconds_left, clock.running
    if tv.result is not None:
        return result_texts(tv.result, dict(tv.names), tv.currency, tv.locale), None, False
    return None, None, False

"""A director's page's live parts (SPEC 11: it works with scripts off, "scripts only refresh
it"): what ``/d/TOKEN/state.json`` answers, and the page's one inline script, allowed by its
hash in the page's Content-Security-Policy like the TV's and the phone page's.

The script counts the clock down each second while it runs (from the ``data-left`` and
``data-running`` the HTML carries) and asks ``state.json`` every :data:`POLL_MS`; it swaps
the texts (clock, level, players left, the last actions), the clock's button and the
datalists' names, and never touches a field: what the director is typing stays as typed.
Only when the page's forms change (the night started meanwhile) or the link answers 404
(ended, or the night closed) does it load the page again, and then only while no field has
the focus or holds text. The notice of what happened stays until the next action.
"""

from __future__ import annotations

from typing import Any

from leaguemgr.language.texts import _
from leaguemgr.services.director_desk import DeskState
from leaguemgr.web.page import CLOCK_FACE_SCRIPT
from leaguemgr.web.templating import page_policy

POLL_MS = 2000

LISTS = {
    "still-in": "still_in",
    "hitmen": "hitmen",
    "rebuyers": "rebuy_choices",
    "arrivals": "arrive_choices",
}
"""The page's datalists by id, and the names of :class:`DeskState` they offer."""

SCRIPT = (
    """
(function () {
  var url = location.pathname.replace(/\\/$/, "") + "/state.json";
  var body = document.body;
  var left = parseInt(body.getAttribute("data-left"), 10) || 0;
  var running = body.getAttribute("data-running") === "yes";
  var started = body.getAttribute("data-started") === "yes";
  function el(id) { return document.getElementById(id); }
"""
    + CLOCK_FACE_SCRIPT
    + """
  function set(id, text) {
    var e = el(id);
    if (e && e.textContent !== text) e.textContent = text;
  }
  function typing() {
    var now = document.activeElement;
    if (now && now.tagName === "INPUT") return true;
    var fields = document.querySelectorAll("input[name=player], input[name=by]");
    for (var i = 0; i < fields.length; i++) if (fields[i].value) return true;
    return !!document.querySelector("input[type=checkbox]:checked");
  }
  function again() { if (!typing()) location.reload(); }
  function items(id, tag, texts, attribute) {
    // Rebuilt only when its texts changed; a datalist's options never touch the field.
    var e = el(id);
    if (!e || e.getAttribute("data-texts") === texts.join("\\n")) return;
    while (e.firstChild) e.removeChild(e.firstChild);
    for (var i = 0; i < texts.length; i++) {
      var one = document.createElement(tag);
      if (attribute) one.setAttribute(attribute, texts[i]); else one.textContent = texts[i];
      e.appendChild(one);
    }
    e.setAttribute("data-texts", texts.join("\\n"));
  }
  function take(s) {
    if (s.started !== started) { again(); return; }
    left = s.seconds_left;
    running = s.clock_running;
    set("d-clock", s.clock);
    set("d-clock-state", s.clock_state);
    set("d-players", String(s.players_left));
    set("d-phase", s.phase);
    items("d-log", "li", s.last, null);
    for (var id in s.lists) items(id, "option", s.lists[id], "value");
    var b = el("d-clock-button");
    if (b) {
      b.value = s.clock_button.action;
      b.className = s.clock_button.kind;
      set("d-clock-button", s.clock_button.label);
    }
    var tick = el("d-rebuy");
    if (tick) tick.hidden = !s.rebuys_open;
  }
  function poll() {
    if (document.hidden) return;
    fetch(url, {cache: "no-store"}).then(function (r) {
      if (r.status === 404) { again(); return null; }
      return r.ok ? r.json() : null;
    }).then(function (s) { if (s) take(s); }).catch(function () {});
  }
  setInterval(function () {
    if (running && left > 0) { left -= 1; set("d-clock", face(left)); }
  }, 1000);
  setInterval(poll, """
    + str(POLL_MS)
    + """);
})();
"""
)

CONTENT_SECURITY_POLICY = page_policy("'self'", SCRIPT)


def clock_button(state: DeskState) -> dict[str, str]:
    """The clock's one button as the clock stands: pause it, start it or resume it."""
    if state.clock_running:
        return {"action": "pause", "label": _("Pause"), "kind": "maybe"}
    if not state.clock_started:
        return {"action": "start", "label": _("Start clock"), "kind": "yes"}
    return {"action": "resume", "label": _("Resume"), "kind": "yes"}


def clock_state(state: DeskState) -> str:
    """The words under the clock."""
    if not state.running:
        return _("not started")
    return _("running") if state.clock_running else _("paused")


def desk_json(state: DeskState) -> dict[str, Any]:
    """What ``state.json`` answers: the page's texts as it would show them now."""
    return {
        "started": state.running,
        "clock": state.clock,
        "clock_state": clock_state(state),
        "seconds_left": state.seconds_left,
        "clock_running": state.clock_running,
        "phase": state.phase,
        "players_left": state.players_left,
        "last": list(state.last),
        "lists": {id_: list(getattr(state, field)) for id_, field in LISTS.items()},
        "clock_button": clock_button(state),
        "rebuys_open": state.rebuys_open,
    }

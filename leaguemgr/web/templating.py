"""The site's pages as Jinja2 templates (``leaguemgr/web/templates``), autoescaped: every
text from the league is escaped by the template engine, never by hand.

The environment is made once per process (templates are compiled once, on first use, and
kept: no page pays for a compile or a look at the disk). Every page extends ``base.html``:
one layout, one style (inline, allowed by its hash in the Content-Security-Policy), and the
site's root (``root_path``, a site under ``https://host/league``) for every link and form.
"""

from __future__ import annotations

import base64
import contextvars
import datetime as dt
import hashlib
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from babel.dates import format_date, format_skeleton, get_date_format
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup
from starlette.requests import Request
from starlette.templating import Jinja2Templates

from leaguemgr.language import LANGUAGES, SOURCE, supported_language
from leaguemgr.language.texts import _, ngettext, speaking, spoken_language

STYLE = """
:root{color-scheme:dark;--bg:#0f1412;--card:#18201c;--line:#2a352f;--text:#eef3ef;
--dim:#9fb0a6;--accent:#4fd18b;--warn:#f0b44c;--no:#e06c6c;--maybe:#7fb2f0}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:640px;margin:0 auto;padding:12px 12px 24px}
a{color:var(--accent)}
.league{margin:4px 4px 0;color:var(--dim);font-size:14px;text-transform:uppercase;
letter-spacing:.06em}
h1{margin:2px 4px 12px;font-size:24px;line-height:1.2;overflow-wrap:anywhere}
h2{margin:0 0 8px;font-size:15px;color:var(--dim);text-transform:uppercase;letter-spacing:.06em}
h3{margin:0 0 2px;font-size:21px;line-height:1.25}
section{background:var(--card);border:1px solid var(--line);border-radius:14px;
padding:14px;margin:0 0 12px}
section.news{border-color:var(--accent);border-width:2px}
section.warn{border-color:var(--warn);border-width:2px}
.when{font-size:17px;font-weight:600;margin:0}
.where{margin:0 0 6px;overflow-wrap:anywhere}
.facts{color:var(--dim);margin:0 0 8px;padding:0;list-style:none}
.facts li{padding:1px 0}
.passed{color:var(--warn);font-weight:600}
.stats{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;text-align:center}
.stats b{display:block;font-size:22px;font-variant-numeric:tabular-nums}
.stats span{color:var(--dim);font-size:12px}
.status{font-size:17px;font-weight:600;margin:6px 0 10px}
.status.going{color:var(--accent)}
.status.waiting{color:var(--warn)}
.status.no{color:var(--no)}
.status.maybe{color:var(--maybe)}
form{display:flex;gap:8px;margin:8px 0 12px;flex-wrap:wrap}
button{flex:1 1 0;min-width:5.5em;font:inherit;font-size:17px;font-weight:700;
padding:12px 6px;border-radius:12px;border:2px solid var(--line);background:var(--bg);
color:var(--text)}
button.yes{border-color:var(--accent)}
button.no{border-color:var(--no)}
button.maybe{border-color:var(--maybe)}
button.chosen{color:#0b120e}
button.yes.chosen{background:var(--accent)}
button.no.chosen{background:var(--no)}
button.maybe.chosen{background:var(--maybe)}
.button{display:block;text-align:center;font-size:17px;font-weight:700;padding:12px 6px;
border-radius:12px;border:2px solid var(--line);color:var(--text);text-decoration:none}
ol{margin:0 0 8px;padding-left:1.6em}
li{padding:2px 0;overflow-wrap:anywhere}
li.me{color:var(--accent);font-weight:700}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:6px 4px;border-top:1px solid var(--line);text-align:left}
th{color:var(--dim);font-size:13px;font-weight:600;border-top:0}
td.num,th.num{text-align:right}
tr.total td{font-weight:700}
.owes{font-size:20px;font-weight:700;margin:0 0 6px}
.note{color:var(--dim);margin:0}
.code{color:var(--dim);font-size:14px;margin:0 4px}
details summary{color:var(--dim);cursor:pointer;margin:4px 0}
h1 .who{color:var(--dim);font-size:17px;font-weight:600}
.stats.desk{grid-template-columns:repeat(2,1fr)}
.stats.desk b{font-size:34px}
form.fields{flex-direction:column;align-items:stretch}
form.fields label{display:flex;flex-direction:column;gap:4px;color:var(--dim);font-size:14px}
form.fields input:not([type]){font:inherit;font-size:18px;min-height:48px;padding:8px 10px;
border-radius:10px;border:2px solid var(--line);background:var(--bg);color:var(--text);width:100%}
form.fields label.tick{flex-direction:row;align-items:center;min-height:44px;font-size:17px;
color:var(--text)}
form.fields label.tick[hidden]{display:none}
label.tick input{width:26px;height:26px;margin:0 10px 0 2px}
form.fields button{flex:0 0 auto;min-height:48px}
ul.log{margin:0 0 8px;padding:0;list-style:none}
ul.log li{padding:6px 0;border-top:1px solid var(--line)}
ul.log li:first-child{border-top:0}
"""


def style_hash(text: str) -> str:
    """``text``'s CSP source: ``'sha256-…'``."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def page_policy(form_action: str = "'none'", script: str | None = None) -> str:
    """The Content-Security-Policy of a page of the site: its style, and forms posted only
    where ``form_action`` says; with ``script``, exactly that inline script, which may ask
    the page's own server (and nothing else) for JSON."""
    scripts = f"script-src {style_hash(script)}; connect-src 'self'; " if script else ""
    return (
        f"default-src 'none'; {scripts}style-src {style_hash(STYLE)}; img-src 'none'; "
        f"base-uri 'none'; form-action {form_action}; frame-ancestors 'none'"
    )


_words_locale: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "words_locale", default=None
)
_NO_YEAR = re.compile(r"[\s,]*(?:'[^']*'\s*)?y+")


@contextmanager
def league_speaking(language: str | None, locale: str | None = None) -> Iterator[str]:
    """Pages rendered inside speak the league's ``language`` (``None``: the user's) and
    write their dates in words in its ``locale`` (when it is one of that language's, else
    in the language's own): "Freitag, 4. Dezember 2026"."""
    with speaking(language) as spoken:
        words = None
        if spoken in LANGUAGES and spoken != SOURCE:
            words = locale if locale and supported_language(locale) == spoken else spoken
        token = _words_locale.set(words)
        try:
            yield spoken
        finally:
            _words_locale.reset(token)


def html_lang() -> str:
    """The ``lang`` of a page: the language it is written in."""
    spoken = spoken_language()
    return spoken if spoken in LANGUAGES else SOURCE


def _full_pattern(locale: str, year: bool) -> str:
    pattern = get_date_format("full", locale=locale).pattern
    return pattern if year else _NO_YEAR.sub("", pattern).strip(" ,")


def weekday_date(date: str | None) -> str:
    """ "2026-12-04" -> "Friday 4 December 2026" (a date not ISO is shown as it is);
    "Freitag, 4. Dezember 2026" in a German league."""
    if not date:
        return ""
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        return date
    words = _words_locale.get()
    if words is not None:
        return format_date(day, _full_pattern(words, True), locale=words)
    return f"{day:%A} {day.day} {day:%B %Y}"


def short_date(date: str) -> str:
    """ "2026-01-15" -> "Jan 15" (the season says the year); "15. Jan." in German."""
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        return date
    words = _words_locale.get()
    if words is not None:
        return format_skeleton("MMMd", day, locale=words)
    return day.strftime("%b %-d")


def deadline(when: str) -> str:
    """ "2026-12-04T18:00" -> "Friday 4 December at 18:00"."""
    date, _sep, clock = when.partition("T")
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        return when.replace("T", " " + _("at") + " ") if "T" in when else when
    words = _words_locale.get()
    if words is not None:
        text = format_date(day, _full_pattern(words, False), locale=words)
    else:
        text = f"{day:%A} {day.day} {day:%B}"
    if not clock:
        return text
    return _("{day} at {time}").format(day=text, time=clock[:5])


def _environment() -> Environment:
    env = Environment(
        loader=PackageLoader("leaguemgr.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,  # a name missing from a page's data fails its test
        auto_reload=False,  # compiled once: no look at the disk per request
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=["jinja2.ext.i18n"],
    )
    # The callables read the language spoken at render time (the league's): one compiled
    # template serves every language.
    env.install_gettext_callables(gettext=_, ngettext=ngettext, newstyle=True)
    env.filters.update(weekday_date=weekday_date, short_date=short_date, deadline=deadline)
    env.globals.update(STYLE=STYLE, names_list=names_list, html_lang=html_lang)
    return env


_names_kept: dict[tuple[int, str, int | None, str], tuple[tuple[str, ...], Markup]] = {}


def names_list(title: str, names: tuple[str, ...], mine: int | None) -> Markup:
    """The list of ``names`` (``mine``: the reader's place in it, marked), from
    ``names.html``. Every page of one league state shows the same tuples of names (a night's
    150 going): each list is rendered once and kept while its tuple is the same object."""
    key = (id(names), title, mine, spoken_language())
    kept = _names_kept.get(key)
    if kept is not None and kept[0] is names:
        return kept[1]
    rendered = Markup(TEMPLATES.get_template("names.html").module.names(title, names, mine))
    if len(_names_kept) > 512:  # old league states: forget them all at once
        _names_kept.clear()
    _names_kept[key] = (names, rendered)
    return rendered


TEMPLATES = Jinja2Templates(env=_environment())


def compile_all() -> None:
    """Compile every page now (a site starting up), so the first visitors do not wait for
    it while 200 others queue behind them."""
    for name in TEMPLATES.env.list_templates(extensions=["html"]):
        TEMPLATES.get_template(name)


def root_of(request: Request | None) -> str:
    """The site's root path (``""`` at the host's root; ``"/league"`` under a path)."""
    if request is None:
        return ""
    return str(request.scope.get("root_path", "")).rstrip("/")


def render(name: str, request: Request | None = None, **context: Any) -> str:
    """The page ``name`` with ``context``, its links under ``request``'s root path."""
    context.setdefault("root", root_of(request))
    context.setdefault("page_style", STYLE)
    return TEMPLATES.get_template(name).render(**context)

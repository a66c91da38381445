"""The inline style sheet of the players' standings page (no external fonts or files).

Narrow screens (a 390 px phone) get the same tables with fewer columns and tighter cells;
anything still too wide scrolls sideways inside its card instead of the page.
"""

PAGE_CSS = """
:root {
  --ink: #1d2733; --muted: #5b6878; --line: #e2e7ee; --card: #ffffff; --page: #f2f4f8;
  --brand: #1f3a5f; --brand-2: #2f5d8c; --in: #1e7b4a; --in-bg: #e3f4ea;
  --offer: #8a5a00; --offer-bg: #fff1d1; --out: #5b6878; --out-bg: #eef1f5;
  --no: #9b2c2c; --no-bg: #fbe6e6;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--page); color: var(--ink);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
    "DejaVu Sans", sans-serif;
}
header.top {
  background: linear-gradient(135deg, var(--brand), var(--brand-2)); color: #fff;
  padding: 22px 0 18px;
}
/* The header's text lines up with the text inside the cards below it. */
header.top .wrap { padding: 0 28px; }
header.top .wrap, main, footer { max-width: 980px; margin: 0 auto; }
header.top .league { font-size: 13px; letter-spacing: .08em; text-transform: uppercase;
  opacity: .85; margin: 0; }
header.top h1 { font-size: 26px; margin: 2px 0 6px; line-height: 1.2; }
header.top .meta { margin: 0; font-size: 14px; opacity: .9; }
nav.jump { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 14px; }
nav.jump a { color: #fff; text-decoration: none; font-size: 13px; padding: 5px 11px;
  border: 1px solid rgba(255,255,255,.45); border-radius: 999px; }
main { padding: 14px 12px 8px; }
section.card {
  background: var(--card); border-radius: 12px; padding: 16px;
  box-shadow: 0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08); margin: 0 0 16px;
}
section.card h2 { font-size: 19px; margin: 0 0 4px; }
section.card h3 { font-size: 15px; margin: 18px 0 8px; color: var(--brand); }
p.sub { color: var(--muted); margin: 0 0 12px; font-size: 14px; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 8px;
  margin: 10px 0 4px; }
.stat { background: var(--page); border-radius: 10px; padding: 9px 12px; }
.stat b { display: block; font-size: 18px; }
.stat span { color: var(--muted); font-size: 12px; text-transform: uppercase;
  letter-spacing: .05em; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; margin: 0 -4px; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 8px 8px; border-bottom: 1px solid var(--line); text-align: left;
  vertical-align: top; }
th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted);
  font-weight: 600; white-space: nowrap; }
td.num, th.num { text-align: right; white-space: nowrap; }
tbody tr:nth-child(even) { background: #fafbfd; }
td.player { font-weight: 600; }
td.rank { color: var(--muted); width: 2.2em; }
tr.leader td.rank { color: var(--brand); font-weight: 700; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; padding: 1px 8px;
  border-radius: 999px; margin-left: 6px; white-space: nowrap; vertical-align: 1px; }
.b-in { color: var(--in); background: var(--in-bg); }
.b-offer { color: var(--offer); background: var(--offer-bg); }
.b-out { color: var(--out); background: var(--out-bg); }
.b-no { color: var(--no); background: var(--no-bg); }
.podium { list-style: none; padding: 0; margin: 8px 0 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); }
.podium li { border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; }
.podium .place { color: var(--muted); font-size: 12px; text-transform: uppercase; }
.podium .who { font-weight: 700; display: block; }
.podium .amt { font-size: 18px; font-weight: 700; color: var(--in); }
.cols { display: grid; grid-template-columns: 3fr 2fr; gap: 22px; }
@media (min-width: 641px) { td.player { white-space: nowrap; } }
ul.plain { padding-left: 18px; margin: 6px 0; }
.note { color: var(--muted); font-size: 13px; }
footer { color: var(--muted); font-size: 12px; padding: 4px 16px 24px; text-align: center; }
@media (max-width: 640px) {
  body { font-size: 14px; }
  header.top h1 { font-size: 22px; }
  header.top .wrap { padding: 0 18px; }
  main { padding: 10px 8px 4px; }
  section.card { padding: 12px 10px; border-radius: 10px; }
  th, td { padding: 7px 5px; }
  .wide { display: none; }
  .cols { grid-template-columns: 1fr; }
  /* A long badge ("Needs 4 of about 9 events left") and a long heading ("Season prize if
     it ended now") wrap: every column keeps its room in a 390 px wide phone. */
  td.player .badge { display: table; margin: 3px 0 0; white-space: normal;
    border-radius: 6px; }
  th, th.num { white-space: normal; letter-spacing: 0; }
}
@media print {
  body { background: #fff; }
  header.top { background: none; color: var(--ink); }
  nav.jump { display: none; }
  section.card { box-shadow: none; border: 1px solid var(--line); break-inside: avoid; }
}
"""

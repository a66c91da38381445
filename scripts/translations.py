"""The translators' catalogs (SPEC 12): find the texts, and build what the app loads.

    python scripts/translations.py update   # the source's texts into every catalog
    python scripts/translations.py build    # the app's .qm files from its .ts catalogs
    python scripts/translations.py fill --area night --language de --json de.json

The app's windows: ``leaguemgr/ui/translations/<area>_<language>.ts``, made and kept by
``pyside6-lupdate`` (open them in ``pyside6-linguist``); English holds only the plural forms.
``build`` compiles each language's areas into one ``leaguemgr_<language>.qm`` with
``pyside6-lrelease``. What the league prints and serves, and the commands' messages:
``leaguemgr/language/catalogs/<language>/<area>.po``, kept by Babel, read as they are (no
build). An area is a part of the program that one translator can take at a time.
"""

from __future__ import annotations

import argparse
import datetime
import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "leaguemgr"
sys.path.insert(0, str(ROOT))

from leaguemgr.language import LANGUAGES, SOURCE  # noqa: E402

QT_CATALOGS = PACKAGE / "ui" / "translations"
BABEL_CATALOGS = PACKAGE / "language" / "catalogs"
TOOLS = Path(sys.executable).parent

_UI_TOP = sorted(str(p.relative_to(ROOT)) for p in (PACKAGE / "ui").glob("*.py"))
QT_AREAS: dict[str, list[str]] = {
    "night": ["leaguemgr/ui/night", "leaguemgr/ui/bigscreen"],
    "season": ["leaguemgr/ui/season", "leaguemgr/ui/championship"],
    "events": ["leaguemgr/ui/events", "leaguemgr/ui/players", "leaguemgr/ui/standings"],
    "app": ["leaguemgr/ui/files", "leaguemgr/ui/money", "leaguemgr/ui/share", *_UI_TOP],
}
_PLAYERS_SEE = [
    "leaguemgr/web",
    "leaguemgr/exporters/cards",
    "leaguemgr/exporters/publish.py",
    "leaguemgr/exporters/big_screen_text.py",
]
_PRINTED = [
    f"leaguemgr/exporters/{name}.py"
    for name in (
        "night_sheet",
        "night_plan",
        "seating_chart",
        "print_html",
        "next_nights",
        "money_tables",
        "money_exports",
        "ledger",
    )
]
BABEL_AREAS: dict[str, list[str]] = {
    "web": _PLAYERS_SEE,
    "exports": ["leaguemgr/exporters"],  # less what the web and printed areas take
    "printed": _PRINTED,  # the night's sheets and the money's
    "rules": ["leaguemgr/domain", "leaguemgr/leaguefile", "leaguemgr/language"],
    "commands": [
        "leaguemgr/services",
        "leaguemgr/storage",
        "leaguemgr/cli",
        "leaguemgr/sheets",
        "leaguemgr/td3",
        "leaguemgr/launch.py",
    ],
}
# One date in every header: a catalog changes only when its texts do.
_KEPT_DATE = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "N_": None}


def _sources(paths: list[str], suffixes: tuple[str, ...]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        whole = ROOT / path
        found += (
            [whole]
            if whole.is_file()
            else sorted(p for p in whole.rglob("*") if p.suffix in suffixes)
        )
    return found


def _babel_area_files(area: str) -> list[Path]:
    files = _sources(BABEL_AREAS[area], (".py", ".html"))
    if area == "exports":
        taken = set(_sources([*_PLAYERS_SEE, *_PRINTED], (".py", ".html")))
        files = [f for f in files if f not in taken]
    return files


def babel_template(area: str) -> Catalog:
    """Every text of ``area`` that goes through ``_``/``ngettext`` (Python and templates)."""
    template = Catalog(project="leaguemgr", fuzzy=False, creation_date=_KEPT_DATE)
    for path in _babel_area_files(area):
        method = "jinja2.ext:babel_extract" if path.suffix == ".html" else "python"
        options = {"extensions": "jinja2.ext.i18n", "trim_blocks": "true"}
        for line, message, comments, context in extract_from_file(
            method, str(path), keywords=KEYWORDS, options=options
        ):
            template.add(
                message,
                locations=[(str(path.relative_to(ROOT)), line)],
                auto_comments=comments,
                context=context,
            )
    return template


def update_babel(areas: list[str]) -> None:
    for area in areas:
        template = babel_template(area)
        for language in LANGUAGES:
            if language == SOURCE:
                continue
            path = BABEL_CATALOGS / language / f"{area}.po"
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():
                with path.open("rb") as kept:
                    catalog = read_po(kept, locale=language)
            else:
                catalog = Catalog(
                    locale=language, project="leaguemgr", fuzzy=False, revision_date=_KEPT_DATE
                )
            catalog.update(template, no_fuzzy_matching=True)
            with path.open("wb") as out:
                write_po(out, catalog, ignore_obsolete=True, sort_output=True, width=100)


def update_qt(areas: list[str]) -> None:
    QT_CATALOGS.mkdir(parents=True, exist_ok=True)
    for area in areas:
        paths = QT_AREAS[area]
        for language in LANGUAGES:
            ts = QT_CATALOGS / f"{area}_{language}.ts"
            options = ["-no-obsolete", "-source-language", SOURCE, "-target-language", language]
            if language == SOURCE:
                options.append("-pluralonly")
            lupdate(paths, ts, *options)


def lupdate(paths: list[str], ts: Path, *options: str) -> None:
    """``pyside6-lupdate`` of ``paths`` into ``ts`` (kept translations stay)."""
    # -extensions before the folders: lupdate reads no .py file in a folder without it.
    command = [str(TOOLS / "pyside6-lupdate"), "-extensions", "py", *paths, "-ts", str(ts)]
    command += ["-locations", "none", *options]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)


def build_qt(into: Path = QT_CATALOGS) -> list[Path]:
    """One ``.qm`` a language, from its areas' ``.ts``; returns them."""
    built = []
    for language in LANGUAGES:
        sources = [str(QT_CATALOGS / f"{area}_{language}.ts") for area in QT_AREAS]
        sources = [s for s in sources if Path(s).exists()]
        qm = into / f"leaguemgr_{language}.qm"
        command = [str(TOOLS / "pyside6-lrelease"), *sources, "-qm", str(qm), "-silent"]
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
        built.append(qm)
    return built


def fill(area: str, language: str, translations: dict[str, str | list[str]]) -> int:
    """Write ``translations`` (English text, or "Context|English text", to its translation;
    a list for the plural forms) into ``area``'s catalog of ``language``; returns how many
    of its texts are still without one."""
    if area in QT_AREAS:
        return _fill_ts(QT_CATALOGS / f"{area}_{language}.ts", translations)
    path = BABEL_CATALOGS / language / f"{area}.po"
    with path.open("rb") as kept:
        catalog = read_po(kept, locale=language)
    missing = 0
    for message in catalog:
        if not message.id:
            continue
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        given = translations.get(f"{message.context}|{key}", translations.get(key))
        if given is not None:
            if isinstance(message.id, tuple):
                forms = [given] if isinstance(given, str) else list(given)
                message.string = tuple(forms)
            else:
                message.string = given if isinstance(given, str) else given[0]
            message.flags.discard("fuzzy")
        if not message.string or (isinstance(message.string, tuple) and not all(message.string)):
            missing += 1
    with path.open("wb") as out:
        write_po(out, catalog, ignore_obsolete=True, sort_output=True, width=100)
    return missing


def _fill_ts(path: Path, translations: dict[str, str | list[str]]) -> int:
    from xml.etree import ElementTree

    tree = ElementTree.parse(path)
    missing = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            given = translations.get(f"{name}|{source}", translations.get(source))
            if given is not None:
                translation.attrib.pop("type", None)
                translation.text = None
                for form in list(translation):
                    translation.remove(form)
                if message.get("numerus") == "yes":
                    for text in [given] if isinstance(given, str) else given:
                        ElementTree.SubElement(translation, "numerusform").text = text
                else:
                    translation.text = given if isinstance(given, str) else given[0]
            if translation.get("type") == "unfinished":
                missing += 1
    ElementTree.indent(tree, space="    ")
    with path.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=["update", "build", "fill"])
    parser.add_argument("--area", action="append", help="only this area (again for more)")
    parser.add_argument("--language", help="fill: the catalog's language")
    parser.add_argument("--json", type=Path, help="fill: a JSON object of translations")
    options = parser.parse_args(argv)
    areas = options.area or [*QT_AREAS, *BABEL_AREAS]
    if options.step == "update":
        update_qt([a for a in areas if a in QT_AREAS])
        update_babel([a for a in areas if a in BABEL_AREAS])
    if options.step == "fill":
        import json

        given = json.loads(options.json.read_text(encoding="utf-8"))
        for area in areas:
            left = fill(area, options.language, given)
            print(f"{area} ({options.language}): {left} text(s) still untranslated")
    build_qt()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The translators' catalogs are complete and current (SPEC 12): every text of the program
is in its area's catalog, every language has each one translated with the same fields to
fill in, and the app's compiled .qm are the ones its .ts give."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from leaguemgr.language import LANGUAGES, SOURCE

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import translations  # noqa: E402

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]
_FIELDS = re.compile(r"\{[^{}]*\}|%\([A-Za-z_]\w*\)\w|%n|%L?\d|%[sd]")


def _plural_forms(language: str) -> int:
    """How many plural forms a language has in gettext (Babel's CLDR rules: French and
    Spanish have a third, for millions)."""
    return get_plural(language).num_plurals


@functools.cache
def _qt_plural_forms(language: str) -> int:
    """How many plural forms Qt gives ``language``: lupdate's own count (asked once)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh, ts = Path(folder) / "plural.py", Path(folder) / f"{language}.ts"
        fresh.write_text('translate("C", "%n x", "", 2)\n', encoding="utf-8")
        command = [str(translations.TOOLS / "pyside6-lupdate"), str(fresh), "-ts", str(ts)]
        subprocess.run([*command, "-target-language", language], check=True, capture_output=True)
        return len(list(ElementTree.parse(ts).getroot().iter("numerusform")))


def _fields(text: str) -> list[str]:
    return sorted(_FIELDS.findall(text or ""))


def _ts_messages(path: Path):
    for context in ElementTree.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("area", list(translations.QT_AREAS))
def test_every_text_of_the_app_is_translated(area, language):
    untranslated, wrong_fields = [], []
    forms_wanted = _qt_plural_forms(language)
    for context, message in _ts_messages(translations.QT_CATALOGS / f"{area}_{language}.ts"):
        source = message.findtext("source")
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") == "unfinished" or not all(forms):
            untranslated.append(f"{context}: {source}")
        elif message.get("numerus") == "yes" and len(forms) != forms_wanted:
            untranslated.append(f"{context}: {source} ({len(forms)} plural forms)")
        for form in forms:
            if form and _fields(form.replace("%n", "")) != _fields(source.replace("%n", "")):
                wrong_fields.append(f"{context}: {source!r} -> {form!r}")
            if form and ("&" in source.replace("&&", "")) != ("&" in form.replace("&&", "")):
                wrong_fields.append(f"{context}: {source!r} -> {form!r} (its Alt key)")
    assert untranslated == []
    assert wrong_fields == []


@pytest.mark.parametrize("area", list(translations.QT_AREAS))
def test_every_plural_of_the_app_has_its_english_forms(area):
    path = translations.QT_CATALOGS / f"{area}_{SOURCE}.ts"
    missing = [
        message.findtext("source")
        for _context, message in _ts_messages(path)
        if len([f for f in message.iter("numerusform") if f.text]) != 2
    ]
    assert missing == []


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("area", list(translations.BABEL_AREAS))
def test_every_text_the_league_prints_is_translated(area, language):
    with (translations.BABEL_CATALOGS / language / f"{area}.po").open("rb") as po:
        catalog = read_po(po, locale=language)
    untranslated, wrong_fields = [], []
    for message in catalog:
        if not message.id:
            continue
        sources = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        plural_wrong = message.pluralizable and len(forms) != _plural_forms(language)
        if not all(forms) or message.fuzzy or plural_wrong:
            untranslated.append(sources[0])
            continue
        for form in forms:
            if _fields(form) not in [_fields(source) for source in sources]:
                wrong_fields.append(f"{sources[0]!r} -> {form!r}")
    assert untranslated == []
    assert wrong_fields == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_text_two_areas_share_is_said_the_same_in_both(language):
    # The areas' catalogs are read as one (the first that has a text answers), so a text
    # translated two ways would be said the way of whichever area sorts first, everywhere.
    said: dict[tuple[str | None, object], dict[str, object]] = {}
    for area in translations.BABEL_AREAS:
        with (translations.BABEL_CATALOGS / language / f"{area}.po").open("rb") as po:
            for message in read_po(po, locale=language):
                if message.id:
                    said.setdefault((message.context, message.id), {})[area] = message.string
    differing = {
        str(key[1]): ways for key, ways in said.items() if len(set(map(str, ways.values()))) > 1
    }
    assert differing == {}


@pytest.mark.parametrize("area", list(translations.BABEL_AREAS))
def test_the_catalogs_hold_every_text_of_the_source(area):
    """A text marked in the source but not in the catalogs would be shown in English."""
    wanted = {
        m.id if isinstance(m.id, str) else m.id[0]
        for m in translations.babel_template(area)
        if m.id
    }
    with (translations.BABEL_CATALOGS / "de" / f"{area}.po").open("rb") as po:
        kept = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(po) if m.id}
    assert sorted(wanted - kept) == []


def test_the_app_catalogs_hold_every_text_of_the_source(tmp_path):
    for area, paths in translations.QT_AREAS.items():
        fresh = tmp_path / f"{area}.ts"
        translations.lupdate(paths, fresh)
        wanted = {(c, m.findtext("source")) for c, m in _ts_messages(fresh)}
        kept = {
            (c, m.findtext("source"))
            for c, m in _ts_messages(translations.QT_CATALOGS / f"{area}_de.ts")
        }
        assert sorted(wanted - kept) == [], area


def test_the_compiled_app_catalogs_are_the_ones_the_ts_give(tmp_path):
    for built in translations.build_qt(into=tmp_path):
        kept = translations.QT_CATALOGS / built.name
        assert kept.read_bytes() == built.read_bytes(), (
            f"{kept.name} is older than its .ts: run scripts/translations.py build"
        )

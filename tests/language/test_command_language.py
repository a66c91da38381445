"""The commands speak the user's language (SPEC 12): ``LANG`` chooses it, an error is still one
line on stderr with exit status 2, and ``--format json`` says the same whatever the language."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Sequence

import pytest

from leaguemgr.language.texts import set_user_language
from tests.conftest import REPO, SHARED_EXAMPLES
from tests.language.pseudo_checks import stray_words

AZ = SHARED_EXAMPLES / "az-2026.league.json"
_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _leaguemgr(*arguments: str, lang: str | None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in _LOCALE_VARIABLES}
    environ.pop("LEAGUEMGR_DB", None)
    if lang is not None:
        environ["LANG"] = lang
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr", *arguments],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=environ,
        check=False,
    )


@pytest.fixture
def damaged(tmp_path):
    path = tmp_path / "damaged.sqlite"
    path.write_bytes(b"this is no league, only some bytes " * 40)
    return path


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de_DE.UTF-8", "ist keine Ligadatenbank von leaguemgr"),
        ("fr_FR.UTF-8", "n’est pas une base de ligue leaguemgr"),
        (None, "is not a leaguemgr league database"),
        ("C", "is not a leaguemgr league database"),
    ],
)
def test_a_damaged_league_is_one_line_in_the_users_language(damaged, lang, said):
    done = _leaguemgr("report", "--db", str(damaged), lang=lang)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0] == f"leaguemgr: error: {damaged} {said}", lines[0]


def test_a_missing_league_is_said_in_german(tmp_path):
    missing = tmp_path / "nowhere.sqlite"
    done = _leaguemgr("report", "--db", str(missing), lang="de_DE.UTF-8")
    assert done.returncode == 2
    assert done.stderr == f"leaguemgr: error: {missing}: keine solche Ligadatenbank\n"


def test_the_json_report_is_the_same_in_every_language(tmp_path):
    from leaguemgr.cli import main

    db = tmp_path / "league.sqlite"
    try:
        assert main(["import", str(AZ), "--db", str(db)]) == 0
    finally:
        set_user_language("en")
    english = _leaguemgr("report", "--db", str(db), "--format", "json", lang="C")
    german = _leaguemgr("report", "--db", str(db), "--format", "json", lang="de_DE.UTF-8")
    assert english.returncode == german.returncode == 0, german.stderr
    assert english.stdout.startswith("{")
    assert german.stdout == english.stdout


def _messages(tmp_path) -> dict[str, str]:
    """A few messages of the services and the storage, made in the language spoken now."""
    from leaguemgr.cli.db import CommandError
    from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file
    from leaguemgr.services.output_paths import ExportError, check_output_path
    from leaguemgr.storage.errors import Fault, fault_message
    from leaguemgr.storage.opening import open_database

    said = {}
    league = tmp_path / "league.sqlite"
    for fault in (Fault.CORRUPT, Fault.DISK_FULL, Fault.READ_ONLY, Fault.LOCKED):
        said[fault.value] = fault_message(fault, league, "")
    said["server gone"] = fault_message(Fault.SERVER_GONE, league, "")
    try:
        load_league_file(tmp_path / "missing.league.json")
    except LeagueFileUnreadable as exc:
        said["league file"] = str(exc)
    try:
        check_output_path(tmp_path, None)
    except ExportError as exc:
        said["export"] = str(exc)
    folder = tmp_path / "a folder"
    folder.mkdir()
    try:
        open_database(folder)
    except Exception as exc:
        said["folder"] = str(exc)
    try:
        from leaguemgr.services.league_service import LeagueService

        LeagueService.open(tmp_path / "empty.sqlite", create=True).close()
        service = LeagueService.open(tmp_path / "empty.sqlite", read_only=True)
        try:
            from leaguemgr.cli.db import season_named

            season_named(service, None)
        finally:
            service.close()
    except CommandError as exc:
        said["no seasons"] = str(exc)
    return said


def test_the_services_errors_are_wholly_translated(pseudo_outputs, tmp_path):
    said = _messages(tmp_path)
    assert len(said) >= 8, said
    paths = [str(tmp_path / name) for name in ("league.sqlite", "missing.league.json")]
    paths += [str(tmp_path / "a folder"), str(tmp_path / "empty.sqlite"), str(tmp_path)]
    untranslated = {
        what: (text, words)
        for what, text in said.items()
        if (words := stray_words(text, data=[*paths, "leaguemgr restore BACKUP --db FILE"]))
    }
    assert untranslated == {}


def test_the_services_errors_stay_english_by_default(tmp_path):
    said = _messages(tmp_path)
    assert said["locked"].endswith("is being written by another program; close it and try again")
    assert said["league file"].endswith("missing.league.json: no such file")


# What the commands below print that is the league's or the file's, not words of ours: the
# words these share with the English output are data, every other English word is a miss.
_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
NIGHTS = [
    ["Night", "Player", "Place", "Buy-in", "Payout"],
    ["2024-01-05", "Ann", 1, 20, 50],
    ["2024-01-05", "Bob", 2, 20, 0],
    ["2024-01-05", "Cy", 3, 20, 0],
    ["2024-01-12", "Ann", 2, 20, 0],
    ["2024-01-12", "Bob", 1, 20, 70],
    ["2024-01-12", "Cy", 3, 20, 0],
]
# Words German and French write as English does.
GERMAN_TOO = {"in", "name", "import", "buy-in"}
FRENCH_TOO = {"rake", "points", "td3", "personalbounty"}


def _english_left(english: str, translated: str, data: Sequence[str], same: set[str]) -> set[str]:
    """The words of ``english`` still in ``translated``, leaving out ``data`` and the words
    the language writes alike (``same``)."""
    for datum in sorted(data, key=len, reverse=True):
        english, translated = english.replace(datum, " "), translated.replace(datum, " ")
    words = {w.casefold() for w in _WORDS.findall(english) if len(w) > 1}
    return {w.casefold() for w in _WORDS.findall(translated)} & words - same


def _said(capsys, monkeypatch, lang: str, *arguments: str) -> list[str]:
    """What ``leaguemgr ARGUMENTS`` prints with ``LANG=lang`` (run here: a new process is
    slower than the test), as lines."""
    from leaguemgr.cli import main

    for variable in _LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", lang)
    capsys.readouterr()
    try:
        code = main(list(arguments))
    except SystemExit as exc:  # --help
        code = exc.code
    finally:
        set_user_language("en")
    out = capsys.readouterr().out
    assert code == 0, out
    return out.splitlines()


def test_a_sheet_imports_detail_lines_are_german(tmp_path, capsys, monkeypatch):
    from tests.sheets.samples import write_csv

    sheet = write_csv(tmp_path / "night.csv", NIGHTS)
    command = ("import-sheet", str(sheet), "--db", str(tmp_path / "x.sqlite"), "--dry-run")
    english = _said(capsys, monkeypatch, "C", *command)
    german = _said(capsys, monkeypatch, "de_DE.UTF-8", *command)
    # The counts, the sheet's layout, what was done with each night's money.
    detail = slice(1, 5)
    assert german[detail] == [
        "2 Abend(e), 6 Zeile(n), 3 Spielername(n) gelesen",
        "night.csv: Ergebnisse; Spieler B, Platz C, Auszahlung E, Buy-in D, Abend A",
        "2024-01-05: die Tabelle nahm 60.00 ein und zahlte 50.00 aus: 10.00 in „not paid out“ "
        "zurückgelegt",
        "2024-01-12: die Tabelle nahm 60.00 ein und zahlte 70.00 aus: 10.00 zum Preisgeld "
        "hinzugefügt",
    ]
    data = ["night.csv", "not paid out", "Ann", "Bob", "Cy"]
    left = {
        line: words
        for en, line in zip(english[detail], german[detail], strict=True)
        if (words := _english_left(en, line, data, GERMAN_TOO))
    }
    assert left == {}


def test_a_commands_help_is_german(capsys, monkeypatch):
    english = _said(capsys, monkeypatch, "C", "import-sheet", "--help")
    german = _said(capsys, monkeypatch, "de_DE.UTF-8", "import-sheet", "--help")
    assert "  --dry-run             den Import zeigen; nichts schreiben" in german
    # The options' own lines after "options:", but argparse's -h (Python's, not ours).
    ours = slice(english.index("options:") + 2, None)
    # What is typed stays as typed: options, values of --layout and --map, the variable.
    typed = [line.split()[0] for line in english[ours] if line.startswith("  --")]
    typed += ["FILE|URL", "SEASON", "NAME", "COLUMN=FIELD", "postgresql://", "URL"]
    typed += ["$LEAGUEMGR_DB", "grid:", "results:", "{auto,grid,results}"]
    typed.append(
        "player, place, points, payout, knockouts, rebuys, addons, buyin, night, rank, total, "
        "ignore"
    )
    english_text, german_text = (
        " ".join(" ".join(said[ours]).split()) for said in (english, german)
    )
    left = _english_left(english_text, german_text, typed, GERMAN_TOO)
    assert left == set()


def test_a_td3_imports_bounty_line_is_french(tmp_path, capsys, monkeypatch):
    tdt = REPO / "tests" / "td3" / "fixtures" / "ko-bounty-on-5-of-10-stacks.tdt"
    command = ("import-td3", str(tdt), "--season", "2019")
    english = _said(capsys, monkeypatch, "C", *command, "--db", str(tmp_path / "en.sqlite"))
    french = _said(
        capsys, monkeypatch, "fr_FR.UTF-8", *command, "--db", str(tmp_path / "fr.sqlite")
    )
    bounties = next(i for i, line in enumerate(english) if "PersonalBounty" in line)
    assert french[bounties] == (
        f"{tdt.name}, tournoi 1 « ORF Poker 20190613 » : primes 250.00, gardées par TD3 hors "
        "de ses encaissements de 2160.00 (la PersonalBounty de 5 de ses 10 tapis : chaque "
        "joueur a choisi si un tapis en porte une), ajoutées au brut et payées selon les "
        "éliminations de TD3"
    )
    data = [tdt.name, "ORF Poker 20190613", "rake"]
    left = {
        line: words
        for en, line in zip(english[1:], french[1:-1], strict=False)
        if (words := _english_left(en, line, data, FRENCH_TOO))
    }
    assert left == {}


def test_argparses_own_words_speak_the_users_language(capsys, monkeypatch):
    from leaguemgr.cli import main

    for variable in _LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    try:
        with pytest.raises(SystemExit) as refused:
            main(["report", "--format", "xml"])
        error = capsys.readouterr().err
        with pytest.raises(SystemExit):
            main(["report", "--help"])
        help_text = capsys.readouterr().out
    finally:
        set_user_language("en")
    assert refused.value.code == 2
    # The prefix every command's error has, then argparse's words in French.
    assert "leaguemgr report: error: argument --format : choix invalide : 'xml'" in error
    assert help_text.startswith("utilisation : leaguemgr report")
    assert "  -h, --help            afficher cette aide et quitter" in help_text

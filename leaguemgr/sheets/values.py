"""What a cell holds, read as what its column means: points, money, a count, a date.

Organizers type "41 points", "41 pts", "$280", "1,200" or "€ 12,50"; a workbook may hold
the number itself. Each reader returns ``None`` for an empty cell and raises
:class:`CellError` (the caller names the cell) for anything else it cannot read.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from leaguemgr.language.texts import _
from leaguemgr.sheets.reading import Cell

_POINTS_WORDS = re.compile(r"\s*(points?|pts?\.?|p)\s*$", re.IGNORECASE)
_MONEY_SIGNS = re.compile(r"[$€£¥₹]|kr\.?|sek|nok|dkk|eur|usd|gbp", re.IGNORECASE)
_DATE_FORMATS = (
    (re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$"), ("y", "m", "d")),
    (re.compile(r"^(\d{4})/(\d{1,2})/(\d{1,2})$"), ("y", "m", "d")),
    (re.compile(r"^(\d{1,2})\.(\d{1,2})\.(\d{4})$"), ("d", "m", "y")),
)
# 22/10/2025 or 10/22/2025 (or with dashes, or a two-digit year): which part is the day is
# the sheet's order, one for the whole sheet (SPEC 8), so these are read apart.
_SLASH_DATE = re.compile(r"^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})$")


class CellError(ValueError):
    """A cell that does not hold what its column means; the message quotes the cell."""


# What organizers type for "not there": the same as a blank cell.
_ABSENT = {"", "-", "--", "–", "—", "dnp", "n/a", "na", "absent", "did not play", "no show"}


def is_blank(value: Cell) -> bool:
    """An empty cell, or one that says "not there" ("-", "DNP", "n/a")."""
    return value is None or (isinstance(value, str) and value.strip().casefold() in _ABSENT)


def points(value: Cell) -> float | None:
    """``41``, ``41.5``, ``"41 points"``, ``"41 pts"``."""
    if is_blank(value):
        return None
    if isinstance(value, bool):
        raise CellError(_("{value} is not a number of points").format(value=_quoted(value)))
    if isinstance(value, (int, float)):
        return float(value)
    text = _POINTS_WORDS.sub("", str(value))
    number = _decimal(text)
    if number is None:
        raise CellError(_("{value} is not a number of points").format(value=_quoted(value)))
    return float(number)


def money(value: Cell) -> Decimal | None:
    """``280``, ``"$280"``, ``"$1,200.00"``, ``"280 kr"``, ``"-$20"``."""
    if is_blank(value):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return Decimal(value)
    if isinstance(value, float):
        exact = Decimal(repr(value))
        cents = exact.quantize(Decimal("0.01"))
        return exact if exact == cents else cents
    text = _MONEY_SIGNS.sub("", str(value)).strip()
    negative = text.startswith("(") and text.endswith(")")  # accountants' negative
    number = _decimal(text.strip("()").replace(" ", ""))
    if number is None:
        raise CellError(_("{value} is not an amount of money").format(value=_quoted(value)))
    return -number if negative else number


def count(value: Cell, refused: str) -> int | None:
    """A whole number (of rebuys, a place); ``"3rd"`` is 3. ``refused`` is the message for
    a cell that holds none, ``{value}`` its place for the cell."""
    if is_blank(value):
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if float(value).is_integer() and value >= 0:
            return int(value)
    elif isinstance(value, str):
        text = re.sub(r"(?<=\d)(st|nd|rd|th)\.?$", "", value.strip(), flags=re.IGNORECASE)
        text = text.rstrip(".").lstrip("#").strip()
        if text.isdigit():
            return int(text)
        tied = re.fullmatch(r"t-?(\d+)", text, re.IGNORECASE)  # "T3": tied for third
        if tied:
            return int(tied.group(1))
    raise CellError(refused.format(value=_quoted(value)))


def knockouts(value: Cell) -> float | None:
    """A number of knockouts: whole, or half ones where a bust was shared."""
    if is_blank(value):
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0:
        return float(value)
    number = _decimal(str(value))
    if number is None or number < 0:
        raise CellError(_("{value} is not a number of knockouts").format(value=_quoted(value)))
    return float(number)


def knockouts_or_money(value: Cell) -> float | Decimal | None:
    """A KO cell: a number of knockouts ("3", 1.5), or the bounty money won when written
    as money ("$15", "15 kr"): SPEC 9, a KO column holds a count or money."""
    if isinstance(value, str) and _MONEY_SIGNS.search(value):
        won = money(value)
        if won is not None and won < 0:
            raise CellError(
                _("{value} is not an amount of bounties won").format(value=_quoted(value))
            )
        return won
    return knockouts(value)


def as_date(value: Cell, day_first: bool = False) -> str | None:
    """An ISO date (``2024-01-15``) if the cell holds one, else ``None`` (never raises).
    A slashed date is read day first (22/10/2025) or month first (10/22/2025) as told."""
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if not isinstance(value, str):
        return None
    text = value.strip()
    slashed = _SLASH_DATE.match(text)
    if slashed:
        first, _, second, year = slashed.groups()
        day, month = (int(first), int(second)) if day_first else (int(second), int(first))
        full_year = int(year) if len(year) == 4 else 2000 + int(year)
        try:
            return date(full_year, month, day).isoformat()
        except ValueError:
            return None
    for pattern, order in _DATE_FORMATS:
        found = pattern.match(text)
        if found:
            parts = dict(zip(order, map(int, found.groups()), strict=True))
            try:
                return date(parts["y"], parts["m"], parts["d"]).isoformat()
            except ValueError:
                return None
    return None


def looks_like_date(value: Cell) -> bool:
    """A cell written as a date, read or not in either order: ``31/02/2026`` looks like
    one, so a night headed so is named when it cannot be read, never skipped."""
    if isinstance(value, (datetime, date)):
        return True
    if not isinstance(value, str):
        return False
    text = value.strip()
    return bool(_SLASH_DATE.match(text) or any(p.match(text) for p, _ in _DATE_FORMATS))


def date_order(value: Cell) -> bool | None:
    """True where a slashed date can only be read day first (22/10/2025), False where
    only month first (10/22/2025), ``None`` where either would do or it is no such date."""
    found = _SLASH_DATE.match(value.strip()) if isinstance(value, str) else None
    if found is None:
        return None
    first, second = int(found.group(1)), int(found.group(3))
    if first > 12 >= second:
        return True
    if second > 12 >= first:
        return False
    return None


def text_of(value: Cell) -> str:
    """The cell as the organizer sees it."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() else str(value)
    return str(value)


def _decimal(text: str) -> Decimal | None:
    text = text.strip().replace("\u00a0", "").replace(" ", "")
    if not text:
        return None
    # "1,200.50" and "1.200,50" and "12,5": the last separator is the decimal one when
    # it is followed by one or two digits.
    if "," in text and "." in text:
        if text.rfind(",") > text.rfind("."):
            text = text.replace(".", "").replace(",", ".")
        else:
            text = text.replace(",", "")
    elif "," in text:
        head, _, tail = text.rpartition(",")
        text = f"{head.replace(',', '')}.{tail}" if len(tail) in (1, 2) else text.replace(",", "")
    if not re.fullmatch(r"[+-]?(\d+(\.\d*)?|\.\d+)", text):
        return None
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def _quoted(value: Cell) -> str:
    return repr(text_of(value))


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_FIRST = re.compile(r"^([a-z]{3})[a-z]*\.?\s*(\d{1,2})(?:st|nd|rd|th)?$", re.IGNORECASE)
_DAY_FIRST = re.compile(r"^(\d{1,2})\.?\s*([a-z]{3})[a-z]*\.?$", re.IGNORECASE)
_MONTH_SLASH_DAY = re.compile(r"^(\d{1,2})/(\d{1,2})$")
_YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")


def year_in(texts: list[str]) -> int | None:
    """The first year (1950-2099) written in ``texts``: a title, a sheet's or file's name."""
    for text in texts:
        found = _YEAR.search(text)
        if found:
            return int(found.group(1))
    return None


def month_day(value: Cell) -> tuple[int, int] | None:
    """(month, day) of a header without a year: "Jan 7", "7 Jan", "1/7" (US order)."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    for pattern, month_group, day_group in (
        (_MONTH_FIRST, 1, 2),
        (_DAY_FIRST, 2, 1),
        (_MONTH_SLASH_DAY, 1, 2),
    ):
        found = pattern.match(text)
        if not found:
            continue
        month_text, day = found.group(month_group), int(found.group(day_group))
        month = int(month_text) if month_text.isdigit() else None
        if month is None and month_text.casefold() in _MONTHS:
            month = _MONTHS.index(month_text.casefold()) + 1
        if month is not None and 1 <= month <= 12 and 1 <= day <= 31:
            return month, day
    return None

"""What the pseudo-language tests look for (SPEC 12): words that did not go through a
translation layer, and texts a 40% longer language cuts off.

A text is fine when every word in it is inside a pseudo-translated part (``⟦…⟧``), or is
the league's own data (``data``: names of players, seasons, events, venues), or is what the
locale writes (digits, money, punctuation, the days' and months' names of Babel's CLDR).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from babel import Locale

from leaguemgr.language.pseudo import unmarked

_WORD = re.compile(r"[^\W\d_]{2,}")
_CLDR = Locale.parse("en_US")
LOCALE_WORDS = frozenset(
    word.lower()
    for names in (
        _CLDR.days["format"]["wide"],
        _CLDR.days["format"]["abbreviated"],
        _CLDR.months["format"]["wide"],
        _CLDR.months["format"]["abbreviated"],
    )
    for word in names.values()
) | {"am", "pm", "leaguemgr", "eur", "usd", "gbp"}


def stray_words(text: str, data: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside its translated parts and not the league's data."""
    rest = unmarked(text)
    for datum in sorted(data, key=len, reverse=True):
        if datum:
            rest = rest.replace(datum, " ")
    return [w for w in _WORD.findall(rest) if w.lower() not in LOCALE_WORDS]


def widget_texts(root) -> Iterator[tuple[str, str]]:
    """(where, text) of every text a person can see in ``root`` and its children: labels,
    buttons, group boxes, tabs, headers, menus, window titles, placeholders, tool tips."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListView,
        QMenu,
        QTabBar,
        QWidget,
    )

    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(root) and widget is not root and not isinstance(widget, QMenu):
            continue
        name = f"{type(widget).__name__}({widget.objectName()})"
        if widget.isWindow() and widget.windowTitle():
            yield name + " title", widget.windowTitle()
        if widget.toolTip():
            yield name + " tool tip", widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QLineEdit):
            yield name + " placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for row in range(widget.count()):
                yield f"{name} item {row}", widget.itemText(row)
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                yield f"{name} tab {index}", widget.tabText(index)
        elif isinstance(widget, QMenu):
            yield name, widget.title()
            for action in widget.actions():
                yield f"{name} action", action.text()
                yield (
                    f"{name} action tip",
                    action.toolTip()
                    if action.toolTip() != (action.text().replace("&", ""))
                    else "",
                )
        # A list has no column headers (and a QListWidget's model hides its column count).
        if (
            isinstance(widget, QAbstractItemView)
            and not isinstance(widget, QListView)
            and widget.model() is not None
        ):
            model = widget.model()
            for section in range(model.columnCount()):
                yield (
                    f"{name} header {section}",
                    str(model.headerData(section, Qt.Orientation.Horizontal) or ""),
                )


def untranslated(root, data: Iterable[str] = ()) -> list[tuple[str, str, list[str]]]:
    """(where, text, stray words) for every text of ``root`` not wholly translated."""
    data = tuple(data)
    found = []
    for where, text in widget_texts(root):
        words = stray_words(text, data)
        if words:
            found.append((where, text, words))
    return found


def cut_off(root) -> list[tuple[str, str, int, int]]:
    """(where, text, width it has, width it needs) of every one-line label and button of
    ``root`` narrower than its text: what a longer language would lose."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
            needed = widget.minimumSizeHint().width()
        elif isinstance(widget, QAbstractButton) and widget.text():
            needed = widget.sizeHint().width()
        else:
            continue
        if widget.width() < needed:
            found.append((type(widget).__name__, widget.text(), widget.width(), needed))
    return found

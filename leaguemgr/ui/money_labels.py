"""Labels that name the league's money: "Buy-in (€)" in a euro league, never a literal "$".

A label is written as a template with :data:`MONEY` where the currency's symbol goes
("&Buy-in ({money})"). The widget keeps its templates (dynamic properties), so a screen or
dialog built before it knows its league, or whose league changes currency (File ▸ League
Settings), calls :func:`follow_currency` once on itself and every marked text under it is
written again. Table models that name money in their headers follow through
:class:`NamesMoney`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QAbstractProxyModel, QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from leaguemgr.domain.league_formats import currency_symbol

MONEY = "{money}"
"""Where the league's currency symbol goes in a label's template."""

DEFAULT_CURRENCY = "USD"  # a widget not (yet) under a screen that knows its league

_CURRENCY = "league_currency"  # the property of a root that follow_currency wrote
_PREFIX = "money_template_"  # the properties holding a widget's templates, by part
# What an amount holds besides its currency's symbol: digits, signs, separators and spaces
# (Babel writes "0,00\u00a0€" in a German league).


def currency_label(currency: str) -> str:
    """The symbol a label names the league's money by: "$" (USD), "€" (EUR), "CHF": the
    one formatter's, so a label names the money the figures beside it show."""
    return currency_symbol(currency)


def with_money(template: str, currency: str) -> str:
    """``"Buy-in ({money})"`` in a euro league: ``"Buy-in (€)"``."""
    return template.replace(MONEY, currency_label(currency))


@runtime_checkable
class NamesMoney(Protocol):
    """A widget whose texts say amounts (a preview), or a table model whose headers name
    the league's money: told when the currency is known or changes."""

    def set_currency(self, currency: str) -> None: ...


def _setters(widget: QWidget) -> dict[str, Callable[[str], None]]:
    setters: dict[str, Callable[[str], None]] = {"tool_tip": widget.setToolTip}
    if isinstance(widget, QLabel | QAbstractButton):
        setters["text"] = widget.setText
    if isinstance(widget, QGroupBox):
        setters["text"] = widget.setTitle
    if isinstance(widget, QLineEdit):
        setters["placeholder"] = widget.setPlaceholderText
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        setters["prefix"] = widget.setPrefix
        setters["suffix"] = widget.setSuffix
    return setters


def name_money(
    widget: QWidget,
    *,
    text: str | None = None,
    tool_tip: str | None = None,
    placeholder: str | None = None,
    prefix: str | None = None,
    suffix: str | None = None,
    items: Sequence[str] | None = None,
) -> QWidget:
    """Keep ``widget``'s templates and write them in the currency shown where it sits.

    ``items``: the templates of a combo box's first items ("{money}1", "{money}5").
    """
    given = {
        "text": text,
        "tool_tip": tool_tip,
        "placeholder": placeholder,
        "prefix": prefix,
        "suffix": suffix,
    }
    for part, template in given.items():
        if template is not None:
            widget.setProperty(_PREFIX + part, template)
    if items is not None:
        widget.setProperty(_PREFIX + "items", list(items))
    _write(widget, shown_currency(widget))
    return widget


def add_money_row(form: QFormLayout, template: str, field: QWidget) -> QLabel:
    """``form.addRow(template, field)`` with a label that names the league's money; the
    label stays the field's buddy, so its mnemonic still reaches the field."""
    form.addRow(template, field)
    label = form.labelForField(field)
    assert isinstance(label, QLabel)
    name_money(label, text=template)
    return label


def shown_currency(widget: QObject | None) -> str:
    """The currency of the screen or dialog ``widget`` is under (USD until one is known)."""
    while widget is not None:
        currency = widget.property(_CURRENCY)
        if currency:
            return str(currency)
        widget = widget.parent()
    return DEFAULT_CURRENCY


def follow_currency(root: QWidget, currency: str) -> None:
    """Write every money label under ``root`` (and its tables' headers) in ``currency``."""
    # What says amounts was written in the currency shown until now: told only if it changed
    # (a dollar league's Season setup does not work out its sample nights twice).
    changed = shown_currency(root) != currency
    root.setProperty(_CURRENCY, currency)
    for widget in (root, *root.findChildren(QWidget)):
        _write(widget, currency)
        if not changed:
            continue
        if isinstance(widget, NamesMoney):
            widget.set_currency(currency)
        if isinstance(widget, QAbstractItemView):
            model = widget.model()
            while isinstance(model, QAbstractProxyModel):
                model = model.sourceModel()
            if isinstance(model, NamesMoney):
                model.set_currency(currency)


def _write(widget: QWidget, currency: str) -> None:
    for part, setter in _setters(widget).items():
        template = widget.property(_PREFIX + part)
        if template is not None:
            setter(with_money(str(template), currency))
    items = widget.property(_PREFIX + "items")
    if items is not None and isinstance(widget, QComboBox):
        for index, template in enumerate(items):
            if index < widget.count():
                widget.setItemText(index, with_money(str(template), currency))

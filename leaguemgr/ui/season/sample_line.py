"""A sample night in one line under a step of New season: what the rules typed so far pay."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.records import SeasonRules
from leaguemgr.domain.sample_night import SampleNight, sample_night
from leaguemgr.ui.form_fields import league_locale_of
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import shown_currency
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.season.payout_table_editor import ordinal

SAMPLE_FIELD = 14


class SampleLine(QWidget):
    """ "A night of 14 players: gross …, set aside …, pool …; pays 1st …" for the rules."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("SampleLine", "Sample night of")))
        self.field = QSpinBox()
        self.field.setRange(2, 200)
        self.field.setValue(SAMPLE_FIELD)
        self.field.setSuffix(translate("SampleLine", " players"))
        layout.addWidget(self.field)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text, 1)
        self._rules: SeasonRules | None = None
        self.field.valueChanged.connect(self._show)

    def show_night(self, rules: SeasonRules) -> None:
        self._rules = rules
        self._show()

    def _show(self) -> None:
        if self._rules is None:
            return
        try:
            night = sample_night(self._rules, self.field.value())
        except (FormulaError, ValueError, ArithmeticError, TypeError) as exc:
            self.text.setText(translate("SampleLine", "no sample: {problem}").format(problem=exc))
            return
        self.text.setText(sample_text(night, shown_currency(self), league_locale_of(self)))

    def set_currency(self, _currency: str) -> None:
        """The league's money changed: the sample night is said in the new one."""
        self._show()


def sample_text(night: SampleNight, currency: str = "USD", locale: str | None = None) -> str:
    """The night's money in a sentence: gross, each set-aside, the pool and the prizes."""

    def money(amount: Decimal) -> str:
        return money_text(amount, currency, locale)

    parts = [translate("SampleLine", "gross {amount}").format(amount=money(night.gross))]
    if night.knockouts:
        parts.append(
            translate("SampleLine", "{amount} in knockout bounties").format(
                amount=money(night.knockouts)
            )
        )
    parts += [
        translate("SampleLine", "{amount} to {fund}").format(amount=money(amount), fund=fund)
        for fund, amount in night.set_asides
    ]
    paid = [p for p in night.places if p.prize]
    prizes = ", ".join(f"{ordinal(p.place)} {money(p.prize)}" for p in paid)
    pool = money(night.pool)
    if not prizes:
        return (
            "; ".join(parts)
            + "; "
            + translate("SampleLine", "pool {pool}, paid to nobody").format(pool=pool)
        )
    return (
        "; ".join(parts)
        + "; "
        + translate("SampleLine", "pool {pool}, paid {prizes}").format(pool=pool, prizes=prizes)
    )

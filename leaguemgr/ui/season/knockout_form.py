"""Season editor section: knockout bounties (SPEC 9), none by default, with what a night of
the previewed size would put in the pool once the bounties are taken first."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.records import Entry, EventTerms, KnockoutKind, KnockoutRules, SeasonRules
from leaguemgr.ui.form_fields import MoneyEdit, league_locale_of, with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import add_money_row, shown_currency
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.season.rules_section import RulesSection, read_money

NONE = ""
KIND_LABELS = {
    NONE: QT_TRANSLATE_NOOP("KnockoutForm", "None"),
    KnockoutKind.FIXED.value: QT_TRANSLATE_NOOP(
        "KnockoutForm", "Fixed: the hitman takes the whole bounty"
    ),
    KnockoutKind.PROGRESSIVE.value: QT_TRANSLATE_NOOP(
        "KnockoutForm", "Progressive: part paid, the rest onto the hitman's head"
    ),
}
DEFAULT_SHARE = Decimal(50)


class KnockoutForm(RulesSection):
    """No knockout bounties, or a fixed or progressive bounty of an amount on every head."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("KnockoutForm", "Knockout bounty"), parent)
        self.setToolTip(
            translate(
                "KnockoutForm",
                "Every buy-in and rebuy buys a bounty on the player's head, paid to whoever "
                "knocks them out; the bounties are taken from the gross before the set-asides",
            )
        )
        self.form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.setObjectName("knockout_kind")
        for kind, label in KIND_LABELS.items():
            self.kind.addItem(translate("KnockoutForm", label), kind)
        self.form.addRow(
            translate("KnockoutForm", "Knockouts"), self.kind
        )  # Alt+K is the welcome's key
        self.amount = MoneyEdit()
        self.amount.setObjectName("knockout_amount")
        self.amount_row, problem = with_problem_label(self.amount)
        add_money_row(
            self.form, translate("KnockoutForm", "Bounty per head ({money})"), self.amount_row
        )
        self.marks.add(("knockout", "amount"), self.amount, problem)
        self.share = MoneyEdit()
        self.share.setObjectName("knockout_share")
        self.share_row, problem = with_problem_label(self.share)
        self.form.addRow(translate("KnockoutForm", "Paid at once (%)"), self.share_row)
        self.marks.add(("knockout", "share"), self.share, problem)
        self.preview = QLabel()
        self.preview.setObjectName("knockout_preview")
        self.preview.setWordWrap(True)
        self.form.addRow(self.preview)

        self._previewed: tuple[SeasonRules | None, int] = (None, 0)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.amount.edited.connect(self.changed)
        self.share.edited.connect(self.changed)
        self._show_kind()

    def load(self, rules: SeasonRules) -> None:
        rule = rules.knockout
        self.kind.setCurrentIndex(self.kind.findData(rule.kind.value if rule else NONE))
        self.amount.set_value(rule.amount if rule else None)
        self.share.set_value(rule.share if rule else DEFAULT_SHARE)
        self._show_kind()

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        kind = self.kind.currentData()
        if kind == NONE:
            return {"knockout": None}
        amount = read_money(self.amount, ("knockout", "amount"), problems)
        share = DEFAULT_SHARE
        if kind == KnockoutKind.PROGRESSIVE.value:
            share = read_money(self.share, ("knockout", "share"), problems)
        return {"knockout": KnockoutRules(KnockoutKind(kind), amount, share)}

    def show_preview(self, rules: SeasonRules | None, entries: int) -> None:
        """What ``entries`` buy-ins (no rebuys) pay in bounties and leave in the pool."""
        self._previewed = (rules, entries)
        if rules is None or rules.knockout is None:
            self.preview.setText("")
            return
        terms = EventTerms(rules.buyin, rules.rebuy_cost, rules.addon_cost, rules.max_rebuys)
        field = [Entry(player=f"preview{number}") for number in range(entries)]
        money = compute_event_money(
            field, terms, False, rules.set_asides, rules.bounty, knockout=rules.knockout
        )
        currency, locale = shown_currency(self), league_locale_of(self)
        self.preview.setText(
            (
                translate(
                    "KnockoutForm",
                    "1 entry at {buyin}: {bounties} in bounties first, a pool of {pool}",
                )
                if entries == 1
                else translate(
                    "KnockoutForm",
                    "{count} entries at {buyin}: {bounties} in bounties first, a pool of {pool}",
                )
            ).format(
                count=entries,
                buyin=money_text(rules.buyin, currency, locale),
                bounties=money_text(money.knockouts, currency, locale),
                pool=money_text(money.pool, currency, locale),
            )
        )

    def set_currency(self, _currency: str) -> None:
        """The league's money changed: the preview says it in the new one."""
        self.show_preview(*self._previewed)

    def _kind_changed(self) -> None:
        self._show_kind()
        self.changed()

    def _show_kind(self) -> None:
        kind = self.kind.currentData()
        self.form.setRowVisible(self.amount_row, kind != NONE)
        self.form.setRowVisible(self.share_row, kind == KnockoutKind.PROGRESSIVE.value)
        self.preview.setVisible(kind != NONE)

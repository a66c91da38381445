"""The live panel: players left, pool and payouts, bounty target, rebuys and add-ons taken,
moves to make, who owes, who is absent (and what is due for them), tonight's dealers, the
level (Prev/Next) with the rebuy period, and a banner while the tables play hand for hand."""

from __future__ import annotations

from decimal import Decimal
from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.night.facts import Bounty, bounty_text, prizes_now, rebuys_open
from leaguemgr.domain.night.state import NightState
from leaguemgr.domain.records import KnockoutKind, KnockoutRules
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.busts_model import ordinal
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.steady_text import SteadyText


def _value() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    # Its text's width never moves the screen (a relayout repaints all of it).
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class LivePanel(QGroupBox):
    """What the director glances at between hands; filled from the night's status."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("LivePanel", "The night"), parent)
        self.locale: str | None = None  # the league's, for its money (set by the screen)
        self.left = _value()
        self.left.setObjectName("players_left")
        # One short line ("14 of 20 entries"): wrapped, its bold figure made the layout
        # measure the text again after every bust and the panel repaint a second time.
        self.left.setWordWrap(False)
        self.left.setTextFormat(Qt.TextFormat.PlainText)
        # Not selectable: a selectable label lays its text out when it paints after a
        # change, and asks for a second paint (in its line, nothing lays it out before).
        self.left.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        bold = self.left.font()
        bold.setBold(True)
        self.left.setFont(bold)
        self.pool = _value()
        self.payouts = _value()
        self.bounty = _value()
        self.moves = _value()
        self.moves.setObjectName("moves")
        self._moves_room = SteadyText(self.moves, lines=3)
        self._moves_measured: tuple[str, int] | None = None  # the text and width measured
        self._keep_moves_room(reset=True)
        self.owing = _value()
        self.owing.setObjectName("owing")
        self.level = QLabel()
        self.level.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.level.setObjectName("level")
        self.rebuys = _value()
        self.rebuys.setObjectName("rebuys")
        self.absent = _value()
        self.absent.setObjectName("absent")
        self.dealers = _value()
        self.dealers.setObjectName("dealers")
        self.hand_for_hand = QLabel(translate("LivePanel", "HAND FOR HAND"))
        self.hand_for_hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_for_hand.setObjectName("hand_for_hand")
        self.hand_for_hand.setToolTip(
            translate("LivePanel", "Every table plays one hand at a time (Ctrl+H: off)")
        )
        self.hand_for_hand.setStyleSheet(
            "QLabel { background: #b00020; color: white; font-weight: bold; padding: 2px 8px; }"
        )
        self.hand_for_hand.hide()
        self.prev_button = QPushButton(translate("LivePanel", "◀ Prev"))
        self.prev_button.setToolTip(translate("LivePanel", "Back one level (Ctrl+Left)"))
        self.next_button = QPushButton(translate("LivePanel", "Next ▶"))
        self.next_button.setToolTip(translate("LivePanel", "Next level (Ctrl+Right)"))
        for button in (self.prev_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay in the name fields
        level_row = QHBoxLayout()
        level_row.addWidget(self.level, 1)
        level_row.addWidget(self.prev_button)
        level_row.addWidget(self.next_button)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(
            translate("LivePanel", "Players left:"), SteadyText(self.left)
        )  # a new figure lays out nothing
        form.addRow(translate("LivePanel", "Prize pool:"), self.pool)
        form.addRow(translate("LivePanel", "Payouts:"), self.payouts)
        form.addRow(translate("LivePanel", "Bounty on:"), self.bounty)
        form.addRow(translate("LivePanel", "Rebuys:"), self.rebuys)
        form.addRow(translate("LivePanel", "Moves to make:"), self._moves_room)
        form.addRow(translate("LivePanel", "Still owes:"), self.owing)
        form.addRow(translate("LivePanel", "Absent:"), self.absent)
        form.addRow(translate("LivePanel", "Dealers:"), self.dealers)
        column = QVBoxLayout(self)
        column.addWidget(self.hand_for_hand)
        column.addLayout(level_row)
        column.addLayout(form)
        column.addStretch(1)

    def show_night(
        self,
        night: NightState | None,
        status: dict[str, Any] | None,
        names: Names,
        currency: str,
        bounty: Bounty | None,
        knockout: KnockoutRules | None = None,
    ) -> None:
        if night is None or status is None:
            for label in (
                self.left,
                self.pool,
                self.payouts,
                self.moves,
                self.owing,
                self.rebuys,
                self.absent,
                self.dealers,
            ):
                label.setText("—")
            self._keep_moves_room(reset=True)
            self.level.setText(translate("LivePanel", "No night running"))
            self.hand_for_hand.hide()
            self.bounty.setText(bounty_text(bounty, names.by_id) or "—")
            return
        entries = len(night.arrivals)
        self.level.setText(
            "<b>{}</b>".format(translate("LivePanel", "Level {level}").format(level=night.level))
        )
        self.left.setText(
            translate("LivePanel", "{left} of {entries} entries").format(
                left=len(night.remaining), entries=entries
            )
        )
        self.pool.setText(money_text(Decimal(status["pool"]), currency, self.locale))
        prizes = prizes_now([Decimal(p["amount"]) for p in status["payouts"]], night.deal)
        shown = ", ".join(
            translate("LivePanel", "{who} {amount}").format(
                who=names.name(p.player) if p.player else ordinal(p.place),
                amount=money_text(p.amount, currency, self.locale),
            )
            for p in prizes
        )
        if night.deal and shown:
            shown = translate("LivePanel", "deal: {payouts}").format(payouts=shown)
        self.payouts.setText(shown or "—")
        self.bounty.setText(
            bounties_text(bounty_text(bounty, names.by_id), knockout, currency, self.locale)
        )
        self.moves.setText(moves_text(night, names))
        self._keep_moves_room()
        unpaid = [a.player for a in night.arrivals if not a.paid]
        self.owing.setText(names.names(unpaid) or translate("LivePanel", "nobody"))
        taken = sum(night.rebuys.values())
        until = night.rules.rebuy_until_level
        if not rebuys_open(night):
            period = translate("LivePanel", "period closed")
        elif until is not None:
            period = translate("LivePanel", "period open to the end of level {level}").format(
                level=until
            )
        else:
            period = translate("LivePanel", "period open")
        # The add-ons share the rebuys' line: a line of their own made the Night screen
        # too tall for a 1024x600 window. Two texts side by side, not one in the other: a
        # translated text inside another reads as untranslated to the pseudo checks.
        taken_text = (
            translate("LivePanel", "1 taken{addons}")
            if taken == 1
            else translate("LivePanel", "{taken} taken{addons}")
        ).format(taken=taken, addons=addons_text(night))
        self.rebuys.setText(f"{taken_text}; {period}")
        self.absent.setText(absent_text(status.get("absent", []), names))
        self.dealers.setText(
            ", ".join(
                translate("LivePanel", "{player} ({game})").format(
                    player=names.name(d["player"]),
                    game=translate("LivePanel", GAMES.get(d["game"], d["game"])),
                )
                for d in status.get("dealers", [])
            )
            or translate("LivePanel", "none")
        )
        on = bool(status.get("hand_for_hand"))
        if on != self.hand_for_hand.isVisibleTo(self):
            self.hand_for_hand.setVisible(on)

    def _keep_moves_room(self, *, reset: bool = False) -> None:
        """The moves line has the room of three lines from the start of a night, and keeps
        the room of the longest moves it showed since: a table broken up lists up to four,
        and a panel that grew for them and shrank after laid out and repainted the finishes
        below it on both busts (the slowest of a night). It grows at most once or twice a
        night, and never shrinks until the next."""
        label, room = self.moves, self._moves_room
        if reset:
            room.make_room(3 * label.fontMetrics().lineSpacing() + 2 * label.margin())
            self._moves_measured = None
            return
        measured = (label.text(), label.width())
        if measured == self._moves_measured or label.width() <= 0:
            return  # measured already (laying the text out costs more than the rest)
        self._moves_measured = measured
        needed = label.heightForWidth(label.width())
        if needed > room.room():
            room.make_room(needed)


def bounties_text(
    target: str, knockout: KnockoutRules | None, currency: str, locale: str | None = None
) -> str:
    """ "Bounty on:" the previous winner, and every head when the night pays knockout
    bounties (SPEC 9): a league with only knockouts never reads "none" beside them."""
    if knockout is None:
        return target or translate("LivePanel", "none")
    how = translate("LivePanel", "fixed")
    if knockout.kind is KnockoutKind.PROGRESSIVE:
        how = translate("LivePanel", "progressive: {share}% paid at once").format(
            share=f"{knockout.share:g}"
        )
    heads = translate("LivePanel", "every head, {amount} ({how})").format(
        amount=money_text(knockout.amount, currency, locale), how=how
    )
    return f"{target}; {heads}" if target else heads


def addons_text(night: NightState) -> str:
    """The add-ons taken tonight after the rebuys: ", 1 add-on", ", 3 add-ons" ("" on a
    night that sells none)."""
    if night.rules.max_addons == 0:
        return ""
    count = sum(night.addons.values())
    if count == 1:  # two texts, not a plural: lupdate finds no plural in Python's source
        return translate("LivePanel", ", 1 add-on")
    return translate("LivePanel", ", {count} add-ons").format(count=count)


DUE_TEXT = {
    "remove": QT_TRANSLATE_NOOP("LivePanel", "chips off due (Ctrl+Shift+X)"),
    "forfeit": QT_TRANSLATE_NOOP("LivePanel", "forfeit due (Ctrl+Shift+X)"),
}
GAMES = {
    "full": QT_TRANSLATE_NOOP("LivePanel", "full"),
    "half": QT_TRANSLATE_NOOP("LivePanel", "half"),
}


def absent_text(absent: list[dict[str, Any]], names: Names) -> str:
    """Each absent player, how long away, and what is due now (the status says)."""
    if not absent:
        return translate("LivePanel", "nobody")
    parts = []
    for item in absent:
        notes = [] if item["paid"] else [translate("LivePanel", "unpaid")]
        notes.append(
            translate("LivePanel", "left")
            if item["came"]
            else translate("LivePanel", "not here yet")
        )
        if item.get("minutes") is not None:
            notes.append(translate("LivePanel", "{minutes} min").format(minutes=item["minutes"]))
        if item.get("due") in DUE_TEXT:
            notes.append("<b>{}</b>".format(translate("LivePanel", DUE_TEXT[item["due"]])))
        parts.append(f"{escape(names.name(item['player']))} ({', '.join(notes)})")
    return "; ".join(parts)


def moves_text(night: NightState, names: Names) -> str:
    """The seats the last action gave out other than a draw: who goes from where to where."""
    moves = [m for m in night.last_moves if m.origin != m.to]
    if not moves or not night.drawn:
        return translate("LivePanel", "none")
    if len(moves) > MOST_MOVES_LISTED and all(m.origin is None for m in moves):
        return translate("LivePanel", "the draw: everyone to the seat listed under Seating")
    if len(moves) > MOST_MOVES_LISTED:
        return translate(
            "LivePanel", "redraw: {count} players take the new seats listed under Seating"
        ).format(count=len(moves))
    return "; ".join(
        translate(
            "LivePanel", "{player}: table {table} seat {seat} → table {to_table} seat {to_seat}"
        ).format(
            player=names.name(m.player),
            table=m.origin[0],
            seat=m.origin[1],
            to_table=m.to[0],
            to_seat=m.to[1],
        )
        if m.origin is not None
        else translate("LivePanel", "{player} sits at table {table} seat {seat}").format(
            player=names.name(m.player), table=m.to[0], seat=m.to[1]
        )
        for m in moves
    )


MOST_MOVES_LISTED = 4

"""The seats as the Night screen lists them: figures to the right on every night (with or
without cards and heads), and the tables banded one in two."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from leaguemgr.domain.night.setup import AZ_STYLE, FNC_STYLE
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.seats_model import SeatColumn, SeatsModel
from tests.domain.test_night_seating import PLAYERS, seated_night

RIGHT = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value


@pytest.mark.parametrize(
    ("rules", "heads"),
    [(FNC_STYLE, None), (AZ_STYLE, None), (FNC_STYLE, {p: "$10.00" for p in PLAYERS})],
    ids=["no cards, no heads", "cards", "heads"],
)
def test_the_table_and_seat_numbers_are_aligned_right_on_every_night(rules, heads) -> None:
    night, _actions, _rng = seated_night(rules, PLAYERS[:14], seed=3)
    model = SeatsModel()
    model.set_night(night, Names(()), heads)
    for column in (SeatColumn.TABLE, SeatColumn.SEAT):
        assert model.data(model.index(0, column), ALIGNMENT) == RIGHT
    assert model.data(model.index(0, SeatColumn.PLAYER), ALIGNMENT) is None
    if heads is not None:
        assert model.data(model.index(0, model.head_column()), ALIGNMENT) == RIGHT


def test_every_other_table_is_banded() -> None:
    night, _actions, _rng = seated_night(FNC_STYLE, PLAYERS[:25], seed=5)
    model = SeatsModel()
    model.set_night(night, Names(()))
    bands = {table: model.banded(row) for row, (table, *_rest) in enumerate(model.rows())}
    assert bands == {1: False, 2: True, 3: False}

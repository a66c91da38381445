"""How large a number a league file may hold."""

from __future__ import annotations

from decimal import Decimal

# Bounds far beyond any league, yet small enough that every count fits a database integer
# and every product of them (chips in play, entries times prices) stays exact.
MAX_EVENT_NUMBER = 100_000
MAX_REBUYS = 1000  # also add-ons and an event's rebuy limit
MAX_CHIPS = 10**9
MAX_SEATS = 10_000
MAX_MIN_EVENTS = 1000
MAX_FIELD = 10_000  # entries a payout table row can be for
MAX_FIELD_FINISH = 100_000
MAX_SMALLEST_CHIP = 10**6
MAX_BONUS_PERCENT = Decimal(1000)  # the rules allow bonus chips of up to ten times the chips

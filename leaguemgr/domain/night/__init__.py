"""A night as it is played (SPEC 4): arrivals, seats, busts, rebuys, the level.

The night is an ordered log of actions (:mod:`.actions`); its state is what replaying the
log gives (:mod:`.state`). Everything random (a draw, a late seat, a balancing move) is
decided when the action is recorded and kept in the action, so a replay is exact.
"""

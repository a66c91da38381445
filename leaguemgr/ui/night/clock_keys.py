"""The clock's keys, shared by the Night screen's clock and the window's Night menu.

A module of their own so that the main window can make its Night menu without importing
the clock, and with it the night service and the storage layer, before its first paint.
"""

MINUTE = 60
TOGGLE_KEY = "F5"
LESS_KEY = "Ctrl+-"
MORE_KEY = "Ctrl+="
PREV_KEY = "Ctrl+Left"
NEXT_KEY = "Ctrl+Right"

"""The Night screen (SPEC 4): running a night live, keyboard first, and its seating view."""

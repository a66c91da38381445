"""Season setup: the season editor, its rule sections, and the Season menu."""

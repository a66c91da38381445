"""The Players screen: the player list, one player's history, adding and merging players."""

"""Share ▸: the standings and night cards to the clipboard, a file, a chat or a folder."""

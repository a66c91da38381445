"""Reading The Tournament Director 3's ``.tdt`` files (``../shared/td3-format.md``).

Pure: no Qt, no database. :mod:`literal` reads the file's JavaScript literal without
evaluating it, :mod:`tournament` turns it into the records of one tournament,
:mod:`formula` evaluates TD3's points formulas in a sandbox of its own, :mod:`matching`
finds the league's player for each TD3 player.
"""

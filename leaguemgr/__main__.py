"""``python -m leaguemgr``: the same program as the ``leaguemgr`` command."""

from __future__ import annotations

import sys

from leaguemgr.launch import main

if __name__ == "__main__":
    sys.exit(main())

"""Peak memory of the running process, for the benchmark's measuring processes."""

from __future__ import annotations

import resource
from pathlib import Path


def peak_rss_mb() -> float:
    """The process's peak resident memory so far, in megabytes.

    Linux's ``VmHWM`` is this process image's own high-water mark; ``ru_maxrss`` would also
    count the parent's memory at the fork, which the runner's own size would inflate.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux

"""Write a file all at once: to a temporary file beside it, then rename over the target.

A crash, a full disk or an unwritable folder never leaves a half-written file behind. The
target is checked first (:func:`~leaguemgr.services.output_paths.check_output_path`): a
symbolic link is written through, a folder or a device is refused.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from leaguemgr.services.output_paths import ExportError, check_output_path

__all__ = ["ExportError", "atomic_output", "write_atomically", "write_bytes_atomically"]


@contextlib.contextmanager
def atomic_output(target: Path) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``target``, on failure it is removed.

    When ``target`` is a symbolic link, the file it names is replaced and the link stays.
    """
    target = Path(target)
    real = check_output_path(target)
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{real.name}.", suffix=".tmp", dir=real.parent
        )
    except OSError as exc:
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        # mkstemp makes the file private; an export is an ordinary file (a standings page may
        # be served by a web server), so it gets the permissions a plain open() would give.
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, real)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(exc, OSError) and not isinstance(exc, ExportError):
            raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
        raise


def write_atomically(target: Path, produce: Callable[[BinaryIO], None]) -> None:
    """Run ``produce`` on a temporary file and move the result to ``target``."""
    with atomic_output(target) as stream:
        produce(stream)


def write_bytes_atomically(target: Path, data: bytes) -> None:
    write_atomically(target, lambda stream: stream.write(data))


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current

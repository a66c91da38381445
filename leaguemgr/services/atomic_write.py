"""Write a file all at once: to a temporary file beside it, then rename over the target.

A crash, a full disk or an unwritable folder never leaves a half-written file behind. The
target is checked first (:func:`~leaguemgr.services.output_paths.check_output_path`): a
symbolic link is written through, a folder or a device is refused.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from leaguemgr.language.texts import _
from leaguemgr.services.output_paths import ExportError, check_output_path
from leaguemgr.storage.litter import fsync_folder, remove_stale_temporaries, temporary_path

__all__ = ["ExportError", "atomic_output", "write_atomically", "write_bytes_atomically"]


@contextlib.contextmanager
def atomic_output(target: Path) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``target``, on failure it is removed.

    When ``target`` is a symbolic link, the file it names is replaced and the link stays.
    """
    target = Path(target)
    real = check_output_path(target)
    # A temporary file named after this process: one left by a killed export is removed by
    # the next export into the same folder (or the next start, beside the league).
    remove_stale_temporaries(real.parent)
    temporary = temporary_path(real)
    try:
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as exc:
        raise ExportError(
            _("cannot write {target}: {reason}").format(target=target, reason=exc.strerror or exc)
        ) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, real)
        fsync_folder(real.parent)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(exc, OSError) and not isinstance(exc, ExportError):
            raise ExportError(
                _("cannot write {target}: {reason}").format(
                    target=target, reason=exc.strerror or exc
                )
            ) from None
        raise


def write_atomically(target: Path, produce: Callable[[BinaryIO], None]) -> None:
    """Run ``produce`` on a temporary file and move the result to ``target``."""
    with atomic_output(target) as stream:
        produce(stream)


def write_bytes_atomically(target: Path, data: bytes) -> None:
    write_atomically(target, lambda stream: stream.write(data))

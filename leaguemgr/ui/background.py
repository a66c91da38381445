"""Long work off the GUI thread, with a busy indicator, while the window keeps painting."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")

# Short jobs finish before the indicator would flash up and are never shown one.
SHOW_AFTER_MS = 400


def run_in_background(parent: QWidget, label: str, work: Callable[[], T]) -> T:
    """Run ``work`` on a worker thread and return its result (or raise its exception).

    The caller waits in a local event loop, so the window repaints and a busy dialog appears
    if the work takes long; input to the window is blocked by the dialog's modality. ``work``
    must not touch widgets or the league database (both belong to the GUI thread).
    """
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="leaguemgr-work") as pool:
        job = pool.submit(work)
        busy = QProgressDialog(label, "", 0, 0, parent)
        busy.setCancelButton(None)
        busy.setWindowModality(Qt.WindowModality.WindowModal)
        busy.setMinimumDuration(SHOW_AFTER_MS)
        loop = QEventLoop()
        poll = QTimer()
        poll.setInterval(20)
        poll.timeout.connect(lambda: loop.quit() if job.done() else None)
        poll.start()
        if not job.done():
            loop.exec()
        poll.stop()
        busy.reset()
        busy.deleteLater()
        return job.result()

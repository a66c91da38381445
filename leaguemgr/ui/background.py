"""Long work off the GUI thread, with a busy indicator, while the window keeps painting."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QProgressDialog, QWidget

T = TypeVar("T")

# Short jobs finish before the indicator would flash up and are never shown one.
SHOW_AFTER_MS = 400
# How often the GUI thread looks whether work started with start_in_background is done.
POLL_MS = 20


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


def start_in_background(
    parent: QObject, work: Callable[[], T], then: Callable[[Future[T]], None]
) -> None:
    """Run ``work`` on a worker thread and return at once: the window stays usable.

    ``then(future)`` is called on the GUI thread when the work is done (``future.result()``
    is its result or raises its exception); never if ``parent`` is deleted first. Since the
    window went on meanwhile, ``then`` must check that what the result was for is still
    there. ``work`` must not touch widgets or the league database (both belong to the GUI
    thread).
    """
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="leaguemgr-work")
    job = pool.submit(work)
    pool.shutdown(wait=False)  # the thread ends with the work
    # Polled from the GUI thread rather than signalled from the worker, so that the worker
    # never touches a Qt object, not even one that is being deleted.
    poll = QTimer(parent)
    poll.setInterval(POLL_MS)

    def check() -> None:
        if job.done():
            poll.stop()
            poll.deleteLater()
            then(job)

    poll.timeout.connect(check)
    poll.start()


def busy_note(text: str) -> QWidget:
    """A status-bar note: ``text`` beside a small busy bar; hidden until shown."""
    note = QWidget()
    layout = QHBoxLayout(note)
    layout.setContentsMargins(0, 0, 0, 0)
    bar = QProgressBar()
    bar.setRange(0, 0)  # busy: no amount of progress is known
    bar.setTextVisible(False)
    bar.setMaximumSize(80, 12)
    layout.addWidget(QLabel(text))
    layout.addWidget(bar)
    note.hide()
    return note

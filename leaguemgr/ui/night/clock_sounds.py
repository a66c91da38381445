"""The clock's sounds: two beeps when a period's last minute begins, a chime when it ends.

:class:`ClockSounds` watches the readings the ticker takes and asks its player for a sound
only when the clock ran into the moment between two reads a second apart: a clock read
again after a while off screen, moved by hand or paused is silent.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from leaguemgr.domain.clock.clock import ClockReading
from leaguemgr.ui.resources import resource_path

LAST_MINUTE = 60
GAP = 2
"""Seconds two reads may be apart and still count as the clock running on between them."""


class Sound(StrEnum):
    LAST_MINUTE = "level-warning"
    END = "level-end"


def sound_due(before: ClockReading | None, now: ClockReading | None) -> Sound | None:
    """The sound the step from reading ``before`` to reading ``now`` calls for, if any."""
    if before is None or now is None or not before.running:
        return None
    if now.period == before.period and not now.finished:
        ran = before.seconds_left - now.seconds_left
        crossed = before.seconds_left > LAST_MINUTE >= now.seconds_left
        if now.running and 0 < ran <= GAP and crossed and now.period_seconds > LAST_MINUTE:
            return Sound.LAST_MINUTE
        return None
    ended = now.period == before.period + 1 or (now.finished and now.period == before.period)
    return Sound.END if ended and before.seconds_left <= GAP else None


class SoundPlayer(QObject):
    """Plays the bundled sounds (QtMultimedia), or the system beep where it is missing or
    the sound device cannot play them.

    QtMultimedia is loaded at the first sound, not before: loading it starts its media
    backend, which writes warnings about libraries a desktop may lack (PipeWire, VA-API)
    on every start. A night without clock sounds never loads it."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._effects: dict[Sound, object] | None = None

    def _load(self) -> dict[Sound, object]:
        effects: dict[Sound, object] = {}
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:  # a build without QtMultimedia still signals the moment
            return effects
        for sound in Sound:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(resource_path(f"sounds/{sound.value}.wav"))))
            effects[sound] = effect
        return effects

    def play(self, sound: Sound) -> None:
        if self._effects is None:
            self._effects = self._load()
        effect = self._effects.get(sound)
        if effect is None or effect.status() == effect.Status.Error:
            QApplication.beep()  # no sound device, or one that cannot play the file
        else:
            effect.play()


class ClockSounds(QObject):
    """Connect :meth:`heard` to the ticker; ``enabled`` says whether sounds are on now."""

    def __init__(
        self,
        play: Callable[[Sound], None],
        enabled: Callable[[], bool],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.play = play
        self._enabled = enabled
        self._last: ClockReading | None = None

    def heard(self, reading: ClockReading | None) -> None:
        sound = sound_due(self._last, reading)
        self._last = reading
        if sound is not None and self._enabled():
            self.play(sound)

    def forget(self) -> None:
        """Another night is shown: its clock is not a continuation of the last one."""
        self._last = None

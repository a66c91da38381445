"""Write the clock's two sounds as small WAV files next to this script.

``level-warning.wav``: two short beeps, a level's last minute has begun.
``level-end.wav``: a longer falling chime, the level (or break) is over.

Generated rather than recorded so they carry no licence of their own and can be remade:
``python resources/sounds/make_sounds.py``. 16-bit stereo at 44,100 Hz, the format every
sound card plays (Qt plays a WAV only in a format the device takes as it is).
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 44_100
HERE = Path(__file__).resolve().parent


def _tone(frequency: float, seconds: float, volume: float = 0.5) -> list[float]:
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))  # 10 ms ramps: no click at either end
    samples = []
    for i in range(count):
        ramp = min(1.0, i / fade, (count - 1 - i) / fade)
        samples.append(volume * ramp * math.sin(2 * math.pi * frequency * i / RATE))
    return samples


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _chime(frequencies: tuple[float, ...], seconds: float) -> list[float]:
    """Notes one after another, each dying away like a struck bell."""
    samples: list[float] = []
    for frequency in frequencies:
        note = _tone(frequency, seconds, 0.6)
        count = len(note)
        samples += [s * math.exp(-3.0 * i / count) for i, s in enumerate(note)]
    return samples


def write(path: Path, samples: list[float]) -> None:
    frames = b"".join(
        struct.pack("<hh", value, value)
        for value in (int(max(-1.0, min(1.0, s)) * 32_000) for s in samples)
    )
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    warning = _tone(880, 0.18) + _silence(0.12) + _tone(880, 0.18)
    write(HERE / "level-warning.wav", warning)
    write(HERE / "level-end.wav", _chime((988, 784, 659), 0.35))


if __name__ == "__main__":
    main()

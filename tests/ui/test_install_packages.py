"""The README's first command installs every library Qt's X11 platform plugin needs."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import PySide6
import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
QT = Path(PySide6.__file__).parent / "Qt"
# Libraries of the X11 stack that a bare Debian lacks (the C library and friends it has).
X11_STACK = re.compile(r"^lib(xcb|X11-xcb|X11|xkbcommon|EGL|GL|fontconfig|glib|dbus)")


def _debian_package(soname: str) -> str:
    """Debian's package name for a library: libxcb-icccm.so.4 -> libxcb-icccm4."""
    name, version = soname.split(".so.")
    version = version.split(".")[0]
    package = f"{name}{'-' if name[-1].isdigit() else ''}{version}".lower()
    return {"libglib-2.0-0": "libglib2.0-0", "libgthread-2.0-0": "libglib2.0-0"}.get(
        package, package
    )


SETUP = README.parent / "scripts" / "setup-and-run"


def _first_install_command() -> list[str]:
    """The packages the README's first command (scripts/setup-and-run) installs."""
    lines = README.read_text("utf-8").splitlines()
    first = next(line for line in lines if line.startswith("    "))
    assert first.strip() == "sh scripts/setup-and-run"
    listed = SETUP.read_text("utf-8").split('PACKAGES="', 1)[1].split('"', 1)[0]
    return ["sudo", "apt-get", "install", "-y", *listed.replace("\\", " ").split()]


def test_the_readme_installs_every_library_of_the_xcb_plugin():
    ldd = shutil.which("ldd")
    if ldd is None:
        pytest.skip("ldd is not installed")
    libraries = [
        QT / "plugins" / "platforms" / "libqxcb.so",
        QT / "lib" / "libQt6XcbQpa.so.6",
        QT / "lib" / "libQt6Gui.so.6",
        QT / "lib" / "libQt6Core.so.6",
    ]
    needed = set()
    for library in libraries:
        output = subprocess.run([ldd, str(library)], capture_output=True, text=True).stdout
        for line in output.splitlines():
            soname = line.strip().split(" ")[0]
            if X11_STACK.match(soname) and "Qt6" not in soname:
                needed.add(_debian_package(soname))
    assert {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb1"} <= needed
    command = _first_install_command()
    assert command[:4] == ["sudo", "apt-get", "install", "-y"] and "python3-venv" in command
    # libxcb1, libx11-6 and the like come with the xcb-util packages; the rest are named.
    implied = {"libxcb1", "libx11-6", "libglx0"}
    implied |= {"libgldispatch0", "libxcb-render0", "libxcb-shm0", "libxcb-xfixes0"}
    implied |= {"libxcb-sync1", "libxcb-util1", "libxkbcommon0", "libxau6", "libxdmcp6"}
    missing = sorted(needed - implied - set(command))
    assert missing == [], f"the README's first command does not install {missing}"

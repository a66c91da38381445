"""The Qt app.

Imported before any of its modules, so before the first Qt module: PySide6 looks at each
module imported after it, for its ``__feature__`` switches, by asking ``inspect`` for the
module's whole source (the file read, decoded, split into lines and joined again) to see
whether the text "PySide6" is in it: some 210 modules before the first paint (bench/README,
"The start and a bust on a loaded machine"). The same question is answered here from the
file's bytes; any module that is not a plain source file is asked PySide6's way, and a
PySide6 without that hook is left as it is.
"""

from __future__ import annotations

import sys

import PySide6  # noqa: F401 - loads the hook replaced below, before the first Qt module


def _source_names_pyside(asked):
    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return asked(module)

    uses_pyside.asked_pyside = asked  # type: ignore[attr-defined]
    return uses_pyside


def _quick_feature_look() -> None:
    feature = sys.modules.get("shibokensupport.feature")
    asked = getattr(feature, "_mod_uses_pyside", None)
    if callable(asked) and not hasattr(asked, "asked_pyside"):
        feature._mod_uses_pyside = _source_names_pyside(asked)  # type: ignore[union-attr]


_quick_feature_look()

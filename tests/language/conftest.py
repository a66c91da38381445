"""The pseudo-language for a test (SPEC 12): the app's windows and its messages, or what the
league prints and serves; English again after it, for the tests that follow on the worker."""

from __future__ import annotations

import pytest


@pytest.fixture
def pseudo_app(qapp):
    """Every window made inside the test speaks the pseudo-language (Qt's own texts too)."""
    from leaguemgr.ui.i18n import install_language

    install_language("pseudo")
    yield
    install_language("en")


@pytest.fixture
def pseudo_outputs():
    """Pages, exports, cards and messages of a league with no language of its own in the
    pseudo-language (it is the user's)."""
    from leaguemgr.language.texts import set_user_language

    set_user_language("pseudo")
    yield
    set_user_language("en")

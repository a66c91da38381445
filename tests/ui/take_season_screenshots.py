"""New season's steps (your own rules) and Season setup's funds (issue 30, SPEC 8).

Run under a virtual display::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_season_screenshots.py

The weekly league of issue 30: $60, a rebuy or an add-on but not both, a third of the money
to a trip fund, points = half the cash won, the top 10 to a playoff with stacks = points x 10
paid by the trip fund. Writes ``docs/screenshots/new-season-*.png`` and
``season-funds.png``.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.records import Basis, SetAside, TieBreak
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.season.new_season_wizard import NewSeasonWizard

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, settle, shown_window  # noqa: E402


def _wizard_shots(app, service: LeagueService) -> None:
    seasons = [(name, service.season(name).rules) for name in service.season_names()]
    wizard = NewSeasonWizard(service.season_names(), seasons, "Season 1 2013")
    wizard.resize(980, 760)
    wizard.show()
    settle(app)
    save(wizard, "new-season-start.png", app)
    wizard.next()
    prices = wizard.steps[0].section
    prices.buyin.setText("60")
    prices.rebuy_cost.setText("60")
    prices.addon_cost.setText("60")
    prices.rebuy_or_addon.setChecked(True)
    prices.edited.emit()
    save(wizard, "new-season-prices.png", app)
    wizard.next()
    asides = wizard.steps[1].section
    asides.load(
        service.season(service.season_names()[0]).rules.__class__(
            buyin=Decimal(60),
            rebuy_cost=Decimal(60),
            set_asides=(SetAside("trip", Basis.PERCENT_OF_GROSS, Decimal("33.3333")),),
        )
    )
    asides.edited.emit()
    save(wizard, "new-season-set-asides.png", app)
    wizard.next()
    wizard.next()
    points = wizard.steps[3].section
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    points.formula.setText("prize / 2")
    save(wizard, "new-season-points.png", app)
    wizard.next()
    champ = wizard.steps[4].section
    champ.setChecked(True)
    champ.seats.setValue(10)
    champ.per_point.setChecked(True)
    champ.chips_per_point.setValue(10)
    champ.fund.setCurrentText("trip")
    save(wizard, "new-season-championship.png", app)
    wizard.next()
    season = wizard.steps[5].section
    season.events_planned.setValue(10)
    season.tie_break.setCurrentIndex(season.tie_break.findData(TieBreak.DRAW.value))
    save(wizard, "new-season-standings.png", app)
    wizard.close()


def main() -> int:
    work, app = screenshot_app("leaguemgr-shots-")
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    _wizard_shots(app, service)

    window = shown_window(service, (1600, 1000), app)
    editor = window.show_screen("season")
    editor.set_asides.add_row()
    editor.set_asides.table.cellWidget(3, 0).setCurrentText("trip")
    settle(app)
    view = editor.funds_view
    view.ensurePolished()
    scroll = editor.form.parentWidget().parentWidget()
    scroll.ensureWidgetVisible(view)
    save(window, "season-funds.png", app)
    editor.revert()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

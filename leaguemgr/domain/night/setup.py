"""A season's night settings made the rules a night starts with (SPEC 4.1, 4.2, 4.4).

A season names its :class:`NightSettings`; :func:`night_rules_for` makes them the rules a
night starts with, adding the event's rebuy limit and blind structure.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from leaguemgr.domain.clock.check import check_structure
from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.night.rules import (
    HITMAN_CREDITS,
    LATE_SEATS,
    MAX_ADDONS,
    MAX_FIELD,
    MAX_FORFEIT_MINUTES,
    MAX_LEVEL,
    MAX_REDRAWS,
    MAX_TABLE_SEATS,
    NightRules,
)
from leaguemgr.domain.records import Event, NightSettings, SeasonRules, event_terms
from leaguemgr.language.texts import _


def night_rules_of(settings: NightSettings, **more: Any) -> NightRules:
    """The night rules that run ``settings``; ``more`` gives the rest (``max_rebuys``,
    ``dealer_credits``, ``structure``)."""
    values = {item.name: getattr(settings, item.name) for item in fields(NightSettings)}
    return NightRules(**values, **more)


AZ_GUESS = NightSettings(one_table_max=12, card_draw=True, redraw_at=(18, 10), rebuy_until_level=4)
FNC_GUESS = NightSettings(rebuy_until_level=3, rebuy_in_bust_level=True)
AZ_STYLE = night_rules_of(AZ_GUESS)
FNC_STYLE = night_rules_of(FNC_GUESS)


def night_settings_of(rules: SeasonRules) -> NightSettings:
    """How a season's nights run: its own settings; a season that names none (every league
    made before seasons had them) keeps the guess it always had: AZ's where it plays AZ's
    bounty or dealer credits, else FNC's."""
    if rules.night is not None:
        return rules.night
    return AZ_GUESS if rules.bounty is not None or rules.dealer_credits else FNC_GUESS


def structure_for(
    event: Event, rules: SeasonRules, league_structure: Structure | None = None
) -> Structure:
    """The blind structure of a night (SPEC 4.4): the event's own, else the season's, else
    the league's, else the built-in default."""
    for structure in (event.structure, rules.structure, league_structure):
        if structure is not None:
            return structure
    return DEFAULT_STRUCTURE


def night_rules_for(
    rules: SeasonRules, event: Event, league_structure: Structure | None = None
) -> NightRules:
    """The night rules of ``event`` in a season of ``rules``: the season's night settings,
    the event's rebuy limit, and the structure :func:`structure_for` picks."""
    return night_rules_of(
        night_settings_of(rules),
        max_rebuys=event_terms(event, rules).max_rebuys,
        rebuy_or_addon=rules.rebuy_or_addon,
        dealer_credits=rules.dealer_credits,
        structure=structure_for(event, rules, league_structure),
    )


def settings_problem(settings: NightSettings) -> tuple[str, object, str] | None:
    """The first thing wrong with ``settings``, as (field, value, message); ``None`` if
    they can run a night."""
    counts: list[tuple[str, int | None, int, int]] = [
        ("max_per_table", settings.max_per_table, 2, MAX_TABLE_SEATS),
        ("one_table_max", settings.one_table_max, 2, MAX_TABLE_SEATS),
        ("rebuy_until_level", settings.rebuy_until_level, 1, MAX_LEVEL),
        ("late_registration_until_level", settings.late_registration_until_level, 1, MAX_LEVEL),
        ("absent_chips_removed_at_level", settings.absent_chips_removed_at_level, 2, MAX_LEVEL),
        ("forfeit_after_minutes", settings.forfeit_after_minutes, 1, MAX_FORFEIT_MINUTES),
        ("max_addons", settings.max_addons, 0, MAX_ADDONS),
    ]
    for name, value, low, high in counts:
        if value is not None and not _whole(value, low, high):
            return (
                name,
                value,
                _("must be a whole number from {low:,} to {high:,}").format(low=low, high=high),
            )
    if settings.one_table_max < settings.max_per_table:
        return (
            "one_table_max",
            settings.one_table_max,
            _("a single table seats at least the {most} of any table").format(
                most=settings.max_per_table
            ),
        )
    redraws = settings.redraw_at
    if len(redraws) > MAX_REDRAWS:
        return "redraw_at", len(redraws), _("at most {most} redraws").format(most=MAX_REDRAWS)
    for count in redraws:
        if not _whole(count, 2, MAX_FIELD):
            return (
                "redraw_at",
                count,
                _("a redraw is at 2 to {most:,} players left").format(most=MAX_FIELD),
            )
    if list(redraws) != sorted(set(redraws), reverse=True):
        return "redraw_at", list(redraws), _("redraws are listed from most players left to fewest")
    if settings.late_seat not in LATE_SEATS:
        return (
            "late_seat",
            settings.late_seat,
            _("must be one of {choices}").format(choices=", ".join(LATE_SEATS)),
        )
    if settings.hitman_credit not in HITMAN_CREDITS:
        return (
            "hitman_credit",
            settings.hitman_credit,
            _("must be one of {choices}").format(choices=", ".join(HITMAN_CREDITS)),
        )
    return None


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def structure_problem(structure: Structure) -> str | None:
    """What keeps the clock from running ``structure``; ``None`` if it can."""
    problems = check_structure(structure)
    return problems[0] if problems else None


def setup_problem(rules: SeasonRules) -> tuple[tuple[str, ...], object, str] | None:
    """The first thing wrong with a season's night settings or blind structure, as (path
    below the season's rules, value, message); ``None`` when a night can run on them."""
    if rules.night is not None:
        problem = settings_problem(rules.night)
        if problem is not None:
            name, value, message = problem
            return ("night", name), value, message
    if rules.structure is not None:
        message = structure_problem(rules.structure)
        if message is not None:
            return ("structure",), rules.structure.name, message
    return None

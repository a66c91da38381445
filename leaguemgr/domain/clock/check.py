"""Checking a blind structure before the clock runs it (the editor, presets, the generator).

Each message names the period as the organizer sees it on the schedule ("level 5: ...",
"the break after level 4: ...") and says what is wrong, with the amounts.
"""

from __future__ import annotations

from leaguemgr.domain.clock.structure import (
    MAX_CHIPS,
    MAX_MINUTES,
    MAX_PERIODS,
    Break,
    Game,
    Level,
    Structure,
)
from leaguemgr.language.texts import N_, _

MAX_TOTAL_MINUTES = 24 * 60
"""A night's clock runs for a day at most."""


def period_label(structure: Structure, index: int) -> str:
    """How the organizer names period ``index``: "level 3", "the break after level 4"."""
    levels = sum(isinstance(p, Level) for p in structure.periods[: index + 1])
    if isinstance(structure.periods[index], Level):
        return _("level {level}").format(level=levels)
    if levels == 0:
        return _("the break before level 1")
    return _("the break after level {level}").format(level=levels)


def check_structure(structure: Structure) -> list[str]:
    """What is wrong with ``structure``, one message per problem (empty: it can run)."""
    problems: list[str] = []
    periods = structure.periods
    if not structure.name.strip():
        problems.append(_("the structure needs a name"))
    if len(periods) > MAX_PERIODS:
        problems.append(
            _("{count} periods: at most {most}").format(count=len(periods), most=MAX_PERIODS)
        )
        return problems
    if not structure.levels:
        problems.append(_("the structure has no level: at least one is needed"))
    total = sum(p.minutes for p in periods)
    if total > MAX_TOTAL_MINUTES:
        problems.append(
            _("the structure lasts {time}: at most {most}").format(
                time=_duration(total), most=_duration(MAX_TOTAL_MINUTES)
            )
        )
    problems.extend(_chip_problems(structure))
    in_play = sorted({c.denomination for c in structure.chips})
    removed: set[int] = set()
    previous: Level | None = None
    for index, period in enumerate(periods):
        label = period_label(structure, index)
        if not 1 <= period.minutes <= MAX_MINUTES:
            problems.append(
                _("{label}: {minutes} minutes: must be 1 to {most}").format(
                    label=label, minutes=period.minutes, most=MAX_MINUTES
                )
            )
        if isinstance(period, Break):
            problems.extend(_break_problems(structure, index, label, in_play, removed))
            continue
        problems.extend(_level_problems(structure.game, period, label))
        if previous is not None:
            problems.extend(_falls(structure.game, previous, period, label))
        if in_play and not removed.issuperset(in_play):
            smallest = min(set(in_play) - removed)
            odd = [
                f"{_(_AMOUNT_NAMES[key])} {_chips(getattr(period, key))}"
                for key in _AMOUNT_NAMES
                if getattr(period, key) % smallest
            ]
            if odd:
                problems.append(
                    _(
                        "{label}: {amounts} cannot be paid in chips of T{chip:,}, "
                        "the smallest in play"
                    ).format(label=label, amounts=", ".join(odd), chip=smallest)
                )
        previous = period
    return problems


_AMOUNT_NAMES = {
    "small": N_("small blind"),
    "big": N_("big blind"),
    "ante": N_("ante"),
    "bring_in": N_("bring-in"),
    "small_bet": N_("small bet"),
    "big_bet": N_("big bet"),
}


def _level_problems(game: Game, level: Level, label: str) -> list[str]:
    problems = []
    for key, name in _AMOUNT_NAMES.items():
        amount = getattr(level, key)
        if not 0 <= amount <= MAX_CHIPS:
            problems.append(
                _("{label}: {amount_name} {amount}: must be 0 to {most:,}").format(
                    label=label, amount_name=_(name), amount=amount, most=MAX_CHIPS
                )
            )
    if game is Game.STUD:
        if level.small or level.big:
            problems.append(
                _("{label}: a stud level has no blinds (ante, bring-in and limits)").format(
                    label=label
                )
            )
        if level.ante <= 0:
            problems.append(_("{label}: a stud level needs an ante").format(label=label))
        if level.bring_in <= 0:
            problems.append(_("{label}: a stud level needs a bring-in").format(label=label))
        if level.small_bet <= 0 or level.big_bet <= level.small_bet:
            problems.append(
                _(
                    "{label}: the limits {small}-{big}: "
                    "the small bet must be more than 0 and less than the big bet"
                ).format(label=label, small=_chips(level.small_bet), big=_chips(level.big_bet))
            )
        elif level.bring_in > level.small_bet:
            problems.append(
                _("{label}: the bring-in {bring_in} is more than the small bet {small}").format(
                    label=label, bring_in=_chips(level.bring_in), small=_chips(level.small_bet)
                )
            )
        return problems
    if level.bring_in or level.small_bet or level.big_bet:
        problems.append(
            _("{label}: bring-in and limits belong to stud levels, not hold'em").format(label=label)
        )
    if level.small <= 0 or level.big <= level.small:
        problems.append(
            _(
                "{label}: blinds {small}/{big}: "
                "the small blind must be more than 0 and less than the big blind"
            ).format(label=label, small=_chips(level.small), big=_chips(level.big))
        )
    if level.ante > level.big:
        problems.append(
            _("{label}: the ante {ante} is more than the big blind {big}").format(
                label=label, ante=_chips(level.ante), big=_chips(level.big)
            )
        )
    return problems


def _falls(game: Game, before: Level, level: Level, label: str) -> list[str]:
    keys = ("small_bet", "big_bet") if game is Game.STUD else ("small", "big")
    return [
        _("{label}: the {amount_name} falls from {before} to {after}").format(
            label=label,
            amount_name=_(_AMOUNT_NAMES[key]),
            before=_chips(getattr(before, key)),
            after=_chips(getattr(level, key)),
        )
        for key in keys
        if getattr(level, key) < getattr(before, key)
    ]


def _break_problems(
    structure: Structure, index: int, label: str, in_play: list[int], removed: set[int]
) -> list[str]:
    problems = []
    period = structure.periods[index]
    assert isinstance(period, Break)
    if index == 0:
        problems.append(_("{label}: a structure cannot begin with a break").format(label=label))
    elif isinstance(structure.periods[index - 1], Break):
        problems.append(_("{label}: follows another break").format(label=label))
    for chip in period.color_up:
        if chip in removed:
            problems.append(
                _("{label}: T{chip:,} chips were already removed at an earlier break").format(
                    label=label, chip=chip
                )
            )
        elif in_play and chip not in in_play:
            problems.append(
                _("{label}: removes T{chip:,} chips, not in the starting stack").format(
                    label=label, chip=chip
                )
            )
        removed.add(chip)
    if in_play and removed.issuperset(in_play):
        problems.append(_("{label}: removes the last chips in play").format(label=label))
    return problems


def _chip_problems(structure: Structure) -> list[str]:
    problems = []
    seen: set[int] = set()
    for chip in structure.chips:
        if chip.denomination in seen:
            problems.append(
                _("starting stack: T{chip:,} chips are listed twice").format(chip=chip.denomination)
            )
        seen.add(chip.denomination)
        if chip.denomination < 1 or chip.count < 1:
            problems.append(
                _(
                    "starting stack: {count} x T{chip:,}: a chip and its count are at least 1"
                ).format(count=chip.count, chip=chip.denomination)
            )
    return problems


def _chips(amount: int) -> str:
    return f"{amount:,}"


def _duration(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"

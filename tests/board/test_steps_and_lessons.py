"""Stepping through moves, lesson goals and the keyboard helpers, in CPython."""

import pytest

from engine import parse_cell, parse_position

from board.lesson import GoalError, LessonController, lesson_answers
from board.steps import StepController, step_target
from board.view import arrow_target, board_view, tab_stop
from engine import Game


@pytest.mark.parametrize("action, ply, total, target", [
    ("first", 3, 5, 0), ("back", 3, 5, 2), ("back", 0, 5, 0), ("forward", 3, 5, 4),
    ("forward", 5, 5, 5), ("last", 1, 5, 5), ("undo", 1, 5, None),
])
def test_step_targets_are_clamped(action, ply, total, target):
    assert step_target(action, ply, total) == target


def test_a_step_controller_walks_the_record():
    steps = StepController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 e6 e8")
    assert steps.ply == 3
    assert steps.step("first") and steps.game().moves == []
    assert steps.step("forward") and steps.game().moves == [parse_cell("e5")]
    assert not steps.step("leave")
    assert steps.step("last") and len(steps.game().moves) == 3
    assert len(steps.full.moves) == 3                 # the record itself is untouched


def test_lesson_goals():
    game = Game()
    assert lesson_answers(game, "send tr") == [m for m in game.legal_moves() if m % 9 == 2]
    assert lesson_answers(game, "cells e5 a1") == sorted([parse_cell("e5"), parse_cell("a1")])
    for goal, reason in (("fly", "must start with"), ("send", "names one board"),
                         ("send xx", "names one board"), ("cells", "lists no cells"),
                         ("cells z9", "unknown cell"), ("win-board now", "takes no arguments")):
        with pytest.raises(GoalError, match=reason):
            lesson_answers(game, goal)


def test_a_lesson_judges_and_resets():
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", "", "send tr")
    assert not lesson.try_move(parse_cell("e5"))       # sends to the centre
    assert lesson.attempted() and not lesson.try_move(parse_cell("c9"))
    lesson.reset()
    assert lesson.try_move(parse_cell("c9")) and lesson.solved


def test_arrow_keys_skip_cells_that_do_not_take_a_tap():
    game = parse_position("9/9/9/9/9/9/9/9/9 X 0 -")
    usable = lambda cell: cell in (parse_cell("e5"), parse_cell("h5"))
    assert arrow_target(parse_cell("b5"), "ArrowRight", usable) == parse_cell("e5")
    assert arrow_target(parse_cell("e5"), "ArrowRight", usable) == parse_cell("h5")
    assert arrow_target(parse_cell("h5"), "ArrowRight", usable) is None
    assert arrow_target(parse_cell("e9"), "ArrowDown", usable) == parse_cell("e5")
    view = board_view(game, "en")
    assert tab_stop(view, None) == 0 and tab_stop(view, 40) == 40
    view = board_view(game, "en", interactive=False)
    assert tab_stop(view, 40) is None

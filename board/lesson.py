"""Lessons: a position and a goal; the engine decides whether a tap reaches it.

Goals (the ``goal:`` of a lesson block, checked at build time and in the page):
``send tr`` (a move that sends the opponent to that board), ``win-board``,
``win-game``, ``free-choice`` (a move that gives the opponent a free choice)
and ``cells e5 f6`` (one of these cells).
"""

from engine import NotationError, parse_cell, parse_position, parse_record
from engine.tables import BOARD_OF

from .view import BOARD_CODES

GOALS = ("send", "win-board", "win-game", "free-choice", "cells")


class GoalError(ValueError):
    """A goal that is not one of the forms above; the message says why."""


def _goal(goal):
    """(kind, argument) of a goal: the target board for ``send``, the cell
    indices for ``cells``, else None."""
    words = goal.split()
    if not words or words[0] not in GOALS:
        raise GoalError("goal %r must start with one of %s" % (goal, ", ".join(GOALS)))
    kind, rest = words[0], words[1:]
    if kind == "send":
        if len(rest) != 1 or rest[0] not in BOARD_CODES:
            raise GoalError("goal %r names one board, one of %s: send tr"
                            % (goal, " ".join(BOARD_CODES)))
        return kind, BOARD_CODES.index(rest[0])
    if kind == "cells":
        if not rest:
            raise GoalError("goal %r lists no cells" % goal)
        try:
            return kind, [parse_cell(word) for word in rest]
        except NotationError as e:
            raise GoalError("goal: %s" % e) from None
    if rest:
        raise GoalError("goal %r takes no arguments" % goal)
    return kind, None


def lesson_answers(game, goal):
    """The legal moves of ``game`` that reach ``goal``."""
    kind, wanted = _goal(goal)
    found = []
    for move in game.legal_moves():
        board = BOARD_OF[move]
        game.push(move)
        if kind == "send":
            ok = game.outcome is None and game.sent_to() == wanted
        elif kind == "win-board":
            ok = game.boards[board] == 3 - game.turn
        elif kind == "win-game":
            ok = game.outcome is not None and game.outcome.winner == 3 - game.turn
        elif kind == "free-choice":
            ok = game.outcome is None and game.is_free_choice()
        else:
            ok = move in wanted
        game.pop()
        if ok:
            found.append(move)
    return found


class LessonController:
    def __init__(self, start, moves, goal):
        self.start = parse_record(moves, start=parse_position(start))
        self.answers = lesson_answers(self.start.copy(), goal)
        self.game = self.start.copy()
        self.solved = False

    def try_move(self, move):
        """Play ``move``: True if it reaches the goal. A wrong move is shown
        too, so the learner sees what it does, until ``reset``."""
        if self.solved or len(self.game.moves) != len(self.start.moves):
            return False
        if not self.game.is_legal(move):
            return False
        self.game.push(move)
        self.solved = move in self.answers
        return self.solved

    def attempted(self):
        return len(self.game.moves) > len(self.start.moves)

    def reset(self):
        self.game = self.start.copy()
        self.solved = False

    def show(self):
        """Play the first correct move (the "show me" button)."""
        self.reset()
        self.game.push(self.answers[0])
        self.solved = True
        return self.answers[0]

"""Lessons: a position and a goal; the engine decides whether a tap reaches it."""

from engine import parse_position, parse_record

from .spec import lesson_answers


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

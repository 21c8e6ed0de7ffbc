"""Stepping through a fixed list of moves (demo boards with ``steps: yes``)."""

from engine import parse_position, parse_record


class StepController:
    """A game record shown one position at a time, from ply 0 to the end."""

    def __init__(self, start, moves):
        self.full = parse_record(moves, start=parse_position(start))
        self.total = len(self.full.moves)
        self.ply = self.total

    def go(self, ply):
        self.ply = max(0, min(self.total, ply))

    def game(self):
        """The game at the current ply (a copy)."""
        game = self.full.copy()
        while len(game.moves) > self.ply:
            game.pop()
        return game

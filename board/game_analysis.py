"""The review's analysis as the page holds it: the Expert's verdict on each
position of a game, as the worker sends them in, and what they show: the
evaluation at a step, the mistakes, the graph over the whole game.

Pure, like ``panel``; the verdicts themselves come from ``engine.analysis``
in the worker (the page never loads the search).
"""

from engine import format_record
from engine.verdict import Verdict, mistakes

# The graph's drawing box (SVG user units): one column per position; the
# line keeps GRAPH_MARGIN from the top and bottom edges, so a won position
# is still seen.
GRAPH_WIDTH = 300
GRAPH_HEIGHT = 80
GRAPH_MARGIN = 5


class GameAnalysis:
    """The verdicts on the positions after 0, 1, ... len(moves) moves of one
    game (its ``record``), None until they arrive."""

    def __init__(self, game):
        self.game = game.copy()
        self.record = format_record(game)
        self.verdicts = [None] * (len(game.moves) + 1)

    def add(self, ply, value, best):
        if 0 <= ply < len(self.verdicts):
            self.verdicts[ply] = Verdict(value, best)

    def done(self):
        return len(self.verdicts) - self.verdicts.count(None)

    def total(self):
        return len(self.verdicts)

    def complete(self):
        return None not in self.verdicts

    def next_ply(self):
        """The first position still without a verdict (the worker starts there)."""
        return self.verdicts.index(None) if None in self.verdicts else len(self.verdicts)

    def at(self, ply):
        return self.verdicts[ply] if 0 <= ply < len(self.verdicts) else None

    def mistakes(self):
        return mistakes(self.game, self.verdicts)

    def graph_points(self):
        """The SVG polyline's points: X's expected score over the game
        (up is X winning), for the positions analysed so far."""
        out = []
        for ply, verdict in enumerate(self.verdicts):
            if verdict is not None:
                out.append("%s,%s" % (graph_x(ply, len(self.verdicts)),
                                      graph_y(verdict.value)))
        return " ".join(out)


def graph_y(value):
    """The graph's y for X's expected score ``value`` (up: X ahead)."""
    return round(GRAPH_MARGIN + (GRAPH_HEIGHT - 2 * GRAPH_MARGIN) * (1000 - value) / 1000, 1)


def graph_x(ply, positions):
    """The graph's x for the position after ``ply`` of ``positions``."""
    if positions < 2:
        return 0
    return round(GRAPH_WIDTH * ply / (positions - 1), 1)


def graph_ply(fraction, positions):
    """The position a tap at ``fraction`` (0..1) of the graph's width means."""
    return max(0, min(positions - 1, int(round(fraction * (positions - 1)))))


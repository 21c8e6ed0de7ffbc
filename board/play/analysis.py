"""The review's analysis as the session keeps it: the computer's verdict on
each position of one game, as (X's expected score in thousandths, the best
cell or -1), None until it arrives. Plain data: what the verdicts show is
``board.analysis_view``'s, which comes with the computer's bundle."""

from engine import format_record


class Analysis:
    """The verdicts on the positions after 0, 1, ... len(moves) moves of the
    game ``record``."""

    def __init__(self, game):
        self.record = format_record(game)
        self.verdicts = [None] * (len(game.moves) + 1)

    def add(self, ply, value, best):
        if 0 <= ply < len(self.verdicts):
            self.verdicts[ply] = (value, best)

    def done(self):
        return len(self.verdicts) - self.verdicts.count(None)

    def complete(self):
        return None not in self.verdicts

    def next_ply(self):
        """The first position still without a verdict (the worker starts there)."""
        return self.verdicts.index(None) if None in self.verdicts else len(self.verdicts)


def graph_ply(fraction, positions):
    """The position a tap at ``fraction`` (0..1) of the graph's width means
    (the graph draws the position after ``ply`` at ply / (positions - 1))."""
    return max(0, min(positions - 1, int(round(fraction * (positions - 1)))))

"""The review's analysis as the session keeps it: the computer's verdicts on
the positions of one game, each (X's expected score in thousandths, the
best cell or -1, the expected line as a tuple of cells, whether it is the
deep look's), None until one arrives (those kept between visits are
``board.kept_analyses``', which comes with the computer's bundle).

A quick look covers every position first, the deep one then replaces it
position by position; both start at the position on view. Plain data:
what the verdicts show is ``board.analysis_view``'s, which comes with the
computer's bundle.
"""

from engine import format_record


class Analysis:
    """The verdicts on the positions after 0, 1, ... len(moves) moves of the
    game ``record``."""

    def __init__(self, game):
        self.record = format_record(game)
        self.verdicts = [None] * (len(game.moves) + 1)

    def add(self, ply, value, best, line, deep):
        """A verdict; a quick one never replaces a deep one."""
        if 0 <= ply < len(self.verdicts):
            known = self.verdicts[ply]
            if deep or known is None or not known[3]:
                self.verdicts[ply] = (value, best, tuple(line), deep)

    def known(self):
        """How many positions have a verdict (quick or deep)."""
        return len(self.verdicts) - self.verdicts.count(None)

    def final(self):
        """How many positions have the deep look's verdict."""
        return sum(1 for v in self.verdicts if v is not None and v[3])

    def done(self):
        return self.final() == len(self.verdicts)

    def waiting(self, deep, first):
        """The positions still without a verdict (``deep``: without a deep
        one), from ``first`` on and then from the start."""
        n = len(self.verdicts)
        first = max(0, min(first, n - 1))
        order = list(range(first, n)) + list(range(first))
        return [ply for ply in order
                if self.verdicts[ply] is None or (deep and not self.verdicts[ply][3])]


def graph_ply(fraction, positions):
    """The position a tap at ``fraction`` (0..1) of the graph's width means
    (the graph draws the position after ``ply`` at ply / (positions - 1))."""
    return max(0, min(positions - 1, int(round(fraction * (positions - 1)))))

"""The verdict on a position (X's expected score and the suggested move) and
what a list of them says about a game's moves: light enough for the page,
which shows the verdicts the worker's ``analysis`` sends it."""

from .tables import X


class Verdict:
    """``value``: X's expected score in thousandths (0 = O wins, 1000 = X
    wins); ``best``: the suggested move's cell, or -1 when the game is over;
    ``line``: the moves the search expects from here, ``best`` first (a
    tuple of cells, empty when the game is over)."""

    __slots__ = ("value", "best", "line")

    def __init__(self, value, best, line=()):
        self.value = value
        self.best = best
        self.line = tuple(line)

    def __eq__(self, other):
        return (isinstance(other, Verdict) and self.value == other.value
                and self.best == other.best and self.line == other.line)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return "Verdict(value=%r, best=%r, line=%r)" % (self.value, self.best, self.line)


# The expected line: at most this many moves (the page numbers them on the
# board; the kept analyses refuse longer ones).
LINE_LENGTH = 6


def percent(value):
    """A value in thousandths, rounded to a whole percentage."""
    return (value + 5) // 10


def expected_text(value):
    """X's expected score in thousandths as the review and ``python -m
    engine analyse`` write it (and ``data-eval``): "0.56"."""
    hundredths = percent(value)
    return "%d.%02d" % (hundredths // 100, hundredths % 100)


def position_seed(ply):
    """The search's seed for the position after ``ply`` moves of a game."""
    return 7001 + ply


# A move is a mistake when it lowers its player's expected score by this
# much (thousandths), compared with the position before it.
MISTAKE = 200


def mistakes(game, verdicts):
    """{ply: better move} for the moves of ``game`` that were mistakes (as far
    as ``verdicts``, one per position, None where not known yet, go): the
    move after ``ply`` moves lowered its player's expected score by MISTAKE
    or more, and was not the suggested move."""
    out = {}
    turn = game.turn if len(game.moves) % 2 == 0 else 3 - game.turn     # at the root
    for ply, move in enumerate(game.moves):
        before = verdicts[ply] if ply < len(verdicts) else None
        after = verdicts[ply + 1] if ply + 1 < len(verdicts) else None
        if before is None or after is None:     # not analysed yet
            turn = 3 - turn
            continue
        drop = before.value - after.value if turn == X else after.value - before.value
        if drop >= MISTAKE and move != before.best:
            out[ply] = before.best
        turn = 3 - turn
    return out

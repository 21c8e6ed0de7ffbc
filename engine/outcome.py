"""How a game ended: who won, why, and for a line win which three boards."""

from .tables import X, O

LINE = "line"
FULL_BOARD = "full_board"
EARLY_DRAW = "early_draw"
RESIGNATION = "resignation"

TERMINATIONS = (LINE, FULL_BOARD, EARLY_DRAW, RESIGNATION)


class Outcome:
    """The end of a game; immutable and comparable.

    ``winner`` is X, O or None (a draw); ``termination`` one of TERMINATIONS;
    ``line`` the three winning boards (0..8, row by row) for a line win, else None.
    """

    __slots__ = ("winner", "termination", "line")

    def __init__(self, winner, termination, line=None):
        if termination not in TERMINATIONS:
            raise ValueError("unknown termination %r" % (termination,))
        if winner not in (X, O, None):
            raise ValueError("unknown winner %r" % (winner,))
        if (termination in (FULL_BOARD, EARLY_DRAW)) != (winner is None):
            raise ValueError("a %s cannot have winner %r" % (termination, winner))
        if (termination == LINE) != (line is not None):
            raise ValueError("only a line win names a line")
        self.winner = winner
        self.termination = termination
        self.line = tuple(line) if line is not None else None

    def __eq__(self, other):
        return (isinstance(other, Outcome) and self.winner == other.winner
                and self.termination == other.termination and self.line == other.line)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash((self.winner, self.termination, self.line))

    def __repr__(self):
        return "Outcome(winner=%r, termination=%r, line=%r)" % (
            self.winner, self.termination, self.line)

"""The visitor's record on this device: the round number, the two players'
score, the results against each level and the rating (Elo). Saved with the
game; counted only at the move that decides a game, so a reload (which
restores the finished game) never counts one twice."""

from board.saved import MAX_COUNT, MAX_RATING
from board.settings import LEVEL_NAMES, LEVEL_RATINGS, START_RATING

ELO_K = 32


def expected_score(rating, opponent):
    """The Elo expectation of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))


def new_rating(rating, opponent, score):
    """The rating after a game scoring ``score`` (1 win, 0.5 draw, 0 loss),
    kept inside what the saved state can hold."""
    rating = int(round(rating + ELO_K * (score - expected_score(rating, opponent))))
    return max(0, min(MAX_RATING, rating))


def bump(count):
    """``count + 1``, but never past what the saved state can hold."""
    return count + 1 if count < MAX_COUNT else MAX_COUNT


class Record:
    """Results across rounds. ``change``: the rating's change at the end of
    the last rated game, shown on its result card until the next round."""

    def __init__(self):
        self.round = 1
        self.scores = {"red": 0, "blue": 0, "draws": 0}
        self.levels = {name: [0, 0, 0] for name in LEVEL_NAMES}    # wins, draws, losses
        self.rating = START_RATING
        self.change = 0

    def next_round(self):
        self.round = bump(self.round)
        self.change = 0

    def count_players(self, winner):
        """A two-player game won by ``winner`` ("red", "blue"; None: a draw)."""
        key = "draws" if winner is None else winner
        self.scores[key] = bump(self.scores[key])

    def count_level(self, level, score):
        """A rated game against ``level`` in which the visitor scored ``score``
        (1 win, 0.5 draw, 0 loss): its result and the rating."""
        results = self.levels[level]
        slot = 0 if score == 1.0 else 1 if score == 0.5 else 2
        results[slot] = bump(results[slot])
        rating = new_rating(self.rating, LEVEL_RATINGS[level], score)
        self.change = rating - self.rating
        self.rating = rating

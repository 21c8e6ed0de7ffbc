"""Statistics of uniformly random play (the site's "about 59 moves" fact)."""

from .playout import playout
from .rng import seed_state



class RandomPlayStats:
    """Results of ``games`` random games from the empty board."""

    __slots__ = ("games", "total_plies", "x_wins", "o_wins", "draws")

    def __init__(self, games, total_plies, x_wins, o_wins, draws):
        self.games = games
        self.total_plies = total_plies
        self.x_wins = x_wins
        self.o_wins = o_wins
        self.draws = draws

    def mean_length(self):
        return self.total_plies / self.games

    def shares(self):
        """(X, O, draw) shares in percent."""
        g = self.games
        return 100.0 * self.x_wins / g, 100.0 * self.o_wins / g, 100.0 * self.draws / g


def random_games(games, seed, early_draw=True):
    """Yield (winner, plies) for ``games`` seeded uniformly random games."""
    if not isinstance(games, int) or games <= 0:
        raise ValueError("the number of games must be a positive whole number, not %r" % (games,))
    # Each game starts from the state the previous one returned, which does not
    # depend on how long that game was: game k is the same game with or without
    # the early-draw check (the check only cuts drawn games short).
    state = seed_state(seed)
    codes = [0] * 9
    boards = [0] * 9
    for _ in range(games):
        winner, plies, state = playout(codes, boards, 1, -1, state, early_draw)
        yield winner, plies


def random_play_stats(games, seed, early_draw=True):
    """Play ``games`` uniformly random games from the start, seeded."""
    wins = [0, 0, 0]
    total = 0
    for winner, plies in random_games(games, seed, early_draw):
        wins[winner] += 1
        total += plies
    return RandomPlayStats(games, total, wins[1], wins[2], wins[0])

"""Strength matches between players: the levels, random moves and a plain UCT.

CPython only (uses the standard library), so it is not part of the browser's
engine. Each pair of games starts from the same random two-move opening with
the players' sides swapped, so neither profits from a lucky opening.
"""

import math
import multiprocessing

from .ai import LEVELS, Search, uniform_prior
from .game import Game
from .rng import Random

UCT_SIMULATIONS = 5000


class PlainUCT(Search):
    """The baseline: UCB1 selection, uniform random playouts, no knowledge."""

    def __init__(self, game, seed):
        Search.__init__(self, game, seed=seed, prior=uniform_prior)

    def _select(self, node):
        first = self.first[node]
        visits = self.visits
        log_parent = math.log(visits[node] + 1)
        best, best_value = first, -1.0
        for child in range(first, first + self.count[node]):
            n = visits[child]
            if n == 0:
                return child
            value = self.score[child] / (1000.0 * n) + 1.4 * math.sqrt(log_parent / n)
            if value > best_value:
                best, best_value = child, value
        return best


def choose(player, game, seed):
    """The move ``player`` (a level name, 'random' or 'uct') makes in ``game``."""
    if player == "random":
        return Random(seed).choice(game.legal_moves())
    if player == "uct":
        search = PlainUCT(game, seed)
        search.step(UCT_SIMULATIONS)
        return search.best_move()
    return LEVELS[player].move(game, seed)


PLAYERS = ("random", "uct") + tuple(LEVELS)


def play_game(args):
    """One game: (first player, second player, seed) -> winner index 0/1 or None."""
    first, second, seed, swap = args
    rng = Random(seed)
    game = Game()
    for _ in range(2):                       # the shared random opening
        game.push(rng.choice(game.legal_moves()))
    players = (second, first) if swap else (first, second)
    while game.outcome is None:
        ply = len(game.moves)
        game.push(choose(players[ply % 2], game, seed * 1000 + ply))
    winner = game.outcome.winner
    if winner is None:
        return None
    index = 0 if winner == 1 else 1          # X moved first
    return index if not swap else 1 - index


def run_match(a, b, games, seed, jobs=1):
    """Play ``games`` games between ``a`` and ``b``; returns (wins, draws, losses) of a."""
    tasks = [(a, b, seed + k // 2, k % 2 == 1) for k in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)
    else:
        results = [play_game(t) for t in tasks]
    wins = sum(1 for r in results if r == 0)
    losses = sum(1 for r in results if r == 1)
    return wins, games - wins - losses, losses

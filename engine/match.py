"""Strength matches between players: the levels, random moves and a plain UCT.

CPython only (uses the standard library), so it is not part of the browser's
engine. Each pair of games starts from the same random two-move opening with
the players' sides swapped, so neither profits from a lucky opening.
"""

import multiprocessing

from .ai import LEVELS, UCB1, Search, SearchConfig
from .evaluators import PlayoutEvaluator
from .game import Game
from .rng import Random

# The baseline: UCB1 selection with constant 1.4, uniform random playouts, no
# knowledge, 5,000 iterations a move.
PLAIN_UCT = SearchConfig(PlayoutEvaluator(), 5000, exploration=1.4, selection=UCB1)


def choose(player, game, seed):
    """The move ``player`` (a level name, 'random' or 'uct') makes in ``game``."""
    if player == "random":
        return Random(seed).choice(game.legal_moves())
    if player == "uct":
        search = Search(game, PLAIN_UCT, seed)
        search.step(PLAIN_UCT.budget)
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

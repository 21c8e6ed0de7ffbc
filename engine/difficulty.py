"""How hard a puzzle is, as a rating: Lichess rates a puzzle from players'
attempts, and there are none here, so the rating comes from a measure that
anyone can repeat: how much search the engine's Medium level (random
playouts, PUCT, no solver) needs before its best move is the solution.

For each of SEEDS, a search from the puzzle's position runs through the
BUDGETS in turn (one search, grown); its step is the index of the first
budget at which its best move is the solution (len(BUDGETS) = 9 when it never
is). The rating is MIN_RATING plus STEP times the mean step over the seeds,
rounded: 600 when every search sees the solution after 25 iterations, 2400
when none sees it after 6,400.
"""

from .ai import LEVELS, Search
from .puzzles import MAX_RATING, MIN_RATING

BUDGETS = (25, 50, 100, 200, 400, 800, 1600, 3200, 6400)
SEEDS = (1, 2, 3)
STEP = (MAX_RATING - MIN_RATING) // len(BUDGETS)
SEARCH = LEVELS["medium"].playouts


def budget_step(game, solution, seed):
    """The index in BUDGETS of the first budget at which the search with
    ``seed`` picks ``solution`` (len(BUDGETS) if none does)."""
    search = Search(game, SEARCH, seed)
    for k, budget in enumerate(BUDGETS):
        search.step(budget - search.iterations)
        if search.best_move() == solution:
            return k
    return len(BUDGETS)


def rating(game, solution):
    """The puzzle's rating, from MIN_RATING to MAX_RATING (see above)."""
    total = sum(budget_step(game, solution, seed) for seed in SEEDS)
    return MIN_RATING + (STEP * total + len(SEEDS) // 2) // len(SEEDS)

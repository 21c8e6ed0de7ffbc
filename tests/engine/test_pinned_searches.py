"""The levels build the trees they built when their settings were first
gathered into one search configuration per level: the same root statistics
and the same moves for the same seeds (the browser test compares Brython's
move with CPython's, and the README's match numbers were measured with
these trees). The pinned values are in ``pinned_searches``. The Expert's
fallback changed on purpose (its exploration constant was 2.5, not the
Expert's 1.5): it is pinned to the search it was meant to be."""

import pytest

from engine import Game, neteval, parse_record
from engine.ai import LEVELS, Search
from engine.analysis import PositionAnalysis
from engine.rng import Random

from .pinned_searches import ANALYSES, FALLBACK, SEARCHES


# A free choice for O after 30 random moves, among 45 moves.
FREE_CHOICE = ("h1 d3 c7 i2 g5 c4 i1 h3 d8 a4 a3 b8 f4 g2 a6 c9 i9 g8 c5 i4 i3 h9 f7 h2 d6 b9 d9 "
               "a7 c3 i7")


def pinned_positions():
    """The empty board, a free choice and 20 positions of seeded random
    games, cut at lengths up to 62, some with the early-draw rule off."""
    out = [Game(), parse_record(FREE_CHOICE)]
    seed = 1
    while len(out) < 22:
        rng = Random(seed)
        game = Game(early_draw=seed % 3 != 0)
        cut = (seed * 13) % 63
        while game.outcome is None and len(game.moves) < cut:
            game.push(rng.choice(game.legal_moves()))
        if game.outcome is None:
            out.append(game)
        seed += 1
    return out


def search_summary(level, game, seed):
    """(move played, nodes, visits per root move, score per root move)."""
    search = level.search(game, seed)
    search.step(search.config.budget)
    first, count = search.first[0], search.count[0]
    return (level.choose(search, seed), len(search.move),
            tuple(search.visits[first:first + count]), tuple(search.score[first:first + count]))


@pytest.mark.parametrize("name", sorted(LEVELS))
def test_each_level_builds_its_pinned_trees(name):
    assert neteval.load() is not None
    for k, game in enumerate(pinned_positions()):
        assert search_summary(LEVELS[name], game, k) == SEARCHES[name][k], (name, k)


def analysis_summary(game, seed):
    analysis = PositionAnalysis(game, seed, LEVELS["expert"])
    while analysis.verdict is None:
        analysis.step(analysis.remaining())
    return analysis.verdict.value, analysis.verdict.best


def test_the_experts_analysis_gives_its_pinned_verdicts():
    for k, game in enumerate(pinned_positions()[::4]):
        assert analysis_summary(game, 7001 + k) == ANALYSES[k], k


def test_the_experts_fallback_is_its_search_with_greedy_playouts():
    for k, game in enumerate(pinned_positions()[::3]):
        search = Search(game, LEVELS["expert"].playouts, k)
        search.step(search.config.budget)
        first, count = search.first[0], search.count[0]
        assert (search.best_move(), len(search.move), tuple(search.visits[first:first + count]),
                tuple(search.score[first:first + count])) == FALLBACK[k], k

"""The fast forced-win search (``tactics``) against the plain one over
``Game`` (``solve``), on positions of random games, and both on positions
built by hand whose answers are known."""

import pytest

from engine import Game, format_position, parse_cell, parse_position
from engine import solve
from engine.game import game_at
from engine.puzzles import parse_puzzles
from engine.rng import Random
from engine.tactics import Tactics

from .positions import position
from .test_puzzles import TEXT


def random_positions(count, seed):
    """Positions of random games, none of them over: half cut at a random
    ply from 20 to 60, half one to six plies before a won game's end (where
    short forced wins are common)."""
    rng = Random(seed)
    found = []
    while len(found) < count:
        game = Game()
        while game.outcome is None:
            game.push(rng.choice(game.legal_moves()))
        if len(found) % 2:
            ply = 20 + rng.below(41)
        elif game.outcome.winner is not None:
            ply = len(game.moves) - 1 - rng.below(6)
        else:
            continue
        game = game_at(game, ply)
        if game.outcome is None:
            found.append(parse_position(format_position(game)))
    return found


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_fast_search_agrees_with_the_plain_one(seed):
    wins = 0
    for game in random_positions(40, seed):
        fast = Tactics()
        for n in (1, 2, 3):
            plain_moves = solve.winning_moves(game, n)
            assert fast.winning_moves(game, n) == plain_moves
            assert fast.wins_within(game, n) == solve.wins_within(game, n)
            wins += bool(plain_moves)
        assert fast.win_distance(game, 3) == solve.win_distance(game, 3)
        for n in (2, 3):
            assert fast.saving_moves(game, n) == solve.saving_moves(game, n)
        for move in game.legal_moves()[:6]:
            game.push(move)
            over = game.outcome is not None
            game.pop()
            if over:
                continue
            for n in (2, 3):
                assert fast.refutation(game, move, n) == solve.refutation(game, move, n)
                assert fast.strongest_defence(game, move, n) == solve.strongest_defence(game, move, n)
                assert fast.losing_reply(game, move, n) == solve.losing_reply(game, move, n)
    assert wins >= 10   # the comparison saw forced wins, not only their absence


def test_a_move_that_wins_at_once_wins_within_one():
    # X has the two top-left boards and is sent to the top-right one, where
    # i9 completes its top row, and with it the big board's.
    text = position(["xxx/oo./...", "xxx/oo./...", "xx./o../...", "o../.../...",
                     ".oo/.../...", "", "", "", ""], "X", "f6")
    game = parse_position(text)
    i9 = parse_cell("i9")
    for tactics in (solve, Tactics()):
        assert tactics.winning_moves(game, 1) == [i9]
        assert tactics.winning_moves(game, 3) == [i9]
        assert tactics.win_distance(game, 3) == 1
    assert solve.game_winning_moves(game) == [i9]


def test_both_searches_agree_on_the_shipped_puzzles_positions():
    """Positions from the levels' games, where the wins are (every fifth)."""
    for _, puzzle in parse_puzzles(TEXT)[::5]:
        game = puzzle.game()
        assert solve.win_distance(game, 3) == Tactics().win_distance(game, 3)
        assert solve.winning_moves(game, puzzle.n) == Tactics().winning_moves(game, puzzle.n)

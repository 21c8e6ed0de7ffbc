"""The fast copies of the rules (see engine/fastrules.py) against game.py, the reference.

Random games are replayed through ``Game`` and through every fast path: the
search's ``legal_moves``/``play_move``, plain playouts and the Expert's
greedy playouts. Playouts are compared with a reference that makes the same
random choices, reading the random table in the same order, but asks
``Game`` for the rules.
"""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import EMPTY, OPEN, Game
from engine.fastrules import from_game, legal_moves, play_move
from engine.game import small_board_state
from engine.playout import playout
from engine.rng import MODULUS, TABLE, TABLE_SIZE, next_state
from engine.tables import BOARD_OF, CELL_OF

choices = st.lists(st.integers(min_value=0, max_value=10 ** 6), max_size=81)
states = st.integers(min_value=1, max_value=MODULUS - 1)


def result(game):
    """A Game's outcome in the fast paths' terms: -1 running, 0 draw, 1 X, 2 O."""
    if game.outcome is None:
        return -1
    return game.outcome.winner or 0


@settings(max_examples=300, deadline=None)
@given(choices, st.booleans())
def test_the_search_rules_play_the_same_games(picks, early_draw):
    game = Game(early_draw)
    codes, boards, target = from_game(game)
    for pick in picks + [0] * 81:
        moves = legal_moves(codes, boards, target)
        assert moves == game.legal_moves()
        move = moves[pick % len(moves)]
        ended = play_move(codes, boards, game.turn, move, early_draw)
        game.push(move)
        target = CELL_OF[move]
        assert (codes, boards) == from_game(game)[:2]
        assert ended == result(game)
        if ended >= 0:
            break
    assert game.outcome is not None, "81 moves always end a game"


def play(picks, early_draw):
    """A running game whose k-th move is legal move number picks[k] % count."""
    game = Game(early_draw)
    for pick in picks:
        moves = game.legal_moves()
        game.push(moves[pick % len(moves)])
        if game.outcome is not None:
            game.pop()
            break
    return game


def _win_at(cells, board, mark):
    """The first empty position (0..8) where ``mark`` would win ``board`` at once, or None."""
    for p in range(9):
        i = 9 * board + p
        if cells[i] == EMPTY:
            cells[i] = mark
            won = small_board_state(cells, board) == mark
            cells[i] = EMPTY
            if won:
                return p
    return None


def reference_playout(game, state, greedy):
    """``playout``'s random choices, made again with Game's rules: the same
    random numbers, drawn in the same order for the same purposes."""
    game = game.copy()
    state = next_state(state)
    start = state % TABLE_SIZE
    draws = (TABLE[(start + k) % TABLE_SIZE] for k in itertools.count())
    # Open boards in playout's order: a closing board's slot takes the last one.
    order = [b for b in range(9) if game.boards[b] == OPEN]
    plies = 0
    while game.outcome is None:
        r = next(draws)
        target = game.sent_to()
        if target is not None:
            moves = game.legal_moves()
            move = moves[r % len(moves)]
            if greedy:
                # Take the board if you can; else draw again once rather than
                # send the opponent to a board they can take.
                win = _win_at(game.cells, target, game.turn)
                if win is not None:
                    move = 9 * target + win
                elif game.boards[CELL_OF[move]] == OPEN and \
                        _win_at(game.cells, CELL_OF[move], 3 - game.turn) is not None:
                    move = moves[next(draws) % len(moves)]
        else:
            while True:
                board = order[r % len(order)]
                slot = next(draws) % 9
                empty = [m for m in range(9 * board, 9 * board + 9) if game.cells[m] == EMPTY]
                if slot < len(empty):
                    move = empty[slot]
                    break
                r = next(draws)
        board = BOARD_OF[move]
        game.push(move)
        plies += 1
        if game.boards[board] != OPEN:
            k = order.index(board)
            order[k] = order[-1]
            order.pop()
    return result(game), plies, state


@settings(max_examples=300, deadline=None)
@given(choices, st.booleans(), states)
def test_playouts_play_the_same_games(picks, early_draw, state):
    game = play(picks, early_draw)
    codes, boards, target = from_game(game)
    for greedy in (False, True):
        fast = playout(codes, boards, game.turn, target, state, early_draw, greedy)
        assert fast == reference_playout(game, state, greedy), greedy
    assert (codes, boards, target) == from_game(game), "playout changed its arguments"

"""Properties over random games (hypothesis draws the move choices)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (
    DRAWN, EARLY_DRAW, FULL_BOARD, LINE, O, OPEN, RESIGNATION, X, Game, format_position,
    format_record, parse_position, parse_record,
)
from engine.tables import BOARD_OF, CELL_OF, LINES

choices = st.lists(st.integers(min_value=0, max_value=10 ** 6), max_size=81)


def play(picks, early_draw=True):
    """A game whose k-th move is legal move number picks[k] % count."""
    game = Game(early_draw)
    for pick in picks:
        if game.outcome is not None:
            break
        moves = game.legal_moves()
        game.push(moves[pick % len(moves)])
    return game


def snapshot(game):
    return (format_position(game), game.cells[:], game.boards[:], game.turn,
            game.last, game.outcome, game.moves[:])


@settings(max_examples=200, deadline=None)
@given(choices, st.booleans())
def test_undo_restores_every_earlier_position_exactly(picks, early_draw):
    game = Game(early_draw)
    seen = [snapshot(game)]
    for pick in picks:
        if game.outcome is not None:
            break
        moves = game.legal_moves()
        game.push(moves[pick % len(moves)])
        seen.append(snapshot(game))
    while game.moves:
        seen.pop()
        game.pop()
        assert snapshot(game) == seen[-1]


@settings(max_examples=200, deadline=None)
@given(choices)
def test_legal_moves_follow_the_send_rule_and_free_choice(picks):
    game = Game()
    for pick in picks:
        if game.outcome is not None:
            assert game.legal_moves() == []
            break
        moves = game.legal_moves()
        assert moves, "a running game always has a move"
        target = None if game.last < 0 else CELL_OF[game.last]
        if target is not None and game.boards[target] == OPEN:
            assert {BOARD_OF[m] for m in moves} == {target}
            assert not game.is_free_choice()
        else:
            assert game.is_free_choice()
            assert {BOARD_OF[m] for m in moves} == {b for b in range(9) if game.boards[b] == OPEN}
        for m in moves:
            assert game.cells[m] == 0 and game.boards[BOARD_OF[m]] == OPEN
        closed = [i for i in range(81) if game.boards[BOARD_OF[i]] != OPEN and game.cells[i] == 0]
        assert not set(closed) & set(moves)
        game.push(moves[pick % len(moves)])


@settings(max_examples=300, deadline=None)
@given(choices, st.booleans(), st.booleans())
def test_positions_and_records_round_trip(picks, early_draw, resign):
    game = play(picks, early_draw)
    if resign and game.outcome is None:
        game.resign()
    text = format_position(game)
    again = parse_position(text, early_draw)
    assert format_position(again) == text
    assert again.cells == game.cells and again.boards == game.boards
    if game.outcome is None or game.outcome.termination != RESIGNATION:
        assert again.outcome == game.outcome
    record = format_record(game)
    replayed = parse_record(record, early_draw)
    assert format_record(replayed) == record
    assert snapshot(replayed) == snapshot(game)


def _line_owner(boards, line):
    states = {boards[b] for b in line}
    return states.pop() if len(states) == 1 and states <= {X, O} else None


@settings(max_examples=300, deadline=None)
@given(choices, st.booleans())
def test_outcome_agrees_with_the_small_boards(picks, early_draw):
    game = play(picks + [0] * 81, early_draw)
    outcome = game.outcome
    assert outcome is not None, "81 moves always end a game"
    owners = [(_line_owner(game.boards, line), tuple(line)) for line in LINES]
    winners = [(p, line) for p, line in owners if p is not None]
    if outcome.termination == LINE:
        assert (outcome.winner, outcome.line) in winners
        assert len({p for p, _ in winners}) == 1
    else:
        assert winners == []
    if outcome.termination == FULL_BOARD:
        assert OPEN not in game.boards
    if outcome.termination == EARLY_DRAW:
        assert early_draw and OPEN in game.boards
        for line in LINES:
            states = {game.boards[b] for b in line}
            assert DRAWN in states or {X, O} <= states
    # The last move closed a board (only closing moves end a game).
    assert game.boards[BOARD_OF[game.last]] != OPEN

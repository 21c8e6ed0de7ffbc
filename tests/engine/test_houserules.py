"""The house rules' questions about a standard position (the Variants page)."""

from engine import parse_cell, parse_record
from engine.houserules import (
    drawn_both_line, open_won_moves, quick_counts, quick_winner, rewin_moves,
)
from engine.tables import O, X


def cells(names):
    return [parse_cell(name) for name in names.split()]


def test_won_boards_that_stay_open_take_the_sent_player_in():
    game = parse_record("h8 e5 f6 g9 b8 f4 g1 c3 g7 a1 a3 c9 i9")   # X wins the top right
    assert game.is_free_choice()
    assert open_won_moves(game) == sorted(cells("h9 g8 i8 h7 i7"))
    game = parse_record("e5 d4")                  # an open board: the same as the standard rules
    assert open_won_moves(game) == game.legal_moves()


def test_a_drawn_board_counting_for_both_completes_a_line():
    game = parse_record("e5 d4 a3 b8 d6 a9 c7 i3 h8 f4 g1 b2 e4 f3 i9 g9 c9 g7 a1 c3 i8 i4 h2 e6 "
                        "f7 i1 i2 h5 d5 b6 e8 f5 g6 b7 f1 h1 d1 a2 c4 g2 b4 e2 f6 g8 a4 c2")
    assert game.outcome is None
    player, line = drawn_both_line(game)
    assert player == O and list(line) == [2, 4, 6]
    assert drawn_both_line(parse_record("e5 d4")) is None


def test_a_won_board_can_be_taken_over():
    game = parse_record("b8 e5 f4 h2 d6 c9 h8 d5 a6 a9 c7 g1 a1 b2 d4 b1 d2 c4 i3 i7 i1 g3 c8 g4 "
                        "c3 g9 a8 a4 b3 f8 g6")
    assert game.boards[0] == X and game.turn == O
    assert rewin_moves(game) == cells("b9")


def test_quick_mode_counts_won_boards_wherever_they_are():
    game = parse_record("e5 d6 a9 b8 f4 h3 e8 d4 b2 d5 a4 c1 i1 g1 c3 h9 d7 a3 c7 g3 c9 i9 h8 "
                        "g2 c6 g9")
    assert game.outcome is None and quick_counts(game) == {X: 0, O: 3}
    assert quick_winner(game, 3) == O and quick_winner(game, 4) is None

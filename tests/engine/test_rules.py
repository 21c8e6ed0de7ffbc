"""One hand-made position per rule of the game (the Rules page, docs/en/rules.md)."""

import pytest

from engine import (
    DRAWN, EARLY_DRAW, FULL_BOARD, LINE, O, OPEN, RESIGNATION, X, Game, GameOverError,
    IllegalMoveError, Outcome, format_position, parse_cell, parse_position, parse_record,
)

from .positions import DRAWN_FULL, O_WON, X_WON, position


def cells(*names):
    return [parse_cell(n) for n in names]


def test_first_move_may_go_anywhere():
    game = Game()
    assert len(game.legal_moves()) == 81
    assert game.is_free_choice() and game.sent_to() is None
    assert game.playable_boards() == tuple(range(9))


def test_send_rule_names_the_board_at_the_same_position():
    game = parse_record("c9")            # top-right cell of the top-left board
    assert game.sent_to() == 2           # -> the top-right board
    assert game.legal_moves() == list(range(18, 27))
    assert not game.is_free_choice()
    with pytest.raises(IllegalMoveError, match=r"e5 is outside the small board g7\.\.i9 that O was sent to"):
        game.push(parse_cell("e5"))


def test_sent_to_a_won_board_gives_free_choice():
    # X owns the top-left board; O's last move d9 sends X there.
    game = parse_position(position([X_WON, "o........", "", "", "", "", "", "", ""], "X", "d9"))
    assert game.boards[0] == X
    assert game.sent_to() is None and game.is_free_choice()
    assert game.playable_boards() == (1, 2, 3, 4, 5, 6, 7, 8)
    assert all(9 <= m for m in game.legal_moves())
    assert len(game.legal_moves()) == 81 - 9 - 1


def test_sent_to_a_drawn_board_gives_free_choice():
    game = parse_position(position([DRAWN_FULL, "o........", "", "", "", "", "", "", ""], "X", "d9"))
    assert game.boards[0] == DRAWN
    assert game.is_free_choice()
    assert game.playable_boards() == (1, 2, 3, 4, 5, 6, 7, 8)


def test_sent_to_the_board_you_just_won_gives_free_choice():
    centre = "..." + "x.x" + "..."
    game = parse_position(position(["....o....", "", "", "", centre, "", "", "", "......o.."], "X", "b8"))
    assert game.sent_to() == 4
    game.push(parse_cell("e5"))
    assert game.boards[4] == X
    assert game.outcome is None
    assert game.is_free_choice()
    assert 4 not in game.playable_boards()
    with pytest.raises(IllegalMoveError, match="closed small board"):
        game.push(parse_cell("d4"))


def test_a_win_on_the_last_cell_counts_as_a_win_not_a_draw():
    almost = "xox/oxo/ox."
    game = parse_position(position([almost, "o........", "", "", "", "", "", "", "x........"],
                                   "X", "d9"))
    game.push(parse_cell("c7"))
    assert game.boards[0] == X


def test_a_full_board_without_a_line_is_drawn_and_closed():
    almost = "xox/xoo/ox."
    game = parse_position(position([almost, "o........", "", "", "", "", "", "", "x........"],
                                   "X", "d9"))
    game.push(parse_cell("c7"))
    assert game.boards[0] == DRAWN
    assert game.outcome is None and game.sent_to() == 8


def test_three_won_boards_in_a_row_win_the_game():
    # O's last move c6 (top-right cell of the left board) sends X to the top-right board.
    game = parse_position(position([X_WON, X_WON, "xx./oo./o..", "..o......", "", "", "", "", ""],
                                   "X", "c6"))
    assert game.sent_to() == 2
    game.push(parse_cell("i9"))
    assert game.outcome == Outcome(X, LINE, (0, 1, 2))
    assert game.legal_moves() == [] and game.playable_boards() == ()
    with pytest.raises(GameOverError):
        game.push(parse_cell("e5"))


# The early-draw set-up: every big-board line is dead except the anti-diagonal
# (top-right, centre, bottom-left), which X could still complete via the centre.
# X's last move h2 (the centre of the bottom-right board) sent O to the centre.
EARLY = [DRAWN_FULL, X_WON, X_WON, X_WON, "oo.......", O_WON, X_WON, O_WON, "o...x...."]


def test_early_draw_the_moment_the_last_line_dies():
    game = parse_position(position(EARLY, "O", "h2"))
    assert game.outcome is None and game.sent_to() == 4
    game.push(parse_cell("f6"))        # O wins the centre: the last line dies
    assert game.boards[4] == O
    assert game.outcome == Outcome(None, EARLY_DRAW)
    assert game.boards[8] == OPEN      # cells were left, but nobody can win


def test_without_the_early_draw_check_play_goes_on():
    game = parse_position(position(EARLY, "O", "h2"), early_draw=False)
    game.push(parse_cell("f6"))
    assert game.outcome is None
    assert game.playable_boards() == (8,)


def test_full_board_draw_when_the_last_board_closes():
    # As EARLY, but X's h2 won the bottom-right board on its diagonal.
    full = EARLY[:8] + ["x.o/.x./o.x"]
    full[4] = "oo......o"
    for early_draw in (True, False):
        game = parse_position(position(full, "O", "h2"), early_draw=early_draw)
        assert game.boards[8] == X and game.sent_to() == 4
        game.push(parse_cell("f6"))
        assert game.outcome == Outcome(None, FULL_BOARD)


def test_resignation_loses_and_can_be_taken_back():
    game = parse_record("e5 e6")
    before = format_position(game)
    game.resign()
    assert game.outcome == Outcome(O, RESIGNATION)   # X was to move and resigned
    with pytest.raises(GameOverError):
        game.resign()
    assert game.pop() is None
    assert game.outcome is None and format_position(game) == before
    game.resign(O)                                   # the player not to move may resign too
    assert game.outcome == Outcome(X, RESIGNATION)
    game.pop()
    with pytest.raises(IllegalMoveError, match="only X or O"):
        game.resign(3)


def test_undo_goes_back_to_the_start_and_no_further():
    game = parse_record("e5 e6 e8 e4 e2")
    for _ in range(5):
        game.pop()
    assert format_position(game) == "9/9/9/9/9/9/9/9/9 X 0 -"
    with pytest.raises(IndexError):
        game.pop()


def test_occupied_cell_and_bad_index_are_refused():
    game = parse_record("e5")
    with pytest.raises(IllegalMoveError, match="e5 is already taken"):
        game.push(parse_cell("e5"))
    for bad in (-1, 81, "e5", 1.5, True):
        with pytest.raises(IllegalMoveError, match="not a cell index"):
            game.push(bad)


def test_taking_moves_back_shows_what_was_playable_then():
    game = parse_record("c9 g7")
    assert game.playable_boards() == (6,)
    assert game.pop() == parse_cell("g7")
    assert game.playable_boards() == (2,) and not game.is_free_choice()
    assert game.pop() == parse_cell("c9")
    assert game.playable_boards() == tuple(range(9)) and game.is_free_choice()


def test_undo_stops_at_a_position_root_with_its_last_move():
    game = parse_position("9/9/9/9/4x4/9/9/9/9 O 1 e5")
    game.push(parse_cell("e6"))
    game.pop()
    assert game.last == parse_cell("e5") and game.sent_to() == 4
    with pytest.raises(IndexError):
        game.pop()


def test_copy_is_independent():
    game = parse_record("e5")
    twin = game.copy()
    twin.push(parse_cell("e6"))
    assert len(game.moves) == 1 and len(twin.moves) == 2


def test_outcome_value_object():
    assert Outcome(X, LINE, [0, 4, 8]) == Outcome(X, LINE, (0, 4, 8))
    assert len({Outcome(O, RESIGNATION), Outcome(O, RESIGNATION)}) == 1
    for args in [(X, "timeout"), (X, FULL_BOARD), (None, LINE, (0, 1, 2)), (X, LINE), (7, RESIGNATION)]:
        with pytest.raises(ValueError):
            Outcome(*args)

"""Cell names, position strings and game records: round trips and every error."""

import pytest

from engine import (
    CellError, PositionError, RecordError, START_POSITION, Game, NotationError, cell_name,
    format_position, format_record, parse_cell, parse_game, parse_position, parse_record,
)

from .positions import position


def test_cell_names_follow_files_and_ranks():
    assert cell_name(0) == "a9"          # top-left cell of the top-left board
    assert cell_name(40) == "e5"         # centre of the centre board
    assert cell_name(80) == "i1"
    assert cell_name(8) == "c7"          # bottom-right cell of the top-left board
    assert cell_name(9) == "d9"
    assert sorted(cell_name(i) for i in range(81)) == sorted(
        f + str(r) for f in "abcdefghi" for r in range(1, 10))
    for i in range(81):
        assert parse_cell(cell_name(i)) == i
    assert parse_cell("E5") == 40


@pytest.mark.parametrize("bad", ["j3", "a0", "a10", "", "e", "55", " e5", None, 40])
def test_unknown_cells_are_refused_with_the_text(bad):
    with pytest.raises(CellError) as info:
        parse_cell(bad)
    assert repr(bad) in str(info.value)
    assert isinstance(info.value, ValueError)


def test_start_position_round_trip():
    game = parse_position(START_POSITION)
    assert format_position(game) == START_POSITION
    assert format_position(Game()) == START_POSITION


def test_position_after_moves():
    game = parse_record("e5 e6 e8")
    text = format_position(game)
    assert text == "9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8"
    again = parse_position(text)
    assert again.cells == game.cells and again.turn == game.turn
    assert again.last == game.last and again.sent_to() == game.sent_to() == 4


def test_public_suite_positions_parse():
    # Written with a counter of 0 and a last move, as public perft suites do.
    for text in ["9/9/9/9/9/7x1/9/5o3/xo2x4 O 0 h4",
                 "x8/1o7/9/6o2/5x3/9/3x5/9/9 O 0 a9",
                 "9/6x2/9/2x6/o8/x8/9/o8/9 O 0 c6"]:
        assert format_position(parse_position(text)) == text


def test_side_to_move_may_be_lower_case():
    assert format_position(parse_position("9/9/9/9/9/9/9/9/9 x 0 -")) == START_POSITION


@pytest.mark.parametrize("text, message", [
    ("9/9/9/9/9/9/9/9 X 0 -", "has 8 ranks; expected 9"),
    ("9/9/9/9/9/9/9/9/9 X 0", "has 3 fields; expected 4"),
    ("9/9/9/9/9/9/9/9/9 X 0 - extra", "has 5 fields"),
    ("9/9/9/9/9/9/9/9/x9 O 0 -", "rank 1 'x9' covers 10 cells; expected 9"),
    ("9/9/9/9/9/9/9/9/8 X 0 -", "rank 1 '8' covers 8 cells"),
    ("9/9/9/9/9/9/9/9/X8 O 0 -", "rank 1 'X8' has 'X'; use x, o and digits 1-9"),
    ("9/9/9/9/0x8/9/9/9/9 O 0 -", "has '0'"),
    ("9/9/9/9/9/9/9/9/9 Y 0 -", "side to move 'Y' must be X or O"),
    ("9/9/9/9/9/9/9/9/9 X -1 -", "move counter '-1' must be a whole number"),
    ("9/9/9/9/9/9/9/9/9 X one -", "move counter 'one'"),
    ("9/9/9/9/9/9/9/9/9 O 0 -", "has 0 x and 0 o, impossible with O to move"),
    ("9/9/9/9/4x4/9/9/9/9 X 1 e5", "has 1 x and 0 o, impossible with X to move"),
    ("9/9/9/9/4o4/9/9/9/9 O 1 e5", "has 0 x and 1 o, impossible with O to move"),
    ("9/9/9/9/4x4/9/9/9/9 O 1 z9", "last move 'z9': unknown cell 'z9'"),
    ("9/9/9/9/4x4/9/9/9/9 O 1 e6", "last move e6 must hold the mark of X, who just moved, but it holds nothing"),
    ("9/9/9/9/3ox4/9/9/9/9 X 2 e5", "last move e5 must hold the mark of O, who just moved, but it holds x"),
])
def test_bad_positions_say_what_is_wrong(text, message):
    with pytest.raises(PositionError) as info:
        parse_position(text)
    assert message in str(info.value)


def test_long_positions_are_quoted_shortened():
    with pytest.raises(PositionError) as info:
        parse_position("9/" * 40 + "9 X 0 -")
    assert "..." in str(info.value) and len(str(info.value)) < 200


def test_a_position_must_be_text():
    with pytest.raises(PositionError, match="must be text"):
        parse_position(None)
    with pytest.raises(RecordError, match="must be text"):
        parse_record(42)


def test_impossible_board_states_are_refused():
    with pytest.raises(PositionError, match="small board a7..c9 has three in a row for both"):
        parse_position("xxx6/ooo6/x8/9/9/9/9/9/9 O 0 a9")
    with pytest.raises(PositionError, match="both X and O have three small boards in a row"):
        parse_position("xxxxxxxxx/oo1oo1oo1/9/ooooooooo/xx1xx1xx1/9/9/9/9 X 0 -")


def test_record_round_trip_and_resign():
    text = "e5 e6 e8 e4 e2"
    game = parse_record(text)
    assert format_record(game) == text
    game.resign()
    assert format_record(game) == text + " resign"
    assert format_record(parse_record(text + " resign")) == text + " resign"
    assert format_record(parse_record("  E5   e6 ")) == "e5 e6"
    assert format_record(parse_record("")) == ""


@pytest.mark.parametrize("text, message", [
    ("e5 j9", "move 2 'j9': unknown cell 'j9'"),
    ("e5 e5", "move 2 'e5': cannot play e5: e5 is already taken"),
    ("e5 a9", "move 2 'a9': cannot play a9: a9 is outside the small board d4..f6 that O was sent to"),
    ("e5 resign e6", "move 2 'resign': 'resign' can only end a record"),
])
def test_bad_records_name_the_move_and_the_reason(text, message):
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert message in str(info.value)


def test_moves_after_the_end_are_refused():
    won = "xxx......"
    two = "oo......."
    finished = parse_position(position([won, won, won, two, two, two, two, "", ""], "O"))
    with pytest.raises(RecordError, match="move 1 'e5': cannot play e5: the game is over"):
        parse_record("e5", start=finished)
    with pytest.raises(RecordError, match="move 1 'resign': cannot resign: the game is over"):
        parse_record("resign", start=finished)


def test_parse_game_takes_either_form():
    assert format_position(parse_game("e5")) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert format_position(parse_game("9/9/9/9/4x4/9/9/9/9 O 1 e5")) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    with pytest.raises(NotationError):
        parse_game("nonsense")

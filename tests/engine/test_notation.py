"""Cell names, position strings and game records: round trips and every error."""

import pytest

from engine import (
    CellError, PositionError, RecordError, START_POSITION, O, X, Game, NotationError, NumberError,
    cell_name, format_position, format_record, parse_cell, parse_game, parse_position,
    parse_record, parse_whole_number,
)
from engine.perft import perft

from .positions import DRAWN_FULL, O_WON, X_WON, position


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
    # From public suites, with the number of marks as their counter.
    for text in ["9/9/9/9/9/7x1/9/5o3/xo2x4 O 5 h4",
                 "x8/1o7/9/6o2/5x3/9/3x5/9/9 O 5 a9",
                 "9/6x2/9/2x6/o8/x8/9/o8/9 O 5 c6"]:
        assert format_position(parse_position(text)) == text


# A position as the public suites write it, with a counter of 0; the counts
# are this engine's perft (the same with the counter written as 16).
SUITE_POSITION = "9/3x5/3oo4/4x2o1/1o7/3x1o3/4o2x1/1x3x3/ox3o1x1 X 0 h6"
SUITE_PERFT = [6, 44, 320, 2278]


def test_a_counter_of_0_on_a_board_with_marks_is_not_given():
    game = parse_position(SUITE_POSITION)
    assert format_position(game) == SUITE_POSITION.replace(" 0 ", " 16 ")
    assert [perft(game, depth) for depth in (1, 2, 3, 4)] == SUITE_PERFT
    assert format_position(parse_position("9/9/9/9/4x4/9/9/9/9 O 0 e5")) == \
        "9/9/9/9/4x4/9/9/9/9 O 1 e5"


@pytest.mark.parametrize("text, message", [
    # With the counter not given, the marks must still fit the side to move.
    ("9/9/9/9/4x4/9/9/9/9 X 0 e5", "1 x and 0 o are impossible with X to move"),
    ("9/9/9/9/3xx4/9/9/9/9 O 0 e5", "2 x and 0 o are impossible with O to move"),
    ("9/9/9/9/4o4/9/9/9/9 O 0 e5", "0 x and 1 o are impossible with O to move"),
    # Any other counter must be the number of marks.
    ("9/9/9/9/4x4/9/9/9/9 O 2 e5", "move counter '2' does not match the 1 marks on the board"),
    (SUITE_POSITION.replace(" 0 ", " 15 "), "move counter '15' does not match the 16 marks"),
])
def test_marks_that_play_cannot_give_are_refused_quoting_the_position(text, message):
    with pytest.raises(PositionError) as info:
        parse_position(text)
    assert str(info.value).startswith("position %r: " % text)
    assert message in str(info.value)


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
    ("9/9/9/9/9/9/9/9/9 X -1 -", "move counter '-1' must be a whole number in digits 0-9"),
    ("9/9/9/9/9/9/9/9/9 X one -", "move counter 'one'"),
    ("9/9/9/9/9/9/9/9/9 O 0 -", "0 x and 0 o are impossible with O to move"),
    ("9/9/9/9/4x4/9/9/9/9 X 1 e5", "1 x and 0 o are impossible with X to move"),
    ("9/9/9/9/4o4/9/9/9/9 O 1 e5", "0 x and 1 o are impossible with O to move"),
    ("9/9/9/9/4x4/9/9/9/9 O 57 e5", "move counter '57' does not match the 1 marks on the board"),
    ("9/9/9/9/9/9/9/9/9 X 1 -", "move counter '1' does not match the 0 marks"),
    # Digits are ASCII: str.isdigit would take these.
    ("9/9/9/9/4x4/9/9/9/9 O \u0661 e5", "move counter '\u0661' must be a whole number in digits 0-9"),
    ("9/9/9/9/4x4/9/9/9/9 O \u00b9 e5", "move counter '\u00b9' must be a whole number"),
    ("9/9/9/9/4x4/9/9/9/9 O \uff11 e5", "move counter '\uff11' must be a whole number"),
    ("9/9/9/9/4x4/9/9/9/9 O 1 z9", "last move: unknown cell 'z9'"),
    ("9/9/9/9/4x4/9/9/9/9 O 1 e6", "last move e6 must hold the mark of X, who just moved, but it holds nothing"),
    ("9/9/9/9/3ox4/9/9/9/9 X 2 e5", "last move e5 must hold the mark of O, who just moved, but it holds x"),
])
def test_bad_positions_say_what_is_wrong(text, message):
    with pytest.raises(PositionError) as info:
        parse_position(text)
    assert message in str(info.value)


@pytest.mark.parametrize("text, message", [
    # O's last move a7 is in the top-left board, which X had already won.
    ("xxx6/oo7/o8/9/9/9/9/9/9 X 6 a7",
     "last move a7 is in the small board a7..c9, which X had won before it"),
    # X's top row wins the top-left board; X's last move b8 is on no line of it.
    ("xxx6/ox7/o8/9/4o4/9/9/9/9 O 7 b8",
     "last move b8 is in the small board a7..c9, which X had won before it"),
    # X's top row had won the game before O's last move i1.
    ("xxxxxxxxx/9/9/9/9/9/9/1o1o1o1o1/o1o1o1o1o X 18 i1",
     "last move i1 came after the end of the game: X had three small boards in a row"),
    ("9/9/9/9/4x4/9/9/9/9 O 1 -", "the last move is missing: '-' is only for the empty board"),
])
def test_positions_that_play_cannot_reach_are_refused(text, message):
    with pytest.raises(PositionError) as info:
        parse_position(text)
    assert str(info.value).startswith("position %r: " % text)
    assert message in str(info.value)


def test_a_counter_may_have_leading_zeros():
    assert format_position(parse_position("9/9/9/9/4x4/9/9/9/9 O 01 e5")) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"


def test_the_last_move_may_complete_the_line_it_won_with():
    game = parse_position("xxx6/ox7/o8/9/4o4/9/9/9/9 O 7 a9")    # a9 is on X's top row
    assert game.boards[0] == X and game.outcome is None


# Every big-board line is dead once O won the centre with f6 (cell 2 there,
# sending X to the top-right board, which X owns): X's next move g3 comes
# after an early draw, unless the early-draw check is off.
AFTER_EARLY = [DRAWN_FULL, X_WON, X_WON, X_WON, "ooo......", O_WON, X_WON, O_WON, "x........"]


def test_a_move_after_an_early_draw_is_refused_when_the_check_is_on():
    text = position(AFTER_EARLY, "O", "g3", early_draw=False)
    with pytest.raises(PositionError, match="last move g3 came after the end of the game: "
                                            "every big-board line was dead"):
        parse_position(text)
    game = parse_position(text, early_draw=False)
    assert game.outcome is None and game.playable_boards() == (8,)


@pytest.mark.parametrize("text, value", [("0", 0), ("7", 7), ("007", 7), ("81", 81),
                                         ("9" * 15, 10 ** 15 - 1), ("9" * 5000, 10 ** 15)])
def test_whole_numbers_are_ascii_digits(text, value):
    assert parse_whole_number(text) == value


@pytest.mark.parametrize("text", ["", "²", "٣", "4٣", "-1", "+3", " 3", "3 ", "3.0", "1e3", None])
def test_anything_else_is_not_a_whole_number(text):
    with pytest.raises(NumberError, match="is not a whole number"):
        parse_whole_number(text)
    assert issubclass(NumberError, NotationError)


def test_huge_counters_are_refused_in_our_words():
    text = "9/9/9/9/4x4/9/9/9/9 O %s e5" % ("9" * 5000)
    with pytest.raises(PositionError) as info:
        parse_position(text)
    assert "does not match the 1 marks" in str(info.value)
    assert "Exceeds" not in str(info.value) and len(str(info.value)) < 300


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
        parse_position("xxx6/ooo6/x8/9/9/9/9/9/9 O 7 a9")
    with pytest.raises(PositionError, match="both X and O have three small boards in a row"):
        parse_position("xxxxxxxxx/oo1oo1oo1/9/ooooooooo/xx1xx1xx1/9/9/9/9 X 30 a6")


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
    ("e5 j9", "move 2: unknown cell 'j9'"),
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
    finished = parse_position(position([won, won, won, two, two, two, two, "", ""], "O", "c9"))
    with pytest.raises(RecordError, match="move 1 'e5': cannot play e5: the game is over"):
        parse_record("e5", start=finished)
    with pytest.raises(RecordError, match="move 1 'resign': cannot resign: the game is over"):
        parse_record("resign", start=finished)


def test_parse_game_takes_either_form():
    assert format_position(parse_game("e5")) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert format_position(parse_game("9/9/9/9/4x4/9/9/9/9 O 1 e5")) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    with pytest.raises(NotationError):
        parse_game("nonsense")


@pytest.mark.parametrize("record, winner, canonical", [
    ("e5 e6 resign", O, "e5 e6 resign"),          # X, to move, resigns
    ("e5 e6 resign-x", O, "e5 e6 resign"),        # the same, named
    ("e5 e6 resign-o", X, "e5 e6 resign-o"),      # O resigns while X is to move
    ("resign-o", X, "resign-o"),
    ("e5 RESIGN-X", O, "e5 resign-x"),            # X resigns while O is to move
])
def test_either_player_can_resign_and_records_round_trip(record, winner, canonical):
    game = parse_record(record)
    assert game.outcome.winner == winner and game.outcome.termination == "resignation"
    assert format_record(game) == canonical
    assert format_record(parse_record(canonical)) == canonical


@pytest.mark.parametrize("record, reason", [
    ("e5 resign-o e6", "can only end a record"),
    ("e5 resign-z", "unknown cell"),
])
def test_bad_resignations(record, reason):
    with pytest.raises(RecordError, match=reason):
        parse_record(record)

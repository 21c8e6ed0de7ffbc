"""The play board's rules of play, without a browser."""

import pytest

from engine import O, X, format_position, parse_cell, parse_record
from board.play.session import PlayController, expected_score, new_rating
from board.settings import LEVEL_RATINGS, LOCK_MS
from board.saved import StorageError


def cells(*names):
    return [parse_cell(n) for n in names]


def test_lock_refuses_a_second_move_inside_250_ms():
    ctl = PlayController()
    assert ctl.play(parse_cell("e5"), now=1000)
    assert not ctl.play(parse_cell("e6"), now=1000 + LOCK_MS - 1)
    assert ctl.play(parse_cell("e6"), now=1000 + LOCK_MS)


def test_starters_alternate_and_scores_add_up():
    ctl = PlayController()
    assert ctl.players() == {X: "red", O: "blue"}
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()                              # Blue (O) resigns
    assert ctl.scores == {"red": 1, "blue": 0, "draws": 0}
    assert ctl.play_again() and ctl.round == 2 and ctl.players() == {X: "blue", O: "red"}
    assert not ctl.resign()                   # nothing to resign before the first move
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()                              # Red (O, to move) resigns
    assert ctl.scores == {"red": 1, "blue": 1, "draws": 0}
    ctl.set_alternate(False)
    ctl.play_again()
    assert ctl.round == 3 and ctl.starter == "red"
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()
    ctl.play_again()
    assert ctl.starter == "red"


def test_alternate_changed_before_the_first_move_applies_to_this_round():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()
    ctl.play_again()                          # round 2: Blue starts
    assert ctl.starter == "blue"
    ctl.set_alternate(False)                  # nobody moved yet: Red starts this round
    assert ctl.starter == "red"
    ctl.set_alternate(True)
    assert ctl.starter == "blue"
    ctl.play(parse_cell("e5"), 0)
    ctl.set_alternate(False)                  # a move was made: colours stay
    assert ctl.starter == "blue"


def test_play_again_only_after_the_end_and_undo_only_before():
    ctl = PlayController()
    assert not ctl.play_again()
    assert not ctl.undo()
    ctl.play(parse_cell("e5"), 0)
    assert ctl.undo() and not ctl.game.moves
    ctl.resign()
    assert not ctl.undo() and not ctl.resign()


def test_computer_mode_starts_even_rounds_and_undo_takes_back_a_round():
    ctl = PlayController()
    assert ctl.set_mode("computer", "expert")
    assert ctl.computer_mark() == O and not ctl.is_computer_turn()
    ctl.play(parse_cell("e5"), 0)
    assert ctl.is_computer_turn()
    assert not ctl.play(parse_cell("e6"), 10_000)      # not the visitor's turn
    assert ctl.computer_play(parse_cell("e6"))
    ctl.play(parse_cell("e8"), 10_000)
    assert ctl.undo(thinking=True)                     # still thinking: only e8
    assert ctl.game.moves == cells("e5", "e6")
    assert ctl.undo()                                  # e6 and e5
    assert ctl.game.moves == []
    assert ctl.play(parse_cell("e5"), 20_000)
    ctl.resign()                                       # while it thinks: the visitor resigns
    assert ctl.records["expert"] == [0, 0, 1] and ctl.game.outcome.winner == O
    ctl.play_again()
    assert ctl.round == 2 and ctl.computer_mark() == X and ctl.is_computer_turn()
    ctl.computer_play(parse_cell("e5"))
    assert not ctl.can_undo()                          # its opening move stays
    ctl.play(parse_cell("e4"), 0)
    ctl.computer_play(parse_cell("e2"))
    assert ctl.undo() and ctl.game.moves == cells("e5")


def test_rating_moves_elo_style():
    assert expected_score(1200, 1200) == pytest.approx(0.5)
    assert new_rating(1200, 1200, 1.0) == 1216
    assert new_rating(1200, 1200, 0.0) == 1184
    assert new_rating(1200, 1200, 0.5) == 1200
    win, draw, loss = (new_rating(1200, LEVEL_RATINGS["expert"], s) for s in (1, 0.5, 0))
    assert win > draw > loss and draw - loss == pytest.approx(win - draw, abs=1)


def test_result_against_the_computer_counts_once_per_level():
    ctl = PlayController()
    ctl.set_mode("computer", "beginner")
    ctl.play(parse_cell("e5"), 0)
    ctl.computer_play(parse_cell("e6"))
    ctl.resign()
    assert ctl.records == {"beginner": [0, 0, 1], "medium": [0, 0, 0], "expert": [0, 0, 0]}
    assert ctl.rating < 1200
    saved = ctl.dump()
    again = PlayController()
    again.load(saved, now_ms=0)
    assert again.records == ctl.records and again.rating == ctl.rating
    assert again.game.outcome is not None and not again.resign()


def test_turn_timer():
    ctl = PlayController()
    assert ctl.set_timer(30) and not ctl.set_timer(45)
    assert ctl.start_clock(now_ms=1_000)
    assert ctl.time_left(11_000) == 20_000
    assert not ctl.start_clock(now_ms=5_000)           # already running
    ctl.computer_play(ctl.game.legal_moves()[0], "timeout")   # time ran out: played for them
    assert ctl.deadline == 0 and ctl.start_clock(40_000)
    assert ctl.time_left(80_000) == 0
    ctl.set_mode("computer")
    ctl.play(parse_cell("e5"), 0)
    assert not ctl.start_clock(1)                       # the computer's turn is not timed


def test_save_and_load_round_trip():
    ctl = PlayController()
    for name in ("e5", "e6", "e8"):
        ctl.play(parse_cell(name), 10_000 * len(ctl.game.moves))
    ctl.set_timer(60)
    ctl.start_clock(123)
    again = PlayController()
    again.load(ctl.dump(), now_ms=123)
    assert format_position(again.game) == format_position(ctl.game)
    assert again.dump() == ctl.dump()
    again.undo()
    assert again.game.moves == cells("e5", "e6")


def test_a_bad_load_changes_nothing():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    before = ctl.dump()
    with pytest.raises(StorageError):
        ctl.load("garbage", now_ms=0)
    assert ctl.dump() == before


def test_review_shows_the_boards_playable_then():
    ctl = PlayController()
    ctl.game = parse_record("c9 g7 resign")
    assert ctl.start_review() and ctl.review == 2
    ctl.step_review(1)
    assert ctl.shown_game().playable_boards() == (2,)
    ctl.step_review(-5)
    assert ctl.review == 0 and ctl.shown_game().moves == []
    ctl.leave_review()
    assert ctl.review is None


def test_counters_stop_at_the_bound_the_reader_accepts():
    from board.saved import MAX_COUNT, MAX_RATING
    ctl = PlayController()
    ctl.scores["red"] = MAX_COUNT
    ctl.round = MAX_COUNT
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()                                       # Blue resigns: Red's point
    ctl.play_again()
    assert ctl.scores["red"] == MAX_COUNT and ctl.round == MAX_COUNT
    ctl.set_mode("computer", "beginner")
    ctl.records["beginner"] = [MAX_COUNT, MAX_COUNT, MAX_COUNT]
    ctl.rating = MAX_RATING
    ctl.resign()
    assert ctl.records["beginner"] == [MAX_COUNT] * 3 and ctl.rating <= MAX_RATING
    again = PlayController()
    again.load(ctl.dump(), now_ms=0)
    assert again.dump() == ctl.dump()
    assert new_rating(0, 1700, 0.0) == 0 and new_rating(MAX_RATING, 800, 1.0) == MAX_RATING


@pytest.mark.parametrize("deadline, kept", [
    (10 ** 14 - 1, False),      # further away than the timer's 30 s
    (5_000, False),             # already past
    (20_000, False),            # the moment of loading: past too
    (20_001, True),
    (50_000, True),             # exactly the timer's length away
    (50_001, False),
])
def test_a_saved_deadline_is_kept_only_if_it_can_be_real(deadline, kept):
    ctl = PlayController()
    ctl.set_timer(30)
    ctl.deadline = deadline
    again = PlayController()
    again.load(ctl.dump(), now_ms=20_000)
    assert again.deadline == (deadline if kept else 0)
    again.start_clock(20_000)
    assert 0 < again.time_left(20_000) <= 30_000


def test_the_computer_is_asked_for_the_right_thought():
    ctl = PlayController()
    assert ctl.wanted_thought(0) is None
    ctl.set_timer(30)
    ctl.start_clock(0)
    assert ctl.wanted_thought(29_999) is None
    stand_in = ctl.wanted_thought(30_000)
    assert (stand_in.purpose, stand_in.level, stand_in.record) == ("timeout", "medium", "")
    ctl.play(parse_cell("e5"), 30_000)                 # a tap at 0 s plays...
    assert ctl.wanted_thought(30_000) is None          # ...and the stand-in is no longer wanted
    assert not ctl.computer_play(parse_cell("e6"))     # nor is a move of the computer's own
    ctl = PlayController()
    ctl.set_mode("computer", "expert")
    ctl.play(parse_cell("e5"), 0)
    thought = ctl.wanted_thought(0)
    assert (thought.purpose, thought.level, thought.record) == ("move", "expert", "e5")
    assert thought == ctl.wanted_thought(99)           # the same job while nothing changes


def test_settings_controls():
    ctl = PlayController()
    assert ctl.change_setting("timer", "60") and ctl.timer == 60
    assert not ctl.change_setting("timer", "45") and ctl.timer == 60
    assert ctl.change_setting("alternate", False) and not ctl.alternate
    assert not ctl.change_setting("alternate", False)
    assert ctl.change_setting("mode", "computer") and ctl.mode == "computer"
    assert ctl.change_setting("level", "expert") and ctl.level == "expert"
    assert not ctl.change_setting("level", "grandmaster")
    assert not ctl.change_setting("colour", "green")


def test_questions_hold_the_board_and_an_opening_move_alone_is_no_game():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.apply("resign")
    assert not ctl.accepts_taps() and not ctl.play(parse_cell("e6"), 10_000)
    ctl.apply("resign-no")
    assert ctl.play(parse_cell("e6"), 10_000)
    computer = PlayController()
    computer.set_mode("computer", "medium")
    computer.play(parse_cell("e5"), 0)
    computer.resign()
    computer.play_again()                             # round 2: the computer opens
    computer.computer_play(parse_cell("a9"))
    assert computer.change_setting("level", "expert")    # no question, no loss
    assert computer.round == 2 and computer.game.moves == [] and computer.level == "expert"
    assert computer.records["medium"] == [0, 0, 1]

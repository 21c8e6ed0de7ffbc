"""The play session's rules of play, its effects and its start, without a
browser: what the play board does with each event."""

import pytest

from engine import O, X, cell_name, format_position, format_record, parse_cell
from engine.levels import QUICK_ITERATIONS

from sitebuild.typography import russian
from board.kept_analyses import KeptAnalyses
from board.links import link_moves
from board.play import messages as m
from board.play.record import expected_score, new_rating
from board.saved import MAX_COUNT, MAX_RATING, load_state
from board.settings import HINT_LEVEL, LEVEL_RATINGS, LOCK_MS

from .driver import Board
from tests.site.games import SHORT_WIN



def cells(*names):
    return [parse_cell(n) for n in names]


def any_move(board):
    return cell_name(board.game.legal_moves()[0])


def computer_board(level="medium", record=None):
    board = Board()
    board.choose("opponent", level)
    if record:
        board.play_game(*record.split())
    return board


# -- rounds, undo, resign --------------------------------------------------------

def test_the_input_lock_takes_one_move_of_a_double_tap():
    board = Board()
    board.now = 1000
    board.send(m.Tap(parse_cell("e5"), 1000))
    assert board.of(m.Wake) == [m.Wake(LOCK_MS)] and board.part("root")["attrs"]["data-locked"] == ""
    board.send(m.Tap(parse_cell("e6"), 1000 + LOCK_MS - 1))
    assert board.game.moves == cells("e5")
    board.now = 1000 + LOCK_MS
    board.send(m.Tick())
    assert board.part("root")["attrs"]["data-locked"] is None
    board.send(m.Tap(parse_cell("e6"), 1000 + LOCK_MS))
    assert board.game.moves == cells("e5", "e6")


def test_a_move_is_saved_and_said():
    board = Board()
    effects = board.tap("e5")
    assert load_state(board.saved())["record"].moves == cells("e5")
    assert m.Announce("Red (X) played e5. Blue (O) to move: play in the centre board") in effects


def test_starters_alternate_and_scores_add_up():
    board = Board()
    assert board.session.round.players() == {X: "red", O: "blue"}
    board.tap("e5")
    board.press("resign")
    board.press("resign-blue")
    assert board.session.record.scores == {"red": 1, "blue": 0, "draws": 0}
    board.press("again")
    assert board.of(m.Reveal) == [m.Reveal()]
    assert board.session.record.round == 2 and board.session.round.players() == {X: "blue", O: "red"}
    board.press("resign")
    assert not board.session.moment.confirming          # nothing to resign before the first move
    board.tap("e5")
    board.press("resign")
    board.press("resign-red")
    assert board.session.record.scores == {"red": 1, "blue": 1, "draws": 0}
    board.choose("alternate", False)
    board.press("again")
    assert board.session.record.round == 3 and board.session.round.starter == "red"
    board.tap("e5")
    board.press("resign")
    board.press("resign-red")
    board.press("again")
    assert board.session.round.starter == "red"


def test_alternate_changed_before_the_first_move_applies_to_this_round():
    board = Board()
    board.tap("e5")
    board.press("resign")
    board.press("resign-red")
    board.press("again")                              # round 2: Blue starts
    assert board.session.round.starter == "blue"
    board.choose("alternate", False)                  # nobody moved yet: Red starts this round
    assert board.session.round.starter == "red"
    board.choose("alternate", True)
    assert board.session.round.starter == "blue"
    board.tap("e5")
    board.choose("alternate", False)                  # a move was made: colours stay
    assert board.session.round.starter == "blue"


def test_play_again_only_after_the_end_and_undo_only_before():
    board = Board()
    board.press("again")
    assert board.session.record.round == 1
    board.press("undo")
    assert board.effects == []
    board.tap("e5")
    effects = board.press("undo")
    assert not board.game.moves and m.Announce("Red (X) to move: play anywhere") in effects
    board.tap("e5")
    board.press("resign")
    board.press("resign-blue")
    board.press("undo")
    assert board.game.outcome is not None and board.game.moves == cells("e5")


def test_against_the_computer_it_starts_even_rounds_and_undo_takes_back_a_round():
    board = computer_board("expert")
    assert board.session.round.computer_mark() == O and not board.session.is_computer_turn()
    board.tap("e5")
    assert board.session.is_computer_turn()
    board.tap("e6")
    assert board.game.moves == cells("e5")            # not the visitor's turn
    board.reply("e6")
    board.tap("e8")
    assert not board.session.round.unrated
    board.press("undo")                               # it is still to reply: only e8
    assert board.game.moves == cells("e5", "e6")
    assert board.session.round.unrated                # an undo, as a hint: not rated
    board.press("undo")                               # e6 and e5
    assert board.game.moves == []
    board.tap("e5")
    board.press("resign")                             # while it thinks: the visitor resigns
    board.press("resign-red")
    assert board.session.record.levels["expert"] == [0, 0, 0] and board.game.outcome.winner == O
    board.press("again")
    assert board.session.record.round == 2 and board.session.round.computer_mark() == X
    assert board.session.is_computer_turn()
    board.reply("e5")
    assert not board.session.can_undo()               # its opening move stays
    board.tap("e4")
    board.reply("e2")
    board.press("undo")
    assert board.game.moves == cells("e5")


def test_rating_moves_elo_style():
    assert expected_score(1200, 1200) == pytest.approx(0.5)
    assert new_rating(1200, 1200, 1.0) == 1216
    assert new_rating(1200, 1200, 0.0) == 1184
    assert new_rating(1200, 1200, 0.5) == 1200
    win, draw, loss = (new_rating(1200, LEVEL_RATINGS["expert"], s) for s in (1, 0.5, 0))
    assert win > draw > loss and draw - loss == pytest.approx(win - draw, abs=1)


def test_a_result_against_the_computer_counts_once_per_level_and_survives_a_reload():
    board = computer_board("beginner", "e5 e6")
    board.press("resign")
    board.press("resign-red")
    levels = board.session.record.levels
    assert levels == {"beginner": [0, 0, 1], "medium": [0, 0, 0], "expert": [0, 0, 0]}
    assert board.session.record.rating < 1200
    again = Board(saved=board.session.dump())
    assert again.session.record.levels == levels
    assert again.session.record.rating == board.session.record.rating
    assert again.game.outcome is not None
    again.press("resign")
    assert not again.session.moment.confirming


def test_save_and_load_round_trip():
    board = Board()
    board.tap("e5", "e6", "e8")
    board.choose("timer", "60")
    again = Board(saved=board.session.dump(), wall=board.wall)
    assert format_position(again.game) == format_position(board.game)
    assert again.session.dump() == board.session.dump()
    again.press("undo")
    assert again.game.moves == cells("e5", "e6")


def test_an_unreadable_saved_game_is_dropped_with_a_notice():
    board = Board(saved="uttt1;garbage")
    assert m.Forget() in board.effects
    assert board.shown("notice") and board.text("notice-text").startswith("Your saved game")
    assert board.game.moves == []
    board.press("dismiss")
    assert not board.shown("notice")


def test_a_storage_that_refuses_is_said_once():
    board = Board()
    board.send(m.StorageRefused())
    assert board.shown("notice")
    board.press("dismiss")
    board.send(m.StorageRefused())
    assert not board.shown("notice")


def test_review_shows_the_boards_playable_then_and_keeps_the_keyboard_in_it():
    board = Board()
    board.tap("c9", "g7")
    board.press("resign")
    board.press("resign-red")
    board.press("review")
    assert board.session.moment.review == 2 and board.session.takes_key("ArrowLeft")
    board.send(m.Seek(1))
    assert board.session.shown_game().playable_boards() == (2,)
    board.send(m.Seek(-5))
    assert board.session.moment.review == 0 and board.session.shown_game().moves == []
    assert board.press("first") == [m.Focus("seek", False)]     # a disabled button: to the slider
    board.send(m.Key("End"))
    assert board.session.moment.review == 2
    board.send(m.Key("ArrowLeft"))
    assert board.session.moment.review == 1
    board.press("leave")
    assert board.session.moment.review is None and not board.session.takes_key("ArrowLeft")


def test_counters_stop_at_the_bound_the_reader_accepts():
    board = Board()
    board.session.record.scores["red"] = MAX_COUNT
    board.session.record.round = MAX_COUNT
    board.tap("e5")
    board.press("resign")
    board.press("resign-blue")
    board.press("again")
    assert board.session.record.scores["red"] == MAX_COUNT and board.session.record.round == MAX_COUNT
    board.choose("opponent", "beginner")
    board.session.record.levels["beginner"] = [MAX_COUNT] * 3
    board.session.record.rating = MAX_RATING
    board.play_game("e5", "e6")
    board.press("resign")
    board.press("resign-red")
    assert board.session.record.levels["beginner"] == [MAX_COUNT] * 3
    assert board.session.record.rating <= MAX_RATING
    again = Board(saved=board.session.dump())
    assert again.session.dump() == board.session.dump()
    assert new_rating(0, 1700, 0.0) == 0 and new_rating(MAX_RATING, 800, 1.0) == MAX_RATING


# -- the turn timer and the computer ----------------------------------------------

def test_the_turn_clock_runs_while_a_person_is_to_move_and_wakes_the_page():
    board = Board()
    effects = board.choose("timer", "30")
    deadline = board.session.own.deadline
    assert deadline == board.wall + 30_000 and m.Wake(250) in effects
    assert load_state(board.saved())["deadline"] == deadline
    board.later(10_000)
    board.send(m.Tick())
    assert board.session.time_left() == 20_000 and board.text("strip-x-clock") == "0:20"
    assert board.of(m.Wake) == [m.Wake(250)]
    board.send(m.Pressed("nothing"))                    # a Wake is still due: no second one
    assert board.of(m.Wake) == []
    board.later(20_000)
    effects = board.send(m.Tick())
    stand_in = board.session.asked
    assert (stand_in.purpose, stand_in.level) == ("timeout", "medium") and m.Think(stand_in) in effects
    board.reply("e5")                                   # time ran out: played for Red
    assert board.game.moves == cells("e5") and board.session.round.stand_in == (parse_cell("e5"), X)
    assert board.text("clock") == "Time's up: the computer played e5 for Red (X)."
    assert board.text("strip-o-clock") == "0:30" and not board.shown("strip-x-clock")
    board.lang = "ru"                                   # each name in the case its sentence needs
    assert board.text("clock") == russian("Красные (×) не успели сходить, и за них компьютер сделал "
                                          "ход e5.")
    assert board.part("strip-o-clock")["attrs"]["aria-label"] == russian("У синих (○) осталось 30 секунд")
    board.lang = "en"
    board.tap("e6")
    assert board.text("clock") == ""
    # Marked for good, as the computer's move for Red, in the saved game and the review.
    assert load_state(board.saved())["standins"] == {0}
    board.press("resign")
    board.press("resign-red")
    board.press("review")
    assert board.part("moves")["items"][0][1] == "1. Red e5 (time ran out: played by the computer)"
    assert board.text("moves-end") == "Red (X) resigned."


def test_the_last_seconds_warn_once_a_turn_only_where_the_visitor_allowed_it():
    board = Board()
    board.choose("timer", "30")
    assert board.shown("alert") and board.part("alert")["checked"] is False
    board.later(20_500)                                 # 9.5 s left: urgent, but not allowed
    board.send(m.Tick())
    assert board.of(m.Warn) == [] and board.part("strip-x-clock")["mod"] == "is-urgent"
    board.choose("alert", True)
    assert board.of(m.Warn) == []                       # not for a turn already in its last seconds
    assert load_state(board.saved())["alert"] is True
    board.tap("e5")                                     # Blue's turn: 30 s
    board.later(19_000)
    board.send(m.Tick())
    assert board.of(m.Warn) == []                       # 11 s left
    board.later(1_000)
    board.send(m.Tick())
    assert board.of(m.Warn) == [m.Warn()]               # 10 s left
    board.later(1_000)
    board.send(m.Tick())
    assert board.of(m.Warn) == []                       # once a turn
    board.choose("timer", "0")
    assert not board.shown("alert")                     # offered only with the timer on


def test_a_tap_at_zero_seconds_plays_and_the_stand_in_is_no_longer_wanted():
    board = Board()
    board.choose("timer", "30")
    board.later(30_000)
    board.send(m.Tick())
    stand_in = board.session.asked
    assert stand_in.purpose == "timeout"
    board.send(m.Tap(parse_cell("e5"), board.now))
    assert board.of(m.Think) == [m.Think(None)]
    board.send(m.ComputerMoved(stand_in, parse_cell("e6")))     # too late: dropped
    assert board.game.moves == cells("e5")


def test_against_the_computer_its_turn_is_not_timed():
    board = computer_board()
    board.choose("timer", "30")
    board.tap("e5")
    assert board.session.time_left() is None and board.session.own.deadline == 0


@pytest.mark.parametrize("deadline, kept", [
    (10 ** 14 - 1, False),      # further away than the timer's 30 s
    (5_000, False),             # already past
    (20_000, False),            # the moment of loading: past too
    (20_001, True),
    (50_000, True),             # exactly the timer's length away
    (50_001, False),
])
def test_a_saved_deadline_is_kept_only_if_it_can_be_real(deadline, kept):
    board = Board(wall=0)
    board.choose("timer", "30")
    saved = board.session.dump().replace("deadline=30000", "deadline=%d" % deadline)
    again = Board(saved=saved, wall=20_000)
    assert again.session.own.deadline == (deadline if kept else 20_000 + 30_000)
    assert 0 < again.session.time_left() <= 30_000


def test_the_computer_is_asked_for_its_move_once_and_a_stale_reply_is_dropped():
    board = computer_board("expert")
    board.tap("e5")
    thought = board.session.asked
    assert (thought.purpose, thought.level, thought.record) == ("move", "expert", "e5")
    assert board.of(m.Think) == [m.Think(thought)]
    board.send(m.Tick())
    assert board.of(m.Think) == []                       # the same job while nothing changes
    board.press("undo")
    assert board.of(m.Think) == [m.Think(None)]
    board.send(m.ComputerMoved(thought, parse_cell("e4")))
    assert board.game.moves == []
    assert board.part("root")["flags"] == {"is-thinking": False, "is-reviewing": False,
                                           "is-sheet-open": False}


def test_the_status_says_when_the_computer_is_still_getting_ready():
    board = computer_board()
    board.tap("e5")
    assert board.view()["status"][0] == "The computer (O) is getting ready…"
    board.send(m.ComputerReady())
    assert board.view()["status"][0] == "The computer (O) is thinking…"


def test_the_computer_is_warmed_up_when_it_may_soon_be_needed():
    assert m.WarmUp() in Board().choose("opponent", "medium")
    board = Board()
    board.tap("e5")
    assert m.WarmUp() in board.choose("opponent", "medium")         # asked first: still warm it up
    assert m.Focus("change-no", False) in board.effects
    assert m.WarmUp() in Board(saved=computer_board().session.dump()).effects
    assert m.WarmUp() not in Board().effects


# -- settings ----------------------------------------------------------------------

def test_settings_controls():
    board = Board()
    assert board.choose("timer", "60") and board.session.settings.timer == 60
    assert not board.choose("timer", "45") and board.session.settings.timer == 60
    assert board.saved() is None
    board.choose("alternate", False)
    assert not board.session.settings.alternate and board.saved() is not None
    board.choose("alternate", False)
    assert board.saved() is None
    board.choose("opponent", "medium")
    assert board.session.settings.mode == "computer"
    board.choose("opponent", "expert")
    assert board.session.settings.level == "expert"
    board.choose("opponent", "grandmaster")
    board.choose("colour", "green")
    assert board.session.settings.level == "expert" and board.saved() is None
    board.choose("opponent", "two")                 # two on this phone, the level kept
    assert (board.session.settings.mode, board.session.settings.level) == ("two", "expert")


def test_questions_hold_the_board_and_an_opening_move_alone_is_no_game():
    board = Board()
    board.tap("e5")
    assert board.press("resign") == [m.Focus("resign-no", False)]
    assert not board.session.accepts_taps()
    board.tap("e6")
    assert board.game.moves == cells("e5")
    board.press("resign-no")
    board.tap("e6")
    assert board.game.moves == cells("e5", "e6")
    computer = computer_board("medium", "e5 e6")
    computer.press("resign")
    computer.press("resign-red")
    computer.press("again")                          # round 2: the computer opens
    computer.reply("a9")
    computer.choose("opponent", "expert")               # no question, no loss
    s = computer.session
    assert s.record.round == 2 and s.round.game.moves == [] and s.round.level == "expert"
    assert s.record.levels["medium"] == [0, 0, 1]


def test_a_level_change_mid_game_asks_and_then_counts_a_loss():
    board = computer_board("medium", "e5 e4")
    board.choose("opponent", "expert")
    assert board.session.moment.pending == ("computer", "expert")
    board.press("change-no")
    assert board.session.settings.level == "medium" and board.game.moves == cells("e5", "e4")
    board.choose("opponent", "expert")
    board.press("change-yes")
    s = board.session
    assert s.settings.level == "expert" and s.record.levels["medium"] == [0, 0, 1]
    assert s.round.game.moves == [] and load_state(board.saved())["level"] == "expert"


# -- links ---------------------------------------------------------------------------

def test_a_link_opens_its_game_beside_the_visitors_own():
    own = Board()
    own.tap("e5", "e6", "e8")
    board = Board(saved=own.session.dump(), link="#game=c5.g5")
    s = board.session
    assert s.linked is not None and format_record(board.game) == "c5 g5"
    assert board.of(m.SetLink) == [m.SetLink("c5.g5")] and board.saved() is None
    assert board.shown("linked") and not board.shown("opponent") and not board.shown("head")
    board.tap(any_move(board))                          # played on: the address follows
    moves = link_moves(board.game)
    assert board.of(m.SetLink) == [m.SetLink(moves)] and board.saved() is None
    assert s.linked.side == X                           # this device plays the side it moved
    board.send(m.LinkChanged("#game=" + moves))         # our own SetLink, heard back
    assert board.effects == [] and len(board.game.moves) == 3
    board.press("own")
    assert s.linked is None and board.of(m.SetLink) == [m.SetLink(None)]
    assert format_record(board.game) == "e5 e6 e8"


def test_a_finished_game_from_a_link_opens_at_its_result_and_counts_nothing_here():
    board = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    assert board.session.round.is_over() and board.shown("result") and not board.shown("again")
    assert board.text("result-score") == "A game from a link: the result counts on the phone where it started, not here."
    assert board.session.record.scores == {"red": 0, "blue": 0, "draws": 0}
    board.press("again")
    assert board.session.linked is not None


@pytest.mark.parametrize("link, says", [
    ("#game=e5.j9", "move 2, “j9”, is not a cell"),
    ("#game=e5.e5", "move 2, e5, is not allowed"),
    ("#game=", "no moves"),
    ("#game=e5.e6#game=a1", "move 2, “e6#game=a1”, is not a cell"),   # not a game of a1 alone
    ("#game=e5&game=e6", "move 1, “e5&game=e6”, is not a cell"),
])
def test_a_bad_link_says_what_is_wrong_and_keeps_the_saved_game(link, says):
    own = Board()
    own.tap("e5")
    board = Board(saved=own.session.dump(), link=link)
    assert board.session.linked is None and board.game.moves == cells("e5")
    assert board.of(m.SetLink) == [m.SetLink(None)]      # a bad link does not stay in the address
    assert board.shown("notice") and says in board.text("notice-text")


def test_hearing_that_the_link_is_gone_shows_the_visitors_own_game():
    board = Board(link="#game=e5")
    board.send(m.LinkChanged(""))
    assert board.session.linked is None and board.of(m.SetLink) == [m.SetLink(None)]


def test_the_friends_reply_goes_on_in_the_game_it_answers():
    board = Board()
    board.tap("e5")
    board.press("send-more")                                # one's own game: under More
    share = board.of(m.Share)
    assert share == [m.Share("e5", True)] and board.of(m.SaveSides)
    sides = board.of(m.SaveSides)[0].text
    board.send(m.LinkChanged("#game=e5.e4"))
    s = board.session
    assert s.linked is None and format_record(board.game) == "e5 e4"
    assert board.saved() is not None and m.SetLink(None) in board.effects
    board.tap(any_move(board))                              # X: this device's side
    board.tap(any_move(board))
    assert s.moment.side_question is not None               # O: the friend's, so it asks
    # A new page of this device finds its side again from the memory of sides.
    again = Board(saved=s.dump(), sides=sides)
    assert again.session.own.side == X


def test_a_reply_that_ends_the_game_is_counted_once():
    board = Board()
    board.play_game(*SHORT_WIN.split()[:-1])
    board.send(m.LinkChanged("#game=" + SHORT_WIN.replace(" ", ".")))
    assert board.session.round.is_over() and board.session.record.scores["red"] == 1
    board.send(m.LinkChanged("#game=" + SHORT_WIN.replace(" ", ".")))
    assert board.session.record.scores["red"] == 1 and board.session.linked is not None
    resigned = Board()
    resigned.tap("e5", "e4")
    resigned.send(m.LinkChanged("#game=e5.e4.resign"))
    assert resigned.session.record.scores["blue"] == 1


def test_a_linked_game_asks_before_moving_for_the_other_side():
    sides = Board()
    sides.tap("e5")
    sides.press("send-more")                                # this device: X in "e5"
    board = Board(sides=sides.of(m.SaveSides)[0].text, link="#game=e5.e4.d3")
    s = board.session
    assert s.linked.side == X and not s.can_undo()          # its moves are not ours to undo
    board.tap("a9")
    assert s.moment.side_question == parse_cell("a9") and not s.accepts_taps()
    assert board.text("side-ask-text").startswith("On this device you play Red (X)")
    board.press("side-no")
    assert s.moment.side_question is None and len(board.game.moves) == 3
    board.tap("a9")
    board.press("side-yes")
    assert board.game.moves[-1] == parse_cell("a9") and s.linked.both
    board.tap("a7")
    assert len(board.game.moves) == 5                       # no more asking in this game
    board.choose("opponent", "medium")
    assert s.settings.mode == "two"                         # settings are not for linked games


def test_sharing_says_how_it_went_until_the_game_changes():
    board = Board()
    board.tap("e5")
    assert board.press("share") == [m.Share("e5", True)]
    board.send(m.Shared("copied", "https://x/#game=e5"))
    assert board.text("shared-text").startswith("Link copied") and board.part("shared-link")["value"] == \
        "https://x/#game=e5"
    board.tap("e6")
    assert not board.shown("shared")
    board.press("copy")
    assert board.of(m.Share) == [m.Share("e5 e6", False)]
    assert board.send(m.Shared("failed", "e5 e6")) == [m.Focus("shared-link", True)]
    assert board.shown("shared")
    board.send(m.Shared("copied", "late"))                  # nothing was being shared
    assert board.part("shared-link")["value"] == "e5 e6"


def test_a_pasted_game_opens_or_says_what_is_wrong():
    board = Board()
    assert board.press("import") == [m.Focus("import-text", False)]
    assert board.shown("importing")
    board.send(m.Imported("e5 zz"))
    assert board.shown("importing") and board.shown("notice")
    board.send(m.Imported("https://x.org/ru/#game=e5.e4"))
    assert not board.shown("importing") and format_record(board.game) == "e5 e4"
    assert not board.shown("notice") and board.part("import-text") == {"value": ""}


# -- another tab -------------------------------------------------------------------

def test_another_tabs_game_is_shown_and_a_bad_one_ignored():
    other = Board()
    other.tap("e5", "e6")
    board = Board()
    board.send(m.StoredChanged(other.session.dump()))
    assert board.game.moves == cells("e5", "e6") and board.saved() is None
    board.send(m.StoredChanged("garbage"))
    board.send(m.StoredChanged(None))
    assert board.game.moves == cells("e5", "e6")


# -- hints and the analysis --------------------------------------------------------

def test_a_hint_looks_quickly_then_deeply_marks_the_game_and_keeps_the_rating():
    board = computer_board("medium", "e5 e6")
    s = board.session
    rating, levels = s.record.rating, list(s.record.levels["medium"])
    board.press("hint")
    assert s.round.unrated and load_state(board.saved())["hinted"]
    quick = s.asked
    assert (quick.purpose, quick.level, quick.plies, quick.budget) == ("hint", "expert", (2,),
                                                                     QUICK_ITERATIONS)
    first, hint = board.game.legal_moves()[:2]
    board.judge(2, 500, first)                       # the first look: shown at once
    assert s.moment.hint == first and board.part("root")["attrs"]["data-best"] == cell_name(first)
    deep = s.asked
    assert (deep.purpose, deep.plies, deep.budget) == ("hint", (2,), 0) and board.of(m.Think)
    board.judge(2, 520, hint)                        # the deep look has the last word
    assert s.moment.hint == hint and board.of(m.Think) == [m.Think(None)]
    assert board.text("advice") == "Hint: the Expert would play %s." % cell_name(hint)
    board.send(m.Tap(hint, board.now + LOCK_MS))
    assert s.moment.hint is None
    board.press("resign")
    board.press("resign-red")
    assert s.record.rating == rating and s.record.levels["medium"] == levels and s.record.change == 0
    board.press("again")
    assert not s.round.unrated


def test_the_analysis_looks_quickly_at_every_position_then_deeply_from_the_one_on_view():
    board = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    s = board.session
    board.press("review")
    assert s.asked is None
    board.press("analyse")
    thought = s.asked
    assert (thought.purpose, thought.level, thought.budget) == ("analyse", HINT_LEVEL,
                                                                QUICK_ITERATIONS)
    assert thought.plies == (17,) + tuple(range(17)) and thought.focus == 17
    board.judge(17, 1000)                             # the position on view first
    rest = s.asked
    assert rest != thought and rest.plies == tuple(range(17)) and rest.focus is None
    for ply in range(5):
        board.judge(ply)
    assert s.asked is rest                            # the same job goes on
    board.send(m.Seek(10))                            # a step not judged yet: judged next
    assert s.asked.plies == tuple(range(10, 17)) + tuple(range(5, 10)) and s.asked.focus == 10
    board.press("leave")
    assert board.of(m.Think) == [m.Think(None)]       # not while the review is closed
    board.press("review")
    board.judge_all()
    analysis = s.round.analysis
    assert analysis.done() and s.asked is None and board.of(m.Think) == [m.Think(None)]
    assert all(v[3] for v in analysis.verdicts)      # every verdict is the deep look's
    board.send(m.GraphTap(0.5))
    assert s.moment.review == 8


def test_the_deep_look_starts_at_the_position_on_view_and_never_yields_to_a_quick_one():
    board = Board(link="#game=e5.e4.resign")
    board.press("review")
    board.send(m.Seek(1))
    board.press("analyse")
    board.judge_all(lambda ply: (500, -1, ()))
    analysis = board.session.round.analysis
    assert analysis.done()
    deep = [v for v in analysis.verdicts]
    analysis.add(1, 900, 3, (), False)
    assert analysis.verdicts == deep


def test_verdicts_are_kept_with_the_game_and_not_asked_for_again():
    board = Board(link="#game=e5.e4.resign")
    board.press("review")
    board.press("analyse")
    board.judge_all(lambda ply: (400 + ply, 7, (7, 8)))
    kept = board.of(m.SaveAnalyses)[-1].text
    assert kept.startswith("analyses1;")
    # Reloaded, on the same link: the review has its verdicts at once.
    again = Board(link="#game=e5.e4.resign", analyses=kept)
    again.press("review")
    assert again.session.round.analysis.done() and again.session.asked is None
    assert again.part("root")["attrs"]["data-eval"] == "0.40"
    assert not again.shown("analyse") and again.shown("analysis")
    # Reviewed before the computer's bundle (and its reader) has come: it is
    # fetched, and the verdicts are there as soon as it is.
    early = Board(link="#game=e5.e4.resign", analyses=kept, bundle=False)
    assert m.WarmUp() in early.press("review") and early.session.round.analysis is None
    early.send(m.AnalysisReady(KeptAnalyses()))
    assert early.session.round.analysis.done() and early.session.asked is None
    # Analyse pressed before the bundle came: its verdicts join the kept ones,
    # which stay (a quick verdict never replaces a deep one).
    eager = Board(link="#game=e5.e4.resign", analyses=kept, bundle=False)
    eager.press("review")
    eager.press("analyse")
    eager.send(m.Judged(eager.session.asked, 2, 999, 7, ()))
    eager.send(m.AnalysisReady(KeptAnalyses()))
    analysis = eager.session.round.analysis
    assert analysis.done() and analysis.verdicts[2][0] == 402 and eager.session.asked is None


@pytest.mark.parametrize("kept", [
    "garbage", "analyses2;e5~", "analyses1;e5~1,2,,d", "analyses1;e5~500,-,,d|1001,-,,d",
    "analyses1;e5 zz~500,-,,d|500,-,,d", "analyses1;e5~500,-,81,d|500,-,,d",
    "analyses1;e5~500,-,,x|500,-,,d", "analyses1" + ";e5~|" * 6, "analyses1;e5~" + "9" * 40000,
    "analyses1;e5~500,-,,d|500,-,,d;e5~500,-,,d|500,-,,d",          # the same game twice
    "analyses1;e5~500,1,1.2.3.4.5.6.7,d|500,-,,d",                  # a line of 7 moves
])
def test_unreadable_kept_analyses_are_dropped_with_a_notice(kept):
    board = Board(analyses=kept, link="#game=e5.e4.resign")
    assert board.of(m.SaveAnalyses) == []              # read when first needed
    assert m.SaveAnalyses(None) in board.press("review") and board.session.kept.games == []
    assert board.text("notice-text") == \
        "The kept analyses of your games could not be read, so they were dropped."


def test_kept_analyses_are_the_last_five_games_and_read_back_as_written():
    board = Board()
    s = board.session
    for n, first in enumerate(("a1", "b1", "c1", "d1", "e1", "f1")):
        s.linked = None
        board.send(m.Imported("%s resign" % first))
        board.press("review")
        board.press("analyse")
        board.judge_all(lambda ply: (500 + n, parse_cell("a2") if ply else -1, (1, 2, 3)))
    kept = board.of(m.SaveAnalyses)[-1].text
    other = Board(analyses=kept, link="#game=f1.resign")
    other.press("review")
    assert other.session.round.analysis.done() and other.session.asked is None
    assert [a.record for a in other.session.kept.games] == ["%s resign" % c for c in
                                                            ("b1", "c1", "d1", "e1", "f1")]
    assert other.session.kept.dump() == kept


def test_against_the_computer_undo_says_first_that_it_unrates_the_round():
    board = computer_board("medium")
    board.tap("e5")
    board.reply("e6")
    undo = board.part("undo")
    assert undo["attrs"] == {"aria-label": "Undo (not rated)"}
    assert board.shown("unrated-note")
    assert board.text("unrated-note") == "An undo or a hint makes this round unrated."
    board.press("undo")
    assert board.part("undo")["attrs"] == {"aria-label": None}
    assert board.text("unrated-note") == "Not rated: a hint or an undo was used."
    assert board.session.round.unrated
    assert load_state(board.saved())["hinted"]         # kept: a reload keeps it unrated
    two = Board()
    two.tap("e5")
    assert two.part("undo")["attrs"] == {"aria-label": None}   # two players: rated as ever
    assert not two.shown("unrated-note")


def test_each_round_draws_its_own_seed_and_keeps_it():
    """The computer's seed is drawn when a round starts (from the clock) and
    saved with it: the next round's differs, a reload keeps it."""
    board = computer_board("medium")
    first = board.session.round.seed
    board.tap("e5")
    thought = board.session.asked
    assert thought.seed == first + 1
    board.press("resign")
    board.press("resign-red")
    board.later(5000)
    board.press("again")
    assert board.session.round.seed != first
    again = Board(saved=board.saved())
    assert again.session.round.seed == board.session.round.seed
    fresh = [Board(wall=wall).session.own.seed for wall in (1_000_000, 1_000_007)]
    assert fresh[0] != fresh[1]                        # a first round too: its own seed

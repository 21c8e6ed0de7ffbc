"""What the play board shows around its grid, decided in CPython."""

from engine import parse_cell, parse_record

from board.panel import clock_text, play_panel, play_status
from board.play import PlayController


def test_a_fresh_two_player_game():
    panel = play_panel(PlayController(), "en")
    shown = panel["shown"]
    assert shown[".uttt-score"] and not shown[".uttt-record"] and not shown[".uttt-level"]
    assert shown['[data-action="undo"]'] and not shown['[data-action="again"]']
    assert not shown[".uttt-result"] and not shown[".uttt-confirm"]
    assert panel["disabled"] == {"undo": True, "resign": False}
    assert panel["texts"][".uttt-round"] == "Round 1"
    assert panel["texts"][".uttt-score"] == "Red 0 : 0 Blue · Draws 0"
    assert panel["x"] == "red" and not panel["thinking"]
    assert play_status(PlayController(), "en") == ("Red (X) to move: play anywhere", "is-red")


def test_the_end_of_a_game_shows_the_result_card_and_review():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.resign()                                     # Blue (O) resigns
    panel = play_panel(ctl, "en")
    assert panel["shown"][".uttt-result"] and panel["shown"]['[data-action="review"]']
    assert not panel["shown"]['[data-action="undo"]']
    assert panel["texts"][".uttt-result"] == "Blue (O) resigned. Red (X) wins. Red 1 : 0 Blue · Draws 0"
    assert panel["result_class"] == "uttt-result is-red"
    ctl.apply("review")
    panel = play_panel(ctl, "en")
    assert panel["shown"][".uttt-review"] and not panel["shown"][".uttt-controls"]
    assert panel["texts"][".uttt-step"] == "Move 1 of 1"
    ctl.apply("first")
    assert play_status(ctl, "en")[0] == "Start position"


def test_against_the_computer_it_thinks_and_shows_the_record():
    ctl = PlayController()
    ctl.set_mode("computer", "expert")
    ctl.play(parse_cell("e5"), 0)
    panel = play_panel(ctl, "ru")
    assert panel["thinking"] and panel["disabled"]["resign"]
    assert panel["shown"][".uttt-record"] and panel["shown"][".uttt-level"]
    assert panel["texts"][".uttt-record"].startswith("Мастер — победы: ")
    assert play_status(ctl, "ru")[0].endswith("Компьютер думает…")


def test_the_resign_question_and_the_stand_in_note():
    ctl = PlayController()
    ctl.apply("resign")
    assert play_panel(ctl, "en")["shown"][".uttt-confirm"]
    ctl.apply("resign-no")
    assert not play_panel(ctl, "en")["shown"][".uttt-confirm"]
    ctl.set_timer(30)
    ctl.start_clock(0)
    assert clock_text(ctl, "en", 12_500) == "Red (X): 18 s left"
    assert ctl.computer_play(parse_cell("e5"), "timeout")
    assert play_status(ctl, "en")[0].startswith("Time's up: the computer played e5 for Red (X).")
    ctl.play(parse_cell("e6"), 10_000)
    assert not play_status(ctl, "en")[0].startswith("Time's up")


def test_review_status_in_other_languages():
    ctl = PlayController()
    ctl.game = parse_record("c9 g7 resign")
    ctl.apply("review")
    ctl.apply("back")
    assert play_status(ctl, "sw")[0] == "Hatua 1 kati ya 2"

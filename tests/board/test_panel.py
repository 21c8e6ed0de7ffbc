"""What the play board shows around its grid, decided in CPython."""

from engine import parse_cell, parse_record

from board.panel import clock_text, computer_starting, move_list, play_panel, play_status, signed
from board.play.session import PlayController


def cells(*names):
    return [parse_cell(n) for n in names]


def test_a_fresh_two_player_game():
    panel = play_panel(PlayController(), "en")
    shown = panel["shown"]
    assert shown[".uttt-score"] and not shown[".uttt-record"] and not shown[".uttt-level"]
    assert shown['[data-action="undo"]'] and not shown['[data-action="review"]']
    assert not shown[".uttt-result"] and not shown[".uttt-confirm"] and not shown[".uttt-ask"]
    disabled = panel["disabled"]
    # Nothing to undo, resign or share yet.
    assert disabled["undo"] and disabled["resign"] and disabled["share"] and disabled["copy"]
    assert not shown['[data-action="hint"]'] and not shown['[data-action="send"]']
    assert panel["texts"][".uttt-round"] == "Round 1"
    assert panel["texts"][".uttt-score"] == "Red 0 : 0 Blue · Draws 0"
    assert panel["x"] == "red" and not panel["thinking"]
    assert play_status(PlayController(), "en") == ("Red (X) to move: play anywhere", "is-red")


def test_the_result_card_is_a_scoreboard():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.resign("red")                                # Red resigns while Blue is to move
    panel = play_panel(ctl, "en")
    assert panel["shown"][".uttt-result"] and panel["shown"]['[data-action="review"]']
    assert not panel["shown"]['[data-action="undo"]']
    texts = panel["texts"]
    assert texts[".uttt-result-head"] == "Blue (O) wins!"
    assert texts[".uttt-result-how"] == "Red (X) resigned."
    assert texts[".uttt-result-score"] == "Round 1 · Red 0 : 1 Blue · Draws 0"
    assert panel["classes"][".uttt-result"] == "uttt-result is-blue"


def test_review_has_a_move_list_and_disabled_ends():
    ctl = PlayController()
    ctl.game = parse_record("c9 g7 resign")
    ctl.apply("review")
    panel = play_panel(ctl, "en")
    assert panel["shown"][".uttt-review"] and not panel["shown"][".uttt-controls"]
    assert panel["moves"] == ["1. Red c9", "2. Blue g7"] and panel["step"] == 2
    assert panel["texts"][".uttt-step"] == "Move 2 of 2"
    assert panel["disabled"]["forward"] and panel["disabled"]["last"]
    assert not panel["disabled"]["first"]
    ctl.apply("first")
    assert play_status(ctl, "en")[0] == "Start position"
    assert play_panel(ctl, "en")["disabled"]["back"]
    ctl.apply("forward")
    assert play_status(ctl, "sw")[0] == "Hatua 1 kati ya 2"


def test_against_the_computer_it_is_you_and_the_computer():
    ctl = PlayController()
    ctl.set_mode("computer", "expert")
    assert play_status(ctl, "en")[0] == "Your move (X): play anywhere"
    ctl.play(parse_cell("e5"), 0)
    panel = play_panel(ctl, "ru")
    assert panel["thinking"] and not panel["disabled"]["resign"]   # you may resign while it thinks
    assert panel["shown"][".uttt-record"] and panel["shown"][".uttt-level"]
    assert panel["texts"][".uttt-record"].startswith("Мастер — победы: ")
    assert play_status(ctl, "en")[0] == "The computer (O) is thinking…"
    # Until its worker has started, the board says so (in the computer's colour).
    assert computer_starting(ctl, "en") == ("The computer (O) is getting ready…",
                                            play_status(ctl, "en")[1])
    assert computer_starting(ctl, "sw")[0] == "Kompyuta (O) inajiandaa…"
    ctl.computer_play(parse_cell("e4"))
    assert move_list(ctl, "en") == ["1. You e5", "2. Computer e4"]
    ctl.apply("resign")
    assert play_panel(ctl, "en")["texts"][".uttt-confirm-text"] == "Resign this game? It counts as a loss."
    assert not play_panel(ctl, "en")["shown"]['[data-action="resign-blue"]']
    assert ctl.apply("resign-red")
    panel = play_panel(ctl, "en")
    assert panel["texts"][".uttt-result-head"] == "The computer wins."
    assert panel["texts"][".uttt-result-how"] == "You (X) resigned."
    change = ctl.rating_change
    assert change < 0
    assert panel["texts"][".uttt-result-score"] == \
        "Rating %d (\u2212%d) · Expert: won 0, drawn 0, lost 1" % (ctl.rating, -change)


def test_either_player_may_resign_and_is_named():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.apply("resign")
    panel = play_panel(ctl, "en")
    assert panel["texts"][".uttt-confirm-text"] == "Who resigns?"
    assert panel["texts"]['[data-action="resign-red"]'] == "Red resigns"
    assert panel["texts"]['[data-action="resign-blue"]'] == "Blue resigns"
    ctl.apply("resign-no")
    assert not play_panel(ctl, "en")["shown"][".uttt-confirm"]
    assert not ctl.apply("resign-blue")              # not without the question
    ctl.apply("resign")
    assert ctl.apply("resign-red") and ctl.scores == {"red": 0, "blue": 1, "draws": 0}


def test_a_mode_change_mid_game_asks_and_says_what_it_costs():
    ctl = PlayController()
    ctl.set_mode("computer", "medium")
    ctl.play(parse_cell("e5"), 0)
    ctl.computer_play(parse_cell("e4"))
    assert not ctl.change_setting("level", "expert")     # asks first
    panel = play_panel(ctl, "en")
    assert panel["shown"][".uttt-ask"]
    assert panel["texts"][".uttt-ask-text"] == \
        "Switch to Expert? This game counts as a loss against Medium."
    assert panel["settings"]["level"] == "medium"        # the select shows the level in force
    ctl.apply("change-no")
    assert ctl.level == "medium" and ctl.game.moves == cells("e5", "e4")
    ctl.change_setting("level", "expert")
    assert ctl.apply("change-yes")
    assert ctl.level == "expert" and ctl.records["medium"] == [0, 0, 1] and ctl.game.moves == []
    two = PlayController()
    two.play(parse_cell("e5"), 0)
    two.change_setting("mode", "computer")
    assert play_panel(two, "en")["texts"][".uttt-ask-text"] == \
        "Start a new game? This one will not be counted."


def test_the_hold_line_says_what_a_move_does():
    ctl = PlayController()
    assert play_status(ctl, "en", held=parse_cell("c9"))[0] == \
        "→ Blue (O) must play in the top-right board"
    ctl.game = parse_record("b9 d9 c9 g9 c7 g3")          # a9 wins the top-left board, sent there
    assert play_status(ctl, "en", held=parse_cell("a9"))[0] == \
        "→ Blue (O) may play in any open board (free choice)"
    assert play_status(ctl, "ru", held=parse_cell("a9"))[0] == \
        "→ Синие (O): ход в любое незавершённое поле (свободный ход)"


def test_the_stand_in_note_stays_until_a_person_moves():
    ctl = PlayController()
    ctl.set_timer(30)
    ctl.start_clock(0)
    assert clock_text(ctl, "en", 12_500) == "Red (X): 18 s left"
    assert ctl.computer_play(parse_cell("e5"), "timeout")
    ctl.start_clock(40_000)
    assert clock_text(ctl, "en", 40_000) == \
        "Time's up: the computer played e5 for Red (X). Blue (O): 30 s left"
    ctl.play(parse_cell("e6"), 50_000)
    assert not clock_text(ctl, "en", 50_000).startswith("Time's up")
    assert clock_text(PlayController(), "en", 0) is None          # timer off: no line


def test_signed_changes():
    assert (signed(12), signed(-7), signed(0)) == ("+12", "\u22127", "\u00b10")


def test_the_resign_question_is_answered_with_cancel_not_no():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.apply("resign")
    assert play_panel(ctl, "ru")["texts"]['[data-action="resign-no"]'] == "Отмена"
    computer = PlayController()
    computer.set_mode("computer")
    computer.play(parse_cell("e5"), 0)
    computer.apply("resign")
    assert play_panel(computer, "ru")["texts"]['[data-action="resign-no"]'] == "Нет"


def test_the_hold_line_wears_the_colour_of_the_player_it_is_about():
    ctl = PlayController()
    assert play_status(ctl, "en")[1] == "is-red"
    assert play_status(ctl, "en", held=parse_cell("c9"))[1] == "is-blue"

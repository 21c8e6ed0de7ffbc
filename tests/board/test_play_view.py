"""What the play board shows around its grid, decided in CPython: the parts
of ``board.play.view`` by control id, and that every one of them is in the
board's built HTML."""

import re

import pytest

from engine import OPEN, Game, parse_cell, parse_position, parse_record

from sitebuild.typography import russian
from board.analysis_view import graph_y
from board.controls import PLAY, PLAYERS
from board.play import messages as m
from board.play.view import move_list, play_refusal, play_status, result_card, signed
from board.view import hold_modifier, hold_text, refusal_text
from board.texts import board_name, text
from sitebuild.html import render_board
from sitebuild.spec import parse_spec

from .driver import Board
from tests.site.games import SHORT_WIN



def test_every_part_is_declared_once_and_in_the_built_board():
    ids = [control.id for control in PLAYERS + PLAY]
    assert len(ids) == len(set(ids))
    html = render_board(parse_spec("mode: play\nid: main"), "en")
    built = set(re.findall(r'data-part="([\w-]+)"', html))
    assert built == set(ids)
    for board in (Board(), Board(link="#game=" + SHORT_WIN.replace(" ", "."))):
        board.press("review")
        board.press("analyse")
        board.judge_all(lambda ply: (500, 0, (0, 1)))
        board.press("line-toggle")
        board.press("import")
        board.send(m.Shared("copied", "x"))
        assert set(board.view()["parts"]) - {"root"} <= built


def test_a_fresh_two_player_game():
    board = Board()
    assert board.shown("score") and not board.shown("record") and board.shown("opponent")
    assert board.shown("undo") and not board.shown("review")
    assert not board.shown("result") and not board.shown("confirm") and not board.shown("ask")
    # Nothing to undo, resign or share yet.
    for control in ("undo", "resign", "share", "copy"):
        assert board.part(control)["disabled"]
    assert not board.shown("hint") and not board.shown("send")
    assert board.text("round") == "Round 1"
    assert board.text("score") == "Draws 0"
    assert board.part("root") == {"attrs": {"data-x": "red", "data-eval": None, "data-best": None,
                                            "data-line": None, "data-locked": None},
                                   "flags": {"is-thinking": False, "is-reviewing": False,
                                             "is-sheet-open": False}}
    assert board.view()["status"] == ("Red (X) to move: play anywhere", "is-red")
    assert board.part("alternate") == {"checked": True, "hidden": False}
    assert board.part("opponent") == {"hidden": False, "mod": "is-two", "text": "Two players",
                                      "attrs": {"aria-expanded": "false"}}
    assert board.part("pick-two") == {"value": "two"} and board.part("pick-level") == {"value": ""}


def test_more_opens_as_a_sheet_that_an_action_chosen_in_it_closes():
    board = Board()
    board.tap("e5")
    board.press("more")
    assert board.shown("extras") and board.shown("scrim")
    assert board.part("root")["flags"]["is-sheet-open"]
    assert board.shown("sheet-close")
    board.press("sheet-close")                   # its close button, as the scrim's tap
    assert not board.shown("extras") and not board.shown("scrim")
    board.press("sheet-close")                   # which never opens it
    assert not board.shown("extras")
    board.press("more")
    board.press("more")                          # More's own button
    assert not board.shown("extras")
    for action, shown in (("share", "shared"), ("copy", "shared"), ("send-more", "shared"),
                          ("import", "importing")):
        board.press("more")
        board.press(action)
        if action != "import":
            board.send(m.Shared("copied", "x"))
        assert not board.shown("extras") and not board.shown("scrim"), action
        assert board.shown(shown), action
    # A setting chosen in it leaves it open.
    board.press("more")
    board.send(m.Chose("timer", "30"))
    assert board.shown("extras") and board.shown("scrim")
    # In the review, More's parts are part of the page: no sheet.
    finished = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    finished.press("more")
    finished.press("review")
    assert finished.shown("extras") and not finished.shown("scrim")
    assert not finished.shown("sheet-close")
    assert not finished.part("root")["flags"]["is-sheet-open"]


def test_new_game_opens_as_a_sheet_that_a_choice_in_it_closes():
    """The chip naming whom one plays opens New game, a sheet as More is
    (the two never open together); a choice closes it, and under way a
    game asks first; its ×, or the scrim, closes it unchosen."""
    board = Board()
    board.press("opponent")
    assert board.shown("new-game") and board.shown("scrim") and board.shown("new-close")
    assert board.part("opponent")["attrs"] == {"aria-expanded": "true"}
    assert board.part("root")["flags"]["is-sheet-open"]
    board.press("more")                          # More in its place
    assert board.shown("extras") and not board.shown("new-game")
    board.press("opponent")
    assert board.shown("new-game") and not board.shown("extras")
    board.press("new-close")
    assert not board.shown("new-game") and not board.shown("scrim")
    board.press("opponent")
    board.press("sheet-close")                   # the scrim's tap
    assert not board.shown("new-game")
    board.press("opponent")
    board.choose("opponent", "expert")           # nobody has moved: chosen at once
    assert not board.shown("new-game") and not board.shown("scrim")
    assert board.text("opponent") == "Against the computer · Expert"
    board.tap("e5")
    board.press("opponent")
    board.choose("opponent", "two")              # a game under way: asked first
    assert not board.shown("new-game") and board.shown("ask")
    linked = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    linked.press("opponent")                     # a friend's game: nobody to choose
    assert not linked.shown("opponent") and not linked.shown("new-game")


def test_the_result_is_a_banner_over_the_board_and_a_scoreboard_under_it():
    board = Board()
    board.tap("e5")
    assert board.view()["status"] == ("Blue (O) to move: play in the centre board", "is-blue")
    board.press("resign")
    board.press("resign-red")                        # Red resigns while Blue is to move
    assert board.shown("review") and not board.shown("undo")
    # The banner, in the winner's colour; the result card under the board.
    assert board.view()["status"] == ("Red (X) resigned. Blue (O) wins.", "is-blue is-over")
    assert board.shown("result") and board.part("result")["mod"] == "is-blue"
    assert board.text("result-score") == "Round 1 · Red 0 : 1 Blue · Draws 0"
    assert board.text("strip-o-score") == "1 win" and board.part("strip-o-badge")["hidden"] is False
    board.press("review")                            # the review's line is no banner
    assert "is-over" not in board.view()["status"][1]


def test_review_has_a_move_list_and_disabled_ends():
    board = Board(link="#game=c9.g7.resign")
    board.press("review")
    assert board.shown("reviewing") and not board.shown("controls")
    assert board.part("moves") == {"items": [("1. c9", "1. Red c9", "is-red"),
                                             ("2. g7", "2. Blue g7", "is-blue")], "current": 2}
    assert board.part("seek") == {"attrs": {"max": "2"}, "value": "2", "hidden": False}
    assert board.text("step") == "Move 2 of 2"
    assert play_status(board.session, "en")[0] == \
        "Blue (O) played g7. Red (X) resigned. Blue (O) wins."
    assert board.part("forward")["disabled"] and board.part("last")["disabled"]
    assert not board.part("first")["disabled"]
    board.press("first")
    assert play_status(board.session, "en")[0] == "Start position"
    assert board.part("back")["disabled"]
    board.press("forward")
    assert play_status(board.session, "sw")[0] == \
        "Nyekundu (X) — c9 → bodi ndogo ya juu kulia"


def test_against_the_computer_it_is_you_and_the_computer():
    board = Board(lang="ru")
    board.choose("opponent", "expert")
    board.send(m.ComputerReady())
    assert play_status(board.session, "en")[0] == "Your move (X): play anywhere"
    board.tap("e5")
    assert board.part("root")["flags"]["is-thinking"] and not board.part("resign")["disabled"]
    assert board.shown("record") and board.part("opponent")["mod"] == "is-computer"
    assert board.text("opponent") == russian("С компьютером · Мастер")
    assert board.part("pick-two")["value"] == "" and board.part("pick-level")["value"] == "expert"
    assert board.text("record").startswith(russian("Мастер: 0 побед, 0 ничьих, 0 поражений"))
    assert play_status(board.session, "en")[0] == "The computer (O) is thinking…"
    board.reply("e4")
    assert [said for _, said, _ in move_list(board.session, "en", {})] == ["1. You e5", "2. Computer e4"]
    board.lang = "en"
    board.press("resign")
    assert board.text("confirm-text") == "Resign this game? It counts as a loss."
    assert not board.shown("resign-blue")
    board.press("resign-red")
    assert board.view()["status"][0] == "You resigned. The computer wins."
    record = board.session.record
    assert record.change < 0
    assert board.text("result-score") == \
        "Rating %d (\u2212%d) · Expert: won 0, drawn 0, lost 1" % (record.rating, -record.change)


def test_either_player_may_resign_and_is_named():
    board = Board()
    board.tap("e5")
    board.press("resign")
    assert board.text("confirm-text") == "Who resigns?"
    assert board.text("resign-red") == "Red resigns" and board.text("resign-blue") == "Blue resigns"
    board.press("resign-no")
    assert not board.shown("confirm")
    board.press("resign-blue")                       # not without the question
    assert board.game.outcome is None


def test_a_mode_change_mid_game_asks_and_says_what_it_costs():
    board = Board()
    board.choose("opponent", "medium")
    board.tap("e5")
    board.reply("e4")
    board.choose("opponent", "expert")                  # asks first
    assert board.shown("ask")
    assert board.text("ask-text") == "Switch to Expert? This game counts as a loss against Medium."
    assert board.part("pick-level")["value"] == "medium"  # the choice in force
    assert board.text("opponent") == "Against the computer · Medium"
    board.press("change-no")
    assert not board.shown("ask") and board.part("pick-level")["value"] == "medium"
    two = Board()
    two.tap("e5")
    two.choose("opponent", "medium")
    assert two.text("ask-text") == "Start a new game? This one will not be counted."


def test_the_hold_line_says_what_a_move_does_in_the_colour_of_the_one_it_is_about():
    board = Board()
    assert board.view(held=parse_cell("c9"))["status"] == (
        "→ Blue (O) must play in the top-right board", "is-blue")
    board = Board(link="#game=b9.d9.c9.g9.c7.g3")    # a9 wins the top-left board, sent there
    assert board.view(held=parse_cell("a9"))["status"][0] == \
        "→ Blue (O) may play in any open board (free choice)"
    board.lang = "ru"
    assert board.view(held=parse_cell("a9"))["status"][0] == \
        russian("→ Синие (○) могут пойти в любое незавершённое поле (свободный ход)")


def test_a_cell_held_while_the_computer_replied_and_no_longer_playable_shows_whose_turn():
    """The computer's reply can land while a finger is down on a cell the
    reply has made unplayable: the line says whose turn it is, no hold line."""
    board = Board()
    board.choose("opponent", "medium")
    board.send(m.ComputerReady())
    board.tap("e5")                                      # O is sent to the centre board
    thought = board.session.asked
    board.send(m.ComputerMoved(thought, parse_cell("e4")))   # X is sent to the bottom board
    held = parse_cell("a1")                              # not in the bottom board
    assert not board.session.round.game.is_legal(held)
    assert board.view(held=held)["status"][0] == "Your move (X): play in the bottom board"


def test_the_timer_is_in_the_strip_of_the_one_to_move_and_urgent_at_the_end():
    board = Board()
    assert not board.shown("clock") and board.text("clock") is None
    assert not board.shown("strip-x-clock") and not board.shown("strip-o-clock")
    board.choose("timer", "30")
    board.later(12_500)
    board.send(m.Tick())
    assert board.shown("clock") and board.text("clock") == ""      # no move played for anyone
    clock = board.part("strip-x-clock")
    assert (clock["text"], clock["mod"]) == ("0:18", "") and not board.shown("strip-o-clock")
    assert clock["attrs"]["aria-label"] == "Red (X): 18 s left"
    board.later(7_000)
    board.send(m.Tick())
    assert board.part("strip-x-clock")["mod"] == ""           # 10.5 s: 11 on the clock
    board.later(600)
    board.send(m.Tick())
    assert (board.text("strip-x-clock"), board.part("strip-x-clock")["mod"]) == ("0:10", "is-urgent")
    board.tap("e5")
    assert not board.shown("strip-x-clock") and board.text("strip-o-clock") == "0:30"


def test_the_strips_name_the_players_with_their_scores_and_stand_out_for_the_one_to_move():
    board = Board()
    strips = lambda: [(board.part(box)["mod"], board.text(box + "-mark"), board.text(box + "-name"),
                       board.text(box + "-score")) for box in ("strip-x", "strip-o")]
    assert board.shown("players")
    assert strips() == [("is-red is-turn", "X", "Red", "0 wins"), ("is-blue", "O", "Blue", "0 wins")]
    board.tap("g2")
    assert strips() == [("is-red", "X", "Red", "0 wins"), ("is-blue is-turn", "O", "Blue", "0 wins")]
    board.play_game(*SHORT_WIN.split()[1:])                 # Red wins round 1
    assert strips() == [("is-red is-winner", "X", "Red", "1 win"), ("is-blue", "O", "Blue", "0 wins")]
    assert not board.shown("leave") and not board.shown("review-title")
    board.press("review")
    # The review is a view of its own: its title and the way back in the strips' place.
    assert not board.shown("players") and board.shown("leave") and board.shown("review-title")
    board.press("first")                                    # the review's step: X to move
    assert strips()[0][0] == "is-red is-turn"
    board.press("leave")
    assert board.shown("players") and not board.shown("leave") and not board.shown("review-title")
    board.press("again")                                    # Blue starts round 2, with X
    assert strips() == [("is-blue is-turn", "X", "Blue", "0 wins"), ("is-red", "O", "Red", "1 win")]
    board.lang = "ru"
    assert [strip[1:3] for strip in strips()] == [("\u00d7", "Синие"), ("\u25cb", "Красные")]


def test_against_the_computer_the_strips_are_you_with_your_rating_and_the_computers_level():
    board = Board()
    board.choose("opponent", "expert")
    assert [(board.text(box + "-name"), board.text(box + "-score")) for box in ("strip-x", "strip-o")] \
        == [("You", "Rating %d" % board.session.record.rating), ("Computer", "Expert")]
    linked = Board(link="#game=e5.e4")
    assert linked.text("strip-x-name") == "Red" and not linked.shown("strip-x-score")


def test_signed_changes():
    assert (signed(12), signed(-7), signed(0)) == ("+12", "\u22127", "\u00b10")


def test_the_resign_question_is_answered_with_cancel_not_no():
    board = Board(lang="ru")
    board.tap("e5")
    board.press("resign")
    assert board.text("resign-no") == "Отмена"
    computer = Board(lang="ru")
    computer.choose("opponent", "medium")
    computer.tap("e5")
    computer.press("resign")
    assert computer.text("resign-no") == "Нет"


def test_the_analysis_shows_each_verdict_as_it_comes_in():
    board = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    board.press("review")
    board.press("analyse")
    assert board.part("analysis-text", analysis=False)["text"] == \
        "The Expert is analysing: 0 of 18 positions…"         # the computer's bundle is not there
    board.judge(17, 1000)
    assert board.text("analysis-text") == "First look at every position: 1 of 18…"
    assert board.part("root")["attrs"]["data-eval"] == "1.00"  # the step on view: known at once
    assert board.text("analysis-step") == "Red 100% · Blue 0% (first look)"
    board.press("back")
    assert board.part("root")["attrs"]["data-eval"] is None
    assert board.text("analysis-step") == "No verdict for this position yet."
    a8, b8 = parse_cell("a8"), parse_cell("b8")
    board.judge(16, 600, a8, (a8, b8))
    view = board.view()
    assert view["parts"]["root"]["attrs"]["data-eval"] == "0.60" and view["suggested"] == a8
    assert board.text("analysis-step") == \
        "Red 60% · Blue 40% · best for\u00a0X:\u00a0a8 · expected line: a8 b8 (first look)"
    assert len(board.part("graph")["points"].split()) == 2
    board.judge_all(lambda ply: (600, a8, (a8, b8)))
    assert board.text("analysis-text") == "Analysis complete: every position evaluated."
    assert board.text("analysis-step") == "Red 60% · Blue 40% · best for\u00a0X:\u00a0a8 · expected line: a8 b8"
    board.press("forward")          # O to move: the best move is O's, as the board's ghost
    assert board.text("analysis-step") == "Red 60% · Blue 40% · best for\u00a0O:\u00a0a8 · expected line: a8 b8"
    assert board.view()["suggested"] == a8
    board.press("back")
    assert len(board.part("graph")["points"].split()) == 18
    # The area under the line, closed on the even line at the first and last position.
    area = board.part("graph")["area"].split()
    assert area[1:-1] == board.part("graph")["points"].split()
    assert area[0] == "0.0,40.0" and area[-1] == "300.0,40.0"
    assert board.part("root")["flags"]["is-reviewing"]
    assert not board.shown("analyse") and board.shown("analysis")
    # The expected line, numbered on the board when asked for.
    assert board.part("line-toggle")["attrs"]["aria-pressed"] == "false" and board.view()["expected"] == ()
    board.press("line-toggle")
    assert board.view()["expected"] == (a8, b8) and board.part("root")["attrs"]["data-line"] == "a8 b8"
    assert board.part("line-toggle")["attrs"]["aria-pressed"] == "true"


def test_while_the_deep_look_goes_on_the_panel_says_how_many_verdicts_are_final():
    board = Board(link="#game=e5.e4.resign")
    board.press("review")
    board.press("analyse")
    for ply in (2, 0, 1):                  # the quick look: the last position first
        board.judge(ply)
    assert board.session.asked.budget == 0 and board.session.asked.plies == (2, 0, 1)
    board.judge(2)
    assert board.text("analysis-text") == "Looking deeper: 1 of 3 verdicts final…"


# A random game's first 35 moves: O's 34th move, e2, sends X to the centre
# board, where X wins it with e5; f3 would have sent X elsewhere.
MISTAKE_GAME = ("h1 d3 c7 i2 g5 c4 i1 h3 d8 a4 a3 b8 f4 g2 a6 c9 i9 g8 c5 i4 i3 h9 f7 h2 d6 b9 "
                "d9 a7 c3 i7 h5 f5 h4 e2 e5 resign")
WHY = {
    "en": "Mistake: e2 sends X to the centre board, where X wins it with e5. Blue: 50%\u00a0→\u00a020%. "
          "f3 would have kept X out of the centre board.",
    "ru": russian("Ошибка. После e2 крестики попадают в центральное малое поле и выигрывают "
                  "его ходом e5. Шансы синих (○): 50\u00a0%\u00a0→ 20\u00a0%. После хода f3 крестики не попали бы "
                  "в центральное малое поле."),
}


@pytest.mark.parametrize("lang", ["en", "id", "ru", "sw"])
def test_a_mistake_is_marked_and_explained_from_the_engines_facts(lang):
    board = Board(lang=lang, link="#game=" + MISTAKE_GAME.replace(" ", "."))
    board.press("review")
    board.press("analyse")
    f3, e5 = parse_cell("f3"), parse_cell("e5")
    board.judge_all(lambda ply: (500 if ply < 34 else 800, {33: f3, 34: e5}.get(ply, -1), ()))
    items = board.part("moves")["items"]
    shown, said, marks = items[33]
    assert shown == "34. e2" and said == "34. %s e2 %s" % (text(lang, "blue"),
                                                         text(lang, "mistake", cell="f3"))
    assert [n for n, item in enumerate(items) if "is-mistake" in item[2]] == [33]
    assert marks == "is-blue is-mistake"
    assert len(items) == 35
    assert board.part("graph")["mistakes"] == "M291.4,%s h0" % graph_y(800)      # after e2: 34 of 35
    assert board.text("graph-legend").endswith(" · " + text(lang, "graph_mistakes"))
    assert board.part("moves", analysis=False)["items"][33][1].endswith("e2")
    assert board.text("moves-end") == result_card(board.session, lang)[0]
    board.send(m.Seek(34))
    why = board.text("analysis-why")
    assert board.shown("analysis-why") and ("e2" in why and "e5" in why and "f3" in why)
    assert board_name(lang, 4) in why
    if lang in WHY:
        assert why == WHY[lang]
    board.send(m.Seek(33))
    assert not board.shown("analysis-why")



def test_the_graph_marks_a_resignation_and_the_moves_played_when_time_ran_out():
    board = Board(link="#game=" + MISTAKE_GAME.replace(" ", "."))
    board.press("review")
    board.press("analyse")
    board.judge_all(lambda ply: (500 + 10 * ply, -1, ()))
    legend = text("en", "graph_legend", x="Red (X)", o="Blue (O)")
    # The resignation: a dot on the last position (35 moves: x = 300, y for 0.85).
    assert board.part("graph")["marks"] == "M300.0,15.5 h0"
    assert board.text("graph-legend") == legend + " · " + text("en", "graph_marks")
    board.session.round.stand_ins = {6}           # the 7th move was played for a person
    assert board.part("graph")["marks"] == "M60.0,35.1 h0 M300.0,15.5 h0"      # after it: 0.57
    shown, said, marks = board.part("moves")["items"][6]
    assert (shown, said, marks) == ("7. i1", "7. Red i1 " + text("en", "stand_in_mark"),
                                    "is-red is-stand-in")
    won = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    won.press("review")
    won.press("analyse")
    won.judge_all()
    assert won.part("graph")["marks"] == "" and won.text("graph-legend") == legend
    assert won.part("graph")["mistakes"] == "" and all(marks in ("is-red", "is-blue")
                                                    for _, _, marks in won.part("moves")["items"])


@pytest.mark.parametrize("spec", [
    "mode: play\nid: main", "mode: demo\nmoves: e5 e4",
    "mode: lesson\nid: x\nmoves: h8 e5 f4 h2 d4 b2\ntask: Win.\ngoal: win-board"])
def test_every_board_has_its_coordinates_on_its_edges(spec):
    """Ranks 9 to 1 down the left and files a to i along the bottom, in
    groups of three as the cells are, around the grid."""
    html = render_board(parse_spec(spec), "en")
    board = re.search(r'<div class="uttt-board">(.*?)<div class="uttt-grid".*</div>'
                      r'(<div class="uttt-files".*?</div>)</div>', html)
    assert board, html[:300]
    labels = lambda part: [re.findall(r"<i>(\w)</i>", group)
                           for group in re.findall(r"<span>(.*?)</span>", part)]
    assert labels(board.group(1)) == [["9", "8", "7"], ["6", "5", "4"], ["3", "2", "1"]]
    assert labels(board.group(2)) == [["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]]
    assert 'class="uttt-ranks" aria-hidden="true"' in board.group(1)


# X has won the top-left board, the top-right one is full, and X's e8 sends O
# to the centre board.
CLOSED_BOARDS = "xxx3xox/4x1xoo/6oxx/9/o2o5/4o4/9/9/3o5 O 17 e8"


@pytest.mark.parametrize("cell,lang,said", [
    ("a1", "en", "You must play in the centre board."),
    ("a1", "ru", "Ходить нужно в\u00a0центральное малое поле."),
    ("h9", "en", "That cell is taken."),
    ("h7", "sw", "Kisanduku hicho tayari kina alama."),
    ("g9", "en", "That cell is taken."),
    ("e5", "en", None),                               # legal: nothing to say
])
def test_a_tap_the_rules_refuse_says_why(cell, lang, said):
    assert refusal_text(parse_position(CLOSED_BOARDS), parse_cell(cell), lang) == said


def test_a_tap_on_a_won_board_an_ended_game_or_a_review_says_so():
    game = parse_position(CLOSED_BOARDS)
    game.cells[parse_cell("b8")] = 0                  # an empty cell in the won board
    assert game.boards[0] != OPEN
    assert refusal_text(game, parse_cell("b8"), "ru") == "Это малое поле уже выиграно."
    over = Board(link="#game=" + SHORT_WIN.replace(" ", "."))
    assert play_refusal(over.session, parse_cell("a1"), "en") == "The game is over."
    over.press("review")
    assert play_refusal(over.session, parse_cell("a1"), "en").startswith("This is a review")


def test_against_the_computer_a_tap_on_its_turn_says_to_wait():
    board = Board(lang="id")
    board.choose("opponent", "medium")
    board.send(m.ComputerReady())
    board.tap("e5")
    assert play_refusal(board.session, parse_cell("e4"), "id") == "Tunggu langkah komputer dulu."


def test_a_held_winning_move_is_told_in_the_winners_colour():
    """In a round Blue opens, Blue plays X: "→ Blue (X) wins!" is blue."""
    record = parse_record(SHORT_WIN)
    game = Game()
    for move in record.moves[:-1]:
        game.push(move)
    players = {1: "blue", 2: "red"}
    assert hold_text(game, "en", record.moves[-1], players) == "→ Blue (X) wins!"
    assert hold_modifier(game, record.moves[-1], players) == "is-blue"
    other = next(move for move in game.legal_moves() if move != record.moves[-1])
    assert hold_modifier(game, other, players) == "is-red"          # then Red moves


def test_a_button_that_cannot_be_used_now_says_why():
    why = lambda board, control: board.part(control)["disabled"]
    board = Board()
    assert why(board, "undo") == "There is no move to undo yet."
    assert why(board, "resign") == "No moves have been played yet, so you cannot resign."
    assert why(board, "share") == why(board, "copy") == "There is nothing to share yet. Make a move first."
    board.tap("e5")
    assert why(board, "undo") == why(board, "resign") == why(board, "share") == ""
    board.lang = "ru"
    board.press("undo")
    assert why(board, "undo") == russian("Пока нечего отменять: ходов ещё не было.")
    linked = Board(link="#game=e5.e4")
    assert why(linked, "undo") == "The moves that were already in the link cannot be undone."
    computer = Board(saved=None)
    computer.choose("opponent", "medium")
    computer.choose("alternate", True)
    computer.tap("e5")
    computer.reply("e4")
    computer.press("resign")
    computer.press("resign-red")
    computer.press("again")                          # round 2: the computer opens
    computer.reply("e5")
    assert why(computer, "undo") == "The computer's first move cannot be undone."
    computer.tap("e4")
    assert why(computer, "hint") == "Wait for the computer's move."
    computer.reply("e2")
    assert why(computer, "hint") == ""
    computer.press("hint")
    assert why(computer, "hint") == "You already have a hint for this move."
    computer.press("resign")
    computer.press("resign-red")
    computer.press("review")
    assert why(computer, "first") == why(computer, "back") == ""
    assert why(computer, "forward") == why(computer, "last") == "You are already at the last move."
    computer.press("first")
    assert why(computer, "first") == "You are already at the start of the game." and why(computer, "last") == ""

"""Stepping through moves, lesson goals and the keyboard helpers, in CPython."""

import pathlib

import pytest

from engine import parse_cell, parse_position
from hooks.boards import find_boards           # the build's own reading of a page's boards
from sitebuild.spec import parse_spec

from board.lesson import GoalError, LessonController, explain, lesson_answers, solved_badge
from board.demo import StepController, note_in_view, sends_arrow
from board.steps import step_target
from board.texts import LANGUAGES, text
from board.view import arrow_target, board_view, live_lines, player_text, tab_stop
from engine.tables import LINES, OPEN
from engine import Game, cell_name, parse_record
from engine.solve import game_winning_moves, refutation, wins_in_two

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("action, ply, total, target", [
    ("first", 3, 5, 0), ("back", 3, 5, 2), ("back", 0, 5, 0), ("forward", 3, 5, 4),
    ("forward", 5, 5, 5), ("last", 1, 5, 5), ("undo", 1, 5, None),
])
def test_step_targets_are_clamped(action, ply, total, target):
    assert step_target(action, ply, total) == target


def test_a_step_controller_walks_the_record():
    steps = StepController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 e6 e8")
    assert steps.ply == 3
    assert steps.step("first") and steps.game().moves == []
    assert steps.step("forward") and steps.game().moves == [parse_cell("e5")]
    assert not steps.step("leave")
    assert steps.step("last") and len(steps.game().moves) == 3
    assert len(steps.full.moves) == 3                 # the record itself is untouched


def test_lesson_goals():
    game = Game()
    assert lesson_answers(game, "send tr") == [m for m in game.legal_moves() if m % 9 == 2]
    assert lesson_answers(game, "cells e5 a1") == sorted([parse_cell("e5"), parse_cell("a1")])
    for goal, reason in (("fly", "must start with"), ("send", "names one board"),
                         ("send xx", "names one board"), ("cells", "lists no cells"),
                         ("cells z9", "unknown cell"), ("win-board now", "takes no arguments")):
        with pytest.raises(GoalError, match=reason):
            lesson_answers(game, goal)


def test_a_wrong_try_leaves_the_board_and_the_next_tap_counts():
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", "", "send tr")
    assert lesson.try_move(parse_cell("e5")) is False      # sends to the centre
    assert lesson.tried == parse_cell("e5") and lesson.game.moves == []
    assert lesson.try_move(parse_cell("c9")) is True and lesson.solved
    assert lesson.tried is None and lesson.game.moves == [parse_cell("c9")]
    assert lesson.try_move(parse_cell("f6")) is None        # solved: taps are over
    lesson.reset()
    assert not lesson.solved and lesson.game.moves == []


def test_try_again_is_off_until_there_is_something_to_put_back():
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", "", "send tr")
    assert not lesson.changed()
    lesson.try_move(parse_cell("e5"))                       # wrong: marked on its cell
    assert lesson.changed()
    lesson.reset()
    assert not lesson.changed()
    lesson.show()
    assert lesson.changed()
    run = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", PUZZLE, "win-in-two a9")
    assert not run.changed()
    run.try_move(parse_cell("a9"))                          # right: the defence comes next
    assert run.changed()
    run.reset()
    assert not run.changed()
    run.try_move(parse_cell("c9"))                          # wrong, with its refutation shown
    assert run.changed()


def arrow_ends(path):
    """The shaft's start and the head's tip of a ``sends_arrow`` path."""
    numbers = [float(n) for n in path.replace("M", " ").replace("L", " ").replace("Z", "").split()]
    return numbers[0:2], numbers[4:6]


@pytest.mark.parametrize("moves, start, target", [
    ("e5 f6", "f6", 2),         # from the centre board's top-right cell to the top-right board
    ("e5 d4 a3", "a3", 0),      # from the bottom-left board up the left edge to the top-left
    ("e5 d4 a3 b9", "b9", 1),   # from the top-left board's top edge to the top board
    ("e5 f6 g7", "g7", 6),      # from the top-right board across the big board
    ("a9", "a9", None),         # sends to its own board: the frame says it, no arrow
    ("", None, None),           # no move yet
])
def test_the_teaching_arrow_runs_from_the_last_move_into_the_board_it_sends_to(moves, start, target):
    game = parse_record(moves)
    path = sends_arrow(game)
    if target is None:
        assert path is None
        return
    (x1, y1), (x2, y2) = arrow_ends(path)
    cell = parse_cell(start)
    b, c = divmod(cell, 9)
    # It starts in the cell played (3x3 units: a small board is 1 wide) ...
    assert int(x1) == b % 3 and int(y1) == b // 3
    assert abs(x1 - (b % 3 + (c % 3 + 0.5) / 3)) < 0.34 and abs(y1 - (b // 3 + (c // 3 + 0.5) / 3)) < 0.34
    # ... and its tip is just inside the board it sends to, near the edge it
    # comes in by, covering little of the cells there are to tap.
    assert int(x2) == target % 3 and int(y2) == target // 3
    tx, ty = x2 - target % 3, y2 - target // 3
    assert min(tx, ty, 1 - tx, 1 - ty) <= 0.3


def test_no_arrow_to_a_closed_board_or_after_the_game():
    game = parse_record("h8 e5 f4 h2 d4 b2 e4 e2")      # e2 sends X to the won centre board
    assert game.boards[4] != OPEN and sends_arrow(game) is None
    game = parse_record("e5 f6")
    game.resign()
    assert sends_arrow(game) is None


# Each kind of goal, a wrong and a right try, and what the engine says about them.
EXPLAINED = [
    ("e5 d4", "send tr", "a3", "a3 sends O to the top-left board, not the top-right board."),
    ("e5 d4", "send tr", "c3", "c3 sends O to the top-right board."),
    ("h8 e5 f4 h2 d4 b2", "win-board", "d6", "d6 does not make three in a row in the centre board."),
    ("h8 e5 f4 h2 d4 b2", "win-board", "e4", "e4 makes three in a row: the centre board is yours."),
    ("h8 e5 f4 h2 d4 b2 e4", "free-choice", "d3",
     "d3 sends X to the top-left board, which is still open: no free choice."),
    ("h8 e5 f4 h2 d4 b2 e4", "free-choice", "e2",
     "e2 sends X to the centre board, which is closed, so X gets a free choice."),
    ("e5 f6 g7 b1 e2 f4 g1 b2 d6 b8 d5 c4 i3 i9 i7 h3 d8 a6 c9 g8 c6 g9 a8 b5", "cells f5", "d4",
     "After d4, O wins the bottom-left board with b3."),
    ("e5 f6 g7 b1 e2 f4 g1 b2 d6 b8 d5 c4 i3 i9 i7 h3 d8 a6 c9 g8 c6 g9 a8 b5", "cells f5", "f5",
     "After f5, O cannot win a small board straight away."),
]


@pytest.mark.parametrize("moves, goal, cell, said", EXPLAINED)
def test_the_engine_says_why_a_try_is_right_or_wrong(moves, goal, cell, said):
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", moves, goal)
    assert lesson.why(parse_cell(cell), "en") == said


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_explanations_are_in_the_page_language(lang):
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 d4", "send tr")
    said = lesson.why(parse_cell("a3"), lang)
    assert "a3" in said and "top" not in said and "{" not in said


PUZZLE = ("e2 e6 e8 d6 b7 e1 f1 g2 c4 h1 d3 a8 a4 c3 i9 g7 b2 f6 i7 i2 i4 h3 f9 h8 c2 g6 c8 "
          "i6 i8 g5 b4 b9 d7 c1 i3 h2 b3 h4 a2")


def test_a_win_in_two_is_proven_and_each_wrong_try_refuted():
    game = parse_record(PUZZLE)
    assert game_winning_moves(game) == []
    assert wins_in_two(game) == [parse_cell("a9")]
    for move in game.legal_moves():
        reply = refutation(game, move)
        if move == parse_cell("a9"):
            assert reply is None
            continue
        # The refutation really stops every win next move.
        game.push(move)
        game.push(reply)
        assert game.outcome is not None or game_winning_moves(game) == []
        game.pop()
        game.pop()
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", PUZZLE, "win-in-two a9")
    assert lesson.why(parse_cell("c9"), "en") == \
        "After c9, X answers a9 and you have no winning move."


@pytest.mark.parametrize("goal, reason", [
    ("win-in-two c9", "c9 does not win by force: the answer a9 leaves no winning move"),
    ("win-in-two a9 c9", "c9 does not win by force"),
    ("win-in-two e5", "e5 is not a legal move here"),
    ("win-in-two", "lists no cells"),
])
def test_a_puzzle_whose_answer_does_not_force_a_win_is_refused(goal, reason):
    with pytest.raises(GoalError, match=reason):
        lesson_answers(parse_record(PUZZLE), goal)


TWO_WINS = ("d6 b9 e9 f7 h1 e3 d8 b6 f8 i6 g9 c8 h4 e1 f1 h3 d9 a7 a3 b8 d4 c2 i5 h6 f9 i8 g6 "
            "a9 c9 g7 a1 b3 b5 e5 d5 a4 b2 a6 c7 g3 b7 d2 c5 h5 i1 i2 g4 c1 g1 b1 d1 c3 h7 e2 "
            "c6 i9 h8 c4")


def test_a_puzzle_must_name_every_forced_win():
    game = parse_record(TWO_WINS)
    wins = [cell_name(move) for move in wins_in_two(game)]
    assert len(wins) > 1
    with pytest.raises(GoalError, match="%s also wins by force" % " ".join(wins[1:])):
        lesson_answers(game, "win-in-two " + wins[0])
    assert lesson_answers(game, "win-in-two " + " ".join(reversed(wins))) == wins_in_two(game)


# The Rules page's early-draw lesson: X's own diagonal (top-left, centre,
# bottom-right) is the last live line; O, given a free choice, kills it with h3.
KEEP_LINE = ("e4 f1 h1 e1 e3 d8 a5 b5 e6 f7 g1 b2 f4 i3 h7 f2 g6 b9 f9 g9 c9 i9 g8 c5 h4 d1 a1 c2 "
             "h6 d9 a8 b6 f8 i6 i7 h2 d4 a3 c7 g3 c8 i4 g2 b4 c1 i2 g5 h8 b1 g4 h5 h9")
NO_FREE = ("g3 a7 c1 h1 e2 d5 b5 f6 g9 b9 f9 h8 e6 e7 f2 i4 h3 d8 c5 h5 d4 c3 i8 g4 a3 b7 f3 h9 "
           "f7 g1 b2 f4 i1 i3 i7 h2 e4 f1 e8 d6 a9 c7 i9 d2")


def test_keep_line_and_no_free_choice_goals():
    game = parse_record(KEEP_LINE)
    assert lesson_answers(game, "keep-line") == [parse_cell("e9")]
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", KEEP_LINE, "keep-line")
    assert lesson.why(parse_cell("e8"), "en") == ("After e8, O answers h3 and no line of the big "
                                                  "board can be completed any more: an early draw.")
    assert lesson.why(parse_cell("e9"), "en") == ("After e9, O cannot end the game in an early draw "
                                                  "straight away: a line of the big board "
                                                  "stays alive.")
    # A move that kills the last line itself ends the game at once.
    killed = parse_record("e9 f8 g5 b4 f3 g7 c3 i8 h5 d6 a7 b3 d9 b9 e7 f1 h2 d5 a6 a8 c4 i3 i7 i2 "
                          "g4 a3 a9 c8 i5 a1 c1 g2 a5 b5 e4 e1 f2 e3 f9 h8 f5 g3 b7 d1 c2 g1 b6 c6 "
                          "i9 h7 g8 a4 f6 h9 b8 e6")
    assert parse_cell("c9") not in lesson_answers(killed, "keep-line")
    assert explain(killed.copy(), "keep-line", parse_cell("c9"), False, "en") == \
        "After c9, no line of the big board can be completed any more: an early draw."
    game = parse_record(NO_FREE)
    assert lesson_answers(game, "no-free-choice") == [parse_cell("b6"), parse_cell("b4")]
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", NO_FREE, "no-free-choice")
    assert lesson.why(parse_cell("b6"), "en") == \
        "b6 sends O to the top board, which is still open: no free choice."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solved_badge_never_stays_green_over_a_fresh_wrong_try(lang):
    lesson = LessonController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 d4", "send tr")
    assert solved_badge(False, lesson, lang) == {"hidden": True}
    solved = {"hidden": False, "text": text(lang, "solved"), "mod": "is-now"}
    before = {"hidden": False, "text": text(lang, "solved_before"), "mod": "is-past"}
    assert text(lang, "solved_before") != text(lang, "solved")
    # Solved on an earlier visit, nothing tried yet: Solved.
    assert solved_badge(True, lesson, lang) == solved
    assert lesson.try_move(parse_cell("a1")) is False     # a wrong tap: a new try
    assert solved_badge(True, lesson, lang) == before
    assert lesson.try_move(parse_cell("c3")) is True
    assert solved_badge(True, lesson, lang) == solved
    lesson.reset()                                        # Try again
    assert solved_badge(True, lesson, lang) == before
    assert lesson.try_move(parse_cell("a1")) is False
    assert solved_badge(True, lesson, lang) == before
    lesson.show()
    assert solved_badge(True, lesson, lang) == solved


def test_a_resignation_is_a_step_of_its_own():
    steps = StepController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 e6 resign")
    assert steps.total == 3 and steps.game().outcome.termination == "resignation"
    steps.step("back")
    game = steps.game()
    assert game.outcome is None and len(game.moves) == 2
    steps.step("back")
    assert len(steps.game().moves) == 1


def test_step_buttons_that_cannot_go_further_are_blocked():
    steps = StepController("9/9/9/9/9/9/9/9/9 X 0 -", "e5 e6")
    assert steps.blocked() == {"first": False, "back": False, "forward": True, "last": True}
    steps.step("first")
    assert steps.blocked() == {"first": True, "back": True, "forward": False, "last": False}


def test_the_last_note_stays_in_view_until_the_next():
    notes = {2: "two", 5: "five"}
    assert [note_in_view(notes, ply) for ply in (0, 1, 2, 4, 5, 9)] == \
        [None, None, (2, "two"), (2, "two"), (5, "five"), (5, "five")]


def test_live_and_dead_lines_on_the_early_draw_boards():
    game = parse_record(KEEP_LINE)
    view = board_view(game, "en", lines=True)
    assert view["alive"] == [6] and sorted(view["dead"] + view["alive"]) == list(range(8))
    assert board_view(game, "en")["alive"] == [] and board_view(game, "en")["dead"] == []


def test_arrow_keys_skip_cells_that_do_not_take_a_tap():
    game = parse_position("9/9/9/9/9/9/9/9/9 X 0 -")
    usable = lambda cell: cell in (parse_cell("e5"), parse_cell("h5"))
    assert arrow_target(parse_cell("b5"), "ArrowRight", usable) == parse_cell("e5")
    assert arrow_target(parse_cell("e5"), "ArrowRight", usable) == parse_cell("h5")
    assert arrow_target(parse_cell("h5"), "ArrowRight", usable) is None
    assert arrow_target(parse_cell("e9"), "ArrowDown", usable) == parse_cell("e5")
    view = board_view(game, "en")
    assert tab_stop(view, None) == 0 and tab_stop(view, 40) == 40
    view = board_view(game, "en", interactive=False)
    assert tab_stop(view, 40) is None


def test_a_move_that_closes_the_board_it_sends_to_is_explained_as_such():
    # The Rules page's free-choice lesson: a5 wins the left board, which is
    # where it sends O, so O gets a free choice (a learner read the plain
    # "sends O to the left board, which is closed" as wrong: it was open).
    game = parse_record("g3 a7 c1 h1 e2 d5 b5 f6 g9 b9 f9 h8 e6 e7 f2 i4 h3 d8 c5 h5 d4 c3 i8 g4 "
                        "a3 b7 f3 h9 f7 g1 b2 f4 i1 i3 i7 h2 e4 f1 e8 d6 a9 c7 i9 d2")
    assert explain(game.copy(), "no-free-choice", parse_cell("a5"), False, "en") == \
        "a5 closes the left board, the very board it sends O to, so O gets a free choice."
    assert explain(game.copy(), "no-free-choice", parse_cell("a4"), False, "en") == \
        "a4 sends O to the bottom-left board, which is closed, so O gets a free choice."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_early_draw_lesson_keeps_the_players_own_line_alive(lang):
    """A learner was once asked to keep alive the one line only the opponent
    could complete: every live line of a keep-line lesson is the player's
    own (a board of theirs on it, none of the opponent's), and each wrong
    move lets the opponent end the game in an early draw."""
    found = 0
    for page, spec in lesson_blocks(lang):
        if spec["goal"] != "keep-line":
            continue
        judge = LessonController(spec["position"], spec["moves"], spec["goal"])
        game = judge.start
        alive = [LINES[k] for k in live_lines(game)]
        assert alive, (page, spec["id"])
        for line in alive:
            owners = {game.boards[b] for b in line} - {OPEN}
            assert owners == {game.turn}, (page, spec["id"], line)
        for move in game.legal_moves():
            if move not in judge.answers:
                said = judge.why(move, lang)
                assert said in (text(lang, "why_line_killed", cell=cell_name(move),
                                     mark=player_text(lang, 3 - game.turn, None), reply=r)
                                for r in map(cell_name, range(81))), said
        found += 1
    assert found == 1


def lesson_blocks(lang):
    """The spec of every lesson board on the language's pages (as the build reads them)."""
    for page in sorted((ROOT / "docs" / lang).glob("*.md")):
        lines = page.read_text(encoding="utf-8").split("\n")
        for start, end, indent in find_boards(lines):
            spec = parse_spec("\n".join(line[len(indent):] for line in lines[start + 1:end]))
            if spec["mode"] == "lesson":
                yield page.name, spec


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_of_every_language_explains_a_wrong_and_a_right_try(lang):
    """What the lesson boards say, for every lesson in every language (the
    browser shows it for two: tests/site/test_teaching.py)."""
    found = 0
    for page, spec in lesson_blocks(lang):
        judge = LessonController(spec["position"], spec["moves"], spec["goal"])
        wrong = [m for m in judge.start.legal_moves() if m not in judge.answers]
        assert wrong and judge.answers, (page, spec["id"])
        for move in (wrong[0], judge.answers[0]):
            said = judge.why(move, lang)
            assert said and "{" not in said, (page, spec["id"], said)
        found += 1
    assert found >= 10

"""Puzzles: the shipped file is proven, the format round-trips, damaged
entries are refused with the reason, and the themes mean what they say."""

import pathlib
import time

import pytest

from engine import Game, cell_name, format_position, parse_cell, parse_position
from engine.errors import PuzzleError
from engine.puzzle_proof import prove, themes_of
from engine.puzzles import (
    THEME_CODES, Puzzle, PuzzleFileError, format_puzzle, parse_puzzle, parse_puzzles, puzzle_id,
)
from engine.rng import Random
from engine.tactics import Tactics

from .positions import position

DATA = pathlib.Path(__file__).resolve().parents[2] / "data" / "puzzles.txt"
TEXT = DATA.read_text(encoding="utf-8")
SHIPPED = [puzzle for _, puzzle in parse_puzzles(TEXT)]


def first(kind, n):
    return next(p for p in SHIPPED if p.kind == kind and p.n == n)


def changed(puzzle, **fields):
    """A copy of ``puzzle`` with ``fields`` replaced."""
    values = dict(id=puzzle.id, kind=puzzle.kind, n=puzzle.n, rating=puzzle.rating,
                  themes=puzzle.themes, position=puzzle.position, line=puzzle.line,
                  answers=puzzle.answers)
    values.update(fields)
    return Puzzle(**values)


def refused(puzzle):
    with pytest.raises(PuzzleError) as caught:
        prove(puzzle)
    return str(caught.value)


# -- the shipped file ----------------------------------------------------------

def test_the_file_holds_enough_puzzles_of_both_kinds_and_every_n():
    kinds = [(p.kind, p.n) for p in SHIPPED]
    assert len(SHIPPED) >= 300
    assert sum(1 for k, _ in kinds if k == "win") >= 240
    assert sum(1 for k, _ in kinds if k == "save") >= 60
    for kind_n in (("win", 2), ("win", 3), ("save", 2), ("save", 3)):
        assert kind_n in kinds
    assert len({p.id for p in SHIPPED}) == len(SHIPPED)


def test_every_shipped_puzzle_is_proven():
    start = time.perf_counter()
    for puzzle in SHIPPED:
        prove(puzzle)
    assert time.perf_counter() - start < 30


def test_the_file_round_trips():
    rows = [row for row in TEXT.splitlines() if row and not row.startswith("#")]
    assert [format_puzzle(p) for p in SHIPPED] == rows
    for puzzle in SHIPPED[:40]:
        assert parse_puzzle(format_puzzle(puzzle)) == puzzle


def test_every_legal_move_is_the_solution_or_answered_once():
    for puzzle in SHIPPED:
        moves = [puzzle.solution] + [m for m, _ in puzzle.answers]
        assert sorted(moves) == puzzle.game().legal_moves()


# -- damaged entries -------------------------------------------------------------

def test_a_changed_solution_is_refused():
    puzzle = first("win", 3)
    other = puzzle.answers[0][0]
    damaged = changed(puzzle, line=(other,) + puzzle.line[1:],
                      answers=((puzzle.solution, puzzle.line[1]),) + puzzle.answers[1:])
    game = puzzle.game()
    solver, defender = ("X", "O") if game.turn == 1 else ("O", "X")
    reason = refused(damaged)
    assert reason.startswith("the solution %s does not win within 3: after %s %s answers "
                             % (cell_name(other), cell_name(other), defender)), reason
    assert reason.endswith("and %s has no forced win within 2" % solver)


def test_a_dropped_answer_is_refused():
    puzzle = first("win", 2)
    dropped = puzzle.answers[-1][0]
    assert refused(changed(puzzle, answers=puzzle.answers[:-1])) == \
        "the answers leave out the legal move %s" % cell_name(dropped)


def test_an_answer_listed_twice_or_for_the_solution_is_refused():
    puzzle = first("save", 2)
    assert refused(changed(puzzle, answers=puzzle.answers + puzzle.answers[:1])) == \
        "the answers list %s twice" % cell_name(puzzle.answers[0][0])
    assert refused(changed(puzzle, answers=puzzle.answers + ((puzzle.solution, 0),))) == \
        "the solution %s is listed among the answers too" % cell_name(puzzle.solution)


def test_a_wrong_refutation_is_refused():
    tactics = Tactics()
    for puzzle in SHIPPED:
        if puzzle.kind != "win":
            continue
        game = puzzle.game()
        for k, (move, reply) in enumerate(puzzle.answers):
            game.push(move)
            for other in game.legal_moves():
                game.push(other)
                wins = [] if game.outcome else tactics.winning_moves(game, puzzle.n - 1)
                game.pop()
                if wins:
                    answers = list(puzzle.answers)
                    answers[k] = (move, other)
                    assert refused(changed(puzzle, answers=answers)) == \
                        "the refutation of %s listed as %s lets %s win with %s" % (
                            cell_name(move), cell_name(other), "XO"[game.turn % 2],
                            cell_name(wins[0]))
                    return
            game.pop()
    pytest.fail("no answer with a wrong reply to try")


def test_a_weaker_defence_in_the_line_is_refused():
    tactics = Tactics()
    for puzzle in (p for p in SHIPPED if p.n == 3 and p.kind == "win"):
        game = puzzle.game()
        game.push(puzzle.solution)
        for reply in game.legal_moves():
            game.push(reply)
            quick = tactics.win_distance(game, 1)
            game.pop()
            if quick == 1:
                reason = refused(changed(puzzle, line=(puzzle.solution, reply) + puzzle.line[2:]))
                assert reason == ("the defence %s after %s is not the strongest: %s holds out "
                                  "for 2 moves, %s for 1" % (
                                      cell_name(reply), cell_name(puzzle.solution),
                                      cell_name(tactics.strongest_defence(
                                          puzzle.game(), puzzle.solution, 3)[0]),
                                      cell_name(reply)))
                return
    pytest.fail("no weaker defence to try")


def two_wins_in_two():
    """A position of a seeded random game where two moves win within two."""
    rng = Random(11)
    tactics = Tactics()
    while True:
        game = Game()
        while game.outcome is None:
            game.push(rng.choice(game.legal_moves()))
            if game.outcome is None and tactics.win_distance(game, 2) == 2 \
                    and len(tactics.winning_moves(game, 2)) >= 2:
                return parse_position(format_position(game))


def test_a_solution_that_is_not_unique_is_refused():
    tactics = Tactics()
    game = two_wins_in_two()
    solution, also = tactics.winning_moves(game, 2)[:2]
    reply, _ = tactics.strongest_defence(game, solution, 2)
    game.push(solution)
    game.push(reply)
    finish = tactics.winning_moves(game, 1)[0]
    game.pop()
    game.pop()
    answers = []
    for move in game.legal_moves():
        if move != solution:
            game.push(move)
            answers.append((move, game.legal_moves()[0]))
            game.pop()
    line = (solution, reply, finish)
    text = format_position(game)
    puzzle = Puzzle(puzzle_id(text), "win", 2, 1000, themes_of(game, "win", 2, line), text,
                    line, answers)
    assert refused(puzzle) == "%s also wins within 2: the solution is not unique" % cell_name(
        next(m for m in tactics.winning_moves(game, 2) if m != solution))
    assert also in tactics.winning_moves(game, 2)


def test_a_save_whose_solution_loses_or_whose_reply_does_not_win_is_refused():
    puzzle = first("save", 2)
    (other, reply), rest = puzzle.answers[0], puzzle.answers[1:]
    game = puzzle.game()
    game.push(puzzle.solution)
    any_reply = game.legal_moves()[0]
    game.pop()
    reason = refused(changed(puzzle, line=(other,),
                             answers=((puzzle.solution, any_reply),) + rest))
    assert reason.startswith("the solution %s does not save: " % cell_name(other)), reason
    game.push(other)
    weak = next(r for r in game.legal_moves() if not Tactics().forces_win(game, r, 2))
    reason = refused(changed(puzzle, answers=((other, weak),) + rest))
    assert reason == "the reply to %s listed as %s does not win within 2 for %s" % (
        cell_name(other), cell_name(weak), "XO"[game.turn - 1])


def test_a_wrong_theme_is_refused():
    puzzle = first("win", 2)
    extra = next(t for t in THEME_CODES if t not in puzzle.themes)
    themes = tuple(t for t in THEME_CODES if t in puzzle.themes + (extra,))
    assert refused(changed(puzzle, themes=themes)) == \
        "the themes are %r but the position and line show %r" % (
            ",".join(themes), ",".join(puzzle.themes))


def test_a_wrong_n_or_id_is_refused():
    puzzle = first("win", 3)
    reason = refused(changed(puzzle, n=2))
    assert reason == "the line has 5 moves; a win within 2 takes 3"
    assert refused(changed(puzzle, id="zzzzz")).startswith("the id 'zzzzz' is not the position's")


def test_a_bad_position_is_refused():
    puzzle = first("win", 2)
    side = " X " if " X " in puzzle.position else " O "
    row = format_puzzle(puzzle).replace(side, " Q ")
    with pytest.raises(PuzzleError, match="^illegal position: side to move 'Q' must be X or O"):
        parse_puzzle(row)
    flipped = puzzle.position.replace(side, " O " if side == " X " else " X ")
    assert refused(changed(puzzle, position=flipped)).startswith("illegal position: ")


@pytest.mark.parametrize("text, message", [
    ("abc;win;2;1000;short;9/9/9/9/9/9/9/9/9 X 0 -;e5;", "id 'abc' must be 5 characters"),
    ("abcde;draw;2;1000;short;9/9/9/9/9/9/9/9/9 X 0 -;e5;", "kind 'draw' must be"),
    ("abcde;win;1;1000;short;9/9/9/9/9/9/9/9/9 X 0 -;e5;", "n '1' is not allowed for a win"),
    ("abcde;win;2;5000;short;9/9/9/9/9/9/9/9/9 X 0 -;e5;", "rating '5000' must be from 600"),
    ("abcde;win;2;1000;shrt;9/9/9/9/9/9/9/9/9 X 0 -;e5;", "unknown theme 'shrt'"),
    ("abcde;win;2;1000;short;9/9/9/9/9/9/9/9/9 X 0 -;e5;a1-b2", "answer 'a1-b2' must be"),
    ("abcde;win;2;1000;short;9/9/9/9/9/9/9/9/9 X 0 -;j5;", "line 'j5': unknown cell 'j5'"),
    ("abcde;win;2;1000;short;9/9/9/9/9/9/9/9/9 X 0 -", "has 6 fields; expected 8"),
])
def test_malformed_lines_are_refused_quoting_the_field(text, message):
    with pytest.raises(PuzzleError) as caught:
        parse_puzzle(text)
    assert message in str(caught.value)


def test_a_file_error_names_the_line_and_the_id():
    rows = TEXT.splitlines()
    k = next(i for i, row in enumerate(rows) if not row.startswith("#"))
    bad = rows[:]
    bad[k + 2] = bad[k + 2].replace(";win;", ";wim;").replace(";save;", ";wim;")
    with pytest.raises(PuzzleFileError) as caught:
        parse_puzzles("\n".join(bad))
    assert caught.value.line == k + 3
    assert caught.value.puzzle_id == bad[k + 2][:5]
    assert str(caught.value).startswith("line %d, puzzle %s: kind 'wim'" % (k + 3, bad[k + 2][:5]))
    twice = rows[:] + [rows[k]]
    with pytest.raises(PuzzleFileError, match="line %d, puzzle %s: the id is used by line %d"
                       % (len(twice), rows[k][:5], k + 1)):
        parse_puzzles("\n".join(twice))


# -- themes on positions built by hand -----------------------------------------------

def test_themes_of_a_board_win_that_hands_over_a_free_choice():
    # X is sent to the top-right board and i9 completes its top row: the
    # board is X's, and O, sent back to it, may choose any board.
    text = position(["xxx/oo./...", "", "xx./.../...", "o../.../...", "o../.../...",
                     "", "", "", "..o/.../..."], "X", "i3")
    game = parse_position(text)
    assert themes_of(game, "save", 1, (parse_cell("i9"),)) == (
        "short", "defence", "board-win", "free-choice")


def test_themes_of_a_block_into_a_dead_board():
    # O has a9 and b9; X, sent to the top-left board, takes c9, which sends
    # O to the top-right board, where every line already holds an x.
    text = position(["oo./.../...", "", "x../.xx/.x.", "", "", "", "", "o../.../...",
                     "o../.../..."], "X", "d3")
    game = parse_position(text)
    assert themes_of(game, "save", 3, (parse_cell("c9"),)) == ("long", "defence", "block",
                                                               "dead-end")
    # a8 neither wins, blocks nor frees anything: O goes to an empty board.
    assert themes_of(game, "save", 2, (parse_cell("a8"),)) == ("short", "defence", "quiet")


def test_themes_of_a_double_threat_and_a_sacrifice():
    # X owns the top-left and centre boards; i9 wins the top-right board,
    # after which winning the bottom-left or the bottom-right board wins the
    # game (X has two in a row in each), and O, free to choose, can win the
    # top-middle board.
    text = position(["xxx/oo./...", "o.o/.o./...", "xx./o../...", "o../.../..o",
                     "xxx/oo./...", "", "xx./o../...", "", "xx./o../..."], "X", "f9")
    game = parse_position(text)
    assert themes_of(game, "save", 2, (parse_cell("i9"),)) == (
        "short", "defence", "board-win", "free-choice", "double-threat", "sacrifice")

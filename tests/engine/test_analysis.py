"""The Expert's verdicts (engine.analysis, engine.verdict) and
``python -m engine analyse``: tactically sound suggestions, the same numbers
every time, mistakes found from the verdicts."""

import contextlib
import io

import pytest

from engine import cell_name, format_position, parse_cell, parse_record
from engine.ai import LEVELS
from engine.analysis import (
    LINE_VISITS, PositionAnalysis, _safe_moves, _winning_moves, analyse_game,
    analyse_position, position_on_board,
)
from engine.explain import mistake_facts
from engine.game import small_board_state
from engine.levels import DEEP_ITERATIONS, QUICK_ITERATIONS
from engine.tables import BOARD_OF
from engine.cli import main
from engine.fastrules import from_game
from engine.game import game_at
from engine.verdict import LINE_LENGTH, MISTAKE, Verdict, expected_text, mistakes, position_seed
from tests.site.games import random_game

EXPERT = LEVELS["expert"]
SHORT_WIN = "g2 c4 h2 f4 i2 g6 a7 b2 e5 d6 c7 i7 b7 e2 e4 d3 e6"


def tactics(game):
    codes, boards, target = from_game(game)
    return (_winning_moves(codes, boards, target, game.turn, game.early_draw),
            _safe_moves(codes, boards, target, game.turn, game.early_draw))


def running_positions(seeds, first_ply):
    """(seed, ply, position) of the seeded random games' positions from
    ``first_ply`` on, while their game goes on."""
    for seed in seeds:
        game = random_game(seed)
        for ply in range(first_ply, len(game.moves)):
            position = game_at(game, ply)
            if position.outcome is not None:
                break
            yield seed, ply, position


def test_a_finished_game_is_valued_by_its_result():
    game = parse_record(SHORT_WIN)
    assert analyse_position(game, 1, EXPERT) == Verdict(1000, -1)  # X won
    resigned = parse_record("e5 resign")                           # O resigned
    assert analyse_position(resigned, 1, EXPERT) == Verdict(1000, -1)
    x_resigned = parse_record("e5 resign-x")
    assert analyse_position(x_resigned, 1, EXPERT).value == 0


def test_a_move_that_wins_the_game_is_always_the_suggestion():
    game = game_at(parse_record(SHORT_WIN), 16)
    wins, _ = tactics(game)
    assert wins
    verdict = analyse_position(game, position_seed(16), EXPERT)
    assert verdict.best in wins and verdict.value == 1000
    # Found without searching.
    assert PositionAnalysis(game, 1, EXPERT).search is None


def test_the_suggestion_stops_a_threat_to_win_the_game_next_move():
    """Wherever some moves let the opponent win at once and others do not,
    the suggestion is one of the others."""
    checked = set()
    for seed, ply, position in running_positions(range(1, 40), 20):
        wins, safe = tactics(position)
        if seed in checked or wins or not safe or len(safe) == len(position.legal_moves()):
            continue
        verdict = analyse_position(position, position_seed(ply), EXPERT)
        assert verdict.best in safe, (seed, ply)
        checked.add(seed)
        if len(checked) >= 6:
            break
    assert len(checked) >= 6


def test_with_no_safe_move_the_position_is_lost():
    for seed in range(1, 200):
        game = random_game(seed)
        for ply in range(len(game.moves)):
            position = game_at(game, ply)
            wins, safe = tactics(position)
            if not wins and not safe:
                verdict = analyse_position(position, position_seed(ply), EXPERT)
                assert verdict.value == (0 if position.turn == 1 else 1000)
                return
    raise AssertionError("no such position found")


def test_the_same_game_gets_the_same_verdicts():
    game = parse_record(SHORT_WIN)
    first = analyse_game(game, EXPERT)
    assert len(first) == len(game.moves) + 1
    assert analyse_game(game, EXPERT) == first
    assert all(0 <= v.value <= 1000 for v in first)


def test_mistakes_are_drops_of_a_fifth_for_the_player_who_moved():
    game = parse_record("e5 e4 d3")
    # Before X's e5: X expects 0.6, after it 0.35 (a drop of 0.25: a mistake);
    # O's e4 then raises X's score: no mistake of X's; X's d3 drops 0.19: none.
    verdicts = [Verdict(600, 10), Verdict(350, 1), Verdict(500, 2), Verdict(310, 5)]
    assert mistakes(game, verdicts) == {0: 10}
    # O's move dropping O's score (raising X's) by MISTAKE is one too.
    verdicts = [Verdict(500, 10), Verdict(500, 1), Verdict(500 + MISTAKE, 2), Verdict(650, 5)]
    assert mistakes(game, verdicts) == {1: 1}
    # Not a mistake when it was the suggested move, nor where a verdict is missing.
    verdicts = [Verdict(600, 40), None, Verdict(0, 2), Verdict(0, 5)]
    assert mistakes(game, verdicts) == {}


def printed_verdicts(args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["analyse"] + args) == 0
    return out.getvalue().splitlines()


# A random game's first 35 moves, then a resignation: O's 34th move, e2,
# sends X to the centre board, where X wins it with e5.
MISTAKE_GAME = ("h1 d3 c7 i2 g5 c4 i1 h3 d8 a4 a3 b8 f4 g2 a6 c9 i9 g8 c5 i4 i3 h9 f7 h2 d6 b9 "
                "d9 a7 c3 i7 h5 f5 h4 e2 e5 resign")


@pytest.mark.parametrize("name, args, budget", [
    ("expert", [], 0), ("expert", ["--quick"], QUICK_ITERATIONS), ("medium", ["--level", "medium"], 0)])
def test_the_command_line_prints_the_verdicts_and_lines_of_analyse_game(name, args, budget):
    game = parse_record(MISTAKE_GAME)
    verdicts = analyse_game(game, LEVELS[name], budget)
    lines = [line for line in printed_verdicts(args + MISTAKE_GAME.split())
             if not line.startswith("     mistake: ")]
    assert len(lines) == len(verdicts) + 1
    for ply, (line, verdict) in enumerate(zip(lines[1:], verdicts)):
        fields = line.split()
        assert int(fields[0]) == ply
        assert fields[1] == (cell_name(game.moves[ply - 1]) if ply else "-")
        assert fields[2] == expected_text(verdict.value)
        assert fields[3] == (cell_name(verdict.best) if verdict.best >= 0 else "-")
        assert fields[4:] == [cell_name(cell) for cell in verdict.line]
    # The resigned game's last position is judged as it stood, not as lost.
    assert 0 < verdicts[-1].value < 1000 and verdicts[-1].best >= 0


def test_the_command_line_explains_each_mistake():
    game = parse_record(MISTAKE_GAME)
    verdicts = analyse_game(game, EXPERT, QUICK_ITERATIONS)
    bad = mistakes(game, verdicts)
    printed = printed_verdicts(["--quick"] + MISTAKE_GAME.split())
    notes = [line for line in printed if line.startswith("     mistake: ")]
    assert len(notes) == len(bad) >= 1
    assert "     mistake: e2 sends to board 4; answer e5 winning the board; better f3 keeps out of board 4" in notes


def test_the_expected_line_follows_the_search_from_the_best_move():
    game = game_at(parse_record(MISTAKE_GAME), 20)
    analysis = PositionAnalysis(game, position_seed(20), EXPERT)
    while analysis.verdict is None:
        analysis.step(500)
    verdict = analysis.verdict
    assert verdict.line[0] == verdict.best and 2 <= len(verdict.line) <= LINE_LENGTH
    played = game.copy()
    for cell in verdict.line:                   # a line of legal moves, one after the other
        played.push(cell)
    # Each next move is the most visited answer there, seen often enough.
    search = analysis.search
    node = next(child for child in range(search.first[0], search.first[0] + search.count[0])
                if search.move[child] == verdict.best)
    for cell in verdict.line[1:]:
        children = range(search.first[node], search.first[node] + search.count[node])
        node = max(children, key=lambda child: search.visits[child])
        assert search.move[node] == cell and search.visits[node] >= LINE_VISITS


def test_the_quick_look_is_a_smaller_search_of_the_same_level():
    game = game_at(parse_record(MISTAKE_GAME), 20)
    quick = PositionAnalysis(game, position_seed(20), EXPERT, QUICK_ITERATIONS)
    assert quick.remaining() == QUICK_ITERATIONS
    deep = PositionAnalysis(game, position_seed(20), EXPERT)
    assert deep.remaining() == DEEP_ITERATIONS > QUICK_ITERATIONS
    assert EXPERT.config().budget > DEEP_ITERATIONS


def test_the_deep_look_is_the_levels_own_budget_when_smaller():
    game = game_at(parse_record(MISTAKE_GAME), 20)
    medium = LEVELS["medium"]
    assert PositionAnalysis(game, 3, medium).remaining() == medium.config().budget < DEEP_ITERATIONS


def test_the_position_on_the_board_leaves_a_resignation_out():
    game = parse_record("e5 e4 resign")
    assert position_on_board(game, 2).outcome is None and position_on_board(game, 2).moves == game.moves
    assert position_on_board(parse_record(SHORT_WIN), 17).outcome.winner == 1
    assert game.outcome is not None                # the game itself is left alone


def test_mistake_facts_say_what_a_move_allows_and_what_the_better_one_does():
    game = parse_record(MISTAKE_GAME)
    e2, f3, e5 = parse_cell("e2"), parse_cell("f3"), parse_cell("e5")
    before = game_at(game, 33)
    facts = mistake_facts(before, e2, f3, e5)
    assert (facts.sent, facts.reply_wins, facts.reply_board, facts.better_does,
            facts.better_board) == (4, "board", 4, "keep_out", 4)
    assert format_position(before) == format_position(game_at(game, 33))   # left as it was
    # O's h5 (move 31): e5 would have won the centre board.
    facts = mistake_facts(game_at(game, 30), parse_cell("h5"), e5, e5)
    assert (facts.better_does, facts.better_board, facts.reply_wins) == ("board", 4, None)
    blocked = parse_position_with_threat()
    facts = mistake_facts(blocked[0], blocked[1], blocked[2], -1)
    assert facts.better_does == "block"


def parse_position_with_threat():
    """A position where the side to move can take the cell that would give
    the opponent a small board: (game, a move elsewhere, that cell)."""
    for _, _, position in running_positions(range(1, 60), 10):
        for move in position.legal_moves():
            cells = position.cells[:]
            cells[move] = 3 - position.turn
            if small_board_state(cells, BOARD_OF[move]) == 3 - position.turn \
                    and small_board_state(position.cells[:move] + [position.turn]
                                          + position.cells[move + 1:], BOARD_OF[move]) == 0:
                other = next(m for m in position.legal_moves() if m != move)
                return position, other, move
    raise AssertionError("no such position")


def test_each_level_analyses_with_its_own_search():
    game = parse_record(SHORT_WIN)
    analysis = PositionAnalysis(game_at(game, 3), position_seed(3), LEVELS["medium"])
    assert analysis.search.config is LEVELS["medium"].config()
    assert analyse_game(game, LEVELS["medium"]) != analyse_game(game, EXPERT)


def test_the_command_line_refuses_a_bad_record():
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["analyse", "e5", "e5"]) == 2
    assert "move 2" in err.getvalue()

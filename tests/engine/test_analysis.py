"""The Expert's verdicts (engine.analysis, engine.verdict) and
``python -m engine analyse``: tactically sound suggestions, the same numbers
every time, mistakes found from the verdicts."""

import contextlib
import io

import pytest

from engine import cell_name, parse_record
from engine.ai import LEVELS
from engine.analysis import PositionAnalysis, _safe_moves, _winning_moves, analyse_game, analyse_position
from engine.cli import main
from engine.fastrules import from_game
from engine.game import game_at
from engine.verdict import MISTAKE, Verdict, expected_text, mistakes, position_seed
from tests.site.games import random_game

EXPERT = LEVELS["expert"]
SHORT_WIN = "g2 c4 h2 f4 i2 g6 a7 b2 e5 d6 c7 i7 b7 e2 e4 d3 e6"


def tactics(game):
    codes, boards, target = from_game(game)
    return (_winning_moves(codes, boards, target, game.turn, game.early_draw),
            _safe_moves(codes, boards, target, game.turn, game.early_draw))


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
    checked = 0
    for seed in range(1, 40):
        game = random_game(seed)
        for ply in range(20, len(game.moves)):
            position = game_at(game, ply)
            if position.outcome is not None:
                break
            wins, safe = tactics(position)
            if wins or not safe or len(safe) == len(position.legal_moves()):
                continue
            verdict = analyse_position(position, position_seed(ply), EXPERT)
            assert verdict.best in safe, (seed, ply)
            checked += 1
            break
        if checked >= 6:
            break
    assert checked >= 6


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


@pytest.mark.parametrize("name, args", [("expert", []), ("medium", ["--level", "medium"])])
def test_the_command_line_prints_the_verdicts_of_analyse_game(name, args):
    game = parse_record(SHORT_WIN)
    verdicts = analyse_game(game, LEVELS[name])
    lines = printed_verdicts(args + SHORT_WIN.split())
    assert len(lines) == len(verdicts) + 1
    for ply, (line, verdict) in enumerate(zip(lines[1:], verdicts)):
        fields = line.split()
        assert int(fields[0]) == ply
        assert fields[1] == (cell_name(game.moves[ply - 1]) if ply else "-")
        assert fields[2] == expected_text(verdict.value)
        assert fields[3] == (cell_name(verdict.best) if verdict.best >= 0 else "-")
    assert lines[-1].split()[2] == "1.00"


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

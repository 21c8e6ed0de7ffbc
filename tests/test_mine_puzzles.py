"""The puzzle miner (tools/mine_puzzles.py) on a tiny run: the same seed
gives the same puzzles, each proven, and the file it writes reads back."""

from engine import parse_position
from engine.puzzle_proof import prove
from engine.puzzles import parse_puzzles
from engine.tactics import Tactics
from tools.mine_puzzles import find_puzzle, main, mine


def test_a_tiny_run_is_the_same_every_time_and_every_puzzle_is_proven(tmp_path, capsys):
    out = tmp_path / "puzzles.txt"
    main(["--seed", "2", "--games", "1", "--out", str(out)])
    first = out.read_text(encoding="utf-8")
    puzzles = [p for _, p in parse_puzzles(first)]
    assert len(puzzles) == 3 and {p.kind for p in puzzles} == {"win", "save"}
    assert puzzles == mine(2, 1, 1, 260, 80)
    for puzzle in puzzles:
        prove(puzzle)
    assert "puzzles from 1 games" in capsys.readouterr().out


def test_a_position_without_a_unique_short_win_or_save_is_no_puzzle():
    assert find_puzzle(parse_position("9/9/9/9/9/9/9/9/9 X 0 -"), Tactics()) is None

"""``python -m engine``: each command, and errors as one line without a traceback."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def run(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_help_lists_the_commands():
    result = run("--help")
    assert result.returncode == 0
    for command in ("perft", "moves", "show", "stats", "bench"):
        assert command in result.stdout


def test_perft():
    assert run("perft", "startpos", "3").stdout.strip() == "6336"
    assert run("perft", "--no-early-draw", "9/9/9/9/9/9/9/9/9 X 0 -", "2").stdout.strip() == "720"


def test_moves():
    result = run("moves", "9/9/9/9/4x4/9/9/9/9 O 1 e5")
    assert result.stdout.split() == ["d6", "e6", "f6", "d5", "f5", "d4", "e4", "f4"]


def test_show_a_record_and_a_position():
    out = run("show", "e5", "e6", "e8").stdout
    assert "O to move, sent to the centre board (d4..f6)" in out
    assert "Position: 9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8" in out
    out = run("show", "9/9/9/9/9/9/9/9/9 X 0 -").stdout
    assert "X to move, first move: any cell" in out


def test_stats_prints_the_figures():
    out = run("stats", "--games", "2000", "--seed", "5").stdout
    assert "games        2000 (seed 5, early draw on)" in out
    mean = float(out.split("mean length")[1].split()[0])
    assert 55 < mean < 62


def test_bench_prints_rates():
    out = run("bench", "--playouts", "50", "--moves", "500", "--repeat", "1").stdout
    assert "random playouts per second" in out and "play+undo moves per second" in out


@pytest.mark.parametrize("args, message", [
    (("perft", "9/9 X 0 -", "2"), "has 2 ranks"),
    (("moves", "9/9/9/9/4x4/9/9/9/9 O 2 e5"), "move counter '2' does not match the 1 marks"),
    (("moves", "xxx6/oo7/o8/9/9/9/9/9/9 X 6 a7"), "which X had won before it"),
    (("moves", "nonsense"), "has 1 fields"),
    (("show", "e5", "e5"), "move 2 'e5'"),
])
def test_errors_are_one_line_and_exit_non_zero(args, message):
    result = run(*args)
    assert result.returncode != 0
    assert result.stderr.startswith("error: ") and message in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1


@pytest.mark.parametrize("args, message", [
    (("bench", "--repeat", "0"), "argument --repeat: '0' must be a whole number from 1 to 1000000000"),
    (("bench", "--playouts", "0"), "argument --playouts: '0' must be"),
    (("bench", "--playouts=-1"), "argument --playouts: '-1' must be"),
    (("bench", "--moves=-1"), "argument --moves: '-1' must be"),
    (("bench", "--moves", "\u0663"), "argument --moves: '\u0663' must be"),
    (("perft", "startpos", "-1"), "argument DEPTH: '-1' must be a whole number from 0 to 8"),
    (("perft", "startpos", "9"), "argument DEPTH: '9' must be a whole number from 0 to 8"),
    (("perft", "startpos", "81"), "argument DEPTH: '81' must be"),
    (("perft", "startpos", "9" * 5000), "argument DEPTH: '999"),
    (("bench", "--playouts", "9" * 5000), "argument --playouts: '999"),
    (("stats", "--games", "0"), "argument --games: '0' must be"),
    (("stats", "--games", "1000001"), "argument --games: '1000001' must be a whole number "
                                      "from 1 to 1000000"),
    (("match", "random", "random", "--jobs", "0"), "argument --jobs: '0' must be"),
    (("match", "random", "random", "--jobs", "65"), "argument --jobs: '65' must be"),
])
def test_bad_numbers_are_usage_errors(args, message):
    result = run(*args)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: ") and message in result.stderr
    assert "Traceback" not in result.stderr and "Exceeds" not in result.stderr
    assert len(result.stderr) < 1000


def run_into_a_closed_pipe(*args):
    """Run a command whose standard output nobody reads any more (as when
    it is piped into ``head -c 0``): the pipe's read end is closed before
    the command starts, so its first write fails, every time."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, stdout=write,
                              stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              timeout=120)
    finally:
        os.close(write)


@pytest.mark.parametrize("args", [
    ("moves", "startpos"),
    ("perft", "startpos", "4"),
    ("stats", "--games", "200"),
    ("show", "e5", "e6"),
    ("analyse", "e5", "e6"),
])
def test_a_closed_pipe_ends_a_command_quietly(args):
    result = run_into_a_closed_pipe(*args)
    assert (result.returncode, result.stderr) == (0, "")

"""UGI sessions: the protocol's commands, and malformed input that never crashes."""

import os
import pathlib
import subprocess
import sys
import time

from engine import Game, parse_cell
from engine.ai import SEARCH_SLICE
from engine.ugi import MAX_MOVETIME, MAX_NODES, UgiSession

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.01
        return self.now


def session():
    return UgiSession(Clock())


def ask(s, line):
    """Everything ``line`` is answered with, a search run to its end included."""
    out = s.handle(line)
    while s.searching:
        out += s.think()
    return out


def test_handshake_and_readiness():
    s = session()
    out = s.handle("ugi")
    assert out[0].startswith("id name ") and out[-1] == "ugiok"
    assert any(line.startswith("option name level") for line in out)
    assert s.handle("isready") == ["readyok"]
    assert s.handle("   ") == []


def test_position_moves_and_go_give_a_legal_best_move():
    s = session()
    assert s.handle("position startpos moves e5 e6 e8") == []
    out = ask(s, "go nodes 100")
    assert out[0] == "info nodes 100"
    move = parse_cell(out[1].split()[1])
    game = Game()
    for cell in ("e5", "e6", "e8"):
        game.push(parse_cell(cell))
    assert game.is_legal(move)
    assert s.handle("query p1turn") == ["response false"]
    assert s.handle("query gameover") == ["response false"]
    assert s.handle("query result") == ["response none"]


def test_fen_positions_levels_and_movetime():
    s = session()
    assert s.handle("setoption name level value beginner") == []
    assert s.handle("position fen 9/9/9/9/4x4/9/9/9/9 O 1 e5") == []
    out = ask(s, "go")
    assert out[1].split()[1] in ("d6", "e6", "f6", "d5", "f5", "d4", "e4", "f4")
    out = ask(s, "go movetime 200")
    assert out[-1].startswith("bestmove ")


def test_a_position_of_the_public_suites_with_a_counter_of_0():
    s = session()
    assert s.handle("position fen 9/3x5/3oo4/4x2o1/1o7/3x1o3/4o2x1/1x3x3/ox3o1x1 X 0 h6") == []
    assert s.handle("query p1turn") == ["response true"]
    assert ask(s, "go nodes 50")[1].startswith("bestmove ")


def test_results_are_reported():
    s = session()
    s.handle("position startpos moves e5")
    s.handle("uginewgame")
    assert s.handle("query p1turn") == ["response true"]
    s.handle("position fen xxxxxxxxx/oo1oo1oo1/9/9/oo7/9/9/9/9 O 17 a9")
    assert s.handle("query gameover") == ["response true"]
    assert s.handle("query result") == ["response p1win"]
    assert s.handle("go")[0].startswith("info string error the game is over")
    assert not s.searching


def test_malformed_commands_get_an_error_line():
    s = session()
    for line, message in [
        ("dance", "unknown command 'dance'"),
        ("position", "position needs"),
        ("position middle", "expected startpos or fen"),
        ("position fen 9/9 X 0 -", "has 2 ranks"),
        ("position startpos e5", "expected 'moves'"),
        ("position startpos moves e5 e5", "move 2 'e5'"),
        ("go nodes many", "go takes nothing"),
        ("go depth 3", "go takes nothing"),
        ("setoption name level value grandmaster", "must be beginner, medium or expert"),
        ("setoption name hash value 64", "unknown option 'hash'"),
        ("setoption level", "setoption needs"),
        ("query color", "query takes"),
    ]:
        out = s.handle(line)
        assert len(out) == 1 and out[0].startswith("info string error ") and message in out[0], line
    assert s.handle("isready") == ["readyok"]             # still alive


def test_stop_ends_the_search_with_its_best_move_so_far():
    s = session()
    s.handle("position startpos moves e5")
    assert s.handle("go nodes 100000") == [] and s.searching
    assert s.think() == []
    assert s.handle("isready") == ["readyok"]              # answered at once
    assert s.handle("query p1turn") == []                  # waits for the search
    out = s.handle("stop")
    assert out[0] == "info nodes %d" % SEARCH_SLICE
    assert out[1].startswith("bestmove ")
    assert out[2:] == ["response false"]
    assert not s.searching and s.handle("stop") == []      # nothing to stop


def test_quit_ends_the_search_and_the_session():
    s = session()
    s.handle("go")
    s.handle("position startpos moves e5")                 # dropped: the session ends
    out = s.handle("quit")
    assert out[0] == "info nodes 1" and out[1].startswith("bestmove ")
    assert len(out) == 2 and not s.running


def test_commands_that_waited_run_in_order_after_the_search():
    s = session()
    s.handle("go nodes 150")
    s.handle("go nodes 150")
    s.handle("query gameover")
    out = []
    while s.searching:
        out += s.think()
    assert [line.split()[0] for line in out] == ["info", "bestmove", "info", "bestmove", "response"]


def test_search_limits_lower_big_values_with_an_info_line():
    s = session()
    assert s.handle("go nodes 10000000") == [
        "info string nodes '10000000' is above the limit of %d; using %d" % (MAX_NODES, MAX_NODES)]
    s.handle("stop")
    out = s.handle("go movetime 1000000000")
    assert out == ["info string movetime '1000000000' is above the limit of %d; using %d"
                   % (MAX_MOVETIME, MAX_MOVETIME)]
    s.handle("stop")
    out = s.handle("go nodes " + "9" * 5000)
    assert len(out) == 1 and len(out[0]) < 200 and "above the limit" in out[0]
    assert s.handle("stop")[1].startswith("bestmove ")
    assert ask(s, "go nodes 0")[0] == "info nodes 1"


def test_numbers_are_ascii_digits_and_errors_are_our_own_words():
    s = session()
    for line in ["go nodes \u0663", "go nodes \u00b2", "go movetime 1e3", "go nodes -5",
                 "go nodes " + "\u0663" * 5000]:
        out = s.handle(line)
        assert len(out) == 1 and out[0].startswith("info string error go takes nothing"), line
        assert "invalid literal" not in out[0] and "Exceeds" not in out[0]
        assert len(out[0]) < 250
    assert not s.searching


def test_error_lines_quote_at_most_80_characters():
    s = session()
    for line in ["x" * 100000,
                 "position fen " + "9/" * 50000 + "9 X 0 -",
                 "position fen 9/9/9/9/9/9/9/9/9 X 0 " + "e" * 100000,
                 "position startpos moves " + "e5" * 50000,
                 "position startpos moves e5 " + "z" * 100000,
                 "setoption name level value " + "g" * 100000]:
        out = s.handle(line)
        assert len(out) == 1 and out[0].startswith("info string error "), line[:40]
        assert len(out[0]) < 250, (line[:40], out[0])


def test_bytes_are_utf8_a_bom_is_ignored_and_bad_bytes_get_an_error():
    s = session()
    assert s.handle_bytes(b"\xef\xbb\xbfisready\n") == ["readyok"]
    assert s.handle_bytes(b"\xff\xfe\n") == ["info string error input b'\\xff\\xfe' is not UTF-8 text"]
    out = s.handle_bytes(b"\xff" * 10000)
    assert len(out) == 1 and len(out[0]) < 450
    assert s.handle_bytes("position startpos moves e5\r\n".encode()) == []
    assert s.handle_bytes(b"query p1turn") == ["response false"]


def ugi(data, **env):
    return subprocess.run([sys.executable, "-m", "engine", "ugi"], input=data, cwd=ROOT,
                          capture_output=True, timeout=60, env={**os.environ, **env})


def test_the_command_line_speaks_ugi():
    result = ugi(b"ugi\nisready\nposition startpos\ngo nodes 50\nfoo\n")
    lines = result.stdout.decode().splitlines()
    assert result.returncode == 0 and "ugiok" in lines and "readyok" in lines
    # The input ends at once: the search stops with what it has.
    assert any(line.startswith("info nodes ") for line in lines)
    assert any(line.startswith("bestmove ") for line in lines)
    assert "info string error unknown command 'foo'" in lines
    assert ugi(b"isready\nquit\nisready\n").stdout.decode().splitlines() == ["readyok"]


def test_the_command_line_survives_bad_bytes_and_a_bom():
    result = ugi(b"isready\n\xff\xfe\nisready\n", PYTHONIOENCODING="utf-8")
    lines = result.stdout.decode().splitlines()
    assert result.returncode == 0, result.stderr
    assert lines.count("readyok") == 2
    assert [line for line in lines if line.startswith("info string error")] == [
        "info string error input b'\\xff\\xfe' is not UTF-8 text"]
    assert ugi(b"\xef\xbb\xbfisready\n").stdout.decode().splitlines() == ["readyok"]


def test_the_command_line_reads_stop_while_searching():
    started = time.perf_counter()
    result = ugi(b"position startpos\ngo nodes %d\nstop\nisready\n" % MAX_NODES)
    lines = result.stdout.decode().splitlines()
    nodes = int(lines[0].split()[2])
    assert lines[0].startswith("info nodes ") and nodes < MAX_NODES
    assert lines[1].startswith("bestmove ") and lines[2:] == ["readyok"]
    assert time.perf_counter() - started < 30


def test_go_after_a_refused_position_is_an_error_until_a_position_is_set():
    s = session()
    s.handle("position startpos moves e5")
    for refused in ("position startpos moves e5 e5", "position fen 9/9 X 0 -", "position"):
        assert s.handle(refused)[0].startswith("info string error ")
        out = ask(s, "go nodes 10")
        assert len(out) == 1 and out[0].startswith("info string error no position"), refused
        assert s.handle("query p1turn")[0].startswith("info string error no position")
        assert not s.searching
    assert s.handle("position startpos moves e5 e4") == []
    assert ask(s, "go nodes 10")[1].startswith("bestmove ")
    s.handle("position startpos moves e5 e5")
    s.handle("uginewgame")                                 # also a position: the start
    assert ask(s, "go nodes 10")[1].startswith("bestmove ")


def test_the_command_line_stops_a_search_at_the_end_of_the_input():
    started = time.perf_counter()
    result = ugi(b"position startpos\ngo nodes %d\nisready\n" % MAX_NODES)
    lines = result.stdout.decode().splitlines()
    assert result.returncode == 0 and result.stderr == b""
    assert lines[0] == "readyok" and lines[1].startswith("info nodes ")
    assert int(lines[1].split()[2]) < MAX_NODES and lines[2].startswith("bestmove ")
    assert time.perf_counter() - started < 20


def test_quit_with_the_input_still_open_exits_quietly():
    # The reader thread is still blocked in stdin when the session ends.
    process = subprocess.Popen([sys.executable, "-m", "engine", "ugi"], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    try:
        process.stdin.write(b"isready\nquit\n")
        process.stdin.flush()
        out, err = process.stdout.read(), process.stderr.read()
        assert (process.wait(timeout=60), out, err) == (0, b"readyok\n", b"")
    finally:
        process.kill()
        process.stdin.close()


def test_the_command_line_exits_quietly_when_its_reader_has_gone():
    read, write = os.pipe()
    os.close(read)                      # as `| head -c 0` does, before the first answer
    try:
        process = subprocess.Popen([sys.executable, "-m", "engine", "ugi"], cwd=ROOT,
                                   stdin=subprocess.PIPE, stdout=write, stderr=subprocess.PIPE)
    finally:
        os.close(write)
    try:
        process.stdin.write(b"ugi\nisready\n")      # and the input stays open
        process.stdin.flush()
        assert (process.wait(timeout=60), process.stderr.read()) == (0, b"")
    finally:
        process.kill()
        process.stdin.close()

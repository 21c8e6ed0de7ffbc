"""UGI sessions: the protocol's commands, and malformed input that never crashes."""

import pathlib
import subprocess
import sys

from engine import Game, parse_cell
from engine.ugi import UgiSession

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.01
        return self.now


def session():
    return UgiSession(Clock())


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
    out = s.handle("go nodes 100")
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
    out = s.handle("go")
    assert out[1].split()[1] in ("d6", "e6", "f6", "d5", "f5", "d4", "e4", "f4")
    out = s.handle("go movetime 200")
    assert out[-1].startswith("bestmove ")


def test_results_are_reported():
    s = session()
    s.handle("position startpos moves e5")
    s.handle("uginewgame")
    assert s.handle("query p1turn") == ["response true"]
    s.handle("position fen xxxxxxxxx/oo1oo1oo1/9/9/oo7/9/9/9/9 O 17 a9")
    assert s.handle("query gameover") == ["response true"]
    assert s.handle("query result") == ["response p1win"]
    assert s.handle("go")[0].startswith("info string error the game is over")


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


def test_the_command_line_speaks_ugi():
    commands = "ugi\nisready\nposition startpos\ngo nodes 50\nfoo\nquit\nisready\n"
    result = subprocess.run([sys.executable, "-m", "engine", "ugi"], input=commands, cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and "ugiok" in lines and "readyok" in lines
    assert any(line.startswith("bestmove ") for line in lines)
    assert "info string error unknown command 'foo'" in lines
    assert lines.count("readyok") == 1                     # nothing after quit

"""``python -m engine``: perft, moves, show, stats, analyse, bench, match and ugi.

With match.py, the only engine modules that use the standard library
(argparse, os, queue, sys, threading, time; match.py multiprocessing); the
browser never loads them.

A reader that closes its end of the pipe (``| head``) has read all it
wants: every command then ends quietly, with exit code 0.
"""

import argparse
import os
import queue
import sys
import threading
import time

from .errors import NumberError, quote
from .game import Game
from .levels import LEVEL_NAMES
from .notation import (
    START_POSITION, cell_name, parse_game, parse_position, parse_record, parse_whole_number,
)
from .perft import perft
from .playout import playout
from .rng import Random, seed_state
from .stats import random_play_stats
from .textview import render_text


def _count(minimum, maximum=10 ** 9):
    """An argparse type: a whole number in ``minimum..maximum``, in ASCII
    digits; anything else is a usage error (exit 2), not a traceback."""
    def count(text):
        try:
            value = parse_whole_number(text)
        except NumberError:
            value = None
        if value is None or not minimum <= value <= maximum:
            raise argparse.ArgumentTypeError("%s must be a whole number from %d to %d"
                                             % (quote(text), minimum, maximum))
        return value
    return count


# Bounds a person can still wait for (measured in CPython on the project's
# machine): perft 8 from the start takes about two minutes, a million random
# games about forty seconds.
MAX_PERFT_DEPTH = 8
MAX_STATS_GAMES = 10 ** 6


def _position_arg(text):
    return START_POSITION if text == "startpos" else text


def cmd_perft(args):
    game = parse_position(_position_arg(args.position), early_draw=not args.no_early_draw)
    print(perft(game, args.depth))


def cmd_moves(args):
    game = parse_position(_position_arg(args.position))
    print(" ".join(cell_name(m) for m in game.legal_moves()))


def cmd_show(args):
    print(render_text(parse_game(_position_arg(" ".join(args.game)))))


def cmd_stats(args):
    started = time.perf_counter()
    stats = random_play_stats(args.games, args.seed, early_draw=not args.no_early_draw)
    seconds = time.perf_counter() - started
    x, o, d = stats.shares()
    print("games        %d (seed %d, early draw %s)" % (
        stats.games, args.seed, "off" if args.no_early_draw else "on"))
    print("mean length  %.2f moves" % stats.mean_length())
    print("X wins       %.2f %%" % x)
    print("O wins       %.2f %%" % o)
    print("draws        %.2f %%" % d)
    print("time         %.2f s" % seconds)


def _rate(run, count, repeat):
    """Runs per second of ``run(count)``: best and median of ``repeat`` rounds."""
    rates = []
    for _ in range(repeat):
        started = time.perf_counter()
        run(count)
        rates.append(count / (time.perf_counter() - started))
    rates.sort()
    return rates[-1], rates[len(rates) // 2]


def _playouts(count):
    state = seed_state(1)
    codes = [0] * 9
    boards = [0] * 9
    for _ in range(count):
        _, _, state = playout(codes, boards, 1, -1, state)


def _play_and_undo(count):
    """Play random games through the full API and take every move back,
    until ``count`` moves have been played (and undone)."""
    rng = Random(7)
    game = Game()
    done = 0
    while done < count:
        while game.outcome is None and done < count:
            game.push(rng.choice(game.legal_moves()))
            done += 1
        while game.moves:
            game.pop()


def cmd_analyse(args):
    """A level's verdict on every position of a game record (the Expert's
    unless told, as the review's analysis shows it in the browser: same
    level, same seeds, same numbers; ``--quick``: its first look), the
    expected line, and each mistake with the facts that make it one."""
    from .ai import LEVELS
    from .analysis import analyse_game
    from .explain import facts_text, mistake_facts
    from .game import game_at
    from .levels import QUICK_ITERATIONS
    from .verdict import expected_text, mistakes
    game = parse_record(" ".join(args.record))
    verdicts = analyse_game(game, LEVELS[args.level], QUICK_ITERATIONS if args.quick else 0)
    bad = mistakes(game, verdicts)
    print("ply  move  X's expected score  best  line")
    for ply, verdict in enumerate(verdicts):
        move = cell_name(game.moves[ply - 1]) if ply else "-"
        best = cell_name(verdict.best) if verdict.best >= 0 else "-"
        line = " ".join(cell_name(cell) for cell in verdict.line)
        print(("%-4d %-5s %-19s %-5s %s" % (ply, move, expected_text(verdict.value), best,
                                            line)).rstrip())
        if ply - 1 in bad:
            facts = mistake_facts(game_at(game, ply - 1), game.moves[ply - 1], bad[ply - 1],
                                  verdict.best)
            print("     mistake: " + facts_text(facts))


def cmd_bench(args):
    best, median = _rate(_playouts, args.playouts, args.repeat)
    print("random playouts per second (fast path): best %.0f, median %.0f "
          "(%d rounds of %d)" % (best, median, args.repeat, args.playouts))
    best, median = _rate(_play_and_undo, args.moves, args.repeat)
    print("full-API play+undo moves per second:    best %.0f, median %.0f "
          "(%d rounds of %d)" % (best, median, args.repeat, args.moves))


def cmd_match(args):
    from .match import run_match  # multiprocessing is only needed here
    started = time.perf_counter()
    wins, draws, losses = run_match(args.a, args.b, args.games, args.seed, args.jobs)
    seconds = time.perf_counter() - started
    score = (wins + 0.5 * draws) / args.games
    print("%s vs %s, %d games (seed %d): %d wins, %d draws, %d losses, score %.1f %% (%.0f s)"
          % (args.a, args.b, args.games, args.seed, wins, draws, losses, 100 * score, seconds))


def _read_lines(stream, lines):
    """Put each line of the binary ``stream`` on the queue ``lines``, then None."""
    for data in stream:
        lines.put(data)
    lines.put(None)


def cmd_ugi(args):
    """Speak UGI: a thread reads standard input (as bytes) while the session
    searches in slices, so that ``stop`` is seen between two slices. At the
    end of the input a running search stops at once, as on ``stop``: no one
    is left to send it.

    The process ends through ``os._exit``: the reader thread may still be
    blocked in stdin (after ``quit``, or when the reader of our output has
    gone), and the interpreter's shutdown would abort on that stream's lock
    ("Fatal Python error ... daemon threads")."""
    from .ugi import UgiSession
    lines = queue.Queue()
    threading.Thread(target=_read_lines, args=(sys.stdin.buffer, lines), daemon=True).start()
    session = UgiSession(time.perf_counter)
    out = sys.stdout.buffer
    ended = False
    try:
        while session.running:
            if session.searching and (ended or lines.empty()):
                replies = session.handle("stop") if ended else session.think()
            elif ended:
                break
            else:
                data = lines.get()
                if data is None:
                    ended = True
                    continue
                replies = session.handle_bytes(data)
            if replies:
                out.write("".join(line + "\n" for line in replies).encode("utf-8"))
                out.flush()
    except BrokenPipeError:
        pass                                # the reader has gone: no one to answer
    os._exit(0)


def build_parser():
    parser = argparse.ArgumentParser(
        prog="python -m engine",
        description="Ultimate Tic-Tac-Toe engine. POSITION is a position string "
                    "('9/9/9/9/9/9/9/9/9 X 0 -') or 'startpos'.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("perft", help="count the move sequences of a given length")
    p.add_argument("--no-early-draw", action="store_true", help="play on after all lines are dead")
    p.add_argument("position", metavar="POSITION")
    p.add_argument("depth", metavar="DEPTH", type=_count(0, MAX_PERFT_DEPTH))
    p.set_defaults(run=cmd_perft)

    p = sub.add_parser("moves", help="list the legal moves")
    p.add_argument("position", metavar="POSITION")
    p.set_defaults(run=cmd_moves)

    p = sub.add_parser("show", help="draw a position or the end of a game record")
    p.add_argument("game", metavar="POSITION_OR_RECORD", nargs="+")
    p.set_defaults(run=cmd_show)

    p = sub.add_parser("stats", help="statistics of uniformly random games")
    p.add_argument("--games", type=_count(1, MAX_STATS_GAMES), default=20000)
    p.add_argument("--seed", type=_count(0), default=1)
    p.add_argument("--no-early-draw", action="store_true")
    p.set_defaults(run=cmd_stats)

    from .match import PLAYERS
    p = sub.add_parser("match", help="play two players against each other and print the score")
    p.add_argument("a", choices=PLAYERS)
    p.add_argument("b", choices=PLAYERS)
    p.add_argument("--games", type=_count(1), default=200)
    p.add_argument("--seed", type=_count(0), default=1)
    p.add_argument("--jobs", type=_count(1, 64), default=1, help="processes to play in parallel")
    p.set_defaults(run=cmd_match)

    p = sub.add_parser("ugi", help="speak UGI on standard input and output")
    p.set_defaults(run=cmd_ugi)

    p = sub.add_parser("analyse", help="a level's evaluation and best move for every position")
    p.add_argument("--level", choices=LEVEL_NAMES, default="expert",
                   help="whose search (default: expert, as the page's hints and review)")
    p.add_argument("--quick", action="store_true",
                   help="the first look (levels.QUICK_ITERATIONS a position), not the deep one")
    p.add_argument("record", metavar="RECORD", nargs="+", help="a game record: e5 e6 e8 ...")
    p.set_defaults(run=cmd_analyse)

    p = sub.add_parser("bench", help="speed of the fast path and of the full API")
    p.add_argument("--playouts", type=_count(1), default=5000, help="playouts per round")
    p.add_argument("--moves", type=_count(1), default=100000, help="play+undo moves per round")
    p.add_argument("--repeat", type=_count(1), default=5, help="rounds (best and median shown)")
    p.set_defaults(run=cmd_bench)
    return parser


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        args.run(args)
        sys.stdout.flush()                  # a closed pipe shows here, not at exit
    except BrokenPipeError:
        # As the Python docs on SIGPIPE advise: the interpreter's own flush at
        # exit would fail again and print a warning.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except ValueError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return 0

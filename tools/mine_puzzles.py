"""Mine puzzles from games between the computer's levels.

    python tools/mine_puzzles.py --seed 1 --out data/puzzles.txt --jobs 2

Each game pairs two levels (PAIRINGS, in turn; never the Expert against
itself, whose games take longest), starts from a seeded random two-move
opening as engine/match.py's do, and every position of it is examined
(``find_puzzle``): a ``win`` puzzle where exactly one move forces a win
within 2 or 3 own moves and none within fewer, a ``save`` puzzle where
every move but one lets the opponent force a win within n of its moves.
The puzzles found are deduplicated by position, balanced (``balance``: at
most --wins and --saves, taken in turn from each n and rarest theme), rated
(``engine.difficulty``), proven once more, and written sorted by kind, n,
rating and id. Everything follows from --seed and --games: the same
command writes the same file.

Measured on this 2-core machine: ``--seed 1 --games 560 --jobs 2`` (the
defaults but --jobs) takes 768 s (13 minutes) and writes data/puzzles.txt:
340 puzzles (260 win, 80 save). Reading and proving
them all again (sitebuild/puzzles.py) takes 0.4 s.
"""

import argparse
import multiprocessing
import pathlib
import sys
import time
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from engine import Game, format_position  # noqa: E402
from engine.ai import LEVELS  # noqa: E402
from engine.difficulty import rating  # noqa: E402
from engine.puzzle_proof import prove, themes_of  # noqa: E402
from engine.puzzles import MAX_RATING, THEME_CODES, Puzzle, format_puzzle, puzzle_id  # noqa: E402
from engine.rng import Random  # noqa: E402
from engine.tactics import Tactics  # noqa: E402

# (X's level, O's level), taken in turn by game number.
PAIRINGS = (
    ("beginner", "medium"), ("medium", "beginner"), ("medium", "medium"),
    ("beginner", "expert"), ("expert", "beginner"), ("beginner", "beginner"),
    ("medium", "expert"), ("expert", "medium"),
)
# A puzzle needs a choice: at least this many legal moves.
MIN_MOVES = 3
HEADER = ("# Ninefold puzzles, mined by tools/mine_puzzles.py and proven again by the build.\n"
          "# id;kind;n;rating;themes;position;line;answers (see engine/puzzles.py)\n")


def find_puzzle(game, tactics):
    """The puzzle at ``game``'s position (rated 600 until ``rating`` runs),
    or None when it is none."""
    legal = game.legal_moves()
    if len(legal) < MIN_MOVES:
        return None
    for move in legal:
        game.push(move)
        over = game.outcome is not None
        game.pop()
        if over:
            return None                  # answers need a reply to every move
    n = tactics.win_distance(game, 3)
    if n == 1:
        return None
    if n is not None:
        wins = tactics.winning_moves(game, n)
        if len(wins) != 1:
            return None
        line = _winning_line(game, wins[0], n, tactics)
        answers = [(m, tactics.refutation(game, m, n)) for m in legal if m != wins[0]]
        return _puzzle(game, "win", n, line, answers)
    losing = {}
    saving = []
    for move in legal:
        game.push(move)
        k = tactics.win_distance(game, 3)
        game.pop()
        if k is None:
            saving.append(move)
        else:
            losing[move] = k
    if len(saving) != 1:
        return None
    n = max(losing.values())
    answers = [(m, tactics.losing_reply(game, m, n)) for m in legal if m in losing]
    return _puzzle(game, "save", n, saving, answers)


def _winning_line(game, solution, n, tactics):
    """Solution, strongest defence, next winning move (the first in cell
    order), ..., the move that wins the game."""
    game = game.copy()
    line = [solution]
    for left in range(n, 1, -1):
        reply, _ = tactics.strongest_defence(game, line[-1], left)
        game.push(line[-1])
        game.push(reply)
        line += [reply, tactics.winning_moves(game, left - 1)[0]]
    return line


def _puzzle(game, kind, n, line, answers):
    position = format_position(game)
    return Puzzle(puzzle_id(position), kind, n, 600, themes_of(game, kind, n, line),
                  position, line, answers)


def mine_game(task):
    """(game number, seed) -> the rated puzzles found in that game."""
    number, seed = task
    players = PAIRINGS[number % len(PAIRINGS)]
    rng = Random(seed)
    game = Game()
    for _ in range(2):
        game.push(rng.choice(game.legal_moves()))
    found = []
    while game.outcome is None:
        puzzle = find_puzzle(game, Tactics())
        if puzzle is not None:
            puzzle.rating = rating(game, puzzle.solution)
            found.append(puzzle)
        ply = len(game.moves)
        game.push(LEVELS[players[ply % 2]].move(game, seed * 1000 + ply))
    return found


def balance(puzzles, most, kind):
    """At most ``most`` puzzles of ``kind``, taken in turn from groups of the
    same n and rarest theme (rarest among these puzzles; groups in order of
    n and theme, each in id order), so that no n or theme crowds out the rest."""
    mine = sorted((p for p in puzzles if p.kind == kind), key=lambda p: p.id)
    counts = Counter(t for p in mine for t in p.themes)
    groups = {}
    for p in mine:
        rarest = min(p.themes, key=lambda t: (counts[t], THEME_CODES.index(t)))
        groups.setdefault((p.n, THEME_CODES.index(rarest)), []).append(p)
    queues = [groups[key] for key in sorted(groups)]
    chosen = []
    while len(chosen) < most and any(queues):
        for queue in queues:
            if queue and len(chosen) < most:
                chosen.append(queue.pop(0))
    return chosen


def mine(seed, games, jobs, wins, saves):
    """The balanced, proven puzzles of ``games`` games, sorted."""
    tasks = [(k, seed * 100000 + k) for k in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(mine_game, tasks, chunksize=1)
    else:
        results = [mine_game(t) for t in tasks]
    unique = {}
    for found in results:
        for puzzle in found:
            unique.setdefault(puzzle.id, puzzle)
    chosen = balance(unique.values(), wins, "win") + balance(unique.values(), saves, "save")
    for puzzle in chosen:
        prove(puzzle)
    return sorted(chosen, key=lambda p: (p.kind != "win", p.n, p.rating, p.id))


def band(rating):
    """The rating's band of 200, as text ("1200-1399"; the top one "2400")."""
    low = rating // 200 * 200
    return "%d" % low if low == MAX_RATING else "%d-%d" % (low, low + 199)


def order(item):
    """Counts sorted by their key, numbers by value ("800-999" before "1000-1199")."""
    low = item[0].split("-")[0]
    return (int(low), "") if low.isdigit() else (0, item[0])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=560)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--wins", type=int, default=260, help="at most this many win puzzles")
    parser.add_argument("--saves", type=int, default=80, help="at most this many save puzzles")
    parser.add_argument("--out", type=pathlib.Path, required=True)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    puzzles = mine(args.seed, args.games, args.jobs, args.wins, args.saves)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(HEADER + "".join(format_puzzle(p) + "\n" for p in puzzles),
                        encoding="utf-8")
    print("%d puzzles from %d games in %.0f s -> %s"
          % (len(puzzles), args.games, time.perf_counter() - start, args.out))
    for title, counts in (
            ("kind", Counter(p.kind for p in puzzles)),
            ("n", Counter("%s %d" % (p.kind, p.n) for p in puzzles)),
            ("theme", Counter(t for p in puzzles for t in p.themes)),
            ("rating", Counter(band(p.rating) for p in puzzles))):
        print("%s: %s" % (title, ", ".join("%s %d" % kv for kv in sorted(counts.items(), key=order))))


if __name__ == "__main__":
    main()

"""Elo ratings of the computer's levels on a ladder of OpenSpiel MCTS budgets.

    python tools/elo_ladder.py [--games 20] [--seed 1] [--jobs 1] [--log FILE]
                               [--only A-B ...] [--from-log FILE ...]

Plays every pair of ``PAIRS`` ``--games`` games (each opening of two random
moves twice, the sides swapped, as ``openspiel_match`` plays them), then fits
one rating per player by maximum likelihood under the Elo model (a player
rated d points above another expects 1 / (1 + 10 ** (-d / 400)) of the
points; a draw is half a point), with OpenSpiel's MCTS at 1,000 simulations
held at 1000. The ladder's rungs also play each other, so the MCTS budgets
are rated by the same games. Each pair counts one draw more than it played,
so a pair that one side swept still gives a finite rating (the usual prior
of such fits); the ± is 1.96 standard errors from the fit's curvature.

``--log`` appends each game as a JSON line as it ends; ``--from-log`` reads
such lines, and the lines of ``openspiel_match.py --log`` (a level against
``mcts<sims>``), into the fit before (or instead of, with ``--games 0``)
playing. ``--only expert-mcts10000`` plays only the pairs named.
A benchmark, not CI: it needs ``open_spiel`` (see openspiel_match).
"""

import argparse
import json
import math
import multiprocessing
import pathlib
import sys

TOOLS = pathlib.Path(__file__).resolve().parent
ANCHOR = ("mcts1000", 1000.0)
# Who plays whom: the levels against the budgets near their strength, and the
# rungs of the ladder against their neighbours.
PAIRS = [
    ("mcts100", "mcts1000"), ("mcts1000", "mcts10000"), ("mcts10000", "mcts50000"),
    ("beginner", "mcts100"), ("beginner", "mcts1000"),
    ("medium", "mcts100"), ("medium", "mcts1000"), ("medium", "mcts10000"),
    ("expert", "mcts10000"), ("expert", "mcts50000"),
]


def play_task(task):
    sys.path.insert(0, str(TOOLS))
    from openspiel_match import play       # needs open_spiel; the fit does not
    first, second, opening, swap = task
    score, plies, ms = play(first, second, opening, swap)
    return {"a": first, "b": second, "opening": opening, "swap": swap, "score": score,
            "plies": plies, "a_ms_per_move": ms}


def read_log(path):
    """(a, b, a's score) for each game of a ladder or openspiel_match log."""
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            if "a" in row:
                out.append((row["a"], row["b"], float(row["score"])))
            else:
                out.append((row["level"], "mcts%d" % row["sims"], float(row["score"])))
        except (ValueError, KeyError, TypeError) as exc:
            raise SystemExit("%s:%d: not a game of a ladder or match log (%s): %r"
                             % (path, number, exc, line[:80]))
    return out


def fit(games):
    """{player: (rating, ± at 95 %)} by Newton's method on the log-likelihood,
    with one extra draw per pair."""
    pairs = {}
    for a, b, score in games:
        key = (a, b) if a < b else (b, a)
        points = score if a < b else 1.0 - score
        n, s = pairs.get(key, (1, 0.5))           # the extra draw
        pairs[key] = (n + 1, s + points)
    linked = {ANCHOR[0]}
    grown = True
    while grown:
        grown = False
        for a, b in pairs:
            if (a in linked) != (b in linked):
                linked.update((a, b))
                grown = True
    apart = sorted({p for key in pairs for p in key} - linked)
    if apart:
        raise SystemExit("cannot rate %s: no games link them to %s"
                         % (", ".join(apart), ANCHOR[0]))
    players = sorted(linked - {ANCHOR[0]})
    index = {p: k for k, p in enumerate(players)}
    rating = {p: ANCHOR[1] for p in players}
    rating[ANCHOR[0]] = ANCHOR[1]
    scale = math.log(10) / 400
    for _ in range(100):
        grad = [0.0] * len(players)
        hess = [[0.0] * len(players) for _ in players]
        for (a, b), (n, s) in pairs.items():
            expected = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400))
            g = scale * (s - n * expected)
            h = scale * scale * n * expected * (1 - expected)
            for p, sign in ((a, 1), (b, -1)):
                if p in index:
                    grad[index[p]] += sign * g
                    hess[index[p]][index[p]] += h
            if a in index and b in index:
                hess[index[a]][index[b]] -= h
                hess[index[b]][index[a]] -= h
        step = solve(hess, grad)
        for p in players:
            rating[p] += step[index[p]]
        if max(abs(x) for x in step) < 1e-6:
            break
    covariance = invert(hess)
    out = {ANCHOR[0]: (ANCHOR[1], 0.0)}
    for p in players:
        out[p] = (rating[p], 1.96 * math.sqrt(covariance[index[p]][index[p]]))
    return out, pairs


def solve(matrix, vector):
    """x with matrix x = vector (Gaussian elimination; the matrix is small)."""
    n = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                f = rows[r][col] / rows[col][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def invert(matrix):
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per pair (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--log", type=pathlib.Path)
    parser.add_argument("--only", nargs="+", metavar="A-B", help="play only these pairs")
    parser.add_argument("--from-log", nargs="+", type=pathlib.Path, default=[])
    args = parser.parse_args()
    pairs = PAIRS
    if args.only:
        pairs = [tuple(p.split("-", 1)) for p in args.only]
        unknown = [p for p in pairs if p not in PAIRS]
        if unknown:
            parser.error("not a pair of the ladder: %s (the pairs: %s)" % (
                ", ".join("-".join(p) for p in unknown), ", ".join("-".join(p) for p in PAIRS)))
    games = [g for path in args.from_log for g in read_log(path)]
    tasks = [(a, b, args.seed + k // 2, k % 2 == 1) for a, b in pairs for k in range(args.games)]
    log = args.log.open("a") if args.log else None
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 and tasks else None
    stream = pool.imap_unordered(play_task, tasks) if pool else map(play_task, tasks)
    for k, row in enumerate(stream, 1):
        games.append((row["a"], row["b"], row["score"]))
        if log:
            log.write(json.dumps(row) + "\n")
            log.flush()
        print("%d/%d %s-%s %.1f" % (k, len(tasks), row["a"], row["b"], row["score"]), flush=True)
    if pool:
        pool.close()
    ratings, counted = fit(games)
    print("\n| pair | games | score of the first |")
    print("|---|---|---|")
    for (a, b), (n, s) in sorted(counted.items()):
        print("| %s - %s | %d | %.1f %% |" % (a, b, n - 1, 100 * (s - 0.5) / (n - 1)))
    print("\n| player | Elo | ± (95 %) |")
    print("|---|---|---|")
    for p, (r, err) in sorted(ratings.items(), key=lambda item: item[1][0]):
        print("| %s | %.0f | %s |" % (p, r, "anchor" if p == ANCHOR[0] else "%.0f" % err))


if __name__ == "__main__":
    main()

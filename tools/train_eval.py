"""Train the Expert's evaluation (engine/neteval.py) and write engine/evaldata.py.

    python tools/train_eval.py [--games 150000] [--seed 1] [--alpha 0.02] [--out engine/evaldata.py]

Temporal-difference learning, TD(0) on afterstates, by self-play: each side
plays the move whose position after it the network likes best (a move that
wins the game at once first), except for a few random opening moves and an
exploration rate; after every move the previous afterstate (the opponent's)
is moved towards 1 - the best afterstate value of the side that moved now, or
towards the game's result when the move ended it. The network is logistic:
value = 1 / (1 + exp(-z)), z = sum of the active weights (see neteval).
The rules are OpenSpiel's and the site's without the early-draw check (the
search never asks the network about a finished game).

Reproducible: the only randomness is engine.rng's Lehmer generator with
``--seed``, and the arithmetic is CPython floats in a fixed order, so the same
command on the same platform rewrites engine/evaldata.py bit for bit (another
libm may round math.exp differently in rare cases, which can move a weight by
one step). The shipped file was written by the default command; its header
records the command and the training's figures.

Format of engine/evaldata.py (a Python module, so that it runs under Brython
and is bundled only with the computer's worker):

- FORMAT = "uttt-ntuple-1";
- WEIGHTS: the neteval.N_WEIGHTS weights, in 1/16ths of a logit, laid out
  as neteval describes (line tables, then cell tables), as a string of
  two-character tokens (g, v): g zero weights, then the weight v (the
  characters' indices in neteval.ALPHABET, 90 characters: g = index,
  weight = index - OFFSET, -45..44); most weights are zero;
- CHECKSUM = [s1, s2]: over the tokens, s1 the sum of g * 90 + v's index,
  s2 the sum of the running sums s1 after each token (a Fletcher sum with no
  modulo, cheap under Brython);
- ZMAX and VALUE: VALUE[z + ZMAX] = round(1000 / (1 + exp(-z / 16))) for z in
  -ZMAX..ZMAX, the mover's expected score in thousandths.
"""

import argparse
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import neteval  # noqa: E402
from engine.fastrules import legal_moves, play_move  # noqa: E402
from engine.rng import Random  # noqa: E402
from engine.tables import CELL_OF, OPEN  # noqa: E402

QUANTUM = 16          # weights are written in 1/16ths of a logit
ZMAX = 16 * 8         # the value table covers z in -8..8 logits
RANDOM_OPENING = 8    # up to this many random moves start a game
EXPLORE = 0.05


def sigmoid(z):
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))


def train(games, seed, alpha, log_every):
    w = [0.0] * neteval.N_WEIGHTS
    features = neteval.features
    rng = Random(seed)
    started = time.perf_counter()
    results = [0, 0, 0]
    for g in range(games):
        a = alpha if g < games // 2 else alpha * (2.0 * (games - g) / games) + alpha / 10
        codes = [0] * 9
        boards = [OPEN] * 9
        turn = 1
        target = -1
        prev = None               # the features of the opponent's last afterstate
        prev_v = 0.0
        opening = rng.below(RANDOM_OPENING + 1)
        ply = 0
        while True:
            moves = legal_moves(codes, boards, target)
            best_v = -1.0
            best = None
            best_f = None
            best_end = -1
            for m in moves:
                c2 = codes[:]
                b2 = boards[:]
                end = play_move(c2, b2, turn, m, False)
                if end >= 0:
                    v = 1.0 if end == turn else 0.5
                    f = None
                else:
                    nxt = CELL_OF[m]
                    f = features(c2, turn, nxt if b2[nxt] == OPEN else -1)
                    z = 0.0
                    for i in f:
                        z += w[i]
                    v = sigmoid(z)
                if v > best_v:
                    best_v, best, best_f, best_end = v, m, f, end
            # TD(0): the opponent's afterstate is worth 1 - our best afterstate.
            if prev is not None:
                step = a * ((1.0 - best_v) - prev_v)
                for i in prev:
                    w[i] += step
            if ply < opening or rng.below(1000) < EXPLORE * 1000:
                m = moves[rng.below(len(moves))]
                c2 = codes[:]
                b2 = boards[:]
                end = play_move(c2, b2, turn, m, False)
                f = None
                v = 0.5
                if end < 0:
                    nxt = CELL_OF[m]
                    f = features(c2, turn, nxt if b2[nxt] == OPEN else -1)
                    z = 0.0
                    for i in f:
                        z += w[i]
                    v = sigmoid(z)
                move, feats, value, end = m, f, v, end
            else:
                move, feats, value, end = best, best_f, best_v, best_end
            play_move(codes, boards, turn, move, False)
            ply += 1
            if end >= 0:
                results[end if end < 3 else 0] += 1
                break
            prev, prev_v = feats, value
            turn = 3 - turn
            target = CELL_OF[move]
            if boards[target] != OPEN:
                target = -1
        if log_every and (g + 1) % log_every == 0:
            print("%d games, %.0f s, X %d O %d draws %d" % (
                g + 1, time.perf_counter() - started, results[1], results[2], results[0]),
                flush=True)
            results = [0, 0, 0]
    return w


def quantize(w):
    lo = -neteval.OFFSET
    hi = len(neteval.ALPHABET) - 1 - neteval.OFFSET
    return [max(lo, min(hi, int(round(x * QUANTUM)))) for x in w]


def encode(q):
    """WEIGHTS and CHECKSUM for the quantized weights ``q`` (format above)."""
    alphabet = neteval.ALPHABET
    top = len(alphabet) - 1
    tokens = []
    gap = 0
    for k, v in enumerate(q):
        if v == 0 and gap < top and k < len(q) - 1:
            gap += 1
            continue
        tokens.append((gap, v + neteval.OFFSET))
        gap = 0
    s1 = s2 = 0
    for gap, v in tokens:
        s1 += gap * 90 + v
        s2 += s1
    return "".join(alphabet[g] + alphabet[v] for g, v in tokens), [s1, s2]


def write(path, q, command, note):
    text, (s1, s2) = encode(q)
    value = [int(round(1000 * sigmoid(z / QUANTUM))) for z in range(-ZMAX, ZMAX + 1)]
    lines = ['"""The Expert\'s evaluation weights: written by tools/train_eval.py, do not edit.',
             "",
             "Command: %s" % command,
             note,
             "Format: see tools/train_eval.py; read by engine/neteval.py.",
             '"""', "",
             "FORMAT = %r" % neteval.FORMAT,
             "CHECKSUM = [%d, %d]" % (s1, s2),
             "ZMAX = %d" % ZMAX,
             "VALUE = %r" % value,
             "WEIGHTS = ("]
    for k in range(0, len(text), 96):
        lines.append("    %r" % text[k:k + 96])
    lines.append(")")
    pathlib.Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--alpha", type=float, default=0.02)
    parser.add_argument("--out", default=str(ROOT / "engine" / "evaldata.py"))
    parser.add_argument("--log-every", type=int, default=2000)
    args = parser.parse_args()
    started = time.perf_counter()
    w = train(args.games, args.seed, args.alpha, args.log_every)
    q = quantize(w)
    nonzero = sum(1 for v in q if v)
    command = "python tools/train_eval.py --games %d --seed %d --alpha %g" % (
        args.games, args.seed, args.alpha)
    note = "Training: %d self-play games; %d of %d weights are not zero." % (
        args.games, nonzero, len(q))
    write(args.out, q, command, note)
    print("%s in %.0f s; %d non-zero weights" % (args.out, time.perf_counter() - started, nonzero))


if __name__ == "__main__":
    main()

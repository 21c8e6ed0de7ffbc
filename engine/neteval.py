"""A learned evaluation of positions: an n-tuple network of lookup tables.

The Expert's search asks it for the value of a position at the leaves of its
tree instead of playing a random game to the end. Everything is a table
look-up and integer addition (cheap under Brython), and the result is an
integer, so CPython and the browser compute the same value bit for bit.

The position is seen by ``mover``, the player who has just moved; the other
player is to move and is sent to board ``target`` (-1: a free choice).
Each small board is summarised from the mover's view as one of 14 states:

    0 open, nobody can win it in one move   4 won by the mover
    1 open, the mover can win it in one     5 won by the opponent
    2 open, the opponent can win it in one  6 drawn
    3 open, both can
    + 7 when the opponent may play in it next (it is the target, or the
      opponent has a free choice and it is open)

The network's weights (integers) are summed over two kinds of tuples:

- LINES: each of the 8 lines of the big board, indexed by its three boards'
  states (14**3 = 2744 entries); the lines come in three classes with a table
  each (edge rows and columns, read corner-edge-corner; the middle row and
  column, edge-centre-edge; the diagonals, corner-centre-corner);
- CELLS: each open small board, indexed by its base-3 code seen from the
  mover (mover's marks as 1), one table per class of board (corner, edge,
  centre) of 3**9 = 19683 entries.

The sum z (in 1/16ths of a logit) gives the mover's expected score through
VALUE[z + ZMAX] (0..1000, z clamped to -ZMAX..ZMAX), a table of the data too.

The weights come from ``evaldata`` (written by tools/train_eval.py; format in
its docstring), checked when it loads. ``load()`` returns the evaluator, or
None when the data is missing or damaged (then ``LOAD_ERROR`` says why and the
computer falls back to its random playouts).
"""

from . import evaldata
from .fastrules import CODES, STATUS, WIN_AT
from .tables import DRAWN, O, X

FORMAT = "uttt-ntuple-1"
N_STATES = 14
LINE_SIZE = N_STATES ** 3
LINE_CLASSES = 3
CELL_CLASSES = 3
LINE_BASE = 0
CELL_BASE = LINE_CLASSES * LINE_SIZE
N_WEIGHTS = CELL_BASE + CELL_CLASSES * CODES
# The lines as (class, board, board, board), as LINES orders them.
LINE_TUPLES = [
    (0, 0, 1, 2), (1, 3, 4, 5), (0, 6, 7, 8),
    (0, 0, 3, 6), (1, 1, 4, 7), (0, 2, 5, 8),
    (2, 0, 4, 8), (2, 2, 4, 6),
]
BOARD_CLASS = [0, 1, 0, 1, 2, 1, 0, 1, 0]
# Weights are written with these characters: ALPHABET[k] stands for k - OFFSET.
ALPHABET = ("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
            "!#$%&()*+,-./:;<=>?@[]^_{|}~")
OFFSET = 45
SCORE = 1000   # VALUE's scale: 1000 = a win for the mover, 500 a draw


class EvalDataError(Exception):
    """The evaluator's data is missing or damaged."""


def _summaries():
    """SUMMARY[code]: the state 0..6 of a small board (see above) for X as the
    mover (for O, look up the code with X and O swapped: FLIP[code])."""
    x_view = [0] * CODES
    for code in range(CODES):
        s = STATUS[code]
        if s == X:
            v = 4
        elif s == O:
            v = 5
        elif s == DRAWN:
            v = 6
        else:
            v = 0
            if WIN_AT[code] >= 0:
                v = 1
            if WIN_AT[CODES + code] >= 0:
                v += 2
        x_view[code] = v
    return x_view


def _flips():
    """FLIP[code]: the code with X and O swapped."""
    flip = [0] * CODES
    swap = [0, 2, 1]
    for code in range(1, CODES):
        flip[code] = swap[code % 3] + 3 * flip[code // 3]
    return flip


SUMMARY = _summaries()
FLIP = _flips()


def decode(data):
    """The checked (weights, value table, zmax) of an evaldata-like module.

    WEIGHTS is a string of two-character tokens: ``gap`` zero weights, then
    one weight ``value`` (either character is an index into ALPHABET; the
    weight is index - OFFSET, the gap the index itself), so only the weights
    that are not zero cost anything to read."""
    if getattr(data, "FORMAT", None) != FORMAT:
        raise EvalDataError("evaldata: format %r, expected %r"
                            % (getattr(data, "FORMAT", None), FORMAT))
    text = data.WEIGHTS
    table = {}
    k = 0
    for ch in ALPHABET:
        table[ch] = k
        k += 1
    weights = [0] * N_WEIGHTS
    s1 = 0
    s2 = 0
    i = 0
    j = 0
    n = len(text)
    if n % 2:
        raise EvalDataError("evaldata: WEIGHTS has an odd length (%d): it is cut" % n)
    try:
        while j < n:
            gap = table[text[j]]
            v = table[text[j + 1]]
            i += gap
            if i >= N_WEIGHTS:
                raise EvalDataError("evaldata: WEIGHTS runs past the %d weights" % N_WEIGHTS)
            weights[i] = v - OFFSET
            i += 1
            s1 += gap * 90 + v
            s2 += s1
            j += 2
    except KeyError:
        bad = text[j] if text[j] not in table else text[j + 1]
        raise EvalDataError("evaldata: WEIGHTS has %r at %d, not a character of the alphabet"
                            % (bad, j))
    if i != N_WEIGHTS:
        raise EvalDataError("evaldata: %d weights, expected %d" % (i, N_WEIGHTS))
    if [s1, s2] != list(data.CHECKSUM):
        raise EvalDataError("evaldata: checksum %r, expected %r: the weights are damaged"
                            % ([s1, s2], list(data.CHECKSUM)))
    value = list(data.VALUE)
    zmax = data.ZMAX
    if len(value) != 2 * zmax + 1 or value[0] < 0 or value[-1] > SCORE \
            or any(value[j] > value[j + 1] for j in range(2 * zmax)):
        raise EvalDataError("evaldata: VALUE is not a rising table of %d scores in 0..%d"
                            % (2 * zmax + 1, SCORE))
    return weights, value, zmax


# Under Brython, + and * whose result is 0 take a slow path (see tables), and
# most weights are 0: the evaluation's running sum starts from BIAS, and the
# line tables' indices from 1, so that neither is ever 0.
BIAS = 1 << 20


def make_evaluator(weights, value, zmax):
    """evaluate(codes, mover, target) -> the mover's expected score, 0..SCORE."""
    lines = [0] + weights[:CELL_BASE]
    # A line's index: its class's table for the first board's state (edge, mid
    # or diag, which include the 1), middle[s] for the second's, the third's s.
    edge = [1 + LINE_BASE + 196 * s for s in range(N_STATES)]
    mid = [1 + LINE_BASE + LINE_SIZE + 196 * s for s in range(N_STATES)]
    diag = [1 + LINE_BASE + 2 * LINE_SIZE + 196 * s for s in range(N_STATES)]
    middle = [14 * s for s in range(N_STATES)]
    cells0 = weights[CELL_BASE:CELL_BASE + CODES]
    cells1 = weights[CELL_BASE + CODES:CELL_BASE + 2 * CODES]
    cells2 = weights[CELL_BASE + 2 * CODES:]
    summary = SUMMARY
    flip = FLIP
    low = BIAS - zmax
    high = BIAS + zmax

    def evaluate(codes, mover, target):
        c0 = codes[0]
        c1 = codes[1]
        c2 = codes[2]
        c3 = codes[3]
        c4 = codes[4]
        c5 = codes[5]
        c6 = codes[6]
        c7 = codes[7]
        c8 = codes[8]
        if mover != 1:
            c0 = flip[c0]
            c1 = flip[c1]
            c2 = flip[c2]
            c3 = flip[c3]
            c4 = flip[c4]
            c5 = flip[c5]
            c6 = flip[c6]
            c7 = flip[c7]
            c8 = flip[c8]
        s0 = summary[c0]
        s1 = summary[c1]
        s2 = summary[c2]
        s3 = summary[c3]
        s4 = summary[c4]
        s5 = summary[c5]
        s6 = summary[c6]
        s7 = summary[c7]
        s8 = summary[c8]
        z = BIAS
        if s0 < 4:
            z += cells0[c0]
        if s1 < 4:
            z += cells1[c1]
        if s2 < 4:
            z += cells0[c2]
        if s3 < 4:
            z += cells1[c3]
        if s4 < 4:
            z += cells2[c4]
        if s5 < 4:
            z += cells1[c5]
        if s6 < 4:
            z += cells0[c6]
        if s7 < 4:
            z += cells1[c7]
        if s8 < 4:
            z += cells0[c8]
        if target < 0:
            if s0 < 4:
                s0 += 7
            if s1 < 4:
                s1 += 7
            if s2 < 4:
                s2 += 7
            if s3 < 4:
                s3 += 7
            if s4 < 4:
                s4 += 7
            if s5 < 4:
                s5 += 7
            if s6 < 4:
                s6 += 7
            if s7 < 4:
                s7 += 7
            if s8 < 4:
                s8 += 7
        elif target == 0:
            s0 += 7
        elif target == 1:
            s1 += 7
        elif target == 2:
            s2 += 7
        elif target == 3:
            s3 += 7
        elif target == 4:
            s4 += 7
        elif target == 5:
            s5 += 7
        elif target == 6:
            s6 += 7
        elif target == 7:
            s7 += 7
        else:
            s8 += 7
        # Edge lines (class 0), middle lines (class 1), diagonals (class 2),
        # added one by one so that the sum stays near BIAS.
        z += lines[edge[s0] + middle[s1] + s2]
        z += lines[edge[s6] + middle[s7] + s8]
        z += lines[edge[s0] + middle[s3] + s6]
        z += lines[edge[s2] + middle[s5] + s8]
        z += lines[mid[s3] + middle[s4] + s5]
        z += lines[mid[s1] + middle[s4] + s7]
        z += lines[diag[s0] + middle[s4] + s8]
        z += lines[diag[s2] + middle[s4] + s6]
        if z <= low:
            return value[0]
        if z >= high:
            return value[-1]
        return value[z - low]

    return evaluate


def features(codes, mover, target):
    """The indices of the weights ``evaluate`` sums (training and tests use this)."""
    seen = [c if mover == 1 else FLIP[c] for c in codes]
    states = [SUMMARY[c] for c in seen]
    out = []
    for b in range(9):
        if states[b] < 4:
            out.append(CELL_BASE + BOARD_CLASS[b] * CODES + seen[b])
    for b in range(9):
        if states[b] < 4 and (target < 0 or target == b):
            states[b] += 7
    for cls, a, b, c in LINE_TUPLES:
        out.append(LINE_BASE + cls * LINE_SIZE + states[a] * 196 + states[b] * 14 + states[c])
    return out


LOAD_ERROR = [None]
_loaded = []


def load():
    """The evaluator built from ``evaldata`` (once), or None if it cannot be used."""
    if not _loaded:
        evaluator = None
        try:
            evaluator = make_evaluator(*decode(evaldata))
        except EvalDataError as exc:
            LOAD_ERROR[0] = str(exc)
        except Exception as exc:       # data of another shape than decode reads
            LOAD_ERROR[0] = "evaldata: cannot load it: %r" % (exc,)
        _loaded.append(evaluator)
    return _loaded[0]

"""Fast copies of game.py's rules, cross-checked by tests/engine/test_fast_rules.py.

``game.py`` is the reference: the rules in their plainest form, used by the
board, the notation and perft. The computer player needs the same rules
hundreds of thousands of times per move, and under Brython plain code is too
slow for that (see ``tables``), so it uses copies written for speed:

- this module: small boards as base-3 codes whose every property is a table
  look-up, and ``legal_moves``/``play_move``, with which the search walks its
  tree;
- ``playout.playout``: the playout loop, which inlines these rules (and the
  Expert's greedy choice) rather than calling them;
- ``evaluators.tactical_verdicts``: the Expert's priors, which work out the send rule again
  to see where a move sends the opponent.

A change to the rules (a variant) must be made in game.py and in each copy.

A small board's code is ``sum(mark * 3**cell)`` (mark 1 = X, 2 = O), so placing
a mark is one addition and everything about the result is a table look-up.
The 3**9 entries are built once, with plain loops and no method calls (slow
under Brython); the boards' move lists are shared between codes with the same
empty cells, so there are only 512 of them.
"""

from .tables import BOARD_OF, CELL_OF, DRAWN, LINE_STATE, LINES, LINES_THROUGH, OPEN, O, X

POW3 = [1, 3, 9, 27, 81, 243, 729, 2187, 6561]
CODES = 19683  # 3 ** 9

# DELTA[9 * mark + p]: what placing ``mark`` at position p adds to a code.
DELTA = [0] * 9 + POW3 + [2 * v for v in POW3]


def _has_line(cells):
    for line in LINES:
        if cells[line[0]] and cells[line[1]] and cells[line[2]]:
            return True
    return False


def _tables():
    # Per 9-bit pattern (bit p set = position p belongs to the set): the list of
    # positions, its length, and whether it contains a line.
    pow2 = [1, 2, 4, 8, 16, 32, 64, 128, 256]
    positions = []
    has_line = []
    for mask in range(512):
        bits = [mask // pow2[p] % 2 for p in range(9)]
        positions.append([p for p in range(9) if bits[p]])
        has_line.append(_has_line(bits))
    status = [OPEN] * CODES
    empties = [None] * CODES
    count = [0] * CODES
    # Walk all codes in order with an odometer of digits, keeping the masks of
    # empty cells, X cells and O cells up to date as digits change.
    d = [0] * 9
    empty_mask, x_mask, o_mask = 511, 0, 0
    for code in range(CODES):
        free = positions[empty_mask]
        empties[code] = free
        count[code] = len(free)
        if has_line[x_mask]:
            status[code] = X
        elif has_line[o_mask]:
            status[code] = O
        elif empty_mask == 0:
            status[code] = DRAWN
        p = 0
        while p < 9:
            if d[p] == 0:
                d[p] = 1
                empty_mask -= pow2[p]
                x_mask += pow2[p]
                break
            if d[p] == 1:
                d[p] = 2
                x_mask -= pow2[p]
                o_mask += pow2[p]
                break
            d[p] = 0
            o_mask -= pow2[p]
            empty_mask += pow2[p]
            p += 1
    return status, empties, count


# STATUS[code]: OPEN, X, O or DRAWN; EMPTIES[code]: the empty positions (a
# shared list, never modify it); COUNT_EMPTY[code]: how many there are.
STATUS, EMPTIES, COUNT_EMPTY = _tables()


def board_code(cells, base):
    """The code of the small board whose cells start at ``cells[base]``."""
    code = 0
    for p in range(9):
        code += POW3[p] * cells[base + p]
    return code


def _win_cells():
    """WIN_AT[(mark - 1) * CODES + code]: a position where ``mark`` wins the
    small board ``code`` at once, or -1 when there is none."""
    table = [-1] * (2 * CODES)
    for code in range(CODES):
        if STATUS[code] != OPEN:
            continue
        for mark in (1, 2):
            offset = (mark - 1) * CODES
            for c in EMPTIES[code]:
                if STATUS[code + DELTA[9 * mark + c]] == mark:
                    table[offset + code] = c
                    break
    return table


WIN_AT = _win_cells()


def from_game(game):
    """The fast paths' form of a Game's position: ``(codes, boards, target)``,
    new lists, with target -1 when the side to move has a free choice."""
    target = game.sent_to()
    return ([board_code(game.cells, 9 * b) for b in range(9)], game.boards[:],
            -1 if target is None else target)


# BASE[b] = 9 * b, the first cell index of board b (a product that is 0 is slow
# under Brython, see tables).
BASE = [9 * b for b in range(9)]


def legal_moves(codes, boards, target):
    """Cell indices playable with these small boards; target -1 = free choice."""
    if target >= 0 and boards[target] == OPEN:
        base = BASE[target]
        return [base + c for c in EMPTIES[codes[target]]]
    out = []
    for b in range(9):
        if boards[b] == OPEN:
            base = BASE[b]
            for c in EMPTIES[codes[b]]:
                out.append(base + c)
    return out


def play_move(codes, boards, turn, move, early_draw):
    """Apply ``move`` for ``turn`` in place; returns the result if the game
    ended (1 X, 2 O, 0 draw) or -1 while it goes on."""
    b = BOARD_OF[move]
    c = CELL_OF[move]
    code = codes[b] + DELTA[9 * turn + c]
    codes[b] = code
    s = STATUS[code]
    if s == OPEN:
        return -1
    boards[b] = s
    if s != DRAWN:
        for k in LINES_THROUGH[b]:
            ln = LINES[k]
            if LINE_STATE[boards[ln[0]]][boards[ln[1]]][boards[ln[2]]] == s:
                return s
    if OPEN not in boards:
        return 0
    if early_draw:
        for ln in LINES:
            if LINE_STATE[boards[ln[0]]][boards[ln[1]]][boards[ln[2]]] != DRAWN:
                return -1
        return 0
    return -1

"""Random playouts without history objects: the hot path of the computer player.

One of the fast copies of game.py's rules (see ``fastrules``): the loop below
inlines them rather than calling ``fastrules.play_move``.

Everything lives in local variables and flat lists; a forced move costs one
read of the random table, three look-ups to pick the cell and one addition
and one look-up for the board's new state. No modulo, no calls, no tuples in
the loop: those are what make Brython slow.
"""

from .fastrules import COUNT_EMPTY, DELTA, EMPTIES, STATUS, WIN_AT
from .rng import MOD, MODULUS, MULTIPLIER, TABLE, TABLE_SIZE
from .tables import DRAWN, LINE_STATE, LINES, LINES_THROUGH, OPEN


def playout(codes, boards, turn, target, state, early_draw=True, greedy=False):
    """Play uniformly random legal moves until the game ends.

    ``codes`` (base-3 codes, see ``fastrules``) and ``boards`` (states) describe
    the small boards and are left unchanged; ``turn`` is the side to move
    (1 or 2); ``target`` the board it is sent to, or -1 for a free choice;
    ``state`` a Lehmer state (see ``rng``). The game must not be over.

    A forced move is the k-th empty cell of the target board with k = r % n.
    A free choice draws an open board (r % number of open boards) and a slot
    (r % 9), and draws again when the slot is past that board's empty cells:
    every empty cell of every open board is equally likely. With ``greedy``
    (the Expert's playouts), a player sent to a board they can win at once
    wins it, and a move that would send the opponent to a board they can win
    at once is drawn a second time.
    Returns ``(winner, plies, state)``: 1 (X), 2 (O) or 0 (draw), the number
    of moves played, and the next Lehmer state.
    """
    empties = EMPTIES
    count_empty = COUNT_EMPTY
    delta = DELTA
    status = STATUS
    table = TABLE
    mod = MOD
    mod9 = MOD[9]
    line_state = LINE_STATE
    win_at = WIN_AT
    lines = LINES
    lines_through = LINES_THROUGH
    state = state * MULTIPLIER % MODULUS
    i = state % TABLE_SIZE
    codes = codes[:]
    # open_boards[0:n_open] lists the open boards; slot_of[b] is b's place in it.
    open_boards = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    slot_of = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    n_open = 0
    closed = 0
    empty_before = 0
    for b in range(9):
        empty_before += count_empty[codes[b]]
        if boards[b] == OPEN:
            open_boards[n_open] = b
            slot_of[b] = n_open
            n_open += 1
        else:
            closed += 1
    live = [True, True, True, True, True, True, True, True]
    n_live = 8
    for k in range(8):
        ln = lines[k]
        if line_state[boards[ln[0]]][boards[ln[1]]][boards[ln[2]]] == DRAWN:
            live[k] = False
            n_live -= 1
    # boards[9] is a sentinel "closed board": target 9 means a free choice.
    boards = boards + [DRAWN]
    if target < 0:
        target = 9
    t9 = 9 * turn
    c = code = 0  # bound before the loop: Brython reads maybe-unbound names slowly
    while True:
        r = table[i]
        i += 1
        if not boards[target]:
            code = codes[target]
            c = empties[code][mod[count_empty[code]][r]]
            if greedy:
                mine = (t9 - 9) * 2187               # 2187 * 9 = CODES: O's half of WIN_AT
                w = win_at[mine + code]
                if w >= 0:
                    c = w
                elif not boards[c] and win_at[19683 - mine + codes[c]] >= 0:
                    # That would hand the opponent a board: draw once more.
                    c = empties[code][mod[count_empty[code]][table[i]]]
                    i += 1
        else:
            while True:
                if i >= TABLE_SIZE:
                    i -= TABLE_SIZE
                target = open_boards[mod[n_open][r]]
                code = codes[target]
                r = mod9[table[i]]
                i += 1
                if r < count_empty[code]:
                    c = empties[code][r]
                    break
                r = table[i]
                i += 1
        codes[target] = code = code + delta[t9 + c]
        if status[code]:
            boards[target] = status[code]
            closed += 1
            n_open -= 1
            last = open_boards[n_open]
            open_boards[slot_of[target]] = last
            slot_of[last] = slot_of[target]
            for k in lines_through[target]:
                if live[k]:
                    ln = lines[k]
                    v = line_state[boards[ln[0]]][boards[ln[1]]][boards[ln[2]]]
                    if v != OPEN:
                        if v != DRAWN:
                            return v, empty_before - _empty_cells(codes), state
                        live[k] = False
                        n_live -= 1
            if closed == 9 or (early_draw and n_live == 0):
                return 0, empty_before - _empty_cells(codes), state
        target = c
        t9 = 27 - t9


def _empty_cells(codes):
    n = 0
    for code in codes:
        n += COUNT_EMPTY[code]
    return n


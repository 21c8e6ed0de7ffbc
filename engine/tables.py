"""Lookup tables shared by the rules, the notation and the fast paths.

Geometry: the 81 cells are indexed ``board * 9 + cell``, where ``board`` (0..8)
and ``cell`` (0..8) both count row by row from the top-left. A small board is
stored as one base-3 number, ``sum(mark * 3**cell)`` (mark 1 = X, 2 = O), so
placing a mark is one addition and its consequences are one table look-up.
Tables are built with +, -, comparisons and list indexing only: those are
cheap under Brython, where bit and modulo operations are not.
"""

EMPTY = 0
X = 1
O = 2

# Small-board states (a won board takes the winner's mark value).
OPEN = 0
X_WON = 1
O_WON = 2
DRAWN = 3

# The eight lines of a 3x3 grid, as positions 0..8.
LINES = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)

# LINES_THROUGH[p]: indices into LINES of the lines that pass through position p.
LINES_THROUGH = tuple(
    tuple(i for i in range(8) if p in LINES[i]) for p in range(9)
)

POW3 = (1, 3, 9, 27, 81, 243, 729, 2187, 6561)
CODES = 19683  # 3 ** 9 possible small boards

FILES = "abcdefghi"

# Position p (0..8) inside a 3x3 grid -> its row and column.
ROW_OF = (0, 0, 0, 1, 1, 1, 2, 2, 2)
COL_OF = (0, 1, 2, 0, 1, 2, 0, 1, 2)

# BOARD_OF[i], CELL_OF[i]: the board and the position inside it of cell index i.
BOARD_OF = tuple(b for b in range(9) for _ in range(9))
CELL_OF = tuple(c for _ in range(9) for c in range(9))
BOARD_BASE = (0, 9, 18, 27, 36, 45, 54, 63, 72)

# GRID[r][f]: the cell index at row r from the top (0..8) and file f (0..8).
GRID = tuple(
    tuple(27 * (r // 3) + 9 * (f // 3) + 3 * (r % 3) + f % 3 for f in range(9))
    for r in range(9)
)

# CELL_NAMES[i]: the algebraic name of cell index i ("a9" is top-left).
_names = [""] * 81
for _r in range(9):
    for _f in range(9):
        _names[GRID[_r][_f]] = FILES[_f] + str(9 - _r)
CELL_NAMES = tuple(_names)
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}


def board_span(board):
    """A small board's cells as a range of names, bottom-left..top-right ("g7..i9")."""
    return CELL_NAMES[9 * board + 6] + ".." + CELL_NAMES[9 * board + 2]


def _small_board_tables():
    """STATUS[code], EMPTIES[code] and COUNT_EMPTY[code] for all 3**9 codes.

    Digits are kept as an odometer (increment with carry) instead of being
    extracted with % and //, which are slow under Brython.
    """
    status = [0] * CODES
    empties = [()] * CODES
    count = [0] * CODES
    d = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    for code in range(CODES):
        free = tuple(p for p in range(9) if d[p] == 0)
        state = OPEN
        for a, b, c in LINES:
            m = d[a]
            if m != 0 and m == d[b] and m == d[c]:
                state = m
                break
        if state == OPEN and not free:
            state = DRAWN
        status[code] = state
        empties[code] = free
        count[code] = len(free)
        p = 0
        while p < 9:
            if d[p] < 2:
                d[p] += 1
                break
            d[p] = 0
            p += 1
    return status, empties, count


STATUS, EMPTIES, COUNT_EMPTY = _small_board_tables()

# DELTA[9 * mark + p]: what placing `mark` at position p adds to a board code.
DELTA = tuple([0] * 9 + list(POW3) + [2 * v for v in POW3])



def board_marks(code):
    """The nine marks (EMPTY, X or O) of a small-board code."""
    out = []
    for _ in range(9):
        out.append(code % 3)
        code //= 3
    return tuple(out)

# LINE_STATE[16 * s0 + 4 * s1 + s2] for the states s0, s1, s2 of three boards on
# a big-board line: OPEN (still winnable), X or O (completed by that player),
# or DRAWN (dead: it holds a drawn board, or boards won by both players).
def _line_states():
    out = []
    for s0 in range(4):
        for s1 in range(4):
            for s2 in range(4):
                trio = (s0, s1, s2)
                if s0 != OPEN and s0 != DRAWN and s0 == s1 == s2:
                    out.append(s0)
                elif DRAWN in trio or (X in trio and O in trio):
                    out.append(DRAWN)
                else:
                    out.append(OPEN)
    return tuple(out)


LINE_STATE = _line_states()

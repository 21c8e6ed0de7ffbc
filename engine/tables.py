"""Geometry of the big board: cell indices, names and lines.

The 81 cells are indexed ``board * 9 + cell``, where ``board`` (0..8) and
``cell`` (0..8) both count row by row from the top-left. Under Brython, list
indexing, + and - and comparisons are cheap, while tuple indexing, %, //, bit
operations, float arithmetic, attribute reads and calls cost 10 to 20 times
more (and even +, -, * take a slow path when the result is 0): hot tables
are lists.
"""

EMPTY = 0
X = 1
O = 2

# Small-board states: OPEN, or the winner's mark (X, O), or DRAWN.
OPEN = 0
DRAWN = 3

# The eight lines of a 3x3 grid, as positions 0..8.
LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]

# LINES_THROUGH[p]: indices into LINES of the lines that pass through position p.
LINES_THROUGH = [[i for i in range(8) if p in LINES[i]] for p in range(9)]

FILES = "abcdefghi"

# BOARD_OF[i], CELL_OF[i]: the board and the position inside it of cell index i.
BOARD_OF = [b for b in range(9) for _ in range(9)]
CELL_OF = [c for _ in range(9) for c in range(9)]

# GRID[r][f]: the cell index at row r from the top (0..8) and file f (0..8).
GRID = [[27 * (r // 3) + 9 * (f // 3) + 3 * (r % 3) + f % 3 for f in range(9)]
        for r in range(9)]

# CELL_NAMES[i]: the algebraic name of cell index i ("a9" is top-left).
CELL_NAMES = [""] * 81
for _r in range(9):
    for _f in range(9):
        CELL_NAMES[GRID[_r][_f]] = FILES[_f] + str(9 - _r)
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}


def board_span(board):
    """A small board's cells as a range of names, bottom-left..top-right ("g7..i9")."""
    return CELL_NAMES[9 * board + 6] + ".." + CELL_NAMES[9 * board + 2]


def _line_states():
    """LINE_STATE[s0][s1][s2]: the state of a big-board line whose three boards
    are in states s0, s1, s2: OPEN (still winnable), X or O (completed by that
    player), or DRAWN (dead: it holds a drawn board, or boards of both players)."""
    table = []
    for s0 in range(4):
        plane = []
        for s1 in range(4):
            row = []
            for s2 in range(4):
                trio = (s0, s1, s2)
                if s0 in (X, O) and s0 == s1 == s2:
                    row.append(s0)
                elif DRAWN in trio or (X in trio and O in trio):
                    row.append(DRAWN)
                else:
                    row.append(OPEN)
            plane.append(row)
        table.append(plane)
    return table


LINE_STATE = _line_states()


def line_state(boards, line):
    """The state of a big-board ``line`` (three board indices), see LINE_STATE."""
    return LINE_STATE[boards[line[0]]][boards[line[1]]][boards[line[2]]]

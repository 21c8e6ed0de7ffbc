"""Build test positions board by board, which is easier to read than ranks."""

from engine import Game, format_position, parse_cell

# Small-board patterns (row by row inside the board).
X_WON = "xxx/oo./..."       # won by X, 3 x and 2 o
O_WON = "ooo/xx./..."       # won by O, 3 o and 2 x
DRAWN_FULL = "xox/xoo/oxx"  # full, no line: 5 x and 4 o

_MARK = {".": 0, "x": 1, "o": 2}


def position(boards, turn, last="-", early_draw=True):
    """A position string from 9 board patterns (9 chars each, row by row,
    'x', 'o' or '.'; '' means an empty board), the side to move ('X' or 'O')
    and the last move's cell name; checked as Game.from_state checks it,
    with the given early-draw option."""
    cells = []
    for pattern in boards:
        pattern = pattern.replace(" ", "").replace("/", "") or "." * 9
        assert len(pattern) == 9, pattern
        cells.extend(_MARK[ch] for ch in pattern)
    game = Game.from_state(cells, 1 if turn == "X" else 2,
                           -1 if last == "-" else parse_cell(last), early_draw)
    return format_position(game)

"""Build test positions board by board, which is easier to read than ranks."""

from engine import Game, format_position, parse_cell

_MARK = {".": 0, "x": 1, "o": 2}


def position(boards, turn, last="-"):
    """A position string from 9 board patterns (9 chars each, row by row,
    'x', 'o' or '.'; '' means an empty board), the side to move ('X' or 'O')
    and the last move's cell name."""
    cells = []
    for pattern in boards:
        pattern = pattern.replace(" ", "").replace("/", "") or "." * 9
        assert len(pattern) == 9, pattern
        cells.extend(_MARK[ch] for ch in pattern)
    game = Game.from_state(cells, 1 if turn == "X" else 2,
                           -1 if last == "-" else parse_cell(last))
    return format_position(game)

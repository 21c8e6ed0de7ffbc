"""Ultimate Tic-Tac-Toe engine: rules, notation, history, random playouts, the AI.

Pure Python with no imports from outside this package, so the same files run
in CPython and in the browser (Brython); the exceptions are ``cli`` (the
command line) and ``match`` (strength matches, with multiprocessing), which
use the standard library and never load in the browser. ``game`` holds the
rules; ``fastrules`` lists the fast copies the computer player uses.
"""

from .errors import (
    CellError, GameOverError, IllegalMoveError, NotationError, NumberError, PositionError,
    RecordError,
)
from .game import Game, opponent
from .notation import (
    START_POSITION, cell_name, format_position, format_record, parse_cell, parse_game,
    parse_position, parse_record, parse_whole_number,
)
from .outcome import EARLY_DRAW, FULL_BOARD, LINE, RESIGNATION, Outcome
from .tables import DRAWN, EMPTY, O, OPEN, X

__all__ = [
    "CellError", "GameOverError", "IllegalMoveError", "NotationError", "NumberError",
    "PositionError", "RecordError", "Game", "opponent", "START_POSITION", "cell_name",
    "format_position", "format_record", "parse_cell", "parse_game", "parse_position",
    "parse_record", "parse_whole_number", "EARLY_DRAW", "FULL_BOARD", "LINE", "RESIGNATION", "Outcome",
    "DRAWN", "EMPTY", "O", "OPEN", "X",
]

"""The engine's errors: ValueError subclasses whose message quotes the bad input."""


def quote(text, limit=80):
    """``repr(text)`` for an error message, cut after ``limit`` characters (a
    10 MB input must not give a 10 MB message); works for bytes too."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[:limit]) + "..."


class NotationError(ValueError):
    """Text that is not valid notation (a cell name, a position, a record)."""


class NumberError(NotationError):
    """Text that is not a whole number in the digits 0-9, such as ``"²"``."""


class CellError(NotationError):
    """A cell name that does not exist, such as ``"j3"`` or ``"a0"``."""


class PositionError(NotationError):
    """A position string that is malformed or cannot arise in a game."""


class RecordError(NotationError):
    """A game record with a bad or illegal move; says which move and why."""


class IllegalMoveError(ValueError):
    """A move that the rules forbid in the current position."""


class GameOverError(IllegalMoveError):
    """A move (or resignation) after the game has already ended."""


class CommandError(ValueError):
    """A UGI command that is malformed or cannot be carried out now."""


class PuzzleError(ValueError):
    """A puzzle that is malformed or whose proof fails; says what fails."""

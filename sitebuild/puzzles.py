"""The puzzles the site ships, data/puzzles.txt, read and proven again at
every build: a puzzle the engine no longer proves (a changed rule, a damaged
line) stops the build with the file, the line, the puzzle's id and the
reason."""

import pathlib

from engine.puzzles import PuzzleError, PuzzleFileError, parse_puzzles, prove

PUZZLES = pathlib.Path(__file__).resolve().parents[1] / "data" / "puzzles.txt"


class PuzzleDataError(ValueError):
    """A fault in a puzzle file: ``path``, ``line`` (1-based), ``puzzle_id``
    and ``reason``, all in the message."""

    def __init__(self, path, line, puzzle_id, reason):
        super().__init__("%s, line %d, puzzle %s: %s" % (path, line, puzzle_id, reason))
        self.path = path
        self.line = line
        self.puzzle_id = puzzle_id
        self.reason = reason


def load_puzzles(path=PUZZLES):
    """The puzzles of the file at ``path``, each parsed and proven; raises
    PuzzleDataError at the first that fails."""
    text = pathlib.Path(path).read_text(encoding="utf-8")
    try:
        numbered = parse_puzzles(text)
    except PuzzleFileError as error:
        raise PuzzleDataError(path, error.line, error.puzzle_id, error.reason) from None
    for line, puzzle in numbered:
        try:
            prove(puzzle)
        except PuzzleError as error:
            raise PuzzleDataError(path, line, puzzle.id, str(error)) from None
    return [puzzle for _, puzzle in numbered]

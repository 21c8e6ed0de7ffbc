"""The puzzles the site ships, data/puzzles.txt, read and proven again at
every build: a puzzle the engine no longer proves (a changed rule, a damaged
line) stops the build with the file, the line, the puzzle's id and the
reason."""

import json
import pathlib

from sitebuild.bundle import hashed_name
from engine.puzzle_proof import prove
from engine.puzzles import THEME_CODES, PuzzleError, PuzzleFileError, format_puzzle, parse_puzzles

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


SCRIPT = "uttt-puzzle-set.js"
GLOBAL = "utttPuzzles"


class Shipped:
    """The proven set as the Puzzles page carries it: the puzzles, their
    text (one a line, as ``board.puzzle.catalogue`` reads it), the themes
    they show, in THEME_CODES' order, and ``script``: the text as a start
    script of that page (it sets ``window.utttPuzzles``), under the name
    ``file_name`` (hashed like the bundles). A script, not the page's HTML:
    it downloads while Brython's runtime starts, and a phone's slow line
    brings the page itself no later than the home page."""

    def __init__(self, puzzles):
        self.puzzles = puzzles
        self.text = "\n".join(format_puzzle(p) for p in puzzles)
        self.themes = tuple(code for code in THEME_CODES if any(code in p.themes for p in puzzles))
        self.script = "window.%s=%s;\n" % (GLOBAL, json.dumps(self.text))
        self.file_name = hashed_name(SCRIPT, self.script)


_shipped = []


def prove_shipped():
    """Read and prove data/puzzles.txt again (each build starts with it:
    ``mkdocs serve`` keeps this module from one build to the next)."""
    _shipped[:] = [Shipped(load_puzzles())]


def shipped_puzzles():
    """The Shipped set, proven once per build."""
    if not _shipped:
        prove_shipped()
    return _shipped[0]

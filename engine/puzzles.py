"""Puzzles: the value, its one-line text format (a parser/formatter pair
that round-trips), its themes, and its proof.

One puzzle a line, eight fields separated by ';' (the position has spaces,
so ';' and not a space separates)::

    <id>;<kind>;<n>;<rating>;<themes>;<position>;<line>;<answers>
    k3x9q;win;2;1200;double-threat,short;<position>;e5 d4 c3;a1>b2 a2>b2

- ``id``: five characters a-z0-9, ``puzzle_id(position)``;
- ``kind``: ``win`` (exactly one move forces a win within n own moves, and
  no win within n - 1 exists) or ``save`` (every move but one lets the
  opponent force a win within n of its own moves, and n is the fewest
  such; after the one, the opponent has no forced win within n);
- ``n``: 2 or 3 for ``win``, 1 to 3 for ``save``;
- ``rating``: a whole number from MIN_RATING to MAX_RATING (``difficulty``
  says how it is measured);
- ``themes``: codes of THEMES, comma-separated, in THEMES' order, exactly
  those ``themes_of`` finds;
- ``position``: ``notation.format_position``'s string;
- ``line``: for ``win``, the solution, the strongest defence, the next
  winning move, ... ending with the move that wins the game (2n - 1 moves);
  for ``save``, the saving move alone;
- ``answers``: every other legal first move, each as ``move>reply``: for
  ``win`` a reply that leaves the mover no forced win within n - 1, for
  ``save`` the opponent's reply that starts its forced win within n.

``puzzle_proof.prove`` checks all of it with ``tactics`` and raises
PuzzleError saying what fails; this module is only the value and its text,
light enough for the Puzzles page and the lessons under Brython.
"""

from .errors import NotationError, PuzzleError, quote
from .notation import parse_cell, parse_position, parse_whole_number
from .tables import CELL_NAMES

KINDS = ("win", "save")
# The n each kind allows.
DEPTHS = {"win": (2, 3), "save": (1, 2, 3)}
MIN_RATING = 600
MAX_RATING = 2400
ID_LENGTH = 5
ID_CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"

# The themes' codes, in the order a puzzle lists them, and what each means
# (``themes_of`` decides them; "the solver" is the side to move, "the
# solution" the line's first move).
THEMES = (
    ("short", "n is 1 or 2"),
    ("long", "n is 3"),
    ("defence", "a save puzzle: the only move that does not lose by force"),
    ("board-win", "the solution wins a small board"),
    ("block", "the solution takes a cell where the opponent would have completed "
              "a line of that small board"),
    ("free-choice", "a move of the solver in the line (not the last) sends the opponent "
                    "to a finished board, handing it a free choice"),
    ("double-threat", "after the solution the solver has game-winning cells in two "
                      "different small boards"),
    ("sacrifice", "after the solution the opponent can win a small board with its "
                  "next move"),
    ("dead-end", "the solution sends the opponent to one small board where it can no "
                 "longer make a line (every line there holds a mark of the solver)"),
    ("quiet", "the solution wins no small board, blocks no line and hands over no "
              "free choice"),
)
THEME_CODES = tuple(code for code, _ in THEMES)


def puzzle_id(position):
    """Five characters a-z0-9 derived from the position string: its
    characters' codes folded into a number below 36**5 (whole-number
    arithmetic only, the same in CPython and Brython)."""
    modulus = 36 ** ID_LENGTH
    h = 7
    for ch in position:
        h = (h * 131 + ord(ch)) % 1000000007
    h = h % modulus
    out = ""
    for _ in range(ID_LENGTH):
        out = ID_CHARS[h % 36] + out
        h = h // 36
    return out


class Puzzle:
    """One puzzle, as its eight fields: ``line`` a tuple of cell indices,
    ``answers`` a tuple of (move, reply) cell-index pairs, ``themes`` a
    tuple of codes, ``position`` the position string."""

    def __init__(self, id, kind, n, rating, themes, position, line, answers, start=None):
        self.id = id
        self.kind = kind
        self.n = n
        self.rating = rating
        self.themes = tuple(themes)
        self.position = position
        self.line = tuple(line)
        self.answers = tuple(answers)
        self._start = start         # the position's Game, when the parser has made it

    def _fields(self):
        return (self.id, self.kind, self.n, self.rating, self.themes, self.position,
                self.line, self.answers)

    def __eq__(self, other):
        return isinstance(other, Puzzle) and self._fields() == other._fields()

    def __hash__(self):
        return hash(self._fields())

    def __repr__(self):
        return "<Puzzle %s>" % format_puzzle(self)

    def game(self):
        """A new Game at the puzzle's position (a copy of the one the parser
        made: the page opens a puzzle without reading its position twice)."""
        return self._start.copy() if self._start is not None else parse_position(self.position)

    @property
    def solution(self):
        return self.line[0]


def format_puzzle(puzzle):
    """The puzzle's line of text (without a newline)."""
    return ";".join((
        puzzle.id, puzzle.kind, str(puzzle.n), str(puzzle.rating), ",".join(puzzle.themes),
        puzzle.position, " ".join(CELL_NAMES[m] for m in puzzle.line),
        " ".join(CELL_NAMES[m] + ">" + CELL_NAMES[r] for m, r in puzzle.answers)))


def _cells(text, what):
    try:
        return [parse_cell(word) for word in text.split()]
    except NotationError as e:
        raise PuzzleError("%s: %s" % (what, e)) from None


def parse_puzzle(text):
    """The Puzzle of one line; raises PuzzleError quoting the field at fault
    (the form only: ``prove`` checks what the fields claim)."""
    if not isinstance(text, str):
        raise PuzzleError("a puzzle must be text, not %r" % (type(text).__name__,))
    fields = text.split(";")
    if len(fields) != 8:
        raise PuzzleError("puzzle %s has %d fields; expected 8: id;kind;n;rating;themes;"
                          "position;line;answers" % (quote(text), len(fields)))
    pid, kind, n_text, rating_text, themes_text, position, line_text, answers_text = fields
    if len(pid) != ID_LENGTH or any(ch not in ID_CHARS for ch in pid):
        raise PuzzleError("id %s must be %d characters a-z, 0-9" % (quote(pid), ID_LENGTH))
    if kind not in KINDS:
        raise PuzzleError("kind %s must be 'win' or 'save'" % quote(kind))
    try:
        n = parse_whole_number(n_text)
    except NotationError:
        raise PuzzleError("n %s must be a whole number" % quote(n_text)) from None
    if n not in DEPTHS[kind]:
        raise PuzzleError("n %s is not allowed for a %s puzzle: %s" % (
            quote(n_text), kind, " or ".join(str(d) for d in DEPTHS[kind])))
    try:
        rating = parse_whole_number(rating_text)
    except NotationError:
        raise PuzzleError("rating %s must be a whole number" % quote(rating_text)) from None
    if not MIN_RATING <= rating <= MAX_RATING:
        raise PuzzleError("rating %s must be from %d to %d"
                          % (quote(rating_text), MIN_RATING, MAX_RATING))
    themes = themes_text.split(",")
    for theme in themes:
        if theme not in THEME_CODES:
            raise PuzzleError("unknown theme %s: the themes are %s"
                              % (quote(theme), ", ".join(THEME_CODES)))
    if len(set(themes)) != len(themes):
        raise PuzzleError("themes %s name a theme twice" % quote(themes_text))
    try:
        start = parse_position(position)
    except NotationError as e:
        raise PuzzleError("illegal position: %s" % e) from None
    line = _cells(line_text, "line %s" % quote(line_text))
    if not line:
        raise PuzzleError("the line is empty")
    answers = []
    for pair in answers_text.split():
        parts = pair.split(">")
        if len(parts) != 2:
            raise PuzzleError("answer %s must be move>reply, like a1>b2" % quote(pair))
        answers.append(tuple(_cells(" ".join(parts), "answer %s" % quote(pair))))
    return Puzzle(pid, kind, n, rating, themes, position, line, answers, start)


class PuzzleFileError(PuzzleError):
    """A fault in a file of puzzles: at ``line`` (1-based), in the puzzle
    ``puzzle_id`` (the line's first field when it has no readable id)."""

    def __init__(self, line, puzzle_id, reason):
        super().__init__("line %d, puzzle %s: %s" % (line, puzzle_id, reason))
        self.line = line
        self.puzzle_id = puzzle_id
        self.reason = reason


def parse_puzzles(text):
    """[(line number, Puzzle)] of a file's text: one puzzle a line, blank
    lines and lines starting with '#' skipped; raises PuzzleFileError on the
    first bad line or an id used twice."""
    out = []
    seen = {}
    for number, row in enumerate(text.split("\n"), 1):
        row = row.rstrip("\r")
        if not row.strip() or row.startswith("#"):
            continue
        try:
            puzzle = parse_puzzle(row)
        except PuzzleError as e:
            raise PuzzleFileError(number, row.split(";", 1)[0][:20] or "?", str(e)) from None
        if puzzle.id in seen:
            raise PuzzleFileError(number, puzzle.id, "the id is used by line %d too"
                                  % seen[puzzle.id])
        seen[puzzle.id] = number
        out.append((number, puzzle))
    return out

"""Text formats of SPEC section 3, each a parser/formatter pair that round-trips.

- cell names ``a1``..``i9`` (file left to right, rank bottom to top);
- position strings ``<9 ranks top to bottom> <X|O> <counter> <last move|->``;
- game records: the moves from the start, space-separated, optionally ending
  in ``resign`` when the side to move resigned.
"""

from .errors import CellError, IllegalMoveError, PositionError, RecordError
from .game import Game
from .outcome import RESIGNATION
from .tables import CELL_INDEX, CELL_NAMES, EMPTY, GRID, O, X

START_POSITION = "9/9/9/9/9/9/9/9/9 X 0 -"
RESIGN = "resign"

_MARK_CHARS = {"x": X, "o": O}
_SIDES = {"X": X, "O": O, "x": X, "o": O}


def cell_name(index):
    """The name of cell index 0..80, e.g. 40 -> ``"e5"``."""
    return CELL_NAMES[index]


def parse_cell(text):
    """The cell index of a name such as ``"e5"`` (upper case accepted)."""
    index = CELL_INDEX.get(text.lower()) if isinstance(text, str) else None
    if index is None:
        raise CellError("unknown cell %r: a cell is a file a-i and a rank 1-9, like 'e5'" % (text,))
    return index


def _short(text, limit=60):
    return text if len(text) <= limit else text[:limit] + "..."


def parse_position(text, early_draw=True):
    """A Game rooted at the position described by ``text``."""
    if not isinstance(text, str):
        raise PositionError("a position must be text, not %r" % (type(text).__name__,))
    fields = text.split()
    if len(fields) != 4:
        raise PositionError(
            "position %r has %d fields; expected 4: ranks, side to move, move counter, last move"
            % (_short(text), len(fields)))
    ranks_text, side_text, counter_text, last_text = fields
    ranks = ranks_text.split("/")
    if len(ranks) != 9:
        raise PositionError("position %r has %d ranks; expected 9 separated by '/'"
                            % (_short(text), len(ranks)))
    cells = [EMPTY] * 81
    for r, rank in enumerate(ranks):
        f = 0
        for ch in rank:
            if ch in _MARK_CHARS:
                if f < 9:
                    cells[GRID[r][f]] = _MARK_CHARS[ch]
                f += 1
            elif "1" <= ch <= "9":
                f += ord(ch) - ord("0")
            else:
                raise PositionError("rank %d %r has %r; use x, o and digits 1-9"
                                    % (9 - r, rank, ch))
        if f != 9:
            raise PositionError("rank %d %r covers %d cells; expected 9" % (9 - r, rank, f))
    if side_text not in _SIDES:
        raise PositionError("side to move %r must be X or O" % (side_text,))
    turn = _SIDES[side_text]
    if not counter_text.isdigit():
        raise PositionError("move counter %r must be a whole number >= 0" % (counter_text,))
    counter = int(counter_text)
    xs = cells.count(X)
    os = cells.count(O)
    if xs - os != (0 if turn == X else 1):
        raise PositionError(
            "position %r has %d x and %d o, impossible with %s to move"
            % (_short(text), xs, os, side_text.upper()))
    last = -1
    if last_text != "-":
        try:
            last = parse_cell(last_text)
        except CellError as e:
            raise PositionError("last move %r: %s" % (last_text, e)) from None
        if cells[last] != 3 - turn:
            raise PositionError(
                "last move %s must hold the mark of %s, who just moved, but it holds %s"
                % (last_text, "O" if turn == X else "X",
                   {EMPTY: "nothing", X: "x", O: "o"}[cells[last]]))
    return Game.from_state(cells, turn, last, counter, early_draw)


def format_position(game):
    """The position string of ``game``."""
    ranks = []
    for r in range(9):
        out = []
        run = 0
        for f in range(9):
            m = game.cells[GRID[r][f]]
            if m == EMPTY:
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            out.append("x" if m == X else "o")
        if run:
            out.append(str(run))
        ranks.append("".join(out))
    return "%s %s %d %s" % ("/".join(ranks), "X" if game.turn == X else "O", game.counter,
                            "-" if game.last < 0 else CELL_NAMES[game.last])


def parse_record(text, early_draw=True, start=None):
    """A Game holding the moves of ``text`` played from ``start`` (a Game,
    default the empty board); raises RecordError naming the bad move."""
    if not isinstance(text, str):
        raise RecordError("a game record must be text, not %r" % (type(text).__name__,))
    game = start.copy() if start is not None else Game(early_draw)
    tokens = text.split()
    for k, token in enumerate(tokens):
        if token.lower() == RESIGN:
            if k != len(tokens) - 1:
                raise RecordError("move %d %r: 'resign' can only end a record" % (k + 1, token))
            try:
                game.resign()
            except IllegalMoveError as e:
                raise RecordError("move %d %r: %s" % (k + 1, token, e)) from None
            break
        try:
            game.push(parse_cell(token))
        except (CellError, IllegalMoveError) as e:
            raise RecordError("move %d %r: %s" % (k + 1, token, e)) from None
    return game


def format_record(game):
    """The moves of ``game`` since its root, space-separated."""
    words = [CELL_NAMES[m] for m in game.moves]
    if game.outcome is not None and game.outcome.termination == RESIGNATION:
        words.append(RESIGN)
    return " ".join(words)


def parse_game(text, early_draw=True):
    """A position string (it has '/') or a game record, whichever ``text`` is."""
    if isinstance(text, str) and "/" in text:
        return parse_position(text, early_draw)
    return parse_record(text, early_draw)

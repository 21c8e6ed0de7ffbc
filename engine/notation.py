"""The text formats (cells, positions, game records: ARCHITECTURE.md,
"Notation"), each a parser/formatter pair that round-trips.

- whole numbers: the digits 0-9 only (the move counter, and every number
  the page, its saved state and its board blocks read);
- cell names ``a1``..``i9`` (file left to right, rank bottom to top);
- position strings ``<9 ranks top to bottom> <X|O> <counter> <last move|->``,
  only for positions that play can reach: the counter is the number of
  marks (0 on a board with marks means "not given", as the public perft
  suites write it), and the last move (which fixes where the side to move
  is sent) is '-' only on the empty board;
- game records: the moves from the start, space-separated, optionally ending
  in ``resign`` when the side to move resigned, or ``resign-x`` /
  ``resign-o`` when that player did (either player may resign at any time;
  the formatter writes plain ``resign`` whenever it says the same).
"""

from .errors import CellError, IllegalMoveError, NumberError, PositionError, RecordError, quote
from .game import Game
from .outcome import RESIGNATION
from .tables import CELL_INDEX, CELL_NAMES, EMPTY, GRID, O, X

START_POSITION = "9/9/9/9/9/9/9/9/9 X 0 -"
RESIGN = "resign"
# The resign tokens: plain for the side to move, or naming who resigned.
RESIGN_TOKENS = {RESIGN: None, RESIGN + "-x": X, RESIGN + "-o": O}

_MARK_CHARS = {"x": X, "o": O}
_SIDES = {"X": X, "O": O, "x": X, "o": O}


def cell_name(index):
    """The name of cell index 0..80, e.g. 40 -> ``"e5"``."""
    return CELL_NAMES[index]


def parse_cell(text):
    """The cell index of a name such as ``"e5"`` (upper case accepted)."""
    index = CELL_INDEX.get(text.lower()) if isinstance(text, str) else None
    if index is None:
        raise CellError("unknown cell %s: a cell is a file a-i and a rank 1-9, like 'e5'"
                        % (quote(text) if isinstance(text, str) else repr(text)))
    return index


def parse_whole_number(text):
    """The value of ``text``, one or more ASCII digits; raises NumberError
    for anything else (callers put it in their own words).

    Not ``str.isdigit``, which also takes '٣' and '²'. A number of more than
    15 digits (after leading zeros) reads as 10**15, bigger than every limit
    here, so that thousands of digits never reach ``int`` (which refuses
    them with a message of its own)."""
    if not isinstance(text, str) or not text:
        raise NumberError("%r is not a whole number" % (text,))
    for ch in text:
        if not "0" <= ch <= "9":
            raise NumberError("%s is not a whole number in the digits 0-9" % quote(text))
    digits = text.lstrip("0")
    return int(digits or "0") if len(digits) <= 15 else 10 ** 15


def parse_position(text, early_draw=True):
    """A Game rooted at the position described by ``text``.

    Raises PositionError saying what is wrong and quoting the part of
    ``text`` at fault: a malformed field, or the whole position when it is
    well formed but play cannot reach it (see ``Game.from_state``). The move
    counter must equal the number of marks, unless it is 0 on a board with
    marks: the public perft suites write 0 on every position, so 0 there
    reads as "not given". The last move is '-' exactly when the board is
    empty.
    """
    if not isinstance(text, str):
        raise PositionError("a position must be text, not %r" % (type(text).__name__,))
    fields = text.split()
    if len(fields) != 4:
        raise PositionError("position %s has %d fields; expected 4: ranks, side to move, "
                            "move counter, last move" % (quote(text), len(fields)))
    ranks_text, side_text, counter_text, last_text = fields
    ranks = ranks_text.split("/")
    if len(ranks) != 9:
        raise PositionError("position %s has %d ranks; expected 9 separated by '/'"
                            % (quote(text), len(ranks)))
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
                raise PositionError("rank %d %s has %r; use x, o and digits 1-9"
                                    % (9 - r, quote(rank), ch))
        if f != 9:
            raise PositionError("rank %d %s covers %d cells; expected 9" % (9 - r, quote(rank), f))
    if side_text not in _SIDES:
        raise PositionError("side to move %s must be X or O" % quote(side_text))
    try:
        counter = parse_whole_number(counter_text)
    except NumberError:
        raise PositionError("move counter %s must be a whole number in digits 0-9"
                            % quote(counter_text)) from None
    marks = 81 - cells.count(EMPTY)
    if counter != marks and counter != 0:
        raise PositionError("position %s: move counter %s does not match the %d marks on the "
                            "board" % (quote(text), quote(counter_text), marks))
    last = -1
    if last_text != "-":
        try:
            last = parse_cell(last_text)
        except CellError as e:
            raise PositionError("last move: %s" % e) from None
    try:
        return Game.from_state(cells, _SIDES[side_text], last, early_draw)
    except PositionError as e:
        raise PositionError("position %s: %s" % (quote(text), e)) from None


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
    return "%s %s %d %s" % ("/".join(ranks), "X" if game.turn == X else "O",
                            81 - game.cells.count(EMPTY),
                            "-" if game.last < 0 else CELL_NAMES[game.last])


def parse_record(text, early_draw=True, start=None):
    """A Game holding the moves of ``text`` played from ``start`` (a Game,
    default the empty board); raises RecordError naming the bad move."""
    if not isinstance(text, str):
        raise RecordError("a game record must be text, not %r" % (type(text).__name__,))
    game = start.copy() if start is not None else Game(early_draw)
    tokens = text.split()
    for k, token in enumerate(tokens):
        if token.lower() in RESIGN_TOKENS:
            if k != len(tokens) - 1:
                raise RecordError("move %d %s: 'resign' can only end a record" % (k + 1, quote(token)))
            try:
                game.resign(RESIGN_TOKENS[token.lower()])
            except IllegalMoveError as e:
                raise RecordError("move %d %s: %s" % (k + 1, quote(token), e)) from None
            break
        try:
            move = parse_cell(token)
        except CellError as e:
            raise RecordError("move %d: %s" % (k + 1, e)) from None
        try:
            game.push(move)
        except IllegalMoveError as e:
            raise RecordError("move %d %r: %s" % (k + 1, token, e)) from None
    return game


def format_record(game):
    """The moves of ``game`` since its root, space-separated."""
    words = [CELL_NAMES[m] for m in game.moves]
    if game.outcome is not None and game.outcome.termination == RESIGNATION:
        loser = 3 - game.outcome.winner
        words.append(RESIGN if loser == game.turn else RESIGN + ("-x" if loser == X else "-o"))
    return " ".join(words)


def parse_game(text, early_draw=True):
    """A position string (it has '/') or a game record, whichever ``text`` is."""
    if isinstance(text, str) and "/" in text:
        return parse_position(text, early_draw)
    return parse_record(text, early_draw)

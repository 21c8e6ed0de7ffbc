"""The rules: a game position with legal moves, push/pop undo and the outcome.

This is the reference implementation of the rules, written to be read. The
computer player uses fast copies of them, listed in ``fastrules`` and
checked against this module by tests/engine/test_fast_rules.py.

Moves are cell indices 0..80 (see ``tables``); ``notation`` turns them into
names such as ``"e5"``. Like python-chess's Board, a Game is mutable: ``push``
plays a move, ``pop`` takes the last one back, all the way to where it began.
"""

from .errors import GameOverError, IllegalMoveError, PositionError
from .outcome import EARLY_DRAW, FULL_BOARD, LINE, RESIGNATION, Outcome
from .tables import (
    BOARD_OF, CELL_NAMES, CELL_OF, DRAWN, EMPTY, LINES, LINES_THROUGH, O, OPEN, X,
    board_span, line_state,
)


def opponent(player):
    """The other player: X <-> O."""
    return 3 - player


def small_board_state(cells, board):
    """OPEN, X, O (three in a row) or DRAWN (full, no line) for a small board."""
    base = 9 * board
    for line in LINES:
        m = cells[base + line[0]]
        if m != EMPTY and cells[base + line[1]] == m and cells[base + line[2]] == m:
            return m
    for i in range(base, base + 9):
        if cells[i] == EMPTY:
            return OPEN
    return DRAWN


def decide(boards, early_draw, changed=None):
    """The outcome implied by the small boards' states, or None if play goes on.

    ``changed`` is the board that just closed: only its lines can hold a new win.
    """
    lines = LINES if changed is None else [LINES[i] for i in LINES_THROUGH[changed]]
    for line in lines:
        s = line_state(boards, line)
        if s == X or s == O:
            return Outcome(s, LINE, line)
    if OPEN not in boards:
        return Outcome(None, FULL_BOARD)
    if early_draw:
        for line in LINES:
            if line_state(boards, line) != DRAWN:
                return None
        return Outcome(None, EARLY_DRAW)
    return None


class Game:
    """A position plus the history of moves that led to it from its root.

    Public state (read it, change it only through push/pop/resign):
    ``cells`` (81 marks), ``boards`` (9 small-board states: OPEN, X, O, DRAWN),
    ``turn`` (X or O),
    ``last`` (cell index of the last move, -1 if none), ``moves`` (moves
    pushed since the root), ``outcome`` (None while the game runs),
    ``early_draw`` (rules option).
    """

    def __init__(self, early_draw=True):
        self.early_draw = early_draw
        self.cells = [EMPTY] * 81
        self.boards = [OPEN] * 9
        self.turn = X
        self.last = -1
        self.moves = []
        self.outcome = None
        self._root_last = -1

    @classmethod
    def from_state(cls, cells, turn, last=-1, early_draw=True):
        """A game rooted at the position of ``cells`` (81 marks) with ``turn``
        to move, whose last move was ``last`` (it says where ``turn`` is sent;
        -1 only for the empty board).

        Raises PositionError unless play from the empty board can produce
        the position as far as its last move shows: the marks fit the side
        to move, no board (nor the big board) has lines of both players, and
        the last move was legal where it stands: its small board was open
        before it and the game was not already over.
        """
        game = cls(early_draw)
        game.cells = cells = list(cells)
        game.turn = turn
        xs = cells.count(X)
        os = cells.count(O)
        if xs - os != (0 if turn == X else 1):
            raise PositionError("%d x and %d o are impossible with %s to move"
                                % (xs, os, "X" if turn == X else "O"))
        for b in range(9):
            base = 9 * b
            winners = set()
            for line in LINES:
                m = cells[base + line[0]]
                if m != EMPTY and cells[base + line[1]] == m and cells[base + line[2]] == m:
                    winners.add(m)
            if len(winners) > 1:
                raise PositionError("small board %s has three in a row for both X and O"
                                    % board_span(b))
            game.boards[b] = small_board_state(cells, b)
        if {line_state(game.boards, line) for line in LINES} >= {X, O}:
            raise PositionError("both X and O have three small boards in a row")
        if last < 0:
            if xs:
                raise PositionError("the last move is missing: '-' is only for the empty board")
        else:
            game._check_last_move(last)
        game.last = game._root_last = last
        game.outcome = decide(game.boards, early_draw)
        return game

    def _check_last_move(self, last):
        """Raise PositionError unless ``last`` could have been played just
        before this position (by the player not to move)."""
        mover = 3 - self.turn
        name = CELL_NAMES[last]
        held = self.cells[last]
        if held != mover:
            raise PositionError(
                "last move %s must hold the mark of %s, who just moved, but it holds %s"
                % (name, "X" if mover == X else "O", {EMPTY: "nothing", X: "x", O: "o"}[held]))
        b = BOARD_OF[last]
        self.cells[last] = EMPTY
        before = small_board_state(self.cells, b)
        self.cells[last] = mover
        if before != OPEN:
            raise PositionError("last move %s is in the small board %s, which %s had won before it"
                                % (name, board_span(b), "X" if before == X else "O"))
        boards = self.boards[:]
        boards[b] = OPEN
        ended = decide(boards, self.early_draw)
        if ended is not None:
            if ended.termination == LINE:
                why = "%s had three small boards in a row" % ("X" if ended.winner == X else "O")
            else:
                why = "every big-board line was dead (an early draw)"
            raise PositionError("last move %s came after the end of the game: %s" % (name, why))

    def copy(self):
        """An independent game with the same position and history."""
        g = Game(self.early_draw)
        g.cells = self.cells[:]
        g.boards = self.boards[:]
        g.turn = self.turn
        g.last = self.last
        g.moves = self.moves[:]
        g.outcome = self.outcome
        g._root_last = self._root_last
        return g

    # -- where the side to move may play ------------------------------------

    def sent_to(self):
        """The board the side to move must play in, or None when they may
        choose (the first move, or sent to a closed board)."""
        if self.last < 0:
            return None
        target = CELL_OF[self.last]
        return target if self.boards[target] == OPEN else None

    def is_free_choice(self):
        """True when the side to move may pick any open board (and it is their move)."""
        return self.outcome is None and self.sent_to() is None

    def playable_boards(self):
        """The boards the side to move may play in (empty once the game is over)."""
        if self.outcome is not None:
            return ()
        target = self.sent_to()
        if target is not None:
            return (target,)
        return tuple(b for b in range(9) if self.boards[b] == OPEN)

    def legal_moves(self):
        """The legal moves as cell indices, in increasing order."""
        cells = self.cells
        out = []
        for b in self.playable_boards():
            base = 9 * b
            for i in range(base, base + 9):
                if cells[i] == EMPTY:
                    out.append(i)
        return out

    def illegal_reason(self, move):
        """Why ``move`` may not be played now, or None when it is legal."""
        if self.outcome is not None:
            return "the game is over"
        if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move < 81:
            return "%r is not a cell index 0..80" % (move,)
        name = CELL_NAMES[move]
        if self.cells[move] != EMPTY:
            return "%s is already taken" % name
        b = BOARD_OF[move]
        if self.boards[b] != OPEN:
            return "%s is in a closed small board" % name
        target = self.sent_to()
        if target is not None and b != target:
            return "%s is outside the small board %s that %s was sent to" % (
                name, board_span(target), "X" if self.turn == X else "O")
        return None

    def is_legal(self, move):
        return self.illegal_reason(move) is None

    # -- playing and taking back --------------------------------------------

    def push(self, move):
        """Play ``move`` for the side to move; raises IllegalMoveError if not legal."""
        reason = self.illegal_reason(move)
        if reason is not None:
            error = GameOverError if self.outcome is not None else IllegalMoveError
            name = CELL_NAMES[move] if isinstance(move, int) and 0 <= move < 81 else repr(move)
            raise error("cannot play %s: %s" % (name, reason))
        b = BOARD_OF[move]
        self.cells[move] = self.turn
        self.moves.append(move)
        self.last = move
        self.turn = 3 - self.turn
        state = small_board_state(self.cells, b)
        if state != OPEN:
            self.boards[b] = state
            self.outcome = decide(self.boards, self.early_draw, b)

    def pop(self):
        """Take back the last move (or resignation); returns the move, or None
        for a resignation. Raises IndexError at the root."""
        if self.outcome is not None and self.outcome.termination == RESIGNATION:
            self.outcome = None
            return None
        if not self.moves:
            raise IndexError("no move to take back")
        move = self.moves.pop()
        self.turn = 3 - self.turn
        self.cells[move] = EMPTY
        self.boards[BOARD_OF[move]] = OPEN
        self.last = self.moves[-1] if self.moves else self._root_last
        self.outcome = None
        return move

    def resign(self, player=None):
        """``player`` (X or O; default the side to move) resigns, whoever is to
        move: the other player wins. Undone by ``pop``."""
        if self.outcome is not None:
            raise GameOverError("cannot resign: the game is over")
        if player is None:
            player = self.turn
        if player != X and player != O:
            raise IllegalMoveError("cannot resign for %r: only X or O can resign" % (player,))
        self.outcome = Outcome(opponent(player), RESIGNATION)

    def __repr__(self):
        return "<Game turn=%s moves=%d outcome=%r>" % (
            "X" if self.turn == X else "O", len(self.moves), self.outcome)


def game_at(game, ply):
    """A copy of ``game`` taken back to its first ``ply`` moves (all of them,
    a resignation included, when ``ply`` is the game's length)."""
    game = game.copy()
    while len(game.moves) > ply:
        game.pop()
    return game

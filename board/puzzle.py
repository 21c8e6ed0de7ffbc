"""Solving a puzzle: the player's taps judged by the engine, the defence
played back, a wrong try shown with its refutation on the board; and which
puzzle comes next (near the player's rating, by theme, the day's).

A ``win`` puzzle's first move is unique (the build proves it), so it is
checked against the line; after it, any move that still wins by force in
the moves left is accepted, as lichess accepts any mate on the last move.
The search here (``engine.solve``) stays shallow, two own moves at most,
so it runs in the page under Brython. A ``save`` puzzle asks for the only
move that does not lose by force; its wrong tries show the winning reply.
"""

from engine import cell_name, format_position
from engine.puzzles import Puzzle, parse_puzzle
from engine.solve import forces_win, game_winning_moves, refutation, strongest_defence

from board.view import mark_sign

SOLVING = "solving"     # the player's move
REPLYING = "replying"   # a right move played; the defence comes next (``reply``)
WRONG = "wrong"         # a wrong try, shown with its refutation; retry, see the answer or go on
SOLVED = "solved"
SHOWN = "shown"         # the answer shown before it was solved


class PuzzleRun:
    """One puzzle being solved. ``game`` is the position reached (the
    player's right moves and the defences); a wrong try is not played
    there: ``shown_game`` adds it and its refutation while it is on view."""

    def __init__(self, puzzle):
        self.puzzle = puzzle
        self.start = puzzle.game()
        self.solver = self.start.turn
        self.game = self.start.copy()
        self.left = puzzle.n if puzzle.kind == "win" else 1
        self.state = SOLVING
        self.failed = False     # a wrong try or the answer seen: the first try is lost
        self.tried = None       # (the wrong move, its refutation) while WRONG
        self.last_reply = None

    def on_line(self):
        return self.game.moves == self.puzzle.line[:len(self.game.moves)]

    def is_right(self, move):
        if self.puzzle.kind == "save" or not self.game.moves:
            return move == self.puzzle.line[0]
        return forces_win(self.game, move, self.left)

    def try_move(self, move):
        """Judge a tap: True (played; the puzzle is solved, or the defence
        comes next), False (a wrong try, shown with its refutation), None
        (not the player's move now, or not legal)."""
        if self.state != SOLVING or not self.game.is_legal(move):
            return None
        if self.is_right(move):
            self.game.push(move)
            self.left -= 1
            over = self.game.outcome is not None
            self.state = SOLVED if over or self.puzzle.kind == "save" else REPLYING
            return True
        self.failed = True
        self.tried = (move, self.refutation_of(move))
        self.state = WRONG
        return False

    def refutation_of(self, move):
        """The reply that shows why ``move`` fails: the puzzle's own for a
        first move (proven at build time), else the engine's, found here
        (a lesson's "win in two" lists none). None when there is nothing to
        show: the last move was to win the game, or the try ends it."""
        listed = dict(self.puzzle.answers).get(move) if not self.game.moves else None
        if listed is not None or self.left == 1 or self._ends(move):
            return listed
        return refutation(self.game, move, self.left)

    def _ends(self, move):
        self.game.push(move)
        over = self.game.outcome is not None
        self.game.pop()
        return over

    def reply(self):
        """Play the defence after a right move: the line's while the player
        follows it (the strongest, proven at build time), else the
        strongest this shallow search finds. Returns the reply."""
        if self.state != REPLYING:
            return None
        if self.on_line() and len(self.game.moves) < len(self.puzzle.line):
            move = self.puzzle.line[len(self.game.moves)]
        else:
            played = self.game.moves[-1]
            self.game.pop()
            move = strongest_defence(self.game, played, self.left + 1)[0]
            self.game.push(played)
        self.game.push(move)
        self.last_reply = move
        self.state = SOLVING
        return move

    def shown_game(self):
        """The position on view: with the wrong try and its refutation."""
        if self.state != WRONG:
            return self.game
        game = self.game.copy()
        move, reply = self.tried
        game.push(move)
        if reply is not None and game.outcome is None:
            game.push(reply)
        return game

    def retry(self):
        """Back to the position before the wrong try."""
        if self.state == WRONG:
            self.tried = None
            self.state = SOLVING

    def restart(self):
        """The puzzle from its start again (the first try stays lost)."""
        self.game = self.start.copy()
        self.left = self.puzzle.n if self.puzzle.kind == "win" else 1
        self.tried = None
        self.state = SOLVING

    def show(self):
        """The answer: back to the start, the line's moves to come one by
        one (``show_step``), so the player sees how it goes."""
        if self.state != SOLVED:
            self.failed = True
        self.game = self.start.copy()
        self.tried = None
        self.state = SHOWN

    def show_step(self):
        """Play the answer's next move; None when the whole line is on the board."""
        if self.state != SHOWN or len(self.game.moves) >= len(self.puzzle.line):
            return None
        move = self.puzzle.line[len(self.game.moves)]
        self.game.push(move)
        return move

    def finished(self):
        return self.state in (SOLVED, SHOWN)


def line_text(game, moves, lang):
    """The moves from ``game``'s position, each after its mark: "O f3, X i7"."""
    turn = game.turn
    out = []
    for move in moves:
        out.append(mark_sign(lang, turn) + " " + cell_name(move))
        turn = 3 - turn
    return ", ".join(out)


def forced_line(game, first):
    """The line a "win in two" shows as its answer: ``first``, the
    strongest defence, the move that then wins the game."""
    reply = strongest_defence(game, first, 2)[0]
    played = game.copy()
    played.push(first)
    played.push(reply)
    return (first, reply, game_winning_moves(played)[0])


def lesson_puzzle(game, first):
    """A lesson's "win in two" (the Tips page's) as a puzzle to play
    through: its position, ``first`` (its proven answer) and the line."""
    return Puzzle("", "win", 2, 0, (), format_position(game), forced_line(game, first), ())


class Entry:
    """A puzzle as the page lists it: its id, rating and themes, read from
    its line without the rest (reading 300 positions under Brython would
    hold the page up); ``puzzle()`` parses the whole line when it opens."""

    __slots__ = ("id", "rating", "themes", "row")

    def __init__(self, row):
        fields = row.split(";")
        self.id = fields[0]
        self.rating = int(fields[3])
        self.themes = tuple(fields[4].split(","))
        self.row = row

    def puzzle(self):
        return parse_puzzle(self.row)


def catalogue(text):
    """The Entries of a set's text, as the build wrote it (proven, one a
    line)."""
    return [Entry(row) for row in text.split("\n") if row.strip() and not row.startswith("#")]


SPAN = 100000           # more than the puzzles in a set


def choose_next(puzzles, progress, theme=None, current=None):
    """The next puzzle: one not played yet, in ``theme`` if given, whose
    rating is nearest the player's (among the five nearest, the one the
    number of puzzles played picks, so that a run does not always climb the
    same ladder); when every one is played, the nearest again, not the
    current one. None when the theme has no puzzle. A new player's first is
    the same for all: the page is built showing it."""
    pool = [p for p in puzzles if theme is None or theme in p.themes]
    done = {puzzle_id for puzzle_id, _ in progress.played}
    fresh = [p for p in pool if p.id not in done]
    pool = fresh or [p for p in pool if current is None or p.id != current] or pool
    if not pool:
        return None
    # Whole numbers (distance, then place in the set) sort fast under Brython.
    target = int(progress.rating.rating + 0.5)
    near = sorted([abs(p.rating - target) * SPAN + k for k, p in enumerate(pool)])[:5]
    return pool[near[len(progress.played) % len(near)] % SPAN]


DAY_STEP = 7919         # a prime: the days walk the whole set before any puzzle comes back


def daily_puzzle(puzzles, day):
    """The day's puzzle (``day``: days since 1 January 1970, UTC), the same
    for everyone: the set in order of id, walked in steps of DAY_STEP."""
    ordered = sorted(puzzles, key=lambda p: p.id)
    return ordered[(day * DAY_STEP) % len(ordered)]


def find_puzzle(puzzles, puzzle_id):
    for puzzle in puzzles:
        if puzzle.id == puzzle_id:
            return puzzle
    return None

"""Lessons: a position and a goal; the engine decides whether a tap reaches
it, and says why, in the page's language.

Goals (the ``goal:`` of a lesson block, checked at build time and in the page):
``send tr`` (a move that sends the opponent to that board), ``win-board``,
``win-game``, ``free-choice`` (a move that gives the opponent a free choice),
``no-free-choice`` (one that does not), ``keep-line`` (one after which the
game goes on and no reply of the opponent ends it in an early draw: the last
live line survives the next move too), ``win-in-two e5`` (the moves that
win by force, proven by the engine: exactly these) and ``cells e5 f6`` (one
of these cells).
"""

from engine import NotationError, cell_name, parse_cell, parse_position, parse_record
from engine.outcome import EARLY_DRAW
from engine.solve import game_winning_moves, refutation, wins_in_two
from engine.tables import BOARD_OF, CELL_OF, OPEN

from board.puzzle import REPLYING, SOLVING, SOLVED, WRONG, PuzzleRun, lesson_puzzle
from board import teach_words  # noqa: F401 (the texts this module says, added on import)
from board.texts import board_name, text
from board.view import BOARD_CODES, player_text

GOALS = ("send", "win-board", "win-game", "free-choice", "no-free-choice", "keep-line",
         "win-in-two", "cells")


class GoalError(ValueError):
    """A goal that is not one of the forms above; the message says why."""


def _cells(goal, rest):
    if not rest:
        raise GoalError("goal %r lists no cells" % goal)
    try:
        return [parse_cell(word) for word in rest]
    except NotationError as e:
        raise GoalError("goal: %s" % e) from None


def parse_goal(goal):
    """(kind, argument) of a goal: the target board for ``send``, the cell
    indices for ``cells`` and ``win-in-two``, else None."""
    words = goal.split()
    if not words or words[0] not in GOALS:
        raise GoalError("goal %r must start with one of %s" % (goal, ", ".join(GOALS)))
    kind, rest = words[0], words[1:]
    if kind == "send":
        if len(rest) != 1 or rest[0] not in BOARD_CODES:
            raise GoalError("goal %r names one board, one of %s: send tr"
                            % (goal, " ".join(BOARD_CODES)))
        return kind, BOARD_CODES.index(rest[0])
    if kind in ("cells", "win-in-two"):
        return kind, _cells(goal, rest)
    if rest:
        raise GoalError("goal %r takes no arguments" % goal)
    return kind, None


def _reaches(game, kind, wanted, move):
    """Whether ``move`` reaches a goal that one move decides."""
    board = BOARD_OF[move]
    game.push(move)
    if kind == "send":
        ok = game.outcome is None and game.sent_to() == wanted
    elif kind == "win-board":
        ok = game.boards[board] == 3 - game.turn
    elif kind == "win-game":
        ok = game.outcome is not None and game.outcome.winner == 3 - game.turn
    elif kind == "free-choice":
        ok = game.outcome is None and game.is_free_choice()
    elif kind == "no-free-choice":
        ok = game.outcome is None and not game.is_free_choice()
    elif kind == "keep-line":
        ok = game.outcome is None and early_draw_reply(game) is None
    else:
        ok = move in wanted
    game.pop()
    return ok


def lesson_answers(game, goal, prove=True):
    """The legal moves of ``game`` that reach ``goal``. For ``win-in-two``
    the engine's proof decides, and it must find exactly the cells named;
    the page (``prove=False``) takes the cells the build has proven, since
    the proof would hold up the page for a second under Brython."""
    kind, wanted = parse_goal(goal)
    if kind == "win-in-two" and not prove:
        return sorted(wanted)
    if kind == "win-in-two":
        if game_winning_moves(game):
            raise GoalError("the side to move wins at once with %s: not a win in two"
                            % cell_name(game_winning_moves(game)[0]))
        proven = wins_in_two(game)
        for move in wanted:
            if not game.is_legal(move):
                raise GoalError("%s is not a legal move here" % cell_name(move))
            if move not in proven:
                reply = refutation(game, move)
                raise GoalError("%s does not win by force: %s" % (cell_name(move),
                                "it ends the game at once" if reply is None else
                                "the answer %s leaves no winning move" % cell_name(reply)))
        missing = [cell_name(m) for m in proven if m not in wanted]
        if missing:
            raise GoalError("%s also wins by force: name every winning move" % " ".join(missing))
        return proven
    return [move for move in game.legal_moves() if _reaches(game, kind, wanted, move)]


def early_draw_reply(game):
    """A reply of the side to move that ends the game in an early draw, or None."""
    for move in game.legal_moves():
        game.push(move)
        drawn = game.outcome is not None and game.outcome.termination == EARLY_DRAW
        game.pop()
        if drawn:
            return move
    return None


def threat(game):
    """A reply of the side to move that wins a small board, or None."""
    for move in game.legal_moves():
        board = BOARD_OF[move]
        game.push(move)
        won = game.boards[board] != OPEN and game.boards[board] == 3 - game.turn
        game.pop()
        if won:
            return move
    return None


def explain(game, goal, move, right, lang):
    """Why ``move`` (legal in ``game``) does or does not reach ``goal``: one
    sentence computed by the engine, in ``lang``."""
    kind, wanted = parse_goal(goal)
    fields = {"cell": cell_name(move), "board": board_name(lang, BOARD_OF[move]),
              "mark": player_text(lang, 3 - game.turn, None)}
    if kind == "win-in-two" and not right:
        reply = refutation(game, move)
        if reply is not None:
            return text(lang, "why_refuted", reply=cell_name(reply), **fields)
    game.push(move)
    try:
        outcome = game.outcome
        target = CELL_OF[move]
        fields["target"] = board_name(lang, target)
        if kind == "win-game":
            return text(lang, "why_game" if right else "why_no_game", **fields)
        if kind == "win-board":
            return text(lang, "why_board" if right else "why_no_board", **fields)
        if outcome is not None and outcome.termination == EARLY_DRAW:
            return text(lang, "why_all_dead", **fields)
        if kind == "keep-line" and outcome is None:
            reply = early_draw_reply(game)
            if reply is not None:
                fields["reply"] = cell_name(reply)
                return text(lang, "why_line_killed", **fields)
            return text(lang, "why_line_alive", **fields)
        if kind == "win-in-two":
            return text(lang, "why_forced", **fields)
        if outcome is not None:
            return text(lang, "why_ends", **fields)
        if kind == "send":
            fields["wanted"] = board_name(lang, wanted)
            if right:
                return text(lang, "why_sends", **fields)
            return text(lang, "why_free_not" if game.is_free_choice() else "why_sends_not",
                        **fields)
        # A move that closes the very board it sends to gives a free choice too.
        free = "why_free_self" if game.boards[target] != OPEN and BOARD_OF[move] == target \
            else "why_free"
        if kind in ("free-choice", "no-free-choice"):
            return text(lang, free if game.is_free_choice() else "why_open", **fields)
        # ``cells``: what the move gives away, or that it gives nothing away.
        reply = threat(game)
        if reply is not None:
            fields["reply"] = cell_name(reply)
            fields["board"] = board_name(lang, BOARD_OF[reply])
            return text(lang, "why_threat", **fields)
        if game.is_free_choice():
            return text(lang, free, **fields)
        return text(lang, "why_safe" if right else "why_not", **fields)
    finally:
        game.pop()


class LessonController:
    """One lesson's state: the start, the answers, the last try. A wrong
    try is not played: the board stays as it was, so the next tap counts.
    ``again``: a new try is under way (after Try again, or a wrong tap,
    until the lesson is solved): a "Solved" badge then reads "Solved
    before" (``solved_badge``).

    A "win in two" plays on as a puzzle (``board.puzzle.PuzzleRun``,
    ``run``): after the right move the engine defends and the player wins
    the game; a wrong try stays on the board with the reply that refutes
    it until Try again."""

    def __init__(self, start, moves, goal):
        self.goal = goal
        self.start = parse_record(moves, start=parse_position(start))
        self.answers = lesson_answers(self.start.copy(), goal, prove=False)
        self.game = self.start.copy()
        self.solved = False
        self.tried = None           # the last wrong move, marked on the board
        self.again = False
        self.run = PuzzleRun(lesson_puzzle(self.start, self.answers[0])) \
            if parse_goal(goal)[0] == "win-in-two" else None

    def shown(self):
        """The position on view."""
        return self.run.shown_game() if self.run is not None else self.game

    def takes_taps(self):
        return self.run.state == SOLVING if self.run is not None else not self.solved

    def try_move(self, move):
        """Judge ``move``: True if it reaches the goal (it is then played),
        False if not (or if it is not legal here). Returns None when the
        lesson is already solved."""
        if self.run is not None:
            verdict = self.run.try_move(move)
            self._follow_run()
            return verdict
        if self.solved:
            return None
        if not self.start.is_legal(move):
            return False
        if move in self.answers:
            self.game.push(move)
            self.solved = True
            self.tried = None
            self.again = False
            return True
        self.tried = move
        self.again = True
        return False

    def _follow_run(self):
        run = self.run
        self.solved = run.finished()
        self.tried = run.tried[0] if run.state == WRONG else None
        if run.state == WRONG:
            self.again = True
        elif self.solved:
            self.again = False

    def reply(self):
        """The engine's defence after the right move of a "win in two"."""
        return self.run.reply() if self.run is not None else None

    def replying(self):
        return self.run is not None and self.run.state == REPLYING

    def why(self, move, lang):
        """The engine's reason for the verdict on ``move``, in ``lang``."""
        run = self.run
        if run is not None and run.game.moves and move != run.game.moves[0]:
            # The winning move after the defence, or a wrong one there.
            fields = {"cell": cell_name(move), "board": board_name(lang, BOARD_OF[move])}
            return text(lang, "why_game" if run.state == SOLVED else "why_no_game", **fields)
        return explain(self.start.copy(), self.goal, move, move in self.answers, lang)

    def changed(self):
        """Whether Try again has anything to put back: a try made, or the
        answer shown (before, the button is off)."""
        if self.run is not None:
            return len(self.run.game.moves) > len(self.run.start.moves) or self.run.state != SOLVING
        return self.solved or self.tried is not None

    def reset(self):
        """Try again: the start position (a "win in two": the position
        before the wrong try), a new try under way."""
        self.again = True
        if self.run is not None:
            if self.run.state == WRONG:
                self.run.retry()
            else:
                self.run.restart()
            self._follow_run()
            return
        self.game = self.start.copy()
        self.solved = False
        self.tried = None

    def show(self):
        """Play the first correct move (the "show me" button); a "win in
        two" shows its whole line."""
        self.reset()
        if self.run is not None:
            self.run.show()
            while self.run.show_step() is not None:
                pass
        else:
            self.game.push(self.answers[0])
        self.solved = True
        self.again = False
        return self.answers[0]


def solved_badge(solved_before, lesson, lang):
    """The view of a lesson's badge: hidden until the lesson is solved on
    this device; "Solved" while its board shows the answer or nothing has
    been tried since the page opened; "Solved before", muted (``is-past``),
    while a new try is under way, so a green "Solved" never sits over a
    fresh "wrong"."""
    if not solved_before:
        return {"hidden": True}
    if lesson.again and not lesson.solved:
        return {"hidden": False, "text": text(lang, "solved_before"), "mod": "is-past"}
    return {"hidden": False, "text": text(lang, "solved"), "mod": "is-now"}

"""The play board's state machine: rounds, scores, undo, resign, review, the
computer opponent's turns, the turn timer and the rating.

Pure Python and free of the browser, so every rule of play can be tested in
CPython; ``app`` feeds it taps, button presses, the computer's moves and the
clock, and renders what ``panel`` makes of it. Results are counted only
inside ``play``, ``computer_play`` and ``resign``, at the move that decides
the game, so a reload (which restores the finished game) can never count one
twice.
"""

from engine import Game, O, X, format_record

from board.settings import (
    HINT_LEVEL, LEVEL_NAMES, LEVEL_RATINGS, LOCK_MS, MODES, STAND_IN_LEVEL, START_RATING, TIMER_CHOICES,
)
from board.steps import game_at, step_target
from board.saved import MAX_COUNT, MAX_RATING, dump_state, load_state

ELO_K = 32


def expected_score(rating, opponent):
    """The Elo expectation of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))


def new_rating(rating, opponent, score):
    """The rating after a game scoring ``score`` (1 win, 0.5 draw, 0 loss),
    kept inside what the saved state can hold."""
    rating = int(round(rating + ELO_K * (score - expected_score(rating, opponent))))
    return max(0, min(MAX_RATING, rating))


def bump(count):
    """``count + 1``, but never past what the saved state can hold."""
    return count + 1 if count < MAX_COUNT else MAX_COUNT


class Thought:
    """What the computer should be thinking about now: a move for its own
    turn (``purpose`` "move"), a stand-in move for a person whose time ran
    out ("timeout"), a hint for the visitor ("hint") or the review's
    analysis ("analyse"). Equal thoughts are the same job: ``first``, the
    position (ply) where a hint or an analysis starts, is where to resume,
    not part of what is wanted."""

    __slots__ = ("record", "level", "seed", "purpose", "first")

    def __init__(self, record, level, seed, purpose, first=None):
        self.record = record
        self.level = level
        self.seed = seed
        self.purpose = purpose
        self.first = first

    def __eq__(self, other):
        return (isinstance(other, Thought) and self.record == other.record
                and self.level == other.level and self.seed == other.seed
                and self.purpose == other.purpose)

    def __ne__(self, other):
        return not self.__eq__(other)


class PlayController:
    """Red and Blue on one board; whoever starts a round plays X.

    Against the computer the visitor is Red and the computer Blue: the
    visitor starts odd rounds, the computer even ones.

    Besides what is saved, it holds the moment's view state: ``review`` (the
    ply shown while reviewing), ``confirming`` (the resign question is open),
    ``pending`` (a mode or level change waiting for a yes), ``stand_in``
    ((cell, mark) the computer played for a person whose time ran out, shown
    until a person moves) and the input lock. ``rating_change`` is the
    rating's change at the end of the last rated game, until the next round.

    A linked game (``linked``, see ``linked_game``) is one opened from a
    share link: two players, never counted, not saved with the visitor's
    own game. ``side`` is the mark this device plays in a game passed on by
    link, linked or its own (after "Send your move"; None when not known);
    moving for the other side asks first (``side_question``), and a yes
    (``both``) stops the asking for this game. ``hinted``: a hint was
    used this round, so it is not rated; ``hint``, the move suggested, shown
    until a move is played. ``analysis``: the review's GameAnalysis.
    """

    def __init__(self):
        self.game = Game()
        self.round = 1
        self.starter = "red"
        self.scores = {"red": 0, "blue": 0, "draws": 0}
        self.alternate = True
        self.mode = "two"
        self.level = "medium"
        self.records = {name: [0, 0, 0] for name in LEVEL_NAMES}   # wins, draws, losses
        self.rating = START_RATING
        self.timer = 0              # seconds per turn, 0 = off
        self.deadline = 0           # wall-clock ms when the running turn's time is up
        self.rating_change = 0
        self.pending = None
        self.linked = False
        self.floor = 0
        self.hinted = False
        self._clear_moment()

    def _clear_moment(self):
        """The moment's view state (see the class docstring), as a new
        round or a restored game starts it."""
        self.review = None
        self.confirming = False
        self.stand_in = None
        self.locked_until = 0.0
        self.side = None
        self.both = False
        self.side_question = None
        self.hint = None
        self.hint_asked = False
        self.analysis = None

    @classmethod
    def linked_game(cls, game, side=None):
        """A controller for ``game`` opened from a link, shown at its last
        move: to play on, or (when it is over) to review. ``side``: the mark
        this device is known to play in it."""
        ctl = cls()
        ctl.linked = True
        ctl.game = game
        ctl.floor = len(game.moves)
        ctl.side = side
        return ctl

    def continues(self, game):
        """Whether ``game`` (from a link) is this two-player game played on:
        the friend's reply to a move sent from here."""
        moves = self.game.moves
        return (self.mode == "two" and not self.linked and not self.is_over() and moves
                and game.moves[:len(moves)] == moves
                and (len(game.moves) > len(moves) or game.outcome is not None))

    def adopt(self, game):
        """Play on to ``game``, which ``continues`` this one (its result
        counted at its deciding move, like any other); False if it does not."""
        if not self.continues(game):
            return False
        for move in game.moves[len(self.game.moves):]:
            self._push(move)
        if game.outcome is not None and self.game.outcome is None:
            self.game.resign(3 - game.outcome.winner)
            self._count_result()
        self.review = None
        self.stand_in = None
        return True

    # -- who is who -------------------------------------------------------------

    def players(self):
        """{X: person, O: person} for the current round."""
        other = "blue" if self.starter == "red" else "red"
        return {X: self.starter, O: other}

    def names(self):
        """Who plays each mark, for the texts: Red and Blue, or against the
        computer "you" and "the_computer"."""
        if self.mode != "computer":
            return self.players()
        mine = self.computer_mark()
        return {mine: "the_computer", 3 - mine: "you"}

    def computer_mark(self):
        """The mark the computer plays this round, or None with two players."""
        if self.mode != "computer":
            return None
        return X if self.starter == "blue" else O

    def is_computer_turn(self):
        return (self.game.outcome is None and self.review is None
                and self.game.turn == self.computer_mark())

    # -- playing ----------------------------------------------------------------

    def is_over(self):
        return self.game.outcome is not None

    def accepts_taps(self):
        """Whether a person may place a mark now (the lock aside): not while
        reviewing, nor while a question (resign, a mode change) is open."""
        return (self.review is None and not self.is_over() and not self.is_computer_turn()
                and not self.confirming and self.pending is None and self.side_question is None)

    def can_play(self, move, now):
        return self.accepts_taps() and now >= self.locked_until and self.game.is_legal(move)

    def play(self, move, now):
        """A person places the mark of the side to move; False if not allowed now."""
        if not self.can_play(move, now):
            return False
        if self.side is not None and self.game.turn != self.side and not self.both:
            self.side_question = move       # "this device plays the other side: go on?"
            return False
        self._person_moves(move)
        self.locked_until = now + LOCK_MS
        return True

    def _person_moves(self, move):
        if self.linked and self.side is None:
            self.side = self.game.turn
        self._push(move)
        self.stand_in = None

    def computer_play(self, move, purpose="move"):
        """The computer's move: its own, or (``purpose`` "timeout") one it
        plays for a person whose time ran out."""
        if self.review is not None or not self.game.is_legal(move):
            return False
        if purpose == "move" and not self.is_computer_turn():
            return False
        mark = self.game.turn
        self._push(move)
        if purpose == "timeout":
            self.stand_in = (move, mark)
        return True

    def _push(self, move):
        self.game.push(move)
        self.deadline = 0
        self.confirming = False
        self.hint = None
        self.hint_asked = False
        self._count_result()

    def opening_moves(self):
        """Moves undo can never take back: the computer's opening move, or
        the moves a linked game came with."""
        if self.linked:
            return self.floor
        return 1 if self.mode == "computer" and self.starter == "blue" else 0

    def can_undo(self):
        return (not self.is_over() and self.review is None
                and len(self.game.moves) > self.opening_moves())

    def undo(self, thinking=False):
        """Take back moves while the game runs. Two players: one move. Against
        the computer: the visitor's move and the reply; while the computer is
        still thinking, just the visitor's move."""
        if not self.can_undo():
            return False
        self.game.pop()
        if (self.mode == "computer" and not thinking and self.game.turn == self.computer_mark()
                and len(self.game.moves) > self.opening_moves()):
            self.game.pop()
        self.deadline = 0
        self.stand_in = None
        self.hint = None
        self.hint_asked = False
        return True

    def can_resign(self):
        """Either person may resign at any time once the round has a move
        (against the computer: the visitor, even while it thinks)."""
        return not self.is_over() and self.review is None and len(self.game.moves) > 0

    def resign(self, person=None):
        """``person`` ("red" or "blue"; default the person to move) resigns and
        loses. Against the computer only the visitor can: Red."""
        if not self.can_resign():
            return False
        if self.mode == "computer":
            person = "red"
        elif person is None:
            person = self.players()[self.game.turn]
        self.game.resign(X if self.players()[X] == person else O)
        self.deadline = 0
        self.stand_in = None
        self.confirming = False
        self._count_result()
        return True

    def play_again(self):
        """Start the next round (only once this one is over)."""
        if not self.is_over():
            return False
        self._next_round()
        return True

    def _next_round(self):
        self.round = bump(self.round)
        self.starter = self.round_starter()
        self.game = Game()
        self.rating_change = 0
        self.pending = None
        self.deadline = 0
        self.hinted = False
        self._clear_moment()

    def is_fresh(self):
        return not self.game.moves and not self.is_over()

    def has_started(self):
        """Whether the round is under way: someone moved besides the
        computer's opening move, and it is not over."""
        return not self.is_over() and len(self.game.moves) > self.opening_moves()

    # -- the buttons --------------------------------------------------------------

    def apply(self, action, thinking=False):
        """Carry out a button's ``data-action``; True when the saved game
        changed (so it must be saved and announced). ``thinking``: whether
        the computer is still working on its move (for undo)."""
        if action == "undo":
            return self.undo(thinking)
        if action == "resign":
            self.confirming = self.can_resign()
        elif action == "resign-no":
            self.confirming = False
        elif action in ("resign-red", "resign-blue"):
            return self.confirming and self.resign(action[len("resign-"):])
        elif action == "change-yes":
            return self.confirm_change()
        elif action == "change-no":
            self.pending = None
        elif action == "again":
            return not self.linked and self.play_again()
        elif action == "side-yes":
            return self.move_for_both()
        elif action == "side-no":
            self.side_question = None
        elif action == "hint":
            return self.ask_hint()
        elif action == "analyse":
            self.start_analysis()
        elif action == "review":
            self.start_review()
        elif action == "leave":
            self.leave_review()
        elif self.review is not None:
            target = step_target(action, self.review, len(self.game.moves))
            if target is not None:
                self.step_review(target)
        return False

    def move_for_both(self):
        """Yes to the side question: play the move it held, and from now on
        let this device move for both sides of the linked game."""
        move = self.side_question
        self.side_question = None
        if move is None or not self.accepts_taps() or not self.game.is_legal(move):
            return False
        self.both = True
        self._person_moves(move)
        return True

    # -- settings -------------------------------------------------------------

    def set_alternate(self, on):
        """Colours never change mid-game: the setting applies from the next
        round, or to this one if nobody has moved yet."""
        self.alternate = bool(on)
        if self.is_fresh() and self.mode == "two":
            self.starter = self.round_starter()

    def round_starter(self):
        """Who starts the current round by the settings: in odd rounds Red;
        in even ones Blue, against the computer or if starts alternate."""
        if self.round % 2 == 0 and (self.mode == "computer" or self.alternate):
            return "blue"
        return "red"

    def change_setting(self, name, value):
        """A settings control changed to ``value`` (a select's text, or a
        checkbox's state); True if that changed the saved state. A mode or
        level change while a round is under way waits for ``confirm_change``
        (``pending``): it abandons the game."""
        if name == "alternate":
            changed = bool(value) != self.alternate
            self.set_alternate(value)
            return changed
        if name == "timer":
            return value in [str(t) for t in TIMER_CHOICES] and self.set_timer(int(value))
        if name not in ("mode", "level") or self.linked:
            return False
        mode, level = (value, None) if name == "mode" else (self.mode, value)
        if mode not in MODES or (level is not None and level not in LEVEL_NAMES) \
                or (mode == self.mode and level in (None, self.level)):
            return False
        if self.has_started():
            self.pending = (mode, level)
            return False
        return self.set_mode(mode, level)

    def forfeits(self):
        """Whether leaving the round now counts as a loss: against the computer,
        once it is under way (no dodging a loss by switching)."""
        return self.mode == "computer" and self.has_started()

    def confirm_change(self):
        """Carry out the pending mode or level change (a yes to the question)."""
        if self.pending is None:
            return False
        mode, level = self.pending
        self.pending = None
        if self.forfeits():
            self._record(0.0)
        return self.set_mode(mode, level)

    def set_mode(self, mode, level=None):
        """Switch between two players and the computer (and its level). A game
        in progress is left unscored and a new round starts."""
        if mode not in MODES or (level is not None and level not in LEVEL_NAMES):
            return False
        if mode == self.mode and (level is None or level == self.level):
            return False
        self.mode = mode
        if level is not None:
            self.level = level
        if self.is_over() or self.has_started():
            self._next_round()
        else:                       # nobody but the computer moved: this round, afresh
            self.game = Game()
            self.starter = self.round_starter()
        return True

    def set_timer(self, seconds):
        if seconds not in TIMER_CHOICES:
            return False
        self.timer = seconds
        self.deadline = 0
        return True

    # -- the turn timer ---------------------------------------------------------

    def timed_turn(self):
        """Whether the running turn is timed: the timer is on and a person is to move."""
        return self.timer > 0 and not self.is_over() and self.review is None \
            and not self.is_computer_turn()

    def start_clock(self, now_ms):
        """Start the turn's countdown if it is timed and not running yet."""
        if self.timed_turn() and self.deadline == 0:
            self.deadline = now_ms + 1000 * self.timer
            return True
        return False

    def time_left(self, now_ms):
        """Milliseconds left in the running turn (None when it is not timed)."""
        if not self.timed_turn() or self.deadline == 0:
            return None
        return max(0, self.deadline - now_ms)

    # -- the computer -------------------------------------------------------------

    def seed(self):
        """The search's seed for the position on the board: a replay of the
        same game gets the same moves."""
        return 1000 * self.round + len(self.game.moves)

    def wanted_thought(self, now_ms):
        """The Thought the computer should be working on at ``now_ms``, or None."""
        if self.is_computer_turn():
            return Thought(format_record(self.game), self.level, self.seed(), "move")
        if self.time_left(now_ms) == 0:
            return Thought(format_record(self.game), STAND_IN_LEVEL, self.seed(), "timeout")
        if self.hint_asked and self.accepts_taps():
            return Thought(format_record(self.game), HINT_LEVEL, 0, "hint", len(self.game.moves))
        if self.analysis is not None and self.review is not None and not self.analysis.complete():
            return Thought(self.analysis.record, HINT_LEVEL, 0, "analyse",
                           self.analysis.next_ply())
        return None

    def ask_hint(self):
        """The visitor asks the Expert for a move: the round is no longer rated."""
        if self.mode != "computer" or not self.accepts_taps() or self.hint is not None:
            return False
        self.hint_asked = True
        changed = not self.hinted
        self.hinted = True
        return changed

    def take_verdict(self, thought, ply, value, best):
        """A verdict of the worker's for ``thought``; True when the job is done."""
        if thought.purpose == "hint":
            if thought.record == format_record(self.game) and self.hint_asked:
                self.hint = best
                self.hint_asked = False
            return True
        if self.analysis is None or thought.record != self.analysis.record:
            return True
        self.analysis.add(ply, value, best)
        return self.analysis.complete()

    def start_analysis(self):
        """Have the Expert evaluate every position of the reviewed game (kept
        for the game while it is on the board)."""
        if self.review is None:
            return False
        if self.analysis is None or self.analysis.record != format_record(self.game):
            from board.game_analysis import GameAnalysis      # with the computer (uttt-computer.js)
            self.analysis = GameAnalysis(self.game)
        return True

    # -- results --------------------------------------------------------------

    def _count_result(self):
        outcome = self.game.outcome
        if outcome is None or self.linked:
            return
        if self.mode == "two":
            key = "draws" if outcome.winner is None else self.players()[outcome.winner]
            self.scores[key] = bump(self.scores[key])
        elif outcome.winner is None:
            self._record(0.5)
        else:
            self._record(0.0 if outcome.winner == self.computer_mark() else 1.0)

    def _record(self, score):
        """Count a game against the current level that the visitor scored
        ``score`` in (1 win, 0.5 draw, 0 loss), record and rating; not a
        game in which a hint was used."""
        if self.hinted:
            self.rating_change = 0
            return
        record = self.records[self.level]
        slot = 0 if score == 1.0 else 1 if score == 0.5 else 2
        record[slot] = bump(record[slot])
        rating = new_rating(self.rating, LEVEL_RATINGS[self.level], score)
        self.rating_change = rating - self.rating
        self.rating = rating

    # -- review -----------------------------------------------------------------

    def start_review(self):
        if not self.is_over():
            return False
        self.review = len(self.game.moves)
        return True

    def step_review(self, target):
        """Show the position after ``target`` moves (clamped to the game)."""
        if self.review is None:
            return False
        self.review = max(0, min(len(self.game.moves), target))
        return True

    def leave_review(self):
        self.review = None

    def shown_game(self):
        """The game the board shows: the reviewed ply (a copy) or the game itself."""
        return self.game if self.review is None else game_at(self.game, self.review)

    # -- saving -----------------------------------------------------------------

    def dump(self):
        state = {"round": self.round, "starter": self.starter, "red": self.scores["red"],
                 "blue": self.scores["blue"], "draws": self.scores["draws"],
                 "alternate": self.alternate, "mode": self.mode, "level": self.level,
                 "rating": self.rating, "timer": self.timer, "deadline": self.deadline,
                 "change": self.rating_change, "hinted": self.hinted, "record": self.game}
        for name in LEVEL_NAMES:
            state[name] = self.records[name]
        return dump_state(state)

    def load(self, text, now_ms):
        """Restore a saved state; raises StorageError and changes nothing if it
        is bad. A turn deadline that is already past, or further away than the
        timer's length (a clock that jumped, or a hand-edited value), starts
        the turn afresh."""
        state = load_state(text)
        self.game = state["record"]
        self.round = state["round"]
        self.starter = state["starter"]
        self.scores = {"red": state["red"], "blue": state["blue"], "draws": state["draws"]}
        self.alternate = state["alternate"]
        self.mode = state["mode"]
        self.level = state["level"]
        self.records = {name: list(state[name]) for name in LEVEL_NAMES}
        self.rating = state["rating"]
        self.rating_change = state["change"]
        self.hinted = state["hinted"]
        self.timer = state["timer"]
        deadline = state["deadline"]
        if not now_ms < deadline <= now_ms + 1000 * self.timer:
            deadline = 0
        self.deadline = deadline
        self._clear_moment()

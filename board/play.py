"""The play board's state machine: rounds, scores, undo, resign, review, the
computer opponent's turns, the turn timer and the rating.

Pure Python and free of the browser, so every rule of play can be tested in
CPython; ``app`` feeds it taps, the computer's moves and the clock, and
renders what it says. Results are counted only inside ``play``,
``computer_play`` and ``resign``, at the move that decides the game, so a
reload (which restores the finished game) can never count one twice.
"""

from engine import Game, O, X

from .storage import dump_state, load_state

LOCK_MS = 250
LEVEL_NAMES = ("beginner", "medium", "expert")
# Each level's fixed rating; the visitor's rating moves against it (Elo).
LEVEL_RATINGS = {"beginner": 800, "medium": 1300, "expert": 1700}
START_RATING = 1200
ELO_K = 32
TIMER_CHOICES = (0, 30, 60)


def expected_score(rating, opponent):
    """The Elo expectation of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))


def new_rating(rating, opponent, score):
    """The rating after a game scoring ``score`` (1 win, 0.5 draw, 0 loss)."""
    return int(round(rating + ELO_K * (score - expected_score(rating, opponent))))


class PlayController:
    """Red and Blue on one board; whoever starts a round plays X.

    Against the computer the visitor is Red and the computer Blue: the
    visitor starts odd rounds, the computer even ones.
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
        self.review = None          # None, or the ply shown while reviewing
        self.locked_until = 0.0

    # -- who is who -------------------------------------------------------------

    def players(self):
        """{X: person, O: person} for the current round."""
        other = "blue" if self.starter == "red" else "red"
        return {X: self.starter, O: other}

    def next_starter(self):
        """Who starts the next round. Against the computer: Red (the visitor)
        in odd rounds. Two players: alternating if that setting is on, else Red."""
        if self.mode == "computer" or self.alternate:
            return "blue" if (self.round + 1) % 2 == 0 else "red"
        return "red"

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

    def can_play(self, move, now):
        return (self.review is None and now >= self.locked_until
                and not self.is_computer_turn() and self.game.is_legal(move))

    def play(self, move, now):
        """A person places the mark of the side to move; False if not allowed now."""
        if not self.can_play(move, now):
            return False
        self._push(move)
        self.locked_until = now + LOCK_MS
        return True

    def computer_play(self, move):
        """The computer's move (its own, or one it plays for a person whose
        time ran out)."""
        if self.review is not None or not self.game.is_legal(move):
            return False
        self._push(move)
        return True

    def _push(self, move):
        self.game.push(move)
        self.deadline = 0
        self._count_result()

    def opening_moves(self):
        """Moves undo can never take back: the computer's opening move."""
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
        return True

    def resign(self):
        """The person to move resigns and loses (against the computer: the visitor)."""
        if self.is_over():
            return False
        if self.is_computer_turn():
            return False
        self.game.resign()
        self.deadline = 0
        self._count_result()
        return True

    def play_again(self):
        """Start the next round (only once this one is over)."""
        if not self.is_over():
            return False
        self._next_round()
        return True

    def _next_round(self):
        self.starter = self.next_starter()
        self.round += 1
        self.game = Game()
        self.review = None
        self.deadline = 0
        self.locked_until = 0.0

    def is_fresh(self):
        return not self.game.moves and not self.is_over()

    # -- settings -------------------------------------------------------------

    def set_alternate(self, on):
        """Takes effect from the next round: colours never change mid-game."""
        self.alternate = bool(on)

    def set_mode(self, mode, level=None):
        """Switch between two players and the computer (and its level). A game
        in progress is left unscored and a new round starts."""
        if mode not in ("two", "computer") or (level is not None and level not in LEVEL_NAMES):
            return False
        if mode == self.mode and (level is None or level == self.level):
            return False
        self.mode = mode
        if level is not None:
            self.level = level
        if self.is_fresh():
            if self.mode == "computer":
                self.starter = "red" if self.round % 2 == 1 else "blue"
        else:
            self._next_round()
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

    # -- results --------------------------------------------------------------

    def _count_result(self):
        outcome = self.game.outcome
        if outcome is None:
            return
        if self.mode == "two":
            if outcome.winner is None:
                self.scores["draws"] += 1
            else:
                self.scores[self.players()[outcome.winner]] += 1
            return
        record = self.records[self.level]
        if outcome.winner is None:
            record[1] += 1
            score = 0.5
        elif outcome.winner == self.computer_mark():
            record[2] += 1
            score = 0.0
        else:
            record[0] += 1
            score = 1.0
        self.rating = new_rating(self.rating, LEVEL_RATINGS[self.level], score)

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

    def reviewed_game(self):
        """The game as it stood at the reviewed ply (a copy)."""
        game = self.game.copy()
        while len(game.moves) > self.review:
            game.pop()
        return game

    # -- saving -----------------------------------------------------------------

    def dump(self):
        state = {"round": self.round, "starter": self.starter, "red": self.scores["red"],
                 "blue": self.scores["blue"], "draws": self.scores["draws"],
                 "alternate": self.alternate, "mode": self.mode, "level": self.level,
                 "rating": self.rating, "timer": self.timer, "deadline": self.deadline,
                 "record": self.game}
        for name in LEVEL_NAMES:
            state[name] = self.records[name]
        return dump_state(state)

    def load(self, text):
        """Restore a saved state; raises StorageError and changes nothing if it is bad."""
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
        self.timer = state["timer"]
        self.deadline = state["deadline"]
        self.review = None
        self.locked_until = 0.0

"""The play board's state machine: rounds, scores, undo, resign and review.

Pure Python and free of the browser, so every rule of play can be tested in
CPython; ``app`` feeds it taps and renders what it says. The score changes
only inside ``play`` and ``resign``, at the move that decides the game, so a
reload (which restores the finished game) can never count it again.
"""

from engine import Game, O, X

from .storage import dump_state, load_state

LOCK_MS = 250


class PlayController:
    """Two people, one board: Red and Blue, whoever starts a round plays X."""

    def __init__(self):
        self.game = Game()
        self.round = 1
        self.starter = "red"
        self.scores = {"red": 0, "blue": 0, "draws": 0}
        self.alternate = True
        self.review = None      # None, or the ply shown while reviewing
        self.locked_until = 0.0

    # -- who is who -----------------------------------------------------------

    def players(self):
        """{X: person, O: person} for the current round."""
        other = "blue" if self.starter == "red" else "red"
        return {X: self.starter, O: other}

    def next_starter(self):
        """Who starts the next round: Red in odd rounds and Blue in even ones
        while alternating is on, otherwise always Red."""
        return "blue" if self.alternate and (self.round + 1) % 2 == 0 else "red"

    # -- playing ----------------------------------------------------------------

    def is_over(self):
        return self.game.outcome is not None

    def can_play(self, move, now):
        return (self.review is None and now >= self.locked_until
                and self.game.is_legal(move))

    def play(self, move, now):
        """Place the mark of the side to move; False if not allowed right now."""
        if not self.can_play(move, now):
            return False
        self.game.push(move)
        self.locked_until = now + LOCK_MS
        self._count_result()
        return True

    def undo(self):
        """Take back one move while the game runs."""
        if self.is_over() or not self.game.moves or self.review is not None:
            return False
        self.game.pop()
        return True

    def resign(self):
        """The person to move resigns and loses."""
        if self.is_over():
            return False
        self.game.resign()
        self._count_result()
        return True

    def play_again(self):
        """Start the next round (only once this one is over)."""
        if not self.is_over():
            return False
        self.starter = self.next_starter()
        self.round += 1
        self.game = Game()
        self.review = None
        self.locked_until = 0.0
        return True

    def set_alternate(self, on):
        """Takes effect from the next round: colours never change mid-game."""
        self.alternate = bool(on)

    def _count_result(self):
        outcome = self.game.outcome
        if outcome is None:
            return
        if outcome.winner is None:
            self.scores["draws"] += 1
        else:
            self.scores[self.players()[outcome.winner]] += 1

    # -- review -------------------------------------------------------------

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

    # -- saving -------------------------------------------------------------

    def dump(self):
        return dump_state({"round": self.round, "starter": self.starter,
                           "red": self.scores["red"], "blue": self.scores["blue"],
                           "draws": self.scores["draws"], "alternate": self.alternate,
                           "record": self.game})

    def load(self, text):
        """Restore a saved state; raises StorageError and changes nothing if it is bad."""
        state = load_state(text)
        self.game = state["record"]
        self.round = state["round"]
        self.starter = state["starter"]
        self.scores = {"red": state["red"], "blue": state["blue"], "draws": state["draws"]}
        self.alternate = state["alternate"]
        self.review = None
        self.locked_until = 0.0

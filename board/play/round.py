"""One round on the play board: its game and what belongs to that game
alone. A new round, a level or mode change and a game from a link each
make a new Round, so nothing of the one before can linger."""

from engine import O, X, Game


class Round:
    """The game and who is who in it.

    ``mode`` and ``level`` are those the round is played in ("two" or
    "computer"); ``starter`` ("red", "blue") plays X. Against the computer
    the visitor is Red and the computer Blue. ``deadline``: when the running
    turn's time is up (wall-clock ms, 0: not running). ``stand_in``: (cell,
    mark) the computer played for a person whose time ran out, shown until a
    person moves; ``stand_ins``: the plies of every such move of the game,
    marked as such in the review. ``unrated``: a hint or an undo was used
    against the computer, so the round is not rated. ``seed``: the
    computer's random source for this round, drawn when the round starts
    and kept with it: rounds differ, a round replays the same (a reload,
    an undo).

    A linked round (``linked``) is a game opened from a link: two players,
    never counted, never timed, saved in the address rather than with the
    visitor's own game; undo stops at the moves it came with (``floor``).
    ``side``: the mark this device plays in a game passed on by link (None
    when not known); ``both``: this device was allowed to move for both.
    ``analysis``: the review's Analysis of this game, once asked for.
    """

    def __init__(self, mode="two", level="medium", starter="red", game=None, linked=False, side=None,
                 seed=0):
        self.game = game if game is not None else Game()
        self.mode = mode
        self.level = level
        self.starter = starter
        self.linked = linked
        self.floor = len(self.game.moves) if linked else 0
        self.deadline = 0
        self.stand_in = None
        self.stand_ins = set()
        self.unrated = False
        self.seed = seed
        self.side = side
        self.both = False
        self.analysis = None

    def players(self):
        """{X: person, O: person}."""
        return {X: self.starter, O: "blue" if self.starter == "red" else "red"}

    def names(self):
        """Who plays each mark, for the texts: Red and Blue, or against the
        computer "you" and "the_computer"."""
        if self.mode != "computer":
            return self.players()
        mine = self.computer_mark()
        return {mine: "the_computer", 3 - mine: "you"}

    def computer_mark(self):
        """The mark the computer plays, or None with two players."""
        if self.mode != "computer":
            return None
        return X if self.starter == "blue" else O

    def is_over(self):
        return self.game.outcome is not None

    def opening_moves(self):
        """Moves undo can never take back: the computer's opening move, or
        the moves a linked game came with."""
        if self.linked:
            return self.floor
        return 1 if self.computer_mark() == X else 0

    def has_started(self):
        """Whether someone moved besides the computer's opening move, and the
        game goes on."""
        return not self.is_over() and len(self.game.moves) > self.opening_moves()

    def push(self, move):
        self.game.push(move)
        self.deadline = 0

    def undo(self):
        """Take back moves while the game runs: one; against the computer,
        the visitor's move and the reply before it (or just the visitor's
        move while the computer is still to reply). False if none can go."""
        if self.is_over() or len(self.game.moves) <= self.opening_moves():
            return False
        self.game.pop()
        if self.game.turn == self.computer_mark() and len(self.game.moves) > self.opening_moves():
            self.game.pop()
        self.deadline = 0
        self.stand_in = None
        self.stand_ins = {ply for ply in self.stand_ins if ply < len(self.game.moves)}
        return True

    def resign(self, person):
        """``person`` ("red", "blue") resigns and loses."""
        self.game.resign(X if self.players()[X] == person else O)
        self.deadline = 0
        self.stand_in = None

    def continues(self, game):
        """Whether ``game`` (from a link) is this two-player game played on:
        the friend's reply to a move sent from here."""
        moves = self.game.moves
        return (self.mode == "two" and not self.linked and not self.is_over() and moves
                and game.moves[:len(moves)] == moves
                and (len(game.moves) > len(moves) or game.outcome is not None))
